//! The submission flow shared by every generation job (image, slideshow, video, avatar, music):
//! check the fresh balance, save the job as `submitting`, POST once (never retried), store the service's
//! job id, hand the job to the tracker and refresh the balance.

use crate::account::fetch_credits;
use crate::connection::observe_error;
use crate::core::Inner;
use crate::db::JobRow;
use crate::error::{CoreError, Result};
use crate::events::CoreEvent;
use crate::model::{now, JobKind, JobState, TrackedJob};
use media_api::types::credits::CreditBalance;
use media_api::Tier;
use std::future::Future;

/// What the service answered to the POST.
pub(crate) struct Accepted {
    pub remote_id: String,
    /// Extra facts to keep in the job's result (e.g. `promptUsed`).
    pub result: Option<serde_json::Value>,
}

/// The fresh balance and tier (the tier decides the Studio video discount).
pub(crate) async fn fresh_balance(inner: &Inner) -> Result<(CreditBalance, Tier)> {
    let fresh = fetch_credits(inner, false).await?;
    let tier = fresh.tier.clone().unwrap_or(Tier::Pro);
    Ok((fresh, tier))
}

/// Extra columns of a job: the compare group and the face it used (`image_reference`).
#[derive(Debug, Clone, Default)]
pub(crate) struct JobTags {
    pub group_id: Option<String>,
    pub reference: Option<serde_json::Value>,
}

/// Saves the job, runs `post` once, and records what happened. `cost` was worked out by the caller
/// against the fresh balance it checked.
pub(crate) async fn submit<F>(
    inner: &Inner,
    kind: JobKind,
    provider: &str,
    request: serde_json::Value,
    cost: u32,
    initial_result: Option<serde_json::Value>,
    post: F,
) -> Result<TrackedJob>
where
    F: Future<Output = std::result::Result<Accepted, media_api::Error>>,
{
    let (job, err) = submit_tagged(
        inner,
        kind,
        provider,
        request,
        cost,
        initial_result,
        JobTags::default(),
        post,
    )
    .await?;
    match err {
        Some(e) => Err(e),
        None => Ok(job),
    }
}

/// [`submit`] with tags. A refused POST is not an `Err` here: the job is saved as failed and returned
/// together with the error (a compare keeps the other jobs); `Err` only when the job could not be saved.
#[allow(clippy::too_many_arguments)]
pub(crate) async fn submit_tagged<F>(
    inner: &Inner,
    kind: JobKind,
    provider: &str,
    request: serde_json::Value,
    cost: u32,
    initial_result: Option<serde_json::Value>,
    tags: JobTags,
    post: F,
) -> Result<(TrackedJob, Option<CoreError>)>
where
    F: Future<Output = std::result::Result<Accepted, media_api::Error>>,
{
    let ts = now();
    let mut job = JobRow {
        id: uuid::Uuid::new_v4().to_string(),
        kind,
        provider: provider.to_string(),
        request,
        cost_estimate: Some(cost),
        status: JobState::Submitting,
        progress: None,
        error: None,
        remote_id: None,
        result: initial_result,
        created_at: ts.clone(),
        updated_at: ts,
        completed_at: None,
        group_id: tags.group_id,
        reference: tags.reference,
    };
    inner.db.insert_job(&job)?;
    inner.emit(CoreEvent::JobUpdated(crate::library::tracked(inner, &job)?));
    match post.await {
        Ok(acc) => {
            job.remote_id = Some(acc.remote_id);
            job.status = JobState::Pending;
            if let Some(extra) = acc.result {
                let mut r = job.result.take().unwrap_or_else(|| serde_json::json!({}));
                if let (Some(obj), Some(add)) = (r.as_object_mut(), extra.as_object()) {
                    for (k, v) in add {
                        obj.insert(k.clone(), v.clone());
                    }
                }
                job.result = Some(r);
            }
        }
        Err(e) => {
            observe_error(inner, &e);
            let err = submit_error(e);
            job.status = JobState::Failed;
            job.error = Some(err.message.clone());
            job.updated_at = now();
            job.completed_at = Some(job.updated_at.clone());
            inner.db.update_job(&job)?;
            let tracked = crate::library::tracked(inner, &job)?;
            inner.emit(CoreEvent::JobUpdated(tracked.clone()));
            return Ok((tracked, Some(err)));
        }
    }
    job.updated_at = now();
    inner.db.update_job(&job)?;
    let tracked = crate::library::tracked(inner, &job)?;
    inner.emit(CoreEvent::JobUpdated(tracked.clone()));
    inner.wake.notify_one();
    // The service charges at acceptance: refresh the balance.
    let _ = fetch_credits(inner, false).await;
    Ok((tracked, None))
}

/// The cached balance (0 and Pro when not connected), for estimates.
pub(crate) async fn estimate_balance(inner: &Inner) -> Result<(f64, Tier)> {
    match inner.client() {
        Ok(_) => {
            let b = crate::account::balance(inner).await?;
            Ok((b.credits, b.tier.unwrap_or(Tier::Pro)))
        }
        Err(_) => Ok((0.0, Tier::Pro)),
    }
}

/// Plain words for a failed POST of a generation request (it is never retried).
pub(crate) fn submit_error(e: media_api::Error) -> CoreError {
    let mut err = CoreError::from(e.clone());
    match e {
        media_api::Error::RateLimited { .. } => {
            err.message =
                "Too many jobs are running at once; wait for one to finish and try again".into();
        }
        media_api::Error::Network { .. } | media_api::Error::Timeout => {
            err.message = "Lost contact with the service while sending; the job may still have started — check your library before trying again".into();
        }
        _ => {}
    }
    err
}
