// A character picker over every character (the service lists them a page at a time, with no search of
// its own): a page of 50, "Show more" for the next, and while a name is typed every remaining page is
// read so the search covers them all.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../api";
import { charactersApi, type Character } from "../api/characters";
import { useHandleError } from "../state";

export interface CharacterPick {
  /** The characters read so far whose name holds the search. */
  items: Character[];
  /** Every character read so far, whatever the search (for their names). */
  read: Character[];
  /** Characters not read yet: a number when the service says, null when it only says there are more. */
  left: number | null;
  hasMore: boolean;
  loaded: boolean;
  loading: boolean;
  error: ApiError | null;
  more: () => void;
}

/** `quiet`: a failure is only shown where the characters are (the Gallery's filter works on this computer's
 * library without the service), never sent to the window's error handling (a refused key opens Settings). */
export function useCharacterPick(search: string, quiet = false): CharacterPick {
  const handleError = useHandleError();
  const [all, setAll] = useState<Character[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const offset = useRef(0);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await charactersApi.list(null, offset.current);
      offset.current += page.characters.length;
      setAll((xs) => [...xs, ...page.characters.filter((c) => !xs.some((x) => x.id === c.id))]);
      setHasMore(page.hasMore && page.characters.length > 0);
      setTotal(page.total);
      setError(null);
    } catch (e) {
      setError(quiet ? ApiError.from(e) : handleError(e));
      setHasMore(false);
    } finally {
      setLoading(false);
      setLoaded(true);
    }
  }, [handleError, quiet]);

  useEffect(() => {
    void load();
  }, [load]);
  // A search looks through every character: the remaining pages load while it is typed.
  const words = search.trim().toLowerCase();
  useEffect(() => {
    if (words && hasMore && !loading) void load();
  }, [words, hasMore, loading, load]);

  const items = words ? all.filter((c) => (c.name ?? "").toLowerCase().includes(words)) : all;
  const left = !hasMore ? 0 : total != null ? Math.max(0, total - all.length) : null;
  return { items, read: all, left, hasMore, loaded, loading, error, more: () => void load() };
}
