//! The pickers of the forms (a video's source picture, ...) and a character's board: the whole library
//! searched by prompt words and maker, a page at a time, instead of the newest few.

use crate::base::error::Result;
use crate::base::model::{MediaItem, MediaKind};
use crate::jobs::library::media_item;
use crate::jobs::Below;
use crate::store::PickFilter;
use serde::{Deserialize, Serialize};

/// Largest picker page.
pub const MAX_PICK_PAGE: u32 = 200;

/// What a picker asks for: items of `kind` (null: every kind), of `characterId` when given, whose prompt
/// or maker holds every word of `search`; `atService`: only items the service can read (by id or address).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PickQuery {
    pub kind: Option<MediaKind>,
    #[serde(default)]
    pub character_id: Option<String>,
    pub search: String,
    pub at_service: bool,
    pub offset: u32,
    /// Clamped to 1..=200.
    pub limit: u32,
}

/// One page, newest first; `total` counts every match.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PickPage {
    pub items: Vec<MediaItem>,
    pub total: u32,
}

pub(crate) fn pick(below: &Below, query: &PickQuery) -> Result<PickPage> {
    let filter = PickFilter {
        kind: query.kind,
        character_id: query.character_id.clone().filter(|c| !c.is_empty()),
        words: query
            .search
            .split_whitespace()
            .map(str::to_string)
            .collect(),
        at_service: query.at_service,
    };
    let limit = query.limit.clamp(1, MAX_PICK_PAGE);
    let (rows, total) = below.store.pick_page(&filter, limit, query.offset)?;
    Ok(PickPage {
        items: rows.iter().map(|m| media_item(&below.media, m)).collect(),
        total,
    })
}
