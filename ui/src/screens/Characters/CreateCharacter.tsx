import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api";
import {
  ALL_FIELDS,
  charactersApi,
  type Character,
  type CreateCharacterRequest,
  type PreparedReference,
} from "../../api/characters";
import { fieldMessages } from "../../forms/fieldErrors";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { PressLabel } from "../../forms/ActionBar";
import { objectDraft, useDraft } from "../../forms/useDraft";
import { useSpendPress } from "../../forms/useSpendPress";
import { useHandleError, useToast } from "../../state";
import { CharacterFields, fieldValues, type FieldValues } from "./CharacterFields";
import { ReferencePicker } from "../../views/ReferencePicker";
import { RecallNotice } from "../../forms/FormTop";
import { useStep } from "../../state/nextStep";
import type { RecallNote } from "../../state/recall";
import { t } from "../../i18n";

export const CREATE_DRAFT = "character-new";

/** "New character from this face": the notice and the picture whose face it is. */
type Filled = { note: RecallNote; thumb: string };

interface Draft {
  name: string;
  url: string;
  prepared: PreparedReference | null;
  fields: FieldValues;
}

const emptyDraft = (): Draft => ({ name: "", url: "", prepared: null, fields: fieldValues() });

function request(d: Draft): CreateCharacterRequest {
  const req: CreateCharacterRequest = { name: d.name, referenceUrl: d.prepared ? null : d.url.trim() || null };
  for (const k of ALL_FIELDS) req[k] = d.fields[k].trim() || null;
  return req;
}

/** New character: a face (drop, choose or web address), a name, and every optional detail. */
export function CreateCharacter({ onCreated, onCancel }: { onCreated: (c: Character) => void; onCancel: () => void }) {
  const handleError = useHandleError();
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // "New character from this face" on a picture: its address at the service is the face, once the draft is back.
  const step = useStep("newCharacter");

  // Restore the draft (never lose work), then save it as the person types. A draft that can't be read back
  // starts the form empty, saying nothing; one that can't be written is said.
  const { draft, setDraft, saved, filled, dismissFilled, discard } = useDraft<Draft, Filled>(CREATE_DRAFT, {
    initial: emptyDraft(),
    restore: objectDraft<Draft>((d) => ({
      name: typeof d.name === "string" ? d.name : "",
      url: typeof d.url === "string" ? d.url : "",
      prepared: d.prepared && typeof d.prepared.token === "string" ? d.prepared : null,
      fields: { ...fieldValues(), ...(d.fields ?? {}) },
    })),
    fill: (stored) => {
      const s = step();
      if (!s?.item.remoteUrl) return null;
      const note = { note: { source: s.sourceLabel, gaps: [] }, thumb: s.item.thumbUrl ?? s.item.url };
      return { draft: { ...stored, url: s.item.remoteUrl, prepared: null }, note };
    },
    onError: (e, during) => {
      if (during === "save") handleError(e);
    },
  });
  // One press saves one character: a double click or a second Enter is the same press.
  const { press, phase } = useSpendPress();
  const saving = phase !== "idle";

  // After the first attempt, field messages follow the typing (media-api's rules, nothing sent).
  useEffect(() => {
    if (!checked) return;
    const t = window.setTimeout(() => {
      charactersApi
        .check(request(draft), draft.prepared?.token ?? null)
        .then((errs) => setErrors(fieldMessages(errs)))
        .catch(() => undefined);
    }, 200);
    return () => window.clearTimeout(t);
  }, [draft, checked]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () =>
    press(async () => {
      setFailure(null);
      setChecked(true);
      try {
        const req = request(draft);
        const errs = await charactersApi.check(req, draft.prepared?.token ?? null);
        setErrors(fieldMessages(errs));
        if (errs.length) {
          if (errs.some((e) => e.field === "name")) nameRef.current?.focus();
          return false;
        }
        const c = await charactersApi.create(req, draft.prepared?.token ?? null);
        // Saved: the next "New character" starts empty (nothing typed here is written back on leaving).
        await discard();
        toast({
          kind: "success",
          text: t("characters.create.saved", { name: c.name || t("characters.create.yours") }),
        });
        onCreated(c);
        return true;
      } catch (e) {
        const err = handleError(e);
        if (err.field) setErrors({ [err.field]: err.message });
        else setFailure(err);
        return false;
      }
    });

  const refError = errors.referenceImage ?? errors.referenceUrl ?? null;
  return (
    <form
      className="form char-create"
      noValidate
      aria-labelledby="char-create-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="screen-head">
        <h2 id="char-create-title">{t("characters.new")}</h2>
        <span className="draft-state" aria-live="polite">
          {saved === "saved" && (draft.name || draft.prepared || draft.url) ? t("common.draft_saved") : ""}
        </span>
      </div>
      {filled ? (
        <div className="char-step">
          <img src={filled.thumb} alt={t("characters.create.face_picture")} />
          <RecallNotice note={filled.note} verb={t("characters.create.verb")} onDismiss={dismissFilled} />
        </div>
      ) : null}
      <ReferencePicker
        idPrefix="new"
        prepared={draft.prepared}
        url={draft.url}
        error={refError}
        onPrepared={(p) => set({ prepared: p })}
        onUrl={(u) => set({ url: u })}
      />
      <div className="field">
        <label htmlFor="new-name">{t("characters.name")}</label>
        <input
          id="new-name"
          ref={nameRef}
          value={draft.name}
          placeholder={t("characters.create.name_placeholder")}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "new-name-error" : undefined}
          onChange={(e) => set({ name: e.target.value })}
        />
        <FieldMessage id="new-name-error" message={errors.name} />
      </div>
      <details className="char-more" open={ALL_FIELDS.some((k) => draft.fields[k] || errors[k])}>
        <summary>{t("characters.create.details")}</summary>
        <CharacterFields
          idPrefix="new"
          values={draft.fields}
          errors={errors}
          onChange={(k, v) => set({ fields: { ...draft.fields, [k]: v } })}
        />
      </details>
      <FieldMessage id="new-other-error" message={errors.other} />
      <ErrorNotice error={failure} />
      <div className="form-actions">
        <button type="submit" className="button primary" aria-disabled={saving || undefined}>
          <PressLabel
            phase={phase}
            label={t("characters.create.save")}
            sending={t("common.saving")}
            started={t("characters.create.saved_mark")}
          />
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
      <p className="help">{t("characters.create.help")}</p>
    </form>
  );
}
