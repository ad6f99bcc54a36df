// The form kit's row above a form: its draft's state and presets (a form that keeps them), and the notice
// of what a recall or a next step filled in, until dismissed. Every spending form shows it the same way.
import type { DraftSaveState } from "../lib/draftSaver";
import type { RecallNote } from "../lib/recall";
import type { PresetsWiring } from "../components/Presets";
import { FormHead } from "../components/FormHead";
import { RecallNotice } from "../components/RecallNotice";

export function FormTop({
  restored = false,
  saved,
  presets,
  filled,
  onDismiss,
  recallVerb,
}: {
  /** The form's draft is back (its presets menu shows only then). */
  restored?: boolean;
  /** The draft's state, for forms that keep one. */
  saved?: DraftSaveState;
  /** The form's presets: its name, what a preset keeps in words, and the wiring (forms/usePresets.ts). */
  presets?: { form: string; keeps: string; wiring: PresetsWiring };
  filled: RecallNote | null;
  onDismiss: () => void;
  /** What to do next after a fill (RecallNotice's `verb`). */
  recallVerb: string;
}) {
  return (
    <>
      {presets ? (
        <FormHead
          restored={restored}
          saved={saved}
          presets={{ form: presets.form, keeps: presets.keeps, ...presets.wiring }}
        />
      ) : null}
      {filled ? <RecallNotice note={filled} verb={recallVerb} onDismiss={onDismiss} /> : null}
    </>
  );
}
