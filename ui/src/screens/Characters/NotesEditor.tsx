import { useEffect, useState } from "react";
import { ApiError } from "../../api";
import { charactersApi, type CharacterView } from "../../api/characters";
import { fieldMessages } from "../../forms/fieldErrors";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { formatNumber } from "../../lib/format";
import { useDraft } from "../../forms/useDraft";
import { useHandleError, useToast } from "../../state";
import { t } from "../../i18n";

/** Characters as the service counts them (Unicode scalar values). */
const count = (s: string) => [...s].length;

/** Private notes about a character, with a live counter against the service's limit; kept as a draft while typed. */
export function NotesEditor({ view, locked, onSaved }: { view: CharacterView; locked: boolean; onSaved: () => void }) {
  const handleError = useHandleError();
  const toast = useToast();
  const c = view.character;
  // Unsaved notes are kept as a draft (plain text; "" once they match the character's own).
  const {
    draft: notes,
    setDraft: setNotes,
    restored,
    discard,
  } = useDraft<string>(`character-notes-${c.id}`, {
    initial: c.notes ?? "",
    plain: true,
    restore: String,
    encode: (n) => (n !== (c.notes ?? "") ? n : ""),
    onError: () => undefined,
  });
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const max = view.notesMaxChars;
  const n = count(notes);
  const changed = notes !== (c.notes ?? "");

  useEffect(() => {
    if (!restored) return;
    const t = window.setTimeout(() => {
      // The limit's message comes from the app's rules (nothing is sent).
      charactersApi
        .checkUpdate({ notes }, null)
        .then((errs) => setError(fieldMessages(errs)["notes"] ?? null))
        .catch(() => undefined);
    }, 250);
    return () => window.clearTimeout(t);
  }, [notes, restored]);

  return (
    <div className="field char-notes">
      <div className="screen-head">
        <label id="char-notes-label" htmlFor="char-notes">
          {t("characters.notes.label")}
        </label>
        <span className={`counter${n > max ? " over" : ""}`} id="char-notes-count" aria-live="polite">
          {formatNumber(n)} / {formatNumber(max)}
        </span>
      </div>
      {locked && !notes ? <p className="muted">{t("characters.notes.none")}</p> : null}
      <textarea
        hidden={locked && !notes}
        id="char-notes"
        rows={4}
        value={notes}
        readOnly={locked}
        placeholder={locked ? "" : t("characters.notes.placeholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={`char-notes-count${error ? " char-notes-error" : ""}`}
        onChange={(e) => setNotes(e.target.value)}
      />
      <FieldMessage id="char-notes-error" message={error} />
      <ErrorNotice error={failure} />
      {!locked ? (
        <div className="form-actions">
          <button
            type="button"
            className="button"
            disabled={!changed || busy || n > max}
            onClick={async () => {
              setBusy(true);
              setFailure(null);
              try {
                await charactersApi.update(c.id, { notes }, null);
                await discard(notes);
                toast({ kind: "success", text: t("characters.notes.saved") });
                onSaved();
              } catch (e) {
                const err = handleError(e);
                if (err.field === "notes") setError(err.message);
                else setFailure(err);
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? t("common.saving") : t("characters.notes.save")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
