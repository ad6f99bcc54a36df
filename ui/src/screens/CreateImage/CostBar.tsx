// The sticky action bar: what the request costs, the balance after, why it can't go yet, and the one
// spending button ("Generate 4 images — 8 credits" / "Compare on 3 providers — 9 credits").
import type { ApiError } from "../../api";
import { ErrorNotice } from "../../components/ErrorNotice";
import { formatCredits, formatNumber, generateButtonText, plural, resetText, type EstimateState } from "../../lib/format";

export interface CostLine {
  /** "4 × 2 credits (4K). " or "Gemini 2 + Grok Image 1. " */
  breakdown: string;
  balanceAfter: number | null;
}

export function compareButtonText(n: number, est: EstimateState): string {
  const what = `Compare on ${plural(n, "provider", "providers")}`;
  switch (est.kind) {
    case "loading":
      return `${what} — working out the cost…`;
    case "invalid":
      return "Compare providers";
    case "ready":
      if (!est.affordable) return `Not enough credits — this needs ${formatNumber(est.credits)}, you have ${formatNumber(est.balance)}`;
      return `${what} — ${formatCredits(est.credits)}`;
  }
}

export function CostBar({
  compare,
  count,
  providerCount,
  est,
  line,
  resetAt,
  shownErrorCount,
  busy,
  started,
  error,
}: {
  compare: boolean;
  count: number;
  providerCount: number;
  est: EstimateState;
  line: CostLine | null;
  resetAt: string | null;
  shownErrorCount: number;
  busy: boolean;
  started: string | null;
  error: ApiError | null;
}) {
  const short = est.kind === "ready" && !est.affordable;
  const text = busy ? "Starting…" : compare ? compareButtonText(providerCount, est) : generateButtonText(count, est);
  return (
    <div className="action-bar">
      <div className="action-summary" aria-live="polite">
        {short && est.kind === "ready" ? (
          <p className="short-reason" id="short-reason">
            <span aria-hidden="true">⚠ </span>
            You have {formatCredits(est.balance)}. Choose fewer images or {compare ? "fewer or cheaper providers" : "a cheaper provider"}
            {resetAt ? `; your credits renew ${resetText(resetAt).replace(/^Resets /, "")}` : ""}.
          </p>
        ) : est.kind === "ready" && line ? (
          <p className="muted" data-testid="cost-breakdown">
            {line.breakdown}
            {line.balanceAfter != null ? (
              <>
                You'll have <strong>{formatCredits(line.balanceAfter)}</strong> left.
              </>
            ) : null}
          </p>
        ) : null}
        {shownErrorCount > 0 ? (
          <p className="short-reason">
            <span aria-hidden="true">⚠ </span>Fix the marked {shownErrorCount === 1 ? "field" : "fields"} above to continue.
          </p>
        ) : null}
        {started ? (
          <p className="started" role="status">
            ✓ {started}
          </p>
        ) : null}
        {error ? <ErrorNotice error={error} /> : null}
      </div>
      <button
        type="submit"
        form="create-form"
        className="button primary generate"
        disabled={short || busy}
        aria-describedby={short ? "short-reason" : undefined}
      >
        {text}
      </button>
    </div>
  );
}
