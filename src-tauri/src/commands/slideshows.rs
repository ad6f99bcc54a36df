//! Slideshows: hook types, estimate, generate (tracked job), the local library, export of the slides
//! into a folder chosen with the native dialog.

use super::{CoreError, CoreState};
use studio_core::media_api::types::slideshows::GenerateSlideshowRequest;
use studio_core::{
    Estimate, HookTypeView, SlideshowPage, SlideshowQuery, SlideshowView, TrackedJob,
};

/// Every active hook type from the service (the list is dynamic; unknown slugs are kept as they are).
#[tauri::command]
#[specta::specta]
pub async fn hook_types_list(core: CoreState<'_>) -> Result<Vec<HookTypeView>, CoreError> {
    core.get().await?.hook_types().await
}

/// Cost, balance after and field errors of a slideshow request, without sending it.
#[tauri::command]
#[specta::specta]
pub async fn slideshows_estimate(
    core: CoreState<'_>,
    request: GenerateSlideshowRequest,
) -> Result<Estimate, CoreError> {
    core.get().await?.estimate_slideshow(&request).await
}

/// Sends a slideshow request; the job is tracked (JobUpdated) until every slide is in the library.
#[tauri::command]
#[specta::specta]
pub async fn slideshows_generate(
    core: CoreState<'_>,
    intent: String,
    request: GenerateSlideshowRequest,
) -> Result<TrackedJob, CoreError> {
    core.get()
        .await?
        .generate_slideshow(&intent, &request)
        .await
}

/// Saved slideshows, newest first, searched by their topic's words, a page at a time.
#[tauri::command]
#[specta::specta]
pub async fn slideshows_list(
    core: CoreState<'_>,
    query: SlideshowQuery,
) -> Result<SlideshowPage, CoreError> {
    core.get().await?.slideshows_list(&query)
}

/// One saved slideshow by its id (the job id).
#[tauri::command]
#[specta::specta]
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
