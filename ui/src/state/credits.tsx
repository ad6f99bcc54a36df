// Credits, part of the session: the connected account's balance (CreditsChanged events) and what the
// form on screen is about to spend (the header shows the balance after it). Apart from the session so
// that a new balance re-renders only what shows credits.
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { api, events, unlisten, type CreditsView } from "../api";
import { useProvided } from "./context";
import { useHandleError } from "./session";

export interface PendingSpend {
  credits: number;
  balanceAfter: number;
}

export interface CreditsStore {
  credits: CreditsView | null;
  refreshCredits: (includeRecent?: boolean) => Promise<CreditsView | null>;
  pendingSpend: PendingSpend | null;
  setPendingSpend: (p: PendingSpend | null) => void;
}

/** A little after the reset time, so the service has renewed the allowance when the balance is read. */
const RESET_GRACE_MS = 5_000;
/** The longest delay a browser timer keeps (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647 - RESET_GRACE_MS;

const CreditsContext = createContext<CreditsStore | null>(null);

export function CreditsProvider({ children }: { children: ReactNode }) {
  const handleError = useHandleError();
  const [credits, setCredits] = useState<CreditsView | null>(null);
  const [pendingSpend, setPendingSpend] = useState<PendingSpend | null>(null);

  const refreshCredits = useCallback(
    async (includeRecent = false) => {
      try {
        const c = await api.creditsGet(includeRecent);
        setCredits(c);
        return c;
      } catch (e) {
        handleError(e);
        return null;
      }
    },
    [handleError],
  );

  // The allowance renews at creditsResetAt: once that time has passed, the balance is read again (once
  // per reset time), so the header never shows last period's balance beside a reset that already happened.
  const resetAt = credits?.creditsResetAt ?? null;
  const reread = useRef<string | null>(null);
  useEffect(() => {
    if (!resetAt) return;
    const at = new Date(resetAt).getTime();
    if (!Number.isFinite(at)) return;
    const due = () => {
      if (reread.current === resetAt) return;
      reread.current = resetAt;
      void refreshCredits();
    };
    const wait = at - Date.now();
    if (wait <= 0) {
      due();
      return;
    }
    // Timers hold at most about 24 days; a later reset is looked at again when the balance next changes.
    if (wait > MAX_TIMER_MS) return;
    const t = window.setTimeout(due, wait + RESET_GRACE_MS);
    return () => window.clearTimeout(t);
  }, [resetAt, refreshCredits]);

  useEffect(() => unlisten(events.creditsChanged(setCredits)), []);

  const value = useMemo(
    () => ({ credits, refreshCredits, pendingSpend, setPendingSpend }),
    [credits, refreshCredits, pendingSpend],
  );
  return <CreditsContext.Provider value={value}>{children}</CreditsContext.Provider>;
}

export function useCredits(): CreditsStore {
  return useProvided(CreditsContext, "useCredits");
}
