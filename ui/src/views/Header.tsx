import { useCallback, useEffect, useState } from "react";
import { api, asTransactions, type CreditsView } from "../api";
import { useCredits, useHandleError, useJobs, useNavigation, useSession, isActive } from "../state";
import { formatCredits, formatNumber, resetText, resetWhen, shortDate, tierName } from "../lib/format";
import { TransactionList } from "./TransactionList";
import { Popover } from "../widgets/Popover";
import { JobTray } from "./JobTray";
import { FlaskIcon } from "../widgets/Icons";
import { tx } from "../widgets/RichText";
import { t, tn } from "../i18n";

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
    <div className="sandbox-banner" role="note" aria-label={t("shell.sandbox.label")}>
      <FlaskIcon />
      <span>{t("shell.sandbox.text")}</span>
      <button type="button" className="banner-button" onClick={() => requestConnectAccount(go)}>
        {t("common.use_my_account")}
      </button>
    </div>
  );
}

/** "Your allowance renews on Dec 1.", or for a time gone by "Your allowance was due to renew on Nov 21." */
function renewsText(resetAt: string | null): string {
  const w = resetWhen(resetAt);
  if (!w) return "";
  return w.past
    ? t("shell.credits.renew_was_due", { when: w.words })
    : t("shell.credits.renews", { date: shortDate(resetAt) });
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
      <h2 className="popover-title">{t("shell.credits.title")}</h2>
      {c ? (
        <p className="muted">
          {t("shell.credits.left", {
            credits: formatNumber(c.credits),
            max: formatNumber(c.maxCredits),
            tier: tierName(c.tier),
          })}{" "}
          {renewsText(c.creditsResetAt)}
        </p>
      ) : null}
      <h3 className="popover-subtitle">{t("shell.credits.recent")}</h3>
      {failed ? (
        <p className="muted">{t("shell.credits.recent_failed")}</p>
      ) : !recent ? (
        <p className="muted">{t("common.loading")}</p>
      ) : asTransactions(recent.recent).length === 0 ? (
        <p className="muted" data-testid="recent-empty">
          {t("shell.credits.recent_empty")}
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
          {credits ? formatCredits(credits.credits) : t("shell.credits.unavailable")}
        </span>
        {credits ? (
          <span className="credits-meta">
            {t("common.plan", { tier: tierName(credits.tier) })} · {resetText(credits.creditsResetAt)}
          </span>
        ) : null}
      </button>
      {pendingSpend ? (
        pendingSpend.balanceAfter < 0 ? (
          <span className="balance-after short" data-testid="balance-after">
            <span aria-hidden="true">⚠ </span>
            {tx("shell.credits.short_by", { credits: <strong>{formatCredits(-pendingSpend.balanceAfter)}</strong> })}
          </span>
        ) : (
          <span className="balance-after" data-testid="balance-after">
            {tx("shell.credits.after_this", { n: <strong>{formatNumber(pendingSpend.balanceAfter)}</strong> })}
          </span>
        )
      ) : null}
      <Popover
        open={creditsOpen}
        onClose={closeCredits}
        id="credits-panel"
        label={t("shell.credits.title")}
        className="popover-left"
      >
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
  const trayWords = [running ? tn("shell.tray.running", running) : "", waiting ? tn("shell.tray.waiting", waiting) : ""]
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
        <span>{trayWords ? t("shell.tray.button_busy", { words: trayWords }) : t("shell.tray.title")}</span>
      </button>
      <Popover
        open={trayOpen}
        onClose={closeTray}
        id="job-tray"
        label={t("shell.tray.title")}
        className="popover-right"
      >
        <JobTray />
      </Popover>
    </div>
  );
}
