//! The lines of jobs waiting their turn. The account runs at most `jobLimit` image jobs at once
//! (`GET /api/user/jobs`); a new image job past it is saved as `waiting` — nothing sent, nothing
//! charged — and the tracker sends waiting jobs in order (oldest first) as slots free, also after a
//! restart. The videos of a group (video makers side by side) wait in a line of their own and go one
//! at a time: each when no other video of this library is being made (which line a job stands in, its
//! kind says: [`Line`], filled in by `crate::kinds`). A waiting job can be cancelled. A job is marked
//! `submitting` before its send, so a kill during the send never sends it twice (it is failed with a
//! note at the next start).

use crate::base::error::{CoreError, Result};
use crate::base::lock;
use crate::jobs::{Jobs, Write};
use media_api::{say, Words};
use std::collections::HashMap;
use std::sync::Arc;

use crate::base::model::{JobState, TrackedJob};
use crate::store::JobRow;
use media_api::types::jobs::JobsResponse;
use media_api::Client;

/// The line a job waits in when it can't go at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Line {
    /// For a slot of the account's jobLimit (image jobs).
    Slots,
    /// For a slot, and until no other job of this line is being made (jobs of several pictures: the
    /// documented answers name one picture per job; the others are told apart in the listing).
    SlotsAlone,
    /// Until no other job of this line is being made (the videos of a group).
    OneAtATime,
    /// It never waits.
    Now,
}

impl Line {
    pub fn needs_slot(self) -> bool {
        matches!(self, Line::Slots | Line::SlotsAlone)
    }
    fn alone(self) -> bool {
        matches!(self, Line::SlotsAlone | Line::OneAtATime)
    }
}

fn line_of(jobs: &Jobs, job: &JobRow) -> Line {
    jobs.kinds.line(job)
}

/// Whether a job of `line` is being made now (sent, not yet found finished).
fn one_being_made(jobs: &Jobs, line: Line) -> bool {
    jobs.store.active_jobs().is_ok_and(|active| {
        active.iter().any(|j| {
            matches!(
                j.status,
                JobState::Submitting | JobState::Pending | JobState::Processing
            ) && line_of(jobs, j) == line
        })
    })
}

/// How many jobs of a group in `line` may be sent now; the rest wait in their line.
pub(crate) async fn free_now(jobs: &Jobs, client: &Client, line: Line) -> usize {
    let room = if line.needs_slot() {
        slots(jobs, client).await as usize
    } else {
        usize::MAX
    };
    if !line.alone() {
        return room;
    }
    let waiting = jobs.store.waiting_jobs().unwrap_or_default();
    let queued = waiting.iter().any(|j| line_of(jobs, j) == line);
    room.min(usize::from(!queued && !one_being_made(jobs, line)))
}

/// jobLimit (when the service says it) and the image jobs active at the service.
pub(crate) async fn room(
    client: &Client,
) -> std::result::Result<(Option<u32>, u32), media_api::Error> {
    let r = client.jobs().list(false).await?;
    let limit = r.job_limit.map(|l| l.clamp(0, u32::MAX as i64) as u32);
    Ok((limit, r.jobs.len() as u32))
}

/// Slots a new image job may use now: jobLimit minus the active image jobs, minus the jobs already
/// waiting here (they go first). No limit said: as many as wanted, unless jobs wait (order is kept).
pub(crate) async fn slots(jobs: &Jobs, client: &Client) -> u32 {
    let waiting = jobs
        .store
        .waiting_jobs()
        .map(|w| w.iter().filter(|j| line_of(jobs, j).needs_slot()).count() as u32)
        .unwrap_or(0);
    match room(client).await {
        Ok((Some(limit), active)) => limit.saturating_sub(active).saturating_sub(waiting),
        Ok((None, _)) if waiting == 0 => u32::MAX,
        Ok((None, _)) => 0,
        // Unknown now: send (the service answers 429 if it is full) unless jobs already wait.
        Err(_) if waiting == 0 => u32::MAX,
        Err(_) => 0,
    }
}

