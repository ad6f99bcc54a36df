//! Favourites, a review's flags and ratings, and collections of the library: a star on an item, picked
//! or rejected and 1 to 5 stars given in a review, and named sets of items (an item may be in several). Kept only on this computer: the service never hears of them. Deleting a collection
//! keeps its items; an item removed from the library (the trash emptied) leaves its collections.

use crate::base::error::{CoreError, Result};
use crate::base::model::RATING_MAX;
use crate::store::Store;
use media_api::say;

/// A review's rating as stored: 1 to [`RATING_MAX`], or 0 for none; another number is refused.
pub(crate) fn rating(rating: Option<u8>) -> Result<u8> {
    match rating {
        None => Ok(0),
        Some(r) if (1..=RATING_MAX).contains(&r) => Ok(r),
        Some(_) => Err(CoreError::validation(
            "rating",
            say!(
                "collections.rating_from_to",
                "A rating goes from 1 to {rating_max}",
                rating_max = RATING_MAX
            ),
        )),
    }
}

/// Longest collection name (characters).
pub const COLLECTION_NAME_MAX: usize = 80;

pub(crate) fn not_found() -> CoreError {
    CoreError::not_found(say!(
        "collections.collection_no_longer_exists",
        "This collection no longer exists"
    ))
}

pub(crate) fn existing(store: &Store, id: &str) -> Result<()> {
    match store.collections()?.iter().any(|c| c.id == id) {
        true => Ok(()),
        false => Err(not_found()),
    }
}

pub(crate) fn name(store: &Store, name: &str, this: Option<&str>) -> Result<String> {
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
    match store.collection_named(name)? {
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
