// The Recipes screen: recipes (the starter that comes with the app first, then the saved ones), the start
// form with its forecast for the chosen one, the editor, and the runs, which move on by themselves
// (recipe-run-updated events; job events for the progress of a step being made).
import { useCallback, useEffect, useRef, useState, type SetStateAction } from "react";
import { recipesApi, type Recipe, type RecipeRun } from "../../api/recipes";
import { events, unlisten } from "../../api";
import { ConfirmActions, useConfirm } from "../../widgets/ConfirmActions";
import { Dialog } from "../../widgets/Dialog";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { useHandleError, useToast } from "../../state";
import { useAnswer } from "../../state/useAnswer";
import { objectDraft, useDraft } from "../../forms/useDraft";
import { isObject } from "../../forms/draftSaver";
import { RecipeEditor } from "./RecipeEditor";
import { RecipeRuns } from "./RecipeRuns";
import { RecipeStart } from "./RecipeStart";
import { stepSummary } from "./recipeSummary";
import { builtInName, t } from "../../i18n";
import "./recipes.css";

export function Recipes() {
  const handleError = useHandleError();
  const toast = useToast();
  const [recipes, setRecipes] = useState<Recipe[] | null>(null);
  // The kinds of step (the core's: labels, new steps, what each takes and gives), read once.
  const kinds = useAnswer(recipesApi.stepKinds).value;
  const [chosen, setChosen] = useState<string | null>(null);
  // The recipe being edited is a draft: left half-way, the editor is open again with the edits on return.
  const editor = useDraft<{ editing: Editing | null }>("recipe-editor", {
    initial: { editing: null },
    restore: objectDraft((s) => (s.editing == null || isEditing(s.editing) ? { editing: s.editing ?? null } : null)),
  });
  const editing = editor.draft.editing;
  const setEditing = (r: Recipe | null) =>
    r ? editor.setDraft({ editing: { from: r, recipe: r } }) : void editor.discard();
  const setEdited = (u: SetStateAction<Recipe>) =>
    editor.setDraft((d) =>
      d.editing ? { editing: { ...d.editing, recipe: typeof u === "function" ? u(d.editing.recipe) : u } } : d,
    );
  const [runs, setRuns] = useState<RecipeRun[]>([]);
  const anyGoing = useRef(false);

  const loadRecipes = useCallback(
    () =>
      recipesApi.list().then((list) => {
        setRecipes(list);
        setChosen((c) => (c && list.some((r) => r.id === c) ? c : (list[0]?.id ?? null)));
      }, handleError),
    [handleError],
  );
  const loadRuns = useCallback(() => recipesApi.runsList().then(setRuns, handleError), [handleError]);

  useEffect(() => {
    void loadRecipes();
    void loadRuns();
    const offRun = recipesApi.onRunUpdated(() => void loadRuns());
    // A job's progress shows on a running step: read again only while a run is going.
    const offJob = events.jobUpdated(() => {
      if (anyGoing.current) void loadRuns();
    });
    return () => [offRun, offJob].forEach((off) => unlisten(off)());
  }, [loadRecipes, loadRuns]);

  // Runs still going (a pick or a Resume may be wanted) come first, above the recipes; ended ones after.
  const going = runs.filter((r) => r.state === "running" || r.state === "waiting_for_pick" || r.state === "paused");
  anyGoing.current = going.length > 0;
  const ended = runs.filter((r) => !going.includes(r));
  const showRun = (run: RecipeRun) => setRuns((rs) => [run, ...rs.filter((r) => r.id !== run.id)]);
  const recipe = recipes?.find((r) => r.id === chosen) ?? null;

  const [deleting, setDeleting] = useState<Recipe | null>(null);
  // One delete at a time (a double click sends one); a failure stays in the dialog.
  const confirmDelete = useConfirm();
  const closeDelete = () => {
    confirmDelete.reset();
    setDeleting(null);
  };
  const remove = async (r: Recipe) => {
    await recipesApi.delete(r.id);
    setDeleting(null);
    toast({ kind: "success", text: t("recipes.deleted", { name: r.name }) });
    await loadRecipes();
  };

  return (
    <div className="screen recipes-screen">
      <ScreenTitle>{t("recipes.title")}</ScreenTitle>
      <p className="lead">{t("recipes.lead")}</p>
      {going.length > 0 ? (
        <section aria-labelledby="recipe-going-title">
          <h2 id="recipe-going-title">{t("recipes.running_now")}</h2>
          <RecipeRuns runs={going} onChanged={showRun} />
        </section>
      ) : null}
      {editing && kinds ? (
        <RecipeEditor
          initial={editing.from}
          draft={editing.recipe}
          setDraft={setEdited}
          kinds={kinds}
          onCancel={() => setEditing(null)}
          onSaved={(r) => {
            setEditing(null);
            setChosen(r.id);
            toast({ kind: "success", text: t("recipes.saved", { name: r.name }) });
            void loadRecipes();
          }}
        />
      ) : (
        <div className="recipes-layout">
          <section aria-labelledby="recipes-list-title" className="recipes-list">
            <h2 id="recipes-list-title">{t("recipes.yours")}</h2>
            {recipes == null || kinds == null ? <p className="muted">{t("recipes.loading")}</p> : null}
            <ul>
              {(kinds ? (recipes ?? []) : []).map((r) => (
                <li key={r.id} className={`recipe-card ${r.id === chosen ? "selected" : ""}`}>
                  <button
                    type="button"
                    className="recipe-choose"
                    aria-pressed={r.id === chosen}
                    onClick={() => setChosen(r.id)}
                  >
                    <strong>{builtInName(`recipe.${r.id}`, r.name)}</strong>
                    {r.builtIn ? <span className="badge badge-quiet">{t("recipes.built_in")}</span> : null}
                    <span className="muted">{r.steps.map((s) => stepSummary(kinds ?? [], s)).join(" → ")}</span>
                  </button>
                  <div className="recipe-card-actions">
                    {r.builtIn ? (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() =>
                          setEditing({
                            ...r,
                            id: "",
                            name: t("recipes.copy_name", { name: builtInName(`recipe.${r.id}`, r.name) }),
                            steps: r.steps.map((s, i) => ({
                              ...s,
                              label: builtInName(`recipe.${r.id}.${i}`, s.label),
                            })),
                            builtIn: false,
                          })
                        }
                      >
                        {t("recipes.copy_edit")}
                      </button>
                    ) : (
                      <>
                        <button type="button" className="link-button" onClick={() => setEditing(r)}>
                          {t("recipes.edit")}
                        </button>
                        <button type="button" className="link-button" onClick={() => setDeleting(r)}>
                          {t("recipes.delete")}
                        </button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
          {recipe && kinds ? (
            <RecipeStart
              key={recipe.id}
              recipe={recipe}
              kinds={kinds}
              onStarted={(run) => {
                showRun(run);
                // The new run is at the top of the screen: brought into view, where its pick will be asked.
                requestAnimationFrame(() =>
                  document.getElementById("recipe-going-title")?.scrollIntoView({ block: "start" }),
                );
              }}
            />
          ) : null}
        </div>
      )}
      {going.length === 0 || ended.length > 0 ? (
        <section aria-labelledby="recipe-runs-title">
          <h2 id="recipe-runs-title">{going.length > 0 ? t("recipes.runs_earlier") : t("recipes.runs")}</h2>
          <RecipeRuns runs={ended} onChanged={showRun} />
        </section>
      ) : null}
      <Dialog
        open={deleting != null}
        onClose={closeDelete}
        labelledBy="recipe-delete-title"
        describedBy="recipe-delete-desc"
      >
        {deleting ? (
          <div className="dialog-body">
            <h2 id="recipe-delete-title">{t("recipes.delete_title", { name: deleting.name })}</h2>
            <p id="recipe-delete-desc">{t("recipes.delete_desc")}</p>
            <ConfirmActions
              confirm={confirmDelete}
              label={t("recipes.delete_confirm")}
              onClose={closeDelete}
              onConfirm={() => remove(deleting)}
            />
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}

/** A recipe in the editor: as it was opened, and as edited. */
interface Editing {
  from: Recipe;
  recipe: Recipe;
}

/** A stored recipe the editor can draw: a name, and steps each with a request of a kind (the core checks the rest). */
const isRecipe = (r: unknown): r is Recipe =>
  isObject(r) &&
  typeof r.name === "string" &&
  Array.isArray(r.steps) &&
  r.steps.every(
    (s) =>
      isObject(s) &&
      isObject(s.request) &&
      typeof s.request.kind === "string" &&
      (s.request.kind !== "tool" || isObject(s.request.request)),
  );
const isEditing = (e: unknown): e is Editing => isObject(e) && isRecipe(e.from) && isRecipe(e.recipe);
