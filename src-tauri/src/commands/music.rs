use super::{CoreError, CoreState};
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::{Estimate, TrackedJob};

/// Cost (the music table), balance after and field errors of a track; duration in milliseconds.
#[tauri::command]
#[specta::specta]
pub async fn music_estimate(
    core: CoreState<'_>,
    request: GenerateMusicRequest,
) -> Result<Estimate, CoreError> {
    core.get().await?.estimate_music(&request).await
}

/// Starts a music track once per `intent`; tracked until the file is in the library.
#[tauri::command]
#[specta::specta]
pub async fn music_generate(
    core: CoreState<'_>,
    intent: String,
    request: GenerateMusicRequest,
) -> Result<TrackedJob, CoreError> {
    core.get().await?.generate_music(&intent, &request).await
}
