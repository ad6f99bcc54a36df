//! Characters and their reference photos. A dropped or chosen file is prepared by the core (media-prep's
//! pipeline); the page keeps only the token and a small preview.

use super::{CoreError, CoreState};
use studio_core::media_api::say;
use studio_core::media_api::types::characters::{
    Character, CreateCharacterRequest, UpdateCharacterRequest,
};
use studio_core::media_api::FieldError;
use studio_core::{CharacterDeleted, CharacterPage, CharacterView, PreparedReference};
use tauri_plugin_dialog::DialogExt;

/// Prepares the photo at `path` (what the window's drop event gives) as a reference image; a path no
/// drop on the window brought is refused ([`crate::dropped`]).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn reference_prepare(
    dropped: tauri::State<'_, crate::Dropped>,
    core: CoreState<'_>,
    path: String,
) -> Result<PreparedReference, CoreError> {
    let path = dropped.check(&path)?;
    core.get().await?.reference_prepare(path).await
}

/// "Choose a photo…": the native open dialog filtered to images, then the same preparation.
/// `null` when the person cancels.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn reference_choose<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    core: CoreState<'_>,
) -> Result<Option<PreparedReference>, CoreError> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    app.dialog()
        .file()
        .set_title("Choose a photo of the face")
        .add_filter(
            "Photos",
            &[
                "jpg", "jpeg", "png", "webp", "gif", "heic", "heif", "avif", "tif", "tiff", "bmp",
            ],
        )
        .pick_file(move |f| {
            let _ = tx.send(f);
        });
    let Some(Some(file)) = rx.await.ok() else {
        return Ok(None);
    };
    let path = file.into_path().map_err(|e| {
        CoreError::internal(
            say!("app.we_couldn_open_file", "We couldn't open that file"),
            e,
        )
    })?;
    core.get().await?.reference_prepare(path).await.map(Some)
}

/// A page of characters (limit default 50); `hasMore` says whether another page follows.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn characters_list(
    core: CoreState<'_>,
    limit: Option<u32>,
    offset: Option<u32>,
) -> Result<CharacterPage, CoreError> {
    core.get().await?.characters_list(limit, offset).await
}

/// Every field error of a new character (media-api's rules); nothing is sent.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn characters_check(
    core: CoreState<'_>,
    request: CreateCharacterRequest,
    reference_token: Option<String>,
) -> Result<Vec<FieldError>, CoreError> {
    Ok(core
        .get()
        .await?
        .characters_check(&request, reference_token.as_deref()))
}

/// Creates a character from a prepared photo (`referenceToken`) or a web address (`request.referenceUrl`).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn characters_create(
    core: CoreState<'_>,
    request: CreateCharacterRequest,
    reference_token: Option<String>,
) -> Result<Character, CoreError> {
    core.get()
        .await?
        .characters_create(request, reference_token)
        .await
}

/// One character with its generated images and videos, editability and purchase origin.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn characters_get(core: CoreState<'_>, id: String) -> Result<CharacterView, CoreError> {
    core.get().await?.characters_get(&id).await
}

/// Every field error of a change (notes limit, reference); nothing is sent.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn characters_check_update(
    core: CoreState<'_>,
    request: UpdateCharacterRequest,
    reference_token: Option<String>,
) -> Result<Vec<FieldError>, CoreError> {
    Ok(core
        .get()
        .await?
        .characters_check_update(&request, reference_token.as_deref()))
}

/// Changes the fields given; a prepared photo replaces the reference. Locked characters: `forbidden`.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn characters_update(
    core: CoreState<'_>,
    id: String,
    request: UpdateCharacterRequest,
    reference_token: Option<String>,
) -> Result<Character, CoreError> {
    core.get()
        .await?
        .characters_update(&id, request, reference_token)
        .await
}

/// Deletes a character with its images and videos: the counts the service returned, and how many local
/// copies went to the trash.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn characters_delete(
    core: CoreState<'_>,
    id: String,
) -> Result<CharacterDeleted, CoreError> {
    core.get().await?.characters_delete(&id).await
}
