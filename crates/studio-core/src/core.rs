//! `Core`: one app run. It opens the layers below the features in order and wires them (see
//! docs/architecture.md, "studio-core: the layers"; `layers.rs` checks every arrow runs down):
//!
//! ```text
//!   open      Core::open / shutdown: the kinds of spending handed to jobs, the recipes' driver
//!   features  (images, characters, gallery, kinds, ...)   `impl Core` blocks: the public methods
//!   core      this: one handle of each layer below, and each feature's own state by its type (`part`)
//!   jobs      (spend, tracker, local_mix) and library     on session + store + media server + data folder
//!   session  (connection, key, credits)  store (all SQL)  media server  references
//!   error, model, events, paths, settings, options
//! ```
//!
//! Start-up restores the last connection and resumes jobs; shutdown stops them. Core names no feature.

use crate::base::error::{CoreError, Result};
use crate::base::events::{CoreEvent, Events};
use crate::base::model::{ApiKeyEntry, ConnectionStatus, CreatedKey, CreditsView, TrackedJob};
use crate::base::options::CoreOptions;
use crate::base::paths::Paths;
use crate::base::reference::References;
use crate::jobs::{Below, Jobs, Kinds};
use crate::media_server::MediaServer;
use crate::session::{credits_view, OnConnect, Session};
use crate::store::health::LibraryRecovery;
use crate::store::Store;
use media_api::say;
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{broadcast, Notify};

/// The app's core: one handle of each layer. Cheap to clone (every part is shared).
#[derive(Clone)]
pub struct Core {
    pub(crate) paths: Paths,
    pub(crate) session: Arc<Session>,
    pub(crate) store: Store,
    pub(crate) jobs: Arc<Jobs>,
    pub(crate) media: Arc<MediaServer>,
    pub(crate) events: Events,
    /// Pictures held to send as a face (`reference`).
    pub(crate) refs: Arc<References>,
    /// A damaged library found at start and moved aside (`store::health`).
    recovery: Option<LibraryRecovery>,
    /// What each feature keeps for this run, by its type (`part`).
    parts: Arc<Parts>,
}

/// Each feature's own state for one run (one gallery sync at a time, the recipes' driver, the last
/// account check), by its type: made on first use, so the core names no feature.
#[derive(Default)]
struct Parts(std::sync::Mutex<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>);

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core")
            .field("data_dir", &self.paths.root())
            .finish_non_exhaustive()
    }
}

impl Core {
    /// The state the feature of type `T` keeps for this run (made on first use; shared by every clone).
    pub(crate) fn part<T: Default + Send + Sync + 'static>(&self) -> Arc<T> {
        let any = crate::base::lock(&self.parts.0)
            .entry(TypeId::of::<T>())
            .or_insert_with(|| Arc::new(T::default()))
            .clone();
        match any.downcast::<T>() {
            Ok(t) => t,
            Err(_) => unreachable!("parts are kept by their type"),
        }
    }

    /// Opens the data directory (refused while another core has it open, and for a library made by a
    /// newer version; a damaged library is moved aside and a fresh one made), removes temporary files
    /// an earlier run left, starts the media server, restores the last connection and resumes every
    /// active job, whose waiting ones are sent by `kinds`. `Core::open` (open.rs) calls it.
    pub(crate) async fn assemble(opts: CoreOptions, kinds: Arc<dyn Kinds>) -> Result<Core> {
        let paths = if opts.ignore_env {
            Paths::at(&opts.data_dir)
        } else {
            Paths::resolve(&opts.data_dir)
        };
        paths.ensure().map_err(|e| {
            CoreError::internal(
                say!(
                    "core.could_not_create_app",
                    "Could not create the app's data folder"
                ),
                e,
            )
        })?;
        let instance = crate::store::instance::InstanceLock::take(paths.root())?;
        let recovery = crate::store::health::check(&paths.library_db(), &paths.media_dir())?;
        let store = Store::open(&paths.library_db())?;
        store.hold(instance);
        crate::store::sweep::leftovers(
            &[paths.root(), &paths.media_dir(), &paths.thumbs_dir()],
            crate::store::sweep::LEFTOVER_AGE,
        );
        let media = Arc::new(
            MediaServer::start(
                &paths.media_dir(),
                &paths.thumbs_dir(),
                opts.media_listener.as_deref(),
            )
            .await?,
        );
        let events = Events::new();
        let wake = Arc::new(Notify::new());
        let on_connect = OnConnect {
            scope: store.scope(),
            wake: wake.clone(),
        };
        let session = Arc::new(Session::new(&paths, &opts, events.clone(), on_connect));
        let refs = Arc::new(References::default());
        let below = Below {
            session: session.clone(),
            store: store.clone(),
            media: media.clone(),
            paths: paths.clone(),
            events: events.clone(),
            refs: refs.clone(),
        };
        let jobs = Jobs::new(below, &opts, wake, kinds);
        let core = Core {
            paths,
            session,
            store,
            jobs,
            media,
            events,
            refs,
            recovery,
            parts: Default::default(),
        };
        core.session.probe_keyring().await;
        let cut_off = crate::jobs::tracker::fail_interrupted_submissions(&core.jobs)?;
        if let Err(e) = core.session.restore().await {
            tracing::warn!(
                code = e.code.as_str(),
                "could not restore the last connection: {}",
                e.message
            );
        }
        crate::jobs::spend::lookup::after_restart(&core.jobs, &cut_off).await;
        crate::jobs::tracker::start(&core.jobs);
        Ok(core)
    }

    /// The resolved data directory layout.
    pub fn paths(&self) -> &Paths {
        &self.paths
    }

    /// Where the window reads the library's files: `http://127.0.0.1:PORT`, the one loopback origin
    /// its content security policy names.
    pub fn media_origin(&self) -> &str {
        self.media.origin()
    }

    /// A receiver of every event from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<CoreEvent> {
        self.events.subscribe()
    }

    /// The media server's base (`http://127.0.0.1:PORT/<token>`), for the page's CSP / debugging.
    pub fn media_base_url(&self) -> String {
        self.media.base_url().to_string()
    }

    /// Stops the tracker, the embedded sandbox (writing its last snapshot) and the media server
    /// (`Core::shutdown`, open.rs, first stops what the features run).
    pub(crate) async fn close(&self) {
        self.jobs.stop().await;
        self.session.stop_sandbox().await;
        self.media.stop();
        // The folder is free for the next run (also when something still holds a clone of this core).
        self.store.release();
    }

    /// Gives back memory kept only to be quick (the library's page cache); for an idle moment.
    pub fn release_memory(&self) {
        self.store.release_memory();
    }

    /// A damaged library found at this start and moved aside, for the first screen to explain.
    pub fn library_recovery(&self) -> Option<LibraryRecovery> {
        self.recovery.clone()
    }

    /// The embedded sandbox's service URL, when in sandbox mode (tests, diagnostics).
    pub async fn sandbox_base_url(&self) -> Option<String> {
        self.session.sandbox_base_url().await
    }

    /// Moves the embedded sandbox's virtual clock (tests). No-op outside sandbox mode.
    pub async fn sandbox_advance_clock(&self, seconds: f64) {
        self.session.sandbox_advance_clock(seconds).await
    }
}

