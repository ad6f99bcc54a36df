use super::{CoreError, CoreState};
use studio_core::{LibraryRecovery, MediaItem, MediaKind, PickPage, PickQuery};

/// Saved media, newest first; `url`/`thumbUrl` point at the app's loopback media server.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn library_list(
    core: CoreState<'_>,
    kind: Option<MediaKind>,
    limit: u32,
    offset: u32,
) -> Result<Vec<MediaItem>, CoreError> {
    core.get().await?.library_list(kind, limit, offset)
}

/// A picker's page over the whole library: items of one kind matching the search words, newest first.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn library_pick(core: CoreState<'_>, query: PickQuery) -> Result<PickPage, CoreError> {
    core.get().await?.library_pick(&query)
}

/// One library item by id (a trashed one too, with its `trashedAt`); null when it is gone.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn library_get(core: CoreState<'_>, id: String) -> Result<Option<MediaItem>, CoreError> {
    core.get().await?.library_get(&id)
}

/// A damaged library found at this start and moved aside (where it went), for the first screen; null
/// when the library opened as it was.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn library_recovery(core: CoreState<'_>) -> Result<Option<LibraryRecovery>, CoreError> {
    Ok(core.get().await?.library_recovery())
}
