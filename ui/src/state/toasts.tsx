// Toasts: the short messages in the window's corner. Showing one (`useToast`) is a function that never
// changes, apart from the list shown (`useToasts`), so a new toast re-renders only the toasts.
import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useProvided } from "./context";
import type { Screen } from "./navigation";

export interface Toast {
  id: number;
  kind: "success" | "error" | "info";
  text: string;
  detail?: string;
  /** `screen`: where the action leads; the button is left out while that screen is already open. */
  action?: { label: string; run: () => void; screen?: Screen };
}

export type ShowToast = (toast: Omit<Toast, "id">) => void;

export interface ToastsStore {
  toasts: Toast[];
  dismissToast: (id: number) => void;
}

/** The most kept at once (each goes by itself after its time); the window shows the newest three. */
const TOASTS_KEPT = 12;

const ToastsContext = createContext<ToastsStore | null>(null);
const ShowToastContext = createContext<ShowToast | null>(null);

export function ToastsProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const toast = useCallback<ShowToast>((t) => {
    const id = nextId.current++;
    setToasts((ts) => [...ts.slice(-(TOASTS_KEPT - 1)), { ...t, id }]);
    window.setTimeout(() => setToasts((ts) => ts.filter((x) => x.id !== id)), t.kind === "error" ? 12000 : 8000);
  }, []);
  const dismissToast = useCallback((id: number) => setToasts((ts) => ts.filter((x) => x.id !== id)), []);

  const list = useMemo(() => ({ toasts, dismissToast }), [toasts, dismissToast]);
  return (
    <ShowToastContext.Provider value={toast}>
      <ToastsContext.Provider value={list}>{children}</ToastsContext.Provider>
    </ShowToastContext.Provider>
  );
}

/** Shows a toast (an error stays 12 s, anything else 8 s; the newest three shown, older ones folded). */
export function useToast(): ShowToast {
  return useProvided(ShowToastContext, "useToast");
}

/** The toasts shown now, for the one place that shows them. */
export function useToasts(): ToastsStore {
  return useProvided(ToastsContext, "useToasts");
}
