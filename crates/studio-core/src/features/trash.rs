//! The local trash and the two deletes ([`DeleteScope`]). "Remove from this computer" only marks the
//! item trashed here (`media.deleted_at`; files kept): the service is not asked and keeps its copy, and
//! once the Trash is emptied the Gallery's sync does not bring it back (`store::removed`). "Delete at the
//! service" deletes a picture or a video there first (`DELETE /api/user/images`, permanent), then trashes
//! it here; a music track has no delete at the service (the spec's covers images and videos): it only
//! goes to the local trash and the service keeps its copy. What the service did is answered as a
//! [`ServiceCopy`], so the window says only what is true: a 404 is "the service no longer had it", not
//! "deleted".
//! Restoring brings back the local copy only (one item, or many in one transaction): an item whose
//! service copy went is marked so (`media.service_gone`) and reads as one without a service id or
//! address, so no step that would send them is offered. Emptying the trash removes the rows and their
//! files.

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::model::{now, MediaItem, MediaKind};
use crate::features::bulk::{distinct, NotDone};
use crate::jobs::library::gallery_item;
use crate::jobs::Below;
use crate::media_server::MediaServer;
use crate::store::{Restored, Store};
use media_api::ids::ImageId;
use media_api::say;
use media_api::Words;
use serde::{Deserialize, Serialize};

/// Where a delete reaches: this computer only, or the service too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum DeleteScope {
    /// To the Trash here (restorable); the service is not asked and keeps its copy.
    ThisComputer,
    /// Deleted at the service (for good, where the spec's delete covers it), then to the Trash here.
    Service,
}

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
    /// Removed from this computer only: the service was not asked and keeps its copy.
    Untouched,
}

/// A deleted item (now in the local trash) and what happened at the service.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct DeletedItem {
    pub item: MediaItem,
    pub service: ServiceCopy,
}

fn not_in_library() -> CoreError {
    CoreError::not_found(say!(
        "trash.item_not_library",
        "This item is not in your library"
    ))
}

fn item(store: &Store, media: &MediaServer, id: &str) -> Result<MediaItem> {
    store
        .gallery_row(id)?
        .map(|r| gallery_item(media, &r))
        .ok_or_else(not_in_library)
}

/// What a bulk delete did: the items moved to the local trash now, what the service did with its
/// copies (counted as [`ServiceCopy`] says), and the items that stay, each with its reason.
#[derive(Debug, Clone, Default, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct DeletedMany {
    /// Ids moved to the Trash here by this delete.
    pub trashed: Vec<String>,
    /// Deleted at the service now (for good).
    pub service_deleted: u32,
    /// The service no longer had them (404).
    pub already_gone: u32,
    /// Music tracks: the service keeps its copy.
    pub kept: u32,
    /// Never at the service: nothing was asked.
    pub not_held: u32,
    /// Already in the Trash: nothing was done.
    pub already_in_trash: u32,
    /// Removed from this computer only: the service keeps its copies.
    pub untouched: u32,
    /// Left in the library: the service refused, or the item is not in the library.
    pub failed: Vec<NotDone>,
}

/// What a bulk restore did: the items back in the gallery, and those left, each with its reason.
#[derive(Debug, Clone, Default, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RestoredMany {
    /// Ids back in the gallery (the local copy; the service's copy stays deleted).
    pub restored: Vec<String>,
    /// Not in the library, or not in the Trash.
    pub failed: Vec<NotDone>,
}

impl ServiceCopy {
    /// The service holds no copy any more: the item's service id and address are dead, and restored
    /// it is on this computer only.
    pub fn leaves_no_copy(&self) -> bool {
        matches!(self, ServiceCopy::Deleted | ServiceCopy::AlreadyGone)
    }
}

impl DeletedMany {
    fn count(&mut self, copy: ServiceCopy) {
        *match copy {
            ServiceCopy::Deleted => &mut self.service_deleted,
            ServiceCopy::AlreadyGone => &mut self.already_gone,
            ServiceCopy::Kept => &mut self.kept,
            ServiceCopy::NotHeld => &mut self.not_held,
            ServiceCopy::AlreadyInTrash => &mut self.already_in_trash,
            ServiceCopy::Untouched => &mut self.untouched,
        } += 1;
    }
}

pub(crate) async fn delete(below: &Below, id: &str, scope: DeleteScope) -> Result<DeletedItem> {
    let row = below.store.gallery_row(id)?.ok_or_else(not_in_library)?;
    if row.deleted_at.is_some() {
        return Ok(DeletedItem {
            item: gallery_item(&below.media, &row),
            service: ServiceCopy::AlreadyInTrash,
        });
    }
    let service = delete_at(below, &row, scope).await.map_err(|err| {
        if err.code == ErrorCode::Unauthorized {
            return err;
        }
        err.reword(|why| {
            say!(
                "trash.service_did_not_delete",
                "The service did not delete it, so it stays in your gallery: {why}",
                why = why
            )
        })
    })?;
    let at = now();
    if service.leaves_no_copy() {
        below.store.mark_service_gone(&[id.to_string()], &at)?;
    }
    below.store.set_deleted(id, Some(at))?;
    Ok(DeletedItem {
        item: item(&below.store, &below.media, id)?,
        service,
    })
}

