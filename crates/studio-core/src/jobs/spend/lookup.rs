//! A send whose outcome is unknown: it failed after the request was written (a 5xx, an answer that
//! can't be read, a dropped or timed-out exchange, the app closed during the send), so the service may
//! have taken it and charged for it. It is never sent again by itself; it is flagged
//! (`mayHaveStarted`) and looked up where the spec gives a way:
//!
//! * an image job: the service's jobs list (`GET /api/user/jobs?includeRecent=true`, the active ones
//!   and those of the last 5 minutes): exactly one job created since ours was saved (a minute's leeway
//!   for clocks), claimed by no other job of this library, whose prompt holds ours when both are
//!   known, is ours; not listed once the 5 minutes have passed, it did not start;
//! * a video, an avatar, a video edit: the video listing, like every video (`tracker::video`): the
//!   first video new since the listing taken before the send and taken by no other job;
//! * a cut-out (remove background): the picture listing, the same way (`tracker::tool_lookup`);
//! * the others (music, slideshows, captions, trims, joins, mutes, mixes, the shot prompt): the spec
//!   lists none of them, so the outcome stays unknown and is said so.
//!
//! While a job's outcome is unknown, and for a while after, the same request is not sent again under
//! another press without the person's yes ([`guard`]): a double click never becomes two charges.

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::model::{JobKind, JobState};
use crate::jobs::{Jobs, Write};
use crate::store::JobRow;
use media_api::say;
use media_api::types::jobs::ImageJob;
use media_api::Client;
use media_api::Words;
use serde_json::Value;

/// The key of the flag in a job's stored result.
const FLAG: &str = "mayHaveStarted";
/// Leeway between this computer's clock and the service's.
const CLOCK_LEEWAY_SECS: i64 = 60;
/// How long after an unknown outcome the same request asks before it is sent again; while the job is
/// still being looked up (a video's look-up lasts longer), it asks as long as that lasts.
const GUARD_MINUTES: i64 = 10;
/// The prefix of an intent the person confirmed after the warning ("Send again anyway").
pub const AGAIN: &str = "again:";

/// Whether a failure of a send leaves it unknown if the service took it.
pub(crate) fn unknown_outcome(e: &media_api::Error) -> bool {
    e.may_have_reached()
}

/// Marks the job (in memory; the caller writes it) as one that may have started.
pub(crate) fn flag(job: &mut JobRow) {
    let mut r = job.result.take().unwrap_or_else(|| serde_json::json!({}));
    if let Some(o) = r.as_object_mut() {
        o.insert(FLAG.into(), Value::Bool(true));
    }
    job.result = Some(r);
}

/// Whether the job's send may have reached the service although it has no answer.
pub(crate) fn may_have_started(result: &Option<Value>) -> bool {
    result
        .as_ref()
        .and_then(|r| r.get(FLAG))
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

/// How a job whose outcome is unknown can be looked up at the service.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LookUp {
    /// In the image jobs list.
    JobsList,
    /// As a new video in the video listing (it needs the listing taken before the send).
    VideoListing,
    /// As a new picture in the picture listing (a cut-out; it needs the listing taken before).
    PictureListing,
    /// The spec lists nothing of it.
    None,
}

pub(crate) fn look_up_of(job: &JobRow) -> LookUp {
    let has = |key: &str| job.result.as_ref().and_then(|r| r.get(key)).is_some();
    match job.kind {
        JobKind::Image => LookUp::JobsList,
        JobKind::Video | JobKind::Avatar if has("videoBaseline") => LookUp::VideoListing,
        JobKind::Tool if job.provider == "remove_background" && has("imageBaseline") => {
            LookUp::PictureListing
        }
        _ => LookUp::None,
    }
}

/// A job being looked up: flagged, no service id yet, still followed.
pub(crate) fn being_looked_up(job: &JobRow) -> bool {
    job.remote_id.is_none()
        && job.status.is_active()
        && job.status != JobState::Submitting
        && job.status != JobState::Waiting
        && may_have_started(&job.result)
}

