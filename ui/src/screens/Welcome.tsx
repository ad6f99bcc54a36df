import { useState } from "react";
import { api, ApiError } from "../api";
import { useNavigation, useSession } from "../state";
import { ConnectionForm } from "../components/ConnectionForm";
import { ErrorNotice } from "../components/ErrorNotice";
import { FlaskIcon, KeyIcon } from "../components/Icons";

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
          <span className="brand-name">Media Studio</span>
        </div>
        {step === "choose" ? (
          <>
            <h1>Welcome! How would you like to start?</h1>
            <p className="lead">You can change this any time in Settings.</p>
            <div className="choice-grid">
              <button type="button" className="choice" onClick={startSandbox} disabled={busy}>
                <span className="choice-icon" aria-hidden="true">
                  <FlaskIcon />
                </span>
                {/* The title is the button's own text (window tests find the button by it). */}
                Try the Sandbox
                <span className="choice-text">
                  Play with every feature first. Results and credits are simulated: no real credits are spent. No
                  account needed.
                </span>
                <span className="choice-cta">{busy ? "Starting…" : "Start in the Sandbox"}</span>
              </button>
              <button type="button" className="choice" onClick={() => setStep("account")} disabled={busy}>
                <span className="choice-icon" aria-hidden="true">
                  <KeyIcon />
                </span>
                Use my account
                <span className="choice-text">
                  Create real images with your Pro or Studio plan. You'll need the API key from your account page.
                </span>
                <span className="choice-cta">Connect my account</span>
              </button>
            </div>
            <ErrorNotice error={error} headline="The Sandbox couldn't start." />
          </>
        ) : (
          <section className="card welcome-account" aria-labelledby="connect-title">
            <h1 id="connect-title">Connect your account</h1>
            <p className="lead">Your key is kept in this computer's password store, never in a file.</p>
            <ConnectionForm autoFocusKey={false} onConnected={() => go("home")} />
            <button type="button" className="button ghost" onClick={() => setStep("choose")}>
              ← Back
            </button>
          </section>
        )}
      </div>
    </main>
  );
}
