// The action bar of the Video and Music forms: what the button spends, how it adds up, the balance
// after, and why it can't be pressed when it can't.
import type { ApiError, Estimate } from "../api";
import type { VideoEstimate } from "../api/media";
import { ErrorNotice } from "../components/ErrorNotice";
import { formatCredits, formatNumber, fieldKey } from "../lib/format";

/** How a video's price adds up, in words: "6 s × 2 credits = 12 credits, Studio −10%: 11 credits". */
export function videoBreakdown(e: VideoEstimate): string {
  const base = `${e.seconds} s × ${formatCredits(e.rate)} = ${formatCredits(e.fullPrice)}`;
  return e.discounted && e.fullPrice !== e.credits ? `${base}, Studio discount −10%: ${formatCredits(e.credits)}` : base;
}

/** Splits a refused submission into field messages and a general notice. */
export function submitErrors(err: ApiError, fieldOf: (k: string) => string): { fields: Record<string, string>; general: ApiError | null } {
  if (err.code === "unauthorized") return { fields: {}, general: null };
  if (err.code === "validation" && err.field) return { fields: { [fieldOf(fieldKey(err.field))]: err.message }, general: null };
  return { fields: {}, general: err };
}

export function VideoActionBar({
  form,
  verb,
  estimate,
  loading,
  busy,
  blocked,
  shownCount,
  started,
  error,
  breakdown,
}: {
  form: string;
  verb: string;
  estimate: VideoEstimate | Estimate | null;
  loading: boolean;
  busy: boolean;
  blocked: boolean;
  shownCount: number;
  started: string | null;
  error: ApiError | null;
  breakdown?: string;
}) {
  const valid = estimate != null && estimate.errors.length === 0;
  const short = valid && !estimate.affordable;
  const text = busy
    ? "Starting…"
    : !estimate && loading
      ? `${verb} — working out the cost…`
      : short
        ? `Not enough credits — this needs ${formatNumber(estimate.credits)}, you have ${formatNumber(estimate.balance)}`
        : estimate && valid
          ? `${verb} — ${estimate.credits === 0 ? "free" : formatCredits(estimate.credits)}`
          : verb;
  const detail = breakdown ?? (estimate && "seconds" in estimate ? videoBreakdown(estimate) : null);
  return (
    <div className="action-bar">
      <div className="action-summary" aria-live="polite">
        {short ? (
          <p className="short-reason" id={`${form}-short`}>
            <span aria-hidden="true">⚠ </span>You have {formatCredits(estimate.balance)}. Choose a shorter length or a cheaper option.
          </p>
        ) : valid ? (
          <p className="muted" data-testid="cost-breakdown">
            {detail ? `${detail}. ` : ""}
            You'll have <strong>{formatCredits(estimate.balanceAfter)}</strong> left.
          </p>
        ) : null}
        {blocked ? (
          <p className="short-reason">
            <span aria-hidden="true">⚠ </span>Fix the marked {shownCount === 1 ? "field" : "fields"} above to continue.
          </p>
        ) : null}
        {started ? (
          <p className="started" role="status">
            ✓ {started}
          </p>
        ) : null}
        {error ? <ErrorNotice error={error} /> : null}
      </div>
      <button type="submit" form={form} className="button primary generate" disabled={short || busy} aria-describedby={short ? `${form}-short` : undefined}>
        {text}
      </button>
    </div>
  );
}
