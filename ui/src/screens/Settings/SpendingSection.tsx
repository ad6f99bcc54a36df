// Settings › Spending: what the last 30 days cost, by day, kind and maker — what was charged where the
// app knows it, the estimate where it doesn't — beside the account's own recent transactions, and the
// period's allowance and reset date.
import { api, asTransactions } from "../../api";
import type { SpendingRow } from "../../bindings";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { toolName } from "../../state/toolNames";
import { formatCredits, shortDate } from "../../lib/format";
import { TransactionList } from "../../views/TransactionList";
import { accountKey, useCatalogue, useSession } from "../../state";
import { useAnswer } from "../../state/useAnswer";
import { SpendingList } from "./SpendingList";
import { KIND_WORDS, youHaveText } from "./spendingWords";
import { tx } from "../../widgets/RichText";
import { t, tn, type MessageKey } from "../../i18n";

function what(r: SpendingRow, providerName: (slug: string) => string): string {
  if (r.kind === "tool") return toolName(r.provider);
  if (r.kind === "mix" || r.kind === "music") return KIND_WORDS[r.kind];
  return `${KIND_WORDS[r.kind] ?? r.kind} · ${providerName(r.provider)}`;
}

/** What a row's jobs without a charged figure stand for, when their estimates add up to 0, by how the spec
 * prices the maker (the core's `price`): free as the spec says, or no published price (never "0 credits"). */
const ZERO_WORDS: Record<SpendingRow["price"], MessageKey> = {
  published: "settings.spending.zero.published",
  not_published: "price.not_published_label",
  free_on_pictures: "settings.spending.zero.pictures_only",
  // Adding music to a video: the one maker the spec calls free.
  free: "settings.spending.music_added",
};

/** "Charged 6" (the service's own figure) / "Estimated 6" / "Charged 4 + estimated 2" for the jobs of a row. */
function costText(r: SpendingRow): string {
  const charged = t("price.charged", { credits: formatCredits(r.charged) });
  if (r.notKnown === 0) return charged;
  if (r.notKnown === r.jobs)
    return r.estimated > 0 ? t("price.estimated", { credits: formatCredits(r.estimated) }) : t(ZERO_WORDS[r.price]);
  return r.estimatedNotKnown > 0
    ? t("settings.spending.charged_and_estimated", {
        charged: formatCredits(r.charged),
        estimated: formatCredits(r.estimatedNotKnown),
      })
    : charged;
}

export function SpendingSection() {
  const { providerName } = useCatalogue();
  const { connection } = useSession();
  // Loaded again for another account (Sandbox → account, a new key).
  const { value, error } = useAnswer(
    () => Promise.all([api.spendingGet(), api.creditsGet(true)]),
    accountKey(connection),
  );
  const [spending, credits] = value ?? [null, null];

  const days = spending ? [...new Set(spending.rows.map((r) => r.day))] : [];
  const transactions = credits ? asTransactions(credits.recent) : [];
  return (
    <section className="card settings-section" aria-labelledby="spending-title">
      <h2 id="spending-title">{t("settings.spending.title")}</h2>
      {error ? <ErrorNotice error={error} headline={t("settings.spending.failed")} /> : null}
      {spending && credits ? (
        <>
          <p data-testid="spending-summary">
            {spending.rows.length === 0
              ? t("settings.spending.summary.none", { days: spending.days })
              : tx(
                  spending.notKnown === 0
                    ? "settings.spending.summary.charged"
                    : spending.charged === 0
                      ? "settings.spending.summary.estimated"
                      : "settings.spending.summary.mixed",
                  { credits: <strong>{formatCredits(spending.charged + spending.estimatedNotKnown)}</strong> },
                  { days: spending.days, charged: formatCredits(spending.charged) },
                )}{" "}
            {youHaveText(credits)}
          </p>
          {days.length === 0 ? (
            <p className="muted">{t("settings.spending.nothing_made", { days: spending.days })}</p>
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
                          <span className="muted">{tn("settings.spending.jobs", r.jobs)}</span>
                          <span className="spending-cost">{costText(r)}</span>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
          <SpendingList rows={spending.rows} credits={credits} />
          <h3>{t("settings.spending.transactions")}</h3>
          {transactions.length === 0 ? (
            <p className="muted" data-testid="spending-no-transactions">
              {t("settings.spending.no_transactions")}
            </p>
          ) : (
            <TransactionList items={transactions.slice(0, 20)} testId="spending-transactions" />
          )}
        </>
      ) : !error ? (
        <p className="muted">{t("settings.spending.working")}</p>
      ) : null}
    </section>
  );
}
