//! Favourites (`media.favourite`), a review's flags and ratings (`media.flag`, `media.rating`) and
//! collections (`collections`, `collection_items`): kept only in this library, never sent to the service.

use super::Store;
use crate::base::error::Result;
use crate::base::model::ReviewFlag;
use rusqlite::{params, OptionalExtension};

/// A collection and how many items of the gallery (not the trash) it holds.
#[derive(Debug, Clone, PartialEq, serde::Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Collection {
    pub id: String,
    pub name: String,
    pub created_at: String,
    pub count: u32,
}

impl Store {
    /// Stars (or unstars) items; answers how many rows it changed.
    pub fn set_favourite(&self, ids: &[String], favourite: bool) -> Result<u32> {
        self.execute_each(
            "UPDATE media SET favourite = ?2 WHERE id = ?1 AND favourite <> ?2",
            ids.iter().map(|id| (id, favourite)),
        )
    }

    /// Flags items picked, rejected or neither (a trashed item too); answers how many rows it changed.
    pub fn set_flag(&self, ids: &[String], flag: ReviewFlag) -> Result<u32> {
        self.set_mark("flag", ids, flag.stored())
    }

    /// Rates items 1 to 5, or takes their rating off (0); answers how many rows it changed.
    pub fn set_rating(&self, ids: &[String], rating: u8) -> Result<u32> {
        self.set_mark("rating", ids, rating as i64)
    }

    /// Sets one of the review's columns of items, in one transaction.
    fn set_mark(&self, column: &'static str, ids: &[String], value: i64) -> Result<u32> {
        self.execute_each(
            &format!("UPDATE media SET {column} = ?2 WHERE id = ?1 AND {column} <> ?2"),
            ids.iter().map(|id| (id, value)),
        )
    }

    /// Every collection, by name, with its count.
    pub fn collections(&self) -> Result<Vec<Collection>> {
        self.rows(
            "SELECT c.id, c.name, c.created_at,
                        (SELECT COUNT(*) FROM collection_items i JOIN media m ON m.id = i.media_id
                         WHERE i.collection_id = c.id AND m.deleted_at IS NULL)
                 FROM collections c ORDER BY c.name COLLATE NOCASE, c.created_at",
            [],
            |r| {
                Ok(Collection {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    created_at: r.get(2)?,
                    count: r.get(3)?,
                })
            },
        )
    }

    /// The id of the collection of this name (any case), if there is one.
    pub fn collection_named(&self, name: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .query_row(
                "SELECT id FROM collections WHERE name = ?1 COLLATE NOCASE",
                [name],
                |r| r.get(0),
            )
            .optional()?)
    }

    pub fn insert_collection(&self, id: &str, name: &str, created_at: &str) -> Result<()> {
        self.lock().execute(
            "INSERT INTO collections (id, name, created_at) VALUES (?1, ?2, ?3)",
            params![id, name, created_at],
        )?;
        Ok(())
    }

    /// Renames a collection; whether it exists.
    pub fn rename_collection(&self, id: &str, name: &str) -> Result<bool> {
        let n = self.lock().execute(
            "UPDATE collections SET name = ?2 WHERE id = ?1",
            params![id, name],
        )?;
        Ok(n == 1)
    }

    /// Deletes a collection (its items stay in the library); whether it existed.
    pub fn delete_collection(&self, id: &str) -> Result<bool> {
        let n = self
            .lock()
            .execute("DELETE FROM collections WHERE id = ?1", [id])?;
        Ok(n == 1)
    }

    /// Puts items of the library into a collection (those already in it stay); how many were added.
    pub fn add_to_collection(&self, id: &str, ids: &[String], at: &str) -> Result<u32> {
        self.execute_each(
            "INSERT OR IGNORE INTO collection_items (collection_id, media_id, added_at)
                     SELECT ?1, id, ?3 FROM media WHERE id = ?2",
            ids.iter().map(|m| (id, m, at)),
        )
    }

    /// Takes items out of a collection (they stay in the library); how many were in it.
    pub fn remove_from_collection(&self, id: &str, ids: &[String]) -> Result<u32> {
        self.execute_each(
            "DELETE FROM collection_items WHERE collection_id = ?1 AND media_id = ?2",
            ids.iter().map(|m| (id, m)),
        )
    }
}
