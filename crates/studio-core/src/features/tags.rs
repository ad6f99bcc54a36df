//! Tags: names put on items (many per item, on one item or a selection), a manager that renames (merging
//! into a tag of the new name), and removes a tag everywhere, and a gallery filter by tag. Kept only on
//! this computer: the service never hears of them; they go into exports' metadata.

use crate::base::error::{CoreError, Result};
use crate::base::model::{now, MediaItem};
use crate::store::{Store, Tag};
use media_api::say;

/// Longest tag name, in characters.
pub const TAG_NAME_MAX: usize = 40;

pub(crate) fn not_found() -> CoreError {
    CoreError::not_found(say!(
        "tags.tag_no_longer_exists",
        "This tag no longer exists"
    ))
}

/// The trimmed name (inner runs of spaces made one), or the field error for it.
pub(crate) fn check_name(name: &str) -> Result<String> {
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

pub(crate) fn tag(store: &Store, id: &str) -> Result<Tag> {
    store
        .tags()?
        .into_iter()
        .find(|t| t.id == id)
        .ok_or_else(not_found)
}

pub(crate) fn named(store: &Store, name: &str) -> Result<String> {
    if let Some((id, _)) = store.tag_named(name)? {
        return Ok(id);
    }
    let id = uuid::Uuid::new_v4().to_string();
    store.insert_tag(&id, name, &now())?;
    Ok(id)
}

/// The items with their tags read (gallery pages, single items, exports).
pub(crate) fn with_tags(store: &Store, mut items: Vec<MediaItem>) -> Result<Vec<MediaItem>> {
    let ids: Vec<&str> = items.iter().map(|m| m.id.as_str()).collect();
    let mut tags = store.tags_of(&ids)?;
    for m in items.iter_mut() {
        m.tags = tags.remove(&m.id).unwrap_or_default();
    }
    Ok(items)
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
