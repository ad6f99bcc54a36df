use super::{CoreError, CoreState};
use studio_core::MixChoices;

/// Completed videos and tracks that can be mixed, and those still being made.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn mix_choices(core: CoreState<'_>) -> Result<MixChoices, CoreError> {
    core.get().await?.mix_choices()
}
