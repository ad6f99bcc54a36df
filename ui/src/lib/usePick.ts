// A picker over the whole library (studio-core `library_pick`): the words typed search every item of a kind,
// newest first, a page at a time ("Show more"), instead of the newest few. Items seen this run are
// remembered, so a choice older than the pages shown (a next step's item, a page loaded before a new
// search) can still be drawn.
import { useCallback, useEffect, useRef, useState } from "react";
import { api, type ApiError, type MediaItem, type MediaKind } from "../api";
import { useHandleError, useLibrary } from "../state";

const SEARCH_DELAY = 200;

const seen = new Map<string, MediaItem>();

/** Remembers items for `seenItem` (the pickers' pages, a next step's item). */
export function rememberItems(items: MediaItem[]): void {
  for (const m of items) seen.set(m.id, m);
}

/** An item seen this run, by id. */
export function seenItem(id: string): MediaItem | undefined {
  return seen.get(id);
}

export interface Pick {
  items: MediaItem[];
  /** How many items match in all (null until the first page is back). */
  total: number | null;
  loading: boolean;
  error: ApiError | null;
  /** Loads the next page. */
  more: () => void;
}

/** Items of `kind` matching `search`, `pageSize` at a time; read again when the library changes. */
export function usePick(kind: MediaKind, search: string, pageSize: number, atService = true): Pick {
  const handleError = useHandleError();
  const { library } = useLibrary();
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const seq = useRef(0);
  const words = search.trim();

  const load = useCallback(
    async (offset: number, my: number) => {
      setLoading(true);
      try {
        const page = await api.libraryPick({ kind, search: words, atService, offset, limit: pageSize });
        if (my !== seq.current) return;
        rememberItems(page.items);
        setItems((xs) =>
          offset === 0 ? page.items : [...xs, ...page.items.filter((m) => !xs.some((x) => x.id === m.id))],
        );
        setTotal(page.total);
        setError(null);
      } catch (e) {
        if (my === seq.current) setError(handleError(e));
      } finally {
        if (my === seq.current) setLoading(false);
      }
    },
    [kind, words, atService, pageSize, handleError],
  );

  useEffect(() => {
    const my = ++seq.current;
    // The first page at once; a search once typing pauses.
    const t = window.setTimeout(() => void load(0, my), words ? SEARCH_DELAY : 0);
    return () => window.clearTimeout(t);
  }, [load, words, library]);

  const count = items.length;
  const more = useCallback(() => void load(count, seq.current), [load, count]);
  return { items, total, loading, error, more };
}
