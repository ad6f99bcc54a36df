//! The job tracker: one background task that polls every active job (one poller per job kind), persists
//! every transition, saves finished results into the library and emits `JobUpdated` / `CreditsChanged`.
//! Jobs live in the database, so a restart resumes them.
//!
//! Adding a kind (video, music, slideshow): implement [`Poller`] for it and list it in [`pollers`].

pub(crate) mod download;
mod image;
mod music;
mod poster;
pub(crate) mod slideshow;
mod video;

use crate::connection::observe_error;
use crate::core::{lock, Inner};
use crate::db::JobRow;
use crate::error::Result;
use crate::events::CoreEvent;
use crate::model::{now, JobKind, JobState, MediaKind};
use futures::future::BoxFuture;
use media_api::{Client, JobStatus};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;

/// Polls after which a job found nowhere is reported failed.
pub const MAX_MISSES: u32 = 10;

/// One finished output of a job, as the service named it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RemoteOutput {
    pub remote_id: Option<String>,
    pub url: String,
    pub kind: MediaKind,
}

/// What the service says about a job.
#[derive(Debug, Clone, PartialEq)]
pub struct RemoteState {
    pub status: JobStatus,
    pub progress: Option<String>,
    pub error: Option<String>,
    pub outputs: Vec<RemoteOutput>,
}

#[derive(Debug)]
pub enum PollOutcome {
    State(RemoteState),
    /// Not found anywhere this time (counted; after [`MAX_MISSES`] the job fails).
    Missing,
    /// The poll itself failed (network, 401, ...); the job stays as it is.
    Error(media_api::Error),
}

/// Polls the active jobs of one kind. `poll` gets every active job of that kind that has a remote id
/// and answers for each (by local job id); it should batch where the service allows (one jobs list
/// per tick for images).
pub trait Poller: Send + Sync {
    fn kind(&self) -> JobKind;
    fn poll<'a>(
        &'a self,
        client: &'a Client,
        jobs: &'a [JobRow],
    ) -> BoxFuture<'a, Vec<(String, PollOutcome)>>;
}

/// Every poller the tracker knows.
pub fn pollers() -> Vec<Box<dyn Poller>> {
    vec![
        Box::new(image::ImagePoller),
        Box::new(video::VideoPoller(JobKind::Video)),
        Box::new(video::VideoPoller(JobKind::Avatar)),
        Box::new(music::MusicPoller),
        Box::new(slideshow::SlideshowPoller),
    ]
}

#[derive(Debug, Default)]
pub(crate) struct TrackerState {
    misses: HashMap<String, u32>,
}

/// Starts the background task (holds only a weak reference between ticks).
pub(crate) fn start(inner: &Arc<Inner>) {
    let weak = Arc::downgrade(inner);
    let wake = inner.wake.clone();
    let interval = inner.opts.poll_interval;
    let task = tokio::spawn(async move {
        loop {
            {
                let Some(inner) = weak.upgrade() else { break };
                tick(&inner).await;
            }
            tokio::select! {
                _ = wake.notified() => {}
                _ = tokio::time::sleep(interval) => {}
            }
        }
    });
    *lock(&inner.tracker_task) = Some(task);
}

/// At start: a job saved as `submitting` without a service id was cut off while sending. It may or may
/// not have reached the service, and it is never re-sent: it is marked failed with a plain note.
pub(crate) fn fail_interrupted_submissions(inner: &Inner) -> Result<()> {
    for mut job in inner.db.active_jobs()? {
        if job.status == JobState::Submitting && job.remote_id.is_none() {
            job.status = JobState::Failed;
            job.error = Some(
                "The app closed while sending this request, so it may not have started. Check your library before trying again."
                    .into(),
            );
            job.updated_at = now();
            job.completed_at = Some(job.updated_at.clone());
            inner.db.update_job(&job)?;
        }
    }
    Ok(())
}

