//! A send cut off after it may have reached the service (the connection dropped or timed out while it
//! was sent, or the app was closed during the send): did it start? It is never sent again by itself.
//!
//! Image jobs are looked for in the service's jobs list (`GET /api/user/jobs?includeRecent=true`: the
//! active ones and those of the last 5 minutes): exactly one job created since ours was saved (a minute's
//! leeway for clocks), claimed by no other job of this library, whose prompt holds ours when both are
//! known, is taken as ours: its id is kept and the tracker follows it, nothing is sent twice. Other
//! kinds can't be looked for (the spec lists no jobs of theirs). A job not found stays failed and flagged
//! `mayHaveStarted`, so "Try again" warns that it may already have been charged.

use crate::error::Result;
use crate::jobs::Jobs;
use crate::model::{now, JobKind, JobState};
use crate::store::JobRow;
use media_api::types::jobs::ImageJob;
use media_api::Client;
use serde_json::Value;

/// The key of the flag in a job's stored result.
const FLAG: &str = "mayHaveStarted";
/// Leeway between this computer's clock and the service's.
const CLOCK_LEEWAY_SECS: i64 = 60;

/// Whether a failure of a send leaves it unknown if the service received it.
pub(crate) fn unknown_outcome(e: &media_api::Error) -> bool {
    matches!(
        e,
        media_api::Error::Network { .. } | media_api::Error::Timeout
    )
}

/// Marks the job (in memory; the caller writes it) as one that may have started.
pub(crate) fn flag(job: &mut JobRow) {
    let mut r = job.result.take().unwrap_or_else(|| serde_json::json!({}));
    if let Some(o) = r.as_object_mut() {
        o.insert(FLAG.into(), Value::Bool(true));
    }
    job.result = Some(r);
}

/// Whether the job's send may have reached the service although it is marked failed.
pub(crate) fn may_have_started(result: &Option<Value>) -> bool {
    result
        .as_ref()
        .and_then(|r| r.get(FLAG))
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

fn at(s: Option<&str>) -> Option<chrono::DateTime<chrono::Utc>> {
    chrono::DateTime::parse_from_rfc3339(s?)
        .ok()
        .map(|t| t.with_timezone(&chrono::Utc))
}

/// The one job of the list that can be ours, if there is exactly one.
fn ours<'a>(jobs: &Jobs, job: &JobRow, listed: &'a [ImageJob]) -> Option<&'a ImageJob> {
    let since = at(Some(&job.created_at))? - chrono::Duration::seconds(CLOCK_LEEWAY_SECS);
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
        [one] => Some(one),
        _ => None,
    }
}

/// Looks for a cut-off image job at the service; when found, the job is followed again (its row is
/// written and announced). Answers whether it was found. Sends nothing chargeable.
pub(crate) async fn adopt(jobs: &Jobs, client: &Client, job: &mut JobRow) -> Result<bool> {
    if job.kind != JobKind::Image || job.remote_id.is_some() || !may_have_started(&job.result) {
        return Ok(false);
    }
    let Ok(list) = client.jobs().list(true).await else {
        return Ok(false);
    };
    let listed: Vec<ImageJob> = list
        .jobs
        .into_iter()
        .chain(list.recent_jobs.unwrap_or_default())
        .collect();
    let Some(found) = ours(jobs, job, &listed) else {
        return Ok(false);
    };
    job.remote_id = Some(found.id.as_str().to_string());
    job.status = JobState::Pending;
    job.error = None;
    job.completed_at = None;
    job.progress =
        Some("Found at the service: it had started before the connection was lost".into());
    job.updated_at = now();
    jobs.store.update_job_state(job)?;
    jobs.store
        .patch_job_result(&job.id, &serde_json::json!({ FLAG: null }))?;
    if let Some(row) = jobs.store.job(&job.id)? {
        *job = row;
    }
    jobs.emit_job(job)?;
    jobs.wake();
    Ok(true)
}

/// After a restart: the image jobs the last run was sending when it stopped are looked for.
pub(crate) async fn after_restart(jobs: &Jobs, ids: &[String]) {
    let Ok(client) = jobs.session.client() else {
        return;
    };
    for id in ids {
        if let Ok(Some(mut job)) = jobs.store.job(id) {
            if let Err(e) = adopt(jobs, &client, &mut job).await {
                tracing::warn!(job = %id, "looking for a cut-off job failed: {}", e.message);
            }
        }
    }
}
