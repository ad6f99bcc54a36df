//! The key store against a real Secret Service. These REQUIRE a session bus with an unlocked
//! gnome-keyring (the project's test command provides one):
//! `dbus-run-session -- bash -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; cargo test -p studio-core'`
//! Without it they fail: they never skip.

use crate::common::*;
use studio_core::media_api::ApiKey;
use studio_core::{ConnectionMode, KeyStorage, KeyStore};

/// One keyring test at a time: gnome-keyring on a new collection answered concurrent writes and deletes
/// from parallel tests with "no result found" (seen once in a CI run); the app itself makes one call at a
/// time.
static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

fn unique(name: &str) -> String {
    format!("{name}-{}", uuid_like())
}

fn uuid_like() -> String {
    format!(
        "{:x}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    )
}

#[test]
fn round_trip_in_the_secret_service() {
    let _one = SERIAL.blocking_lock();
    let ks = KeyStore::new(TEST_KEYRING_SERVICE);
    ks.keyring_available()
        .expect("a Secret Service with an unlocked collection is required for these tests");
    let account = unique("https://roundtrip.example");
    assert!(ks.load(&account).unwrap().is_none());
    ks.store(&account, &ApiKey::new("sl_roundtrip_secret_1"))
        .unwrap();
    assert_eq!(
        ks.load(&account).unwrap().unwrap().expose(),
        "sl_roundtrip_secret_1"
    );
    ks.store(&account, &ApiKey::new("sl_roundtrip_secret_2"))
        .unwrap();
    assert_eq!(
        ks.load(&account).unwrap().unwrap().expose(),
        "sl_roundtrip_secret_2"
    );
    ks.delete(&account).unwrap();
    assert!(ks.load(&account).unwrap().is_none());
    ks.delete(&account).unwrap(); // deleting twice is fine
}

#[test]
fn session_only_keys_stay_in_memory() {
    let _one = SERIAL.blocking_lock();
    let ks = KeyStore::new(TEST_KEYRING_SERVICE);
    let account = unique("https://session.example");
    ks.set_session(&account, ApiKey::new("sl_session_only"));
    assert_eq!(ks.session(&account).unwrap().expose(), "sl_session_only");
    assert!(
        ks.load(&account).unwrap().is_none(),
        "never written to the keyring"
    );
    ks.clear_session(&account);
    assert!(ks.session(&account).is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn service_key_in_keyring_is_restored_and_forgotten() {
    let _one = SERIAL.lock().await;
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 20);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    assert!(core.connection_status().keyring_available);
    let st = core
        .connect_service(sb.base_url(), key.clone(), false)
        .await
        .unwrap();
    assert_eq!(
        (st.mode, st.key_storage),
        (ConnectionMode::Service, Some(KeyStorage::Keyring))
    );
    assert_eq!(st.key_prefix.as_deref(), Some(&key[..11]));
    core.shutdown().await;
    drop(core);

    let core = open(dir.path()).await;
    let st = core.connection_status();
    assert!(st.key_set);
    assert_eq!(st.key_storage, Some(KeyStorage::Keyring));
    assert_eq!(core.credits_get(false).await.unwrap().credits, 20.0);
    let origin = url::Url::parse(sb.base_url())
        .unwrap()
        .origin()
        .ascii_serialization();
    let ks = KeyStore::new(TEST_KEYRING_SERVICE);
    assert_eq!(ks.load(&origin).unwrap().unwrap().expose(), key);

    let st = core.forget_key().await.unwrap();
    assert!(!st.key_set);
    assert!(
        ks.load(&origin).unwrap().is_none(),
        "forget_key deletes the keyring entry"
    );
    core.shutdown().await;
    drop(core);
    let core = open(dir.path()).await;
    assert!(!core.connection_status().key_set);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn session_only_connection_is_not_restored() {
    let _one = SERIAL.lock().await;
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 20);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let st = core
        .connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    assert_eq!(st.key_storage, Some(KeyStorage::Session));
    core.shutdown().await;
    drop(core);
    let core = open(dir.path()).await;
    let st = core.connection_status();
    assert_eq!(st.mode, ConnectionMode::Service);
    assert!(!st.key_set, "a session-only key is gone after a restart");
    assert_eq!(
        st.base_url.as_deref(),
        Some(format!("{}/", sb.base_url()).as_str())
    );
    core.shutdown().await;
}
