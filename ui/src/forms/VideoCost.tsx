// The action bar of the Video and Music forms: what the button spends, how it adds up, the balance
// after, and why it can't be pressed when it can't.
import type { ApiError, Estimate } from "../api";
import type { PerSecond } from "../bindings";
import type { PressPhase, SpendHold } from "./useSpendPress";
import { ActionBar, BalanceAfter, FixMarked, ShortReason, Started } from "./ActionBar";
import { ErrorNotice } from "../components/ErrorNotice";
import { formatCredits, formatNumber, fieldKey } from "../lib/format";
import { priceText } from "../lib/price";
import { say, t } from "../i18n";

/** How a video's price adds up, in words: "6 s × 2 credits = 12 credits, Studio −10%: 11 credits". */
export function videoBreakdown(credits: number, p: PerSecond): string {
  const parts = { seconds: p.seconds, rate: formatCredits(p.rate), full: formatCredits(p.fullPrice) };
  return p.discounted && p.fullPrice !== credits
    ? t("video.cost.breakdown_discounted", { ...parts, credits: formatCredits(credits) })
    : t("video.cost.breakdown", parts);
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
      ? t("video.cost.working_out", { verb })
      : short
        ? t("video.cost.short_button", {
            needs: formatNumber(estimate.credits),
            has: formatNumber(estimate.balance),
          })
        : estimate && valid
          ? t("video.cost.with_price", { verb, price: priceText(estimate.credits, estimate.basis) })
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
          {t("video.cost.short_reason", { credits: formatCredits(estimate.balance) })}
        </ShortReason>
      ) : valid ? (
        <p className="muted" data-testid="cost-breakdown">
          {detail ? `${detail}. ` : ""}
          {estimate.priceNote ? `${say(estimate.priceNote)}. ` : ""}
          {estimate.basis === "not_published" ? null : <BalanceAfter credits={estimate.balanceAfter} />}
        </p>
      ) : null}
      <FixMarked count={shownCount} />
      <Started text={started} />
      {error ? <ErrorNotice error={error} /> : null}
    </ActionBar>
  );
}
