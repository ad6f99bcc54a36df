//! The one way credits are spent. Every action that may spend — an image job, a compare group, a
//! video, an avatar, a music track, a slideshow, each tool, a mix — is an [`Action`] (one small
//! implementation beside its area: `images`, `video`, `music`, `slideshows`, `tools`, `mixing`), and
//! this module runs it, always along one path:
//!
//! validate (rule table) → estimate (price, balance) → check (face, library items) → save the job with
//! its request (`submitting`, with the intent id; a group's members all at once, in one transaction)
//! → send once (never retried) → track.
//!
//! A submission carries an intent id (`intents`): a repeat of the same id is answered with the first
//! submission's jobs and sends nothing.

mod charge;
mod estimate;
pub(crate) mod intents;
pub(crate) mod lookup;
pub(crate) mod queue;

pub(crate) use charge::{balance_drop_of, charged_of, Sends};
pub(crate) use estimate::Price;
pub use estimate::{CompareFigures, Estimate, PerSecond, PriceBasis, ProviderEstimate};
pub(crate) use intents::Intents;

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::model::{now, JobKind, JobState, TrackedJob};
use crate::jobs::tracker::RemoteOutput;
use crate::jobs::{Jobs, Write};
use crate::store::JobRow;
use media_api::{say, Words};
use media_api::{Client, FieldError, RuleContext, Tier};
use serde_json::Value;
use std::future::Future;

/// What the service answered to a send.
pub(crate) enum Sent {
    /// Accepted as an asynchronous job with this id; the tracker polls it. `result`: facts to keep
    /// (`promptUsed`, a slideshow's `creditsCost`).
    Job {
        remote_id: String,
        result: Option<Value>,
        /// What the service said it charged (a slideshow's `creditsCost`).
        charged: Option<u32>,
    },
    /// Answered at once with the finished output (tools, mix): saved into the library by the tracker.
    Done {
        remote_id: Option<String>,
        output: RemoteOutput,
        result: Option<Value>,
    },
    /// Answered at once with words and no file (the shot prompt): the job is complete with them in its
    /// result.
    Answered { result: Value },
    /// Accepted, naming neither a job nor a result (a video edit, whose answer the spec does not
    /// show): the job is followed by the video listing alone (its baseline, taken before the send).
    Unnamed,
}

/// One action that may spend credits.
pub(crate) trait Action: Send + Sync {
    /// How its jobs are listed.
    const KIND: JobKind;
    /// The provider slug (or tool id) the job is listed under.
    fn provider(&self) -> String;
    /// The documented limits (`media_api::rules`), by field.
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError>;
    /// The price for this account's tier.
    fn price(&self, tier: &Tier) -> Price;
    /// What the rule table can't know (a face, a library item): field problems. Sends nothing chargeable.
    fn check<'a>(&'a self, _jobs: &'a Jobs) -> impl Future<Output = Vec<FieldError>> + Send + 'a {
        async { Vec::new() }
    }
    /// Makes what will be sent once every check passed (a face's bytes). Nothing chargeable.
    fn prepare<'a>(
        &'a mut self,
        _jobs: &'a Jobs,
        _client: &'a Client,
    ) -> impl Future<Output = Result<()>> + Send + 'a {
        async { Ok(()) }
    }
    /// The request as stored with the job (the typed request's JSON; never base64).
    fn stored(&self) -> Result<Value>;
    /// The face kept with the job (images).
    fn reference(&self) -> Option<Value> {
        None
    }
    /// Facts kept in the job's result from the start (a video's library baseline, a track's prompt).
    /// An `Err` is a reason not to send: the job could not be found when made without them.
    fn before<'a>(
        &'a self,
        _client: &'a Client,
    ) -> impl Future<Output = Result<Option<Value>>> + Send + 'a {
        async { Ok(None) }
    }
    /// The line it waits in when it can't go at once (`queue::Line`): image jobs for a slot of the
    /// account's jobLimit, one of several pictures also alone, videos of a group one at a time.
    fn line(&self) -> queue::Line {
        queue::Line::Now
    }
    /// Sends it. Called once per job; never retried.
    fn send<'a>(
        &'a self,
        client: &'a Client,
    ) -> impl Future<Output = std::result::Result<Sent, media_api::Error>> + Send + 'a;
}

