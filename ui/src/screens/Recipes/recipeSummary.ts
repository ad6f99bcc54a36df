// A recipe step's one line in the window's words ("4 pictures", "6 s video", "30 s track"): apart from
// recipeSteps.ts, which the fake backend of the browser tests imports without the catalogue.
import type { RecipeStep, RecipeStepKind } from "../../api/recipes";
import { t, tn } from "../../i18n";
import { kindOf } from "./recipeSteps";

/** One line on what a step makes ("4 pictures", "6 s video", "30 s track"). */
export function stepSummary(kinds: RecipeStepKind[], step: RecipeStep): string {
  const r = step.request;
  switch (r.kind) {
    case "image": {
      const n = r.request.numImages ?? 1;
      return tn("recipes.summary.pictures", n, { count: String(n) });
    }
    case "video":
      return t("recipes.summary.video", { seconds: String(r.request.duration ?? 5) });
    case "music":
      return t("recipes.summary.track", { seconds: String(Math.round((r.request.duration ?? 0) / 1000)) });
    case "mix":
      return t("recipes.summary.mix");
    default:
      return kindOf(kinds, step)?.label ?? step.label;
  }
}
