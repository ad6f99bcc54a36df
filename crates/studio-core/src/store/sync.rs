//! What the gallery sync and the tracker need of the `media` table when the service's listing comes in:
//! what the library already holds, a synced row added unless it appeared meanwhile, a synced row adopted
//! by the job that made it, characters given to rows without one.

use super::search::shelf_of;
use super::{MediaRow, Store};
use crate::base::error::Result;
use crate::base::model::enum_str;
use rusqlite::params;
use std::collections::HashMap;

/// What the library already holds: remote id / remote URL -> (media id, character id).
#[derive(Debug, Default)]
pub struct Known {
    pub by_id: HashMap<String, (String, Option<String>)>,
    pub by_url: HashMap<String, (String, Option<String>)>,
}

impl Known {
    /// The item with this remote id, else with this remote URL.
    pub fn find(&self, remote_id: &str, url: Option<&str>) -> Option<&(String, Option<String>)> {
        self.by_id
            .get(remote_id)
            .or_else(|| url.and_then(|u| self.by_url.get(u)))
    }
}

impl Store {
    /// Every item's remote id and URL (trashed items count, and those removed from this computer and
    /// emptied from the Trash: known by no media id).
    pub fn known_media(&self) -> Result<Known> {
        self.with_conn(|c| {
            let mut k = Known::default();
            let mut st = c.prepare("SELECT remote_id, remote_url FROM removed_here")?;
            let mut rows = st.query([])?;
            while let Some(r) = rows.next()? {
                let (rid, url): (Option<String>, Option<String>) = (r.get(0)?, r.get(1)?);
                if let Some(rid) = rid {
                    k.by_id.insert(rid, (String::new(), None));
                }
                if let Some(url) = url {
                    k.by_url.insert(url, (String::new(), None));
                }
            }
            let mut st = c.prepare("SELECT id, remote_id, remote_url, character_id FROM media")?;
            let mut rows = st.query([])?;
            while let Some(r) = rows.next()? {
                let (id, rid, url, ch): (String, Option<String>, Option<String>, Option<String>) =
                    (r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?);
                if let Some(rid) = rid {
                    k.by_id.insert(rid, (id.clone(), ch.clone()));
                }
                if let Some(url) = url {
                    k.by_url.insert(url, (id, ch));
                }
            }
            Ok(k)
        })
    }

    /// Gives each item (by media id) its character, where it has none yet; one transaction.
    pub fn assign_characters(&self, assign: &[(String, Option<String>)]) -> Result<()> {
        self.execute_each(
            "UPDATE media SET character_id = ?2 WHERE id = ?1 AND character_id IS NULL",
            assign.iter().map(|(id, ch)| (id, ch)),
        )
        .map(|_| ())
    }

    /// Inserts a synced row unless an item with the same remote id or URL appeared meanwhile (the
    /// tracker finishing the same picture); returns whether it was inserted.
    pub fn insert_synced(&self, m: &MediaRow) -> Result<bool> {
        let n = self.lock().execute(
            &format!(
                "INSERT INTO media (id, kind, remote_id, remote_url, file, thumb, job_id, character_id, provider,
                                    prompt, width, height, created_at, shelf, first_seen)
                 SELECT ?1, ?2, ?3, ?4, ?5, ?6, NULL, ?7, NULL, ?8, ?9, ?10, ?11, {}, ?12
                 WHERE NOT EXISTS (SELECT 1 FROM media WHERE remote_id = ?3 OR remote_url = ?4)
                   AND NOT EXISTS (SELECT 1 FROM removed_here WHERE remote_id = ?3 OR remote_url = ?4)",
                shelf_of("?2", "NULL")
            ),
            params![
                m.id,
                enum_str(&m.kind),
                m.remote_id,
                m.remote_url,
                m.file,
                m.thumb,
                m.character_id,
                m.prompt,
                m.width,
                m.height,
                m.created_at,
                m.first_seen
            ],
        )?;
        Ok(n == 1)
    }

    /// A job's output that a sync already brought in becomes the job's (`job_id`, `provider`), with the
    /// job's prompt text when given. Matched by remote id, else remote URL, among rows of no job;
    /// returns whether such an item existed.
    pub fn adopt_synced(
        &self,
        job_id: &str,
        provider: &str,
        remote_id: Option<&str>,
        url: &str,
        prompt: Option<&str>,
    ) -> Result<bool> {
        let n = self.lock().execute(
            &format!(
                "UPDATE media SET job_id = ?1, provider = ?2, prompt = COALESCE(?5, prompt), shelf = {}
                 WHERE job_id IS NULL AND ((?3 IS NOT NULL AND remote_id = ?3) OR remote_url = ?4)",
                shelf_of("kind", "(SELECT kind FROM jobs WHERE id = ?1)")
            ),
            params![job_id, provider, remote_id, url, prompt],
        )?;
        Ok(n > 0)
    }
}
