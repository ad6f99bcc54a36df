// Gallery commands (issue 5: src-tauri/src/commands/gallery.rs) over the generated bindings.
import { commands } from "../bindings";
import type * as B from "../bindings";
import { unwrap, withProgress } from "./transport";

/** A library item with its job's facts (request, promptUsed, cost, dates, face, trash state). */
export type { MediaItem, ReferenceInfo } from "./types";
export type GalleryQuery = B.GalleryQuery;
export type GallerySync = B.GallerySync;
export type SavedFile = B.SavedFile;
export type ChosenFolder = B.ChosenFolder;
export type GalleryRef = B.GalleryRef;
export type Shelf = B.Shelf;
export type ShelfCount = B.ShelfCount;
export type GallerySort = B.GallerySort;
export type Collection = B.Collection;
export type DeleteScope = B.DeleteScope;
export type BulkProgress = B.BulkProgress;
export type NotDone = B.NotDone;
export type ReviewFlag = B.ReviewFlag;

export const galleryApi = {
  list: (query: GalleryQuery) => unwrap(commands.galleryList(query)),
  /** How many items of each shelf the search finds (its own kind and shelf aside). */
  counts: (query: GalleryQuery) => unwrap(commands.galleryCounts(query)),
  /** Every item of the search, in its order (select all in view). */
  refs: (query: GalleryQuery) => unwrap(commands.galleryRefs(query)),
  providers: () => unwrap(commands.galleryProviders()),
  favourite: (ids: string[], favourite: boolean) => unwrap(commands.mediaFavourite(ids, favourite)),
  /** A review's verdict (picked, rejected, or neither), kept only on this computer; how many changed. */
  flag: (ids: string[], flag: B.ReviewFlag) => unwrap(commands.mediaFlag(ids, flag)),
  /** A review's rating, 1 to 5 (null takes it off), kept only on this computer; how many changed. */
  rate: (ids: string[], rating: number | null) => unwrap(commands.mediaRate(ids, rating)),
  /** The native folder dialog: the folder's token and its path to show; null when cancelled. */
  exportFolderPick: () => unwrap(commands.exportFolderPick()),
  /** Writes each into the chosen folder (its token) with its metadata; what can't be written is listed with
   * its reason, the rest still goes; `onProgress` after each item. */
  /** The save dialog, then the items as one .zip (each as a single save writes it); null when cancelled. */
  exportZip: (ids: string[], onProgress: (p: B.BulkProgress) => void) =>
    withProgress(onProgress, (ch) => unwrap(commands.mediaExportZip(ids, ch))),
  exportMany: (ids: string[], folder: B.ChosenFolder, onProgress: (p: B.BulkProgress) => void) =>
    withProgress(onProgress, (ch) => unwrap(commands.mediaExportMany(ids, folder.token, ch))),
  /** Lists the service's images and videos and adds those the library lacks. */
  sync: () => unwrap(commands.gallerySync()),
  /** Native save dialog; null when cancelled. */
  save: (id: string) => unwrap(commands.mediaSave(id)),
  /** Moves the local copy to the trash: from this computer only (the service keeps its copy), or deleted at
   * the service first ("service": pictures and videos; permanent); says what happened at the service. */
  delete: (id: string, scope: B.DeleteScope) => unwrap(commands.mediaDelete(id, scope)),
  /** Deletes many as `delete` deletes one, the local part at once; `onProgress` after each item. */
  deleteMany: (ids: string[], scope: B.DeleteScope, onProgress: (p: B.BulkProgress) => void) =>
    withProgress(onProgress, (ch) => unwrap(commands.mediaDeleteMany(ids, scope, ch))),
  restore: (id: string) => unwrap(commands.mediaRestore(id)),
  /** Opens the item's file in the system's player or viewer. */
  openOutside: (id: string) => unwrap(commands.mediaOpenOutside(id)),
  /** Shows the item's file, selected, in the system's file manager. */
  showInFolder: (id: string) => unwrap(commands.mediaShowInFolder(id)),
  /** Restores many in one go (one transaction: `onProgress` once, at the end); lists what was not in the Trash. */
  restoreMany: (ids: string[], onProgress: (p: B.BulkProgress) => void) =>
    withProgress(onProgress, (ch) => unwrap(commands.mediaRestoreMany(ids, ch))),
  trashAtService: () => unwrap(commands.trashAtService()),
  trashEmpty: () => unwrap(commands.trashEmpty()),
  /** Starts the system's drag of these items' files (the app names the library's own files, the page never a
   * path: src-tauri/src/drag_out.rs); false when none of them has a file on this computer. */
  dragFiles: (ids: string[]) => unwrap(commands.mediaDragFiles(ids)),
};

/** Collections of the library, kept only on this computer. */
export type Tag = B.Tag;

/** Tags kept on this computer (many per item); a rename onto another tag's name makes them one. */
export const tagsApi = {
  list: () => unwrap(commands.tagsList()),
  add: (ids: string[], name: string) => unwrap(commands.tagsAdd(ids, name)),
  remove: (ids: string[], tagId: string) => unwrap(commands.tagsRemove(ids, tagId)),
  rename: (tagId: string, name: string) => unwrap(commands.tagRename(tagId, name)),
  delete: (tagId: string) => unwrap(commands.tagDelete(tagId)),
};

export const collectionsApi = {
  list: () => unwrap(commands.collectionsList()),
  create: (name: string) => unwrap(commands.collectionCreate(name)),
  rename: (id: string, name: string) => unwrap(commands.collectionRename(id, name)),
  delete: (id: string) => unwrap(commands.collectionDelete(id)),
  add: (id: string, ids: string[]) => unwrap(commands.collectionAdd(id, ids)),
  remove: (id: string, ids: string[]) => unwrap(commands.collectionRemove(id, ids)),
};
