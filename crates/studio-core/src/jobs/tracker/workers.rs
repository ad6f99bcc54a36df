//! Saving finished results, apart from polling: a few download workers, each job's save under a
//! deadline, tried again with a growing wait up to [`MAX_ATTEMPTS`] times. A link the service no
//! longer honours (403, 410) sends the job back to be asked for a fresh one. A slow or stuck download
//! never holds up the status of other jobs.

use super::download;
use crate::base::model::{now, JobKind, JobState};
use crate::jobs::{Jobs, Write};
use crate::store::JobRow;
use media_api::say;
use media_api::Client;
use media_api::Words;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::time::Instant;

/// Tries to save one job's results before it is failed.
pub const MAX_ATTEMPTS: u32 = 5;
/// One try at saving a job's results may take this long (all its files).
pub const SAVE_DEADLINE: Duration = Duration::from_secs(20 * 60);

#[derive(Debug, Default)]
struct State {
    running: HashMap<String, tokio::task::AbortHandle>,
    /// Failed tries so far, and not before when the next may start.
    tries: HashMap<String, (u32, Instant)>,
    /// Jobs sent back for a fresh link (the tracker asks for them first).
    refreshed: Vec<String>,
    /// Stalls in a row of a job's download, and how much of the file was held at the last one.
    stalls: HashMap<String, (u32, u64)>,
    /// A job was saved since the tracker last asked.
    saved: bool,
}

#[derive(Debug)]
pub(crate) struct Downloads {
    permits: Arc<Semaphore>,
    state: Arc<Mutex<State>>,
}

fn lock(m: &Mutex<State>) -> std::sync::MutexGuard<'_, State> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The wait after `tries` failed tries: 5 s, 20 s, 80 s, 5 min.
fn wait_after(tries: u32) -> Duration {
    (Duration::from_secs(5) * 4u32.pow(tries.saturating_sub(1).min(4)))
        .min(Duration::from_secs(300))
}

impl Downloads {
    pub fn new(workers: usize) -> Downloads {
        Downloads {
            permits: Arc::new(Semaphore::new(workers.max(1))),
            state: Arc::default(),
        }
    }

    /// Starts saving every job given that isn't being saved or waiting for its next try.
    pub fn dispatch(&self, jobs: &Arc<Jobs>, client: &Client, rows: Vec<JobRow>) {
        let mut st = lock(&self.state);
        let now = Instant::now();
        st.running.retain(|_, h| !h.is_finished());
        for job in rows {
            if st.running.contains_key(&job.id)
                || st.tries.get(&job.id).is_some_and(|&(_, at)| at > now)
            {
                continue;
            }
            let id = job.id.clone();
            let task = tokio::spawn(save(
                jobs.clone(),
                client.clone(),
                job,
                self.permits.clone(),
                self.state.clone(),
            ));
            st.running.insert(id, task.abort_handle());
        }
    }

    /// Jobs sent back for a fresh link since the last call.
    pub fn take_refreshed(&self) -> Vec<String> {
        std::mem::take(&mut lock(&self.state).refreshed)
    }

    /// Whether a job was saved since the last call.
    pub fn take_saved(&self) -> bool {
        std::mem::take(&mut lock(&self.state).saved)
    }

    /// Whether a save is running or waiting for its next try.
    pub fn busy(&self) -> bool {
        let st = lock(&self.state);
        st.running.values().any(|h| !h.is_finished()) || !st.tries.is_empty()
    }

    /// Stops every save (the app is closing; a half-saved job is finished at the next start).
    pub fn abort_all(&self) {
        for (_, h) in lock(&self.state).running.drain() {
            h.abort();
        }
    }
}

