// What the window says about deleting and restoring, from what the core says (studio-core `trash`,
// `MediaItem.deletesAtService`: which copies the service deletes); a 404 means
// the service no longer had it, which is not "deleted from the service". And what a bulk delete,
// restore or export left as it was, with the core's reasons (studio-core `bulk::NotDone`).
import type { DeletedItem, DeletedMany, NotDone } from "../../bindings";
import { formatNumber, plural } from "../../lib/format";
import type { MediaItem } from "../../api/gallery";
import { kindWord } from "./title";

/** Whether deleting asks the service to delete its copy (the core's word, `MediaItem.deletesAtService`). */
export function deletesAtService(item: MediaItem): boolean {
  return item.deletesAtService;
}

/** The toast after a delete, saying only what happened. */
export function deletedText(d: DeletedItem): string {
  const word = kindWord(d.item);
  switch (d.service) {
    case "deleted":
      return "Deleted from the service. The copy on this computer is in the Trash.";
    case "already_gone":
      return `The service no longer had this ${word}, so nothing was deleted there. The copy on this computer is in the Trash.`;
    case "kept":
      return `Removed from this computer: the ${word} is in the Trash. The service keeps its copy.`;
    case "not_held":
      return `Removed from this computer: the ${word} is in the Trash. Nothing was deleted at the service.`;
    case "already_in_trash":
      return `The ${word} was already in the Trash.`;
    case "untouched":
      return `Removed from this computer: the ${word} is in the Trash. The service keeps its copy.`;
  }
}

/** The toast after a restore: the service's copy is never brought back (an item whose copy the service deleted
 * comes back on this computer only). */
export function restoredText(item: MediaItem): string {
  if (item.serviceGone) return "Back in the gallery, on this computer only: the copy at the service stays deleted.";
  return deletesAtService(item)
    ? "Back in the gallery. The copy at the service stays deleted."
    : "Back in the gallery.";
}

/** Who a bulk delete deletes at the service, with its verb: "2 images are", "1 video is", "2 images
 * and 1 video are". */
export function atServiceWords(images: number, videos: number): string {
  const parts = [images ? plural(images, "image", "images") : "", videos ? plural(videos, "video", "videos") : ""];
  const who = parts.filter(Boolean).join(" and ");
  return `${who} ${images + videos === 1 ? "is" : "are"}`;
}

/** What a bulk delete did, as it was counted: what moved to the Trash and what the service did. */
export function deletedManyText(r: DeletedMany): string {
  const service = [
    r.serviceDeleted ? `${formatNumber(r.serviceDeleted)} deleted at the service for good` : "",
    r.alreadyGone ? `${formatNumber(r.alreadyGone)} the service no longer had` : "",
    r.kept ? `${plural(r.kept, "music track stays", "music tracks stay")} at the service` : "",
    r.notHeld ? `${formatNumber(r.notHeld)} never at the service` : "",
    r.untouched ? `the service keeps ${r.untouched === 1 ? "its copy" : "their copies"}` : "",
  ].filter(Boolean);
  const moved = r.trashed.length
    ? `${plural(r.trashed.length, "item", "items")} moved to the Trash on this computer${service.length ? ` (${service.join(", ")})` : ""}.`
    : "Nothing moved to the Trash.";
  const already = r.alreadyInTrash ? ` ${plural(r.alreadyInTrash, "item was", "items were")} already there.` : "";
  return moved + already;
}

/** The reasons a bulk action left items as they were, each once (with how many it held back when there
 * are several). */
function reasons(failed: NotDone[]): string {
  const count = new Map<string, number>();
  for (const f of failed) count.set(f.reason, (count.get(f.reason) ?? 0) + 1);
  return [...count].map(([reason, n]) => (count.size > 1 ? `${reason} (${n})` : reason)).join("; ");
}

/** What a bulk delete left in the library, with the reasons. */
export function notDeletedText(r: DeletedMany): string | null {
  if (r.failed.length === 0) return null;
  return `${plural(r.failed.length, "item stays", "items stay")} in your library, still selected: ${reasons(r.failed)}`;
}

/** What a bulk restore or export (`done`: "restored", "exported") left as it was, with the reasons. */
export function notDoneText(failed: NotDone[], done: string): string | null {
  if (failed.length === 0) return null;
  return `${plural(failed.length, "item was", "items were")} not ${done}: ${reasons(failed)}`;
}
