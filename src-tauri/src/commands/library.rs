use super::{CoreError, CoreState};
use studio_core::{MediaItem, MediaKind};

/// Saved media, newest first; `url`/`thumbUrl` point at the app's loopback media server.
#[tauri::command]
#[specta::specta]
pub async fn library_list(
    core: CoreState<'_>,
    kind: Option<MediaKind>,
    limit: u32,
    offset: u32,
) -> Result<Vec<MediaItem>, CoreError> {
    core.get().await?.library_list(kind, limit, offset)
}
