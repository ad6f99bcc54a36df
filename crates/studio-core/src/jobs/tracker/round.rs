//! One round's answers: what each check brought back and what follows from it (states saved, the
//! waiting line advanced, follow-ups queued, a busy service pausing every poll).

use super::schedule::{is_video, Check};
use super::{apply, image, music, outputs_of, slideshow, video, PollOutcome, TrackerState};

use crate::base::model::{JobKind, JobState, MediaKind};
use crate::jobs::Jobs;
use crate::store::JobRow;
use media_api::types::jobs::JobsResponse;
use media_api::types::library::LibraryResponse;
use media_api::Client;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::time::Instant;

/// What one check brought back.
pub(super) enum Answer {
    ImageJobs(std::result::Result<JobsResponse, media_api::Error>),
    VideoLibrary(std::result::Result<LibraryResponse, media_api::Error>),
    Job(String, PollOutcome),
    Credits,
}

pub(super) async fn ask(
    jobs: &Jobs,
    client: &Client,
    check: Check,
    by_id: &HashMap<String, JobRow>,
    library: Option<&LibraryResponse>,
    video_deadline: std::time::Duration,
) -> Answer {
    match check {
        Check::ImageJobs => Answer::ImageJobs(client.jobs().list(true).await),
        Check::VideoLibrary => Answer::VideoLibrary(video::library(client).await),
        Check::Credits => {
            let _ = jobs.session.fetch_credits(false).await;
            Answer::Credits
        }
        Check::Job(id) => {
            let Some(job) = by_id.get(&id) else {
                return Answer::Job(id, PollOutcome::Missing);
            };
            // A listed video already another job's: saved in the library, or being saved.
            let taken = |vid: &str| {
                by_id.values().any(|other| {
                    other.id != job.id
                        && outputs_of(other)
                            .is_some_and(|o| o.iter().any(|x| x.remote_id.as_deref() == Some(vid)))
                }) || jobs.store.media_of_remote_id(vid).unwrap_or(false)
            };
            let Some(rid) = job.remote_id.as_deref() else {
                // Accepted without a name (a video edit), or its answer lost: only a listing can tell.
                if matches!(job.kind, JobKind::Video | JobKind::Avatar) {
                    return Answer::Job(id, video::listed(job, library, video_deadline, &taken));
                }
                if job.kind == JobKind::Tool {
                    return Answer::Job(id, super::tool_lookup::check(jobs, client, job).await);
                }
                return Answer::Job(id, PollOutcome::Missing);
            };
            let outcome = match job.kind {
                JobKind::Image => image::check(jobs, client, job, rid).await,
                JobKind::Video | JobKind::Avatar => {
                    video::check(client, job, rid, library, video_deadline, &taken).await
                }
                JobKind::Music => music::check(client, rid).await,
                JobKind::Slideshow => slideshow::check(client, rid).await,
                _ => return Answer::Job(id, PollOutcome::Missing),
            };
            Answer::Job(id, outcome)
        }
    }
}

pub(super) async fn take_answer(
    jobs: &Arc<Jobs>,
    state: &mut TrackerState,
    sender: &Client,
    active: &[JobRow],
    by_id: &HashMap<String, JobRow>,
    answer: Answer,
) {
    let now = Instant::now();
    match answer {
        Answer::ImageJobs(Ok(list)) => {
            state.schedule.budget.recovered();
            for job in active.iter().filter(|j| j.kind == JobKind::Image) {
                if crate::jobs::spend::lookup::being_looked_up(job) {
                    // Its answer was lost: is it in the list?
                    let mut row = job.clone();
                    if let Err(e) = crate::jobs::spend::lookup::in_jobs_list(jobs, &mut row, &list)
                    {
                        tracing::warn!(job = %job.id, "looking up a job failed: {}", e.message());
                    }
                    continue;
                }
                if job.remote_id.is_none() || !job.status.is_active() {
                    continue;
                }
                match image::from_list(&list, job) {
                    Some(s) => {
                        state.schedule.set_listed(&job.id, true);
                        record(jobs, state, job, PollOutcome::State(s), active);
                    }
                    None => {
                        let listed = job
                            .remote_id
                            .as_deref()
                            .and_then(|r| list.find(&media_api::JobId::from(r)))
                            .is_some();
                        state.schedule.set_listed(&job.id, listed);
                        if listed {
                            // Finished with several images: its own status names them all.
                            state.schedule.urgent(Check::Job(job.id.clone()));
                        }
                    }
                }
            }
            // Jobs waiting for a slot go out, oldest first, as slots free.
            crate::jobs::spend::queue::advance(jobs, sender, &list);
        }
        Answer::VideoLibrary(Ok(lib)) => {
            state.schedule.budget.recovered();
            state.schedule.videos_listed(now, video::ids(&lib), active);
            state.library = Some(lib);
        }
        Answer::ImageJobs(Err(e)) | Answer::VideoLibrary(Err(e)) => failed(jobs, state, &e),
        Answer::Job(id, outcome) => {
            if let Some(job) = by_id.get(&id) {
                record(jobs, state, job, outcome, active);
            }
        }
        Answer::Credits => {}
    }
}

/// A poll failed: a busy service (429, 503) pauses every poll; a rejected key is reported. Nothing
/// is asked job by job instead.
fn failed(jobs: &Jobs, state: &mut TrackerState, e: &media_api::Error) {
    let busy = matches!(e, media_api::Error::RateLimited { .. })
        || matches!(e, media_api::Error::Server { status: 503, .. });
    if busy {
        state
            .schedule
            .budget
            .back_off(Instant::now(), e.retry_after());
    }
    jobs.session.observe_error(e);
    tracing::debug!(code = e.code(), "poll failed: {e}");
}

fn record(
    jobs: &Jobs,
    state: &mut TrackerState,
    job: &JobRow,
    outcome: PollOutcome,
    active: &[JobRow],
) {
    if let PollOutcome::Error(e) = &outcome {
        failed(jobs, state, e);
        return;
    }
    state.schedule.budget.recovered();
    match apply(jobs, state, job.clone(), outcome) {
        Ok(Some(done)) => {
            let now = Instant::now();
            state.schedule.finished(now, &done, active);
            // A video of a group waiting its turn goes when the one before it is done: the line moves
            // on the next read of the jobs list, asked now.
            let waiting = active.iter().any(|j| j.status == JobState::Waiting);
            if is_video(done.kind) && waiting {
                state.schedule.urgent(Check::ImageJobs);
            }
            if let Some(outputs) = outputs_of(&done) {
                for o in outputs.iter().filter(|o| o.kind == MediaKind::Video) {
                    if let Some(id) = &o.remote_id {
                        state.schedule.video_claimed(id);
                    }
                }
            }
        }
        Ok(None) => {}
        Err(e) => tracing::warn!("tracker: could not save job {}: {}", job.id, e.message()),
    }
}
