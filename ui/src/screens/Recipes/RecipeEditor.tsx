// The recipe editor: a name and a list of steps from a fixed set of kinds, each with its main options and
// the earlier step(s) it uses; steps added, removed and moved. The core checks the recipe as it is edited
// (its forecast's field problems, shown under the step) and again when it is saved.
import { useEffect, useState } from "react";
import { recipesApi, type Recipe, type RecipeStep } from "../../api/recipes";
import type { FieldError } from "../../api";
import { FieldMessage } from "../../components/ErrorNotice";
import { useCatalogue, useHandleError } from "../../state";
import { StepOptions } from "./StepOptions";
import {
  STEP_KINDS,
  inputsOf,
  kindLabel,
  kindOf,
  moveStep,
  newStep,
  removeStep,
  sourcesFor,
  type StepKind,
} from "./recipeSteps";

export function RecipeEditor({
  initial,
  onSaved,
  onCancel,
}: {
  initial: Recipe;
  onSaved: (r: Recipe) => void;
  onCancel: () => void;
}) {
  const handleError = useHandleError();
  const { catalogue } = useCatalogue();
  const [draft, setDraft] = useState<Recipe>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [adding, setAdding] = useState<StepKind>("pictures");
  const [saving, setSaving] = useState(false);

  // The core's check of the draft, as it is edited (a sample topic: the topic is asked at start).
  useEffect(() => {
    let live = true;
    const t = setTimeout(() => {
      recipesApi
        .forecast(draft, null, "topic")
        .then((f) => live && setErrors(f.errors))
        .catch((e) => live && handleError(e));
    }, 250);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [draft, handleError]);

  const setSteps = (steps: RecipeStep[]) => setDraft((d) => ({ ...d, steps }));
  const setStep = (i: number, s: RecipeStep) => setSteps(draft.steps.map((x, k) => (k === i ? s : x)));
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const stepErrors = (i: number) => errors.filter((e) => e.field.startsWith(`steps[${i}].`));

  const save = async () => {
    setSaving(true);
    try {
      onSaved(await recipesApi.save(draft));
    } catch (e) {
      handleError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="recipe-editor"
      aria-labelledby="recipe-editor-title"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="recipe-editor-title">{initial.builtIn || !initial.id ? "New recipe" : `Edit “${initial.name}”`}</h2>
      <div className="field">
        <label htmlFor="recipe-name">Name</label>
        <input
          id="recipe-name"
          value={draft.name}
          maxLength={80}
          aria-invalid={errorOf("name") ? true : undefined}
          aria-describedby={errorOf("name") ? "recipe-name-err" : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        />
        <FieldMessage id="recipe-name-err" message={errorOf("name")} />
      </div>
      <ol className="recipe-steps">
        {draft.steps.map((s, i) => {
          const kind = kindOf(s);
          const where = `Step ${i + 1}`;
          return (
            <li key={i} className="recipe-step" aria-label={`${where}: ${s.label}`}>
              <div className="recipe-step-head">
                <span className="badge">{kind ? kindLabel(kind) : "Other"}</span>
                <label className="visually-hidden" htmlFor={`step-${i}-label`}>
                  {where} name
                </label>
                <input
                  id={`step-${i}-label`}
                  value={s.label}
                  onChange={(e) => setStep(i, { ...s, label: e.target.value })}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move step ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => setSteps(moveStep(draft.steps, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move step ${i + 1} down`}
                  disabled={i === draft.steps.length - 1}
                  onClick={() => setSteps(moveStep(draft.steps, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove step ${i + 1}`}
                  onClick={() => setSteps(removeStep(draft.steps, i))}
                >
                  ✕
                </button>
              </div>
              {kind ? (
                <Inputs steps={draft.steps} i={i} kind={kind} onChange={(from) => setStep(i, { ...s, from })} />
              ) : null}
              {kind ? (
                <StepOptions id={`step-${i}`} step={s} catalogue={catalogue} onChange={(x) => setStep(i, x)} />
              ) : null}
              {stepErrors(i).map((e, k) => (
                <FieldMessage key={e.field + e.message} id={`step-${i}-err-${k}`} message={e.message} />
              ))}
            </li>
          );
        })}
      </ol>
      <FieldMessage id="recipe-steps-err" message={errorOf("steps")} />
      <div className="inline-row">
        <label htmlFor="recipe-add-kind">Add a step</label>
        <select id="recipe-add-kind" value={adding} onChange={(e) => setAdding(e.target.value as StepKind)}>
          {STEP_KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          onClick={() => setSteps([...draft.steps, newStep(adding, draft.steps)])}
        >
          Add step
        </button>
      </div>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving}>
          Save recipe
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** "Uses": the earlier step each input of a step takes its result from. */
function Inputs({
  steps,
  i,
  kind,
  onChange,
}: {
  steps: RecipeStep[];
  i: number;
  kind: StepKind;
  onChange: (from: number[]) => void;
}) {
  const wanted = inputsOf(kind);
  if (wanted.length === 0) return null;
  const from = steps[i].from ?? [];
  const names = kind === "mix" ? ["Video from", "Music from"] : ["Uses the result of"];
  return (
    <div className="inline-row">
      {wanted.map((w, k) => {
        const id = `step-${i}-from-${k}`;
        return (
          <span key={k} className="inline-row">
            <label htmlFor={id}>{names[k]}</label>
            <select
              id={id}
              value={from[k] ?? ""}
              onChange={(e) => {
                const next = [...from];
                next[k] = Number(e.target.value);
                onChange(next);
              }}
            >
              <option value="" disabled>
                Choose a step
              </option>
              {sourcesFor(steps, i, w).map((j) => (
                <option key={j} value={j}>
                  Step {j + 1}: {steps[j].label}
                </option>
              ))}
            </select>
          </span>
        );
      })}
    </div>
  );
}
