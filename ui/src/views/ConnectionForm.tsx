import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { api, ApiError } from "../api";
import { useHandleError, useRunAccountCheck, useSession } from "../state";
import { ErrorNotice, FieldMessage, NoticeIcon } from "../widgets/ErrorNotice";
import { t } from "../i18n";

/**
 * Base URL + API key entry. The key field is write-only: it is never filled from the app, and it
 * is emptied after saving; only "a key is set" and its sl_ prefix are ever shown.
 */
export function ConnectionForm({ onConnected, autoFocusKey }: { onConnected?: () => void; autoFocusKey?: boolean }) {
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
    if (!baseUrl.trim()) errs.baseUrl = t("shell.connect.need_url");
    if (!apiKey.trim()) errs.apiKey = t("shell.connect.need_key");
    else if (!apiKey.trim().startsWith("sl_")) errs.apiKey = t("shell.connect.not_a_key");
    if (keyringDown && !sessionOnly) errs.sessionOnly = t("shell.connect.need_session_only");
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
          sessionOnly: t("shell.connect.keyring_down_tick"),
        });
        window.setTimeout(() => sessionRef.current?.focus(), 0);
      } else if (err.code === "validation" && err.field) {
        const f = err.field === "baseUrl" ? "baseUrl" : "apiKey";
        setErrors({ [f]: err.message });
      } else if (err.code === "unauthorized") {
        setErrors({
          apiKey: t("shell.connect.key_refused"),
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
        <label htmlFor={`${uid}-url`}>{t("shell.connect.url_label")}</label>
        <input
          ref={urlRef}
          id={`${uid}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={t("shell.connect.url_placeholder")}
          value={baseUrl}
          aria-invalid={errors.baseUrl ? true : undefined}
          aria-describedby={`${uid}-url-help${errors.baseUrl ? ` ${uid}-url-err` : ""}`}
          onChange={(e) => setBaseUrl(e.target.value)}
        />
        <p className="help" id={`${uid}-url-help`}>
          {t("shell.connect.url_help")}
        </p>
        <FieldMessage id={`${uid}-url-err`} message={errors.baseUrl} />
      </div>
      <div className="field">
        <label htmlFor={`${uid}-key`}>{t("shell.connect.key_label")}</label>
        <input
          ref={keyRef}
          id={`${uid}-key`}
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={
            connection?.mode === "service" && connection.keySet
              ? t("shell.connect.key_replace_placeholder")
              : t("shell.connect.key_placeholder")
          }
          defaultValue=""
          aria-invalid={errors.apiKey ? true : undefined}
          aria-describedby={`${uid}-key-help${errors.apiKey ? ` ${uid}-key-err` : ""}`}
          onChange={() => {
            if (errors.apiKey) setErrors((x) => ({ ...x, apiKey: "" }));
          }}
        />
        <p className="help" id={`${uid}-key-help`}>
          {t("shell.connect.key_help")}
        </p>
        <FieldMessage id={`${uid}-key-err`} message={errors.apiKey} />
      </div>
      {keyringDown ? (
        <div className="field">
          <div className="notice notice-warn" role="note">
            <NoticeIcon>i</NoticeIcon>
            <p>{t("shell.connect.keyring_down")}</p>
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
            {t("shell.connect.session_only")}
          </label>
          <FieldMessage id={`${uid}-session-err`} message={errors.sessionOnly} />
        </div>
      ) : null}
      <ErrorNotice error={error} />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t("shell.connect.connecting") : t("shell.connect.submit")}
        </button>
      </div>
    </form>
  );
}
