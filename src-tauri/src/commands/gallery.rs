//! Gallery: pages with filters, sync from the service, save or export many with metadata, delete
//! into the local trash (one or many), restore (one or many), empty the trash; the settings a dropped
//! exported file carries.

use super::{CoreError, CoreState};
use studio_core::media_api::say;
use studio_core::{
    ChosenFolder, DeleteScope, DeletedItem, DeletedMany, ExportedMany, ExportedZip, FileSettings,
    GalleryPage, GalleryQuery, GalleryRef, GallerySync, MediaItem, RestoredMany, SavedFile,
    ShelfCount,
};
use tauri::ipc::Channel;

/// A page of the gallery (or of the trash) searched and sorted as asked, with the total count.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn gallery_list(
    core: CoreState<'_>,
    query: GalleryQuery,
) -> Result<GalleryPage, CoreError> {
    core.get().await?.gallery_list(&query)
}

/// How many items of each shelf (image, video, music, slideshow, tool) a search finds, its own kind
/// and shelf aside.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn gallery_counts(
    core: CoreState<'_>,
    query: GalleryQuery,
) -> Result<Vec<ShelfCount>, CoreError> {
    core.get().await?.gallery_counts(&query)
}

/// Every item a search finds, in its order (id, kind, held at the service): "select all in view".
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn gallery_refs(
    core: CoreState<'_>,
    query: GalleryQuery,
) -> Result<Vec<GalleryRef>, CoreError> {
    core.get().await?.gallery_refs(&query)
}

/// The native folder dialog for a bulk export: the chosen folder as a token for
/// `media_export_many` and its path to show (the page never names a folder itself); `null` when the
/// person cancelled.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn export_folder_pick(
    core: CoreState<'_>,
    picker: tauri::State<'_, crate::FolderPicker>,
) -> Result<Option<ChosenFolder>, CoreError> {
    let Some(path) = picker.pick("Export to a folder").await else {
        return Ok(None);
    };
    Ok(Some(core.get().await?.folder_chosen(path)))
}

/// Writes many items into the folder, each under a free name with its metadata (PNG text or a
/// side-car); what could not be written is listed with its reason, the rest still goes.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_export_many(
    core: CoreState<'_>,
    ids: Vec<String>,
    folder: String,
    on_progress: Channel<BulkProgress>,
) -> Result<ExportedMany, CoreError> {
    core.get()
        .await?
        .media_export_many(&ids, &folder, reporter(on_progress))
        .await
}

/// The native save dialog (suggested `media-studio-selection.zip`), then the items as one .zip, each as
/// `media_save` writes it; `null` when the person cancelled.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_export_zip(
    picker: tauri::State<'_, crate::SavePicker>,
    core: CoreState<'_>,
    ids: Vec<String>,
    on_progress: Channel<BulkProgress>,
) -> Result<Option<ExportedZip>, CoreError> {
    let core = core.get().await?;
    match picker
        .pick("Save as a .zip", "media-studio-selection.zip")
        .await
    {
        Some(path) => core
            .media_export_zip(&ids, &path, reporter(on_progress))
            .await
            .map(Some),
        None => Ok(None),
    }
}

/// Starts the system's drag of these items' files out of the window (into a file manager or another
/// app); false when none of them has a file on this computer. The page names items, never paths.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_drag_files<R: tauri::Runtime>(
    window: tauri::Window<R>,
    core: CoreState<'_>,
    ids: Vec<String>,
) -> Result<bool, CoreError> {
    let files = core.get().await?.media_drag_files(&ids)?;
    if files.files.is_empty() {
        return Ok(false);
    }
    crate::drag_out::start(&window, files).await?;
    Ok(true)
}

/// The providers of the library's items, by name.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn gallery_providers(core: CoreState<'_>) -> Result<Vec<String>, CoreError> {
    core.get().await?.gallery_providers()
}

/// Brings what the service lists (every character's pictures and the unassigned ones) into the library.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn gallery_sync(core: CoreState<'_>) -> Result<GallerySync, CoreError> {
    core.get().await?.gallery_sync().await
}

