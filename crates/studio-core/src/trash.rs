//! The local trash. Deleting a picture or a video deletes it at the service first (`DELETE
//! /api/user/images`, permanent; 404 = already gone), then only marks it trashed here (`media.deleted_at`;
//! files kept). A music track has no delete at the service (the spec covers images and videos): it only
//! goes to the local trash and stays at the service.
//! Restoring brings back the local copy only. Emptying the trash removes the rows and their files.

use crate::connection::observe_error;
use crate::core::{Core, Inner};
use crate::error::{CoreError, ErrorCode, Result};
use crate::gallery::{gallery_item, row_by_id};
use crate::model::{now, MediaItem, MediaKind};
use media_api::ids::ImageId;
use rusqlite::params;

fn not_in_library() -> CoreError {
    CoreError::new(ErrorCode::NotFound, "This item is not in your library")
}

fn set_deleted(inner: &Inner, id: &str, at: Option<String>) -> Result<()> {
    inner.db.with_conn(|c| {
        Ok(c.execute(
            "UPDATE media SET deleted_at = ?2 WHERE id = ?1",
            params![id, at],
        )?)
    })?;
    Ok(())
}

fn item(inner: &Inner, id: &str) -> Result<MediaItem> {
    row_by_id(inner, id)?
        .map(|r| gallery_item(inner, &r))
        .ok_or_else(not_in_library)
}

impl Core {
    /// Deletes the item at the service (when it has a remote id; 404 counts as gone) and moves it to
    /// the local trash. Any other service error is returned and nothing moves.
    pub async fn media_delete(&self, id: &str) -> Result<MediaItem> {
        let inner = &*self.inner;
        let row = row_by_id(inner, id)?.ok_or_else(not_in_library)?;
        if row.deleted_at.is_some() {
            return Ok(gallery_item(inner, &row));
        }
        // The spec's delete covers images and videos; a music track stays at the service.
        let deletable = matches!(row.media.kind, MediaKind::Image | MediaKind::Video);
        if let Some(remote) = row
            .media
            .remote_id
            .as_deref()
            .filter(|r| deletable && !r.trim().is_empty())
        {
            let client = inner.client()?;
            match client.library().delete(&ImageId::new(remote)).await {
                Ok(_) | Err(media_api::Error::NotFound { .. }) => {}
                Err(e) => {
                    observe_error(inner, &e);
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
        set_deleted(inner, id, Some(now()))?;
        item(inner, id)
    }

    /// Brings a trashed item back into the gallery (the local copy; the service's copy stays deleted).
    pub fn media_restore(&self, id: &str) -> Result<MediaItem> {
        let inner = &*self.inner;
        row_by_id(inner, id)?.ok_or_else(not_in_library)?;
        set_deleted(inner, id, None)?;
        item(inner, id)
    }

    /// Removes every trashed item's row, file and thumbnail; returns how many.
    pub fn trash_empty(&self) -> Result<u32> {
        let inner = &*self.inner;
        let removed: Vec<(String, Option<String>)> = inner.db.with_conn(|c| {
            let tx = c.unchecked_transaction()?;
            let files = {
                let mut st =
                    tx.prepare("SELECT file, thumb FROM media WHERE deleted_at IS NOT NULL")?;
                let rows = st
                    .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                rows
            };
            tx.execute("DELETE FROM media WHERE deleted_at IS NOT NULL", [])?;
            tx.commit()?;
            Ok(files)
        })?;
        for (file, thumb) in &removed {
            remove_quietly(&inner.paths.media_dir().join(file));
            if let Some(t) = thumb {
                remove_quietly(&inner.paths.thumbs_dir().join(t));
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
