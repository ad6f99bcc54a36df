//! Presets: named form states (the page stores its form as JSON text).

use super::{CoreError, CoreState};
use studio_core::Preset;

/// The presets of a form (e.g. "create-image"), newest first.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn presets_list(core: CoreState<'_>, form: String) -> Result<Vec<Preset>, CoreError> {
    core.get().await?.presets_list(&form)
}

/// Saves `value` under `name`; the same name in the same form replaces its value. Blank / too long: "name".
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn presets_save(
    core: CoreState<'_>,
    form: String,
    name: String,
    value: String,
) -> Result<Preset, CoreError> {
    core.get().await?.presets_save(&form, &name, &value)
}

/// Renames a preset; a blank or taken name is a field error on "name".
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn presets_rename(
    core: CoreState<'_>,
    id: String,
    name: String,
) -> Result<Preset, CoreError> {
    core.get().await?.presets_rename(&id, &name)
}

/// Deletes a preset.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn presets_delete(core: CoreState<'_>, id: String) -> Result<(), CoreError> {
    core.get().await?.presets_delete(&id)
}
