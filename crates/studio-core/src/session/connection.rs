//! Connection profiles: the embedded sandbox and the hosted service; forgetting the key; restoring the
//! last mode at start; the keyring's health.

use super::keystore::KeyStore;
use super::{Active, Session};
use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::events::CoreEvent;
use crate::base::lock;
use crate::base::model::{ConnectionMode, ConnectionStatus, KeyStorage};
use crate::base::KEY_PREFIX_LEN;
use media_api::say;
use media_api::Words;
use media_api::{ApiKey, Client};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

/// The job-scope name of the embedded sandbox (its data dir stays; its ports stay when they are free).
const SANDBOX_CONNECTION: &str = "sandbox";
/// Plain words for a rejected key.
pub(crate) fn key_rejected() -> Words {
    say!(
        "error.key_rejected",
        "Your key was rejected — enter a new one"
    )
}
/// File holding the embedded sandbox's own key when no keyring is available (not a real credential).
const SANDBOX_KEY_FILE: &str = "app-key";
const KEYRING_TIMEOUT: Duration = Duration::from_secs(10);

impl Session {
    /// Starts (or reuses) the embedded sandbox on loopback (the last run's ports when free, see
    /// `embedded`) with data in `<data>/sandbox`, creates its
    /// Studio account once, and connects to it.
    pub async fn connect_sandbox(&self) -> Result<ConnectionStatus> {
        let _guard = self.connect_lock.lock().await;
        if matches!(self.active(), Some(a) if a.mode == ConnectionMode::Sandbox)
            && self.sandbox.lock().await.is_some()
        {
            return Ok(self.status());
        }
        self.set_active(None);
        let mut slot = self.sandbox.lock().await;
        if slot.is_none() {
            let cfg = media_sandbox::SandboxConfig {
                data_dir: Some(self.paths.sandbox_dir()),
                job_seconds: self.sandbox_job_seconds,
                // No control interface unless the window tests ask for it: no other program or page
                // on this computer can script the Sandbox a creator uses.
                control: crate::base::options::test_seam(SANDBOX_CONTROL_ENV)
                    .is_some_and(|v| v == "1"),
                ..Default::default()
            };
            let sb = super::embedded::spawn(cfg, &self.paths.sandbox_dir())
                .await
                .map_err(|e| {
                    CoreError::internal(
                        say!(
                            "connection.could_not_start_sandbox",
                            "Could not start the sandbox"
                        ),
                        e,
                    )
                })?;
            *slot = Some(sb);
        }
        let sb = slot.as_ref().expect("sandbox just set");
        let base = sb.base_url().to_string();
        let (mut key, mut storage) = self.load_sandbox_key().await;
        let mut balance = None;
        if let Some(k) = &key {
            let client = build_client(&base, k.clone())?;
            match client.credits().get(false).await {
                Ok(b) => balance = Some(b),
                Err(media_api::Error::Unauthorized { .. }) => key = None,
                Err(e) => return Err(e.into()),
            }
        }
        let key = match key {
            Some(k) => k,
            None => {
                let (k, _) = sb.create_account(media_api::Tier::Studio, self.sandbox_credits);
                let k = ApiKey::new(k);
                storage = self.store_sandbox_key(&k).await?;
                k
            }
        };
        drop(slot);
        let client = build_client(&base, key.clone())?;
        let balance = match balance {
            Some(b) => b,
            None => client.credits().get(false).await?,
        };
        self.set_active(Some(Active {
            mode: ConnectionMode::Sandbox,
            client,
            base_url: base,
            key_prefix: prefix_of(&key),
            key_storage: storage,
            scope: SANDBOX_CONNECTION.to_string(),
        }));
        self.save_mode(ConnectionMode::Sandbox, None)?;
        *lock(&self.last_auth_error) = None;
        self.remember_credits(balance, false);
        let st = self.status();
        self.events.emit(CoreEvent::ConnectionChanged(st.clone()));
        self.on_connect.wake.notify_one();
        Ok(st)
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
        let url = media_api::parse_base_url(base_url).map_err(CoreError::from)?;
        let key_text = api_key.trim().to_string();
        drop(api_key);
        if key_text.is_empty() {
            return Err(CoreError::validation(
                "apiKey",
                say!("connection.enter_api_key", "Enter your API key"),
            ));
        }
        if !key_text.starts_with("sl_") || key_text.chars().any(char::is_whitespace) {
            return Err(CoreError::validation(
                "apiKey",
                say!(
                    "connection.api_key_starts_sl",
                    "An API key starts with sl_ and has no spaces"
                ),
            ));
        }
        let key = ApiKey::new(key_text);
        let _guard = self.connect_lock.lock().await;
        let client = build_client(url.as_str(), key.clone())?;
        let balance = match client.credits().get(false).await {
            Ok(b) => b,
            Err(media_api::Error::Unauthorized { .. }) => {
                return Err(CoreError::new(
                    ErrorCode::Unauthorized,
                    say!(
                        "connection.key_was_rejected_check",
                        "This key was rejected — check it and try again"
                    ),
                )
                .with_field("apiKey"));
            }
            Err(e) => return Err(e.into()),
        };
        let account = origin_of(&url);
        let storage = if session_only {
            self.keys.set_session(&account, key.clone());
            KeyStorage::Session
        } else {
            let k = key.clone();
            let acc = account.clone();
            match self.keyring_call(move |ks| ks.store(&acc, &k)).await {
                Ok(()) => {
                    self.keyring_available.store(true, Ordering::SeqCst);
                    self.keys.clear_session(&account);
                    KeyStorage::Keyring
                }
                Err(e) => {
                    if e.code == ErrorCode::KeyringUnavailable {
                        self.keyring_available.store(false, Ordering::SeqCst);
                    }
                    return Err(e);
                }
            }
        };
        self.stop_sandbox().await;
        self.set_active(Some(Active {
            mode: ConnectionMode::Service,
            client,
            base_url: url.to_string(),
            key_prefix: prefix_of(&key),
            key_storage: storage,
            scope: account_scope(&account, &key),
        }));
        self.save_mode(ConnectionMode::Service, Some(url.to_string()))?;
        *lock(&self.last_auth_error) = None;
        self.remember_credits(balance, false);
        let st = self.status();
        self.events.emit(CoreEvent::ConnectionChanged(st.clone()));
        self.on_connect.wake.notify_one();
        Ok(st)
    }