/// The words of a job whose outcome is unknown, by how it can be looked up.
pub(crate) fn looking_up() -> Words {
    say!(
        "progress.looking_up",
        "The service's answer was lost after the request was sent, so it may have been charged: looking for it at the service"
    )
}

pub(crate) fn unknown_words(look_up: LookUp) -> Words {
    match look_up {
        LookUp::None => say!(
            "job.lost_no_lookup",
            "The service's answer was lost after the request was sent, so it may have been charged, and the service gives no way to look it up. Check your balance before making it again."
        ),
        _ => say!(
            "job.lost_not_found",
            "The service's answer was lost after the request was sent and it was not found at the service in time. It may still have been charged: check your balance before making it again."
        ),
    }
}

/// What a send with an unknown outcome becomes: looked up by the tracker where the spec gives a way,
/// else failed with words that say it may have been charged. The caller writes it.
pub(crate) fn unknown(job: &mut JobRow) {
    flag(job);
    match look_up_of(job) {
        LookUp::None => {
            job.fail(unknown_words(LookUp::None));
        }
        _ => {
            job.running(JobState::Processing, Some(looking_up()));
        }
    }
}

/// Refuses a new press of a request whose answer was lost a moment ago (the same kind, maker and
/// request, flagged, saved in the last 10 minutes or still being looked up), or which another press is
/// sending right now, unless the person said yes to sending it again (an intent starting with
/// [`AGAIN`]).
pub(crate) fn guard(
    jobs: &Jobs,
    intent: &str,
    kind: JobKind,
    provider: &str,
    request: &Value,
    reference: Option<&Value>,
) -> Result<()> {
    if intent.starts_with(AGAIN) {
        return Ok(());
    }
    let since = (chrono::Utc::now() - chrono::Duration::minutes(GUARD_MINUTES))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    for j in jobs.store.jobs_alike_since(kind, provider, &since)? {
        // The same words of another picture (another face, another picture to edit) are another request.
        if &j.request != request
            || j.reference.as_ref() != reference
            || j.intent.as_deref() == Some(intent)
        {
            continue;
        }
        if j.status == JobState::Submitting {
            return Err(CoreError::new(
                ErrorCode::MayHaveBeenCharged, say!("lookup.same_request_being_sent", "The same request is being sent right now. Wait for its answer before sending it again."),
            ));
        }
        if may_have_started(&j.result) && j.created_at >= since {
            return Err(CoreError::new(
                ErrorCode::MayHaveBeenCharged, say!("lookup.may_already_have_been", "This may already have been charged: the service's answer to the same request was lost a moment ago. Check your balance and the Jobs tray before sending it again."),
            ));
        }
        if being_looked_up(&j) {
            return Err(CoreError::new(
                ErrorCode::MayHaveBeenCharged, say!("lookup.still_looked_for", "This may already have been charged: the service's answer to the same request was lost, and it is still being looked for at the service (the Jobs tray shows it). Wait for it, or check your balance before sending it again."),
            ));
        }
    }
    Ok(())
}

fn at(s: Option<&str>) -> Option<chrono::DateTime<chrono::Utc>> {
    chrono::DateTime::parse_from_rfc3339(s?)
        .ok()
        .map(|t| t.with_timezone(&chrono::Utc))
}

/// What the jobs list can tell of a lost job: none of its jobs can be ours, exactly one, or several
/// that the list can't tell apart (it names no maker: two members of a compare with one prompt).
enum Match<'a> {
    None,
    One(&'a ImageJob),
    Several,
}

/// The jobs of the list that can be ours: since it was saved, not another job's, with its prompt.
fn ours<'a>(jobs: &Jobs, job: &JobRow, listed: &'a [ImageJob]) -> Match<'a> {
    let Some(since) = at(Some(&job.created_at)) else {
        return Match::None;
    };
    let since = since - chrono::Duration::seconds(CLOCK_LEEWAY_SECS);
    // Our prompt as it reads inside JSON text (the structured prompt the service lists).
    let words = job
        .request
        .get("simplePrompt")
        .and_then(Value::as_str)
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let quoted = serde_json::to_string(p).unwrap_or_default();
            quoted.trim_matches('"').to_string()
        });
    let candidates: Vec<&ImageJob> = listed
        .iter()
        .filter(|j| at(j.created_at.as_deref()).is_some_and(|t| t >= since))
        .filter(|j| matches!(jobs.store.job_of_remote_id(j.id.as_str()), Ok(None)))
        .filter(|j| match (&words, &j.prompt) {
            (Some(w), Some(p)) => p.contains(w.as_str()),
            _ => true,
        })
        .collect();
    match candidates.as_slice() {
        [] => Match::None,
        [one] => Match::One(one),
        _ => Match::Several,
    }
}

