//! The window's own life: the page says when its first frame is on screen.

use super::CoreState;

/// The page has painted its first frame: the core starts opening now (if nothing started it yet), so
/// its work at start (checking a large library, the sandbox) doesn't compete with the first paint.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub fn window_painted(core: CoreState<'_>) {
    core.start();
}
