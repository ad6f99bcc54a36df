//! Presets: named form states (the page stores its form as JSON text).

use super::{CoreError, CoreState};
use studio_core::media_api::say;
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

/// Test seam for window tests (a native open dialog can't be driven by WebDriver): when set,
/// `presets_import` reads this file without asking.
pub const TEST_OPEN_FILE_ENV: &str = "MEDIA_STUDIO_TEST_OPEN_FILE";

/// Asks where to save (native dialog) and writes every preset of the form into a preset file; the
/// file's path, or `null` when the person cancelled.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn presets_export(
    picker: tauri::State<'_, crate::SavePicker>,
    core: CoreState<'_>,
    form: String,
) -> Result<Option<String>, CoreError> {
    let core = core.get().await?;
    let name = format!("media-studio-{}-presets.json", form.trim());
    match picker.pick("Save the presets", &name).await {
        Some(path) => {
            core.presets_export(&form, &path)?;
            Ok(Some(path.to_string_lossy().into_owned()))
        }
        None => Ok(None),
    }
}

/// Asks for a preset file (native dialog) and saves its presets into the form; the presets saved, or
/// `null` when the person cancelled.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn presets_import<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    core: CoreState<'_>,
    form: String,
) -> Result<Option<Vec<Preset>>, CoreError> {
    use tauri_plugin_dialog::DialogExt;
    let path = match studio_core::test_seam(TEST_OPEN_FILE_ENV) {
        Some(p) => std::path::PathBuf::from(p),
        None => {
            let (tx, rx) = tokio::sync::oneshot::channel();
            app.dialog()
                .file()
                .set_title("Choose a preset file")
                .add_filter("Preset files", &["json"])
                .pick_file(move |f| {
                    let _ = tx.send(f);
                });
            let Some(Some(file)) = rx.await.ok() else {
                return Ok(None);
            };
            file.into_path().map_err(|e| {
                CoreError::internal(
                    say!("app.we_couldn_open_file", "We couldn't open that file"),
                    e,
                )
            })?
        }
    };
    core.get().await?.presets_import(&form, &path).map(Some)
}
