use super::{CoreError, CoreState};

/// The saved draft of a form (JSON text the page wrote), if any.
#[tauri::command]
#[specta::specta]
pub fn draft_get(core: CoreState<'_>, form: String) -> Result<Option<String>, CoreError> {
    core.draft_get(&form)
}

#[tauri::command]
#[specta::specta]
pub fn draft_save(core: CoreState<'_>, form: String, value: String) -> Result<(), CoreError> {
    core.draft_save(&form, &value)
}
