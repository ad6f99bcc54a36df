//! The session: the live connection to the service (or the embedded sandbox) and what this run keeps
//! about it — the client and its key (`keystore`: the OS keyring, or memory for this run only), whether
//! the keyring answers, the last rejected key, the cached balance (`account`), the embedded sandbox,
//! and the settings that say where to connect at the next start. `connection` makes and ends
//! connections; `account` fetches credits and manages API keys.
//!
//! The session knows neither the store nor the jobs; on every connect it sets the store's job scope
//! and rings the tracker's wake, both handed to it when the core is opened ([`OnConnect`]).

mod account;
mod connection;
mod embedded;
pub mod keystore;

pub(crate) use account::view as credits_view;
pub(crate) use connection::key_rejected;

use crate::base::error::{CoreError, Result};
use crate::base::events::{CoreEvent, Events};
use crate::base::lock;
use crate::base::model::{ConnectionMode, ConnectionStatus, KeyStorage};
use crate::base::options::CoreOptions;
use crate::base::paths::Paths;
use crate::base::settings::Settings;
use crate::store::JobScope;
use keystore::KeyStore;
use media_api::types::credits::CreditBalance;
use media_api::Words;
use media_api::{Client, RuleContext};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use tokio::sync::Notify;

/// The live connection.
#[derive(Clone)]
pub(crate) struct Active {
    pub mode: ConnectionMode,
    pub client: Client,
    pub base_url: String,
    pub key_prefix: String,
    pub key_storage: KeyStorage,
    /// The job scope of the account whose key the client holds ("sandbox", or the service's address
    /// and the key's fingerprint): set with the client, in one write, so the two are never read apart.
    pub scope: String,
}

/// What a connect tells the layers beside the session: the store's job scope (jobs stay with the
/// connection they were made on) and the tracker's wake (it looks at once).
pub(crate) struct OnConnect {
    pub scope: JobScope,
    pub wake: Arc<Notify>,
}

pub(crate) struct Session {
    paths: Paths,
    /// Virtual seconds of an embedded sandbox job, and its account's credits.
    sandbox_job_seconds: f64,
    sandbox_credits: i64,
    events: Events,
    on_connect: OnConnect,
    keys: Arc<KeyStore>,
    settings: Mutex<Settings>,
    active: RwLock<Option<Active>>,
    sandbox: tokio::sync::Mutex<Option<media_sandbox::SandboxHandle>>,
    /// One connect (or forget) at a time.
    connect_lock: tokio::sync::Mutex<()>,
    keyring_available: AtomicBool,
    last_auth_error: Mutex<Option<Words>>,
    /// The last balance seen (`account`).
    credits: Mutex<Option<CreditBalance>>,
}

impl Session {
    /// Not connected yet: the settings say where to connect (`restore`).
    pub fn new(
        paths: &Paths,
        opts: &CoreOptions,
        events: Events,
        on_connect: OnConnect,
    ) -> Session {
        Session {
            settings: Mutex::new(Settings::load(&paths.settings_file())),
            paths: paths.clone(),
            sandbox_job_seconds: opts.sandbox_job_seconds,
            sandbox_credits: opts.sandbox_credits,
            events,
            on_connect,
            keys: Arc::new(KeyStore::new(opts.keyring_service.clone())),
            active: RwLock::new(None),
            sandbox: tokio::sync::Mutex::new(None),
            connect_lock: tokio::sync::Mutex::new(()),
            keyring_available: AtomicBool::new(false),
            last_auth_error: Mutex::new(None),
            credits: Mutex::new(None),
        }
    }

    fn active(&self) -> Option<Active> {
        self.active
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Sets the live connection; a connection also sets the store's job scope to its account's, under
    /// the same lock, so whoever reads the client and its scope together sees one account.
    fn set_active(&self, a: Option<Active>) {
        let mut active = self.active.write().unwrap_or_else(|p| p.into_inner());
        if let Some(a) = &a {
            self.on_connect.scope.set(Some(a.scope.clone()));
        }
        *active = a;
    }

    /// The client of the live connection and the job scope of the account its key belongs to, read
    /// together: a tracker's round follows and sends only that account's jobs with it, even while
    /// another account is being connected.
    pub(crate) fn client_in_scope(&self) -> Result<(Client, String)> {
        self.active()
            .map(|a| (a.client, a.scope))
            .ok_or_else(CoreError::not_connected)
    }

    /// The job scope of `client`'s account while it is still the live connection's (`None` once
    /// another connection replaced it).
    pub(crate) fn scope_of(&self, client: &Client) -> Option<String> {
        self.active()
            .filter(|a| a.client.is_same(client))
            .map(|a| a.scope)
    }

    /// The client of the live connection, or `not_connected`.
    pub fn client(&self) -> Result<Client> {
        self.active()
            .map(|a| a.client)
            .ok_or_else(CoreError::not_connected)
    }

    /// The rules of the live connection's service (strict when not connected).
    pub fn rule_context(&self) -> RuleContext {
        self.client()
            .map(|c| c.rule_context())
            .unwrap_or(RuleContext::STRICT)
    }

    pub fn keyring_ok(&self) -> bool {
        self.keyring_available.load(Ordering::SeqCst)
    }

    /// Where the app is connected, without any secret (at most the key's prefix).
    pub fn status(&self) -> ConnectionStatus {
        let settings = lock(&self.settings).clone();
        let active = self.active();
        let mode = active.as_ref().map(|a| a.mode).unwrap_or(settings.mode);
        let base_url = match &active {
            Some(a) => Some(a.base_url.clone()),
            None if mode == ConnectionMode::Service => settings.service_base_url.clone(),
            None => None,
        };
        ConnectionStatus {
            mode,
            base_url,
            key_set: active.is_some(),
            key_prefix: active.as_ref().map(|a| a.key_prefix.clone()),
            key_storage: active.as_ref().map(|a| a.key_storage),
            keyring_available: self.keyring_ok(),
            last_auth_error: lock(&self.last_auth_error).clone(),
            sandbox: mode == ConnectionMode::Sandbox,
        }
    }

    /// Call on every error from the service: a 401 sets `lastAuthError` and emits `ConnectionChanged`.
    pub fn observe_error(&self, e: &media_api::Error) {
        if matches!(e, media_api::Error::Unauthorized { .. }) {
            let changed = {
                let mut last = lock(&self.last_auth_error);
                let changed = last.as_ref() != Some(&key_rejected());
                *last = Some(key_rejected());
                changed
            };
            if changed {
                tracing::warn!("the service rejected the key (401)");
                self.events
                    .emit(CoreEvent::ConnectionChanged(self.status()));
            }
        }
    }

    /// The embedded sandbox's service URL, when in sandbox mode (tests, diagnostics).
    pub async fn sandbox_base_url(&self) -> Option<String> {
        self.sandbox
            .lock()
            .await
            .as_ref()
            .map(|s| s.base_url().to_string())
    }

    /// Moves the embedded sandbox's virtual clock (tests). No-op outside sandbox mode.
    pub async fn sandbox_advance_clock(&self, seconds: f64) {
        if let Some(sb) = self.sandbox.lock().await.as_ref() {
            sb.advance_clock(seconds);
        }
    }

    /// Stops the embedded sandbox (writing its last snapshot), if it runs.
    pub async fn stop_sandbox(&self) {
        let sandbox = self.sandbox.lock().await.take();
        if let Some(sb) = sandbox {
            sb.shutdown().await;
        }
    }
}
