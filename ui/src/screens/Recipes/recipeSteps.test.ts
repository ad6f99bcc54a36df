import { describe, expect, it } from "vitest";
import { kindOf, moveStep, newStep, outputOf, removeStep, sourcesFor } from "./recipeSteps";
import { stepSummary } from "./recipeSummary";
import type { RecipeStep } from "../../api/recipes";
// The core's answer to recipe_step_kinds (a studio-core test keeps this copy equal to it).
import { RECIPE_STEP_KINDS as kinds } from "../../../tests/fixtures/recipe-step-kinds";

const kind = (key: string) => kinds.find((k) => k.key === key)!;
const add = (steps: RecipeStep[], key: string) => [...steps, newStep(kind(key), kinds, steps)];
const keys = (steps: RecipeStep[]) => steps.map((s) => kindOf(kinds, s)?.key);

/** The starter's chain, built by the editor: pictures, motion, music, mix, caption. */
const chain = () => ["pictures", "motion", "music", "mix", "caption"].reduce(add, [] as RecipeStep[]);

describe("recipe steps", () => {
  it("wires a new step to the latest earlier result that fits", () => {
    const steps = chain();
    expect(steps.map((s) => s.from)).toEqual([[], [0], [], [1, 2], [3]]);
    expect(keys(steps)).toEqual(["pictures", "motion", "music", "mix", "caption"]);
    expect(steps[0].pick).toBe(true);
    expect(steps.map((_, i) => outputOf(kinds, steps, i))).toEqual(["picture", "video", "music", "video", "video"]);
    expect(steps.map((s) => stepSummary(kinds, s))).toEqual([
      "4 pictures",
      "6 s video",
      "30 s track",
      "Mix",
      "Caption",
    ]);
  });

  it("a new step's request is a copy: editing it leaves the kind's own as it was", () => {
    const [step] = add([], "pictures");
    if (step.request.kind === "image") step.request.request.numImages = 2;
    expect(stepSummary(kinds, add([], "pictures")[0])).toBe("4 pictures");
  });

  it("a caption gives what it was given, and only earlier steps are offered", () => {
    const steps = add(add([], "pictures"), "caption");
    expect(outputOf(kinds, steps, 1)).toBe("picture");
    expect(sourcesFor(kinds, steps, 1, ["picture", "video"])).toEqual([0]);
    expect(sourcesFor(kinds, steps, 0, ["picture"])).toEqual([]);
    // A tool the editor does not offer is no kind, and gives nothing to use.
    const other: RecipeStep = {
      label: "Describe",
      request: { kind: "tool", request: { tool: "write_shot_prompt", request: { imageUrl: "" } } },
      from: [],
      pick: false,
    };
    expect(kindOf(kinds, other)).toBeNull();
    expect(outputOf(kinds, [other], 0)).toBeNull();
    expect(stepSummary(kinds, other)).toBe("Describe");
  });

  it("an edit of a picture is its own kind, not pictures", () => {
    const steps = add(add([], "pictures"), "edit");
    expect(keys(steps)).toEqual(["pictures", "edit"]);
    expect(steps[1].from).toEqual([0]);
    expect(outputOf(kinds, steps, 1)).toBe("picture");
  });

  it("moving a step keeps every input on the same step", () => {
    const moved = moveStep(chain(), 2, -1); // the track before the video
    expect(keys(moved)).toEqual(["pictures", "music", "motion", "mix", "caption"]);
    expect(moved.map((s) => s.from)).toEqual([[], [], [0], [2, 1], [3]]);
    expect(moveStep(chain(), 0, -1)).toEqual(chain());
  });

  it("removing a step leaves its users without that input and renumbers the rest", () => {
    const left = removeStep(chain(), 1); // no motion video
    expect(keys(left)).toEqual(["pictures", "music", "mix", "caption"]);
    expect(left.map((s) => s.from)).toEqual([[], [], [1], [2]]);
  });
});
