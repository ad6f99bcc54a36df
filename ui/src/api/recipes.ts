// Recipes over the generated bindings (same pattern as api/index.ts).
import { commands, events as generated } from "../bindings";
import type * as B from "../bindings";
import { unwrap, value } from "./transport";

export type Recipe = B.Recipe;
export type RecipeStep = B.RecipeStep;
export type RecipeForecast = B.RecipeForecast;
export type RecipeRun = B.RecipeRun;
export type RunStep = B.RunStep;
export type RecipeStepKind = B.RecipeStepKind;
export type StepOutput = B.StepOutput;

export const recipesApi = {
  list: () => unwrap(commands.recipesList()),
  /** The kinds of step a recipe takes, in the editor's order (static: answered at once). */
  stepKinds: () => value(commands.recipeStepKinds()),
  save: (recipe: Recipe) => unwrap(commands.recipesSave(recipe)),
  delete: (id: string) => unwrap(commands.recipesDelete(id)),
  /** Each step's price, the total and the balance after; every problem by field. Sends nothing. */
  forecast: (recipe: Recipe, characterId: string | null, topic: string) =>
    unwrap(commands.recipesForecast(recipe, characterId, topic)),
  start: (intent: string, recipeId: string, characterId: string | null, topic: string) =>
    unwrap(commands.recipesStart(intent, recipeId, characterId, topic)),
  runsList: () => unwrap(commands.recipeRunsList()),
  pick: (runId: string, step: number, mediaId: string) => unwrap(commands.recipeRunPick(runId, step, mediaId)),
  resume: (runId: string) => unwrap(commands.recipeRunResume(runId)),
  stop: (runId: string) => unwrap(commands.recipeRunStop(runId)),
  /** A run moved on (its id). */
  onRunUpdated: (cb: (runId: string) => void) => generated.recipeRunUpdated.listen((e) => cb(e.payload)),
};
