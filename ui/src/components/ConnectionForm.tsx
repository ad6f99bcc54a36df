import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { api, ApiError } from "../api";
import { useHandleError, useRunAccountCheck, useSession } from "../state";
import { ErrorNotice, FieldMessage } from "./ErrorNotice";

/**
 * Base URL + API key entry. The key field is write-only: it is never filled from the app, and it
 * is emptied after saving; only "a key is set" and its sl_ prefix are ever shown.
 */
export function ConnectionForm({
  onConnected,
  autoFocusKey,
  submitLabel = "Save and connect",
}: {
  onConnected?: () => void;
  autoFocusKey?: boolean;
  submitLabel?: string;
}) {
  const { connection, setConnection } = useSession();
  const handleError = useHandleError();
  const { run: runCheck } = useRunAccountCheck();
  const uid = useId();
  const [baseUrl, setBaseUrl] = useState(
    connection?.mode === "service" && connection.baseUrl ? connection.baseUrl : "",
  );
  // The key input is uncontrolled: the key never sits in React state or in a DOM attribute, and
  // the field is emptied as soon as it has been handed to the app.
  const [sessionOnly, setSessionOnly] = useState(false);
  const [keyringDown, setKeyringDown] = useState(connection ? !connection.keyringAvailable : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const keyRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const sessionRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocusKey) keyRef.current?.focus();
  }, [autoFocusKey]);
  useEffect(() => {
    if (connection && !connection.keyringAvailable) setKeyringDown(true);
  }, [connection]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const apiKey = keyRef.current?.value ?? "";
    const errs: Record<string, string> = {};
    if (!baseUrl.trim()) errs.baseUrl = "Enter the service address, for example https://api.example.com.";
    if (!apiKey.trim()) errs.apiKey = "Paste your API key. It starts with sl_.";
    else if (!apiKey.trim().startsWith("sl_")) errs.apiKey = "That doesn't look like an API key: keys start with sl_.";
    if (keyringDown && !sessionOnly)
      errs.sessionOnly = "Tick this box to use the key now; you'll need to enter it again next time.";
    setErrors(errs);
    setError(null);
    if (Object.keys(errs).length) {
      (errs.baseUrl ? urlRef.current : errs.apiKey ? keyRef.current : sessionRef.current)?.focus();
      return;
    }
    setBusy(true);
    try {
      const status = await api.connectService(baseUrl.trim(), apiKey.trim(), sessionOnly);
      if (keyRef.current) keyRef.current.value = ""; // write-only: the key never stays in the page
      setConnection(status);
      onConnected?.();
      // The service check reads the account's documented answers (nothing spent) in the background: the
      // connection does not wait for it, and what it finds is in Settings › Service check.
      void runCheck({ announce: true });
    } catch (raw) {
      const err = ApiError.from(raw);
      if (err.code === "keyring_unavailable") {
        setKeyringDown(true);
        setErrors({
          sessionOnly:
            "This computer's password store isn't available. Tick this box to keep the key for this session only.",
        });
        window.setTimeout(() => sessionRef.current?.focus(), 0);
      } else if (err.code === "validation" && err.field) {
        const f = err.field === "baseUrl" ? "baseUrl" : "apiKey";
        setErrors({ [f]: err.message });
      } else if (err.code === "unauthorized") {
        setErrors({
          apiKey: "The service didn't accept this key. Check that you copied all of it, or create a new one.",
        });
      } else {
        setError(handleError(err));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form connection-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${uid}-url`}>Service address</label>
        <input
          ref={urlRef}
          id={`${uid}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://"
          value={baseUrl}
          aria-invalid={errors.baseUrl ? true : undefined}
          aria-describedby={`${uid}-url-help${errors.baseUrl ? ` ${uid}-url-err` : ""}`}
          onChange={(e) => setBaseUrl(e.target.value)}
        />
        <p className="help" id={`${uid}-url-help`}>
          The web address of the service, as given on your account page.
        </p>
        <FieldMessage id={`${uid}-url-err`} message={errors.baseUrl} />
      </div>
      <div className="field">
        <label htmlFor={`${uid}-key`}>API key</label>
        <input
          ref={keyRef}
          id={`${uid}-key`}
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={
            connection?.mode === "service" && connection.keySet ? "Enter a new key to replace the current one" : "sl_…"
          }
          defaultValue=""
          aria-invalid={errors.apiKey ? true : undefined}
          aria-describedby={`${uid}-key-help${errors.apiKey ? ` ${uid}-key-err` : ""}`}
          onChange={() => {
            if (errors.apiKey) setErrors((x) => ({ ...x, apiKey: "" }));
          }}
        />
        <p className="help" id={`${uid}-key-help`}>
          Find it in your account settings on the service's website (Pro and Studio plans). It starts with sl_. Once
          saved, it can't be shown again here.
        </p>
        <FieldMessage id={`${uid}-key-err`} message={errors.apiKey} />
      </div>
      {keyringDown ? (
        <div className="field">
          <div className="notice notice-warn" role="note">
            <span className="notice-icon" aria-hidden="true">
              i
            </span>
            <p>
              This computer's password store isn't available, so your key can't be saved for next time. You can still
              use it until you close Media Studio.
            </p>
          </div>
          <label className="check">
            <input
              ref={sessionRef}
              type="checkbox"
              checked={sessionOnly}
              aria-invalid={errors.sessionOnly ? true : undefined}
              aria-describedby={errors.sessionOnly ? `${uid}-session-err` : undefined}
              onChange={(e) => setSessionOnly(e.target.checked)}
            />
            Keep for this session only
          </label>
          <FieldMessage id={`${uid}-session-err`} message={errors.sessionOnly} />
        </div>
      ) : null}
      <ErrorNotice error={error} />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? "Connecting…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
