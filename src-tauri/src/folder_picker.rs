//! The native "choose a folder" dialog behind a runtime-free handle, so commands that need it stay
//! non-generic (tauri-specta can't export commands generic over the runtime).

use std::path::PathBuf;
use std::sync::Arc;
use tauri::Runtime;
use tauri_plugin_dialog::DialogExt;

type Pick = dyn Fn(String) -> tokio::sync::oneshot::Receiver<Option<PathBuf>> + Send + Sync;

/// Managed state: `picker.pick("Export slides to a folder").await` is the chosen folder, `None` when
/// the person cancelled.
#[derive(Clone)]
pub struct FolderPicker(Arc<Pick>);

/// Test seam for window tests (a native dialog can't be driven by WebDriver): when set, `pick`
/// answers this directory without asking.
pub const TEST_FOLDER_ENV: &str = "MEDIA_STUDIO_TEST_PICK_FOLDER";

impl FolderPicker {
    pub fn new<R: Runtime>(app: tauri::AppHandle<R>) -> FolderPicker {
        FolderPicker(Arc::new(move |title: String| {
            let (tx, rx) = tokio::sync::oneshot::channel();
            app.dialog().file().set_title(title).pick_folder(move |p| {
                let _ = tx.send(p.and_then(|p| p.into_path().ok()));
            });
            rx
        }))
    }

    pub async fn pick(&self, title: &str) -> Option<PathBuf> {
        if let Some(d) = studio_core::test_seam(TEST_FOLDER_ENV) {
            return Some(PathBuf::from(d));
        }
        (self.0)(title.to_string()).await.ok().flatten()
    }
}
