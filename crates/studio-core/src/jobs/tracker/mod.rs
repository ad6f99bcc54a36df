//! The job tracker: one background task that follows every active job at the service, persists
//! every transition, hands finished results to the download workers and emits `JobUpdated` /
//! `CreditsChanged`. Jobs live in the database, so a restart resumes them.
//!
//! What is asked when is the [`schedule`]'s business, within one request [`budget`] for all polls;
//! the per-kind modules know how to ask (one jobs list for image jobs, one library listing for videos,
//! one status per track and slideshow). Downloads run apart ([`workers`]), so a slow file never holds
//! up polling.

mod budget;
mod cohort;
pub(crate) mod download;
pub(crate) mod image;
pub(crate) mod magic;
mod music;
pub(crate) mod poster;
mod round;
mod schedule;
pub(crate) mod slideshow;
mod tool_lookup;
mod video;
pub(crate) mod workers;

use crate::base::error::Result;
use crate::base::lock;
use crate::base::model::{now, JobState, MediaKind};
use crate::jobs::{Jobs, Write};
use crate::store::JobRow;
use media_api::types::library::LibraryResponse;
use media_api::{say, Words};
use media_api::{JobStatus, RetryPolicy};
use schedule::{Check, Schedule};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::time::Instant;

/// A failed job's words when the service gave no reason.
pub(crate) fn no_reason() -> Words {
    say!(
        "job.no_reason",
        "The service could not make this and gave no reason. Whether it charged for it is not documented: your balance shows what it took."
    )
}

/// Polls after which a job found nowhere is reported failed.
pub const MAX_MISSES: u32 = 10;

/// One finished output of a job, as the service named it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RemoteOutput {
    pub remote_id: Option<String>,
    pub url: String,
    pub kind: MediaKind,
    /// A slide's caption (kept as the saved picture's text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caption: Option<String>,
}

impl RemoteOutput {
    /// A `kind` of file at `url`, by the service's id when it named one.
    pub fn new(kind: MediaKind, remote_id: Option<String>, url: String) -> RemoteOutput {
        let caption = None;
        RemoteOutput {
            remote_id,
            url,
            kind,
            caption,
        }
    }
}

