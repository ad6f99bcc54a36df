//! The `media` table: every file of the library (`file`, `thumb` are names inside media/ and thumbs/),
//! and the local trash (`deleted_at`).

use super::search::shelf_of;
use super::Store;
use crate::base::error::Result;
use crate::base::model::{enum_parse, enum_str, MediaKind};
use rusqlite::{params, OptionalExtension, Row};

/// A media file as stored (`file`, `thumb` are names inside media/ and thumbs/).
#[derive(Debug, Clone, PartialEq)]
pub struct MediaRow {
    pub id: String,
    pub kind: MediaKind,
    pub remote_id: Option<String>,
    pub remote_url: Option<String>,
    pub file: String,
    pub thumb: Option<String>,
    pub job_id: Option<String>,
    pub character_id: Option<String>,
    pub provider: Option<String>,
    pub prompt: Option<String>,
    pub width: Option<u32>,
    pub height: Option<u32>,
    pub created_at: String,
    /// Set when the service gave no date for it: when this library first saw it (`created_at` is then
    /// [`UNDATED`], so it sorts as undated and no date filter takes it).
    pub first_seen: Option<String>,
    /// Set when the service's copy is gone (deleted there, or found missing): its service id and
    /// address are dead, so they read as none.
    pub service_gone: Option<String>,
}

impl MediaRow {
    /// A new item of `kind` in the library's file `file`, made now, with nothing else known yet.
    pub fn new(kind: MediaKind, file: impl Into<String>) -> MediaRow {
        MediaRow {
            id: uuid::Uuid::new_v4().to_string(),
            kind,
            remote_id: None,
            remote_url: None,
            file: file.into(),
            thumb: None,
            job_id: None,
            character_id: None,
            provider: None,
            prompt: None,
            width: None,
            height: None,
            created_at: crate::base::model::now(),
            first_seen: None,
            service_gone: None,
        }
    }
}

/// `created_at` of an item whose date is unknown: before every real date.
pub const UNDATED: &str = "0000-01-01T00:00:00.000Z";

/// What [`Store::restore_many`] did with one id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Restored {
    /// Back in the gallery.
    Back,
    /// In the library but not in the trash: nothing changed.
    NotInTrash,
    /// No such item in the library.
    Missing,
}

pub(super) const MEDIA_COLS: &str =
    "id, kind, remote_id, remote_url, file, thumb, job_id, character_id, provider, prompt, width, height, created_at, first_seen, service_gone";
/// How many columns [`MEDIA_COLS`] reads (the next column of a query that selects more is this one).
pub(super) const MEDIA_COL_COUNT: usize = 15;

pub(super) fn media_from_row(r: &Row<'_>) -> rusqlite::Result<MediaRow> {
    let kind: String = r.get(1)?;
    let service_gone: Option<String> = r.get(14)?;
    let live = service_gone.is_none();
    Ok(MediaRow {
        id: r.get(0)?,
        kind: enum_parse(&kind).unwrap_or(MediaKind::Image),
        remote_id: r.get::<_, Option<String>>(2)?.filter(|_| live),
        remote_url: r.get::<_, Option<String>>(3)?.filter(|_| live),
        file: r.get(4)?,
        thumb: r.get(5)?,
        job_id: r.get(6)?,
        character_id: r.get(7)?,
        provider: r.get(8)?,
        prompt: r.get(9)?,
        width: r.get(10)?,
        height: r.get(11)?,
        created_at: r.get(12)?,
        first_seen: r.get(13)?,
        service_gone,
    })
}

