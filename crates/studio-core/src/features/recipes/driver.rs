//! The driver: `advance(run)` takes a run as far as it can go now — records a finished step's results,
//! waits for a pick, fills the next step's inputs from the chosen results, checks the fresh balance
//! against its price (stopping before it when it can't be paid), and sends it through `jobs::spend`
//! with the step's intent (`recipe:<run>:<step>`): a step already sent is found by its intent, never
//! sent again. One `advance` at a time per core (a mutex); it is called when a job changes (a task on
//! the core's events) or a connection is made, after a pick, on Resume and once when the core opens
//! (a run survives a restart).

use super::runs::{RunRecord, RunState};
use super::steps::fill;
use crate::base::error::{ErrorCode, Result};
use crate::base::events::CoreEvent;
use crate::base::lock;
use crate::base::model::{enum_str, now, JobState};
use crate::jobs::Jobs;
use crate::kinds::AnyAction;
use crate::store::MediaRow;
use media_api::Tier;
use media_api::{say, Words};
use std::sync::{Arc, Mutex, Weak};
use tokio::sync::broadcast::error::RecvError;

/// One advance at a time, and the task that advances running runs when a job changes.
#[derive(Default)]
pub(crate) struct Driver {
    serial: Arc<tokio::sync::Mutex<()>>,
    task: Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl Drop for Driver {
    fn drop(&mut self) {
        self.stop();
    }
}

impl Driver {
    /// Held while a run is read, changed and saved.
    pub async fn serial(&self) -> tokio::sync::MutexGuard<'_, ()> {
        self.serial.lock().await
    }

    /// Advances every running run now (a restart goes on where it was), then again whenever a job
    /// changes.
    pub fn start(&self, jobs: &Arc<Jobs>) {
        let mut events = jobs.events.subscribe();
        let weak: Weak<Jobs> = Arc::downgrade(jobs);
        let serial = self.serial.clone();
        let task = tokio::spawn(async move {
            loop {
                if let Some(jobs) = weak.upgrade() {
                    advance_running(&jobs, &serial).await;
                }
                match events.recv().await {
                    Ok(CoreEvent::JobUpdated(_) | CoreEvent::ConnectionChanged(_))
                    | Err(RecvError::Lagged(_)) => {}
                    Ok(_) => continue,
                    Err(RecvError::Closed) => break,
                }
                // A burst of job events is one advance.
                while events.try_recv().is_ok() {}
            }
        });
        *lock(&self.task) = Some(task);
    }

    pub fn stop(&self) {
        if let Some(t) = lock(&self.task).take() {
            t.abort();
        }
    }

    /// Stops the task and waits until it is gone: an advance it was in the middle of held the jobs (and
    /// with them the library's connection), which must be let go when the core shuts down.
    pub async fn shutdown(&self) {
        let task = lock(&self.task).take();
        if let Some(t) = task {
            t.abort();
            let _ = t.await;
        }
    }

    pub async fn advance(&self, jobs: &Jobs, run_id: &str) -> Result<()> {
        advance(jobs, &self.serial, run_id).await
    }
}

async fn advance_running(jobs: &Jobs, serial: &tokio::sync::Mutex<()>) {
    let ids = match jobs.store.runs_in_state(&enum_str(&RunState::Running)) {
        Ok(ids) => ids,
        Err(e) => return tracing::warn!("recipes: could not list runs: {}", e.message()),
    };
    for id in ids {
        if let Err(e) = advance(jobs, serial, &id).await {
            tracing::warn!("recipes: run {id} could not go on: {}", e.message());
        }
    }
}

async fn advance(jobs: &Jobs, serial: &tokio::sync::Mutex<()>, run_id: &str) -> Result<()> {
    let _serial = serial.lock().await;
    let Some(row) = jobs.store.run(run_id)? else {
        return Ok(());
    };
    let mut run = RunRecord::from_row(&row)?;
    let before = run.clone();
    let outcome = steps(jobs, &mut run).await;
    if run != before {
        run.updated_at = now();
        jobs.store.update_run(&run.row()?, &run.updated_at)?;
        jobs.events
            .emit(CoreEvent::RecipeRunUpdated(run.id.clone()));
    }
    outcome
}

/// What the jobs of a sent step have come to.
enum Made {
    Working,
    Failed(Words),
    Saved(Vec<String>),
}

fn made(jobs: &Jobs, ids: &[String]) -> Result<Made> {
    let mut results = Vec::new();
    for id in ids {
        let Some(job) = jobs.store.job(id)? else {
            return Ok(Made::Failed(say!(
                "recipe.job_gone",
                "its job is no longer in the library"
            )));
        };
        match job.status {
            JobState::Failed => {
                let why = job
                    .error
                    .unwrap_or_else(|| say!("recipe.no_reason", "the service gave no reason"));
                return Ok(Made::Failed(why));
            }
            JobState::Completed => {
                let media = jobs.store.media_of_job(id)?;
                if media.is_empty() {
                    return Ok(Made::Failed(say!(
                        "recipe.results_gone",
                        "its results are no longer in the library"
                    )));
                }
                results.extend(media.into_iter().map(|m| m.id));
            }
            _ => return Ok(Made::Working),
        }
    }
    Ok(Made::Saved(results))
}

