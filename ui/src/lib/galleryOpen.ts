// Hand-off into the Gallery's lightbox from other screens (Home's recent work): the caller stores the
// item's id, then does go("gallery"); the Gallery takes it once and opens that item if it is among the
// newest. In memory only, like lib/recall.ts: a navigation intent, not something to replay later.

let pending: string | null = null;

/** Asks the Gallery to open this library item when it shows next; the caller then does go("gallery"). */
export function openInGallery(itemId: string): void {
  pending = itemId;
}

/** The pending item id once (then cleared), or null. */
export function takeGalleryOpen(): string | null {
  const id = pending;
  pending = null;
  return id;
}
