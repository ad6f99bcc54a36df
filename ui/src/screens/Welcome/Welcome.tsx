import { useState } from "react";
import { api, ApiError } from "../../api";
import { useNavigation, useSession } from "../../state";
import { ConnectionForm } from "../../views/ConnectionForm";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { FlaskIcon, KeyIcon } from "../../widgets/Icons";
import { t } from "../../i18n";

/** First run: choose how to start. Nothing else is shown until a choice is made. */
export function Welcome() {
  const { setConnection } = useSession();
  const { go } = useNavigation();
  const [step, setStep] = useState<"choose" | "account">("choose");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const startSandbox = async () => {
    setBusy(true);
    setError(null);
    try {
      const c = await api.connectSandbox();
      go("home");
      setConnection(c);
    } catch (e) {
      setError(ApiError.from(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="welcome" id="main">
      <div className="welcome-inner">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{t("shell.nav.brand")}</span>
        </div>
        {step === "choose" ? (
          <>
            <h1>{t("welcome.title")}</h1>
            <p className="lead">{t("welcome.lead")}</p>
            <div className="choice-grid">
              <button type="button" className="choice" onClick={startSandbox} disabled={busy}>
                <span className="choice-icon" aria-hidden="true">
                  <FlaskIcon />
                </span>
                {/* The title is the button's own text (window tests find the button by it). */}
                {t("welcome.sandbox.title")}
                <span className="choice-text">{t("welcome.sandbox.text")}</span>
                <span className="choice-cta">{busy ? t("shell.press.starting") : t("welcome.sandbox.cta")}</span>
              </button>
              <button type="button" className="choice" onClick={() => setStep("account")} disabled={busy}>
                <span className="choice-icon" aria-hidden="true">
                  <KeyIcon />
                </span>
                {t("common.use_my_account")}
                <span className="choice-text">{t("welcome.account.text")}</span>
                <span className="choice-cta">{t("welcome.account.cta")}</span>
              </button>
            </div>
            <ErrorNotice error={error} headline={t("welcome.sandbox.failed")} />
          </>
        ) : (
          <section className="card welcome-account" aria-labelledby="connect-title">
            <h1 id="connect-title">{t("common.connect_account")}</h1>
            <p className="lead">{t("welcome.account.lead")}</p>
            <ConnectionForm autoFocusKey={false} onConnected={() => go("home")} />
            <button type="button" className="button ghost" onClick={() => setStep("choose")}>
              ← {t("welcome.back")}
            </button>
          </section>
        )}
      </div>
    </main>
  );
}
