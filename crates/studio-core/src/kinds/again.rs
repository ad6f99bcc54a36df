//! Make a finished job again ("Try again" on a failed one, "Make again" on a completed one): a new job of
//! the same kind, provider, request and face, through the one spend path (validation, fresh balance,
//! persist first, POST once, once per intent). The earlier job stays as it was.
//! The cost shown is the estimate now (prices and balance may have changed).
//! "Open these settings" reads the same stored request back, typed, to fill the job's form.

use super::{AnyAction, SpendRequest};
use crate::base::error::{CoreError, Result};
use crate::base::model::TrackedJob;
use crate::jobs::spend::Estimate;
use crate::jobs::Jobs;
use crate::store::{JobRow, Store};
use media_api::say;

/// The job `id` of this library, or a field error when it is gone.
fn listed_job(store: &Store, id: &str) -> Result<JobRow> {
    store.job(id)?.ok_or_else(|| {
        CoreError::not_found(say!(
            "again.job_no_longer_list",
            "That job is no longer in your list"
        ))
        .with_field("id")
    })
}

/// The finished job `id`, if it may be made again from this connection.
fn finished_job(jobs: &Jobs, id: &str) -> Result<JobRow> {
    let job = listed_job(&jobs.store, id)?;
    if job.status.is_active() {
        return Err(CoreError::validation(
            "id",
            say!(
                "again.job_still_being_made",
                "This job is still being made; wait until it has finished to make it again"
            ),
        ));
    }
    let made_on = jobs.store.job_connection(id)?;
    if let (Some(made), Some(now)) = (made_on, jobs.store.current_connection()) {
        if made != now {
            let words = if made == "sandbox" {
                say!(
                    "again.made_in_sandbox",
                    "This job was made with the sandbox; connect to it again to send it again"
                )
            } else {
                say!(
                    "again.job_was_made_connect",
                    "This job was made with {place}; connect to it again to send it again",
                    place = made
                )
            };
            return Err(CoreError::validation("id", words));
        }
    }
    Ok(job)
}

pub(crate) fn settings(store: &Store, id: &str) -> Result<SpendRequest> {
    let job = listed_job(store, id)?;
    SpendRequest::from_job(&job).map_err(|_| {
        CoreError::validation(
            "id",
            say!(
                "again.job_settings_were_not",
                "This job's settings were not kept in a form the app can read, so its form can't be filled in from it."
            ),
        )
    })
}

/// What making the finished job again would cost now, the balance after, and every field error.
pub(crate) async fn estimate(jobs: &Jobs, id: &str) -> Result<Estimate> {
    let job = finished_job(jobs, id)?;
    AnyAction::from_job(&job)?.estimate(jobs).await
}

/// Makes the finished job `id` again as a new job, once per `intent`.
pub(crate) async fn submit(jobs: &Jobs, intent: &str, id: &str) -> Result<TrackedJob> {
    let job = finished_job(jobs, id)?;
    AnyAction::from_job(&job)?.submit_once(jobs, intent).await
}
