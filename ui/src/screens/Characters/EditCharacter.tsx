import { useState } from "react";
import { ApiError } from "../../api";
import {
  ALL_FIELDS,
  charactersApi,
  type CharacterView,
  type PreparedReference,
  type UpdateCharacterRequest,
} from "../../api/characters";
import { fieldMessages } from "../../forms/fieldErrors";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { useHandleError, useToast } from "../../state";
import { CharacterFields, fieldValues, type FieldValues } from "./CharacterFields";
import { ReferencePicker } from "../../views/ReferencePicker";
import { t } from "../../i18n";

/** Change name, details or the reference photo; only what changed is sent. */
export function EditCharacter({
  view,
  onCancel,
  onSaved,
}: {
  view: CharacterView;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const handleError = useHandleError();
  const toast = useToast();
  const c = view.character;
  const [name, setName] = useState(c.name ?? "");
  const [fields, setFields] = useState<FieldValues>(() => fieldValues((k) => c[k]));
  const [prepared, setPrepared] = useState<PreparedReference | null>(null);
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const changes = (): UpdateCharacterRequest => {
    const req: UpdateCharacterRequest = {};
    if (name !== (c.name ?? "")) req.name = name;
    for (const k of ALL_FIELDS) if (fields[k] !== (c[k] ?? "")) req[k] = fields[k];
    if (!prepared && url.trim()) req.referenceUrl = url.trim();
    return req;
  };

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const req = changes();
      const token = prepared?.token ?? null;
      const errs = await charactersApi.checkUpdate(req, token);
      setErrors(fieldMessages(errs));
      if (errs.length) return;
      if (Object.keys(req).length === 0 && !token) {
        onCancel();
        return;
      }
      await charactersApi.update(c.id, req, token);
      toast({ kind: "success", text: t("characters.edit.saved") });
      onSaved();
    } catch (e) {
      const err = handleError(e);
      if (err.field) setErrors({ [err.field]: err.message });
      else setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form char-edit"
      noValidate
      aria-label={t("characters.edit.label", { name: c.name || t("characters.edit.character") })}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="char-edit-face">
        {!prepared && c.referenceUrl ? (
          <img className="drop-preview" src={c.referenceUrl} alt={t("characters.edit.current_reference")} />
        ) : null}
        <ReferencePicker
          idPrefix="edit"
          prepared={prepared}
          url={url}
          error={errors.referenceImage ?? errors.referenceUrl ?? null}
          onPrepared={setPrepared}
          onUrl={setUrl}
        />
      </div>
      <div className="field">
        <label htmlFor="edit-name">{t("characters.name")}</label>
        <input
          id="edit-name"
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "edit-name-error" : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldMessage id="edit-name-error" message={errors.name} />
      </div>
      <CharacterFields
        idPrefix="edit"
        values={fields}
        errors={errors}
        onChange={(k, v) => setFields((f) => ({ ...f, [k]: v }))}
      />
      <ErrorNotice error={failure} />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t("common.saving") : t("characters.edit.save")}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}
