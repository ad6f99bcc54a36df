// Every character, read from the service a page at a time (it lists them so, with no search of its own): a page
// of 50, "Show more" for the next, and while a name is typed every remaining page is read so the search covers
// them all. The pickers use it, and so does the Characters screen (which reads its list again each time it is
// shown, `active`).
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../api";
import { charactersApi, type Character } from "../api/characters";
import { useHandleError } from "../state";

export interface CharacterPick {
  /** The characters read so far whose name holds the search. */
  items: Character[];
  /** Every character read so far, whatever the search (for their names). */
  read: Character[];
  /** How many characters there are in all, when the service says (null when it doesn't, or before it answers). */
  total: number | null;
  /** Characters not read yet: a number when the service says, null when it only says there are more. */
  left: number | null;
  hasMore: boolean;
  loaded: boolean;
  loading: boolean;
  error: ApiError | null;
  more: () => void;
  /** Takes a character deleted here out of what was read, at once (the next read from the top agrees). */
  drop: (id: string) => void;
}

export interface CharacterPickOptions {
  /** A failure is only shown where the characters are (the Gallery's filter works on this computer's library
   * without the service), never sent to the window's error handling (a refused key opens Settings). */
  quiet?: boolean;
  /** Whether the list is shown: nothing is read while it is not, and it is read again from the top (what was
   * read stays until the answer comes) each time it is shown again. Pickers are always shown (the default). */
  active?: boolean;
}

export function useCharacterPick(
  search: string,
  { quiet = false, active = true }: CharacterPickOptions = {},
): CharacterPick {
  const handleError = useHandleError();
  const [all, setAll] = useState<Character[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const offset = useRef(0);
  // Each read from the top is a new round: what a page of an older round brings is dropped.
  const round = useRef(0);

  /** The first page (`fromTop`: in place of every one read), or the next. */
  const load = useCallback(
    async (fromTop: boolean) => {
      const my = fromTop ? ++round.current : round.current;
      setLoading(true);
      try {
        const page = await charactersApi.list(null, fromTop ? 0 : offset.current);
        if (my !== round.current) return;
        offset.current = (fromTop ? 0 : offset.current) + page.characters.length;
        setAll((xs) =>
          fromTop ? page.characters : [...xs, ...page.characters.filter((c) => !xs.some((x) => x.id === c.id))],
        );
        setHasMore(page.hasMore && page.characters.length > 0);
        setTotal(page.total);
        setError(null);
      } catch (e) {
        if (my !== round.current) return;
        setError(quiet ? ApiError.from(e) : handleError(e));
        setHasMore(false);
      } finally {
        if (my === round.current) {
          setLoading(false);
          setLoaded(true);
        }
      }
    },
    [handleError, quiet],
  );

  useEffect(() => {
    if (active) void load(true);
  }, [active, load]);
  // A search looks through every character: the remaining pages load while it is typed.
  const words = search.trim().toLowerCase();
  useEffect(() => {
    if (words && hasMore && !loading) void load(false);
  }, [words, hasMore, loading, load]);

  const drop = (id: string) => {
    if (!all.some((c) => c.id === id)) return;
    // The service's list has one fewer before the next page.
    offset.current = Math.max(0, offset.current - 1);
    setAll((xs) => xs.filter((c) => c.id !== id));
    setTotal((t) => (t != null && t > 0 ? t - 1 : t));
  };

  const items = words ? all.filter((c) => (c.name ?? "").toLowerCase().includes(words)) : all;
  const left = !hasMore ? 0 : total != null ? Math.max(0, total - all.length) : null;
  return {
    items,
    read: all,
    total,
    left,
    hasMore,
    loaded,
    loading,
    error,
    more: () => void load(false),
    drop,
  };
}
