use super::{CoreError, CoreState};
use studio_core::media_api::types::images::GenerateImageRequest;
use studio_core::media_api::ImageProvider;
use studio_core::{Estimate, TrackedJob};

/// Cost, balance after, and field errors of an image request, without sending it.
#[tauri::command]
#[specta::specta]
pub async fn images_estimate(
    core: CoreState<'_>,
    provider: ImageProvider,
    request: GenerateImageRequest,
) -> Result<Estimate, CoreError> {
    core.get().await?.estimate_images(&provider, &request).await
}

/// Sends an image request; the job is tracked (JobUpdated events) until its pictures are in the library.
#[tauri::command]
#[specta::specta]
pub async fn images_generate(
    core: CoreState<'_>,
    provider: ImageProvider,
    request: GenerateImageRequest,
) -> Result<TrackedJob, CoreError> {
    core.get().await?.generate_images(&provider, &request).await
}
