// A picker over the whole library (studio-core `library_pick`): the words typed search every item of a kind
// (or of a character's board), newest first, a page at a time ("Show more"), instead of the newest few.
// Items seen this run are remembered (state/seenItems.tsx), so a choice older than the pages shown (a next
// step's item, a page loaded before a new search) can still be drawn.
import type { MediaItem, MediaKind } from "../api";
import { api } from "../api";
import { useLibrary, useSeenItems } from "../state";
import { usePaged, type Paged } from "./usePaged";

const SEARCH_DELAY = 200;

export interface PickOf {
  /** One kind, or every kind (null). */
  kind: MediaKind | null;
  /** Only what was made with this character's face. */
  characterId?: string | null;
  search: string;
  /** Only items the service can read (by id or address). */
  atService: boolean;
}

/** The items of `of`, `pageSize` at a time; read again when the library gains an item. */
export function usePick(of: PickOf, pageSize: number): Paged<MediaItem> {
  const { library } = useLibrary();
  const { remember } = useSeenItems();
  const words = of.search.trim();
  const query = { kind: of.kind, characterId: of.characterId ?? null, search: words, atService: of.atService };
  const key = JSON.stringify([query, library.length, library[0]?.id ?? null]);
  return usePaged(
    key,
    async (offset, limit) => {
      const page = await api.libraryPick({ ...query, offset, limit });
      remember(page.items);
      return page;
    },
    pageSize,
    words ? SEARCH_DELAY : 0,
  );
}

/** The pages loaded, and the chosen item first when it is not among them (in `known`, or `seen` this run), so
 * a choice made elsewhere is in view. */
export function withChosen(
  loaded: MediaItem[],
  chosen: string,
  known: MediaItem[],
  seen: (id: string) => MediaItem | undefined,
): MediaItem[] {
  if (!chosen || loaded.some((m) => m.id === chosen)) return loaded;
  const picked = known.find((m) => m.id === chosen) ?? seen(chosen);
  return picked ? [picked, ...loaded] : loaded;
}
