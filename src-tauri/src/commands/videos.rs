use super::{CoreError, CoreState};

/// A prepared local picture (`reference_prepare` / `reference_choose` token) stored at the service as a
/// character "Video source · <file name>"; its picture URL is the video's `uploadedImageUrl`.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn video_source_upload(
    core: CoreState<'_>,
    token: String,
) -> Result<studio_core::VideoSource, CoreError> {
    core.get().await?.video_source_upload(&token).await
}
