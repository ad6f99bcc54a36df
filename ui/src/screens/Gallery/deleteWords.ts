// What the window says about deleting and restoring, from what the app knows (studio-core `trash`): the
// service deletes pictures and videos it holds by id; a music track stays at the service; a 404 means
// the service no longer had it, which is not "deleted from the service".
import type { DeletedItem } from "../../bindings";
import type { MediaItem } from "../../api/gallery";
import { kindWord } from "./title";

/** Whether deleting asks the service to delete its copy (a picture or video with a service id). */
export function deletesAtService(item: MediaItem): boolean {
  return item.kind !== "audio" && item.remoteId != null;
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
  }
}

/** The toast after a restore: the service's copy is never brought back. */
export function restoredText(item: MediaItem): string {
  return deletesAtService(item)
    ? "Back in the gallery. The copy at the service stays deleted."
    : "Back in the gallery.";
}
