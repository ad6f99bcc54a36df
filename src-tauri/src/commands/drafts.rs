use super::{CoreError, CoreState};

/// The saved draft of a form (JSON text the page wrote), if any.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn draft_get(core: CoreState<'_>, form: String) -> Result<Option<String>, CoreError> {
    core.get().await?.draft_get(&form)
}

#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn draft_save(core: CoreState<'_>, form: String, value: String) -> Result<(), CoreError> {
    core.get().await?.draft_save(&form, &value)
}
