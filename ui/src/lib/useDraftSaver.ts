// Saves a form's draft as the person types (draft_save, 400 ms after the last change), so nothing typed is
// lost: leaving the screen or closing the window within that delay still writes the last change, and
// opening a screen writes nothing new (the draft just read back is already stored).
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../api";

export const DRAFT_DELAY = 400;
export type DraftSaveState = "idle" | "saving" | "saved";

/**
 * The caller reads its draft back and then calls `restoredAs(d)` with the draft as stored: the one it
 * restored, or its empty draft when none was stored. Until then nothing is written; from then on every
 * value that differs from what is stored is written (also what was typed while the draft was being read).
 * `encode`: how the draft is stored (JSON unless the form keeps plain text).
 * `discard(empty)`: the form's work is done (saved, sent) and it starts again as `empty`: the stored draft
 * is emptied and nothing pending is written later, so the form does not come back with what was saved.
 */
export function useDraftSaver<T>(
  form: string,
  draft: T,
  onError: (e: unknown) => void = () => undefined,
  encode: (d: T) => string = (d) => JSON.stringify(d),
): { state: DraftSaveState; restoredAs: (d: T) => void; discard: (empty: T) => Promise<void> } {
  const [state, setState] = useState<DraftSaveState>("idle");
  const [ready, setReady] = useState(false);
  /** The value known to be stored (null until the draft is back). */
  const stored = useRef<string | null>(null);
  /** Typed but not written yet. */
  const pending = useRef<string | null>(null);
  const errRef = useRef(onError);
  errRef.current = onError;
  const encodeRef = useRef(encode);
  encodeRef.current = encode;

  const restoredAs = useCallback((d: T) => {
    stored.current = encodeRef.current(d);
    setReady(true);
  }, []);

  const discard = useCallback(
    async (empty: T) => {
      pending.current = null;
      stored.current = encodeRef.current(empty);
      setState("idle");
      await api.draftSave(form, "").catch(() => undefined);
    },
    [form],
  );

  useEffect(() => {
    if (!ready) return;
    const value = encodeRef.current(draft);
    if (value === stored.current) {
      pending.current = null;
      setState((s) => (s === "saving" ? "saved" : s));
      return;
    }
    pending.current = value;
    setState("saving");
    const t = window.setTimeout(() => {
      api
        .draftSave(form, value)
        .then(() => {
          stored.current = value;
          if (pending.current === value) pending.current = null;
          setState("saved");
        })
        .catch((e) => {
          errRef.current(e);
          setState("idle");
        });
    }, DRAFT_DELAY);
    return () => window.clearTimeout(t);
  }, [draft, ready, form]);

  useEffect(() => {
    const flush = () => {
      const v = pending.current;
      if (v == null) return;
      pending.current = null;
      stored.current = v;
      void api.draftSave(form, v).catch(() => undefined);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form]);

  return { state, restoredAs, discard };
}