/// The cached balance and tier; `None` when not connected.
pub(crate) async fn known_balance(jobs: &Jobs) -> Result<(Option<f64>, Tier)> {
    match jobs.session.client() {
        Ok(_) => {
            let b = jobs.session.balance().await?;
            Ok((Some(b.credits), b.tier.unwrap_or(Tier::Pro)))
        }
        Err(_) => Ok((None, Tier::Pro)),
    }
}

/// Field errors once each (a compare's members share the form's).
pub(crate) fn push_unique(into: &mut Vec<FieldError>, more: Vec<FieldError>) {
    for e in more {
        if !into.contains(&e) {
            into.push(e);
        }
    }
}

/// Validate, check and price one action against the cached balance. Never sends it.
pub(crate) async fn estimate<A: Action>(jobs: &Jobs, action: &A) -> Result<Estimate> {
    let mut errors = action.rules(&jobs.session.rule_context());
    push_unique(&mut errors, action.check(jobs).await);
    let (balance, tier) = known_balance(jobs).await?;
    Ok(Estimate::new(action.price(&tier), balance, errors))
}

/// Everything before a job is saved, for a group of actions sent together: the rules, the checks, the
/// fresh balance against the total. `extra`: the group's own problems (a compare's set). Returns each
/// action's price.
pub(crate) async fn preflight<A: Action>(
    jobs: &Jobs,
    client: &Client,
    actions: &[A],
    extra: Vec<FieldError>,
) -> Result<Vec<Price>> {
    let ctx = client.rule_context();
    let mut errors = extra;
    for a in actions {
        push_unique(&mut errors, a.rules(&ctx));
    }
    if errors.is_empty() {
        for a in actions {
            push_unique(&mut errors, a.check(jobs).await);
        }
    }
    CoreError::if_any(&errors)?;
    let fresh = jobs.session.fetch_credits(false).await?;
    let tier = fresh.tier.clone().unwrap_or(Tier::Pro);
    let prices: Vec<Price> = actions.iter().map(|a| a.price(&tier)).collect();
    let total: u32 = prices.iter().map(|p| p.credits).sum();
    if fresh.credits < total as f64 {
        return Err(CoreError::insufficient(total, fresh.credits));
    }
    Ok(prices)
}

/// Where a job belongs: the intent that made it and the group it was sent with.
#[derive(Debug, Clone, Default)]
pub(crate) struct Tags {
    pub intent: Option<String>,
    pub group_id: Option<String>,
}

/// Saves the job with its request: `submitting` (about to be sent) or `waiting` (queued for a slot).
pub(crate) async fn save_job<A: Action>(
    jobs: &Jobs,
    client: &Client,
    action: &A,
    price: &Price,
    tags: &Tags,
    status: JobState,
) -> Result<JobRow> {
    let job = new_job(client, action, price, tags, status).await?;
    let mut saved = save_jobs(jobs, client, vec![job])?;
    Ok(saved.remove(0))
}

/// The job of an action with its request, as it will be saved (`submitting` or `waiting`); not
/// written yet ([`save_jobs`]).
pub(crate) async fn new_job<A: Action>(
    client: &Client,
    action: &A,
    price: &Price,
    tags: &Tags,
    status: JobState,
) -> Result<JobRow> {
    let made = JobRow::new(A::KIND, action.provider(), action.stored()?);
    Ok(JobRow {
        cost_estimate: price.estimate(),
        status,
        result: action.before(client).await?,
        group_id: tags.group_id.clone(),
        reference: action.reference(),
        intent: tags.intent.clone(),
        ..made
    })
}

/// Saves new jobs (one, or every member of a group) in one transaction: all of them or none, before
/// any is sent. A group is never half-saved with a member already sent: a write that fails sends
/// nothing, and once they are written a repeat of the press finds them all (`intents`).
pub(crate) fn save_jobs(jobs: &Jobs, client: &Client, rows: Vec<JobRow>) -> Result<Vec<JobRow>> {
    let connection = jobs.save_new(&rows)?;
    // Saved under the account connected now: if that is no longer the one whose key `client` holds
    // (another was connected since the press began), none is sent with that key, nor followed with
    // the other's.
    if jobs.session.scope_of(client) != connection {
        let why = say!(
            "spend.account_changed",
            "Another account was connected while this was being sent. It was not sent, so nothing was charged."
        );
        for mut job in rows {
            job.fail(why.clone());
            jobs.save(&mut job, Write::Whole)?;
        }
        return Err(CoreError::new(ErrorCode::Validation, why));
    }
    Ok(rows)
}