pub(crate) async fn delete_many(
    below: &Below,
    ids: &[String],
    scope: DeleteScope,
    progress: impl Fn(u32, u32),
) -> Result<DeletedMany> {
    let ids = distinct(ids);
    let total = ids.len() as u32;
    let mut out = DeletedMany::default();
    let mut refused_key: Option<Words> = None;
    let mut gone = Vec::new();
    for (done, id) in ids.iter().enumerate() {
        let failed = |reason: Words| NotDone::new(id, reason);
        match below.store.gallery_row(id)? {
            None => out.failed.push(failed(not_in_library().said())),
            Some(row) if row.deleted_at.is_some() => out.count(ServiceCopy::AlreadyInTrash),
            Some(row) => match (&refused_key, asks_service(&row, scope)) {
                (Some(reason), true) => out.failed.push(failed(reason.clone())),
                _ => match delete_at(below, &row, scope).await {
                    Ok(copy) => {
                        if copy.leaves_no_copy() {
                            gone.push(id.clone());
                        }
                        out.count(copy);
                        out.trashed.push(id.clone());
                    }
                    Err(e) => {
                        if e.code == ErrorCode::Unauthorized {
                            refused_key = Some(e.said());
                        }
                        out.failed.push(failed(e.said()));
                    }
                },
            },
        }
        progress(done as u32 + 1, total);
    }
    let at = now();
    below.store.mark_service_gone(&gone, &at)?;
    below.store.set_deleted_many(&out.trashed, &at)?;
    Ok(out)
}

/// With [`DeleteScope::Service`], asks the service to delete its copy when it holds one the
/// spec's delete covers (a picture or a video with a service id); says what became of it. A 404
/// is "already gone"; any other error is returned (and a refused key is noted by the session).
/// With [`DeleteScope::ThisComputer`] nothing is asked.
async fn delete_at(
    below: &Below,
    row: &crate::store::GalleryRow,
    scope: DeleteScope,
) -> Result<ServiceCopy> {
    let held = service_id(row).is_some() && row.media.service_gone.is_none();
    if scope == DeleteScope::ThisComputer {
        return Ok(if held {
            ServiceCopy::Untouched
        } else {
            ServiceCopy::NotHeld
        });
    }
    // The spec's delete covers images and videos; a music track stays at the service.
    if row.media.kind == MediaKind::Audio {
        return Ok(ServiceCopy::Kept);
    }
    let Some(remote) = service_id(row) else {
        return Ok(ServiceCopy::NotHeld);
    };
    let client = below.session.client()?;
    match client.library().delete(&ImageId::new(remote)).await {
        Ok(_) => Ok(ServiceCopy::Deleted),
        Err(media_api::Error::NotFound { .. }) => Ok(ServiceCopy::AlreadyGone),
        Err(e) => {
            below.session.observe_error(&e);
            Err(CoreError::from(e))
        }
    }
}

pub(crate) fn restore(below: &Below, id: &str) -> Result<MediaItem> {
    below.store.gallery_row(id)?.ok_or_else(not_in_library)?;
    below.store.set_deleted(id, None)?;
    item(&below.store, &below.media, id)
}

pub(crate) fn restore_many(
    below: &Below,
    ids: &[String],
    progress: impl Fn(u32, u32),
) -> Result<RestoredMany> {
    let ids = distinct(ids);
    let mut out = RestoredMany::default();
    for (id, done) in ids.iter().zip(below.store.restore_many(&ids)?) {
        match done {
            Restored::Back => out.restored.push(id.clone()),
            Restored::NotInTrash => out.failed.push(NotDone::new(
                id,
                say!("trash.item_not_trash", "This item is not in the Trash"),
            )),
            Restored::Missing => out.failed.push(NotDone::new(id, not_in_library().said())),
        }
    }
    progress(ids.len() as u32, ids.len() as u32);
    Ok(out)
}

/// How many trashed items the service still holds: emptying the Trash leaves them there.
pub(crate) fn at_service(below: &Below) -> Result<u32> {
    below.store.trashed_at_service()
}

pub(crate) fn empty(below: &Below) -> Result<u32> {
    let removed = below.store.remove_trashed()?;
    for (file, thumb) in &removed {
        remove_quietly(&below.paths.media_dir().join(file));
        for t in thumb.iter().flat_map(|t| below.paths.thumb_files(t)) {
            remove_quietly(&t);
        }
    }
    Ok(removed.len() as u32)
}

fn service_id(row: &crate::store::GalleryRow) -> Option<&str> {
    row.media
        .remote_id
        .as_deref()
        .filter(|r| !r.trim().is_empty())
}

/// Whether deleting this item asks the service (a picture or a video it holds, deleted there).
fn asks_service(row: &crate::store::GalleryRow, scope: DeleteScope) -> bool {
    scope == DeleteScope::Service && crate::jobs::library::deleted_at_service(&row.media)
}

fn remove_quietly(p: &std::path::Path) {
    if let Err(e) = std::fs::remove_file(p) {
        if e.kind() != std::io::ErrorKind::NotFound {
            tracing::warn!("trash: could not remove {}: {e}", p.display());
        }
    }
}
