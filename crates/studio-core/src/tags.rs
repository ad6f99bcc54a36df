//! Tags: names put on items (many per item, on one item or a selection), a manager that renames (merging
//! into a tag of the new name), and removes a tag everywhere, and a gallery filter by tag. Kept only on
//! this computer: the service never hears of them; they go into exports' metadata.

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::model::{now, MediaItem};
use crate::core::Core;
use media_api::say;
use serde::Serialize;

/// Longest tag name, in characters.
pub const TAG_NAME_MAX: usize = 40;

/// A tag and how many items of the gallery (not the trash) carry it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Tag {
    pub id: String,
    pub name: String,
    pub count: u32,
}

fn not_found() -> CoreError {
    CoreError::new(
        ErrorCode::NotFound,
        say!("tags.tag_no_longer_exists", "This tag no longer exists"),
    )
}

/// The trimmed name (inner runs of spaces made one), or the field error for it.
fn check_name(name: &str) -> Result<String> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(CoreError::validation(
            "name",
            say!("tags.give_tag_name", "Give the tag a name"),
        ));
    }
    if name.chars().count() > TAG_NAME_MAX {
        return Err(CoreError::validation(
            "name",
            say!(
                "tags.tag_at_most_characters",
                "A tag can be at most {tag_name_max} characters",
                tag_name_max = TAG_NAME_MAX
            ),
        ));
    }
    Ok(name)
}

impl Core {
    /// Every tag, by name, with how many items carry it.
    pub fn tags_list(&self) -> Result<Vec<Tag>> {
        Ok(self
            .store
            .tags()?
            .into_iter()
            .map(|t| Tag {
                id: t.id,
                name: t.name,
                count: t.count,
            })
            .collect())
    }

    /// Puts the tag `name` on items (made when no tag has that name, any case); answers the tag.
    pub fn tags_add(&self, ids: &[String], name: &str) -> Result<Tag> {
        let name = check_name(name)?;
        let id = match self.store.tag_named(&name)? {
            Some((id, _)) => id,
            None => {
                let id = uuid::Uuid::new_v4().to_string();
                self.store.insert_tag(&id, &name, &now())?;
                id
            }
        };
        self.store.tag_items(&id, ids)?;
        self.tag(&id)
    }

    /// Takes a tag off items; how many carried it.
    pub fn tags_remove(&self, ids: &[String], tag_id: &str) -> Result<u32> {
        self.store.untag_items(tag_id, ids)
    }

    /// Renames a tag; onto another tag's name (any case) the two become one, under that tag.
    pub fn tag_rename(&self, tag_id: &str, name: &str) -> Result<Tag> {
        let name = check_name(name)?;
        self.store.tag_name(tag_id)?.ok_or_else(not_found)?;
        match self.store.tag_named(&name)? {
            Some((other, _)) if other != tag_id => {
                self.store.merge_tag(tag_id, &other)?;
                self.tag(&other)
            }
            _ => {
                self.store.rename_tag(tag_id, &name)?;
                self.tag(tag_id)
            }
        }
    }

    /// Removes a tag from every item.
    pub fn tag_delete(&self, tag_id: &str) -> Result<()> {
        if !self.store.delete_tag(tag_id)? {
            return Err(not_found());
        }
        Ok(())
    }

    fn tag(&self, id: &str) -> Result<Tag> {
        self.tags_list()?
            .into_iter()
            .find(|t| t.id == id)
            .ok_or_else(not_found)
    }

    /// The items with their tags read (gallery pages, single items, exports).
    pub(crate) fn with_tags(&self, mut items: Vec<MediaItem>) -> Result<Vec<MediaItem>> {
        let ids: Vec<&str> = items.iter().map(|m| m.id.as_str()).collect();
        let mut tags = self.store.tags_of(&ids)?;
        for m in items.iter_mut() {
            m.tags = tags.remove(&m.id).unwrap_or_default();
        }
        Ok(items)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_trimmed_and_bounded() {
        assert_eq!(check_name("  summer   2026 ").unwrap(), "summer 2026");
        assert_eq!(
            check_name("   ").unwrap_err().field.as_deref(),
            Some("name")
        );
        assert!(check_name(&"x".repeat(41)).is_err());
        assert!(check_name(&"é".repeat(40)).is_ok());
    }
}
