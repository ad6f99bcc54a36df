//! Runs of a recipe: the record kept in `recipe_runs` (a snapshot of the steps with the character and
//! topic applied, what each step sent and made, the picks) and the view the window reads, and the
//! Core methods that start, pick, resume and stop a run. Every one of them leaves the sending to
//! `driver::advance`.

use super::forecast::{prices, problems};
use super::steps::{apply, TOPIC};
use super::Driver;
use crate::base::error::{CoreError, Result};
use crate::base::model::{enum_str, now, MediaItem};
use crate::jobs::library::info_of;
use crate::jobs::library::media_item;
use crate::jobs::spend::{intents, known_balance, PriceBasis};
use crate::jobs::Jobs;
use crate::kinds::SpendRequest;
use crate::store::RunRow;
use media_api::say;
use media_api::Words;
use serde::{Deserialize, Serialize};

/// Where a run is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum RunState {
    Running,
    /// A person picks one result of the current step.
    WaitingForPick,
    /// Stopped before a step the balance can't pay (or that could not be sent): Resume goes on.
    Paused,
    Done,
    Failed,
    Stopped,
}

/// Where one step of a run is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum StepState {
    /// Not reached yet (or paused before it).
    NotStarted,
    /// Sent; its job is being made or saved.
    Working,
    /// Made; a person picks one of its results.
    Pick,
    Done,
    Failed,
    /// The run was stopped at this step.
    Stopped,
}

/// A run as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RunRecord {
    pub id: String,
    pub recipe_id: String,
    pub recipe_name: String,
    pub character_id: Option<String>,
    pub topic: String,
    pub state: RunState,
    #[serde(default, deserialize_with = "media_api::words::stored")]
    pub message: Option<Words>,
    /// The step being made (= steps.len() when done).
    pub current: u32,
    pub steps: Vec<StepRecord>,
    pub created_at: String,
    pub updated_at: String,
}

fn published() -> PriceBasis {
    PriceBasis::Published
}

/// One step of a run as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StepRecord {
    pub label: String,
    /// The template's request with the character and topic applied (inputs filled when it is sent).
    pub request: SpendRequest,
    pub from: Vec<u32>,
    pub pick: bool,
    /// Its price when the run started.
    pub credits: u32,
    /// What that price stands on (runs saved before this was kept: published).
    #[serde(default = "published")]
    pub basis: PriceBasis,
    #[serde(default, deserialize_with = "media_api::words::stored")]
    pub price_note: Option<Words>,
    pub jobs: Vec<String>,
    /// Its results (library ids), once its jobs are finished and saved.
    pub results: Vec<String>,
    /// The result later steps use.
    pub picked: Option<String>,
    /// Sends tried under an earlier intent that saved no job (nothing was sent): the next try gets a
    /// new intent, `recipe:<run>:<step>:<attempt>`.
    #[serde(default)]
    pub attempt: u32,
}

impl RunRecord {
    /// The intent of step `i`: the same for every call, so a repeat (an event twice, a restart) finds
    /// the step's jobs and sends nothing.
    pub fn intent(&self, i: usize) -> String {
        match self.steps[i].attempt {
            0 => format!("recipe:{}:{i}", self.id),
            a => format!("recipe:{}:{i}:{a}", self.id),
        }
    }

    pub fn row(&self) -> Result<RunRow> {
        Ok(RunRow {
            id: self.id.clone(),
            state: enum_str(&self.state),
            body: serde_json::to_string(self).map_err(|e| {
                CoreError::internal(say!("runs.could_not_save_run", "Could not save the run"), e)
            })?,
        })
    }

    pub fn from_row(row: &RunRow) -> Result<RunRecord> {
        serde_json::from_str(&row.body).map_err(|e| {
            CoreError::internal(say!("runs.could_not_read_run", "Could not read a run"), e)
        })
    }
}

