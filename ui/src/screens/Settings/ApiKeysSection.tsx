// Settings › API keys: list, create (shown once) and revoke the account's keys.
import { useRef, useState, type FormEvent } from "react";
import { api, type ApiError, type ApiKeyEntry, type CreatedKey } from "../../api";
import { accountKey, useHandleError, useSession } from "../../state";
import { useAnswer } from "../../state/useAnswer";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { shortDate, timeAgo } from "../../lib/format";
import { CreatedKeyDialog, RevokeDialog } from "./KeyDialogs";
import { t } from "../../i18n";

export function ApiKeysSection() {
  const { connection } = useSession();
  const handleError = useHandleError();
  // Listed again for another account (Sandbox → account, a new key): the Sandbox's keys are never shown,
  // with Revoke, under a real account.
  const { value: keys, error: loadError, reload: load } = useAnswer(api.apiKeysList, accountKey(connection));
  const ownPrefix = connection?.mode === "service" ? (connection.keyPrefix ?? null) : null;
  // The connection shows a short prefix and the list a longer one: match either way, and only
  // mark a key when exactly one fits.
  const fits = (k: ApiKeyEntry) =>
    ownPrefix != null && (k.prefix.startsWith(ownPrefix) || ownPrefix.startsWith(k.prefix));
  const ownId = keys && ownPrefix ? (keys.filter(fits).length === 1 ? keys.find(fits)?.id : undefined) : undefined;
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<(CreatedKey & { name: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyEntry | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setCreateError(null);
    if (!name.trim()) {
      setNameError(t("settings.keys.need_name"));
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    setCreating(true);
    try {
      const k = await api.apiKeysCreate(name.trim());
      setCreated({ ...k, name: name.trim() });
      setName("");
      void load();
    } catch (raw) {
      const err = handleError(raw);
      if (err.code === "validation") setNameError(err.message);
      else setCreateError(err);
    } finally {
      setCreating(false);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="keys-title">
      <h2 id="keys-title">{t("settings.keys.title")}</h2>
      <p className="muted">{t("settings.keys.intro")}</p>
      {loadError ? <ErrorNotice error={loadError} headline={t("settings.keys.load_failed")} /> : null}
      {keys == null && !loadError ? <p className="muted">{t("common.loading")}</p> : null}
      {keys && keys.length === 0 ? <p className="muted">{t("settings.keys.none")}</p> : null}
      {keys && keys.length > 0 ? (
        <table className="keys-table">
          <thead>
            <tr>
              <th scope="col">{t("settings.keys.col.name")}</th>
              <th scope="col">{t("settings.keys.col.prefix")}</th>
              <th scope="col">{t("settings.keys.col.created")}</th>
              <th scope="col">{t("settings.keys.col.last_used")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("settings.keys.col.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id} data-testid="key-row">
                <td>
                  {k.name}
                  {k.id === ownId ? <span className="badge badge-own">{t("settings.keys.own")}</span> : null}
                </td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{shortDate(k.createdAt)}</td>
                <td>{timeAgo(k.lastUsedAt)}</td>
                <td className="actions">
                  <button type="button" className="button danger-outline small" onClick={() => setRevoking(k)}>
                    {t("settings.keys.revoke")}
                    <span className="visually-hidden"> {k.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <form className="form inline-form" onSubmit={create} noValidate>
        <div className="field">
          <label htmlFor="key-name">{t("settings.keys.name_label")}</label>
          <div className="inline-row">
            <input
              id="key-name"
              ref={nameRef}
              value={name}
              placeholder={t("settings.keys.name_placeholder")}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "key-name-err" : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
            />
            <button type="submit" className="button primary" disabled={creating}>
              {creating ? t("settings.keys.creating") : t("settings.keys.create")}
            </button>
          </div>
          <FieldMessage id="key-name-err" message={nameError} />
        </div>
        <ErrorNotice error={createError} />
      </form>

      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeDialog
        own={revoking != null && revoking.id === ownId}
        entry={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={() => {
          setRevoking(null);
          void load();
        }}
      />
    </section>
  );
}
