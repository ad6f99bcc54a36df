//! The files the person dropped on the window: the only paths the page may ask the core to read
//! (`reference_prepare`). The window's drop arrives here in Rust, from the system, before the page hears
//! of it; a path the page names that no drop brought is refused, so a page (or a script in it) cannot read
//! an arbitrary file of this computer through the app. A chosen file (`reference_choose`) never leaves Rust.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use studio_core::media_api::say;
use studio_core::{CoreError, ErrorCode};
use tauri::{DragDropEvent, Manager, Runtime, Webview, WebviewEvent, Window, WindowEvent};

/// How many dropped paths are remembered (the newest; a drop of more files than this keeps its last ones).
const KEPT: usize = 64;

/// Test seam for window tests that prepare photos by command rather than by a native drop: files under
/// this folder count as dropped.
pub const TEST_DROPPED_DIR_ENV: &str = "MEDIA_STUDIO_TEST_DROPPED_DIR";

/// Managed state: the paths of the latest drops.
#[derive(Default)]
pub struct Dropped(Mutex<VecDeque<PathBuf>>);

impl Dropped {
    /// Remembers a drop's paths.
    pub fn remember(&self, paths: &[PathBuf]) {
        let mut kept = self.0.lock().unwrap_or_else(|p| p.into_inner());
        for p in paths {
            kept.retain(|k| k != p);
            kept.push_back(p.clone());
        }
        while kept.len() > KEPT {
            kept.pop_front();
        }
    }

    /// `path` as a dropped file, or the refusal the page shows.
    pub fn check(&self, path: &str) -> Result<PathBuf, CoreError> {
        let path = PathBuf::from(path);
        let dropped = self
            .0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&path);
        if dropped || under_test_dir(&path) {
            Ok(path)
        } else {
            Err(CoreError::new(
                ErrorCode::Validation,
                say!(
                    "app.drop_photo_window_again",
                    "Drop the photo on the window again, or use Choose a photo"
                ),
            )
            .with_details("the page named a file that was not dropped on the window"))
        }
    }
}

fn under_test_dir(path: &Path) -> bool {
    let Some(dir) = studio_core::test_seam(TEST_DROPPED_DIR_ENV) else {
        return false;
    };
    // Both sides canonical, so `..` can't climb out of the folder.
    match (Path::new(&dir).canonicalize(), path.canonicalize()) {
        (Ok(dir), Ok(path)) => path.starts_with(dir),
        _ => false,
    }
}

/// The builder's webview listener: a drop on the page.
pub fn on_webview_event<R: Runtime>(webview: &Webview<R>, event: &WebviewEvent) {
    if let WebviewEvent::DragDrop(DragDropEvent::Drop { paths, .. }) = event {
        webview.state::<Dropped>().remember(paths);
    }
}

/// The builder's window listener: a drop on the window (how a window with one web view reports it on
/// some systems).
pub fn on_window_event<R: Runtime>(window: &Window<R>, event: &WindowEvent) {
    if let WindowEvent::DragDrop(DragDropEvent::Drop { paths, .. }) = event {
        window.state::<Dropped>().remember(paths);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_dropped_path_passes_and_the_newest_are_kept() {
        let d = Dropped::default();
        assert!(d.check("/etc/passwd").is_err());
        d.remember(&[PathBuf::from("/home/a/face.jpg")]);
        assert_eq!(
            d.check("/home/a/face.jpg").unwrap(),
            Path::new("/home/a/face.jpg")
        );
        assert!(d.check("/home/a/other.jpg").is_err());
        let many: Vec<PathBuf> = (0..KEPT).map(|i| format!("/p/{i}.png").into()).collect();
        d.remember(&many);
        assert!(d.check("/home/a/face.jpg").is_err(), "pushed out");
        assert!(d.check("/p/0.png").is_ok() && d.check(&format!("/p/{}.png", KEPT - 1)).is_ok());
    }
}
