// The form kit's row above a form: its draft's state and presets (a form that keeps them), shown once the
// draft is back so a loaded preset never meets a draft still on its way, and the notice of what a recall or a
// next step filled in, until dismissed. Every spending form shows it the same way.
import type { DraftSaveState } from "./draftSaver";
import type { RecallNote } from "../state/recall";
import { Presets, type PresetsWiring } from "./Presets";
import { t } from "../i18n";

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
        <div className="form-head-row">
          {saved !== undefined ? (
            <span className="draft-state" aria-live="polite">
              {saved === "saved" ? t("common.draft_saved") : saved === "saving" ? t("shell.draft_saving") : ""}
            </span>
          ) : null}
          {restored ? <Presets form={presets.form} keeps={presets.keeps} {...presets.wiring} /> : null}
        </div>
      ) : null}
      {filled ? <RecallNotice note={filled} verb={recallVerb} onDismiss={onDismiss} /> : null}
    </>
  );
}

/**
 * The notice a form shows when a recall filled it in: where from, what it could not fill in (a picture no
 * longer in the library, a recording's length that was not kept), and what to do next. `verb`: what to do
 * next, in the window's language ("save the character"; in German an imperative with "Sie", "speichern Sie
 * den Charakter", as it follows "dann"). `note.source` names where from ("a picture in the gallery"; in German
 * in the nominative, "ein Bild in der Galerie", as it follows "aus:").
 */
export function RecallNotice({ note, verb, onDismiss }: { note: RecallNote; verb: string; onDismiss: () => void }) {
  return (
    <div className="notice notice-info recall-note" role="status" data-testid="recall-note">
      <div className="recall-note-text">
        <p>{t("shell.recall.filled", { source: note.source, verb })}</p>
        {note.gaps.length ? (
          <ul className="recall-gaps" aria-label={t("shell.recall.gaps")}>
            {note.gaps.map((g) => (
              <li key={g}>
                <span aria-hidden="true">⚠ </span>
                {g}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" className="link-button" onClick={onDismiss}>
        {t("common.dismiss")}
      </button>
    </div>
  );
}
