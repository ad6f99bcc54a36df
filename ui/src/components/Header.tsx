import { useCallback, useEffect, useState } from "react";
import { api, asTransactions, type CreditsView } from "../api";
import { useCredits, useHandleError, useJobs, useNavigation, useSession } from "../state";
import { formatCredits, formatNumber, isActive, resetText, resetWhen, shortDate, tierName } from "../lib/format";
import { TransactionList } from "./TransactionList";
import { Popover } from "./Popover";
import { JobTray } from "./JobTray";
import { FlaskIcon } from "./Icons";

/** Asks the Settings screen to open the "Connect your account" form. */
export const CONNECT_ACCOUNT_EVENT = "studio:connect-account";
let connectPending = false;

/** Opens Settings with the "Connect your account" form: Settings takes the request when it mounts (it is
 * loaded the first time it opens), or from the event when it is open already. */
export function requestConnectAccount(go: (screen: "settings") => void): void {
  connectPending = true;
  go("settings");
  window.setTimeout(() => window.dispatchEvent(new Event(CONNECT_ACCOUNT_EVENT)), 0);
}

/** True once after requestConnectAccount. */
export function takeConnectRequest(): boolean {
  const pending = connectPending;
  connectPending = false;
  return pending;
}

export function SandboxBanner() {
  const { connection } = useSession();
  const { go } = useNavigation();
  if (connection?.mode !== "sandbox") return null;
  return (
    <div className="sandbox-banner" role="note" aria-label="Sandbox mode">
      <FlaskIcon />
      <span>Sandbox — results are simulated, and so are its credits.</span>
      <button type="button" className="banner-button" onClick={() => requestConnectAccount(go)}>
        Use my account
      </button>
    </div>
  );
}

/** "Your allowance renews on Dec 1.", or for a time gone by "Your allowance was due to renew on Nov 21." */
function renewsText(resetAt: string | null): string {
  const w = resetWhen(resetAt);
  if (!w) return "";
  return w.past ? `Your allowance was due to renew on ${w.words}.` : `Your allowance renews on ${shortDate(resetAt)}.`;
}

function CreditsPanel({ credits }: { credits: CreditsView | null }) {
  const handleError = useHandleError();
  const [recent, setRecent] = useState<CreditsView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api
      .creditsGet(true)
      .then(setRecent)
      .catch((e) => {
        handleError(e);
        setFailed(true);
      });
  }, [handleError]);
  const c = recent ?? credits;
  return (
    <div>
      <h2 className="popover-title">Credits</h2>
      {c ? (
        <p className="muted">
          {formatNumber(c.credits)} of {formatNumber(c.maxCredits)} left this period on the {tierName(c.tier)} plan.{" "}
          {renewsText(c.creditsResetAt)}
        </p>
      ) : null}
      <h3 className="popover-subtitle">Recent activity</h3>
      {failed ? (
        <p className="muted">Recent activity couldn't be loaded.</p>
      ) : !recent ? (
        <p className="muted">Loading…</p>
      ) : asTransactions(recent.recent).length === 0 ? (
        <p className="muted" data-testid="recent-empty">
          None to show. The service's answer carries no recent activity this app can read (its documentation does not
          describe those records). Settings › Spending lists what you made here and what it was estimated to cost.
        </p>
      ) : (
        <TransactionList items={asTransactions(recent.recent).slice(0, 12)} />
      )}
    </div>
  );
}

export function Header() {
  return (
    <header className="header">
      <HeaderCredits />
      <HeaderTray />
    </header>
  );
}

/** The balance, the balance after what the form on screen would spend, and the credits panel. */
function HeaderCredits() {
  const { credits, pendingSpend } = useCredits();
  const [creditsOpen, setCreditsOpen] = useState(false);
  const closeCredits = useCallback(() => setCreditsOpen(false), []);
  return (
    <div className="header-credits">
      <button
        type="button"
        className="credits-button"
        aria-expanded={creditsOpen}
        aria-controls="credits-panel"
        onClick={() => setCreditsOpen((o) => !o)}
      >
        <span className="credits-amount" data-testid="balance">
          {credits ? formatCredits(credits.credits) : "Credits unavailable"}
        </span>
        {credits ? (
          <span className="credits-meta">
            {tierName(credits.tier)} plan · {resetText(credits.creditsResetAt)}
          </span>
        ) : null}
      </button>
      {pendingSpend ? (
        pendingSpend.balanceAfter < 0 ? (
          <span className="balance-after short" data-testid="balance-after">
            <span aria-hidden="true">⚠ </span>Short by <strong>{formatCredits(-pendingSpend.balanceAfter)}</strong>
          </span>
        ) : (
          <span className="balance-after" data-testid="balance-after">
            After this: <strong>{formatNumber(pendingSpend.balanceAfter)}</strong>
          </span>
        )
      ) : null}
      <Popover open={creditsOpen} onClose={closeCredits} id="credits-panel" label="Credits" className="popover-left">
        <CreditsPanel credits={credits} />
      </Popover>
    </div>
  );
}

/** The Jobs button (how many run and wait) and the job tray. */
function HeaderTray() {
  const { jobs, trayOpen, setTrayOpen } = useJobs();
  const closeTray = useCallback(() => setTrayOpen(false), [setTrayOpen]);
  const running = jobs.filter((j) => isActive(j.status) && j.status !== "waiting").length;
  const waiting = jobs.filter((j) => j.status === "waiting").length;
  const trayWords = [running ? `${running} running` : "", waiting ? `${waiting} waiting` : ""]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="header-tray">
      <button
        type="button"
        className={`tray-button ${running ? "busy" : ""}`}
        aria-expanded={trayOpen}
        aria-controls="job-tray"
        onClick={() => setTrayOpen(!trayOpen)}
      >
        {running ? <span className="spinner" aria-hidden="true" /> : <span className="tray-dot" aria-hidden="true" />}
        <span>{trayWords ? `Jobs: ${trayWords}` : "Jobs"}</span>
      </button>
      <Popover open={trayOpen} onClose={closeTray} id="job-tray" label="Jobs" className="popover-right">
        <JobTray />
      </Popover>
    </div>
  );
}
