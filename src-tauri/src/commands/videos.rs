use super::{CoreError, CoreState};
use studio_core::media_api::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoEditRequest,
};
use studio_core::{Estimate, TrackedJob};

/// Cost (rate x seconds, premium, Studio discount), balance after and field errors of a standard video.
#[tauri::command]
#[specta::specta]
pub async fn videos_estimate(
    core: CoreState<'_>,
    request: StandardVideoRequest,
) -> Result<Estimate, CoreError> {
    core.get().await?.estimate_video(&request).await
}

/// Starts a standard video once per `intent` (one press of the button); tracked (JobUpdated) until the
/// file is in the library.
#[tauri::command]
#[specta::specta]
pub async fn videos_generate(
    core: CoreState<'_>,
    intent: String,
    request: StandardVideoRequest,
) -> Result<TrackedJob, CoreError> {
    core.get().await?.generate_video(&intent, &request).await
}

/// Field errors of an edit of a video and its cost (the service publishes none: said in `priceNote`).
#[tauri::command]
#[specta::specta]
pub async fn videos_edit_estimate(
    core: CoreState<'_>,
    request: VideoEditRequest,
) -> Result<Estimate, CoreError> {
    core.get().await?.estimate_video_edit(&request).await
}

/// Sends an edit of a video once per `intent`; its new video is tracked (JobUpdated) until it is in
/// the library.
#[tauri::command]
#[specta::specta]
pub async fn videos_edit(
    core: CoreState<'_>,
    intent: String,
    request: VideoEditRequest,
) -> Result<TrackedJob, CoreError> {
    core.get().await?.edit_video(&intent, &request).await
}

/// Estimated duration (from the dialogue, the speech audio, or the voice recording's length the person
/// gave), cost and field errors of an avatar video.
#[tauri::command]
#[specta::specta]
pub async fn avatar_estimate(
    core: CoreState<'_>,
    request: AvatarVideoRequest,
    recording_seconds: Option<f64>,
) -> Result<Estimate, CoreError> {
    core.get()
        .await?
        .estimate_avatar(&request, recording_seconds)
        .await
}

/// Starts an avatar video once per `intent`; tracked until the file is in the library.
#[tauri::command]
#[specta::specta]
pub async fn avatar_generate(
    core: CoreState<'_>,
    intent: String,
    request: AvatarVideoRequest,
    recording_seconds: Option<f64>,
) -> Result<TrackedJob, CoreError> {
    core.get()
        .await?
        .generate_avatar(&intent, &request, recording_seconds)
        .await
}

/// A prepared local picture (`reference_prepare` / `reference_choose` token) stored at the service as a
/// character "Video source · <file name>"; its picture URL is the video's `uploadedImageUrl`.
#[tauri::command]
#[specta::specta]
pub async fn video_source_upload(
    core: CoreState<'_>,
    token: String,
) -> Result<studio_core::VideoSource, CoreError> {
    core.get().await?.video_source_upload(&token).await
}