async fn steps(jobs: &Jobs, run: &mut RunRecord) -> Result<()> {
    while run.state == RunState::Running {
        let i = run.current as usize;
        if i >= run.steps.len() {
            run.state = RunState::Done;
            run.message = None;
            break;
        }
        let n = i + 1;
        let mut sent = jobs.store.jobs_of_intent(&run.intent(i))?;
        if sent.is_empty() && jobs.session.client().is_err() {
            // Not connected (yet): it goes on when a connection is made.
            break;
        }
        if sent.is_empty() {
            send(jobs, run, i).await?;
            sent = jobs.store.jobs_of_intent(&run.intent(i))?;
            if sent.is_empty() || run.state != RunState::Running {
                break;
            }
        }
        run.steps[i].jobs = sent.clone();
        match made(jobs, &sent)? {
            Made::Working => break,
            Made::Failed(why) => {
                run.state = RunState::Failed;
                run.message = Some(say!(
                    "recipe.step_failed",
                    "Step {n} ({label}) failed: {why}",
                    n = n,
                    label = run.steps[i].label.as_str(),
                    why = why
                ));
            }
            Made::Saved(results) => {
                let step = &mut run.steps[i];
                step.results = results;
                if step.picked.is_none() && step.results.len() == 1 {
                    step.picked = step.results.first().cloned();
                }
                if step.pick && step.picked.is_none() {
                    run.state = RunState::WaitingForPick;
                    run.message = Some(say!(
                        "recipe.pick_to_go_on",
                        "Pick one of the {count} results of step {n} to go on",
                        count = step.results.len(),
                        n = n
                    ));
                } else {
                    run.current += 1;
                }
            }
        }
    }
    Ok(())
}

/// The result of an earlier step that later steps use: the pick, or its only result.
fn chosen(jobs: &Jobs, run: &RunRecord, from: u32) -> std::result::Result<MediaRow, Words> {
    let step = &run.steps[from as usize];
    let id = step
        .picked
        .as_ref()
        .or(step.results.first())
        .ok_or_else(|| {
            say!(
                "recipe.step_no_result",
                "step {n} has no result",
                n = from + 1
            )
        })?;
    match jobs.store.media(id) {
        Ok(Some(m)) => Ok(m),
        _ => Err(say!(
            "recipe.step_result_gone",
            "the result of step {n} is no longer in the library",
            n = from + 1
        )),
    }
}

/// Sends step `i`: its inputs filled, the fresh balance checked against its price, then once through
/// the spend path with the step's intent. Leaves the run paused or failed when it can't be sent.
async fn send(jobs: &Jobs, run: &mut RunRecord, i: usize) -> Result<()> {
    let n = i + 1;
    let mut request = run.steps[i].request.clone();
    let inputs: std::result::Result<Vec<MediaRow>, Words> = run.steps[i]
        .from
        .iter()
        .map(|&f| chosen(jobs, run, f))
        .collect();
    if let Err(why) = inputs.and_then(|m| fill(&mut request, &m)) {
        run.state = RunState::Failed;
        run.message = Some(could_not_start(n, why));
        return Ok(());
    }
    let action = match AnyAction::from_request(request) {
        Ok(a) => a,
        Err(e) => {
            run.state = RunState::Failed;
            run.message = Some(could_not_start(n, e.said()));
            return Ok(());
        }
    };
    let fresh = match jobs.session.fetch_credits(false).await {
        Ok(b) => b,
        Err(e) => {
            run.state = RunState::Paused;
            run.message = Some(not_sent(n, e.said()));
            return Ok(());
        }
    };
    let price = action
        .price(&fresh.tier.clone().unwrap_or(Tier::Pro))
        .credits;
    if fresh.credits < price as f64 {
        run.state = RunState::Paused;
        run.message = Some(short_message(n, price, fresh.credits));
        return Ok(());
    }
    let intent = run.intent(i);
    match action.submit_once(jobs, &intent).await {
        Ok(job) => {
            run.steps[i].jobs = vec![job.id];
            run.message = None;
        }
        Err(e) => {
            // Nothing saved under this intent: nothing was sent, and its answer (kept in memory) is
            // this error; the next try gets a new intent.
            if jobs.store.jobs_of_intent(&intent)?.is_empty() {
                run.steps[i].attempt += 1;
                run.state = match e.code {
                    ErrorCode::InsufficientCredits
                    | ErrorCode::Network
                    | ErrorCode::RateLimited => RunState::Paused,
                    _ => RunState::Failed,
                };
                run.message = Some(match e.code {
                    ErrorCode::InsufficientCredits => short_message(n, price, fresh.credits),
                    _ if run.state == RunState::Paused => not_sent(n, e.said()),
                    _ => could_not_start(n, e.said()),
                });
            }
        }
    }
    Ok(())
}

fn could_not_start(n: usize, why: Words) -> Words {
    say!(
        "recipe.could_not_start",
        "Step {n} could not start: {why}",
        n = n,
        why = why
    )
}

fn not_sent(n: usize, why: Words) -> Words {
    say!(
        "recipe.not_sent",
        "Step {n} was not sent: {why}. Press Resume to try again.",
        n = n,
        why = why
    )
}

fn short_message(n: usize, price: u32, balance: f64) -> Words {
    if price == 1 {
        say!(
            "recipe.short.one",
            "Step {n} needs 1 credit; the balance is {balance}. Add credits, then press Resume.",
            n = n,
            balance = balance
        )
    } else {
        say!(
            "recipe.short.other",
            "Step {n} needs {price} credits; the balance is {balance}. Add credits, then press Resume.",
            n = n,
            price = price,
            balance = balance
        )
    }
}
