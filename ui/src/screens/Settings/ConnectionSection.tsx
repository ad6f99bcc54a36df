// Settings › connection: sandbox or account, the write-only key, the keyring and session-only storage.
import { useEffect, useState } from "react";
import { api } from "../../api";
import { useNavigation, useSession } from "../../state";
import { useConfirm } from "../../widgets/ConfirmActions";
import { ConnectionForm } from "../../views/ConnectionForm";
import { ErrorNotice, NoticeIcon, Details } from "../../widgets/ErrorNotice";
import { CONNECT_ACCOUNT_EVENT, takeConnectRequest } from "../../views/Header";
import { FlaskIcon } from "../../widgets/Icons";
import { tx } from "../../widgets/RichText";
import { t } from "../../i18n";

export function ConnectionSection() {
  const { connection, setConnection, authProblem } = useSession();
  const { go } = useNavigation();
  const { busy, error, run } = useConfirm();
  const [showForm, setShowForm] = useState(false);
  const c = connection;
  const needsKey = Boolean(authProblem) || (c?.mode === "service" && !c.keySet);
  const formVisible = showForm || needsKey || c?.mode === "none";
  // "Use my account" in the Sandbox band: the form opens with the focus in its first field.
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    const open = () => {
      if (!takeConnectRequest()) return;
      setShowForm(true);
      setFocusAsked((n) => n + 1);
    };
    open(); // asked for while Settings was not open yet (it loads the first time it opens)
    window.addEventListener(CONNECT_ACCOUNT_EVENT, open);
    return () => window.removeEventListener(CONNECT_ACCOUNT_EVENT, open);
  }, []);
  useEffect(() => {
    if (focusAsked > 0) document.querySelector<HTMLInputElement>(".connection-form input")?.focus();
  }, [focusAsked]);

  const switchToSandbox = () =>
    run(async () => {
      setConnection(await api.connectSandbox());
      setShowForm(false);
    });
  const forget = () => run(async () => setConnection(await api.forgetKey()));

  return (
    <section className="card settings-section" aria-labelledby="conn-title">
      <h2 id="conn-title">{t("settings.connection.title")}</h2>
      {authProblem ? (
        <div className="notice notice-error" role="alert">
          <NoticeIcon>!</NoticeIcon>
          <div>
            <p className="notice-headline">{t("settings.connection.key_refused")}</p>
            <p className="muted">{t("settings.connection.key_refused_why")}</p>
            <Details>{`unauthorized: ${authProblem}`}</Details>
          </div>
        </div>
      ) : null}

      {c?.mode === "sandbox" ? (
        <div className="status-row" data-testid="connection-status">
          <span className="status-icon sandbox" aria-hidden="true">
            <FlaskIcon />
          </span>
          <div>
            <p className="status-title">{t("settings.connection.sandbox")}</p>
            <p className="muted">{t("settings.connection.sandbox_text")}</p>
          </div>
          {!formVisible ? (
            <button type="button" className="button primary" onClick={() => setShowForm(true)}>
              {t("common.use_my_account")}
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
                  {t("settings.connection.key_set")}{" "}
                  <code className="key-prefix" data-testid="key-prefix">
                    {c.keyPrefix}…
                  </code>
                  {authProblem ? ` — ${t("settings.connection.not_accepted")}` : ""}
                </>
              ) : (
                t("settings.connection.no_key")
              )}
            </p>
            <p className="muted">
              {tx("settings.connection.connected_to", { url: <span className="mono">{c.baseUrl}</span> })}{" "}
              {c.keySet
                ? c.keyStorage === "session"
                  ? t("settings.connection.kept_session")
                  : t("settings.connection.kept_keyring")
                : ""}
            </p>
          </div>
          <div className="status-actions">
            {!formVisible ? (
              <button type="button" className="button" onClick={() => setShowForm(true)}>
                {t("settings.connection.replace")}
              </button>
            ) : null}
            {c.keySet ? (
              <button type="button" className="button ghost" onClick={forget} disabled={busy}>
                {t("settings.connection.remove")}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      {formVisible ? (
        <div className="subsection">
          <h3>
            {c?.mode === "service" && c.keySet ? t("settings.connection.replace_title") : t("common.connect_account")}
          </h3>
          <ConnectionForm autoFocusKey={Boolean(authProblem)} onConnected={() => setShowForm(false)} />
          {showForm && !needsKey ? (
            <button type="button" className="button ghost" onClick={() => setShowForm(false)}>
              {t("common.cancel")}
            </button>
          ) : null}
        </div>
      ) : null}

      {c?.mode === "service" ? (
        <p className="switch-line">
          {t("settings.connection.try_without_spending")}{" "}
          <button type="button" className="link-button" onClick={switchToSandbox} disabled={busy}>
            {t("settings.connection.switch_sandbox")}
          </button>
        </p>
      ) : null}
      <ErrorNotice error={error} />
      {c?.mode === "none" ? (
        <p className="switch-line">
          <button type="button" className="link-button" onClick={() => void switchToSandbox().then(() => go("home"))}>
            {t("settings.connection.sandbox_first")}
          </button>
        </p>
      ) : null}
    </section>
  );
}