/// The settings a file dropped on the window carries (a PNG the app exported, or a file with its
/// `.json`), for "Open these settings"; only a dropped file is read. Nothing is sent or spent.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn settings_from_file(
    dropped: tauri::State<'_, crate::Dropped>,
    core: CoreState<'_>,
    path: String,
) -> Result<FileSettings, CoreError> {
    let path = dropped.check(&path)?;
    core.get().await?.settings_from_file(path).await
}

/// The native save dialog (suggested `<provider>-<date>-<id>.<ext>`), then the file with its metadata.
/// `null` when the person cancelled.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_save(
    picker: tauri::State<'_, crate::SavePicker>,
    core: CoreState<'_>,
    id: String,
) -> Result<Option<SavedFile>, CoreError> {
    let core = core.get().await?;
    let name = core.media_save_name(&id)?;
    match picker.pick("Save a copy", &name).await {
        Some(path) => core.media_save_to(&id, &path).await.map(Some),
        None => Ok(None),
    }
}

/// Moves the item to the local trash: from this computer only (the service keeps its copy), or
/// deleted at the service first (pictures and videos; permanent); says what happened at the service
/// (deleted, already gone, kept: music, not held, untouched).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_delete(
    core: CoreState<'_>,
    id: String,
    scope: DeleteScope,
) -> Result<DeletedItem, CoreError> {
    core.get().await?.media_delete(&id, scope).await
}

/// How far a bulk delete, restore or export has come: items done of the whole.
#[derive(Clone, serde::Serialize, specta::Type)]
pub struct BulkProgress {
    pub done: u32,
    pub total: u32,
}

/// `progress(done, total)` for the core, sent over the window's channel.
fn reporter(channel: Channel<BulkProgress>) -> impl Fn(u32, u32) {
    move |done, total| {
        let _ = channel.send(BulkProgress { done, total });
    }
}

/// Deletes many items as `media_delete` deletes one (at the service item by item when asked, then into
/// the local trash in one transaction); counts what happened and lists what stays, with reasons.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_delete_many(
    core: CoreState<'_>,
    ids: Vec<String>,
    scope: DeleteScope,
    on_progress: Channel<BulkProgress>,
) -> Result<DeletedMany, CoreError> {
    let progress = reporter(on_progress);
    core.get()
        .await?
        .media_delete_many(&ids, scope, progress)
        .await
}

/// Brings the local copy back from the trash.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_restore(core: CoreState<'_>, id: String) -> Result<MediaItem, CoreError> {
    core.get().await?.media_restore(&id)
}

/// Brings many items back from the trash in one transaction; lists those not in the Trash, with reasons.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_restore_many(
    core: CoreState<'_>,
    ids: Vec<String>,
    on_progress: Channel<BulkProgress>,
) -> Result<RestoredMany, CoreError> {
    core.get()
        .await?
        .media_restore_many(&ids, reporter(on_progress))
}

/// How many items in the Trash the service still holds (they stay there when it is emptied).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn trash_at_service(core: CoreState<'_>) -> Result<u32, CoreError> {
    core.get().await?.trash_at_service()
}

/// Removes everything in the local trash (rows and files); how many.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn trash_empty(core: CoreState<'_>) -> Result<u32, CoreError> {
    core.get().await?.trash_empty()
}

/// Shows a library item's own file, selected, in the system's file manager (the page names the item,
/// never a path).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_show_in_folder(
    outside: tauri::State<'_, crate::outside::Outside>,
    core: CoreState<'_>,
    id: String,
) -> Result<(), CoreError> {
    let path = core.get().await?.media_file(&id)?;
    outside.reveal(&path).map_err(|e| {
        CoreError::new(
            studio_core::ErrorCode::Internal,
            say!(
                "app.no_file_manager",
                "This computer's file manager could not show the file; it is in your library folder"
            ),
        )
        .with_details(e)
    })
}

/// Opens a library item's own file in the system's player or viewer (the page names the item, never a
/// path).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_open_outside(
    outside: tauri::State<'_, crate::outside::Outside>,
    core: CoreState<'_>,
    id: String,
) -> Result<(), CoreError> {
    let path = core.get().await?.media_file(&id)?;
    outside.open(&path).map_err(|e| {
        CoreError::new(
            studio_core::ErrorCode::Internal,
            say!(
                "app.computer_has_no_program",
                "This computer has no program to open this file"
            ),
        )
        .with_details(e)
    })
}
