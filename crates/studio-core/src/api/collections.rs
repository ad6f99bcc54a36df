//! Favourites, a review's flags and ratings, collections and tags of the library (`collections`, `tags`): kept only on this computer.

use super::Core;
use crate::base::error::Result;
use crate::base::model::{now, ReviewFlag};
use crate::features::collections;
use crate::features::tags::{self, check_name};
use crate::store::{Collection, Tag};

impl Core {
    /// Stars (or unstars) items; how many changed.
    pub fn media_favourite(&self, ids: &[String], favourite: bool) -> Result<u32> {
        self.store.set_favourite(ids, favourite)
    }

    /// Flags items picked, rejected or neither in a review (kept only here); how many changed.
    pub fn media_flag(&self, ids: &[String], flag: ReviewFlag) -> Result<u32> {
        self.store.set_flag(ids, flag)
    }

    /// Rates items 1 to 5 in a review, or takes their rating off (`None`; kept only here); how many
    /// changed. Another number is refused.
    pub fn media_rate(&self, ids: &[String], rating: Option<u8>) -> Result<u32> {
        self.store.set_rating(ids, collections::rating(rating)?)
    }

    /// Every collection, by name.
    pub fn collections_list(&self) -> Result<Vec<Collection>> {
        self.store.collections()
    }

    /// A new empty collection; the name is trimmed, needed, at most 80 characters, and not another
    /// collection's (any case).
    pub fn collection_create(&self, name: &str) -> Result<Collection> {
        let name = collections::name(&self.store, name, None)?;
        let (id, created_at) = (uuid::Uuid::new_v4().to_string(), now());
        self.store.insert_collection(&id, &name, &created_at)?;
        let count = 0;
        Ok(Collection {
            id,
            name,
            created_at,
            count,
        })
    }

    pub fn collection_rename(&self, id: &str, name: &str) -> Result<()> {
        let name = collections::name(&self.store, name, Some(id))?;
        match self.store.rename_collection(id, &name)? {
            true => Ok(()),
            false => Err(collections::not_found()),
        }
    }

    /// Deletes a collection; its items stay in the library.
    pub fn collection_delete(&self, id: &str) -> Result<()> {
        match self.store.delete_collection(id)? {
            true => Ok(()),
            false => Err(collections::not_found()),
        }
    }

    /// Puts items into a collection; how many were not in it yet.
    pub fn collection_add(&self, id: &str, ids: &[String]) -> Result<u32> {
        collections::existing(&self.store, id)?;
        self.store.add_to_collection(id, ids, &now())
    }

    /// Takes items out of a collection (they stay in the library); how many were in it.
    pub fn collection_remove(&self, id: &str, ids: &[String]) -> Result<u32> {
        collections::existing(&self.store, id)?;
        self.store.remove_from_collection(id, ids)
    }

    /// Every tag, by name, with how many items carry it.
    pub fn tags_list(&self) -> Result<Vec<Tag>> {
        self.store.tags()
    }

    /// Puts the tag `name` on items (made when no tag has that name, any case); answers the tag.
    pub fn tags_add(&self, ids: &[String], name: &str) -> Result<Tag> {
        let id = tags::named(&self.store, &check_name(name)?)?;
        self.store.tag_items(&id, ids)?;
        tags::tag(&self.store, &id)
    }

    /// Takes a tag off items; how many carried it.
    pub fn tags_remove(&self, ids: &[String], tag_id: &str) -> Result<u32> {
        self.store.untag_items(tag_id, ids)
    }

    /// Renames a tag; onto another tag's name (any case) the two become one, under that tag.
    pub fn tag_rename(&self, tag_id: &str, name: &str) -> Result<Tag> {
        let name = check_name(name)?;
        self.store.tag_name(tag_id)?.ok_or_else(tags::not_found)?;
        match self.store.tag_named(&name)? {
            Some((other, _)) if other != tag_id => {
                self.store.merge_tag(tag_id, &other)?;
                tags::tag(&self.store, &other)
            }
            _ => {
                self.store.rename_tag(tag_id, &name)?;
                tags::tag(&self.store, tag_id)
            }
        }
    }

    /// Removes a tag from every item.
    pub fn tag_delete(&self, tag_id: &str) -> Result<()> {
        match self.store.delete_tag(tag_id)? {
            true => Ok(()),
            false => Err(tags::not_found()),
        }
    }
}
