// One press of a spend button is one intent. The press is taken before any await (a ref, not state, so
// the second click of a double click or a repeated Enter finds it taken even before React re-renders);
// it lasts while the request is checked and sent, and for a moment after the job started, while the
// button says so. The core answers a repeat of an intent with the first job (spend/intents.rs), so even
// a press that got past this guard could not charge twice. A deliberate press afterwards is a new intent.
//
// When the core answers a press with `may_have_been_charged` (the same request's answer was lost a moment
// ago, or it is being sent right now: spend/lookup.rs `guard`), the press is held: its message is shown
// where the button is, the button sends nothing by itself (a double click's second click neither), and
// only the person's yes ("Send again anyway", then "Send again") sends it, with an intent starting
// `again:`. The hold lets go when what the form would send changes (`requestKey`).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../api/errors";

/** How long the button says "Started" and takes no press. */
export const STARTED_MS = 1500;

/** The error code of a press whose request may already have been charged. */
export const MAY_HAVE_BEEN_CHARGED = "may_have_been_charged";

/** The prefix of an intent the person confirmed after the warning (studio-core `lookup::AGAIN`). */
export const AGAIN = "again:";

export type PressPhase = "idle" | "sending" | "started";

/** A new intent id (a UUID). */
export function newIntent(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A new intent the person confirmed: the core sends it even though the same request may have been charged. */
export function againIntent(): string {
  return `${AGAIN}${newIntent()}`;
}

/** Whether a failure is the core's "this may already have been charged" answer. */
export function mayHaveBeenCharged(e: unknown): boolean {
  return ApiError.from(e).code === MAY_HAVE_BEEN_CHARGED;
}

/**
 * For a press's `catch`: passes the "may have been charged" answer on to the press, which holds it (and
 * shows it where the button is); any other failure stays the form's to show.
 */
export function passOnHold(e: unknown): void {
  if (mayHaveBeenCharged(e)) throw e;
}

/** A press held by the core's "may have been charged" answer. */
export interface SpendHold {
  /** The core's words, to show where the button is. */
  message: string;
  /** The technical text, for a details line. */
  detail: string;
  /** Sends the same press again with an `again:` intent (the person said yes). */
  sendAgain: () => Promise<void>;
}

type Attempt = (intent: string) => Promise<boolean>;
interface Held {
  error: ApiError;
  key: string;
  attempt: Attempt;
}

/** A form's request as a comparable key ("" when the form gives none). */
function keyOf(requestKey: unknown): string {
  if (requestKey === undefined) return "";
  try {
    return JSON.stringify(requestKey) ?? "";
  } catch {
    return "";
  }
}

/**
 * The press of a spend button. `requestKey` is what the form would send now (any JSON value): a held press
 * lets go when it changes, since a different request is not the one that may have been charged.
 */
export function useSpendPress(requestKey?: unknown) {
  const phaseRef = useRef<PressPhase>("idle");
  const [phase, setPhase] = useState<PressPhase>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const key = keyOf(requestKey);
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  }, [key]);
  const heldRef = useRef<Held | null>(null);
  const [held, setHeldState] = useState<Held | null>(null);

  const set = useCallback((p: PressPhase) => {
    phaseRef.current = p;
    setPhase(p);
  }, []);
  const setHeld = useCallback((h: Held | null) => {
    heldRef.current = h;
    setHeldState(h);
  }, []);

  const run = useCallback(
    async (attempt: Attempt, intent: string): Promise<void> => {
      set("sending");
      let started = false;
      try {
        started = await attempt(intent);
      } catch (e) {
        if (!mayHaveBeenCharged(e)) throw e;
        // Held before the press is taken back, so no click finds the button free in between.
        setHeld({ error: ApiError.from(e), key: keyRef.current, attempt });
      } finally {
        if (started) {
          set("started");
          clearTimeout(timer.current);
          timer.current = setTimeout(() => set("idle"), STARTED_MS);
        } else {
          set("idle");
        }
      }
    },
    [set, setHeld],
  );

  // A press runs `attempt` with the intent `intent()` gives it, unless one is running or this request is held.
  const pressWith = useCallback(
    (intent: () => string) =>
      async (attempt: Attempt): Promise<void> => {
        if (phaseRef.current !== "idle") return;
        const h = heldRef.current;
        if (h && h.key === keyRef.current) return;
        if (h) setHeld(null);
        await run(attempt, intent());
      },
    [run, setHeld],
  );

  /**
   * Runs `attempt` for the first press only, with this press's intent id. `attempt` answers whether it
   * sent the request (true: the button says "Started" for a moment) or stopped before sending (false: a
   * field to fix, a short balance; the next press is taken at once). A throw counts as not started; a
   * "may have been charged" throw holds the press (see above). While held, a press of the same request
   * sends nothing.
   */
  const press = useMemo(() => pressWith(newIntent), [pressWith]);

  /** The held press, sent again with the person's yes. */
  const sendAgain = useCallback(async (): Promise<void> => {
    const h = heldRef.current;
    if (!h || phaseRef.current !== "idle") return;
    setHeld(null);
    await run(h.attempt, againIntent());
  }, [run, setHeld]);

  /**
   * A press the person already confirmed (a "Try again" after the warning that it may have started): sent
   * with an `again:` intent. Taken once, like any press; held like any press too (a yes is given once).
   */
  const pressConfirmed = useMemo(() => pressWith(againIntent), [pressWith]);

  const shown = held && held.key === key ? held : null;
  const hold: SpendHold | null = shown ? { message: shown.error.message, detail: shown.error.detail, sendAgain } : null;
  return { press, pressConfirmed, phase, busy: phase !== "idle", hold };
}