/// What the service says about a job.
#[derive(Debug, Clone, PartialEq)]
pub struct RemoteState {
    pub status: JobStatus,
    /// How it is doing: the service's own text (plain words), or the app's (by key).
    pub progress: Option<Words>,
    /// Why it failed: the service's own text (plain words), or the app's (by key).
    pub error: Option<Words>,
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

#[derive(Debug)]
pub(crate) struct TrackerState {
    misses: HashMap<String, u32>,
    schedule: Schedule,
    /// The last video library listing (for a service without per-job video status).
    library: Option<LibraryResponse>,
    /// How long a video is waited for in the listing (`CoreOptions::video_listing_deadline`).
    video_deadline: std::time::Duration,
    pub downloads: Arc<workers::Downloads>,
    /// Music added to videos on this computer (`local_mix`).
    pub mixes: Arc<super::local_mix::Mixes>,
}

impl TrackerState {
    pub fn new(opts: &crate::base::options::CoreOptions) -> TrackerState {
        TrackerState {
            misses: HashMap::new(),
            schedule: Schedule::new(opts.poll_interval, opts.poll_budget_per_minute),
            library: None,
            video_deadline: opts.video_listing_deadline,
            downloads: Arc::new(workers::Downloads::new(opts.download_workers)),
            mixes: Arc::default(),
        }
    }
}

/// Starts the background task (holds only a weak reference between ticks).
pub(crate) fn start(jobs: &Arc<Jobs>) {
    let weak = Arc::downgrade(jobs);
    let wake = jobs.wake.clone();
    let idle = jobs.idle;
    let task = tokio::spawn(async move {
        loop {
            let next = {
                let Some(jobs) = weak.upgrade() else { break };
                tick(&jobs).await
            };
            let until = next.unwrap_or_else(|| Instant::now() + idle);
            tokio::select! {
                _ = wake.notified() => {}
                _ = tokio::time::sleep_until(until) => {}
            }
        }
    });
    *lock(&jobs.tracker_task) = Some(task);
}

/// At start: a job saved as `submitting` without a service id was cut off while sending. It may or may
/// not have reached the service, and it is never re-sent: it is flagged (`spend::lookup`) and looked
/// for by the tracker's rounds where the spec gives a way (every kind that has one: pictures in the jobs
/// list, videos and cut-outs by their listings), round after round while the service can't be reached;
/// else marked failed with a plain note. Answers their ids (an image is also looked for at once).
pub(crate) fn look_up_interrupted_submissions(jobs: &Jobs) -> Result<Vec<String>> {
    let mut cut_off = Vec::new();
    for mut job in jobs.store.active_jobs()? {
        if job.status == JobState::Submitting && job.remote_id.is_none() {
            use super::spend::lookup::{self, LookUp};
            lookup::flag(&mut job);
            cut_off.push(job.id.clone());
            if lookup::look_up_of(&job) == LookUp::None {
                job.fail(say!(
                    "job.closed_while_sending",
                    "The app closed while sending this request, so it may not have started. Check your library before trying again."
                ));
            } else {
                // Looked for by the tracker's rounds, as a lost answer is, for as long as it takes.
                job.running(
                    JobState::Processing,
                    Some(say!(
                        "progress.closed_while_sending",
                        "The app closed while sending this request, so it may have started and been charged: looking for it at the service"
                    )),
                );
            }
            jobs.save_quietly(&mut job, Write::Whole)?;
        }
    }
    Ok(cut_off)
}

/// One round: sends what the schedule allows now, applies the answers, hands finished results to the
/// download workers. Answers when to look again (`None`: nothing to follow).
pub(crate) async fn tick(jobs: &Arc<Jobs>) -> Option<Instant> {
    let mut state = jobs.tracker_state.lock().await;
    // The client and the jobs of the account whose key it holds, read together: another account
    // connected meanwhile gets its own round, its jobs never asked for or sent with this key.
    let connected = jobs.session.client_in_scope().ok();
    let scope = connected.as_ref().map(|(_, scope)| scope.clone());
    let active = match connected.as_ref() {
        Some(_) => jobs.store.active_jobs_in(scope.clone()),
        None => jobs.store.active_jobs(),
    };
    let active = match active {
        Ok(a) => a,
        Err(e) => {
            tracing::warn!(
                "tracker: could not read jobs: {}",
                e.details.as_deref().unwrap_or(e.message())
            );
            return None;
        }
    };
    // Mixes made on this computer need no connection.
    state.mixes.dispatch(jobs, &active);
    // Polls are paced by the schedule: the client repeats none behind its back. Waiting jobs are sent
    // with the usual client (a POST is retried only when it certainly never left).
    let (sender, _) = connected?;
    let client = sender.with_retry_policy(RetryPolicy::none());
    let now = Instant::now();
    for id in state.downloads.take_refreshed() {
        state.schedule.urgent(Check::Job(id));
    }
    if state.downloads.take_saved() {
        state.schedule.want_credits(now);
    }
    let waiting = active.iter().any(|j| j.status == JobState::Waiting);
    let plan = state.schedule.plan(now, &active, waiting);
    let by_id: HashMap<String, JobRow> = active.iter().map(|j| (j.id.clone(), j.clone())).collect();
    let answers = {
        let library = state.library.as_ref();
        let video_deadline = state.video_deadline;
        let asks = plan
            .into_iter()
            .map(|c| round::ask(jobs, &client, c, &by_id, library, video_deadline));
        futures::future::join_all(asks).await
    };
    for answer in answers {
        round::take_answer(jobs, &mut state, &sender, &active, &by_id, answer).await;
    }
    // Finished results are saved by the workers (also those left half-saved by an earlier run).
    let downloading: Vec<JobRow> = match jobs.store.active_jobs_in(scope) {
        Ok(a) => a
            .into_iter()
            .filter(|j| j.status == JobState::Downloading)
            .collect(),
        Err(_) => vec![],
    };
    state.downloads.dispatch(jobs, &sender, downloading);
    let still = active
        .iter()
        .any(|j| j.status != JobState::Failed && j.status != JobState::Completed);
    (still || state.downloads.busy()).then(|| state.schedule.next_wake(Instant::now()))
}

/// The outputs a finished job has to save.
pub(crate) fn outputs_of(job: &JobRow) -> Option<Vec<RemoteOutput>> {
    job.result
        .as_ref()
        .and_then(|r| r.get("outputs"))
        .and_then(|o| serde_json::from_value(o.clone()).ok())
}

/// Saves what the service said; answers the job when it has just finished (to save, or failed).
fn apply(
    jobs: &Jobs,
    state: &mut TrackerState,
    mut job: JobRow,
    outcome: PollOutcome,
) -> Result<Option<JobRow>> {
    let before = (job.status, job.progress.clone(), job.error.clone());
    let mut patch = None;
    match outcome {
        PollOutcome::State(s) => {
            state.misses.remove(&job.id);
            match s.status {
                JobStatus::Pending => job.running(JobState::Pending, None),
                JobStatus::Completed => {
                    if s.outputs.is_empty() {
                        job.fail(say!(
                            "job.nothing_sent",
                            "The service finished but sent nothing to save"
                        ));
                    } else {
                        job.saving(None);
                        let outputs = serde_json::json!({
                            "outputs": serde_json::to_value(&s.outputs).unwrap_or_default()
                        });
                        patch = Some(outputs);
                    }
                }
                JobStatus::Failed => {
                    // The spec documents no failure reason on an image job, a slideshow or a music
                    // job, and says nothing of refunds.
                    job.fail(
                        s.error
                            .filter(|e| !e.trim().is_empty())
                            .unwrap_or_else(no_reason),
                    );
                }
                _ => job.running(JobState::Processing, None),
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
                job.fail(say!("job.lost", "The job could not be found any more"));
            }
        }
        PollOutcome::Error(e) => {
            jobs.session.observe_error(&e);
            tracing::debug!(job = %job.id, code = e.code(), "poll failed: {e}");
            return Ok(None);
        }
    }
    if (job.status, job.progress.clone(), job.error.clone()) != before {
        job.updated_at = now();
        if job.status == JobState::Failed {
            job.completed_at = Some(job.updated_at.clone());
        }
        jobs.save(&mut job, Write::State(patch.as_ref()))?;
        if matches!(job.status, JobState::Downloading | JobState::Failed) {
            return Ok(Some(job));
        }
    } else if let Some(outputs) = &patch {
        jobs.save_quietly(&mut job, Write::Merge(outputs))?;
    }
    Ok(None)
}
