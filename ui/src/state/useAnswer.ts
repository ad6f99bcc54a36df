// A command's answer that a part of the window reads when it opens: asked again when `key` changes (what was
// read for the last key is forgotten at once, so one account's list is never shown under another's) and on
// `reload` (what is shown stays until the answer). An answer to an older ask is dropped; a failure is said
// through useHandleError and kept until an answer comes.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiError } from "../api";
import { useHandleError } from "./session";

export interface Answer<T> {
  /** The last answer; null before the first (and after `key` changed). */
  value: T | null;
  error: ApiError | null;
  reload: () => Promise<void>;
}

export function useAnswer<T>(ask: () => Promise<T>, key: unknown = null): Answer<T> {
  const handleError = useHandleError();
  const [answer, setAnswer] = useState<{ value: T | null; error: ApiError | null }>({ value: null, error: null });
  // Read through a ref: callers build `ask` on every render; `key` says when it asks for something else.
  const askRef = useRef(ask);
  askRef.current = ask;
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const my = ++seq.current;
    try {
      const value = await askRef.current();
      if (my === seq.current) setAnswer({ value, error: null });
    } catch (e) {
      const error = handleError(e);
      if (my === seq.current) setAnswer((a) => ({ ...a, error }));
    }
  }, [handleError]);

  const keyText = JSON.stringify(key);
  useEffect(() => {
    setAnswer({ value: null, error: null });
    void reload();
  }, [keyText, reload]);
  return { ...answer, reload };
}