// The session's part of the public API (`session::connection`, `session::account`).
impl Core {
    /// Where the app is connected, without any secret (at most the key's prefix).
    pub fn connection_status(&self) -> ConnectionStatus {
        self.session.status()
    }

    /// Starts (or reuses) the embedded sandbox on 127.0.0.1:0 with data in `<data>/sandbox`, creates its
    /// Studio account once, and connects to it.
    pub async fn connect_sandbox(&self) -> Result<ConnectionStatus> {
        self.session.connect_sandbox().await
    }

    /// Connects to the hosted service ([`Session::connect_service`]); the key never comes back out.
    pub async fn connect_service(
        &self,
        url: &str,
        key: String,
        only: bool,
    ) -> Result<ConnectionStatus> {
        self.session.connect_service(url, key, only).await
    }

    /// Service mode: deletes the key from the keyring and memory and disconnects. Sandbox mode: stops
    /// the embedded sandbox and disconnects (its own key is kept for next time).
    pub async fn forget_key(&self) -> Result<ConnectionStatus> {
        self.session.forget_key().await
    }

    /// Checks again whether the keyring answers (e.g. after the user unlocked it).
    pub async fn recheck_keyring(&self) -> bool {
        self.session.recheck_keyring().await
    }

    /// Balance, tier, allowance (and recent transactions as raw JSON with `include_recent`).
    pub async fn credits_get(&self, include_recent: bool) -> Result<CreditsView> {
        let b = self.session.fetch_credits(include_recent).await?;
        Ok(credits_view(&b, include_recent))
    }

    /// The last balance seen, without asking the service.
    pub fn cached_credits(&self) -> Option<CreditsView> {
        let b = self.session.cached_credits();
        b.as_ref().map(|b| credits_view(b, false))
    }

    pub async fn api_keys_list(&self) -> Result<Vec<ApiKeyEntry>> {
        self.session.api_keys_list().await
    }

    /// Creates a NEW key; its full value is returned once for the user to copy.
    pub async fn api_keys_create(&self, name: &str) -> Result<CreatedKey> {
        self.session.api_keys_create(name).await
    }

    /// Revokes a key, permanently.
    pub async fn api_keys_revoke(&self, key_id: &str) -> Result<()> {
        self.session.api_keys_revoke(key_id).await
    }
}

// The jobs' part of the public API that spends nothing (the door of spending is `kinds`).
impl Core {
    /// Saves a finished result again from its kept address, after saving it was refused or given up
    /// (nothing is sent to the service, nothing is charged).
    pub fn job_save_again(&self, id: &str) -> Result<TrackedJob> {
        let row = crate::jobs::tracker::workers::save_again(&self.jobs, id)?;
        self.jobs.tracked(&row)
    }

    /// Cancels a job still waiting for a slot (nothing was sent or charged).
    pub fn jobs_cancel(&self, id: &str) -> Result<TrackedJob> {
        crate::jobs::spend::queue::cancel(&self.jobs, id)
    }
}
