// A list read from the core a page at a time (pickers, a character's board, saved slideshows): the first
// page when `key` changes (after `delay` ms, so typing a search asks once it pauses), "more" for the next,
// "reload" to read again from the top keeping as many as were shown. An answer to an older key is dropped.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiError } from "../api";
import { useHandleError } from "../state";

export interface Paged<T> {
  items: T[];
  /** How many match in all (null until the first page is back). */
  total: number | null;
  loading: boolean;
  error: ApiError | null;
  more: () => void;
  reload: () => void;
}

export function usePaged<T>(
  key: string,
  fetch: (offset: number, limit: number) => Promise<{ items: T[]; total: number }>,
  pageSize: number,
  delay = 0,
): Paged<T> {
  const handleError = useHandleError();
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const seq = useRef(0);
  // Read through a ref: callers build `fetch` on every render; `key` says when it asks for something else.
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  const load = useCallback(
    async (offset: number, limit: number, my: number) => {
      setLoading(true);
      try {
        const page = await fetchRef.current(offset, limit);
        if (my !== seq.current) return;
        setItems((xs) => (offset === 0 ? page.items : [...xs, ...page.items]));
        setTotal(page.total);
        setError(null);
      } catch (e) {
        if (my === seq.current) setError(handleError(e));
      } finally {
        if (my === seq.current) setLoading(false);
      }
    },
    [handleError],
  );

  useEffect(() => {
    const my = ++seq.current;
    const t = window.setTimeout(() => void load(0, pageSize, my), delay);
    return () => window.clearTimeout(t);
  }, [key, load, pageSize, delay]);

  const count = items.length;
  const more = useCallback(() => void load(count, pageSize, seq.current), [load, count, pageSize]);
  const reload = useCallback(() => void load(0, Math.max(pageSize, count), ++seq.current), [load, count, pageSize]);
  return { items, total, loading, error, more, reload };
}
