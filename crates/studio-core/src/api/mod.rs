//! The facade: [`Core`], one value per app run, on top of studio-core's layers (docs/architecture.md,
//! "studio-core: the layers"). Its public methods live in one file per area, named as src-tauri's
//! command files (`api/<area>.rs` beside `src-tauri/src/commands/<area>.rs`); each is a few lines
//! calling a feature with the layers it uses. Only this folder writes `impl Core`.

mod api_keys;
mod characters;
mod collections;
mod connection;
mod credits;
mod drafts;
mod gallery;
mod jobs;
mod library;
mod mixing;
mod presets;
mod recipes;
mod slideshows;
mod spend;
mod tools;
mod updates;
mod videos;

use crate::base::error::{CoreError, Result};
use crate::base::events::{CoreEvent, Events};
use crate::base::options::CoreOptions;
use crate::base::paths::Paths;
use crate::base::reference::References;
use crate::features::account_check::AccountCheck;
use crate::features::export::Folders;
use crate::features::recipes::Driver;
use crate::jobs::{Below, Jobs};
use crate::kinds::Registry;
use crate::media_server::MediaServer;
use crate::session::{OnConnect, Session};
use crate::store::health::LibraryRecovery;
use crate::store::Store;
use media_api::say;
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, Notify};

/// The app's core: one handle of each layer, and what the features keep for this run. Cheap to clone
/// (every part is shared).
#[derive(Clone)]
pub struct Core {
    session: Arc<Session>,
    store: Store,
    /// The jobs, and through them every layer below (`jobs.paths`, `jobs.media`, ...).
    jobs: Arc<Jobs>,
    /// A damaged library found at start and moved aside (`store::health`).
    recovery: Option<LibraryRecovery>,
    /// The recipes' driver (`recipes::Driver`).
    recipes: Arc<Driver>,
    /// One gallery sync at a time.
    gallery_sync: Arc<tokio::sync::Mutex<()>>,
    /// The last account check made in this run.
    account_check: Arc<Mutex<Option<AccountCheck>>>,
    /// The folders the person chose to export into, by token (`export::Folders`).
    folders: Arc<Folders>,
}

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core")
            .field("data_dir", &self.jobs.paths.root())
            .finish_non_exhaustive()
    }
}

impl Core {
    /// Opens the data directory (refused while another core has it open, and for a library made by a
    /// newer version; a damaged library is moved aside and a fresh one made), removes temporary files
    /// an earlier run left, starts the media server, restores the last connection, resumes every active
    /// job (a waiting one is sent by its kind, `kinds::Registry`) and the recipe runs. Must be called
    /// inside a tokio runtime.
    pub async fn open(opts: CoreOptions) -> Result<Core> {
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
        let below = Below {
            session: session.clone(),
            store: store.clone(),
            media,
            paths,
            events,
            refs: Arc::new(References::default()),
        };
        let jobs = Jobs::new(below, &opts, wake, Arc::new(Registry));
        let core = Core {
            session,
            store,
            jobs,
            recovery,
            recipes: Default::default(),
            gallery_sync: Default::default(),
            account_check: Default::default(),
            folders: Default::default(),
        };
        core.session.probe_keyring().await;
        let cut_off = crate::jobs::tracker::look_up_interrupted_submissions(&core.jobs)?;
        if let Err(e) = core.session.restore().await {
            tracing::warn!(
                code = e.code.as_str(),
                "could not restore the last connection: {}",
                e.message()
            );
        }
        crate::jobs::spend::lookup::after_restart(&core.jobs, &cut_off).await;
        crate::jobs::tracker::start(&core.jobs);
        core.recipes.start(&core.jobs);
        Ok(core)
    }

    /// The resolved data directory layout.
    pub fn paths(&self) -> &Paths {
        &self.jobs.paths
    }

    /// Where the window reads the library's files: `http://127.0.0.1:PORT`, the one loopback origin
    /// its content security policy names.
    pub fn media_origin(&self) -> &str {
        self.jobs.media.origin()
    }

    /// A receiver of every event from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<CoreEvent> {
        self.jobs.events.subscribe()
    }

    /// The media server's base (`http://127.0.0.1:PORT/<token>`), for the page's CSP / debugging.
    pub fn media_base_url(&self) -> String {
        self.jobs.media.base_url().to_string()
    }

    /// Stops the recipes' driver, the tracker, the embedded sandbox (writing its last snapshot) and the
    /// media server.
    pub async fn shutdown(&self) {
        self.recipes.shutdown().await;
        self.jobs.stop().await;
        self.session.stop_sandbox().await;
        self.jobs.media.stop();
        // The folder is free for the next run (also when something still holds a clone of this core).
        self.store.release();
    }

    /// Gives back memory kept only to be quick (the library's page cache); for an idle moment.
    pub fn release_memory(&self) {
        self.store.release_memory();
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