/// One tracker round, with the jobs list it just read: sends as many waiting image jobs as there are
/// free slots, oldest first, a job of several pictures and the oldest waiting video each only when no
/// other of its line is being made. They are prepared and sent on a task of their own, one after
/// another: a character's face fetched for one (slowly, perhaps) never holds up the tracker's round,
/// so every other job is still followed and saved meanwhile. A job leaving the line counts as taking
/// its slot and its line's turn until it is sent; a cancel that comes first wins (`send_waiting`
/// takes a job only from `waiting`).
pub(crate) fn advance(jobs: &Arc<Jobs>, client: &Client, list: &JobsResponse) {
    // The line of the account whose key the client holds, while it is the one connected.
    let Some(scope) = jobs.session.scope_of(client) else {
        return;
    };
    let Ok(active) = jobs.store.active_jobs_in(Some(scope)) else {
        return;
    };
    let (waiting, active): (Vec<JobRow>, Vec<JobRow>) = active
        .into_iter()
        .partition(|j| j.status == JobState::Waiting);
    if waiting.is_empty() {
        return;
    }
    let leaving = lock(&jobs.leaving_line).clone();
    let lines: Vec<(JobRow, Line)> = waiting
        .into_iter()
        .map(|j| {
            let line = line_of(jobs, &j);
            (j, line)
        })
        .collect();
    let taken = lines
        .iter()
        .filter(|(j, l)| l.needs_slot() && leaving.contains(&j.id))
        .count() as u32;
    // Jobs being sent (saved `submitting`, not at the service yet, so not in its list) take their
    // slots too: a group saves every member before its first send, and its members waiting for a slot
    // must not go out ahead of those; nor a job of the line ahead of the one leaving it just before.
    let sending = active
        .iter()
        .filter(|j| j.status == JobState::Submitting && j.remote_id.is_none())
        .filter(|j| line_of(jobs, j).needs_slot())
        .count() as u32;
    let mut free = match list.job_limit.map(|l| l.clamp(0, u32::MAX as i64) as u32) {
        Some(limit) => limit
            .saturating_sub(list.jobs.len() as u32)
            .saturating_sub(taken)
            .saturating_sub(sending),
        None => u32::MAX,
    };
    // Oldest first: a job takes a slot if its line needs one, and goes alone if its line says so; a job
    // that can't go now leaves its place to the next (a job of several pictures never holds up one).
    let mut busy: HashMap<Line, bool> = HashMap::new();
    for (j, line) in &lines {
        if leaving.contains(&j.id) && line.alone() {
            busy.insert(*line, true);
        }
    }
    let mut due = Vec::new();
    for (job, line) in lines {
        if leaving.contains(&job.id) {
            continue;
        }
        if line.alone()
            && *busy
                .entry(line)
                .or_insert_with(|| one_being_made(jobs, line))
        {
            continue;
        }
        if line.needs_slot() {
            if free == 0 {
                continue;
            }
            free -= 1;
        }
        if line.alone() {
            busy.insert(line, true);
        }
        due.push(job);
    }
    if due.is_empty() {
        return;
    }
    lock(&jobs.leaving_line).extend(due.iter().map(|j| j.id.clone()));
    let (jobs, client) = (jobs.clone(), client.clone());
    tokio::spawn(async move {
        for job in due {
            let id = job.id.clone();
            // The connection changed since this round began (another account or service): the line
            // is the new connection's, and this client holds the old key. A later round sends.
            if jobs.session.client().is_ok_and(|now| now.is_same(&client)) {
                // Sent by its kind's action, which only the kinds know (`Kinds`).
                let outcome = jobs.kinds.send_waiting(&jobs, &client, job).await;
                if let Err(e) = outcome {
                    tracing::warn!(job = %id, "a waiting job could not be sent: {}", e.message());
                }
            }
            lock(&jobs.leaving_line).remove(&id);
            jobs.wake();
        }
    });
}

/// A waiting job that won't be sent: failed with `why` (nothing was charged), if it is still waiting;
/// answers whether it was (a send that took it first wins, and nothing is said about charges).
pub(crate) fn fail(jobs: &Jobs, mut job: crate::store::JobRow, why: Words) -> Result<bool> {
    job.fail(say!(
        "job.not_sent",
        "{why}. It was not sent, so nothing was charged.",
        why = why
    ));
    jobs.save(&mut job, Write::From(JobState::Waiting))
}

/// A waiting job whose turn came while the service couldn't be asked (its balance, just before the
/// send): it stays in line, saying so, and goes in a later round.
pub(crate) fn wait_for_service(jobs: &Jobs, mut job: crate::store::JobRow) -> Result<()> {
    let words = say!(
        "queue.waits_for_service",
        "Waiting for the service to answer; it is sent when it does"
    );
    if job.progress.as_ref() != Some(&words) {
        job.progress = Some(words);
        jobs.save(&mut job, Write::From(JobState::Waiting))?;
    }
    Ok(())
}

/// Cancels a job still waiting for a slot (nothing was sent or charged).
pub(crate) fn cancel(jobs: &Jobs, id: &str) -> Result<TrackedJob> {
    let job = jobs.store.job(id)?.ok_or_else(|| {
        CoreError::not_found(say!(
            "queue.job_no_longer_list",
            "That job is no longer in your list"
        ))
        .with_field("id")
    })?;
    if job.status != JobState::Waiting {
        return Err(CoreError::validation(
            "id",
            say!(
                "queue.only_job_still_waiting",
                "Only a job still waiting for its turn can be cancelled; this one was sent already"
            ),
        ));
    }
    if !fail(jobs, job, say!("job.cancelled", "Cancelled"))? {
        // The tracker took it for its send a moment before: it is on its way, not cancelled.
        return Err(CoreError::validation(
            "id",
            say!(
                "queue.too_late_cancel_was",
                "Too late to cancel: it was just sent. It will be followed like any other job."
            ),
        ));
    }
    let row = jobs
        .store
        .job(id)?
        .ok_or_else(|| CoreError::not_found(say!("queue.gone", "gone")))?;
    jobs.tracked(&row)
}
