//! Jobs: everything that spends credits and follows what was spent. `spend` is the one path of every
//! action (validate, price, check, save, send once per intent; the line of jobs waiting for a slot; what
//! a send really cost), `tracker` follows every active job at the service and saves its results,
//! `local_mix` adds music to a video on this computer (a job the
//! tracker's round makes, nothing sent).
//!
//! [`Jobs`] sits on the session (client, credits, a rejected key), the store (job and media rows), the
//! media server (the URLs of a job's files) and the data folder (where results are saved), and holds
//! what is its own: the tracker's task, state and wake, the intents seen by this run, the sends in
//! flight. The features reach it to spend (`spend::estimate`, `spend::submit_once`); each feature's
//! [`spend::Action`] gets it to check and prepare what it sends.

pub(crate) mod library;
pub(crate) mod local_mix;
pub mod spend;
mod state;
pub mod tracker;

use crate::base::error::Result;
use crate::base::events::{CoreEvent, Events};
use crate::base::lock;
use crate::base::model::{JobState, TrackedJob};
use crate::base::options::CoreOptions;
use crate::base::paths::Paths;
use crate::base::reference::References;
use crate::media_server::MediaServer;
use crate::session::Session;
use crate::store::{JobRow, Store};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Notify;

pub(crate) struct Jobs {
    /// The layers jobs sit on; reached as `jobs.store`, `jobs.session`, ... (`Deref`).
    below: Below,
    /// Rung when there is something new to follow (a send, a saved result, a connect).
    wake: Arc<Notify>,
    /// The tracker's longest sleep when nothing is due.
    idle: Duration,
    tracker_task: Mutex<Option<tokio::task::JoinHandle<()>>>,
    tracker_state: tokio::sync::Mutex<tracker::TrackerState>,
    /// Intents seen by this run (`spend::intents`).
    intents: spend::Intents,
    /// Sends in flight (`spend::charge`).
    sends: spend::Sends,
    /// Waiting jobs being prepared and sent off the tracker's round (`spend::queue::advance`).
    pub(crate) leaving_line: Mutex<std::collections::HashSet<String>>,
    /// What jobs know of the kinds of spending, filled in by them (`crate::kinds`).
    pub(crate) kinds: Arc<dyn Kinds>,
}

/// How a job that waited for a slot is sent: by its kind's action, which jobs don't name (the kinds of
/// spending sit above jobs and fill this in when the core is opened).
pub(crate) trait Kinds: Send + Sync {
    /// The line a stored job waits in (`spend::queue`): its action's.
    fn line(&self, job: &crate::store::JobRow) -> spend::queue::Line;
    fn send_waiting<'a>(
        &'a self,
        jobs: &'a Jobs,
        client: &'a media_api::Client,
        job: JobRow,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<()>> + Send + 'a>>;
}

/// How [`Jobs::save`] writes a job.
pub(crate) enum Write<'a> {
    /// A new job.
    New,
    /// Every column that changes, its result too.
    Whole,
    /// As `Whole`, only while its stored state is still this one: two changes racing for one job (a
    /// cancel and the send of a waiting job) can't both win.
    From(JobState),
    /// Its state (status, progress, error, service id, times), leaving its stored result as it is (a
    /// charge merged in meanwhile stays), then this merged into its result (`null` removes a key).
    State(Option<&'a serde_json::Value>),
    /// Only this merged into its stored result (the row may have moved on).
    Merge(&'a serde_json::Value),
}

/// The layers jobs sit on, handed over when the core is opened.
pub(crate) struct Below {
    pub session: Arc<Session>,
    pub store: Store,
    pub media: Arc<MediaServer>,
    pub paths: Paths,
    pub events: Events,
    /// Pictures an image job may send as its face.
    pub refs: Arc<References>,
}

impl std::ops::Deref for Jobs {
    type Target = Below;
    fn deref(&self) -> &Below {
        &self.below
    }
}

impl Jobs {
    /// Not following anything yet ([`Jobs::start`]). `wake` is the one the session rings on connect.
    pub fn new(
        below: Below,
        opts: &CoreOptions,
        wake: Arc<Notify>,
        kinds: Arc<dyn Kinds>,
    ) -> Arc<Jobs> {
        Arc::new(Jobs {
            below,
            wake,
            idle: opts.poll_interval,
            tracker_task: Mutex::new(None),
            tracker_state: tokio::sync::Mutex::new(tracker::TrackerState::new(opts)),
            intents: Default::default(),
            sends: Default::default(),
            leaving_line: Default::default(),
            kinds,
        })
    }

    /// Wakes the tracker: something new is to be followed.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// A stored job as the window sees it.
    pub fn tracked(&self, j: &JobRow) -> Result<TrackedJob> {
        crate::jobs::library::tracked(&self.store, &self.media, j)
    }

    /// The one write of a job: written as `write` says, then told to the window, its one `JobUpdated`
    /// (as stored: a `State` write with a patch reads `job` back). Answers whether it was written (a
    /// `From` write that lost to another change tells nothing).
    pub fn save(&self, job: &mut JobRow, write: Write) -> Result<bool> {
        let written = self.save_quietly(job, write)?;
        if written {
            self.tell(job)?;
        }
        Ok(written)
    }

    /// Writes new jobs together, all or none (one transaction), then tells the window of each. Answers
    /// the connection they were saved under. Once they are written, a failure to tell is logged, not
    /// answered: the jobs are saved and their press goes on (a later change of each tells it).
    pub fn save_new(&self, rows: &[JobRow]) -> Result<Option<String>> {
        let connection = self.store.insert_jobs(rows)?;
        for job in rows {
            if let Err(e) = self.tell(job) {
                tracing::warn!(job = %job.id, "a new job was not announced: {}", e.message());
            }
        }
        Ok(connection)
    }

    /// Writes a job as [`Jobs::save`] does, told to the window later ([`Jobs::tell`]): a send's answer
    /// is told once, with what it charged.
    pub fn save_quietly(&self, job: &mut JobRow, write: Write) -> Result<bool> {
        match write {
            Write::New => self.store.insert_job(job)?,
            Write::Whole => self.store.update_job(job)?,
            Write::From(state) => return self.store.update_job_if(job, state),
            Write::Merge(add) => self.store.patch_job_result(&job.id, add)?,
            Write::State(patch) => {
                self.store.update_job_state(job)?;
                if let Some(add) = patch {
                    self.store.patch_job_result(&job.id, add)?;
                    if let Some(row) = self.store.job(&job.id)? {
                        *job = row;
                    }
                }
            }
        }
        Ok(true)
    }

    /// Tells the window a job changed (its `JobUpdated`), as `job` says.
    pub fn tell(&self, job: &JobRow) -> Result<TrackedJob> {
        let tracked = self.tracked(job)?;
        self.events.emit(CoreEvent::JobUpdated(tracked.clone()));
        Ok(tracked)
    }

    /// Stops the tracker and every download (the app is closing; what was half-saved is finished at
    /// the next start).
    pub async fn stop(&self) {
        let task = lock(&self.tracker_task).take();
        if let Some(t) = task {
            t.abort();
            let _ = t.await;
        }
        let state = self.tracker_state.lock().await;
        state.downloads.abort_all();
        state.mixes.stop_all();
    }
}

impl Drop for Jobs {
    fn drop(&mut self) {
        if let Some(t) = lock(&self.tracker_task).take() {
            t.abort();
        }
    }
}
