// Settings › Service check: the connected account's documented answers (read only, nothing spent) compared
// with the service's documentation (studio-core `account_check`). It runs by itself after "Save and connect"
// with a key; here it says what it found in plain words, runs again, and saves a report of the shapes seen
// (field names and types only) where the person chooses.
import { useEffect, useState } from "react";
import { api, headlineFor } from "../../api";
import { ErrorNotice, NoticeIcon, Details } from "../../widgets/ErrorNotice";
import { checkGroups, checkHeadline, sameService } from "../../lib/accountCheck";
import { timeAgo } from "../../lib/format";
import { useAccountCheck, useRunAccountCheck, useSession } from "../../state";
import { tx } from "../../widgets/RichText";
import { useConfirm } from "../../widgets/ConfirmActions";
import { t } from "../../i18n";

export function ServiceCheckSection() {
  const { connection } = useSession();
  const { check: last, running, error } = useAccountCheck();
  const { run, load } = useRunAccountCheck();
  const [saved, setSaved] = useState<string | null>(null);
  const report = useConfirm();
  useEffect(() => void load(), [load]);

  // Only a check of the service connected now is shown (another account's says nothing about this one).
  const check = last && sameService(last.service, connection?.baseUrl) ? last : null;
  const headline = check ? checkHeadline(check) : null;
  const groups = check ? checkGroups(check) : [];

  const again = () => {
    setSaved(null);
    report.reset();
    void run();
  };
  const saveReport = () => {
    setSaved(null);
    // null: the person closed the save dialog, and nothing more is said.
    return report.run(async () => setSaved(await api.accountCheckReportSave()));
  };

  return (
    <section className="card settings-section service-check" aria-labelledby="check-title" aria-busy={running}>
      <h2 id="check-title">{t("settings.check.title")}</h2>
      <p className="muted">{t("settings.check.intro")}</p>
      <div aria-live="polite" data-testid="service-check-result">
        {running ? (
          <p className="check-running">
            <span className="spinner" aria-hidden="true" /> {t("settings.check.running")}
          </p>
        ) : error ? (
          <div className="notice notice-warn" role="note">
            <NoticeIcon>i</NoticeIcon>
            <div>
              <p>{t("settings.check.failed", { headline: headlineFor(error) })}</p>
              <p className="muted">{t("settings.check.failed_hint")}</p>
              <Details>{error.detail}</Details>
            </div>
          </div>
        ) : check && headline ? (
          <>
            <p className={`check-headline ${headline.ok ? "check-ok" : "check-warn"}`} data-testid="check-headline">
              <span aria-hidden="true">{headline.ok ? "✓ " : "⚠ "}</span>
              {headline.text}{" "}
              <span className="muted">{t("settings.check.checked", { when: timeAgo(check.checkedAt) })}</span>
            </p>
            {groups.map((g) => (
              <div key={g.what} className="check-group" data-testid="check-group">
                <h3>{g.what}</h3>
                <ul>
                  {g.error ? <li>{t("settings.check.read_failed", { error: g.error })}</li> : null}
                  {g.problems.map((p) => (
                    <li key={p.field}>{p.text}</li>
                  ))}
                </ul>
                <Details>
                  {g.route}
                  {g.problems.map((p) => ` · ${p.field}: ${p.problem}`).join("")}
                </Details>
              </div>
            ))}
          </>
        ) : (
          <p className="muted">{t("settings.check.not_yet")}</p>
        )}
      </div>
      <div className="inline-row wrap check-actions">
        <button type="button" className="button" disabled={running} onClick={again}>
          {running ? t("settings.check.checking") : check ? t("common.check_again") : t("settings.check.now")}
        </button>
        <button
          type="button"
          className="button"
          disabled={!check || running || report.busy}
          onClick={() => void saveReport()}
        >
          {report.busy ? t("common.saving") : t("settings.check.save_report")}
        </button>
      </div>
      <p className="help">{t("settings.check.report_help")}</p>
      {saved ? (
        <p className="started" role="status" data-testid="report-saved">
          ✓ {tx("settings.check.report_saved", { path: <span className="mono">{saved}</span> })}
        </p>
      ) : null}
      <ErrorNotice error={report.error} headline={t("settings.check.report_failed")} />
    </section>
  );
}