/// A run as the window shows it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RecipeRun {
    pub id: String,
    pub recipe_id: String,
    pub recipe_name: String,
    pub character_id: Option<String>,
    /// The character's name, as its first picture step's job keeps it (once that step was sent).
    pub character_name: Option<String>,
    pub topic: String,
    pub state: RunState,
    /// Why it paused, failed or stopped, in words.
    pub message: Option<Words>,
    pub current: u32,
    pub steps: Vec<RunStep>,
    pub created_at: String,
    pub updated_at: String,
}

/// One step of a run as the window shows it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RunStep {
    pub label: String,
    pub state: StepState,
    pub credits: u32,
    /// What `credits` stands on (`not_published`: 0 means nothing).
    pub basis: PriceBasis,
    pub price_note: Option<Words>,
    pub pick: bool,
    /// The progress of its job while it is made.
    pub progress: Option<Words>,
    /// The ids of the jobs it sent.
    pub jobs: Vec<String>,
    pub results: Vec<MediaItem>,
    pub picked: Option<String>,
}

fn not_found() -> CoreError {
    CoreError::not_found(say!(
        "runs.run_no_longer_exists",
        "This run no longer exists"
    ))
}

fn record(jobs: &Jobs, id: &str) -> Result<RunRecord> {
    RunRecord::from_row(&jobs.store.run(id)?.ok_or_else(not_found)?)
}

fn view(jobs: &Jobs, r: &RunRecord) -> Result<RecipeRun> {
    let mut steps = Vec::with_capacity(r.steps.len());
    let mut character_name = None;
    for (i, s) in r.steps.iter().enumerate() {
        let state = match (i.cmp(&(r.current as usize)), r.state) {
            (std::cmp::Ordering::Less, _) | (_, RunState::Done) => StepState::Done,
            (std::cmp::Ordering::Greater, _) => StepState::NotStarted,
            (_, RunState::Running) if s.jobs.is_empty() => StepState::NotStarted,
            (_, RunState::Running) => StepState::Working,
            (_, RunState::WaitingForPick) => StepState::Pick,
            (_, RunState::Paused) => StepState::NotStarted,
            (_, RunState::Failed) => StepState::Failed,
            (_, RunState::Stopped) => StepState::Stopped,
        };
        let mut progress = None;
        for id in &s.jobs {
            let Some(job) = jobs.store.job(id)? else {
                continue;
            };
            if character_name.is_none() {
                character_name = info_of(&job).and_then(|i| i.character_name);
            }
            if state == StepState::Working && progress.is_none() {
                progress = job.progress;
            }
        }
        let mut results = Vec::new();
        for id in &s.results {
            if let Some(m) = jobs.store.media(id)? {
                results.push(media_item(&jobs.media, &m));
            }
        }
        steps.push(RunStep {
            label: s.label.clone(),
            state,
            credits: s.credits,
            basis: s.basis,
            price_note: s.price_note.clone(),
            pick: s.pick,
            progress,
            jobs: s.jobs.clone(),
            results,
            picked: s.picked.clone(),
        });
    }
    Ok(RecipeRun {
        id: r.id.clone(),
        recipe_id: r.recipe_id.clone(),
        recipe_name: r.recipe_name.clone(),
        character_id: r.character_id.clone(),
        character_name,
        topic: r.topic.clone(),
        state: r.state,
        message: r.message.clone(),
        current: r.current,
        steps,
        created_at: r.created_at.clone(),
        updated_at: r.updated_at.clone(),
    })
}

/// Changes a run under the driver's lock (never while a step of it is being sent), then, with
/// `go_on`, lets the driver take it on; answers the run as it is then.
async fn change(
    jobs: &Jobs,
    driver: &Driver,
    id: &str,
    go_on: bool,
    f: impl FnOnce(&mut RunRecord) -> Result<()>,
) -> Result<RecipeRun> {
    {
        let _serial = driver.serial().await;
        let mut run = record(jobs, id)?;
        f(&mut run)?;
        run.updated_at = now();
        jobs.store.update_run(&run.row()?, &run.updated_at)?;
        jobs.events
            .emit(crate::base::events::CoreEvent::RecipeRunUpdated(
                run.id.clone(),
            ));
    }
    if go_on {
        driver.advance(jobs, id).await?;
    }
    view(jobs, &record(jobs, id)?)
}

