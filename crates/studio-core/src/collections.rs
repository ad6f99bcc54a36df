//! Favourites and collections of the library: a star on an item, and named sets of items (an item may
//! be in several). Kept only on this computer: the service never hears of them. Deleting a collection
//! keeps its items; an item removed from the library (the trash emptied) leaves its collections.

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::model::now;
use crate::core::Core;
use media_api::say;
use serde::Serialize;

/// Longest collection name (characters).
pub const COLLECTION_NAME_MAX: usize = 80;

/// A collection and how many items of the gallery (not the trash) it holds.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Collection {
    pub id: String,
    pub name: String,
    pub created_at: String,
    pub count: u32,
}

fn not_found() -> CoreError {
    CoreError::new(
        ErrorCode::NotFound,
        say!(
            "collections.collection_no_longer_exists",
            "This collection no longer exists"
        ),
    )
}

impl Core {
    /// Stars (or unstars) items; how many changed.
    pub fn media_favourite(&self, ids: &[String], favourite: bool) -> Result<u32> {
        self.store.set_favourite(ids, favourite)
    }

    /// Every collection, by name.
    pub fn collections_list(&self) -> Result<Vec<Collection>> {
        Ok(self
            .store
            .collections()?
            .into_iter()
            .map(|c| Collection {
                id: c.id,
                name: c.name,
                created_at: c.created_at,
                count: c.count,
            })
            .collect())
    }

    /// A new empty collection; the name is trimmed, needed, at most 80 characters, and not another
    /// collection's (any case).
    pub fn collection_create(&self, name: &str) -> Result<Collection> {
        let name = self.collection_name(name, None)?;
        let id = uuid::Uuid::new_v4().to_string();
        let created_at = now();
        self.store.insert_collection(&id, &name, &created_at)?;
        Ok(Collection {
            id,
            name,
            created_at,
            count: 0,
        })
    }

    pub fn collection_rename(&self, id: &str, name: &str) -> Result<()> {
        let name = self.collection_name(name, Some(id))?;
        if !self.store.rename_collection(id, &name)? {
            return Err(not_found());
        }
        Ok(())
    }

    /// Deletes a collection; its items stay in the library.
    pub fn collection_delete(&self, id: &str) -> Result<()> {
        if !self.store.delete_collection(id)? {
            return Err(not_found());
        }
        Ok(())
    }

    /// Puts items into a collection; how many were not in it yet.
    pub fn collection_add(&self, id: &str, ids: &[String]) -> Result<u32> {
        self.existing(id)?;
        self.store.add_to_collection(id, ids, &now())
    }

    /// Takes items out of a collection (they stay in the library); how many were in it.
    pub fn collection_remove(&self, id: &str, ids: &[String]) -> Result<u32> {
        self.existing(id)?;
        self.store.remove_from_collection(id, ids)
    }

    fn existing(&self, id: &str) -> Result<()> {
        match self.store.collections()?.iter().any(|c| c.id == id) {
            true => Ok(()),
            false => Err(not_found()),
        }
    }

    fn collection_name(&self, name: &str, this: Option<&str>) -> Result<String> {
        let name = name.trim();
        if name.is_empty() {
            return Err(CoreError::validation(
                "name",
                say!(
                    "collections.collection_needs_name",
                    "A collection needs a name"
                ),
            ));
        }
        if name.chars().count() > COLLECTION_NAME_MAX {
            return Err(CoreError::validation(
                "name",
                say!(
                    "collections.collection_name_at_most",
                    "A collection name is at most {collection_name_max} characters",
                    collection_name_max = COLLECTION_NAME_MAX
                ),
            ));
        }
        match self.store.collection_named(name)? {
            Some(other) if Some(other.as_str()) != this => Err(CoreError::validation(
                "name",
                say!(
                    "collections.another_collection_already_has",
                    "Another collection already has this name"
                ),
            )),
            _ => Ok(name.to_string()),
        }
    }
}
