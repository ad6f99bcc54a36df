use super::{CoreError, CoreState};
use studio_core::TrackedJob;

/// Every tracked job, newest first.
#[tauri::command]
#[specta::specta]
pub async fn jobs_list(core: CoreState<'_>) -> Result<Vec<TrackedJob>, CoreError> {
    core.get().await?.jobs_list()
}
