//! Connection profiles: the embedded sandbox and the hosted service; status; forgetting the key;
//! restoring the last mode at start; noticing a rejected key anywhere.

use crate::core::{lock, Active, Core, Inner};
use crate::error::{CoreError, ErrorCode, Result};
use crate::events::CoreEvent;
use crate::keystore::KeyStore;
use crate::model::{ConnectionMode, ConnectionStatus, KeyStorage};
use crate::KEY_PREFIX_LEN;
use media_api::{ApiKey, Client};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

/// The job-scope name of the embedded sandbox (its ports change every run; its data dir does not).
const SANDBOX_CONNECTION: &str = "sandbox";
/// Plain words for a rejected key.
pub(crate) const KEY_REJECTED: &str = "Your key was rejected — enter a new one";
/// File holding the embedded sandbox's own key when no keyring is available (not a real credential).
const SANDBOX_KEY_FILE: &str = "app-key";
const KEYRING_TIMEOUT: Duration = Duration::from_secs(10);

impl Core {
    /// Where the app is connected, without any secret (at most the key's prefix).
    pub fn status(&self) -> ConnectionStatus {
        status_of(&self.inner)
    }

    /// Starts (or reuses) the embedded sandbox on 127.0.0.1:0 with data in `<data>/sandbox`, creates its
    /// Studio account once, and connects to it.
    pub async fn connect_sandbox(&self) -> Result<ConnectionStatus> {
        let inner = &self.inner;
        let _guard = inner.connect_lock.lock().await;
        if matches!(inner.active(), Some(a) if a.mode == ConnectionMode::Sandbox)
            && inner.sandbox.lock().await.is_some()
        {
            return Ok(status_of(inner));
        }
        inner.set_active(None);
        let mut slot = inner.sandbox.lock().await;
        if slot.is_none() {
            let cfg = media_sandbox::SandboxConfig {
                data_dir: Some(inner.paths.sandbox_dir()),
                job_seconds: inner.opts.sandbox_job_seconds,
                ..Default::default()
            };
            let sb = media_sandbox::spawn(cfg)
                .await
                .map_err(|e| CoreError::internal("Could not start the sandbox", e))?;
            *slot = Some(sb);
        }
        let sb = slot.as_ref().expect("sandbox just set");
        let base = sb.base_url().to_string();
        let (mut key, mut storage) = load_sandbox_key(inner).await;
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
                let (k, _) = sb.create_account(media_api::Tier::Studio, inner.opts.sandbox_credits);
                let k = ApiKey::new(k);
                storage = store_sandbox_key(inner, &k).await?;
                k
            }
        };
        drop(slot);
        let client = build_client(&base, key.clone())?;
        let balance = match balance {
            Some(b) => b,
            None => client.credits().get(false).await?,
        };
        inner
            .store
            .set_current_connection(Some(SANDBOX_CONNECTION.to_string()));
        inner.set_active(Some(Active {
            mode: ConnectionMode::Sandbox,
            client,
            base_url: base,
            key_prefix: prefix_of(&key),
            key_storage: storage,
        }));
        save_mode(inner, ConnectionMode::Sandbox, None)?;
        *lock(&inner.last_auth_error) = None;
        crate::account::remember_credits(inner, balance, false);
        let st = status_of(inner);
        inner.emit(CoreEvent::ConnectionChanged(st.clone()));
        inner.wake.notify_one();
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
        let inner = &self.inner;
        let url = media_api::parse_base_url(base_url).map_err(CoreError::from)?;
        let key_text = api_key.trim().to_string();
        drop(api_key);
        if key_text.is_empty() {
            return Err(CoreError::validation("apiKey", "Enter your API key"));
        }
        if !key_text.starts_with("sl_") || key_text.chars().any(char::is_whitespace) {
            return Err(CoreError::validation(
                "apiKey",
                "An API key starts with sl_ and has no spaces",
            ));
        }
        let key = ApiKey::new(key_text);
        let _guard = inner.connect_lock.lock().await;
        let client = build_client(url.as_str(), key.clone())?;
        let balance = match client.credits().get(false).await {
            Ok(b) => b,
            Err(media_api::Error::Unauthorized { .. }) => {
                return Err(CoreError::new(
                    ErrorCode::Unauthorized,
                    "This key was rejected — check it and try again",
                )
                .with_field("apiKey"));
            }
            Err(e) => return Err(e.into()),
        };
        let account = origin_of(&url);
        let storage = if session_only {
            inner.keys.set_session(&account, key.clone());
            KeyStorage::Session
        } else {
            let k = key.clone();
            let acc = account.clone();
            match keyring_call(inner, move |ks| ks.store(&acc, &k)).await {
                Ok(()) => {
                    inner.keyring_available.store(true, Ordering::SeqCst);
                    inner.keys.clear_session(&account);
                    KeyStorage::Keyring
                }
                Err(e) => {
                    if e.code == ErrorCode::KeyringUnavailable {
                        inner.keyring_available.store(false, Ordering::SeqCst);
                    }
                    return Err(e);
                }
            }
        };
        let running = inner.sandbox.lock().await.take();
        if let Some(sb) = running {
            sb.shutdown().await;
        }
        inner.store.set_current_connection(Some(account.clone()));
        inner.set_active(Some(Active {
            mode: ConnectionMode::Service,
            client,
            base_url: url.to_string(),
            key_prefix: prefix_of(&key),
            key_storage: storage,
        }));
        save_mode(inner, ConnectionMode::Service, Some(url.to_string()))?;
        *lock(&inner.last_auth_error) = None;
        crate::account::remember_credits(inner, balance, false);
        let st = status_of(inner);
        inner.emit(CoreEvent::ConnectionChanged(st.clone()));
        inner.wake.notify_one();
        Ok(st)
    }

    /// Service mode: deletes the key from the keyring and memory and disconnects. Sandbox mode: stops
    /// the embedded sandbox and disconnects (its own key is kept for next time).
    pub async fn forget_key(&self) -> Result<ConnectionStatus> {
        let inner = &self.inner;
        let _guard = inner.connect_lock.lock().await;
        let settings = lock(&inner.settings).clone();
        if let Some(base) = settings.service_base_url.as_deref() {
            if let Ok(url) = media_api::parse_base_url(base) {
                let account = origin_of(&url);
                inner.keys.clear_session(&account);
                let r = keyring_call(inner, move |ks| ks.delete(&account)).await;
                if let Err(e) = r {
                    if e.code != ErrorCode::KeyringUnavailable {
                        return Err(e);
                    }
                }
            }
        }
        let running = inner.sandbox.lock().await.take();
        if let Some(sb) = running {
            sb.shutdown().await;
        }
        inner.set_active(None);
        *lock(&inner.credits) = None;
        *lock(&inner.last_auth_error) = None;
        save_mode(inner, ConnectionMode::None, settings.service_base_url)?;
        let st = status_of(inner);
        inner.emit(CoreEvent::ConnectionChanged(st.clone()));
        Ok(st)
    }

    /// Checks again whether the keyring answers (e.g. after the user unlocked it).
    pub async fn recheck_keyring(&self) -> bool {
        self.probe_keyring().await;
        self.inner.keyring_ok()
    }

    pub(crate) async fn probe_keyring(&self) {
        let ok = keyring_call(&self.inner, |ks| ks.keyring_available()).await;
        if let Err(e) = &ok {
            tracing::info!(
                "keyring unavailable: {}",
                e.details.as_deref().unwrap_or(&e.message)
            );
        }
        self.inner
            .keyring_available
            .store(ok.is_ok(), Ordering::SeqCst);
    }

    /// Restores the mode saved in settings.json (sandbox: respawn; service: key from the keyring).
    pub(crate) async fn restore(&self) -> Result<()> {
        let settings = lock(&self.inner.settings).clone();
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
                let key = keyring_call(&self.inner, move |ks| ks.load(&acc)).await?;
                let Some(key) = key else { return Ok(()) };
                self.inner.store.set_current_connection(Some(account));
                let client = build_client(url.as_str(), key.clone())?;
                self.inner.set_active(Some(Active {
                    mode: ConnectionMode::Service,
                    client,
                    base_url: url.to_string(),
                    key_prefix: prefix_of(&key),
                    key_storage: KeyStorage::Keyring,
                }));
                Ok(())
            }
        }
    }
}

