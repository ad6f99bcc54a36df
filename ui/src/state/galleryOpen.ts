// Hand-off into the Gallery's lightbox from other screens (Home's recent work, the Jobs tray, a recipe's run,
// a slideshow's video): go("gallery", galleryOpenHandOff(id)); the Gallery takes it once and opens that item
// if it is among the newest (state/navigation.tsx: a navigation intent, not something to replay later).
import type { HandOff } from "./navigation";

/** The hand-off that opens this library item in the Gallery's lightbox. */
export function galleryOpenHandOff(itemId: string): HandOff {
  return { kind: "open", itemId };
}

/** The item id an "open" hand-off carries, or null. */
export function galleryOpenIn(h: HandOff | null | undefined): string | null {
  return h?.kind === "open" ? h.itemId : null;
}
