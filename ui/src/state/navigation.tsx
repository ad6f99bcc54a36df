// Navigation: which screen is open, and at most one hand-off waiting for a screen or form to take it ("Open
// these settings" fills a form, a next step opens its form with the item chosen, an item opens in the
// Gallery's lightbox). `go(screen, handOff)` opens the screen with it; the form of its kind takes it once
// (a hand-off of another kind stays for its own screen). Each hand-off has a sequence number, so a form
// already open sees a new one arrive and applies it in place (no remount).
// Kept in memory: a hand-off is a one-shot navigation intent, not something to replay after a restart (the
// form saves what it was filled with as its draft).
import {
  createContext,
  useCallback,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from "react";
import type { Recall } from "./recall";
import type { NextStep } from "./nextStep";
import { useProvided } from "./context";

export type Screen =
  "home" | "create" | "gallery" | "settings" | "video" | "music" | "characters" | "slideshows" | "tools" | "recipes";

/** What one screen hands to another. */
export type HandOff =
  /** "Open these settings": the form of the recall's kind fills in with them. */
  | { kind: "recall"; recall: Recall }
  /** A next step on a result: the step's form opens with the item chosen. */
  | { kind: "step"; step: NextStep }
  /** The Gallery opens this library item in its lightbox. */
  | { kind: "open"; itemId: string };

/** A hand-off not yet taken, and its sequence number. */
export interface PendingHandOff {
  seq: number;
  handOff: HandOff;
}

export interface NavigationState {
  screen: Screen;
  /** The sequence number of the last hand-off given (0 before any): it stays when the hand-off is taken. */
  seq: number;
  pending: PendingHandOff | null;
}

export const START: NavigationState = { screen: "home", seq: 0, pending: null };

/** Opens `screen`; a new hand-off replaces one not taken yet, none keeps it. */
export function navigate(state: NavigationState, screen: Screen, handOff?: HandOff): NavigationState {
  if (!handOff) return state.screen === screen ? state : { ...state, screen };
  const seq = state.seq + 1;
  return { screen, seq, pending: { seq, handOff } };
}

/** The pending hand-off when `pick` wants it (then cleared): a hand-off `pick` does not want stays. */
export function takeHandOff<T>(
  pending: PendingHandOff | null,
  pick: (h: HandOff) => T | null,
): { value: T | null; pending: PendingHandOff | null } {
  const value = pending ? pick(pending.handOff) : null;
  return { value, pending: value === null ? pending : null };
}

export interface NavigationStore {
  screen: Screen;
  /** Opens `screen`, with a hand-off for it when given. The same function for the whole run. */
  go: (screen: Screen, handOff?: HandOff) => void;
  /** The sequence number of the last hand-off given: a screen already open reacts when it changes. */
  seq: number;
  /** The hand-off waiting to be taken, or null. */
  pending: PendingHandOff | null;
  /** Clears the pending hand-off `seq` (it was taken). The same function for the whole run. */
  taken: (seq: number) => void;
}

const NavigationContext = createContext<NavigationStore | null>(null);

export function NavigationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<NavigationState>(START);
  const go = useCallback((screen: Screen, handOff?: HandOff) => setState((s) => navigate(s, screen, handOff)), []);
  const taken = useCallback(
    (seq: number) => setState((s) => (s.pending?.seq === seq ? { ...s, pending: null } : s)),
    [],
  );
  const value = useMemo(() => ({ ...state, go, taken }), [state, go, taken]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): NavigationStore {
  return useProvided(NavigationContext, "useNavigation");
}

/**
 * The hand-off `pick` wants, for a form: the returned function takes the pending one when `pick` wants it,
 * and returns what this mount took for the last hand-off given (the same on every later call, so React's
 * development double effects see it too), or null when the last one given was not for it. Call it from an
 * effect (or a callback), never while rendering.
 */
export function useTakeHandOff<T>(pick: (h: HandOff) => T | null): () => T | null {
  const { seq, pending, taken } = useNavigation();
  const picker = useRef(pick);
  picker.current = pick;
  const took = useRef<{ seq: number; value: T } | null>(null);
  return useCallback(() => {
    if (pending && took.current?.seq !== pending.seq) {
      const { value } = takeHandOff(pending, picker.current);
      if (value !== null) {
        took.current = { seq: pending.seq, value };
        taken(pending.seq);
      }
    }
    return took.current?.seq === seq ? took.current.value : null;
  }, [seq, pending, taken]);
}

/**
 * A screen's choice that a pending hand-off sets (the tab or tool it belongs to): `pick`'s answer for the
 * pending hand-off when the screen opens, else `fallback`; and again when a new hand-off arrives while it is
 * open. The hand-off is not taken (its form takes it).
 */
export function useHandOffChoice<T>(pick: (h: HandOff) => T | null, fallback: T): [T, Dispatch<SetStateAction<T>>] {
  const { pending } = useNavigation();
  const [value, setValue] = useState<T>(() => {
    const v = pending ? pick(pending.handOff) : null;
    return v === null ? fallback : v;
  });
  const [seen, setSeen] = useState(pending?.seq ?? 0);
  if (pending && pending.seq !== seen) {
    setSeen(pending.seq);
    const v = pick(pending.handOff);
    if (v !== null) setValue(v);
  }
  return [value, setValue];
}
