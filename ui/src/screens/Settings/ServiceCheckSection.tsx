// Settings › Service check: the connected account's documented answers (read only, nothing spent) compared
// with the service's documentation (studio-core `account_check`). It runs by itself after "Save and connect"
// with a key; here it says what it found in plain words, runs again, and saves a report of the shapes seen
// (field names and types only) where the person chooses.
import { useEffect, useState } from "react";
import { api, headlineFor, type ApiError } from "../../api";
import { ErrorNotice } from "../../components/ErrorNotice";
import { checkGroups, checkHeadline, sameService } from "../../lib/accountCheck";
import { timeAgo } from "../../lib/format";
import { useAccountCheck, useHandleError, useRunAccountCheck, useSession } from "../../state";

export function ServiceCheckSection() {
  const { connection } = useSession();
  const { check: last, running, error } = useAccountCheck();
  const { run, load } = useRunAccountCheck();
  const handleError = useHandleError();
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  useEffect(() => void load(), [load]);

  // Only a check of the service connected now is shown (another account's says nothing about this one).
  const check = last && sameService(last.service, connection?.baseUrl) ? last : null;
  const headline = check ? checkHeadline(check) : null;
  const groups = check ? checkGroups(check) : [];

  const again = () => {
    setSaved(null);
    setSaveError(null);
    void run();
  };
  const saveReport = async () => {
    setSaving(true);
    setSaved(null);
    setSaveError(null);
    try {
      // null: the person closed the save dialog, and nothing more is said.
      setSaved(await api.accountCheckReportSave());
    } catch (e) {
      setSaveError(handleError(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card settings-section service-check" aria-labelledby="check-title" aria-busy={running}>
      <h2 id="check-title">Service check</h2>
      <p className="muted">
        Media Studio reads your account's answers (this spends nothing) and checks that they look the way the service's
        documentation describes them.
      </p>
      <div aria-live="polite" data-testid="service-check-result">
        {running ? (
          <p className="check-running">
            <span className="spinner" aria-hidden="true" /> Checking the service's answers…
          </p>
        ) : error ? (
          <div className="notice notice-warn" role="note">
            <span className="notice-icon" aria-hidden="true">
              i
            </span>
            <div>
              <p>The check couldn't run just now. {headlineFor(error)}</p>
              <p className="muted">Nothing else is affected: check again later.</p>
              <details className="notice-details">
                <summary>Details</summary>
                <code>{error.detail}</code>
              </details>
            </div>
          </div>
        ) : check && headline ? (
          <>
            <p className={`check-headline ${headline.ok ? "check-ok" : "check-warn"}`} data-testid="check-headline">
              <span aria-hidden="true">{headline.ok ? "✓ " : "⚠ "}</span>
              {headline.text} <span className="muted">Checked {timeAgo(check.checkedAt)}.</span>
            </p>
            {groups.map((g) => (
              <div key={g.what} className="check-group" data-testid="check-group">
                <h3>{g.what}</h3>
                <ul>
                  {g.error ? <li>It couldn't be read: {g.error}</li> : null}
                  {g.problems.map((p) => (
                    <li key={p.field}>{p.text}</li>
                  ))}
                </ul>
                <details className="notice-details">
                  <summary>Details</summary>
                  <code>
                    {g.route}
                    {g.problems.map((p) => ` · ${p.field}: ${p.problem}`).join("")}
                  </code>
                </details>
              </div>
            ))}
          </>
        ) : (
          <p className="muted">Not checked yet.</p>
        )}
      </div>
      <div className="inline-row wrap check-actions">
        <button type="button" className="button" disabled={running} onClick={again}>
          {running ? "Checking…" : check ? "Check again" : "Check now"}
        </button>
        <button
          type="button"
          className="button"
          disabled={!check || running || saving}
          onClick={() => void saveReport()}
        >
          {saving ? "Saving…" : "Save a report"}
        </button>
      </div>
      <p className="help">
        The report is for whoever helps you with the app: field names and types only — never your pictures' words, your
        balance or your key.
      </p>
      {saved ? (
        <p className="started" role="status" data-testid="report-saved">
          ✓ Report saved to <span className="mono">{saved}</span>
        </p>
      ) : null}
      <ErrorNotice error={saveError} headline="The report couldn't be saved." />
    </section>
  );
}
