// The action bar of the Video and Music forms: what the button spends, how it adds up, the balance
// after, and why it can't be pressed when it can't.
import type { ApiError, Estimate } from "../api";
import type { PerSecond } from "../bindings";
import type { PressPhase, SpendHold } from "../lib/useSpendPress";
import { ActionBar, BalanceAfter, FixMarked, ShortReason, Started } from "../components/ActionBar";
import { ErrorNotice } from "../components/ErrorNotice";
import { formatCredits, formatNumber, fieldKey } from "../lib/format";
import { priceText } from "../lib/price";

/** How a video's price adds up, in words: "6 s × 2 credits = 12 credits, Studio −10%: 11 credits". */
export function videoBreakdown(credits: number, p: PerSecond): string {
  const base = `${p.seconds} s × ${formatCredits(p.rate)} = ${formatCredits(p.fullPrice)}`;
  return p.discounted && p.fullPrice !== credits ? `${base}, Studio discount −10%: ${formatCredits(credits)}` : base;
}

/** Splits a refused submission into field messages and a general notice. */
export function submitErrors(
  err: ApiError,
  fieldOf: (k: string) => string,
): { fields: Record<string, string>; general: ApiError | null } {
  if (err.code === "unauthorized") return { fields: {}, general: null };
  if (err.code === "validation" && err.field)
    return { fields: { [fieldOf(fieldKey(err.field))]: err.message }, general: null };
  return { fields: {}, general: err };
}

export function VideoActionBar({
  form,
  verb,
  estimate,
  loading,
  phase,
  hold = null,
  shownCount,
  started,
  error,
  breakdown,
}: {
  form: string;
  verb: string;
  estimate: Estimate | null;
  loading: boolean;
  phase: PressPhase;
  /** A press held because the same request may already have been charged. */
  hold?: SpendHold | null;
  /** How many fields show a message. */
  shownCount: number;
  started: string | null;
  error: ApiError | null;
  breakdown?: string;
}) {
  const valid = estimate != null && estimate.errors.length === 0;
  const short = valid && estimate.short;
  const text =
    !estimate && loading
      ? `${verb} — working out the cost…`
      : short
        ? `Not enough credits — this needs ${formatNumber(estimate.credits)}, you have ${formatNumber(estimate.balance)}`
        : estimate && valid
          ? `${verb} — ${priceText(estimate.credits, estimate.basis)}`
          : verb;
  const detail = breakdown ?? (estimate?.perSecond ? videoBreakdown(estimate.credits, estimate.perSecond) : null);
  return (
    <ActionBar
      form={form}
      label={text}
      disabled={short}
      phase={phase}
      hold={hold}
      describedBy={short ? `${form}-short` : undefined}
    >
      {short ? (
        <ShortReason id={`${form}-short`}>
          You have {formatCredits(estimate.balance)}. Choose a shorter length or a cheaper option.
        </ShortReason>
      ) : valid ? (
        <p className="muted" data-testid="cost-breakdown">
          {detail ? `${detail}. ` : ""}
          {estimate.priceNote ? `${estimate.priceNote}. ` : ""}
          {estimate.basis === "not_published" ? null : <BalanceAfter credits={estimate.balanceAfter} />}
        </p>
      ) : null}
      <FixMarked count={shownCount} />
      <Started text={started} />
      {error ? <ErrorNotice error={error} /> : null}
    </ActionBar>
  );
}
