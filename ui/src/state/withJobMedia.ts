// The library the window holds (the newest items, newest first), brought up to date with a finished
// job's own media as its JobUpdated event carries them, rather than read again whole from the core.
import type { MediaItem } from "../api/types";

/** The newest items the window holds (what `library_list` gave it at start). */
export const LIBRARY_HELD = 500;

/** `library` with `media` in it: new items in their place by date (newest first), known ones replaced. */
export function withJobMedia(library: MediaItem[], media: MediaItem[]): MediaItem[] {
  if (media.length === 0) return library;
  const fresh = new Map(media.map((m) => [m.id, m]));
  const kept = library.map((m) => fresh.get(m.id) ?? m);
  const known = new Set(library.map((m) => m.id));
  const added = media.filter((m) => !known.has(m.id));
  if (added.length === 0) return kept;
  return [...added, ...kept]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, LIBRARY_HELD);
}
