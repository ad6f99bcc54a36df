// Gallery commands (issue 5: src-tauri/src/commands/gallery.rs) over the generated bindings.
import { commands } from "../bindings";
import type * as B from "../bindings";
import { unwrap } from "./transport";

/** A library item with its job's facts (request, promptUsed, cost, dates, face, trash state). */
export type { MediaItem, ReferenceInfo } from "./types";
export type GalleryQuery = B.GalleryQuery;
export type GalleryPage = B.GalleryPage;
export type GallerySync = B.GallerySync;
export type SavedFile = B.SavedFile;

export const galleryApi = {
  list: (query: GalleryQuery) => unwrap(commands.galleryList(query)),
  /** Lists the service's images and videos and adds those the library lacks. */
  sync: () => unwrap(commands.gallerySync()),
  /** Native save dialog; null when cancelled. */
  save: (id: string) => unwrap(commands.mediaSave(id)),
  /** Deletes at the service (pictures and videos; permanent), moves the local copy to the trash, and says
   * what happened at the service. */
  remove: (id: string) => unwrap(commands.mediaDelete(id)),
  restore: (id: string) => unwrap(commands.mediaRestore(id)),
  emptyTrash: () => unwrap(commands.trashEmpty()),
};
