//! `Core`: shared state of one app run, start-up (restore the last connection, resume jobs) and shutdown.

use crate::error::{CoreError, Result};
use crate::events::{CoreEvent, Events};
use crate::jobs::resubmit;
use crate::jobs::spend::{AnyAction, Estimate, SpendRequest};
use crate::jobs::{Below, Jobs};
use crate::media_server::MediaServer;
use crate::model::{ApiKeyEntry, ConnectionStatus, CreatedKey, CreditsView, TrackedJob};
use crate::paths::Paths;
use crate::reference::References;
use crate::session::keystore::KEYRING_SERVICE;
use crate::session::{credits_view, OnConnect, Session};
use crate::store::Store;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{broadcast, Notify};

/// How to open a [`Core`].
#[derive(Debug, Clone)]
pub struct CoreOptions {
    /// Data directory used when `MEDIA_STUDIO_DATA_DIR` is not set.
    pub data_dir: PathBuf,
    /// Ignore `MEDIA_STUDIO_DATA_DIR` and use `data_dir` as given (tests with several cores).
    pub ignore_env: bool,
    /// Virtual seconds a job takes in the embedded sandbox (default 3; `MEDIA_STUDIO_SANDBOX_JOB_SECONDS`
    /// overrides it, so window tests can hold a job open long enough to kill the app mid-job).
    pub sandbox_job_seconds: f64,
    /// Credits of the embedded sandbox's Studio account (default 500, also its maxCredits).
    pub sandbox_credits: i64,
    /// The shortest wait between two checks of a job (default 2.5 s, as the service advises 2-3 s);
    /// older jobs are checked less often (see `tracker::schedule`).
    pub poll_interval: Duration,
    /// Requests the tracker may send in any rolling minute, all polls together (default 60).
    pub poll_budget_per_minute: u32,
    /// Results saved at once (default 3).
    pub download_workers: usize,
    /// Secret Service "service" attribute (default `studio.media.app`).
    pub keyring_service: String,
}

impl CoreOptions {
    pub fn new(data_dir: impl Into<PathBuf>) -> Self {
        CoreOptions {
            data_dir: data_dir.into(),
            ignore_env: false,
            sandbox_job_seconds: sandbox_job_seconds_from_env().unwrap_or(3.0),
            sandbox_credits: 500,
            poll_interval: Duration::from_millis(2500),
            poll_budget_per_minute: 60,
            download_workers: 3,
            keyring_service: KEYRING_SERVICE.to_string(),
        }
    }
}

/// Environment override of the embedded sandbox's job duration, when it is a sane positive number.
pub const SANDBOX_JOB_SECONDS_ENV: &str = "MEDIA_STUDIO_SANDBOX_JOB_SECONDS";

fn sandbox_job_seconds_from_env() -> Option<f64> {
    let v: f64 = std::env::var(SANDBOX_JOB_SECONDS_ENV)
        .ok()?
        .trim()
        .parse()
        .ok()?;
    (v.is_finite() && v > 0.0 && v <= 3600.0).then_some(v)
}

pub(crate) struct Inner {
    pub paths: Paths,
    pub store: Store,
    pub session: Arc<Session>,
    pub jobs: Arc<Jobs>,
    pub events: Events,
    pub media: Arc<MediaServer>,
    /// This run's hold on the data folder (`instance`); released at shutdown.
    pub instance: Mutex<Option<crate::store::instance::InstanceLock>>,
    /// Pictures held to send as a face (`reference`).
    pub refs: Arc<References>,
    /// One gallery sync at a time (two at once would both download the same new entries).
    pub gallery_sync: tokio::sync::Mutex<()>,
    /// A damaged library found at start and moved aside (`library_health`).
    pub recovery: Option<crate::store::health::LibraryRecovery>,
}

/// The app's core. Cheap to clone (shared state).
#[derive(Clone)]
pub struct Core {
    pub(crate) inner: Arc<Inner>,
}

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core")
            .field("data_dir", &self.inner.paths.root())
            .finish_non_exhaustive()
    }
}

