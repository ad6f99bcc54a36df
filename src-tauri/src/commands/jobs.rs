use super::{CoreError, CoreState};
use studio_core::TrackedJob;

/// Every tracked job, newest first.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn jobs_list(core: CoreState<'_>) -> Result<Vec<TrackedJob>, CoreError> {
    core.get().await?.jobs_list()
}

/// The settings a job was made with, typed: its form is filled in from them ("Open these settings").
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn jobs_settings(
    core: CoreState<'_>,
    id: String,
) -> Result<studio_core::SpendRequest, CoreError> {
    core.get().await?.jobs_settings(&id)
}

/// Cancels a job still waiting for a free slot (nothing was sent or charged).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn jobs_cancel(core: CoreState<'_>, id: String) -> Result<TrackedJob, CoreError> {
    core.get().await?.jobs_cancel(&id)
}

/// Saves a finished result again from its kept address (nothing is sent to the service).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn job_save_again(core: CoreState<'_>, id: String) -> Result<TrackedJob, CoreError> {
    core.get().await?.job_save_again(&id)
}
