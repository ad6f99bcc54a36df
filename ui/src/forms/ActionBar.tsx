// The form kit's action bar: a few lines on what the form costs and why it can't go yet, a press the core
// held ("may have been charged", with "Send again anyway"), and the one button that spends. Every spending
// form draws it: under the form as a sticky bar (Create image, Video, Avatar, Music, Mix, Slideshows), beside a
// tool's form (`look="tool"`: its own button, not a form's), or inside a form (`look="inline"`: a recipe's
// start, not a screen's main button). A creator reads the same sentences in the same places everywhere.
import { useId, useRef, type ReactNode } from "react";
import type { ApiError, Estimate } from "../api";
import type { PerSecond } from "../bindings";
import { ErrorNotice } from "../widgets/ErrorNotice";
import { tx } from "../widgets/RichText";
import { formatCredits, formatNumber } from "../lib/format";
import { priceText } from "../lib/price";
import { HeldPress } from "./HeldPress";
import type { PressPhase, SpendHold } from "./useSpendPress";
import { say, t, tn } from "../i18n";

const LOOKS = {
  bar: { box: "action-bar", summary: "action-summary", button: "button primary generate" },
  tool: { box: "tool-run", summary: "tool-run-summary", button: "button primary tool-run-button" },
  inline: { box: null, summary: null, button: "button primary" },
};

export function ActionBar({
  look = "bar",
  form,
  onPress,
  label,
  sending,
  started,
  disabled,
  phase = "idle",
  hold = null,
  describedBy,
  children,
}: {
  look?: keyof typeof LOOKS;
  /** The id of the <form> the button submits (the bar's); an inline button submits the form it is in. */
  form?: string;
  /** What a button of its own does (a tool's). */
  onPress?: () => void;
  label: ReactNode;
  /** What the button says while the press is sent, and once it started (PressLabel's defaults otherwise). */
  sending?: ReactNode;
  started?: ReactNode;
  disabled: boolean;
  /** Where the press is (forms/useSpendPress.ts): the button says "Starting…", then "✓ Started", and takes no press. */
  phase?: PressPhase;
  /** A press the core held ("may have been charged"): its words here, and "Send again anyway". */
  hold?: SpendHold | null;
  /** The id of the line that says why the button is disabled, when there is one. */
  describedBy?: string;
  children?: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const uid = useId();
  const heldId = `${form ?? uid}-held`;
  const css = LOOKS[look];
  const held = <HeldPress hold={hold} id={heldId} focusAfter={() => button.current} />;
  const summary = css.summary ? (
    <div className={css.summary} aria-live="polite">
      {children}
      {held}
    </div>
  ) : (
    <>
      {children}
      {held}
    </>
  );
  const press = (
    <button
      ref={button}
      type={onPress ? "button" : "submit"}
      form={look === "inline" ? undefined : form}
      className={css.button}
      // Ctrl/Cmd+Enter clicks the screen's main button (an inline one is not a screen's).
      data-make={look === "inline" ? undefined : ""}
      data-held={hold ? "" : undefined}
      disabled={disabled}
      // While a press is under way, or held, the button keeps its focus but takes no press (the guard drops it).
      aria-disabled={phase !== "idle" || hold != null || undefined}
      aria-busy={phase === "sending" || undefined}
      aria-describedby={hold ? heldId : describedBy}
      onClick={onPress}
    >
      <PressLabel phase={phase} label={label} sending={sending} started={started} />
    </button>
  );
  return css.box ? (
    <div className={css.box}>
      {summary}
      {press}
    </div>
  ) : (
    <>
      {summary}
      {press}
    </>
  );
}

/**
 * A spend button's words: its label, or while a press is under way "Starting…" and then "✓ Started" in
 * the label's place. The label stays in the layout (hidden), so the button keeps its size and a double
 * click's second click lands on the button it meant, where the guard takes it once.
 */
export function PressLabel({
  phase,
  label,
  sending = t("shell.press.starting"),
  started = t("shell.press.started"),
}: {
  phase: PressPhase;
  label: ReactNode;
  sending?: ReactNode;
  started?: ReactNode;
}) {
  if (phase === "idle") return <>{label}</>;
  return (
    <span className="press-label">
      <span className="press-label-kept" aria-hidden="true">
        {label}
      </span>
      <span className="press-label-now">{phase === "sending" ? sending : started}</span>
    </span>
  );
}

/** A warning line: why the button can't be pressed yet. */
export function ShortReason({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p className="short-reason" id={id}>
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}

/** "Fix the marked field(s) above to continue." when some are marked. */
export function FixMarked({ count }: { count: number }) {
  return count > 0 ? <ShortReason>{tn("shell.fix_marked", count)}</ShortReason> : null;
}

/** "You'll have 112 credits left." (nothing while the balance is unknown) */
export function BalanceAfter({ credits }: { credits: number | null }) {
  if (credits == null) return null;
  return <>{tx("shell.balance_after", { credits: <strong>{formatCredits(credits)}</strong> })}</>;
}

/** The confirmation that a job started, announced once. */
export function Started({ text }: { text: string | null }) {
  return text ? (
    <p className="started" role="status">
      ✓ {text}
    </p>
  ) : null;
}

/** How a video's price adds up, in words: "6 s × 2 credits = 12 credits, Studio −10%: 11 credits". */
export function videoBreakdown(credits: number, p: PerSecond): string {
  const parts = { seconds: p.seconds, rate: formatCredits(p.rate), full: formatCredits(p.fullPrice) };
  return p.discounted && p.fullPrice !== credits
    ? t("video.cost.breakdown_discounted", { ...parts, credits: formatCredits(credits) })
    : t("video.cost.breakdown", parts);
}

/**
 * The bar of a form that says its price in one verb (Video, Avatar, Music's track): "Make video — 9
 * credits", how it adds up, the balance after, and why it can't be pressed when it can't.
 */
export function SpendBar({
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
      <ErrorNotice error={error} />
    </ActionBar>
  );
}