/// What the jobs list says of a flagged image job: found (its id kept, the job followed again), not
/// found for good (the list's 5 minutes are over: it did not start), or not yet known. Writes and
/// announces a change. Sends nothing.
pub(crate) fn in_jobs_list(
    jobs: &Jobs,
    job: &mut JobRow,
    list: &media_api::types::jobs::JobsResponse,
) -> Result<bool> {
    let listed: Vec<ImageJob> = list
        .jobs
        .iter()
        .chain(list.recent_jobs.iter().flatten())
        .cloned()
        .collect();
    let found = match ours(jobs, job, &listed) {
        Match::One(found) => found,
        Match::Several if job.status.is_active() => {
            // Made, most likely, and charged: but which of them is this one can't be told.
            job.fail(say!(
                "job.lost_ambiguous",
                "The service's answer was lost after the request was sent, and its jobs list shows more than one job this could be, without saying which maker made which: it was most likely made and charged. Sync the Gallery to find its picture, and check your balance before making it again."
            ));
            jobs.save(job, Write::State(None))?;
            return Ok(false);
        }
        Match::Several | Match::None => return not_listed(jobs, job, list),
    };
    job.remote_id = Some(found.id.as_str().to_string());
    job.running(
        JobState::Pending,
        Some(say!(
            "progress.found_started",
            "Found at the service: it had started before its answer was lost"
        )),
    );
    jobs.save(job, Write::State(Some(&serde_json::json!({ FLAG: null }))))?;
    jobs.wake();
    Ok(true)
}

/// A lost image job the jobs list doesn't show: once the list's window since it was saved is over, it
/// most likely did not start.
fn not_listed(
    jobs: &Jobs,
    job: &mut JobRow,
    list: &media_api::types::jobs::JobsResponse,
) -> Result<bool> {
    let window = media_api::rules::limits::RECENT_JOBS_WINDOW_SECS as i64 + CLOCK_LEEWAY_SECS;
    let over = at(Some(&job.created_at))
        .is_some_and(|t| chrono::Utc::now() - t > chrono::Duration::seconds(window));
    if over && list.recent_jobs.is_some() && job.status.is_active() {
        job.fail(say!(
            "job.lost_not_listed",
            "The service's answer was lost after the request was sent, and its jobs list does not show it: it most likely did not start. Check your balance to be sure before making it again."
        ));
        jobs.save(job, Write::State(None))?;
    }
    Ok(false)
}

/// Looks for a cut-off image job at the service at once (one jobs list); when found, the job is
/// followed again. Answers whether it was found. Sends nothing chargeable.
pub(crate) async fn adopt(jobs: &Jobs, client: &Client, job: &mut JobRow) -> Result<bool> {
    if job.kind != JobKind::Image || job.remote_id.is_some() || !may_have_started(&job.result) {
        return Ok(false);
    }
    let Ok(list) = client.jobs().list(true).await else {
        return Ok(false);
    };
    in_jobs_list(jobs, job, &list)
}

/// After a restart: the image jobs the last run was sending when it stopped are looked for.
pub(crate) async fn after_restart(jobs: &Jobs, ids: &[String]) {
    let Ok(client) = jobs.session.client() else {
        return;
    };
    for id in ids {
        if let Ok(Some(mut job)) = jobs.store.job(id) {
            if let Err(e) = adopt(jobs, &client, &mut job).await {
                tracing::warn!(job = %id, "looking for a cut-off job failed: {}", e.message());
            }
        }
    }
}
