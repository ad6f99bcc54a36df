//! The library as the window sees it: media rows with the media server's URLs, a job with its media and
//! face, a gallery row with its job's facts (used by jobs and the features alike).

use crate::base::error::Result;
use crate::base::model::{
    JobState, MediaItem, MediaKind, MediaSource, ReferenceInfo, ReviewFlag, Shelf, TrackedJob,
};
use crate::jobs::spend::{balance_drop_of, charged_of};
use crate::media_server::MediaServer;
use crate::store::{GalleryRow, JobFacts, JobRow, MediaRow, Store};
use serde::{Deserialize, Serialize};

/// Largest library page.
pub const MAX_PAGE: u32 = 500;

/// What is kept in `jobs.reference`: the names shown, and the library copy of a one-off photo.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StoredReference {
    pub character_id: Option<String>,
    pub character_name: Option<String>,
    pub file_name: Option<String>,
    /// Path inside the data folder (`refs/<hash>.<ext>`).
    pub file: Option<String>,
    /// The library picture an edit started from (its media id).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_id: Option<String>,
}

/// What face a stored job used.
pub(crate) fn info_of(j: &JobRow) -> Option<ReferenceInfo> {
    info_from(j.reference.clone()?)
}

/// What a job's stored reference says of its face or its edited picture, for the window.
fn info_from(v: serde_json::Value) -> Option<ReferenceInfo> {
    let s: StoredReference = serde_json::from_value(v).ok()?;
    Some(ReferenceInfo {
        character_id: s.character_id,
        character_name: s.character_name,
        file_name: s.file_name,
        edited_from: s.media_id,
    })
}

/// Whether deleting this item asks the service to delete its copy: the spec's delete covers pictures and
/// videos it holds by id; a music track stays at the service.
pub(crate) fn deleted_at_service(m: &MediaRow) -> bool {
    m.kind != MediaKind::Audio && m.remote_id.as_deref().is_some_and(|r| !r.trim().is_empty())
}

/// A media row as the window sees it: its file and thumbnail at the media server.
pub(crate) fn media_item(media: &MediaServer, m: &MediaRow) -> MediaItem {
    MediaItem {
        id: m.id.clone(),
        kind: m.kind,
        remote_id: m.remote_id.clone(),
        remote_url: m.remote_url.clone(),
        url: media.media_url(&m.file),
        thumb_url: m.thumb.as_deref().map(|t| media.thumb_url(t)),
        small_thumb_url: m.thumb.as_deref().map(|t| media.small_thumb_url(t)),
        job_id: m.job_id.clone(),
        character_id: m.character_id.clone(),
        provider: m.provider.clone(),
        prompt: m.prompt.clone(),
        // Undated (the service gave no date): the window is told when it was first seen, and that the
        // date is unknown.
        created_at: m.first_seen.clone().unwrap_or_else(|| m.created_at.clone()),
        date_unknown: m.first_seen.is_some(),
        service_gone: m.service_gone.clone(),
        deletes_at_service: deleted_at_service(m),
        tags: Vec::new(),
        width: m.width,
        height: m.height,
        request: None,
        prompt_used: None,
        cost: None,
        charged: None,
        balance_drop: None,
        job_kind: None,
        completed_at: None,
        reference: None,
        trashed_at: None,
        source: source_of(m),
        shelf: Shelf::of(m.kind, None),
        favourite: false,
        flag: ReviewFlag::None,
        rating: None,
    }
}

/// A stored job as the window sees it: with its media, its face, what it was charged and its place in
/// line.
pub(crate) fn tracked(store: &Store, media: &MediaServer, j: &JobRow) -> Result<TrackedJob> {
    let facts = JobFacts::of(j);
    let media = store
        .media_of_job(&j.id)?
        .iter()
        .map(|m| with_job(media_item(media, m), Some(&facts)))
        .collect();
    Ok(TrackedJob {
        id: j.id.clone(),
        remote_id: j.remote_id.clone(),
        kind: j.kind,
        provider: j.provider.clone(),
        status: j.status,
        // Under way with another account (or service): said so, not the words of when it was followed.
        progress: if j.status.is_active() && store.held_elsewhere(&j.id)? {
            Some(media_api::say!(
                "job.held_other_account",
                "Held: this was sent with another account or to another service; it goes on when that one is connected again"
            ))
        } else {
            j.progress.clone()
        },
        error: j.error.clone(),
        cost_estimate: j.cost_estimate,
        created_at: j.created_at.clone(),
        updated_at: j.updated_at.clone(),
        completed_at: j.completed_at.clone(),
        media,
        group_id: j.group_id.clone(),
        reference: info_of(j),
        charged: charged_of(&j.result),
        balance_drop: balance_drop_of(&j.result),
        may_have_started: crate::jobs::spend::lookup::may_have_started(&j.result),
        can_save_again: crate::jobs::tracker::workers::can_save_again(j),
        queue_position: if j.status == JobState::Waiting {
            Some(store.queue_position(j)?)
        } else {
            None
        },
        usual_seconds: if j.status.is_active() {
            store.usual_seconds(j.kind, &j.provider)?
        } else {
            None
        },
        words: j
            .result
            .as_ref()
            .and_then(|r| r.get(crate::base::model::WORDS_KEY))
            .and_then(|t| t.as_str())
            .map(str::to_string),
    })
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
        item.charged = charged_of(&j.result);
        item.balance_drop = balance_drop_of(&j.result);
        item.job_kind = Some(j.kind);
        item.shelf = Shelf::of(item.kind, Some(j.kind));
        item.completed_at = j.completed_at.clone();
        item.reference = j.reference.clone().and_then(info_from);
    }
    item
}

/// A gallery row as the window sees it (trashed or not, with its job's facts).
pub(crate) fn gallery_item(media: &MediaServer, r: &GalleryRow) -> MediaItem {
    let mut item = media_item(media, &r.media);
    item.trashed_at = r.deleted_at.clone();
    item.favourite = r.favourite;
    item.flag = r.flag;
    item.rating = r.rating;
    if r.job.is_none() {
        // Only listed by the service: its prompt is the prompt it used (structured JSON text).
        item.prompt_used = item.prompt.clone();
    }
    with_job(item, r.job.as_ref())
}

/// Where an item came from: made by a job of this app, or only listed by the service.
pub(crate) fn source_of(m: &MediaRow) -> MediaSource {
    if m.job_id.is_some() {
        MediaSource::Local
    } else {
        MediaSource::Service
    }
}