pub(crate) async fn start(
    jobs: &Jobs,
    driver: &Driver,
    intent: &str,
    recipe_id: &str,
    character_id: Option<&str>,
    topic: &str,
) -> Result<RecipeRun> {
    let intent = intents::check(intent)?;
    let recipe = super::get(&jobs.store, recipe_id)?;
    let no_topic = say!(
        "recipe.write_topic",
        "Write a topic: this recipe's texts use {placeholder}",
        placeholder = TOPIC
    );
    CoreError::if_any(&problems(jobs, &recipe, topic, no_topic))?;
    let (_, tier) = known_balance(jobs).await?;
    let priced = prices(&recipe, character_id, topic, &tier);
    let mut steps = Vec::with_capacity(recipe.steps.len());
    for (s, p) in recipe.steps.iter().zip(priced) {
        steps.push(StepRecord {
            label: s.label.clone(),
            request: apply(s, character_id, topic)?,
            from: s.from.clone(),
            pick: s.pick,
            credits: p.credits,
            basis: p.basis,
            price_note: p.price_note,
            jobs: vec![],
            results: vec![],
            picked: None,
            attempt: 0,
        });
    }
    let at = now();
    let run = RunRecord {
        id: uuid::Uuid::new_v4().to_string(),
        recipe_id: recipe.id.clone(),
        recipe_name: recipe.name.clone(),
        character_id: character_id.map(str::to_string),
        topic: topic.trim().to_string(),
        state: RunState::Running,
        message: None,
        current: 0,
        steps,
        created_at: at.clone(),
        updated_at: at.clone(),
    };
    let id = jobs.store.insert_run(&run.row()?, intent, &at)?;
    driver.advance(jobs, &id).await?;
    view(jobs, &record(jobs, &id)?)
}

pub(crate) fn list(jobs: &Jobs) -> Result<Vec<RecipeRun>> {
    let mut out = Vec::new();
    for row in jobs.store.runs(50)? {
        out.push(view(jobs, &RunRecord::from_row(&row)?)?);
    }
    Ok(out)
}

pub(crate) async fn pick(
    jobs: &Jobs,
    driver: &Driver,
    run_id: &str,
    step: u32,
    media_id: &str,
) -> Result<RecipeRun> {
    change(jobs, driver, run_id, true, |run| {
        if run.state != RunState::WaitingForPick || run.current != step {
            return Err(CoreError::validation(
                "step",
                say!(
                    "runs.step_not_waiting_pick",
                    "This step is not waiting for a pick"
                ),
            ));
        }
        let s = &mut run.steps[step as usize];
        if !s.results.iter().any(|r| r == media_id) {
            return Err(CoreError::validation(
                "mediaId",
                say!(
                    "runs.pick_one_step_results",
                    "Pick one of this step's results"
                ),
            ));
        }
        s.picked = Some(media_id.to_string());
        run.state = RunState::Running;
        run.message = None;
        Ok(())
    })
    .await
}

pub(crate) async fn resume(jobs: &Jobs, driver: &Driver, run_id: &str) -> Result<RecipeRun> {
    change(jobs, driver, run_id, true, |run| {
        if run.state != RunState::Paused {
            return Err(CoreError::validation(
                "id",
                say!("runs.only_paused_run_go", "Only a paused run can go on"),
            ));
        }
        run.state = RunState::Running;
        run.message = None;
        Ok(())
    })
    .await
}

pub(crate) async fn stop(jobs: &Jobs, driver: &Driver, run_id: &str) -> Result<RecipeRun> {
    change(jobs, driver, run_id, false, |run| {
        if matches!(run.state, RunState::Done | RunState::Failed | RunState::Stopped) {
            return Err(CoreError::validation("id", say!("runs.run_has_already_ended", "This run has already ended")));
        }
        run.state = RunState::Stopped;
        run.message = Some(say!(
            "recipe.stopped",
            "Stopped: no further step is sent. A job already sent finishes, and its result is kept in your library."
        ));
        Ok(())
    })
    .await
}
