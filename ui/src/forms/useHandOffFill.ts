// The form kit's hand-off fill: what a form's draft is filled with (forms/useDraft.ts's `fill`) when another
// screen opened it with something chosen. "Open these settings" of a job of the form's kind (a recall) is
// asked first; else a next step for it (an item chosen on another screen), when the form takes any. Each
// form says only how a job's settings, or a step's item, become its draft (pure helpers beside its draft).
import { useRecall, type Filled, type FormKind, type Settings } from "../state/recall";
import { useStep, type NextStep, type StepId } from "../state/nextStep";

export function useHandOffFill<D, K extends FormKind, S extends StepId = never>(
  kind: K,
  fromRecall: (settings: Settings<K>, sourceLabel: string) => Filled<D> | null,
  step?: { steps: S[]; fill: (stored: D, step: NextStep<S>) => Filled<D> | null },
): (stored: D) => Filled<D> | null {
  const recall = useRecall(kind);
  const next = useStep(...(step?.steps ?? []));
  return (stored) => {
    // A form kind's recall carries its job's settings (state/recall.ts's Recall); TypeScript can't narrow
    // the union by a generic kind.
    const r = recall() as { settings: Settings<K>; sourceLabel: string } | null;
    if (r) return fromRecall(r.settings, r.sourceLabel);
    const s = step ? next() : null;
    return s && step ? step.fill(stored, s) : null;
  };
}
