import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { api, ApiError, type ApiKeyEntry, type CreatedKey } from "../api";
import { useStudio } from "../state";
import { ScreenTitle } from "../components/ScreenTitle";
import { ConnectionForm } from "../components/ConnectionForm";
import { Dialog } from "../components/Dialog";
import { ErrorNotice, FieldMessage } from "../components/ErrorNotice";
import { shortDate, timeAgo } from "../lib/format";
import { CONNECT_ACCOUNT_EVENT } from "../components/Header";
import { FlaskIcon } from "../components/Icons";

export function Settings() {
  const { connection, authProblem } = useStudio();
  return (
    <div className="screen settings">
      <ScreenTitle>Settings</ScreenTitle>
      <ConnectionSection />
      {/* API keys need a working key: hidden until the connection is sorted out. */}
      {connection && connection.mode !== "none" && connection.keySet && !authProblem ? <ApiKeysSection /> : null}
    </div>
  );
}

function ConnectionSection() {
  const { connection, setConnection, authProblem, handleError, go } = useStudio();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [showForm, setShowForm] = useState(false);
  const c = connection;
  const needsKey = Boolean(authProblem) || (c?.mode === "service" && !c.keySet);
  const formVisible = showForm || needsKey || c?.mode === "none";
  useEffect(() => {
    const open = () => {
      setShowForm(true);
      window.setTimeout(() => document.querySelector<HTMLInputElement>(".connection-form input")?.focus(), 0);
    };
    window.addEventListener(CONNECT_ACCOUNT_EVENT, open);
    return () => window.removeEventListener(CONNECT_ACCOUNT_EVENT, open);
  }, []);

  const useSandbox = async () => {
    setBusy(true);
    setError(null);
    try {
      setConnection(await api.connectSandbox());
      setShowForm(false);
    } catch (e) {
      setError(handleError(e));
    } finally {
      setBusy(false);
    }
  };
  const forget = async () => {
    setBusy(true);
    setError(null);
    try {
      setConnection(await api.forgetKey());
    } catch (e) {
      setError(handleError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="conn-title">
      <h2 id="conn-title">Connection</h2>
      {authProblem ? (
        <div className="notice notice-error" role="alert">
          <span className="notice-icon" aria-hidden="true">!</span>
          <div>
            <p className="notice-headline">The service no longer accepts your key. Enter a new one below.</p>
            <p className="muted">It may have been revoked, or it was copied incompletely.</p>
            <details className="notice-details">
              <summary>Details</summary>
              <code>unauthorized: {authProblem}</code>
            </details>
          </div>
        </div>
      ) : null}

      {c?.mode === "sandbox" ? (
        <div className="status-row" data-testid="connection-status">
          <span className="status-icon sandbox" aria-hidden="true"><FlaskIcon /></span>
          <div>
            <p className="status-title">You're using the Sandbox</p>
            <p className="muted">Results are simulated and nothing is charged. Connect your account to make real images.</p>
          </div>
          {!formVisible ? (
            <button type="button" className="button primary" onClick={() => setShowForm(true)}>
              Use my account
            </button>
          ) : null}
        </div>
      ) : c?.mode === "service" ? (
        <div className="status-row" data-testid="connection-status">
          <span className={`status-icon ${c.keySet && !authProblem ? "ok" : "warn"}`} aria-hidden="true">
            {c.keySet && !authProblem ? "✓" : "!"}
          </span>
          <div>
            <p className="status-title">
              {c.keySet ? (
                <>
                  A key is set <code className="key-prefix" data-testid="key-prefix">{c.keyPrefix}…</code>
                  {authProblem ? " — not accepted" : ""}
                </>
              ) : (
                "No key is set"
              )}
            </p>
            <p className="muted">
              Connected to <span className="mono">{c.baseUrl}</span>.{" "}
              {c.keySet
                ? c.keyStorage === "session"
                  ? "The key is kept for this session only: you'll enter it again next time."
                  : "The key is kept in this computer's password store."
                : ""}
            </p>
          </div>
          <div className="status-actions">
            {!formVisible ? (
              <button type="button" className="button" onClick={() => setShowForm(true)}>
                Replace key
              </button>
            ) : null}
            {c.keySet ? (
              <button type="button" className="button ghost" onClick={forget} disabled={busy}>
                Remove key
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      {formVisible ? (
        <div className="subsection">
          <h3>{c?.mode === "service" && c.keySet ? "Replace your key" : "Connect your account"}</h3>
          <ConnectionForm autoFocusKey={Boolean(authProblem)} onConnected={() => setShowForm(false)} />
          {showForm && !needsKey ? (
            <button type="button" className="button ghost" onClick={() => setShowForm(false)}>
              Cancel
            </button>
          ) : null}
        </div>
      ) : null}

      {c?.mode === "service" ? (
        <p className="switch-line">
          Want to try things without spending credits?{" "}
          <button type="button" className="link-button" onClick={useSandbox} disabled={busy}>
            Switch to the Sandbox
          </button>
        </p>
      ) : null}
      <ErrorNotice error={error} />
      {c?.mode === "none" ? (
        <p className="switch-line">
          <button type="button" className="link-button" onClick={() => void useSandbox().then(() => go("home"))}>
            Or try the Sandbox first
          </button>
        </p>
      ) : null}
    </section>
  );
}

function ApiKeysSection() {
  const { handleError, connection } = useStudio();
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
  useEffect(() => {
    void load();
  }, [load]);

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

function CreatedKeyDialog({ created, onClose }: { created: (CreatedKey & { name: string }) | null; onClose: () => void }) {
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setCopied("no"), [created]);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied("yes");
    } catch {
      inputRef.current?.select();
      setCopied("failed");
    }
  };
  return (
    <Dialog open={created != null} onClose={onClose} labelledBy="created-title" describedBy="created-desc">
      {created ? (
        <div className="dialog-body">
          <h2 id="created-title">Your new key “{created.name}”</h2>
          <p id="created-desc">
            <strong>Copy it now: this is the only time the full key is shown.</strong> Keep it somewhere safe, like a
            password manager. Anyone with this key can spend your credits.
          </p>
          <label htmlFor="created-key" className="label-like">
            Full key
          </label>
          <div className="inline-row">
            <input id="created-key" ref={inputRef} className="mono" readOnly value={created.key} onFocus={(e) => e.target.select()} />
            <button type="button" className="button primary" onClick={copy} data-autofocus>
              {copied === "yes" ? "Copied ✓" : "Copy"}
            </button>
          </div>
          <p className="muted" aria-live="polite">
            {copied === "yes"
              ? "The key is on your clipboard."
              : copied === "failed"
                ? "Couldn't copy automatically. The key is selected: press Ctrl+C to copy it."
                : ""}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              I've copied it, close
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function RevokeDialog({
  entry,
  own,
  onClose,
  onRevoked,
}: {
  entry: ApiKeyEntry | null;
  own: boolean;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const { handleError } = useStudio();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => setError(null), [entry]);
  const revoke = async () => {
    if (!entry) return;
    setBusy(true);
    try {
      await api.apiKeysRevoke(entry.id);
      onRevoked();
    } catch (e) {
      setError(handleError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={entry != null} onClose={onClose} labelledBy="revoke-title" describedBy="revoke-desc">
      {entry ? (
        <div className="dialog-body">
          <h2 id="revoke-title">Revoke the key “{entry.name}”?</h2>
          <p id="revoke-desc">
            Anything using the key starting with <code>{entry.prefix}</code> stops working straight away.{" "}
            <strong>Revoking is permanent: the key can't be restored.</strong> You can create a new key afterwards.
          </p>
          {own ? (
            <div className="notice notice-warn" role="note">
              <span className="notice-icon" aria-hidden="true">!</span>
              <p>Media Studio itself uses this key. After revoking it you'll need to enter a new key in Settings.</p>
            </div>
          ) : null}
          <ErrorNotice error={error} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose} data-autofocus>
              Keep the key
            </button>
            <button type="button" className="button danger" onClick={revoke} disabled={busy}>
              {busy ? "Revoking…" : "Revoke permanently"}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
