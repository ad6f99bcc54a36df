// Settings › API keys: list, create (shown once) and revoke the account's keys.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { api, ApiError, type ApiKeyEntry, type CreatedKey } from "../../api";
import { accountKey, useHandleError, useSession } from "../../state";
import { ErrorNotice, FieldMessage } from "../../components/ErrorNotice";
import { shortDate, timeAgo } from "../../lib/format";
import { CreatedKeyDialog, RevokeDialog } from "./KeyDialogs";

export function ApiKeysSection() {
  const { connection } = useSession();
  const handleError = useHandleError();
  const [keys, setKeys] = useState<ApiKeyEntry[] | null>(null);
  const ownPrefix = connection?.mode === "service" ? (connection.keyPrefix ?? null) : null;
  // The connection shows a short prefix and the list a longer one: match either way, and only
  // mark a key when exactly one fits.
  const fits = (k: ApiKeyEntry) =>
    ownPrefix != null && (k.prefix.startsWith(ownPrefix) || ownPrefix.startsWith(k.prefix));
  const ownId = keys && ownPrefix ? (keys.filter(fits).length === 1 ? keys.find(fits)?.id : undefined) : undefined;
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<(CreatedKey & { name: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyEntry | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      setKeys(await api.apiKeysList());
      setLoadError(null);
    } catch (e) {
      setLoadError(handleError(e));
    }
  }, [handleError]);
  // Listed again for another account (Sandbox → account, a new key): the Sandbox's keys are never shown,
  // with Revoke, under a real account.
  const account = accountKey(connection);
  useEffect(() => {
    setKeys(null);
    void load();
  }, [load, account]);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setCreateError(null);
    if (!name.trim()) {
      setNameError("Give the key a name, for example the computer or app that will use it.");
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
      <h2 id="keys-title">API keys</h2>
      <p className="muted">
        Keys let other apps and tools use your account. Each key shows its first characters only; the full key is shown
        once, when you create it.
      </p>
      {loadError ? <ErrorNotice error={loadError} headline="Your keys couldn't be loaded." /> : null}
      {keys == null && !loadError ? <p className="muted">Loading…</p> : null}
      {keys && keys.length === 0 ? <p className="muted">You have no keys yet. Create one below.</p> : null}
      {keys && keys.length > 0 ? (
        <table className="keys-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Starts with</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id} data-testid="key-row">
                <td>
                  {k.name}
                  {k.id === ownId ? <span className="badge badge-own">Used by this app</span> : null}
                </td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{shortDate(k.createdAt)}</td>
                <td>{timeAgo(k.lastUsedAt)}</td>
                <td className="actions">
                  <button type="button" className="button danger-outline small" onClick={() => setRevoking(k)}>
                    Revoke<span className="visually-hidden"> {k.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <form className="form inline-form" onSubmit={create} noValidate>
        <div className="field">
          <label htmlFor="key-name">Name for a new key</label>
          <div className="inline-row">
            <input
              id="key-name"
              ref={nameRef}
              value={name}
              placeholder="For example: Laptop scripts"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "key-name-err" : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
            />
            <button type="submit" className="button primary" disabled={creating}>
              {creating ? "Creating…" : "Create key"}
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
