// The filtered gallery list, fetched a page at a time from gallery_list and kept in a small cache.
// `total` comes with the first page, so the grid has its full height (and the scrollbar its size)
// before anything else is loaded.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../api";
import { galleryApi, type GalleryQuery, type MediaItem } from "../../api/gallery";

export const PAGE = 120;
const KEEP_PAGES = 12;

/** Every field given: the screen always says exactly what it shows. */
export type Filter = Required<Omit<GalleryQuery, "offset" | "limit">>;

export interface Pages {
  total: number | null;
  /** The item at an index of the filtered list, when its page is loaded. */
  get: (index: number) => MediaItem | undefined;
  /** Loads the pages covering [from, to] that aren't cached or on the way. */
  ensure: (from: number, to: number) => void;
  /** Fetches again, keeping what is shown until the new pages arrive. */
  reload: () => void;
  error: ApiError | null;
  /** Changes whenever a page arrives (for memoised children). */
  version: number;
}

/** The pages, and `generation`: changes when the list is fetched anew (a new filter, or a reload), so what
 * is counted beside it is asked again. */
export function usePages(filter: Filter, onError: (e: unknown) => ApiError): Pages & { generation: number } {
  const key = JSON.stringify(filter);
  const filterRef = useRef(filter);
  filterRef.current = filter;
  // The total, with the filter it counts: a new filter has no total (and shows no tiles) from its first
  // render, not only once the effect below has run (which left one frame of the old tiles under the
  // new filter's words: "98,058 videos").
  const [listed, setListed] = useState<{ total: number; key: string } | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;
  const total = listed && listed.key === key ? listed.total : null;
  const [version, setVersion] = useState(0);
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState<ApiError | null>(null);
  const cache = useRef(new Map<number, MediaItem[]>());
  /** Pages of the previous fetch, shown while a reload brings fresh ones. */
  const stale = useRef(new Map<number, MediaItem[]>());
  const inflight = useRef(new Set<number>());
  const gen = useRef(0);
  const lastWanted = useRef(0);
  // Read through a ref: a caller passing a new function each render must not restart the pages.
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const fetchPage = useCallback(async (p: number) => {
    const g = gen.current;
    const k = keyRef.current;
    inflight.current.add(p);
    try {
      const page = await galleryApi.list({ ...filterRef.current, offset: p * PAGE, limit: PAGE });
      if (g !== gen.current) return;
      cache.current.set(p, page.items);
      stale.current.delete(p);
      // Keep the pages nearest to where the person is looking.
      if (cache.current.size > KEEP_PAGES) {
        const far = [...cache.current.keys()].sort(
          (a, b) => Math.abs(b - lastWanted.current) - Math.abs(a - lastWanted.current),
        );
        for (const q of far.slice(0, cache.current.size - KEEP_PAGES)) cache.current.delete(q);
      }
      setListed({ total: page.total, key: k });
      setError(null);
      setVersion((v) => v + 1);
    } catch (e) {
      if (g === gen.current) setError(onErrorRef.current(e));
    } finally {
      if (g === gen.current) inflight.current.delete(p);
    }
  }, []);

  const restart = useCallback(
    (keepShown: boolean) => {
      gen.current++;
      stale.current = keepShown ? new Map([...stale.current, ...cache.current]) : new Map();
      cache.current = new Map();
      inflight.current = new Set();
      if (!keepShown) setListed(null);
      setVersion((v) => v + 1);
      setGeneration((v) => v + 1);
      void fetchPage(Math.floor(lastWanted.current / PAGE));
      if (lastWanted.current >= PAGE) void fetchPage(0);
    },
    [fetchPage],
  );

  useEffect(() => {
    lastWanted.current = 0;
    restart(false);
  }, [key, restart]);

  const ensure = useCallback(
    (from: number, to: number) => {
      lastWanted.current = Math.max(0, from);
      const first = Math.floor(Math.max(0, from) / PAGE);
      const last = Math.floor(Math.max(0, to) / PAGE);
      for (let p = first; p <= last; p++) {
        if (!cache.current.has(p) && !inflight.current.has(p)) void fetchPage(p);
      }
    },
    [fetchPage],
  );

  const get = useCallback(
    (index: number) => {
      const p = Math.floor(index / PAGE);
      return (cache.current.get(p) ?? stale.current.get(p))?.[index % PAGE];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: a new page means new answers, so memoised children reading get() re-render
    [version],
  );

  const reload = useCallback(() => restart(true), [restart]);

  return { total, get, ensure, reload, error, version, generation };
}
