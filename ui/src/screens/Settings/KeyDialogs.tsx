// Settings › API keys: the new key shown once with a copy button, and the revoke confirmation.
import { useEffect, useRef, useState } from "react";
import { api, ApiError, type ApiKeyEntry, type CreatedKey } from "../../api";
import { useHandleError } from "../../state";
import { Dialog } from "../../components/Dialog";
import { ErrorNotice } from "../../components/ErrorNotice";

export function CreatedKeyDialog({
  created,
  onClose,
}: {
  created: (CreatedKey & { name: string }) | null;
  onClose: () => void;
}) {
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
            <input
              id="created-key"
              ref={inputRef}
              className="mono"
              readOnly
              value={created.key}
              onFocus={(e) => e.target.select()}
            />
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

export function RevokeDialog({
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
  const handleError = useHandleError();
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
              <span className="notice-icon" aria-hidden="true">
                !
              </span>
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
