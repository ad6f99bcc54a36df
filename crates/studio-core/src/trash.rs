//! The local trash. Deleting a picture or a video deletes it at the service first (`DELETE
//! /api/user/images`, permanent), then only marks it trashed here (`media.deleted_at`; files kept). A
//! music track has no delete at the service (the spec's covers images and videos): it only goes to the
//! local trash and the service keeps its copy. What the service did is answered as a [`ServiceCopy`],
//! so the window says only what is true: a 404 is "the service no longer had it", not "deleted".
//! Restoring brings back the local copy only. Emptying the trash removes the rows and their files.

use crate::core::Core;
use crate::error::{CoreError, ErrorCode, Result};
use crate::library::gallery_item;
use crate::media_server::MediaServer;
use crate::model::{now, MediaItem, MediaKind};
use crate::store::Store;
use media_api::ids::ImageId;
use serde::Serialize;

/// What became of the service's copy when an item was deleted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum ServiceCopy {
    /// The service deleted its copy now (for good).
    Deleted,
    /// The service answered that it has no such item (404): it may have been deleted there before.
    AlreadyGone,
    /// A music track: the service has no delete for it and keeps its copy.
    Kept,
    /// The item never came from the service (no service id): nothing was asked.
    NotHeld,
    /// The item was already in the Trash: nothing was asked again.
    AlreadyInTrash,
}

/// A deleted item (now in the local trash) and what happened at the service.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct DeletedItem {
    pub item: MediaItem,
    pub service: ServiceCopy,
}

fn not_in_library() -> CoreError {
    CoreError::new(ErrorCode::NotFound, "This item is not in your library")
}

fn item(store: &Store, media: &MediaServer, id: &str) -> Result<MediaItem> {
    store
        .gallery_row(id)?
        .map(|r| gallery_item(media, &r))
        .ok_or_else(not_in_library)
}

impl Core {
    /// Deletes the item at the service (pictures and videos with a service id) and moves it to the
    /// local trash; says what happened at the service. A service error other than 404 is returned and
    /// nothing moves.
    pub async fn media_delete(&self, id: &str) -> Result<DeletedItem> {
        let row = self.store.gallery_row(id)?.ok_or_else(not_in_library)?;
        if row.deleted_at.is_some() {
            return Ok(DeletedItem {
                item: gallery_item(&self.media, &row),
                service: ServiceCopy::AlreadyInTrash,
            });
        }
        let remote = row
            .media
            .remote_id
            .as_deref()
            .filter(|r| !r.trim().is_empty());
        let service = match (row.media.kind, remote) {
            // The spec's delete covers images and videos; a music track stays at the service.
            (MediaKind::Audio, _) => ServiceCopy::Kept,
            (_, None) => ServiceCopy::NotHeld,
            (MediaKind::Image | MediaKind::Video, Some(remote)) => {
                let client = self.session.client()?;
                match client.library().delete(&ImageId::new(remote)).await {
                    Ok(_) => ServiceCopy::Deleted,
                    Err(media_api::Error::NotFound { .. }) => ServiceCopy::AlreadyGone,
                    Err(e) => {
                        self.session.observe_error(&e);
                        let mut err = CoreError::from(e);
                        if err.code != ErrorCode::Unauthorized {
                            err.message = format!(
                                "The service did not delete it, so it stays in your gallery: {}",
                                err.message
                            );
                        }
                        return Err(err);
                    }
                }
            }
        };
        self.store.set_deleted(id, Some(now()))?;
        Ok(DeletedItem {
            item: item(&self.store, &self.media, id)?,
            service,
        })
    }

    /// Brings a trashed item back into the gallery (the local copy; the service's copy stays deleted).
    pub fn media_restore(&self, id: &str) -> Result<MediaItem> {
        self.store.gallery_row(id)?.ok_or_else(not_in_library)?;
        self.store.set_deleted(id, None)?;
        item(&self.store, &self.media, id)
    }

    /// Removes every trashed item's row, file and thumbnail; returns how many.
    pub fn trash_empty(&self) -> Result<u32> {
        let removed = self.store.remove_trashed()?;
        for (file, thumb) in &removed {
            remove_quietly(&self.paths.media_dir().join(file));
            if let Some(t) = thumb {
                remove_quietly(&self.paths.thumbs_dir().join(t));
            }
        }
        Ok(removed.len() as u32)
    }
}

fn remove_quietly(p: &std::path::Path) {
    if let Err(e) = std::fs::remove_file(p) {
        if e.kind() != std::io::ErrorKind::NotFound {
            tracing::warn!("trash: could not remove {}: {e}", p.display());
        }
    }
}
