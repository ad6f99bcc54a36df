//! Favourites and collections of the library, kept only on this computer.

use super::{CoreError, CoreState};
use studio_core::Collection;

/// Stars (or unstars) items; how many changed.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_favourite(
    core: CoreState<'_>,
    ids: Vec<String>,
    favourite: bool,
) -> Result<u32, CoreError> {
    core.get().await?.media_favourite(&ids, favourite)
}

/// Every collection, by name, with how many gallery items it holds.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn collections_list(core: CoreState<'_>) -> Result<Vec<Collection>, CoreError> {
    core.get().await?.collections_list()
}

/// A new empty collection (the name is needed and not another collection's).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn collection_create(core: CoreState<'_>, name: String) -> Result<Collection, CoreError> {
    core.get().await?.collection_create(&name)
}

#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn collection_rename(
    core: CoreState<'_>,
    id: String,
    name: String,
) -> Result<(), CoreError> {
    core.get().await?.collection_rename(&id, &name)
}

/// Deletes a collection; its items stay in the library.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn collection_delete(core: CoreState<'_>, id: String) -> Result<(), CoreError> {
    core.get().await?.collection_delete(&id)
}

/// Puts items into a collection; how many were not in it yet.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn collection_add(
    core: CoreState<'_>,
    id: String,
    ids: Vec<String>,
) -> Result<u32, CoreError> {
    core.get().await?.collection_add(&id, &ids)
}

/// Takes items out of a collection (they stay in the library); how many were in it.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn collection_remove(
    core: CoreState<'_>,
    id: String,
    ids: Vec<String>,
) -> Result<u32, CoreError> {
    core.get().await?.collection_remove(&id, &ids)
}