/// One round: poll every active job once, then save finished results.
pub(crate) async fn tick(inner: &Arc<Inner>) {
    let mut state = inner.tracker_state.lock().await;
    let Ok(client) = inner.client() else { return };
    let active = match inner.db.active_jobs() {
        Ok(a) => a,
        Err(e) => {
            tracing::warn!(
                "tracker: could not read jobs: {}",
                e.details.as_deref().unwrap_or(&e.message)
            );
            return;
        }
    };
    if active.is_empty() {
        return;
    }
    let by_id: HashMap<String, JobRow> = active.iter().map(|j| (j.id.clone(), j.clone())).collect();
    for poller in pollers() {
        let jobs: Vec<JobRow> = active
            .iter()
            .filter(|j| j.kind == poller.kind() && j.remote_id.is_some())
            .filter(|j| {
                matches!(
                    j.status,
                    JobState::Pending | JobState::Processing | JobState::Submitting
                )
            })
            .cloned()
            .collect();
        if jobs.is_empty() {
            continue;
        }
        for (id, outcome) in poller.poll(&client, &jobs).await {
            let Some(job) = by_id.get(&id) else { continue };
            if let Err(e) = apply(inner, &mut state, job.clone(), outcome) {
                tracing::warn!("tracker: could not save job {id}: {}", e.message);
            }
        }
    }
    drop(state);
    // Jobs waiting for a slot go out, oldest first, as slots free.
    crate::spend::queue::advance(inner, &client).await;
    // Save finished results (also those left half-saved by an earlier run).
    let downloading: Vec<JobRow> = match inner.db.active_jobs() {
        Ok(a) => a
            .into_iter()
            .filter(|j| j.status == JobState::Downloading)
            .collect(),
        Err(_) => return,
    };
    let mut finished = false;
    for job in downloading {
        match download::finish(inner, &client, job).await {
            Ok(done) => finished |= done,
            Err(e) => tracing::warn!(
                "tracker: saving results failed: {}",
                e.details.as_deref().unwrap_or(&e.message)
            ),
        }
    }
    if finished {
        let _ = crate::account::fetch_credits(inner, false).await;
    }
}

fn apply(
    inner: &Inner,
    state: &mut TrackerState,
    mut job: JobRow,
    outcome: PollOutcome,
) -> Result<()> {
    let before = (job.status, job.progress.clone(), job.error.clone());
    match outcome {
        PollOutcome::State(s) => {
            state.misses.remove(&job.id);
            match s.status {
                JobStatus::Pending => job.status = JobState::Pending,
                JobStatus::Completed => {
                    if s.outputs.is_empty() {
                        job.status = JobState::Failed;
                        job.error = Some("The service finished but sent nothing to save".into());
                    } else {
                        job.status = JobState::Downloading;
                        let mut result = job.result.take().unwrap_or_else(|| serde_json::json!({}));
                        if let Some(obj) = result.as_object_mut() {
                            obj.insert(
                                "outputs".into(),
                                serde_json::to_value(&s.outputs).unwrap_or_default(),
                            );
                        }
                        job.result = Some(result);
                    }
                }
                JobStatus::Failed => {
                    job.status = JobState::Failed;
                    job.error = Some(s.error.filter(|e| !e.trim().is_empty()).unwrap_or_else(|| {
                        "The service could not make this. No credits are refunded by the service for failed jobs.".into()
                    }));
                }
                _ => job.status = JobState::Processing,
            }
            if s.progress.is_some() {
                job.progress = s.progress;
            }
        }
        PollOutcome::Missing => {
            let n = state.misses.entry(job.id.clone()).or_insert(0);
            *n += 1;
            if *n >= MAX_MISSES {
                state.misses.remove(&job.id);
                job.status = JobState::Failed;
                job.error = Some("The job could not be found any more".into());
            }
        }
        PollOutcome::Error(e) => {
            observe_error(inner, &e);
            tracing::debug!(job = %job.id, code = e.code(), "poll failed: {e}");
            return Ok(());
        }
    }
    if (job.status, job.progress.clone(), job.error.clone()) != before {
        job.updated_at = now();
        if job.status == JobState::Failed {
            job.completed_at = Some(job.updated_at.clone());
        }
        inner.db.update_job(&job)?;
        inner.emit(CoreEvent::JobUpdated(crate::library::tracked(inner, &job)?));
    }
    Ok(())
}

/// Waits until the job `id` is completed or failed (the tracker saves its results), at most `wait`;
/// answers with the job as it is then.
pub(crate) async fn settled(
    inner: &Inner,
    id: &str,
    wait: std::time::Duration,
) -> Result<crate::model::TrackedJob> {
    let mut events = inner.events.subscribe();
    inner.wake.notify_one();
    let read = || -> Result<crate::model::TrackedJob> {
        let row = inner.db.job(id)?.ok_or_else(|| {
            crate::error::CoreError::new(crate::error::ErrorCode::NotFound, "The job is gone")
        })?;
        crate::library::tracked(inner, &row)
    };
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        let job = read()?;
        if !job.status.is_active() {
            return Ok(job);
        }
        // Any event (or a lag) is a reason to look again; the deadline ends the wait.
        match tokio::time::timeout_at(deadline, events.recv()).await {
            Err(_) => return Ok(job),
            Ok(Err(tokio::sync::broadcast::error::RecvError::Closed)) => return Ok(job),
            Ok(_) => {}
        }
    }
}
