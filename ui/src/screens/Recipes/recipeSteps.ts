// The step kinds the recipe editor offers, each with its main options and the results it takes from
// earlier steps (studio-core's recipes/steps.rs checks the same when a recipe is saved), and the edits
// of a step list that keep every "uses step N" pointing at the same step.
import type { RecipeStep } from "../../api/recipes";
import type { SpendRequest } from "../../api/types";

export type StepKind = "pictures" | "motion" | "music" | "mix" | "caption" | "trim" | "mute" | "cutout";
export type Output = "picture" | "video" | "music";

export const STEP_KINDS: Array<{ kind: StepKind; label: string }> = [
  { kind: "pictures", label: "Pictures of the character" },
  { kind: "motion", label: "Motion video" },
  { kind: "music", label: "Music track" },
  { kind: "mix", label: "Mix music into the video" },
  { kind: "caption", label: "Caption" },
  { kind: "trim", label: "Trim video" },
  { kind: "mute", label: "Remove sound" },
  { kind: "cutout", label: "Remove background" },
];

export const kindLabel = (k: StepKind) => STEP_KINDS.find((s) => s.kind === k)?.label ?? k;

/** The kind of a step (null: a request the editor does not offer). */
export function kindOf(step: RecipeStep): StepKind | null {
  const r = step.request;
  switch (r.kind) {
    case "image":
      return "pictures";
    case "video":
      return "motion";
    case "music":
      return "music";
    case "mix":
      return "mix";
    case "tool":
      switch (r.request.tool) {
        case "overlay_text":
          return "caption";
        case "trim_video":
          return "trim";
        case "mute_video":
          return "mute";
        case "remove_background":
          return "cutout";
        default:
          return null;
      }
    default:
      return null;
  }
}

/** What each input of a kind takes, in the order of the step's `from`. */
export function inputsOf(kind: StepKind): Output[][] {
  switch (kind) {
    case "motion":
    case "cutout":
      return [["picture"]];
    case "mix":
      return [["video"], ["music"]];
    case "caption":
      return [["picture", "video"]];
    case "trim":
    case "mute":
      return [["video"]];
    default:
      return [];
  }
}

/** What step `i` gives the steps after it (a caption gives what it was given). */
export function outputOf(steps: RecipeStep[], i: number): Output | null {
  const step = steps[i];
  if (!step) return null;
  switch (kindOf(step)) {
    case "pictures":
    case "cutout":
      return "picture";
    case "music":
      return "music";
    case "caption": {
      const from = step.from?.[0];
      return from != null && from < i ? outputOf(steps, from) : null;
    }
    case null:
      return null;
    default:
      return "video";
  }
}

/** The earlier steps whose result fits an input taking `wanted`. */
export function sourcesFor(steps: RecipeStep[], i: number, wanted: Output[]): number[] {
  return steps.map((_, j) => j).filter((j) => j < i && wanted.includes(outputOf(steps, j) as Output));
}

function requestOf(kind: StepKind): SpendRequest {
  switch (kind) {
    case "pictures":
      return {
        kind: "image",
        provider: "grok-image",
        request: { formData: {}, simplePrompt: "{topic}, portrait, natural light", numImages: 4 },
        reference: null,
      };
    case "motion":
      return {
        kind: "video",
        request: {
          prompt: "{topic}: turns to the camera and smiles",
          aspectRatio: "9:16",
          provider: "seedance",
          duration: 6,
        },
      };
    case "music":
      return { kind: "music", request: { prompt: "{topic}, upbeat background music", duration: 30_000 } };
    case "mix":
      return { kind: "mix", videoMediaId: "", musicMediaId: "" };
    case "caption":
      return { kind: "tool", request: { tool: "overlay_text", request: { text: "{topic}", position: "bottom" } } };
    case "trim":
      return { kind: "tool", request: { tool: "trim_video", request: { videoUrl: "", startTime: 0, endTime: 5 } } };
    case "mute":
      return { kind: "tool", request: { tool: "mute_video", request: { videoUrl: "" } } };
    case "cutout":
      return { kind: "tool", request: { tool: "remove_background", request: { imageUrl: "" } } };
  }
}

/** A new step of `kind` at the end of `steps`, using the latest earlier result that fits each input. */
export function newStep(kind: StepKind, steps: RecipeStep[]): RecipeStep {
  const i = steps.length;
  const from = inputsOf(kind).map((wanted) => sourcesFor(steps, i, wanted).at(-1) ?? -1);
  return {
    label: kindLabel(kind),
    request: requestOf(kind),
    from: from.filter((f) => f >= 0),
    pick: kind === "pictures",
  };
}

/** The steps with step `i` moved by `by` (-1 up, 1 down); every `from` still names the same step. */
export function moveStep(steps: RecipeStep[], i: number, by: -1 | 1): RecipeStep[] {
  const j = i + by;
  if (j < 0 || j >= steps.length) return steps;
  const swap = (f: number) => (f === i ? j : f === j ? i : f);
  const out = steps.map((s) => ({ ...s, from: (s.from ?? []).map(swap) }));
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/** The steps without step `i`; a step that used it uses nothing in its place (the check says so). */
export function removeStep(steps: RecipeStep[], i: number): RecipeStep[] {
  return steps
    .filter((_, k) => k !== i)
    .map((s) => ({ ...s, from: (s.from ?? []).filter((f) => f !== i).map((f) => (f > i ? f - 1 : f)) }));
}

/** One line on what a step makes ("4 pictures", "6 s video", "30 s track"). */
export function stepSummary(step: RecipeStep): string {
  const r = step.request;
  switch (r.kind) {
    case "image": {
      const n = r.request.numImages ?? 1;
      return `${n} picture${n === 1 ? "" : "s"}`;
    }
    case "video":
      return `${r.request.duration ?? 5} s video`;
    case "music":
      return `${Math.round((r.request.duration ?? 0) / 1000)} s track`;
    case "mix":
      return "Mix";
    default:
      return kindLabel(kindOf(step) ?? "caption");
  }
}