async fn save(
    jobs: Arc<Jobs>,
    client: Client,
    job: JobRow,
    permits: Arc<Semaphore>,
    state: Arc<Mutex<State>>,
) {
    let Ok(_permit) = permits.acquire_owned().await else {
        return;
    };
    let id = job.id.clone();
    let outcome = tokio::time::timeout(SAVE_DEADLINE, download::finish(&jobs, &client, job)).await;
    let why = match outcome {
        Ok(Ok(download::Saved::Done)) => {
            let mut st = lock(&state);
            st.tries.remove(&id);
            st.stalls.remove(&id);
            st.saved = true;
            drop(st);
            jobs.wake();
            return;
        }
        Ok(Ok(download::Saved::LinkExpired)) => {
            let sent_back = send_back(&jobs, &id).unwrap_or(false);
            let mut st = lock(&state);
            if sent_back {
                st.refreshed.push(id.clone());
            }
            let n = st.tries.get(&id).map_or(0, |t| t.0) + 1;
            if sent_back && n < MAX_ATTEMPTS {
                st.tries.insert(id, (n, Instant::now()));
                drop(st);
                jobs.wake();
                return;
            }
            say!(
                "save.link_expired",
                "the link to the finished file has expired"
            )
        }
        Ok(Ok(download::Saved::Paused(why))) => {
            wait_longer(&state, &jobs, &id, &why);
            return;
        }
        Ok(Ok(download::Saved::Stalled { why, held })) => {
            stalled(&state, &jobs, &id, &why, held);
            return;
        }
        Ok(Ok(download::Saved::Refused(why))) => {
            let mut st = lock(&state);
            st.tries.remove(&id);
            st.stalls.remove(&id);
            drop(st);
            refused(&jobs, &id, &why);
            return;
        }
        Ok(Err(e)) => e.said(),
        Err(_) => {
            // A try that outlasted its deadline: the connection is too slow now, not hopeless.
            wait_longer(
                &state,
                &jobs,
                &id,
                &say!(
                    "save.took_too_long",
                    "saving took longer than {minutes} minutes; it goes on by itself",
                    minutes = SAVE_DEADLINE.as_secs() / 60
                ),
            );
            return;
        }
    };
    let mut st = lock(&state);
    let n = st.tries.get(&id).map_or(0, |t| t.0) + 1;
    if n >= MAX_ATTEMPTS {
        st.tries.remove(&id);
        drop(st);
        give_up(&jobs, &id, &why);
    } else {
        tracing::warn!(job = %id, tries = n, "saving results failed: {why}");
        st.tries.insert(id, (n, Instant::now() + wait_after(n)));
    }
}

/// A job whose link expired goes back to `processing` without its outputs, so the tracker asks the
/// service for the job again (and a fresh link). Kinds the tracker can't ask (tool results) can't.
fn send_back(jobs: &Jobs, id: &str) -> crate::base::error::Result<bool> {
    let Some(mut job) = jobs.store.job(id)? else {
        return Ok(false);
    };
    let pollable = matches!(
        job.kind,
        JobKind::Image | JobKind::Video | JobKind::Avatar | JobKind::Music | JobKind::Slideshow
    ) && job.remote_id.is_some();
    if !pollable || job.status != JobState::Downloading {
        return Ok(false);
    }
    job.running(
        JobState::Processing,
        Some(say!(
            "progress.fresh_link",
            "Asking the service for a fresh link to the finished file"
        )),
    );
    let outputs = serde_json::json!({ "outputs": null });
    jobs.save_quietly(&mut job, Write::State(Some(&outputs)))?;
    Ok(true)
}

/// The key of the mark a job gets when its result was refused (its address kept for "Save again").
pub(crate) const SAVE_REFUSED: &str = "saveRefused";

/// Not a try: saving waits (5 s, 20 s, 80 s, then every 5 minutes) and goes on by itself, saying why.
fn wait_longer(state: &Mutex<State>, jobs: &Jobs, id: &str, why: &Words) {
    let mut st = lock(state);
    let n = st.tries.get(id).map_or(0, |t| t.0).saturating_add(1).min(4);
    st.tries
        .insert(id.to_string(), (n, Instant::now() + wait_after(n)));
    drop(st);
    paused(jobs, id, why);
}

/// Stalls in a row, with nothing more of the file arriving, after which a download stops waiting.
const MAX_STALLS: u32 = 3;
/// How long a stalled download waits before it goes on from what arrived.
const STALL_WAIT: Duration = Duration::from_secs(5);

