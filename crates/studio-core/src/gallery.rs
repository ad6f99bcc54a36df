//! The gallery: pages of the library with their jobs' facts (request, promptUsed, cost, kind,
//! completion) joined in one query, filtered by kind, character, unassigned, or the local trash.

use crate::core::{Core, Inner};
use crate::error::Result;
use crate::model::{MediaItem, MediaKind, MediaSource, ReferenceInfo};
use crate::store::{GalleryRow, JobFacts, MediaFilter, MediaRow};
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

/// The request as the person filled it: without the inline face (`referenceImage`).
pub(crate) fn request_without_reference(request: &serde_json::Value) -> Option<serde_json::Value> {
    match request {
        serde_json::Value::Null => None,
        serde_json::Value::Object(o) => {
            let mut o = o.clone();
            o.remove("referenceImage");
            Some(serde_json::Value::Object(o))
        }
        other => Some(other.clone()),
    }
}

/// Fills an item's job facts.
pub(crate) fn with_job(mut item: MediaItem, job: Option<&JobFacts>) -> MediaItem {
    if let Some(j) = job {
        item.request = request_without_reference(&j.request);
        item.prompt_used = j
            .result
            .as_ref()
            .and_then(|r| r.get("promptUsed"))
            .and_then(|p| p.as_str())
            .map(str::to_string);
        item.cost = j.cost;
        item.charged = crate::spend::charged_of(&j.result);
        item.job_kind = Some(j.kind);
        item.completed_at = j.completed_at.clone();
        item.reference = j
            .reference
            .clone()
            .and_then(|r| serde_json::from_value::<ReferenceInfo>(r).ok());
    }
    item
}

pub(crate) fn gallery_item(inner: &Inner, r: &GalleryRow) -> MediaItem {
    let mut item = crate::library::media_item(inner, &r.media);
    item.trashed_at = r.deleted_at.clone();
    if r.job.is_none() {
        // Only listed by the service: its prompt is the prompt it used (structured JSON text).
        item.prompt_used = item.prompt.clone();
    }
    with_job(item, r.job.as_ref())
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
            .inner
            .store
            .gallery_page(&query.filter(), limit, query.offset)?;
        Ok(GalleryPage {
            items: rows.iter().map(|r| gallery_item(&self.inner, r)).collect(),
            total,
        })
    }

    /// One library item by id (also when trashed).
    pub fn media_get(&self, id: &str) -> Result<Option<MediaItem>> {
        Ok(self
            .inner
            .store
            .gallery_row(id)?
            .map(|r| gallery_item(&self.inner, &r)))
    }
}

/// Where an item came from: made by a job of this app, or only listed by the service.
pub(crate) fn source_of(m: &MediaRow) -> MediaSource {
    if m.job_id.is_some() {
        MediaSource::Local
    } else {
        MediaSource::Service
    }
}