pub(crate) fn status_of(inner: &Inner) -> ConnectionStatus {
    let settings = lock(&inner.settings).clone();
    let active = inner.active();
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
        keyring_available: inner.keyring_ok(),
        last_auth_error: lock(&inner.last_auth_error).clone(),
        sandbox: mode == ConnectionMode::Sandbox,
    }
}

/// Call on every error from the service: a 401 sets `lastAuthError` and emits `ConnectionChanged`.
pub(crate) fn observe_error(inner: &Inner, e: &media_api::Error) {
    if matches!(e, media_api::Error::Unauthorized { .. }) {
        let changed = {
            let mut last = lock(&inner.last_auth_error);
            let changed = last.as_deref() != Some(KEY_REJECTED);
            *last = Some(KEY_REJECTED.to_string());
            changed
        };
        if changed {
            tracing::warn!("the service rejected the key (401)");
            inner.emit(CoreEvent::ConnectionChanged(status_of(inner)));
        }
    }
}

/// Runs a (blocking, D-Bus) keyring operation on a blocking thread, with a timeout.
pub(crate) async fn keyring_call<T: Send + 'static>(
    inner: &Inner,
    f: impl FnOnce(&KeyStore) -> Result<T> + Send + 'static,
) -> Result<T> {
    let ks: Arc<KeyStore> = inner.keys.clone();
    let task = tokio::task::spawn_blocking(move || f(&ks));
    match tokio::time::timeout(KEYRING_TIMEOUT, task).await {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => Err(CoreError::internal("The keyring check stopped unexpectedly", e)),
        Err(_) => Err(CoreError::keyring_unavailable(
            "The system keyring did not answer (it may be waiting for you to unlock it). Keep the key for this session only, or try again.",
            "keyring call timed out",
        )),
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
pub(crate) fn origin_of(url: &url::Url) -> String {
    url.origin().ascii_serialization()
}

pub(crate) fn prefix_of(key: &ApiKey) -> String {
    key.expose().chars().take(KEY_PREFIX_LEN).collect()
}

fn save_mode(inner: &Inner, mode: ConnectionMode, service_base_url: Option<String>) -> Result<()> {
    let mut s = lock(&inner.settings);
    s.mode = mode;
    if service_base_url.is_some() {
        s.service_base_url = service_base_url;
    }
    s.save(&inner.paths.settings_file())
        .map_err(|e| CoreError::internal("Could not save the settings", e))
}

fn sandbox_account(inner: &Inner) -> String {
    let dir = inner.paths.sandbox_dir();
    let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
    format!("sandbox:{}", dir.display())
}

/// The embedded sandbox's key: keyring first, then the fallback file.
async fn load_sandbox_key(inner: &Inner) -> (Option<ApiKey>, KeyStorage) {
    if inner.keyring_ok() {
        let account = sandbox_account(inner);
        if let Ok(Some(k)) = keyring_call(inner, move |ks| ks.load(&account)).await {
            return (Some(k), KeyStorage::Keyring);
        }
    }
    let file = inner.paths.sandbox_dir().join(SANDBOX_KEY_FILE);
    match std::fs::read_to_string(&file) {
        Ok(s) if !s.trim().is_empty() => {
            (Some(ApiKey::new(s.trim().to_string())), KeyStorage::File)
        }
        _ => (None, KeyStorage::File),
    }
}

/// Keeps the sandbox key in the keyring when it answers, else in `<data>/sandbox/app-key` (mode 0600).
async fn store_sandbox_key(inner: &Inner, key: &ApiKey) -> Result<KeyStorage> {
    let file = inner.paths.sandbox_dir().join(SANDBOX_KEY_FILE);
    if inner.keyring_ok() {
        let account = sandbox_account(inner);
        let k = key.clone();
        if keyring_call(inner, move |ks| ks.store(&account, &k))
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
