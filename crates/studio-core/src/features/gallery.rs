//! The gallery: pages of the library with their jobs' facts (request, promptUsed, cost, kind,
//! completion) joined in one query, searched by prompt words, kind or shelf, character, provider,
//! days, favourites, a review's flag or rating, or a collection, or the local trash; sorted newest, oldest or by cost; and the counts per shelf of a search.

use crate::base::error::Result;
use crate::base::model::{MediaItem, MediaKind, ReviewFlag, Shelf};
use crate::jobs::library::gallery_item;
use crate::jobs::Below;
use crate::store::{GalleryRow, MediaFilter, Order};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Largest gallery page.
pub const MAX_PAGE: u32 = 500;

/// The order of a gallery page. `cost`: what the service charged for the item's job where that is
/// recorded, else its estimate; highest first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum GallerySort {
    #[default]
    Newest,
    Oldest,
    Cost,
}

/// What the gallery shows. `unassigned`: only items without a character (wins over `characterId`);
/// `trash`: the local trash instead of the gallery (its newest are the most recently trashed).
/// `text`: words that must all appear in the prompt (any case); `from`/`to`: days (`YYYY-MM-DD`, both
/// included).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase", default)]
pub struct GalleryQuery {
    pub kind: Option<MediaKind>,
    #[specta(optional)]
    pub shelf: Option<Shelf>,
    pub character_id: Option<String>,
    pub unassigned: bool,
    pub trash: bool,
    #[specta(optional)]
    pub provider: Option<String>,
    #[specta(optional)]
    pub text: Option<String>,
    #[specta(optional)]
    pub from: Option<String>,
    #[specta(optional)]
    pub to: Option<String>,
    #[specta(optional)]
    pub sort: GallerySort,
    /// Only starred items.
    #[specta(optional)]
    pub favourites: bool,
    /// Only the items of this collection.
    #[specta(optional)]
    pub collection_id: Option<String>,
    /// Only the items that carry this tag.
    #[specta(optional)]
    pub tag_id: Option<String>,
    /// Only the items a review picked, rejected, or left without either (`none`).
    #[specta(optional)]
    pub flag: Option<ReviewFlag>,
    /// Only the items rated at least this (1 to 5).
    #[specta(optional)]
    pub min_rating: Option<u8>,
    pub offset: u32,
    /// Clamped to 1..=500 (default 100).
    pub limit: u32,
}

impl Default for GalleryQuery {
    fn default() -> Self {
        GalleryQuery {
            kind: None,
            shelf: None,
            character_id: None,
            unassigned: false,
            trash: false,
            provider: None,
            text: None,
            from: None,
            to: None,
            sort: GallerySort::Newest,
            favourites: false,
            collection_id: None,
            tag_id: None,
            flag: None,
            min_rating: None,
            offset: 0,
            limit: 100,
        }
    }
}

/// One page in the query's order; `total` counts every item matching the query.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GalleryPage {
    pub items: Vec<MediaItem>,
    pub total: u32,
}

impl GalleryQuery {
    /// The store's filter of this query.
    pub(crate) fn filter(&self) -> MediaFilter {
        MediaFilter {
            kind: self.kind,
            shelf: self.shelf,
            character_id: self.character_id.clone(),
            unassigned: self.unassigned,
            trash: self.trash,
            provider: self.provider.clone(),
            words: self
                .text
                .as_deref()
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            from: self.from.clone(),
            to: self.to.clone(),
            favourites: self.favourites,
            collection_id: self.collection_id.clone(),
            tag_id: self.tag_id.clone(),
            flag: self.flag,
            min_rating: self.min_rating,
        }
    }

    pub(crate) fn order(&self) -> Order {
        match self.sort {
            GallerySort::Newest => Order::Newest,
            GallerySort::Oldest => Order::Oldest,
            GallerySort::Cost => Order::Cost,
        }
    }
}

pub(crate) fn page(below: &Below, query: &GalleryQuery) -> Result<GalleryPage> {
    let limit = query.limit.clamp(1, MAX_PAGE);
    let (rows, total) =
        below
            .store
            .gallery_page(&query.filter(), query.order(), limit, query.offset)?;
    let items = rows.iter().map(|r| gallery_item(&below.media, r)).collect();
    Ok(GalleryPage {
        items: crate::features::tags::with_tags(&below.store, items)?,
        total,
    })
}

pub(crate) fn item(below: &Below, id: &str) -> Result<Option<MediaItem>> {
    with_tags(below, below.store.gallery_row(id)?)
}

/// The library item whose own file `path` is (what a drag from this window carries: the media folder's
/// file, named as `export::drag_files` names it), or `None` for any other file. Compares names only: it
/// neither opens nor looks at the file.
pub(crate) fn item_by_file(below: &Below, path: &Path) -> Result<Option<MediaItem>> {
    let media_dir = below.paths.media_dir();
    let (Some(dir), Some(name)) = (path.parent(), path.file_name().and_then(|n| n.to_str())) else {
        return Ok(None);
    };
    if dir != media_dir {
        return Ok(None);
    }
    with_tags(below, below.store.gallery_row_by_file(name)?)
}

fn with_tags(below: &Below, row: Option<GalleryRow>) -> Result<Option<MediaItem>> {
    let Some(r) = row else { return Ok(None) };
    Ok(crate::features::tags::with_tags(&below.store, vec![gallery_item(&below.media, &r)])?.pop())
}
