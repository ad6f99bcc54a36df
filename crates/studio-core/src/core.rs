//! `Core`: shared state of one app run, start-up (restore the last connection, resume jobs) and shutdown.

use crate::db::Db;
use crate::error::{CoreError, Result};
use crate::events::{CoreEvent, EVENT_CAPACITY};
use crate::keystore::{KeyStore, KEYRING_SERVICE};
use crate::media_server::MediaServer;
use crate::model::{ConnectionMode, KeyStorage};
use crate::paths::Paths;
use crate::settings::Settings;
use media_api::types::credits::CreditBalance;
use media_api::Client;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock};
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

/// The live connection.
#[derive(Clone)]
pub(crate) struct Active {
    pub mode: ConnectionMode,
    pub client: Client,
    pub base_url: String,
    pub key_prefix: String,
    pub key_storage: KeyStorage,
}

pub(crate) struct Inner {
    pub paths: Paths,
    pub opts: CoreOptions,
    pub db: Db,
    pub keys: Arc<KeyStore>,
    pub settings: Mutex<Settings>,
    pub active: RwLock<Option<Active>>,
    pub sandbox: tokio::sync::Mutex<Option<media_sandbox::SandboxHandle>>,
    pub connect_lock: tokio::sync::Mutex<()>,
    pub keyring_available: AtomicBool,
    pub last_auth_error: Mutex<Option<String>>,
    pub credits: Mutex<Option<CreditBalance>>,
    pub events: broadcast::Sender<CoreEvent>,
    pub media: MediaServer,
    pub wake: Arc<Notify>,
    pub tracker_task: Mutex<Option<tokio::task::JoinHandle<()>>>,
    pub tracker_state: tokio::sync::Mutex<crate::tracker::TrackerState>,
    /// Intents seen by this run (`spend::intents`).
    pub intents: crate::spend::Intents,
    /// Sends in flight (`spend::charge`).
    pub sends: crate::spend::Sends,
    /// This run's hold on the data folder (`instance`); released at shutdown.
    pub instance: Mutex<Option<crate::instance::InstanceLock>>,
    /// A damaged library found at start and moved aside (`library_health`).
    pub recovery: Option<crate::library_health::LibraryRecovery>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(t) = lock(&self.tracker_task).take() {
            t.abort();
        }
    }
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
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
        let instance = crate::instance::InstanceLock::take(paths.root())?;
        let recovery = crate::library_health::check(&paths.library_db(), &paths.media_dir())?;
        let db = Db::open(&paths.library_db())?;
        crate::sweep::leftovers(
            &[paths.root(), &paths.media_dir(), &paths.thumbs_dir()],
            crate::sweep::LEFTOVER_AGE,
        );
        let settings = Settings::load(&paths.settings_file());
        let media = MediaServer::start(&paths.media_dir(), &paths.thumbs_dir()).await?;
        let (events, _) = broadcast::channel(EVENT_CAPACITY);
        let tracker_state = crate::tracker::TrackerState::new(&opts);
        let inner = Arc::new(Inner {
            keys: Arc::new(KeyStore::new(opts.keyring_service.clone())),
            paths,
            opts,
            db,
            settings: Mutex::new(settings),
            active: RwLock::new(None),
            sandbox: tokio::sync::Mutex::new(None),
            connect_lock: tokio::sync::Mutex::new(()),
            keyring_available: AtomicBool::new(false),
            last_auth_error: Mutex::new(None),
            credits: Mutex::new(None),
            events,
            media,
            wake: Arc::new(Notify::new()),
            tracker_task: Mutex::new(None),
            tracker_state: tokio::sync::Mutex::new(tracker_state),
            intents: Default::default(),
            sends: Default::default(),
            instance: Mutex::new(Some(instance)),
            recovery,
        });
        let core = Core { inner };
        core.probe_keyring().await;
        let cut_off = crate::tracker::fail_interrupted_submissions(&core.inner)?;
        if let Err(e) = core.restore().await {
            tracing::warn!(
                code = e.code.as_str(),
                "could not restore the last connection: {}",
                e.message
            );
        }
        crate::spend::lookup::after_restart(&core.inner, &cut_off).await;
        crate::tracker::start(&core.inner);
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
        let task = lock(&self.inner.tracker_task).take();
        if let Some(t) = task {
            t.abort();
            let _ = t.await;
        }
        {
            let state = self.inner.tracker_state.lock().await;
            state.downloads.abort_all();
            state.mixes.stop_all();
        }
        let sandbox = self.inner.sandbox.lock().await.take();
        if let Some(sb) = sandbox {
            sb.shutdown().await;
        }
        self.inner.media.stop();
        // The folder is free for the next run (also when something still holds a clone of this core).
        lock(&self.inner.instance).take();
    }

    /// A damaged library found at this start and moved aside, for the first screen to explain.
    pub fn library_recovery(&self) -> Option<crate::library_health::LibraryRecovery> {
        self.inner.recovery.clone()
    }

    /// The embedded sandbox's service URL, when in sandbox mode (tests, diagnostics).
    pub async fn sandbox_base_url(&self) -> Option<String> {
        self.inner
            .sandbox
            .lock()
            .await
            .as_ref()
            .map(|s| s.base_url().to_string())
    }

    /// Moves the embedded sandbox's virtual clock (tests). No-op outside sandbox mode.
    pub async fn sandbox_advance_clock(&self, seconds: f64) {
        if let Some(sb) = self.inner.sandbox.lock().await.as_ref() {
            sb.advance_clock(seconds);
        }
    }

    /// The media-api catalogue (providers, costs, 4K, ratios...).
    pub fn catalogue(&self) -> media_api::catalog::Catalog {
        media_api::catalog::catalog()
    }
}

impl Inner {
    pub fn emit(&self, e: CoreEvent) {
        let _ = self.events.send(e);
    }

    pub fn active(&self) -> Option<Active> {
        self.active
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    pub fn set_active(&self, a: Option<Active>) {
        *self.active.write().unwrap_or_else(|p| p.into_inner()) = a;
    }

    pub fn client(&self) -> Result<Client> {
        self.active()
            .map(|a| a.client)
            .ok_or_else(CoreError::not_connected)
    }

    pub fn keyring_ok(&self) -> bool {
        self.keyring_available.load(Ordering::SeqCst)
    }
}
