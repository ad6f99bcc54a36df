// The notice a form shows when a recall filled it in: where from, what it could not fill in (a picture no
// longer in the library, a recording's length that was not kept), and what to do next.
import type { RecallNote } from "../lib/recall";

export function RecallNotice({ note, verb, onDismiss }: { note: RecallNote; verb: string; onDismiss: () => void }) {
  return (
    <div className="notice notice-info recall-note" role="status" data-testid="recall-note">
      <div className="recall-note-text">
        <p>
          Filled in from {note.source}. Change anything, then {verb}.
        </p>
        {note.gaps.length ? (
          <ul className="recall-gaps" aria-label="Not filled in">
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
        Dismiss
      </button>
    </div>
  );
}
