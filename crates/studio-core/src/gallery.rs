//! The gallery: pages of the library with their jobs' facts (request, promptUsed, cost, kind,
//! completion) joined in one query, filtered by kind, character, unassigned, or the local trash.

use crate::core::Core;
use crate::error::Result;
use crate::library::gallery_item;
use crate::model::{MediaItem, MediaKind};
use crate::store::MediaFilter;
use serde::{Deserialize, Serialize};

/// Largest gallery page.
pub const MAX_PAGE: u32 = 500;

/// What the gallery shows. `unassigned`: only items without a character (wins over `characterId`);
/// `trash`: the local trash instead of the gallery (most recently trashed first).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase", default)]
pub struct GalleryQuery {
    pub kind: Option<MediaKind>,
    pub character_id: Option<String>,
    pub unassigned: bool,
    pub trash: bool,
    pub offset: u32,
    /// Clamped to 1..=500 (default 100).
    pub limit: u32,
}

impl Default for GalleryQuery {
    fn default() -> Self {
        GalleryQuery {
            kind: None,
            character_id: None,
            unassigned: false,
            trash: false,
            offset: 0,
            limit: 100,
        }
    }
}

/// One page, newest first; `total` counts every item matching the query.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GalleryPage {
    pub items: Vec<MediaItem>,
    pub total: u32,
}

/// Any JSON value, as TypeScript sees it (numbers are `number`): the type of `MediaItem.request`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(untagged)]
pub enum JsonValue {
    Null(()),
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<JsonValue>),
    Object(std::collections::BTreeMap<String, JsonValue>),
}

impl GalleryQuery {
    /// The store's filter of this query.
    fn filter(&self) -> MediaFilter {
        MediaFilter {
            kind: self.kind,
            character_id: self.character_id.clone(),
            unassigned: self.unassigned,
            trash: self.trash,
        }
    }
}

impl Core {
    /// A gallery page (newest first; in the trash, most recently trashed first) with the total count.
    pub fn gallery_list(&self, query: &GalleryQuery) -> Result<GalleryPage> {
        let limit = query.limit.clamp(1, MAX_PAGE);
        let (rows, total) = self
            .store
            .gallery_page(&query.filter(), limit, query.offset)?;
        Ok(GalleryPage {
            items: rows.iter().map(|r| gallery_item(&self.media, r)).collect(),
            total,
        })
    }

    /// One library item by id (also when trashed).
    pub fn media_get(&self, id: &str) -> Result<Option<MediaItem>> {
        Ok(self
            .store
            .gallery_row(id)?
            .map(|r| gallery_item(&self.media, &r)))
    }
}
