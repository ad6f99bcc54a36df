// A review's bookkeeping, apart from its window (Review.tsx): each item's flag and rating as the review has
// them, the steps it can undo (the value before each, set again), and what its end step moves.
import type { MediaItem, ReviewFlag } from "../../api/gallery";
import { t } from "../../i18n";

/** An item's marks in a review. */
export interface Marks {
  flag: ReviewFlag;
  rating: number | null;
}

/** One change the review made, and what it undoes to. */
export interface Step {
  id: string;
  /** Where the item is in the review (undo goes back to it). */
  index: number;
  what: "flag" | "rating";
  before: Marks;
  after: Marks;
}

/** The marks each item came with (kept in the library: a review left half-way and opened again has them). */
export function marksOf(items: MediaItem[]): Map<string, Marks> {
  return new Map(items.map((m) => [m.id, { flag: m.flag ?? "none", rating: m.rating ?? null }]));
}

/** Where a review starts: the first item neither picked nor rejected, else the first. */
export function startAt(items: MediaItem[], marks: Map<string, Marks>): number {
  const i = items.findIndex((m) => (marks.get(m.id)?.flag ?? "none") === "none");
  return i < 0 ? 0 : i;
}

/** The flag a press of P or X gives: pressed on an item already so flagged, it takes the flag off. */
export function toggled(now: ReviewFlag, pressed: "picked" | "rejected"): ReviewFlag {
  return now === pressed ? "none" : pressed;
}

/** What the end step does: the rejected go to the Trash (with `alsoUnmarked`, the items neither picked nor
 * rejected too); every other item stays. */
export function endOf(items: MediaItem[], marks: Map<string, Marks>, alsoUnmarked: boolean) {
  const flag = (m: MediaItem) => marks.get(m.id)?.flag ?? "none";
  const picked = items.filter((m) => flag(m) === "picked").length;
  const rejected = items.filter((m) => flag(m) === "rejected").length;
  const unmarked = items.length - picked - rejected;
  const trash = items.filter((m) => flag(m) === "rejected" || (alsoUnmarked && flag(m) === "none")).map((m) => m.id);
  return { picked, rejected, unmarked, trash, keep: items.length - trash.length };
}

/** An item's marks in words ("Picked", "3 of 5"): never colour alone. */
export function markWords(mark: Marks): string[] {
  const out: string[] = [];
  if (mark.flag !== "none") out.push(t(`review.mark.${mark.flag}`));
  if (mark.rating) out.push(t("review.mark.rated", { n: mark.rating }));
  return out;
}
