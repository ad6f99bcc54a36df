//! The library (media rows with loopback URLs), tracked jobs as the UI sees them, and drafts.

use crate::core::{Core, Inner};
use crate::db::{JobRow, MediaRow};
use crate::error::{CoreError, Result};
use crate::model::{JobState, MediaItem, MediaKind, TrackedJob};

/// Largest library page.
pub const MAX_PAGE: u32 = 500;

impl Core {
    /// Library page, newest first; `url`/`thumbUrl` point at the app's media server.
    pub fn library_list(
        &self,
        kind: Option<MediaKind>,
        limit: u32,
        offset: u32,
    ) -> Result<Vec<MediaItem>> {
        let query = crate::gallery::GalleryQuery {
            kind,
            limit: limit.clamp(1, MAX_PAGE),
            offset,
            ..Default::default()
        };
        Ok(self.gallery_list(&query)?.items)
    }

    /// Recent jobs (newest first, at most 200), with their media.
    pub fn jobs_list(&self) -> Result<Vec<TrackedJob>> {
        self.inner
            .db
            .recent_jobs(200)?
            .iter()
            .map(|j| tracked(&self.inner, j))
            .collect()
    }

    pub fn job_get(&self, id: &str) -> Result<Option<TrackedJob>> {
        self.inner
            .db
            .job(id)?
            .map(|j| tracked(&self.inner, &j))
            .transpose()
    }

    /// The saved draft of a form (any text, usually JSON), if any.
    pub fn draft_get(&self, form: &str) -> Result<Option<String>> {
        self.inner.db.draft_get(form)
    }

    /// Saves (replaces) the draft of a form.
    pub fn draft_save(&self, form: &str, value: &str) -> Result<()> {
        if form.trim().is_empty() {
            return Err(CoreError::validation("form", "A draft needs a form name"));
        }
        self.inner.db.draft_save(form, value)
    }

    pub fn draft_delete(&self, form: &str) -> Result<()> {
        self.inner.db.draft_delete(form)
    }
}

pub(crate) fn media_item(inner: &Inner, m: &MediaRow) -> MediaItem {
    MediaItem {
        id: m.id.clone(),
        kind: m.kind,
        remote_id: m.remote_id.clone(),
        remote_url: m.remote_url.clone(),
        url: inner.media.media_url(&m.file),
        thumb_url: m.thumb.as_deref().map(|t| inner.media.thumb_url(t)),
        job_id: m.job_id.clone(),
        character_id: m.character_id.clone(),
        provider: m.provider.clone(),
        prompt: m.prompt.clone(),
        created_at: m.created_at.clone(),
        width: m.width,
        height: m.height,
        request: None,
        prompt_used: None,
        cost: None,
        charged: None,
        job_kind: None,
        completed_at: None,
        reference: None,
        trashed_at: None,
        source: crate::gallery::source_of(m),
    }
}

pub(crate) fn tracked(inner: &Inner, j: &JobRow) -> Result<TrackedJob> {
    let media = inner
        .db
        .media_of_job(&j.id)?
        .iter()
        .map(|m| {
            crate::gallery::with_job(media_item(inner, m), Some(&crate::gallery::JobFacts::of(j)))
        })
        .collect();
    Ok(TrackedJob {
        id: j.id.clone(),
        remote_id: j.remote_id.clone(),
        kind: j.kind,
        provider: j.provider.clone(),
        status: j.status,
        progress: j.progress.clone(),
        error: j.error.clone(),
        cost_estimate: j.cost_estimate,
        created_at: j.created_at.clone(),
        updated_at: j.updated_at.clone(),
        completed_at: j.completed_at.clone(),
        media,
        group_id: j.group_id.clone(),
        reference: crate::image_reference::info_of(j),
        charged: crate::spend::charged_of(&j.result),
        may_have_started: j.status == JobState::Failed
            && crate::spend::lookup::may_have_started(&j.result),
        queue_position: if j.status == JobState::Waiting {
            Some(inner.db.queue_position(j)?)
        } else {
            None
        },
    })
}