/// Saves the job (`submitting`) and sends it once. A refused send is not an `Err` here: the job is saved
/// as failed and returned with the error (a compare keeps its other jobs); `Err` only when the job could
/// not be saved.
pub(crate) async fn send_one<A: Action>(
    jobs: &Jobs,
    client: &Client,
    action: &A,
    price: &Price,
    tags: &Tags,
) -> Result<(TrackedJob, Option<CoreError>)> {
    let job = save_job(jobs, client, action, price, tags, JobState::Submitting).await?;
    send_saved(jobs, client, action, job).await
}

/// Sends a saved job once (its row says `submitting` first, so a kill during the send is never sent
/// again) and records what the service answered.
pub(crate) async fn send_saved<A: Action>(
    jobs: &Jobs,
    client: &Client,
    action: &A,
    mut job: JobRow,
) -> Result<(TrackedJob, Option<CoreError>)> {
    if job.status != JobState::Submitting {
        job.submitting();
        jobs.save_quietly(&mut job, Write::Whole)?;
    }
    let watch = charge::Watch::start(jobs);
    let mut reported = None;
    let mut error = match action.send(client).await {
        Ok(Sent::Job {
            remote_id,
            result,
            charged,
        }) => {
            job.remote_id = Some(remote_id);
            job.running(JobState::Pending, None);
            merge(&mut job.result, result);
            reported = charged;
            None
        }
        Ok(Sent::Done {
            remote_id,
            output,
            result,
        }) => {
            job.remote_id = remote_id;
            job.saving(Some(say!("progress.saving", "Saving the result…")));
            merge(&mut job.result, result);
            merge(
                &mut job.result,
                Some(serde_json::json!({ "outputs": [output] })),
            );
            None
        }
        Ok(Sent::Unnamed) => {
            job.running(
                JobState::Pending,
                Some(say!(
                    "progress.video_listing",
                    "Waiting for the video to appear in your library"
                )),
            );
            None
        }
        Ok(Sent::Answered { result }) => {
            job.complete();
            merge(&mut job.result, Some(result));
            None
        }
        Err(e) if lookup::unknown_outcome(&e) => {
            // Sent, then the answer was lost: it may have been taken and charged. Looked up where the
            // spec gives a way (the job stays followed), else failed as "may have been charged".
            jobs.session.observe_error(&e);
            let details = e.to_string();
            lookup::unknown(&mut job);
            (job.status == JobState::Failed).then(|| {
                CoreError::new(
                    crate::base::error::ErrorCode::MayHaveBeenCharged,
                    job.error
                        .clone()
                        .unwrap_or_else(|| Words::plain(String::new())),
                )
                .with_details(details)
            })
        }
        Err(e) => {
            jobs.session.observe_error(&e);
            let err = submit_error(e);
            job.fail(err.said());
            Some(err)
        }
    };
    // What the service answered is on disk before anything else is awaited: killed from here on, the
    // job is resumed by the tracker (polled, or a tool's / mix's result saved from `result.outputs`),
    // never reported as one that may not have started.
    // It is announced once, below, with what was charged (one event for the answer, as one for the save).
    job.updated_at = now();
    save_answer(jobs, &job).await;
    // Cut off while it was sent: if the service shows it started, it is followed at once.
    if lookup::being_looked_up(&job) && lookup::adopt(jobs, client, &mut job).await? {
        error = None;
    }
    // The service charges at acceptance (or refused it): refresh the balance either way, and keep what
    // was charged where it can be known (merged into the stored result only: the row may have moved on).
    let after = jobs
        .session
        .fetch_credits(false)
        .await
        .ok()
        .map(|b| b.credits);
    if error.is_none() {
        let estimated = job.cost_estimate.unwrap_or(0);
        if let Some(charge) = watch.finish(after, reported, estimated) {
            jobs.save_quietly(&mut job, Write::Merge(&charge))?;
        }
    }
    let job = jobs.store.job(&job.id)?.unwrap_or(job);
    let tracked = jobs.tell(&job)?;
    jobs.wake();
    Ok((tracked, error))
}

