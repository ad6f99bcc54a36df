// Credits, part of the session: the connected account's balance (CreditsChanged events) and what the
// form on screen is about to spend (the header shows the balance after it). Apart from the session so
// that a new balance re-renders only what shows credits.
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { api, events, type CreditsView } from "../api";
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

  useEffect(() => {
    const off = events.creditsChanged((c) => setCredits(c));
    return () => {
      off.then((f) => f()).catch(() => undefined);
    };
  }, []);

  const value = useMemo(
    () => ({ credits, refreshCredits, pendingSpend, setPendingSpend }),
    [credits, refreshCredits, pendingSpend],
  );
  return <CreditsContext.Provider value={value}>{children}</CreditsContext.Provider>;
}

export function useCredits(): CreditsStore {
  return useProvided(CreditsContext, "useCredits");
}
