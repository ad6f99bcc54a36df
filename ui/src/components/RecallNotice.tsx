// The notice a form shows when a recall filled it in: where from, what it could not fill in (a picture no
// longer in the library, a recording's length that was not kept), and what to do next.
import type { RecallNote } from "../lib/recall";
import { t } from "../i18n";

/** `verb`: what to do next, in the window's language ("save the character"; in German an imperative with
 * "Sie", "speichern Sie den Charakter", as it follows "dann"). `note.source` names where from ("a picture in the
 * gallery"; in German in the nominative, "ein Bild in der Galerie", as it follows "aus:"). */
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
