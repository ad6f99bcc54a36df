use super::{CoreError, CoreState};
use studio_core::{MixChoices, TrackedJob};

/// Completed videos and tracks that can be mixed, and those still being made.
#[tauri::command]
#[specta::specta]
pub async fn mix_choices(core: CoreState<'_>) -> Result<MixChoices, CoreError> {
    core.get().await?.mix_choices()
}

/// Mixes a library track into a library video (local media ids) once per `intent`; the job completes
/// once saved.
#[tauri::command]
#[specta::specta]
pub async fn mix_add_music(
    core: CoreState<'_>,
    intent: String,
    video_media_id: String,
    music_media_id: String,
) -> Result<TrackedJob, CoreError> {
    core.get()
        .await?
        .mix_add_music(&intent, &video_media_id, &music_media_id)
        .await
}