/// Writes the job as the service answered it. A write that fails (a full disk, an I/O error) is tried
/// again, the answer (the service's job id) kept in memory, until it lands: the service took the job
/// and may have charged it, so giving up would lose a paid result. Meanwhile the job says so.
async fn save_answer(jobs: &Jobs, job: &JobRow) {
    let mut wait = SAVE_ANSWER_FIRST_WAIT;
    let mut told = false;
    while let Err(e) = jobs.save_quietly(&mut job.clone(), Write::Whole) {
        tracing::warn!(job = %job.id, "the service's answer is not saved yet: {}", e.message());
        if !told {
            told = true;
            let mut shown = job.clone();
            shown.progress = Some(say!(
                "progress.not_saved_yet",
                "The service took this job, but it can't be saved on this computer yet ({why}). It is tried again until it is: if the disk is full, free some space.",
                why = e.said()
            ));
            let _ = jobs.tell(&shown);
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(SAVE_ANSWER_LONGEST_WAIT);
    }
}

const SAVE_ANSWER_FIRST_WAIT: std::time::Duration = std::time::Duration::from_millis(200);
const SAVE_ANSWER_LONGEST_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

fn merge(into: &mut Option<Value>, add: Option<Value>) {
    let Some(Value::Object(add)) = add else {
        return;
    };
    let mut r = into.take().unwrap_or_else(|| serde_json::json!({}));
    if let Some(obj) = r.as_object_mut() {
        obj.extend(add);
    }
    *into = Some(r);
}

/// One action, the whole path: validate, check, fresh balance, prepare, save, send once — or, for a job
/// the account's jobLimit counts while no slot is free, save it as `waiting` (`queue`).
pub(crate) async fn submit<A: Action>(
    jobs: &Jobs,
    mut action: A,
    tags: Tags,
) -> Result<TrackedJob> {
    let client = jobs.session.client()?;
    let prices = preflight(jobs, &client, std::slice::from_ref(&action), Vec::new()).await?;
    action.prepare(jobs, &client).await?;
    // Once prepared, the action names its face or picture (`reference`), which is part of the request.
    if let Some(intent) = &tags.intent {
        lookup::guard(
            jobs,
            intent,
            A::KIND,
            &action.provider(),
            &action.stored()?,
            action.reference().as_ref(),
        )?;
    }
    if action.line().needs_slot() && queue::free_now(jobs, &client, action.line()).await == 0 {
        let job = save_job(jobs, &client, &action, &prices[0], &tags, JobState::Waiting).await?;
        jobs.wake();
        return jobs.tracked(&job);
    }
    let (job, err) = send_one(jobs, &client, &action, &prices[0], &tags).await?;
    match err {
        Some(e) => Err(e),
        None => Ok(job),
    }
}

/// The jobs of an intent, in the order they were saved.
pub(crate) fn jobs_of(jobs: &Jobs, ids: &[String]) -> Result<Vec<TrackedJob>> {
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(j) = jobs.store.job(id)? {
            out.push(jobs.tracked(&j)?);
        }
    }
    Ok(out)
}

/// [`submit`] once per intent: a repeat of `intent` gets the first answer and sends nothing.
pub(crate) async fn submit_once<A: Action>(
    jobs: &Jobs,
    intent: &str,
    action: A,
) -> Result<TrackedJob> {
    let tags = Tags {
        intent: Some(intents::check(intent)?.to_string()),
        group_id: None,
    };
    let ids = intents::once(jobs, intent, || async {
        submit(jobs, action, tags).await.map(|j| vec![j.id])
    })
    .await?;
    jobs_of(jobs, &ids)?.into_iter().next().ok_or_else(|| {
        CoreError::internal(
            say!("spend.job_was_not_saved", "The job was not saved"),
            "no job for the intent",
        )
    })
}

/// Plain words for a failed send (it is never retried).
pub(crate) fn submit_error(e: media_api::Error) -> CoreError {
    let err = CoreError::from(e.clone());
    match e {
        media_api::Error::RateLimited { .. } => err.reword(|_| {
            say!(
                "spend.too_many_running",
                "Too many jobs are running at once; wait for one to finish and try again"
            )
        }),
        media_api::Error::Unreachable { .. } => err.reword(|_| {
            say!(
                "spend.cant_reach_nothing_sent",
                "Can't reach the service, so nothing was sent — check your connection and try again"
            )
        }),
        _ => err,
    }
}
