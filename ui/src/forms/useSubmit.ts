// The form kit's one submission: a press of a spend button is one intent (forms/useSpendPress.ts: a double
// click or a repeated Enter sends once; a press the core answers "may have been charged" is held until the
// person says to send it again). The press checks what is on screen first (the form's `check`: its live
// estimate's fields, then credits; nothing is sent that the estimate refuses), sends, and hands the form what
// started (`then`). A refusal goes to the field it names when the form has one (`refused`), else it shows under
// the button; a refused key is Settings' to show (useHandleError has gone there).
//
// `useSpend` is every spending form's: it sends a SpendRequest through the one door (src-tauri's `spend`; the
// only call of it in the window), puts the jobs it started in the tray, and says what started. `useSubmit` is
// the same press for a start that is not one request (a recipe's run).
import { useState } from "react";
import type { ApiError, TrackedJob } from "../api";
import { spendApi, type SpendRequest } from "../api/spend";
import { LOST_WHILE_SENT } from "../lib/price";
import { useHandleError, useTrackJob } from "../state";
import { passOnHold, useSpendPress } from "./useSpendPress";

export interface SubmitOptions<T> {
  /** Asked first at each press: false stops it before anything is sent (a field to fix, a short balance). */
  check?: () => boolean | Promise<boolean>;
  /** The form's part once it started; false: nothing counts as started (a tool whose run failed). */
  then?: (started: T) => void | boolean | Promise<void | boolean>;
  /** What the form says once it started (`started`). */
  says?: (started: T) => string | null;
  /** A refusal the form shows itself (at the field it names): true when it took it. */
  refused?: (error: ApiError) => boolean;
}

/**
 * A press that sends with `send` (null: nothing to send yet). `key` is what the form would send now (any
 * JSON value): a held press lets go when it changes.
 */
export function useSubmit<T>(
  key: unknown,
  send: ((intent: string) => Promise<T>) | null,
  { check, then, says, refused }: SubmitOptions<T> = {},
) {
  const handleError = useHandleError();
  const { press, pressConfirmed, phase, hold } = useSpendPress(key);
  const [error, setError] = useState<ApiError | null>(null);
  const [started, setStarted] = useState<string | null>(null);

  const attempt =
    (text?: string) =>
    async (intent: string): Promise<boolean> => {
      setError(null);
      setStarted(null);
      try {
        if ((check && !(await check())) || !send) return false;
        const out = await send(intent);
        setStarted(says?.(out) ?? text ?? null);
        return (await then?.(out)) !== false;
      } catch (raw) {
        passOnHold(raw);
        const err = handleError(raw);
        if (!refused?.(err) && err.code !== "unauthorized") setError(err);
        return false;
      }
    };

  return {
    /** Sends once per press; `text` is what the form says once it started (when `says` says nothing). */
    submit: (text?: string) => press(attempt(text)),
    /** A press the person already confirmed (a "Try again" after the warning that it may have started). */
    submitConfirmed: () => pressConfirmed(attempt()),
    phase,
    hold,
    /** Why the last press failed, when no field took it. */
    error,
    setError,
    /** What the form said once it started; null again at the next press or change (`clear`). */
    started,
    clear: () => setStarted(null),
  };
}

/** The press of a spending form: `request` (what it would send now) through the one door, its jobs tracked. */
export function useSpend(request: SpendRequest | null, { says, ...options }: SubmitOptions<TrackedJob[]> = {}) {
  const trackJob = useTrackJob();
  const send =
    request &&
    (async (intent: string) => {
      const jobs = await spendApi.spend(intent, request);
      jobs.forEach(trackJob);
      return jobs;
    });
  return useSubmit(request, send, {
    ...options,
    says: (jobs) => (jobs.some((j) => j.mayHaveStarted) ? LOST_WHILE_SENT : (says?.(jobs) ?? null)),
  });
}
