//! The native "save as" dialog behind a runtime-free handle (like [`crate::FolderPicker`]), so commands
//! that need it stay non-generic. The dialog itself asks before replacing an existing file.

use std::path::PathBuf;
use std::sync::Arc;
use tauri::Runtime;
use tauri_plugin_dialog::DialogExt;

type Ask = dyn Fn(String, String) -> tokio::sync::oneshot::Receiver<Option<PathBuf>> + Send + Sync;

/// Managed state: `picker.pick("Save picture", "gemini-2026-11-22-ab12cd34.png").await` is the chosen
/// path, `None` when the person cancelled.
#[derive(Clone)]
pub struct SavePicker(Arc<Ask>);

/// Test seam for window tests (a native dialog can't be driven by WebDriver): when set, `pick` answers
/// `<dir>/<suggested name>` without asking, or `<stem> (2).<ext>`, ... when that name is taken.
pub const TEST_SAVE_DIR_ENV: &str = "MEDIA_STUDIO_TEST_SAVE_DIR";

impl SavePicker {
    pub fn new<R: Runtime>(app: tauri::AppHandle<R>) -> SavePicker {
        SavePicker(Arc::new(move |title: String, name: String| {
            let (tx, rx) = tokio::sync::oneshot::channel();
            let ext = std::path::Path::new(&name)
                .extension()
                .and_then(|e| e.to_str())
                .unwrap_or("")
                .to_string();
            let mut dialog = app.dialog().file().set_title(title).set_file_name(name);
            if !ext.is_empty() {
                dialog = dialog.add_filter(ext.to_uppercase(), &[ext.as_str()]);
            }
            dialog.save_file(move |p| {
                let _ = tx.send(p.and_then(|p| p.into_path().ok()));
            });
            rx
        }))
    }

    pub async fn pick(&self, title: &str, suggested: &str) -> Option<PathBuf> {
        if let Some(d) = studio_core::test_seam(TEST_SAVE_DIR_ENV) {
            return Some(studio_core::free_save_path(
                std::path::Path::new(&d),
                suggested,
            ));
        }
        (self.0)(title.to_string(), suggested.to_string())
            .await
            .ok()
            .flatten()
    }
}
