// What the window says about deleting and restoring, from what the core says (studio-core `trash`,
// `MediaItem.deletesAtService`: which copies the service deletes); a 404 means
// the service no longer had it, which is not "deleted from the service". And what a bulk delete,
// restore or export left as it was, with the core's reasons (studio-core `bulk::NotDone`).
import type { DeletedItem, DeletedMany, NotDone } from "../../bindings";
import { say, t, tn } from "../../i18n";
import type { MediaItem } from "../../api/gallery";
import { kindWord } from "./title";

/** Whether deleting asks the service to delete its copy (the core's word, `MediaItem.deletesAtService`). */
export function deletesAtService(item: MediaItem): boolean {
  return item.deletesAtService;
}

/** The toast after a delete, saying only what happened. */
export function deletedText(d: DeletedItem): string {
  if (d.service === "deleted") return t("gallery.deleted.deleted");
  // An untouched copy is one the service kept.
  return t(`gallery.deleted.${d.service === "untouched" ? "kept" : d.service}`, { kind: kindWord(d.item) });
}

/** The toast after a restore: the service's copy is never brought back (an item whose copy the service deleted
 * comes back on this computer only). */
export function restoredText(item: MediaItem): string {
  if (item.serviceGone) return t("gallery.restored.only_here");
  return deletesAtService(item) ? t("gallery.restored.service_deleted") : t("gallery.restored.plain");
}

/** What a bulk delete deletes at the service, by kind: "2 images are deleted at the service for good — it
 * cannot be undone there.", "1 video is …", "2 images and 1 video are …". */
export function atServiceText(images: number, videos: number): string {
  const parts = [images ? tn("gallery.n.image", images) : "", videos ? tn("gallery.n.video", videos) : ""].filter(
    Boolean,
  );
  const who = parts.length === 2 ? t("gallery.list_and", { first: parts[0], last: parts[1] }) : parts.join("");
  return tn("gallery.bulk_delete.at_service", images + videos, { who });
}

/** What a bulk delete did, as it was counted: what moved to the Trash and what the service did. */
export function deletedManyText(r: DeletedMany): string {
  const service = [
    r.serviceDeleted ? t("gallery.deleted_many.service_deleted", { count: r.serviceDeleted }) : "",
    r.alreadyGone ? t("gallery.deleted_many.already_gone", { count: r.alreadyGone }) : "",
    r.kept ? tn("gallery.deleted_many.kept", r.kept) : "",
    r.notHeld ? t("gallery.deleted_many.not_held", { count: r.notHeld }) : "",
    r.untouched ? tn("gallery.deleted_many.untouched", r.untouched) : "",
  ].filter(Boolean);
  const moved = !r.trashed.length
    ? t("gallery.deleted_many.nothing")
    : service.length
      ? tn("gallery.deleted_many.moved_with", r.trashed.length, { service: service.join(", ") })
      : tn("gallery.deleted_many.moved", r.trashed.length);
  const already = r.alreadyInTrash ? ` ${tn("gallery.deleted_many.already", r.alreadyInTrash)}` : "";
  return moved + already;
}

/** The reasons a bulk action left items as they were, each once (with how many it held back when there
 * are several). */
function reasons(failed: NotDone[]): string {
  const count = new Map<string, number>();
  for (const f of failed) count.set(say(f.reason), (count.get(say(f.reason)) ?? 0) + 1);
  return [...count].map(([reason, n]) => (count.size > 1 ? `${reason} (${n})` : reason)).join("; ");
}

/** What a bulk delete left in the library, with the reasons. */
export function notDeletedText(r: DeletedMany): string | null {
  if (r.failed.length === 0) return null;
  return tn("gallery.not_deleted", r.failed.length, { reasons: reasons(r.failed) });
}

/** What a bulk restore or export (`done`: "restored", "exported") left as it was, with the reasons. */
export function notDoneText(failed: NotDone[], done: "restored" | "exported"): string | null {
  if (failed.length === 0) return null;
  return tn(`gallery.not_done.${done}`, failed.length, { reasons: reasons(failed) });
}