/// A stalled download goes on from what arrived after a moment, by itself; one that stalls
/// [`MAX_STALLS`] times in a row with nothing more held is refused in words (Save again goes on from
/// there). A stall after which more of the file is held starts the count again: a slow line gets there.
fn stalled(state: &Mutex<State>, jobs: &Jobs, id: &str, why: &Words, held: u64) {
    let mut st = lock(state);
    let n = match st.stalls.get(id) {
        Some(&(n, before)) if held <= before => n + 1,
        _ => 1,
    };
    if n >= MAX_STALLS {
        st.stalls.remove(id);
        st.tries.remove(id);
        drop(st);
        refused(jobs, id, why);
        return;
    }
    st.stalls.insert(id.to_string(), (n, held));
    let tries = st.tries.get(id).map_or(0, |t| t.0);
    st.tries
        .insert(id.to_string(), (tries, Instant::now() + STALL_WAIT));
    drop(st);
    let stalled = say!(
        "save.stalled",
        "the download stalled; it goes on from where it stopped in a moment"
    );
    paused(jobs, id, &stalled);
}

/// Saving waits: the job stays `downloading` and says why, in plain words.
fn paused(jobs: &Jobs, id: &str, why: &Words) {
    let Ok(Some(mut job)) = jobs.store.job(id) else {
        return;
    };
    if job.status != JobState::Downloading {
        return;
    }
    let words = say!("progress.saving_paused", "Saving paused: {why}.", why = why);
    if job.progress.as_ref() == Some(&words) {
        return;
    }
    job.progress = Some(words);
    job.updated_at = now();
    // Said even when it can't be written (the disk that is full may hold the library too).
    if jobs.save(&mut job, Write::State(None)).is_err() {
        let _ = jobs.tell(&job);
    }
}

/// The result can't be used as it is: the job fails now, its address kept in its result, marked so
/// that "Save again" can try once more (`Core::job_save_again`).
fn refused(jobs: &Jobs, id: &str, why: &Words) {
    fail_keeping_address(
        jobs,
        id,
        say!(
            "job.save_refused",
            "It was made at the service, but its file can't be saved on this computer: {why}. Its address is kept: Save again tries once more.",
            why = why
        ),
    );
}

/// After the last try: the job fails with what went wrong, in plain words.
fn give_up(jobs: &Jobs, id: &str, why: &Words) {
    fail_keeping_address(
        jobs,
        id,
        say!(
            "job.save_gave_up",
            "It was made at the service, but could not be saved on this computer after {tries} tries: {why}. Its address is kept: Save again tries once more.",
            tries = MAX_ATTEMPTS,
            why = why
        ),
    );
}

/// A made result that could not be saved: the (still active) job fails with `words`, marked for
/// "Save again", and is announced once it is written.
fn fail_keeping_address(jobs: &Jobs, id: &str, words: Words) {
    let Ok(Some(mut job)) = jobs.store.job(id) else {
        return;
    };
    if !job.status.is_active() {
        return;
    }
    job.fail(words);
    let refused = serde_json::json!({ SAVE_REFUSED: true });
    let _ = jobs.save(&mut job, Write::State(Some(&refused)));
}

/// Whether a failed job's result can be saved again: the service made it, its address is kept, and
/// saving it was refused or given up.
pub(crate) fn can_save_again(job: &JobRow) -> bool {
    job.status == JobState::Failed
        && job
            .result
            .as_ref()
            .and_then(|r| r.get(SAVE_REFUSED))
            .and_then(|v| v.as_bool())
            .unwrap_or(false)
        && super::outputs_of(job).is_some_and(|o| !o.is_empty())
}

/// "Save again": a job whose result could not be saved goes back to `downloading` (nothing is sent
/// to the service: the result is fetched from its kept address).
pub(crate) fn save_again(jobs: &Jobs, id: &str) -> crate::base::error::Result<JobRow> {
    let mut job = jobs.store.job(id)?.ok_or_else(|| {
        crate::base::error::CoreError::not_found(say!(
            "workers.job_no_longer_list",
            "That job is no longer in your list"
        ))
    })?;
    if !can_save_again(&job) {
        return Err(crate::base::error::CoreError::validation(
            "id",
            say!(
                "workers.only_result_was_made",
                "Only a result that was made but could not be saved can be saved again"
            ),
        ));
    }
    job.saving(Some(say!("progress.saving_again", "Saving again…")));
    jobs.save(
        &mut job,
        Write::State(Some(&serde_json::json!({ SAVE_REFUSED: null }))),
    )?;
    jobs.wake();
    Ok(job)
}
