// The sticky action bar: what the request costs, the balance after, why it can't go yet, and the one
// spending button ("Generate 4 images — 8 credits" / "Compare on 3 providers — 9 credits").
import type { ApiError } from "../../api";
import { ActionBar, BalanceAfter, FixMarked, ShortReason, Started } from "../../forms/ActionBar";
import type { PressPhase, SpendHold } from "../../forms/useSpendPress";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { t, tn, type MessageKey } from "../../i18n";
import { formatCredits, generateButtonText, resetWhen, type EstimateState } from "../../lib/format";

export interface CostLine {
  /** "4 pictures × 2 credits (4K): each picture counts as one generation. " or "Gemini 2 + Grok Image 1. " */
  breakdown: string;
  balanceAfter: number | null;
}

/** Why the button can't go: "You have 10 credits. Choose fewer images or a cheaper provider", then when the
 * credits renew ("; your credits renew in 9 days (Dec 1)"), or when that time has passed "; your credits were
 * due to renew on Nov 21" (never "today" for a time gone by); nothing about it when the reset time is not known. */
function shortText(compare: boolean, balance: number | null, resetAt: string | null): string {
  const w = resetWhen(resetAt);
  const base = compare ? "image.short.compare" : "image.short.single";
  const key = `${base}${!w ? "" : w.past ? "_was_due" : "_renews"}` as MessageKey;
  return t(key, { credits: formatCredits(balance), when: w?.words ?? "" });
}

/** "Not enough credits — this needs 24, you have 10". */
function shortButton(est: { credits: number; balance: number | null }): string {
  return t("image.button.short", { needs: est.credits, has: est.balance ?? "—" });
}

export function compareButtonText(n: number, est: EstimateState): string {
  switch (est.kind) {
    case "loading":
      return tn("image.button.compare_loading", n);
    case "invalid":
      return t("image.button.compare_invalid");
    case "ready":
      if (est.short) return shortButton(est);
      return tn("image.button.compare", n, { credits: formatCredits(est.credits) });
  }
}

/** A batch's button: "Generate 3 prompts × 1 image — 3 credits". */
export function batchButtonText(prompts: number, count: number, est: EstimateState): string {
  const what = t("image.button.batch_what", {
    prompts: tn("image.prompts", prompts),
    images: tn("image.images", Math.max(1, count)),
  });
  switch (est.kind) {
    case "loading":
      return t("image.button.batch_loading", { what });
    case "invalid":
      return t("image.button.batch_invalid");
    case "ready":
      if (est.short) return shortButton(est);
      return t("image.button.batch", { what, credits: formatCredits(est.credits) });
  }
}

export function CostBar({
  compare,
  batchCount = null,
  count,
  providerCount,
  est,
  line,
  resetAt,
  shownErrorCount,
  startHint,
  phase,
  hold = null,
  started,
  error,
}: {
  compare: boolean;
  /** A batch's number of prompts, or null. */
  batchCount?: number | null;
  count: number;
  providerCount: number;
  est: EstimateState;
  line: CostLine | null;
  resetAt: string | null;
  shownErrorCount: number;
  /** What to do first while the form is still empty ("Describe the image you want to create to start."). */
  startHint: string | null;
  phase: PressPhase;
  /** A press held because the same request may already have been charged. */
  hold?: SpendHold | null;
  started: string | null;
  error: ApiError | null;
}) {
  const short = est.kind === "ready" && est.short;
  const text = compare
    ? compareButtonText(providerCount, est)
    : batchCount != null
      ? batchButtonText(batchCount, count, est)
      : generateButtonText(count, est);
  return (
    <ActionBar
      form="create-form"
      label={text}
      disabled={short}
      phase={phase}
      hold={hold}
      describedBy={short ? "short-reason" : undefined}
    >
      {short && est.kind === "ready" ? (
        <ShortReason id="short-reason">{shortText(compare, est.balance, resetAt)}</ShortReason>
      ) : startHint ? (
        <p className="muted" data-testid="start-hint">
          {startHint}
        </p>
      ) : est.kind === "ready" && line ? (
        <p className="muted" data-testid="cost-breakdown">
          {line.breakdown}
          {line.balanceAfter != null ? <BalanceAfter credits={line.balanceAfter} /> : null}
        </p>
      ) : null}
      <FixMarked count={shownErrorCount} />
      <Started text={started} />
      {error ? <ErrorNotice error={error} /> : null}
    </ActionBar>
  );
}
