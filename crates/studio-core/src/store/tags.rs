//! Tags (`tags`, `media_tags`): names put on items, many per item, kept only in this library and never
//! sent to the service. A name is one tag whatever its case.

use super::Store;
use crate::base::error::Result;
use rusqlite::{params, OptionalExtension};
use std::collections::HashMap;

/// A tag and how many items of the gallery (not the trash) carry it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Tag {
    pub id: String,
    pub name: String,
    pub count: u32,
}

impl Store {
    /// Every tag, by name, with its count.
    pub fn tags(&self) -> Result<Vec<Tag>> {
        self.rows(
            "SELECT t.id, t.name,
                        (SELECT COUNT(*) FROM media_tags i JOIN media m ON m.id = i.media_id
                         WHERE i.tag_id = t.id AND m.deleted_at IS NULL)
                 FROM tags t ORDER BY t.name COLLATE NOCASE",
            [],
            |r| {
                Ok(Tag {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    count: r.get(2)?,
                })
            },
        )
    }

    /// The tag of this name (any case), if there is one: (id, name as kept).
    pub fn tag_named(&self, name: &str) -> Result<Option<(String, String)>> {
        Ok(self
            .lock()
            .query_row(
                "SELECT id, name FROM tags WHERE name = ?1 COLLATE NOCASE",
                [name],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }

    /// A tag by id: its name.
    pub fn tag_name(&self, id: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .query_row("SELECT name FROM tags WHERE id = ?1", [id], |r| r.get(0))
            .optional()?)
    }

    pub fn insert_tag(&self, id: &str, name: &str, created_at: &str) -> Result<()> {
        self.lock().execute(
            "INSERT INTO tags (id, name, created_at) VALUES (?1, ?2, ?3)",
            params![id, name, created_at],
        )?;
        Ok(())
    }

    /// Puts a tag on items (those in the library); how many did not carry it yet. One transaction.
    pub fn tag_items(&self, tag_id: &str, ids: &[String]) -> Result<u32> {
        self.execute_each(
            "INSERT OR IGNORE INTO media_tags (media_id, tag_id)
                     SELECT id, ?2 FROM media WHERE id = ?1",
            ids.iter().map(|id| (id, tag_id)),
        )
    }

    /// Takes a tag off items; how many carried it.
    pub fn untag_items(&self, tag_id: &str, ids: &[String]) -> Result<u32> {
        self.execute_each(
            "DELETE FROM media_tags WHERE media_id = ?1 AND tag_id = ?2",
            ids.iter().map(|id| (id, tag_id)),
        )
    }

    /// Renames a tag; whether it exists.
    pub fn rename_tag(&self, id: &str, name: &str) -> Result<bool> {
        Ok(self
            .lock()
            .execute("UPDATE tags SET name = ?2 WHERE id = ?1", params![id, name])?
            > 0)
    }

    /// Moves every item of tag `from` to tag `into`, then removes `from`. One transaction.
    pub fn merge_tag(&self, from: &str, into: &str) -> Result<()> {
        self.with_conn(|c| {
            let tx = c.unchecked_transaction()?;
            tx.execute(
                "INSERT OR IGNORE INTO media_tags (media_id, tag_id)
                 SELECT media_id, ?2 FROM media_tags WHERE tag_id = ?1",
                params![from, into],
            )?;
            tx.execute("DELETE FROM tags WHERE id = ?1", [from])?;
            tx.commit()?;
            Ok(())
        })
    }

    /// Removes a tag from every item; whether it existed.
    pub fn delete_tag(&self, id: &str) -> Result<bool> {
        Ok(self
            .lock()
            .execute("DELETE FROM tags WHERE id = ?1", [id])?
            > 0)
    }

    /// The tags of each of these items, by name.
    pub fn tags_of(&self, ids: &[&str]) -> Result<HashMap<String, Vec<String>>> {
        let mut out: HashMap<String, Vec<String>> = HashMap::new();
        if ids.is_empty() {
            return Ok(out);
        }
        self.with_conn(|c| {
            let mut st = c.prepare_cached(
                "SELECT i.media_id, t.name FROM media_tags i JOIN tags t ON t.id = i.tag_id
                 WHERE i.media_id = ?1 ORDER BY t.name COLLATE NOCASE",
            )?;
            for id in ids {
                let names = st
                    .query_map([id], |r| r.get::<_, String>(1))?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                if !names.is_empty() {
                    out.insert(id.to_string(), names);
                }
            }
            Ok(out)
        })
    }
}
