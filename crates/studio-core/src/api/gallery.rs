//! The gallery: its pages and counts (`gallery`), the service's listing brought in (`gallery_sync`),
//! saving and exporting items (`export`) and reading an exported file's settings back (`file_settings`),
//! and the trash with the two deletes (`trash`).

use super::Core;
use crate::base::error::Result;
use crate::base::model::MediaItem;
use crate::features::export::{
    self, ChosenFolder, DragFiles, ExportedMany, ExportedZip, SavedFile,
};
use crate::features::file_settings::{self, FileSettings};
use crate::features::gallery::{self, GalleryPage, GalleryQuery};
use crate::features::gallery_sync::{self, GallerySync};
use crate::features::trash::{self, DeleteScope, DeletedItem, DeletedMany, RestoredMany};
use crate::store::{GalleryRef, ShelfCount};
use std::path::{Path, PathBuf};

impl Core {
    /// A gallery page in the query's order, with the total count.
    pub fn gallery_list(&self, query: &GalleryQuery) -> Result<GalleryPage> {
        gallery::page(&self.jobs, query)
    }

    /// How many items of each shelf the query finds, its kind and shelf aside (the counts beside the
    /// kind chips); shelves without any are left out.
    pub fn gallery_counts(&self, query: &GalleryQuery) -> Result<Vec<ShelfCount>> {
        self.store.shelf_counts(&query.filter())
    }

    /// Every item the query finds (offset and limit aside), in its order: "select all in view".
    pub fn gallery_refs(&self, query: &GalleryQuery) -> Result<Vec<GalleryRef>> {
        self.store.search_refs(&query.filter(), query.order())
    }

    /// The providers of the library's items, by name (the gallery's provider filter).
    pub fn gallery_providers(&self) -> Result<Vec<String>> {
        self.store.providers()
    }

    /// Brings every picture and video the service lists into the library (`gallery_sync`), one sync
    /// at a time (two at once would both download the same new entries).
    pub async fn gallery_sync(&self) -> Result<GallerySync> {
        let _one = self.gallery_sync.lock().await;
        gallery_sync::sync(&self.jobs).await
    }

    /// The settings a dropped file carries (a PNG the app exported, or a file with its `.json`), typed
    /// as [`Core::jobs_settings`] gives a job's, for "Open these settings"; a file without them says so
    /// in plain words. Read with a size bound; nothing is sent and nothing is spent.
    pub async fn settings_from_file(&self, path: PathBuf) -> Result<FileSettings> {
        let store = self.store.clone();
        crate::base::error::blocking(
            media_api::say!(
                "file_settings.reading_stopped_unexpectedly",
                "Reading the file stopped unexpectedly"
            ),
            move || file_settings::from_file(&store, &path),
        )
        .await?
    }

    /// The file name a save dialog suggests for an item.
    pub fn media_save_name(&self, id: &str) -> Result<String> {
        export::save_name(&self.jobs, id)
    }

    /// Writes the item to `dest` (replacing it: the caller has asked) with its metadata.
    pub async fn media_save_to(&self, id: &str, dest: &Path) -> Result<SavedFile> {
        export::save_to(&self.jobs, id, dest).await
    }

    /// Writes the item into a folder under its suggested name (a free one: nothing there is replaced),
    /// with its metadata.
    pub async fn media_export_into(&self, id: &str, dir: &Path) -> Result<SavedFile> {
        export::export_into(&self.jobs, id, dir).await
    }

    /// A folder the person chose in a dialog, named to the page by a token: the page can ask for an
    /// export into it ([`Core::media_export_many`]) but never name a folder of its own.
    pub fn folder_chosen(&self, path: PathBuf) -> ChosenFolder {
        self.folders.choose(path)
    }

    /// Writes many items into the chosen folder of `folder` (a token of [`Core::folder_chosen`]) as
    /// [`Core::media_export_into`] writes one (the gallery's bulk export). An item that can't be
    /// written is left, with its reason, and the others still go: every file that can be written is.
    /// `progress(done, total)` is called after each item.
    pub async fn media_export_many(
        &self,
        ids: &[String],
        folder: &str,
        progress: impl Fn(u32, u32),
    ) -> Result<ExportedMany> {
        let dir = self.folders.get(folder)?;
        export::export_many(&self.jobs, ids, &dir, progress).await
    }

    /// The items as one .zip at `dest` (a path the app's save dialog gave), `progress` after each.
    pub async fn media_export_zip(
        &self,
        ids: &[String],
        dest: &Path,
        progress: impl Fn(u32, u32),
    ) -> Result<ExportedZip> {
        export::export_zip(&self.jobs, ids, dest, progress).await
    }

    /// The library's own file of an item (to open it in the system's player): refused when the item is
    /// not in the library or its file is gone.
    pub fn media_file(&self, id: &str) -> Result<PathBuf> {
        export::file(&self.jobs, id)
    }

    /// The library's own files of items (absolute paths, those on disk) and a picture for the drag
    /// (the first one's thumbnail, or the file itself for an image): what a drag out of the window carries.
    pub fn media_drag_files(&self, ids: &[String]) -> Result<DragFiles> {
        export::drag_files(&self.jobs, ids)
    }

    /// Moves the item to the local trash; with [`DeleteScope::Service`] it is deleted at the service
    /// first (pictures and videos with a service id). Says what happened at the service. A service
    /// error other than 404 is returned and nothing moves.
    pub async fn media_delete(&self, id: &str, scope: DeleteScope) -> Result<DeletedItem> {
        trash::delete(&self.jobs, id, scope).await
    }

    /// Deletes many items as [`Core::media_delete`] deletes one, item by item at the service, then
    /// moves every one the service did not refuse to the local trash in one transaction. An item the
    /// service refuses stays, with its reason; after a refused key nothing more is asked of the
    /// service (its items stay with that reason) while items it does not hold still move.
    /// `progress(done, total)` is called after each item.
    pub async fn media_delete_many(
        &self,
        ids: &[String],
        scope: DeleteScope,
        progress: impl Fn(u32, u32),
    ) -> Result<DeletedMany> {
        trash::delete_many(&self.jobs, ids, scope, progress).await
    }

    /// Brings a trashed item back into the gallery (the local copy; the service's copy stays deleted).
    pub fn media_restore(&self, id: &str) -> Result<MediaItem> {
        trash::restore(&self.jobs, id)
    }

    /// Brings many trashed items back as [`Core::media_restore`] brings one, all in one transaction;
    /// an id not in the library or not in the Trash is left, with its reason. One transaction has no
    /// steps to show: `progress(total, total)` is called once, when it is done.
    pub fn media_restore_many(
        &self,
        ids: &[String],
        progress: impl Fn(u32, u32),
    ) -> Result<RestoredMany> {
        trash::restore_many(&self.jobs, ids, progress)
    }

    /// How many items in the Trash the service still holds (removed from this computer only, or a
    /// track it keeps): emptying the Trash removes them here, and they stay at the service.
    pub fn trash_at_service(&self) -> Result<u32> {
        trash::at_service(&self.jobs)
    }

    /// Removes every trashed item's row, file and thumbnail; returns how many.
    pub fn trash_empty(&self) -> Result<u32> {
        trash::empty(&self.jobs)
    }
}
