//! The key store: the system's own keyring (via `keyring` 3: the Secret Service on Linux, the
//! Credential Manager on Windows, the Keychain on macOS; [`PlatformCredential`]) and, when the user opts
//! in, a session-only copy in memory. Never a file, never keyring's in-memory mock.

use crate::base::error::{CoreError, ErrorCode, Result};
use media_api::say;
use media_api::ApiKey;
use std::collections::HashMap;
use std::sync::Mutex;

pub use crate::base::options::KEYRING_SERVICE;

/// Keyring plus session-only memory. Keyring calls block (D-Bus): call them from a blocking thread.
pub struct KeyStore {
    service: String,
    session: Mutex<HashMap<String, ApiKey>>,
}

impl std::fmt::Debug for KeyStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeyStore")
            .field("service", &self.service)
            .finish_non_exhaustive()
    }
}

impl Default for KeyStore {
    fn default() -> Self {
        KeyStore::new(KEYRING_SERVICE)
    }
}

impl KeyStore {
    /// A store whose keyring entries use `service` as the service name.
    pub fn new(service: impl Into<String>) -> Self {
        KeyStore {
            service: service.into(),
            session: Mutex::new(HashMap::new()),
        }
    }

    fn entry(&self, account: &str) -> Result<keyring::Entry> {
        let entry = keyring::Entry::new(&self.service, account).map_err(map_keyring)?;
        ensure_platform_store(&entry)?;
        Ok(entry)
    }

    /// Whether a key can be kept in the keyring: writes and deletes a probe entry (a read alone succeeds
    /// on a locked collection).
    /// Each probe has its own entry (a fresh random name): two probes at once (two windows, two cores
    /// in one test process) writing one entry leave two items with the same attributes, and the delete
    /// then fails as ambiguous.
    pub fn keyring_available(&self) -> Result<()> {
        let n = uuid::Uuid::new_v4().simple();
        let probe = self.entry(&format!("__availability_probe__{}_{n}", std::process::id()))?;
        settled(|| probe.set_password("probe")).map_err(map_keyring)?;
        match settled(|| probe.delete_credential()) {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(e) => Err(map_keyring(e)),
        }
    }

    /// Stores a key in the keyring under `account` (replacing any previous one).
    pub fn store(&self, account: &str, key: &ApiKey) -> Result<()> {
        let entry = self.entry(account)?;
        settled(|| entry.set_password(key.expose())).map_err(map_keyring)
    }

    /// Loads a key from the keyring; `Ok(None)` when there is none.
    pub fn load(&self, account: &str) -> Result<Option<ApiKey>> {
        let entry = self.entry(account)?;
        match settled(|| entry.get_password()) {
            Ok(s) => Ok(Some(ApiKey::new(s))),
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(e) => Err(map_keyring(e)),
        }
    }

    /// Deletes the keyring entry (absent is fine).
    pub fn delete(&self, account: &str) -> Result<()> {
        let entry = self.entry(account)?;
        match settled(|| entry.delete_credential()) {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(e) => Err(map_keyring(e)),
        }
    }

    /// Keeps a key in memory only, for this run of the app.
    pub fn set_session(&self, account: &str, key: ApiKey) {
        self.session
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(account.to_string(), key);
    }
    pub fn session(&self, account: &str) -> Option<ApiKey> {
        self.session
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(account)
            .cloned()
    }
    pub fn clear_session(&self, account: &str) {
        self.session
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(account);
    }
}

/// Runs a keyring call, again (up to 4 more times, 50 ms more apart each time) when the Secret Service
/// answered "no result found": gnome-keyring answers so for a moment while another call on the same
/// collection is under way (another window, another core in one process), not when it can't be used.
fn settled<T>(call: impl Fn() -> keyring::Result<T>) -> keyring::Result<T> {
    let mut tries = 0u64;
    loop {
        match call() {
            Err(keyring::Error::PlatformFailure(e) | keyring::Error::NoStorageAccess(e))
                if tries < 4 && e.to_string().contains("no result") =>
            {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(50 * tries));
            }
            other => return other,
        }
    }
}

/// The credential of the system's own store, the only one a key may be kept in.
#[cfg(target_os = "windows")]
type PlatformCredential = keyring::windows::WinCredential;
#[cfg(target_os = "macos")]
type PlatformCredential = keyring::macos::MacCredential;
#[cfg(not(any(target_os = "windows", target_os = "macos")))]
type PlatformCredential = keyring::secret_service::SsCredential;

/// Refuses keyring's silent in-memory mock (what keyring 3 uses without a platform feature), and any
/// store but the system's own.
fn ensure_platform_store(entry: &keyring::Entry) -> Result<()> {
    let cred = entry.get_credential();
    if cred
        .downcast_ref::<keyring::mock::MockCredential>()
        .is_some()
        || cred.downcast_ref::<PlatformCredential>().is_none()
    {
        return Err(CoreError::keyring_unavailable(
            say!(
                "keystore.build_has_no_system",
                "This build has no system keyring support"
            ),
            "keyring's default store is not the system's own",
        ));
    }
    Ok(())
}

/// Turns a keyring error into plain words; the technical text goes to `details`.
pub fn map_keyring(e: keyring::Error) -> CoreError {
    let text = match &e {
        keyring::Error::PlatformFailure(inner) | keyring::Error::NoStorageAccess(inner) => {
            format!("{e} ({inner:?})")
        }
        _ => e.to_string(),
    };
    let lower = text.to_lowercase();
    let message = if lower.contains("locked") {
        say!("keyring.locked", "The system keyring is locked. Unlock it (log in again) or keep the key for this session only.")
    } else if lower.contains("org.freedesktop.secrets")
        || lower.contains("serviceunknown")
        || lower.contains("not provided")
    {
        say!("keyring.none_running", "No keyring service is running (such as GNOME Keyring or KWallet). Install or start one, or keep the key for this session only.")
    } else if lower.contains("dbus")
        || lower.contains("d-bus")
        || lower.contains("bus")
        || lower.contains("autolaunch")
    {
        say!("keyring.no_session_bus", "The system keyring can't be reached (no desktop session bus). Keep the key for this session only, or start the app from a desktop session.")
    } else {
        say!("keyring.unusable", "The system keyring can't be used right now. Keep the key for this session only, or try again.")
    };
    CoreError::new(ErrorCode::KeyringUnavailable, message).with_details(text)
}
