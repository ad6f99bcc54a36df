//! Opening a library file in the system's own player or viewer, or showing it in the system's file
//! manager (tauri-plugin-opener), behind a runtime-free handle, so the commands stay non-generic
//! (tauri-specta can't export commands generic over the runtime). The page names an item; the core
//! gives its file; nothing else can be opened or shown.

use std::path::Path;
use std::sync::Arc;
use tauri::Runtime;
use tauri_plugin_opener::OpenerExt;

type Open = dyn Fn(&Path) -> Result<(), String> + Send + Sync;

/// Test seam for window tests (no media player or file manager runs under Xvfb): when set, `open`
/// writes the path it would open into this file instead of opening it, and `reveal` writes
/// `folder:` and the path it would show.
pub const TEST_OPENED_ENV: &str = "MEDIA_STUDIO_TEST_OPENED";

/// Managed state: `outside.open(path)` opens the file with the system's program for it;
/// `outside.reveal(path)` shows it, selected, in the system's file manager.
#[derive(Clone)]
pub struct Outside {
    open: Arc<Open>,
    reveal: Arc<Open>,
}

impl Outside {
    pub fn new<R: Runtime>(app: tauri::AppHandle<R>) -> Outside {
        let shower = app.clone();
        Outside {
            open: Arc::new(move |path: &Path| {
                app.opener()
                    .open_path(path.to_string_lossy(), None::<&str>)
                    .map_err(|e| e.to_string())
            }),
            reveal: Arc::new(move |path: &Path| {
                shower
                    .opener()
                    .reveal_item_in_dir(path)
                    .map_err(|e| e.to_string())
            }),
        }
    }

    pub fn open(&self, path: &Path) -> Result<(), String> {
        match studio_core::test_seam(TEST_OPENED_ENV) {
            Some(record) => record_to(&record, path.to_string_lossy().into_owned()),
            None => (self.open)(path),
        }
    }

    pub fn reveal(&self, path: &Path) -> Result<(), String> {
        match studio_core::test_seam(TEST_OPENED_ENV) {
            Some(record) => record_to(&record, format!("folder:{}", path.to_string_lossy())),
            None => (self.reveal)(path),
        }
    }
}

fn record_to(record: &std::ffi::OsStr, line: String) -> Result<(), String> {
    std::fs::write(record, line.as_bytes()).map_err(|e| e.to_string())
}
