// The sticky bar under every spending form: a few lines on what it costs and why it can't go yet, and
// the one button. Create image, Video, Avatar, Music, Mix and Slideshows share it, so a creator reads
// the same sentences in the same places everywhere; the small pieces also serve the Tools cards.
import { useRef, type ReactNode } from "react";
import { formatCredits } from "../lib/format";
import { type PressPhase, type SpendHold } from "./useSpendPress";
import { HeldPress } from "./HeldPress";
import { tx } from "../components/RichText";
import { t, tn } from "../i18n";

export function ActionBar({
  form,
  label,
  disabled,
  phase = "idle",
  hold = null,
  describedBy,
  children,
}: {
  /** The id of the <form> the button submits. */
  form: string;
  label: string;
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
  const heldId = `${form}-held`;
  return (
    <div className="action-bar">
      <div className="action-summary" aria-live="polite">
        {children}
        <HeldPress hold={hold} id={heldId} focusAfter={() => button.current} />
      </div>
      <button
        ref={button}
        type="submit"
        form={form}
        className="button primary generate"
        data-make
        data-held={hold ? "" : undefined}
        disabled={disabled}
        // While a press is under way, or held, the button keeps its focus but takes no press (the guard drops it).
        aria-disabled={phase !== "idle" || hold != null || undefined}
        aria-describedby={hold ? heldId : describedBy}
      >
        <PressLabel phase={phase} label={label} />
      </button>
    </div>
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