impl Core {
    /// Opens the data directory (refused while another core has it open, and for a library made by a
    /// newer version; a damaged library is moved aside and a fresh one made), removes temporary files
    /// an earlier run left, starts the media server, restores the last connection and resumes every
    /// active job. Must be called inside a tokio runtime.
    pub async fn open(opts: CoreOptions) -> Result<Core> {
        let paths = if opts.ignore_env {
            Paths::at(&opts.data_dir)
        } else {
            Paths::resolve(&opts.data_dir)
        };
        paths
            .ensure()
            .map_err(|e| CoreError::internal("Could not create the app's data folder", e))?;
        let instance = crate::store::instance::InstanceLock::take(paths.root())?;
        let recovery = crate::store::health::check(&paths.library_db(), &paths.media_dir())?;
        let store = Store::open(&paths.library_db())?;
        crate::store::sweep::leftovers(
            &[paths.root(), &paths.media_dir(), &paths.thumbs_dir()],
            crate::store::sweep::LEFTOVER_AGE,
        );
        let media = MediaServer::start(&paths.media_dir(), &paths.thumbs_dir()).await?;
        let events = Events::new();
        let wake = Arc::new(Notify::new());
        let session = Arc::new(Session::new(
            &paths,
            &opts,
            events.clone(),
            OnConnect {
                scope: store.scope(),
                wake: wake.clone(),
            },
        ));
        let media = Arc::new(media);
        let refs = Arc::new(References::default());
        let below = Below {
            session: session.clone(),
            store: store.clone(),
            media: media.clone(),
            paths: paths.clone(),
            events: events.clone(),
            refs: refs.clone(),
        };
        let jobs = Jobs::new(below, &opts, wake);
        let inner = Arc::new(Inner {
            paths,
            store,
            session,
            jobs,
            events,
            media,
            instance: Mutex::new(Some(instance)),
            refs,
            gallery_sync: Default::default(),
            recovery,
        });
        let core = Core { inner };
        core.inner.session.probe_keyring().await;
        crate::jobs::tracker::fail_interrupted_submissions(&core.inner.jobs)?;
        if let Err(e) = core.inner.session.restore().await {
            tracing::warn!(
                code = e.code.as_str(),
                "could not restore the last connection: {}",
                e.message
            );
        }
        crate::jobs::tracker::start(&core.inner.jobs);
        Ok(core)
    }

    /// The resolved data directory layout.
    pub fn paths(&self) -> &Paths {
        &self.inner.paths
    }

    /// A receiver of every event from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<CoreEvent> {
        self.inner.events.subscribe()
    }

    /// The media server's base (`http://127.0.0.1:PORT/<token>`), for the page's CSP / debugging.
    pub fn media_base_url(&self) -> String {
        self.inner.media.base_url().to_string()
    }

    /// Stops the tracker, the embedded sandbox (writing its last snapshot) and the media server.
    pub async fn shutdown(&self) {
        self.inner.jobs.stop().await;
        self.inner.session.stop_sandbox().await;
        self.inner.media.stop();
        // The folder is free for the next run (also when something still holds a clone of this core).
        crate::lock(&self.inner.instance).take();
    }

    /// A damaged library found at this start and moved aside, for the first screen to explain.
    pub fn library_recovery(&self) -> Option<crate::store::health::LibraryRecovery> {
        self.inner.recovery.clone()
    }

    /// The embedded sandbox's service URL, when in sandbox mode (tests, diagnostics).
    pub async fn sandbox_base_url(&self) -> Option<String> {
        self.inner.session.sandbox_base_url().await
    }

    /// Moves the embedded sandbox's virtual clock (tests). No-op outside sandbox mode.
    pub async fn sandbox_advance_clock(&self, seconds: f64) {
        self.inner.session.sandbox_advance_clock(seconds).await
    }

    /// The media-api catalogue (providers, costs, 4K, ratios...).
    pub fn catalogue(&self) -> media_api::catalog::Catalog {
        media_api::catalog::catalog()
    }
}

