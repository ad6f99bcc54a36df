// The service's recent credit transactions (fields not documented: description, amount and time when
// present), as the header's credits panel and Settings › Spending list them.
import type { CreditTransaction } from "../api/types";
import { formatNumber, timeAgo } from "../lib/format";

export function TransactionList({ items, testId }: { items: CreditTransaction[]; testId?: string }) {
  return (
    <ul className="tx-list" data-testid={testId}>
      {items.map((t, i) => {
        const amt = t.amount ?? 0;
        return (
          <li key={t.id ?? i} className="tx">
            <span className="tx-desc">{t.description || "Credit change"}</span>
            <span className={`tx-amount ${amt < 0 ? "neg" : "pos"}`}>
              {amt > 0 ? "+" : amt < 0 ? "−" : ""}
              {formatNumber(Math.abs(amt))}
            </span>
            <span className="tx-time">{timeAgo(t.createdAt)}</span>
          </li>
        );
      })}
    </ul>
  );
}