impl Store {
    /// Inserts an item; its shelf follows from its kind and its job's.
    pub fn insert_media(&self, m: &MediaRow) -> Result<()> {
        let shelf = shelf_of("?2", "(SELECT kind FROM jobs WHERE id = ?7)");
        self.lock().execute(
            &format!(
                "INSERT INTO media (id, kind, remote_id, remote_url, file, thumb, job_id, character_id, provider,
                                    prompt, width, height, created_at, shelf)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, {shelf})"
            ),
            params![
                m.id,
                enum_str(&m.kind),
                m.remote_id,
                m.remote_url,
                m.file,
                m.thumb,
                m.job_id,
                m.character_id,
                m.provider,
                m.prompt,
                m.width,
                m.height,
                m.created_at
            ],
        )?;
        Ok(())
    }

    /// One library item by id, unless it is in the trash.
    pub fn media(&self, id: &str) -> Result<Option<MediaRow>> {
        Ok(self
            .lock()
            .query_row(
                &format!("SELECT {MEDIA_COLS} FROM media WHERE id = ?1 AND deleted_at IS NULL"),
                [id],
                media_from_row,
            )
            .optional()?)
    }

    pub fn media_of_job(&self, job_id: &str) -> Result<Vec<MediaRow>> {
        self.rows(
            &format!(
            "SELECT {MEDIA_COLS} FROM media WHERE job_id = ?1 AND deleted_at IS NULL ORDER BY file"
        ),
            [job_id],
            media_from_row,
        )
    }

    /// Library page, newest first.
    pub fn list_media(
        &self,
        kind: Option<MediaKind>,
        limit: u32,
        offset: u32,
    ) -> Result<Vec<MediaRow>> {
        let conn = self.lock();
        let mut st = conn.prepare(&format!(
            "SELECT {MEDIA_COLS} FROM media WHERE deleted_at IS NULL AND (?1 IS NULL OR kind = ?1)
             ORDER BY created_at DESC, file DESC LIMIT ?2 OFFSET ?3"
        ))?;
        let kind = kind.map(|k| enum_str(&k));
        let rows = st
            .query_map(params![kind, limit, offset], media_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Moves an item to the local trash (`Some(time)`) or back out of it (`None`).
    pub fn set_deleted(&self, id: &str, at: Option<String>) -> Result<()> {
        self.lock().execute(
            "UPDATE media SET deleted_at = ?2 WHERE id = ?1",
            params![id, at],
        )?;
        Ok(())
    }

    /// Moves these items to the local trash in one transaction (those already there keep their time);
    /// answers how many moved.
    pub fn set_deleted_many(&self, ids: &[String], at: &str) -> Result<u32> {
        self.execute_each(
            "UPDATE media SET deleted_at = ?2 WHERE id = ?1 AND deleted_at IS NULL",
            ids.iter().map(|id| (id, at)),
        )
    }

    /// Brings these items back from the local trash in one transaction; answers for each id, in order,
    /// what became of it.
    pub fn restore_many(&self, ids: &[String]) -> Result<Vec<Restored>> {
        self.with_conn(|c| {
            let tx = c.unchecked_transaction()?;
            let mut out = Vec::with_capacity(ids.len());
            {
                let mut back = tx.prepare(
                    "UPDATE media SET deleted_at = NULL WHERE id = ?1 AND deleted_at IS NOT NULL",
                )?;
                let mut known = tx.prepare("SELECT 1 FROM media WHERE id = ?1")?;
                for id in ids {
                    out.push(if back.execute([id])? == 1 {
                        Restored::Back
                    } else if known.exists([id])? {
                        Restored::NotInTrash
                    } else {
                        Restored::Missing
                    });
                }
            }
            tx.commit()?;
            Ok(out)
        })
    }

    /// Whether an item of the library (trashed ones too) has this service id.
    pub fn media_of_remote_id(&self, remote_id: &str) -> Result<bool> {
        Ok(self
            .lock()
            .query_row(
                "SELECT 1 FROM media WHERE remote_id = ?1 LIMIT 1",
                [remote_id],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// Marks these items' service copies as gone (deleted there, or found missing): from now on they
    /// read as items without a service id or address, so nothing offers a step that would send them.
    pub fn mark_service_gone(&self, ids: &[String], at: &str) -> Result<()> {
        self.execute_each(
            "UPDATE media SET service_gone = ?2 WHERE id = ?1 AND service_gone IS NULL",
            ids.iter().map(|id| (id, at)),
        )
        .map(|_| ())
    }

    /// Moves every item made with a character's face (as the pickers' query finds them) to the local
    /// trash, as gone at the service (which deleted them with the character): restored, each is on this
    /// computer only. Answers how many moved.
    pub fn trash_of_character(&self, character_id: &str, at: &str) -> Result<u32> {
        let n = self.lock().execute(
            &format!(
                "UPDATE media SET deleted_at = ?2, service_gone = coalesce(service_gone, ?2) \
                 WHERE {} AND deleted_at IS NULL",
                super::picks::made_with(1)
            ),
            params![character_id, at],
        )?;
        Ok(n as u32)
    }

    /// Trashed items the service still holds (removed from this computer only, or a track it keeps):
    /// emptying the Trash leaves them there.
    pub fn trashed_at_service(&self) -> Result<u32> {
        Ok(self.lock().query_row(
            "SELECT COUNT(*) FROM media WHERE deleted_at IS NOT NULL AND service_gone IS NULL
               AND (remote_id IS NOT NULL OR remote_url IS NOT NULL)",
            [],
            |r| r.get(0),
        )?)
    }

    /// Removes every trashed item's row; answers their files and thumbnails (to remove next). An item
    /// the service still holds (removed from this computer only) is remembered by its service id and
    /// address (`removed_here`), so the Gallery's sync leaves it out.
    pub fn remove_trashed(&self) -> Result<Vec<(String, Option<String>)>> {
        self.with_conn(|c| {
            let tx = c.unchecked_transaction()?;
            tx.execute(
                "INSERT INTO removed_here (remote_id, remote_url, removed_at)
                 SELECT remote_id, remote_url, ?1 FROM media
                 WHERE deleted_at IS NOT NULL AND service_gone IS NULL
                   AND (remote_id IS NOT NULL OR remote_url IS NOT NULL)",
                [crate::base::model::now()],
            )?;
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
        })
    }
}
