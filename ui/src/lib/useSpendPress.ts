// One press of a spend button is one intent. The press is taken before any await (a ref, not state, so
// the second click of a double click or a repeated Enter finds it taken even before React re-renders);
// it lasts while the request is checked and sent, and for a moment after the job started, while the
// button says so. The core answers a repeat of an intent with the first job (spend/intents.rs), so even
// a press that got past this guard could not charge twice. A deliberate press afterwards is a new intent.
import { useCallback, useEffect, useRef, useState } from "react";

/** How long the button says "Started" and takes no press. */
export const STARTED_MS = 1500;

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

export function useSpendPress() {
  const phaseRef = useRef<PressPhase>("idle");
  const [phase, setPhase] = useState<PressPhase>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = useCallback((p: PressPhase) => {
    phaseRef.current = p;
    setPhase(p);
  }, []);

  /**
   * Runs `attempt` for the first press only, with this press's intent id. `attempt` answers whether it
   * sent the request (true: the button says "Started" for a moment) or stopped before sending (false: a
   * field to fix, a short balance; the next press is taken at once). A throw counts as not started.
   */
  const press = useCallback(
    async (attempt: (intent: string) => Promise<boolean>): Promise<void> => {
      if (phaseRef.current !== "idle") return;
      set("sending");
      let started = false;
      try {
        started = await attempt(newIntent());
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
    [set],
  );

  return { press, phase, busy: phase !== "idle" };
}
