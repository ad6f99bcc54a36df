//! Opening a library file in the system's own player or viewer (tauri-plugin-opener) behind a
//! runtime-free handle, so the command stays non-generic (tauri-specta can't export commands generic
//! over the runtime). The page names an item; the core gives its file; nothing else can be opened.

use std::path::Path;
use std::sync::Arc;
use tauri::Runtime;
use tauri_plugin_opener::OpenerExt;

type Open = dyn Fn(&Path) -> Result<(), String> + Send + Sync;

/// Test seam for window tests (no media player runs under Xvfb): when set, `open` writes the path it
/// would open into this file instead of opening it.
pub const TEST_OPENED_ENV: &str = "MEDIA_STUDIO_TEST_OPENED";

/// Managed state: `outside.open(path)` opens the file with the system's program for it.
#[derive(Clone)]
pub struct Outside(Arc<Open>);

impl Outside {
    pub fn new<R: Runtime>(app: tauri::AppHandle<R>) -> Outside {
        Outside(Arc::new(move |path: &Path| {
            app.opener()
                .open_path(path.to_string_lossy(), None::<&str>)
                .map_err(|e| e.to_string())
        }))
    }

    pub fn open(&self, path: &Path) -> Result<(), String> {
        if let Some(record) = studio_core::test_seam(TEST_OPENED_ENV) {
            return std::fs::write(record, path.to_string_lossy().as_bytes())
                .map_err(|e| e.to_string());
        }
        (self.0)(path)
    }
}
