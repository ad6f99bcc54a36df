//! Favourites, collections and tags of the library, kept only on this computer.

use super::{CoreError, CoreState};
use studio_core::{Collection, ReviewFlag};

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

/// Flags items picked, rejected or neither in a review (kept only here); how many changed.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_flag(
    core: CoreState<'_>,
    ids: Vec<String>,
    flag: ReviewFlag,
) -> Result<u32, CoreError> {
    core.get().await?.media_flag(&ids, flag)
}

/// Rates items 1 to 5 in a review, or takes the rating off (null); how many changed.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn media_rate(
    core: CoreState<'_>,
    ids: Vec<String>,
    rating: Option<u8>,
) -> Result<u32, CoreError> {
    core.get().await?.media_rate(&ids, rating)
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

/// Every tag, by name, with how many items carry it.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn tags_list(core: CoreState<'_>) -> Result<Vec<studio_core::Tag>, CoreError> {
    core.get().await?.tags_list()
}

/// Puts the tag `name` on items (made when no tag has that name); the tag.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn tags_add(
    core: CoreState<'_>,
    ids: Vec<String>,
    name: String,
) -> Result<studio_core::Tag, CoreError> {
    core.get().await?.tags_add(&ids, &name)
}

/// Takes a tag off items; how many carried it.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn tags_remove(
    core: CoreState<'_>,
    ids: Vec<String>,
    tag_id: String,
) -> Result<u32, CoreError> {
    core.get().await?.tags_remove(&ids, &tag_id)
}

/// Renames a tag; onto another tag's name the two become one.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn tag_rename(
    core: CoreState<'_>,
    tag_id: String,
    name: String,
) -> Result<studio_core::Tag, CoreError> {
    core.get().await?.tag_rename(&tag_id, &name)
}

/// Removes a tag from every item.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn tag_delete(core: CoreState<'_>, tag_id: String) -> Result<(), CoreError> {
    core.get().await?.tag_delete(&tag_id)
}
