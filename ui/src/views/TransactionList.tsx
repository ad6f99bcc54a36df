// The service's recent credit transactions (fields not documented: description, amount and time when
// present), as the header's credits panel and Settings › Spending list them.
import type { CreditTransaction } from "../api/types";
import { formatNumber, timeAgo } from "../lib/format";
import { t } from "../i18n";

export function TransactionList({ items, testId }: { items: CreditTransaction[]; testId?: string }) {
  return (
    <ul className="tx-list" data-testid={testId}>
      {items.map((tx, i) => {
        const amt = tx.amount ?? 0;
        return (
          <li key={tx.id ?? i} className="tx">
            <span className="tx-desc">{tx.description || t("shell.credit_change")}</span>
            <span className={`tx-amount ${amt < 0 ? "neg" : "pos"}`}>
              {amt > 0 ? "+" : amt < 0 ? "−" : ""}
              {formatNumber(Math.abs(amt))}
            </span>
            <span className="tx-time">{timeAgo(tx.createdAt)}</span>
          </li>
        );
      })}
    </ul>
  );
}
