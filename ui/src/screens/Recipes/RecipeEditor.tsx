// The recipe editor: a name and a list of steps of the kinds the core offers (`recipe_step_kinds`, read
// once by the screen), each with its main options and the earlier step(s) it uses; steps added, removed
// and moved. The core checks the recipe as it is edited (its forecast's field problems, shown under the
// step) and again when it is saved. What is being edited is the screen's draft (kept when the screen is left).
import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { recipesApi, type Recipe, type RecipeStep, type RecipeStepKind, type StepOutput } from "../../api/recipes";
import type { FieldError } from "../../api";
import { RECIPE_NAME_MAX } from "../../bindings";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { TextField } from "../../forms/Field";
import { useCatalogue, useHandleError } from "../../state";
import { StepOptions } from "./StepOptions";
import { kindOf, moveStep, newStep, removeStep, sourcesFor } from "./recipeSteps";
import { builtInName, sayMessage, t } from "../../i18n";
import { Options } from "../../widgets/Options";
import { ConfirmActions, useConfirm } from "../../widgets/ConfirmActions";
import { Dialog } from "../../widgets/Dialog";

export function RecipeEditor({
  initial,
  draft,
  setDraft,
  kinds,
  onSaved,
  onCancel,
}: {
  /** The recipe as it was opened (its name heads the editor). */
  initial: Recipe;
  /** The recipe as edited. */
  draft: Recipe;
  setDraft: Dispatch<SetStateAction<Recipe>>;
  /** The kinds of step the core offers, in its order. */
  kinds: RecipeStepKind[];
  onSaved: (r: Recipe) => void;
  onCancel: () => void;
}) {
  const handleError = useHandleError();
  const { catalogue } = useCatalogue();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [adding, setAdding] = useState(kinds[0]?.key ?? "");
  // A failed save has said why through the app's error handling; the form stays as it was.
  const { busy: saving, run } = useConfirm();
  // Cancel with changes asks first: a press on Cancel is not meant to throw away a recipe's edits.
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  const [asking, setAsking] = useState(false);
  const discarding = useConfirm();

  // The core's check of the draft, as it is edited (a sample topic: the topic is asked at start).
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      recipesApi
        .forecast(draft, null, "topic")
        .then((f) => live && setErrors(f.errors))
        .catch((e) => live && handleError(e));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [draft, handleError]);

  const setSteps = (steps: RecipeStep[]) => setDraft((d) => ({ ...d, steps }));
  const setStep = (i: number, s: RecipeStep) => setSteps(draft.steps.map((x, k) => (k === i ? s : x)));
  const errorOf = (field: string) => {
    const e = errors.find((x) => x.field === field);
    return e ? sayMessage(e) : undefined;
  };
  const stepErrors = (i: number) => errors.filter((e) => e.field.startsWith(`steps[${i}].`));

  const save = () => run(async () => onSaved(await recipesApi.save(draft)));

  return (
    <form
      className="recipe-editor"
      aria-labelledby="recipe-editor-title"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="recipe-editor-title">
        {initial.builtIn || !initial.id ? t("recipes.editor.new") : t("recipes.editor.edit", { name: initial.name })}
      </h2>
      <TextField
        id="recipe-name"
        label={t("recipes.editor.name")}
        value={draft.name}
        maxLength={RECIPE_NAME_MAX}
        error={errorOf("name")}
        onChange={(name) => setDraft((d) => ({ ...d, name }))}
      />
      <ol className="recipe-steps">
        {draft.steps.map((s, i) => {
          const kind = kindOf(kinds, s);
          return (
            <li key={i} className="recipe-step" aria-label={t("recipes.editor.step", { n: i + 1, label: s.label })}>
              <div className="recipe-step-head">
                <span className="badge">
                  {kind ? builtInName(`step_kind.${kind.key}`, kind.label) : t("recipes.editor.other_kind")}
                </span>
                <label className="visually-hidden" htmlFor={`step-${i}-label`}>
                  {t("recipes.editor.step_name", { n: i + 1 })}
                </label>
                <input
                  id={`step-${i}-label`}
                  value={s.label}
                  onChange={(e) => setStep(i, { ...s, label: e.target.value })}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t("recipes.editor.move_up", { n: i + 1 })}
                  disabled={i === 0}
                  onClick={() => setSteps(moveStep(draft.steps, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t("recipes.editor.move_down", { n: i + 1 })}
                  disabled={i === draft.steps.length - 1}
                  onClick={() => setSteps(moveStep(draft.steps, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t("recipes.editor.remove", { n: i + 1 })}
                  onClick={() => setSteps(removeStep(draft.steps, i))}
                >
                  ✕
                </button>
              </div>
              {kind ? (
                <Inputs
                  kinds={kinds}
                  steps={draft.steps}
                  i={i}
                  kind={kind}
                  onChange={(from) => setStep(i, { ...s, from })}
                />
              ) : null}
              {kind ? (
                <StepOptions id={`step-${i}`} step={s} catalogue={catalogue} onChange={(x) => setStep(i, x)} />
              ) : null}
              {stepErrors(i).map((e, k) => (
                <FieldMessage key={e.field + e.message} id={`step-${i}-err-${k}`} message={sayMessage(e)} />
              ))}
            </li>
          );
        })}
      </ol>
      <FieldMessage id="recipe-steps-err" message={errorOf("steps")} />
      <div className="inline-row">
        <label htmlFor="recipe-add-kind">{t("recipes.editor.add_kind")}</label>
        <select id="recipe-add-kind" value={adding} onChange={(e) => setAdding(e.target.value)}>
          <Options items={kinds} value={(k) => k.key} label={(k) => builtInName(`step_kind.${k.key}`, k.label)} />
        </select>
        <button
          type="button"
          className="button"
          onClick={() => {
            const kind = kinds.find((k) => k.key === adding);
            if (kind) {
              const step = newStep(kind, kinds, draft.steps);
              setSteps([...draft.steps, { ...step, label: builtInName(`step_kind.${kind.key}`, step.label) }]);
            }
          }}
        >
          {t("recipes.editor.add")}
        </button>
      </div>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {t("recipes.editor.save")}
        </button>
        <button type="button" className="button" onClick={() => (changed ? setAsking(true) : onCancel())}>
          {t("recipes.editor.cancel")}
        </button>
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        labelledBy="recipe-discard-title"
        describedBy="recipe-discard-desc"
      >
        <div className="dialog-body">
          <h2 id="recipe-discard-title">{t("recipes.editor.discard_title")}</h2>
          <p id="recipe-discard-desc">{t("recipes.editor.discard_desc")}</p>
          <ConfirmActions
            confirm={discarding}
            keep={t("recipes.editor.keep_editing")}
            label={t("recipes.editor.discard")}
            onClose={() => setAsking(false)}
            onConfirm={async () => onCancel()}
          />
        </div>
      </Dialog>
    </form>
  );
}

/** "Uses": the earlier step each input of a step takes its result from. */
function Inputs({
  kinds,
  steps,
  i,
  kind,
  onChange,
}: {
  kinds: RecipeStepKind[];
  steps: RecipeStep[];
  i: number;
  kind: RecipeStepKind;
  onChange: (from: number[]) => void;
}) {
  const wanted = kind.inputs;
  if (wanted.length === 0) return null;
  const from = steps[i].from ?? [];
  // One input "uses the result of" a step; several are named by what each takes ("Video from").
  const name = (w: StepOutput[]) => (wanted.length > 1 ? t(`recipes.editor.from_${w[0]}`) : t("recipes.editor.uses"));
  return (
    <div className="inline-row">
      {wanted.map((w, k) => {
        const id = `step-${i}-from-${k}`;
        return (
          <span key={k} className="inline-row">
            <label htmlFor={id}>{name(w)}</label>
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
                {t("recipes.editor.choose_step")}
              </option>
              <Options
                items={sourcesFor(kinds, steps, i, w)}
                value={(j) => j}
                label={(j) => t("recipes.editor.step", { n: j + 1, label: steps[j].label })}
              />
            </select>
          </span>
        );
      })}
    </div>
  );
}
