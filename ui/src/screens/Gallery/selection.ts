// Multi-select in the gallery: a click (with no selection) opens the item; Ctrl/Cmd+click adds or
// takes one; Shift+click selects the range from the last clicked item; once something is selected a
// plain click adds or takes one too. Kept by id (with what a delete needs to know), so a selection
// survives pages being dropped from the cache, and "select all in view" can hold the whole search.
import type { GalleryRef, MediaItem } from "../../api/gallery";

export interface Selection {
  /** Selected items by id. */
  items: Map<string, GalleryRef>;
  /** Index of the last item clicked (the start of a Shift range). */
  anchor: number | null;
}

export const EMPTY: Selection = { items: new Map(), anchor: null };

export type Press = { shift: boolean; toggle: boolean };

export function refOf(item: MediaItem): GalleryRef {
  return { id: item.id, kind: item.kind, atService: item.remoteId != null && item.remoteId.trim() !== "" };
}

/** What a click on the item at `index` does: "open" it, or the next selection. `at` reads the loaded
 * item at an index (a range takes only the loaded ones: a range is what the person can see). */
export function press(
  sel: Selection,
  index: number,
  item: MediaItem,
  how: Press,
  at: (i: number) => MediaItem | undefined,
): Selection | "open" {
  if (how.shift && sel.anchor != null) {
    const items = new Map(sel.items);
    const [a, b] = sel.anchor <= index ? [sel.anchor, index] : [index, sel.anchor];
    for (let i = a; i <= b; i++) {
      const m = at(i);
      if (m) items.set(m.id, refOf(m));
    }
    return { items, anchor: sel.anchor };
  }
  if (!how.toggle && !how.shift && sel.items.size === 0) return "open";
  const items = new Map(sel.items);
  if (items.has(item.id)) items.delete(item.id);
  else items.set(item.id, refOf(item));
  return { items, anchor: index };
}

export function selectAll(refs: GalleryRef[]): Selection {
  return { items: new Map(refs.map((r) => [r.id, r])), anchor: null };
}

/** How many of the selection the service deletes (pictures and videos it holds), how many music tracks
 * it keeps, and how many it never held: what a bulk delete says before it starts. */
export function deleteCounts(refs: Iterable<GalleryRef>): {
  images: number;
  videos: number;
  tracks: number;
  onlyHere: number;
} {
  const c = { images: 0, videos: 0, tracks: 0, onlyHere: 0 };
  for (const r of refs) {
    if (r.kind === "audio") c.tracks++;
    else if (!r.atService) c.onlyHere++;
    else if (r.kind === "video") c.videos++;
    else c.images++;
  }
  return c;
}
