import { describe, expect, it } from "vitest";
import { kindOf, moveStep, newStep, outputOf, removeStep, sourcesFor, stepSummary } from "./recipeSteps";
import type { RecipeStep } from "../../api/recipes";

/** The starter's chain, built by the editor: pictures, motion, music, mix, caption. */
function chain(): RecipeStep[] {
  const steps: RecipeStep[] = [];
  for (const k of ["pictures", "motion", "music", "mix", "caption"] as const) steps.push(newStep(k, steps));
  return steps;
}

describe("recipe steps", () => {
  it("wires a new step to the latest earlier result that fits", () => {
    const steps = chain();
    expect(steps.map((s) => s.from)).toEqual([[], [0], [], [1, 2], [3]]);
    expect(steps.map(kindOf)).toEqual(["pictures", "motion", "music", "mix", "caption"]);
    expect(steps[0].pick).toBe(true);
    expect(steps.map((_, i) => outputOf(steps, i))).toEqual(["picture", "video", "music", "video", "video"]);
    expect(steps.map(stepSummary)).toEqual(["4 pictures", "6 s video", "30 s track", "Mix", "Caption"]);
  });

  it("a caption gives what it was given, and only earlier steps are offered", () => {
    const steps = [newStep("pictures", [])];
    steps.push(newStep("caption", steps));
    expect(outputOf(steps, 1)).toBe("picture");
    expect(sourcesFor(steps, 1, ["picture", "video"])).toEqual([0]);
    expect(sourcesFor(steps, 0, ["picture"])).toEqual([]);
  });

  it("moving a step keeps every input on the same step", () => {
    const moved = moveStep(chain(), 2, -1); // the track before the video
    expect(moved.map(kindOf)).toEqual(["pictures", "music", "motion", "mix", "caption"]);
    expect(moved.map((s) => s.from)).toEqual([[], [], [0], [2, 1], [3]]);
    expect(moveStep(chain(), 0, -1)).toEqual(chain());
  });

  it("removing a step leaves its users without that input and renumbers the rest", () => {
    const left = removeStep(chain(), 1); // no motion video
    expect(left.map(kindOf)).toEqual(["pictures", "music", "mix", "caption"]);
    expect(left.map((s) => s.from)).toEqual([[], [], [1], [2]]);
  });
});