    /// Service mode: deletes the key from the keyring and memory and disconnects. Sandbox mode: stops
    /// the embedded sandbox and disconnects (its own key is kept for next time).
    pub async fn forget_key(&self) -> Result<ConnectionStatus> {
        let _guard = self.connect_lock.lock().await;
        let settings = lock(&self.settings).clone();
        if let Some(base) = settings.service_base_url.as_deref() {
            if let Ok(url) = media_api::parse_base_url(base) {
                let account = origin_of(&url);
                self.keys.clear_session(&account);
                let r = self.keyring_call(move |ks| ks.delete(&account)).await;
                if let Err(e) = r {
                    if e.code != ErrorCode::KeyringUnavailable {
                        return Err(e);
                    }
                }
            }
        }
        self.stop_sandbox().await;
        self.set_active(None);
        *lock(&self.credits) = None;
        *lock(&self.last_auth_error) = None;
        self.save_mode(ConnectionMode::None, settings.service_base_url)?;
        let st = self.status();
        self.events.emit(CoreEvent::ConnectionChanged(st.clone()));
        Ok(st)
    }

    /// Checks again whether the keyring answers (e.g. after the user unlocked it).
    pub async fn recheck_keyring(&self) -> bool {
        self.probe_keyring().await;
        self.keyring_ok()
    }

    /// Whether a key can be kept in the keyring now (a probe entry written and deleted).
    pub async fn probe_keyring(&self) {
        let ok = self.keyring_call(|ks| ks.keyring_available()).await;
        if let Err(e) = &ok {
            tracing::info!(
                "keyring unavailable: {}",
                e.details.as_deref().unwrap_or(e.message())
            );
        }
        self.keyring_available.store(ok.is_ok(), Ordering::SeqCst);
    }

    /// Restores the mode saved in settings.json (sandbox: respawn; service: key from the keyring).
    pub async fn restore(&self) -> Result<()> {
        let settings = lock(&self.settings).clone();
        match settings.mode {
            ConnectionMode::None => Ok(()),
            ConnectionMode::Sandbox => self.connect_sandbox().await.map(|_| ()),
            ConnectionMode::Service => {
                let Some(base) = settings.service_base_url else {
                    return Ok(());
                };
                let url = media_api::parse_base_url(&base)?;
                let account = origin_of(&url);
                let acc = account.clone();
                let key = self.keyring_call(move |ks| ks.load(&acc)).await?;
                let Some(key) = key else { return Ok(()) };
                let client = build_client(url.as_str(), key.clone())?;
                self.set_active(Some(Active {
                    mode: ConnectionMode::Service,
                    client,
                    base_url: url.to_string(),
                    key_prefix: prefix_of(&key),
                    key_storage: KeyStorage::Keyring,
                    scope: account_scope(&account, &key),
                }));
                Ok(())
            }
        }
    }

