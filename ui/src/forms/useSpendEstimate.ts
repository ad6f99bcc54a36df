// The form kit's live estimate (issue 29): what the SpendRequest on screen would cost, from the one door
// (`spendApi.spendEstimate`: the core's rules and prices, nothing re-implemented here). It is asked again
// when the request changes by content (an equal request built anew is not asked again) and when the
// balance moves; a change waits `delay` so typing is not asked letter by letter, and a change of the
// `priced` part (and of the balance) is asked at once where the form names that part. An answer for a
// request no longer on screen is dropped. `current()` waits for the estimate of what is on screen now:
// the submit check reads it, never a stale one. Its field errors come as the form's messages by field
// (fieldErrors.ts), so a form reads `fields` instead of mapping them itself.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiError, Estimate } from "../api";
import { spendApi, type SpendRequest } from "../api/spend";
import { useCredits, useHandleError } from "../state";
import { fieldMessages } from "./fieldErrors";

/** How long (ms) a change waits before it is estimated, by default. */
export const ESTIMATE_DELAY = 150;

export interface SpendEstimateOptions {
  /** How long (ms) a change waits before it is estimated. */
  delay?: number;
  /**
   * The part of the form that moves the price (any JSON value, compared by content). When given, the
   * first estimate, a change of it and a change of the balance are estimated at once; only the other
   * changes (words being typed) wait `delay`. Without it every change waits.
   */
  priced?: unknown;
  /** The form field a request field's error belongs to (fieldMessages' `fieldOf`); default its path. */
  fieldOf?: (path: string) => string;
}

export interface SpendEstimate {
  /** The estimate of the last request answered; null before the first answer, after a failure, and with no request. */
  estimate: Estimate | null;
  /** The estimate's field errors, the first message per form field (`fieldOf`); {} without an estimate. */
  fields: Record<string, string>;
  /** Why the last estimate failed (already through useHandleError); null once one succeeds. */
  error: ApiError | null;
  /** An estimate is waiting or under way. */
  loading: boolean;
  /** The estimate of the request on screen now, waiting for one in flight; null when it failed or there is no request. */
  current: () => Promise<Estimate | null>;
}

/** The live estimate of `request`; null = nothing to estimate yet (the estimate is null, nothing is asked). */
export function useSpendEstimate(
  request: SpendRequest | null,
  { delay = ESTIMATE_DELAY, priced, fieldOf }: SpendEstimateOptions = {},
): SpendEstimate {
  const { credits } = useCredits();
  const handleError = useHandleError();
  const balance = credits?.credits ?? null;
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(request != null);
  const seq = useRef(0);
  const pending = useRef<Promise<Estimate | null>>(Promise.resolve(null));
  const lastPriced = useRef<string | null>(null);
  const key = JSON.stringify(request);
  const pricedKey = priced === undefined ? null : JSON.stringify([priced, balance]);

  useEffect(() => {
    const my = ++seq.current;
    if (!request) {
      pending.current = Promise.resolve(null);
      setEstimate(null);
      setError(null);
      setLoading(false);
      return;
    }
    const atOnce = pricedKey != null && pricedKey !== lastPriced.current;
    lastPriced.current = pricedKey;
    setLoading(true);
    let settle: (e: Estimate | null) => void = () => undefined;
    pending.current = new Promise((resolve) => (settle = resolve));
    const t = window.setTimeout(
      () => {
        spendApi
          .spendEstimate(request)
          .then((e) => {
            if (my === seq.current) {
              setEstimate(e);
              setError(null);
            }
            settle(e);
          })
          .catch((e) => {
            if (my === seq.current) {
              setEstimate(null);
              setError(handleError(e));
            }
            settle(null);
          })
          .finally(() => my === seq.current && setLoading(false));
      },
      atOnce ? 0 : delay,
    );
    return () => {
      window.clearTimeout(t);
      settle(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for the request by content (callers build a new one each render): an equal one must not estimate again; a balance change does
  }, [key, balance, pricedKey, delay, handleError]);

  const current = useCallback(async (): Promise<Estimate | null> => {
    for (;;) {
      const p = pending.current;
      const e = await p;
      if (p === pending.current) return e;
    }
  }, []);

  // Between a request's going and the effect's running, the old answer is not shown for nothing.
  const shown = request ? estimate : null;
  const fields = fieldMessages(shown?.errors, fieldOf);
  return { estimate: shown, fields, error, loading: request ? loading : false, current };
}