// The session's part of the public API (`session::connection`, `session::account`).
impl Core {
    /// Where the app is connected, without any secret (at most the key's prefix).
    pub fn status(&self) -> ConnectionStatus {
        self.inner.session.status()
    }

    /// Starts (or reuses) the embedded sandbox on 127.0.0.1:0 with data in `<data>/sandbox`, creates its
    /// Studio account once, and connects to it.
    pub async fn connect_sandbox(&self) -> Result<ConnectionStatus> {
        self.inner.session.connect_sandbox().await
    }

    /// Connects to the hosted service: checks the address (https, or http on loopback), checks the key
    /// with `GET /api/user/credits`, then keeps it in the keyring (or in memory only, with
    /// `session_only`). The key never comes back out.
    pub async fn connect_service(
        &self,
        base_url: &str,
        api_key: String,
        session_only: bool,
    ) -> Result<ConnectionStatus> {
        let session = &self.inner.session;
        session
            .connect_service(base_url, api_key, session_only)
            .await
    }

    /// Service mode: deletes the key from the keyring and memory and disconnects. Sandbox mode: stops
    /// the embedded sandbox and disconnects (its own key is kept for next time).
    pub async fn forget_key(&self) -> Result<ConnectionStatus> {
        self.inner.session.forget_key().await
    }

    /// Checks again whether the keyring answers (e.g. after the user unlocked it).
    pub async fn recheck_keyring(&self) -> bool {
        self.inner.session.recheck_keyring().await
    }

    /// Balance, tier, allowance (and recent transactions as raw JSON with `include_recent`).
    pub async fn credits(&self, include_recent: bool) -> Result<CreditsView> {
        let b = self.inner.session.fetch_credits(include_recent).await?;
        Ok(credits_view(&b, include_recent))
    }

    /// The last balance seen, without asking the service.
    pub fn cached_credits(&self) -> Option<CreditsView> {
        let b = self.inner.session.cached_credits();
        b.as_ref().map(|b| credits_view(b, false))
    }

    pub async fn api_keys_list(&self) -> Result<Vec<ApiKeyEntry>> {
        self.inner.session.api_keys_list().await
    }

    /// Creates a NEW key; its full value is returned once for the user to copy.
    pub async fn api_keys_create(&self, name: &str) -> Result<CreatedKey> {
        self.inner.session.api_keys_create(name).await
    }

    /// Revokes a key, permanently.
    pub async fn api_keys_revoke(&self, key_id: &str) -> Result<()> {
        self.inner.session.api_keys_revoke(key_id).await
    }
}

// The jobs' part of the public API (`jobs::spend`, `jobs::resubmit`).
impl Core {
    /// What any spending request would cost, the balance after, and every field problem. Sends nothing.
    pub async fn spend_estimate(&self, request: SpendRequest) -> Result<Estimate> {
        AnyAction::from_request(request)
            .estimate(&self.inner.jobs)
            .await
    }

    /// Sends any spending request once per `intent` (see `spend`).
    pub async fn spend(&self, intent: &str, request: SpendRequest) -> Result<TrackedJob> {
        AnyAction::from_request(request)
            .submit_once(&self.inner.jobs, intent)
            .await
    }

    /// Cancels a job still waiting for a slot (nothing was sent or charged).
    pub fn job_cancel(&self, id: &str) -> Result<TrackedJob> {
        crate::jobs::spend::queue::cancel(&self.inner.jobs, id)
    }

    /// The settings the job `id` was made with, typed, for its form to be filled from (any job of this
    /// library, whatever its state or connection: nothing is sent).
    pub fn job_settings(&self, id: &str) -> Result<SpendRequest> {
        resubmit::settings(&self.inner.store, id)
    }

    /// What making the finished job again would cost now, the balance after, and every field error.
    pub async fn resubmit_estimate(&self, id: &str) -> Result<Estimate> {
        resubmit::estimate(&self.inner.jobs, id).await
    }

    /// Makes the finished job `id` again as a new job, once per `intent`.
    pub async fn resubmit(&self, intent: &str, id: &str) -> Result<TrackedJob> {
        resubmit::submit(&self.inner.jobs, intent, id).await
    }
}