    /// Runs a (blocking, D-Bus) keyring operation on a blocking thread, with a timeout.
    async fn keyring_call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&KeyStore) -> Result<T> + Send + 'static,
    ) -> Result<T> {
        let ks: Arc<KeyStore> = self.keys.clone();
        let task = tokio::task::spawn_blocking(move || f(&ks));
        match tokio::time::timeout(KEYRING_TIMEOUT, task).await {
            Ok(Ok(r)) => r,
            Ok(Err(e)) => Err(CoreError::internal(say!("connection.keyring_check_stopped_unexpectedly", "The keyring check stopped unexpectedly"), e)),
            Err(_) => Err(CoreError::keyring_unavailable( say!("connection.system_keyring_did_not", "The system keyring did not answer (it may be waiting for you to unlock it). Keep the key for this session only, or try again."),
                "keyring call timed out",
            )),
        }
    }

    /// The settings as saved.
    pub fn settings(&self) -> crate::base::settings::Settings {
        lock(&self.settings).clone()
    }

    /// Changes the settings and saves them.
    pub fn edit_settings(
        &self,
        f: impl FnOnce(&mut crate::base::settings::Settings),
    ) -> Result<()> {
        let mut s = lock(&self.settings);
        f(&mut s);
        s.save(&self.paths.settings_file()).map_err(|e| {
            CoreError::internal(
                say!(
                    "connection.could_not_save_settings",
                    "Could not save the settings"
                ),
                e,
            )
        })
    }

    fn save_mode(&self, mode: ConnectionMode, service_base_url: Option<String>) -> Result<()> {
        let mut s = lock(&self.settings);
        s.mode = mode;
        if service_base_url.is_some() {
            s.service_base_url = service_base_url;
        }
        s.save(&self.paths.settings_file()).map_err(|e| {
            CoreError::internal(
                say!(
                    "connection.could_not_save_settings",
                    "Could not save the settings"
                ),
                e,
            )
        })
    }

    fn sandbox_account(&self) -> String {
        let dir = self.paths.sandbox_dir();
        let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
        format!("sandbox:{}", dir.display())
    }

    /// The embedded sandbox's key: keyring first, then the fallback file.
    async fn load_sandbox_key(&self) -> (Option<ApiKey>, KeyStorage) {
        if self.keyring_ok() {
            let account = self.sandbox_account();
            if let Ok(Some(k)) = self.keyring_call(move |ks| ks.load(&account)).await {
                return (Some(k), KeyStorage::Keyring);
            }
        }
        let file = self.paths.sandbox_dir().join(SANDBOX_KEY_FILE);
        match std::fs::read_to_string(&file) {
            Ok(s) if !s.trim().is_empty() => {
                (Some(ApiKey::new(s.trim().to_string())), KeyStorage::File)
            }
            _ => (None, KeyStorage::File),
        }
    }

    /// Keeps the sandbox key in the keyring when it answers, else in `<data>/sandbox/app-key` (mode 0600).
    async fn store_sandbox_key(&self, key: &ApiKey) -> Result<KeyStorage> {
        let file = self.paths.sandbox_dir().join(SANDBOX_KEY_FILE);
        if self.keyring_ok() {
            let account = self.sandbox_account();
            let k = key.clone();
            if self
                .keyring_call(move |ks| ks.store(&account, &k))
                .await
                .is_ok()
            {
                let _ = std::fs::remove_file(&file);
                return Ok(KeyStorage::Keyring);
            }
        }
        write_private(&file, key.expose().as_bytes())?;
        Ok(KeyStorage::File)
    }
}

fn build_client(base: &str, key: ApiKey) -> Result<Client> {
    Client::builder(base)
        .api_key(key)
        .user_agent(concat!("media-studio/", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(CoreError::from)
}

/// `scheme://host:port` of the service, the keyring account of its key.
fn origin_of(url: &url::Url) -> String {
    url.origin().ascii_serialization()
}

/// The job scope of an account at a service: its address and a fingerprint of its key (16 hex digits
/// of the key's SHA-256, never the key), so the jobs of one account are followed and sent only with
/// that account's key, and wait while another account of the same service is connected.
pub(crate) fn account_scope(origin: &str, key: &ApiKey) -> String {
    use sha2::{Digest, Sha256};
    let hash = Sha256::digest(key.expose().as_bytes());
    let hex: String = hash[..8].iter().map(|b| format!("{b:02x}")).collect();
    format!("{origin}{}{hex}", crate::store::ACCOUNT_MARK)
}

fn prefix_of(key: &ApiKey) -> String {
    key.expose().chars().take(KEY_PREFIX_LEN).collect()
}

fn write_private(path: &std::path::Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let dir = path.parent().unwrap_or(std::path::Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| CoreError::from(e.error))?;
    Ok(())
}

/// Set to `1` by the window tests: the embedded Sandbox then answers its control interface.
pub const SANDBOX_CONTROL_ENV: &str = "MEDIA_STUDIO_SANDBOX_CONTROL";
