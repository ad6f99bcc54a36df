//! Slideshows: hook types, estimate, generate (tracked job), the local library, export of the slides
//! into a folder chosen with the native dialog.

use super::{CoreError, CoreState};
use studio_core::{HookTypeView, SlideshowPage, SlideshowQuery, SlideshowView};

/// Every active hook type from the service (the list is dynamic; unknown slugs are kept as they are).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn hook_types_list(core: CoreState<'_>) -> Result<Vec<HookTypeView>, CoreError> {
    core.get().await?.hook_types_list().await
}

/// Saved slideshows, newest first, searched by their topic's words, a page at a time.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn slideshows_list(
    core: CoreState<'_>,
    query: SlideshowQuery,
) -> Result<SlideshowPage, CoreError> {
    core.get().await?.slideshows_list(&query)
}

/// One saved slideshow by its id (the job id).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn slideshow_get(
    core: CoreState<'_>,
    id: String,
) -> Result<Option<SlideshowView>, CoreError> {
    core.get().await?.slideshow_get(&id)
}

/// Asks for a folder with the native dialog and copies every slide into it. `null` when the person
/// cancelled; else the written file paths.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn slideshow_export(
    picker: tauri::State<'_, crate::FolderPicker>,
    core: CoreState<'_>,
    id: String,
) -> Result<Option<Vec<String>>, CoreError> {
    let core = core.get().await?;
    match picker.pick("Export slides to a folder").await {
        Some(dir) => core.slideshow_export(&id, &dir).await.map(Some),
        None => Ok(None),
    }
}

/// Makes a finished slideshow into a 9:16 MP4 on this computer (each slide for the chosen time, cut or
/// faded, a library track under it if chosen) and puts it into the library; the channel reports the
/// percent done (`done` of `total` 100). Nothing is sent or charged.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn slideshow_video(
    core: CoreState<'_>,
    id: String,
    options: studio_core::SlideshowVideo,
    on_progress: tauri::ipc::Channel<super::gallery::BulkProgress>,
) -> Result<studio_core::MediaItem, CoreError> {
    let progress = move |done: u32| {
        let _ = on_progress.send(super::gallery::BulkProgress { done, total: 100 });
    };
    core.get()
        .await?
        .slideshow_video(&id, &options, progress)
        .await
}

/// What a slideshow's video will be on this computer, in words (the encoder its ffmpeg offers).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn slideshow_video_format(
    core: CoreState<'_>,
) -> Result<studio_core::media_api::Words, CoreError> {
    core.get().await?.slideshow_video_format().await
}
