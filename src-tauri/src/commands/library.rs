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

/// For each path of a drag over the window, the library item it is the own file of (a drag from this
/// window: a tile, the large view), or null for a file from elsewhere. Names are compared; no file is
/// opened or looked at, so a path the page names tells it nothing but whether it is the library's own.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn library_for_files(
    core: CoreState<'_>,
    paths: Vec<String>,
) -> Result<Vec<Option<MediaItem>>, CoreError> {
    let paths: Vec<std::path::PathBuf> = paths.into_iter().map(Into::into).collect();
    core.get().await?.library_for_files(&paths)
}

/// A damaged library found at this start and moved aside (where it went), for the first screen; null
/// when the library opened as it was.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn library_recovery(core: CoreState<'_>) -> Result<Option<LibraryRecovery>, CoreError> {
    Ok(core.get().await?.library_recovery())
}
