// Settings › Spending: what the last 30 days cost, by day, kind and maker — what was charged where the
// app knows it, the estimate where it doesn't — beside the account's own recent transactions, and the
// period's allowance and reset date.
import { useEffect, useState } from "react";
import { api, asTransactions, type ApiError, type CreditsView } from "../../api";
import type { Spending, SpendingRow } from "../../bindings";
import { ErrorNotice } from "../../components/ErrorNotice";
import { toolName } from "../../lib/toolNames";
import { formatCredits, formatNumber, resetWhen, shortDate } from "../../lib/format";
import { TransactionList } from "../../components/TransactionList";
import { accountKey, useCatalogue, useHandleError, useSession } from "../../state";
import { SpendingList } from "./SpendingList";
import { KIND_WORDS } from "./spendingWords";

function what(r: SpendingRow, providerName: (slug: string) => string): string {
  if (r.kind === "tool") return toolName(r.provider);
  if (r.kind === "mix" || r.kind === "music") return KIND_WORDS[r.kind];
  return `${KIND_WORDS[r.kind] ?? r.kind} · ${providerName(r.provider)}`;
}

/** What a row's jobs without a charged figure stand for, when their estimates add up to 0, by how the spec
 * prices the maker (the core's `price`): free as the spec says, or no published price (never "0 credits"). */
const ZERO_WORDS: Record<SpendingRow["price"], string> = {
  published: "No estimate",
  not_published: "Price not published",
  free_on_pictures: "Free on pictures; price not published on videos",
  // Adding music to a video: the one maker the spec calls free.
  free: "Free (music added to a video)",
};

function zeroText(r: SpendingRow): string {
  return ZERO_WORDS[r.price];
}

/** "Charged 6" (the service's own figure) / "Estimated 6" / "Charged 4 + estimated 2" for the jobs of a row. */
function costText(r: SpendingRow): string {
  const rest =
    r.notKnown === 0 ? null : r.estimatedNotKnown > 0 ? `estimated ${formatCredits(r.estimatedNotKnown)}` : null;
  if (r.notKnown === 0) return `Charged ${formatCredits(r.charged)}`;
  if (r.notKnown === r.jobs) return r.estimated > 0 ? `Estimated ${formatCredits(r.estimated)}` : zeroText(r);
  return rest ? `Charged ${formatCredits(r.charged)} + ${rest}` : `Charged ${formatCredits(r.charged)}`;
}

/** "; it renews on Dec 1", or "; it was due to renew on Nov 21" for a time gone by. */
function renews(resetAt: string | null): string {
  const w = resetWhen(resetAt);
  if (!w) return "";
  return w.past ? `; it was due to renew on ${w.words}` : `; it renews on ${shortDate(resetAt)}`;
}

export function SpendingSection() {
  const { providerName } = useCatalogue();
  const { connection } = useSession();
  const handleError = useHandleError();
  const [spending, setSpending] = useState<Spending | null>(null);
  const [credits, setCredits] = useState<CreditsView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // Loaded again for another account (Sandbox → account, a new key): one account's spending is never shown
  // under another's.
  const account = accountKey(connection);
  useEffect(() => {
    let live = true;
    setSpending(null);
    setCredits(null);
    setError(null);
    Promise.all([api.spendingGet(), api.creditsGet(true)])
      .then(([s, c]) => {
        if (!live) return;
        setSpending(s);
        setCredits(c);
      })
      .catch((e) => live && setError(handleError(e)));
    return () => {
      live = false;
    };
  }, [handleError, account]);

  const days = spending ? [...new Set(spending.rows.map((r) => r.day))] : [];
  const tx = credits ? asTransactions(credits.recent) : [];
  return (
    <section className="card settings-section" aria-labelledby="spending-title">
      <h2 id="spending-title">Spending</h2>
      {error ? <ErrorNotice error={error} headline="What was spent couldn't be worked out right now." /> : null}
      {spending && credits ? (
        <>
          <p data-testid="spending-summary">
            {spending.rows.length === 0 ? (
              <>Last {spending.days} days: nothing sent from this app.</>
            ) : (
              <>
                Last {spending.days} days:{" "}
                <strong>{formatCredits(spending.charged + spending.estimatedNotKnown)}</strong>{" "}
                {spending.notKnown === 0
                  ? "charged, as the service reported it."
                  : spending.charged === 0
                    ? "estimated (the service reports no charge for these; jobs with no published price are not counted)."
                    : `(${formatCredits(spending.charged)} charged as the service reported it, the rest estimated; jobs with no published price are not counted).`}
              </>
            )}{" "}
            You have {formatCredits(credits.credits)} of {formatNumber(credits.maxCredits)} this period
            {renews(credits.creditsResetAt)}.
          </p>
          {days.length === 0 ? (
            <p className="muted">Nothing made in the last {spending.days} days.</p>
          ) : (
            <div className="spending-days">
              {days.map((day) => (
                <div key={day} className="spending-day">
                  <h3>{shortDate(`${day}T12:00:00Z`)}</h3>
                  <ul className="spending-rows">
                    {spending.rows
                      .filter((r) => r.day === day)
                      .map((r) => (
                        <li key={`${r.kind}-${r.provider}`} data-testid="spending-row">
                          <span className="spending-what">{what(r, providerName)}</span>
                          <span className="muted">{r.jobs === 1 ? "1 job" : `${r.jobs} jobs`}</span>
                          <span className="spending-cost">{costText(r)}</span>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
          <SpendingList rows={spending.rows} credits={credits} />
          <h3>The service's recent transactions</h3>
          {tx.length === 0 ? (
            <p className="muted" data-testid="spending-no-transactions">
              None to show: the service's answer carries no transactions this app can read (its documentation does not
              describe them). The list above is what was made here, with what the app estimated.
            </p>
          ) : (
            <TransactionList items={tx.slice(0, 20)} testId="spending-transactions" />
          )}
        </>
      ) : !error ? (
        <p className="muted">Working it out…</p>
      ) : null}
    </section>
  );
}
