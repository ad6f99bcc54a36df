use super::{CoreError, CoreState};
use studio_core::media_api::types::images::GenerateImageRequest;
use studio_core::media_api::ImageProvider;
use studio_core::{CompareEstimate, CompareGroup, Estimate, ImageReference, TrackedJob};

/// Cost, balance after, and field errors of an image request (and its face), without sending it.
#[tauri::command]
#[specta::specta]
pub async fn images_estimate(
    core: CoreState<'_>,
    provider: ImageProvider,
    request: GenerateImageRequest,
    reference: Option<ImageReference>,
) -> Result<Estimate, CoreError> {
    core.get()
        .await?
        .estimate_images(&provider, &request, reference.as_ref())
        .await
}

/// Sends an image request once per `intent` (one press of the button: a repeat is answered with the
/// first job and sends nothing); the job is tracked (JobUpdated events) until its pictures are in the library.
/// The face (`reference`) is resolved by the core into `referenceImage`; the page never sends base64.
#[tauri::command]
#[specta::specta]
pub async fn images_generate(
    core: CoreState<'_>,
    intent: String,
    provider: ImageProvider,
    request: GenerateImageRequest,
    reference: Option<ImageReference>,
) -> Result<TrackedJob, CoreError> {
    core.get()
        .await?
        .generate_images(&intent, &provider, &request, reference.as_ref())
        .await
}

/// Per-provider and total cost, balance after, the account's room for jobs, and every error of a compare.
#[tauri::command]
#[specta::specta]
pub async fn images_compare_estimate(
    core: CoreState<'_>,
    providers: Vec<ImageProvider>,
    request: GenerateImageRequest,
    reference: Option<ImageReference>,
) -> Result<CompareEstimate, CoreError> {
    core.get()
        .await?
        .compare_estimate(&providers, &request, reference.as_ref())
        .await
}

/// Sends the request to every provider (one job each, one group); refused as a whole before any POST.
#[tauri::command]
#[specta::specta]
pub async fn images_compare(
    core: CoreState<'_>,
    intent: String,
    providers: Vec<ImageProvider>,
    request: GenerateImageRequest,
    reference: Option<ImageReference>,
) -> Result<CompareGroup, CoreError> {
    core.get()
        .await?
        .compare(&intent, &providers, &request, reference.as_ref())
        .await
}
