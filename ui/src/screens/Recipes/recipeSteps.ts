// The recipe editor's side of the step kinds. The kinds themselves (label, a new step's request, what
// each takes from earlier steps and what it gives) come from the core (`recipe_step_kinds`,
// studio-core's recipes/kinds.rs, the table its checks use); here: which kind a step is, the earlier
// steps that fit an input, a new step wired to them, and the edits of a step list that keep every "uses
// step N" pointing at the same step. A step's one-line summary, in the window's words, is recipeSummary.ts's
// (the browser tests' fake backend imports this file, without the catalogue).
import type { RecipeStep, RecipeStepKind, StepOutput } from "../../api/recipes";
import type { SpendRequest } from "../../api/types";

/** A request's shape: its kind, a tool's id, and whether a picture request edits a picture (its reference is
 * a library picture). A step is of the kind whose request has its shape. */
const shape = (r: SpendRequest) =>
  r.kind === "tool"
    ? `tool:${r.request.tool}`
    : r.kind === "image" && r.reference?.mediaId != null
      ? "image:edit"
      : r.kind;

/** The kind of a step (null: a request the editor does not offer). */
export function kindOf(kinds: RecipeStepKind[], step: RecipeStep): RecipeStepKind | null {
  return kinds.find((k) => shape(k.request) === shape(step.request)) ?? null;
}

/** What step `i` gives the steps after it (a kind with no output of its own gives what it was given). */
export function outputOf(kinds: RecipeStepKind[], steps: RecipeStep[], i: number): StepOutput | null {
  const step = steps[i];
  const kind = step ? kindOf(kinds, step) : null;
  if (!kind) return null;
  if (kind.output) return kind.output;
  const from = step.from?.[0];
  return from != null && from < i ? outputOf(kinds, steps, from) : null;
}

/** The earlier steps whose result fits an input taking `wanted`. */
export function sourcesFor(kinds: RecipeStepKind[], steps: RecipeStep[], i: number, wanted: StepOutput[]): number[] {
  return steps.map((_, j) => j).filter((j) => j < i && wanted.includes(outputOf(kinds, steps, j) as StepOutput));
}

/** A new step of `kind` at the end of `steps`, using the latest earlier result that fits each input. */
export function newStep(kind: RecipeStepKind, kinds: RecipeStepKind[], steps: RecipeStep[]): RecipeStep {
  const i = steps.length;
  const from = kind.inputs.map((wanted) => sourcesFor(kinds, steps, i, wanted).at(-1) ?? -1);
  return {
    label: kind.label,
    request: structuredClone(kind.request),
    from: from.filter((f) => f >= 0),
    pick: kind.pick,
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
