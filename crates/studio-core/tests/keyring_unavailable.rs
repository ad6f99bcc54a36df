//! The keyring-unavailable path: this test binary points D-Bus at a socket that does not exist (its own
//! process, one test), so the Secret Service can't be reached.

#[path = "core/common/mod.rs"]
mod common;

use common::*;
use studio_core::media_api::ApiKey;
use studio_core::{ConnectionMode, ErrorCode, KeyStorage, KeyStore};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_session_bus_gives_a_clear_keyring_unavailable_error_and_session_only_works() {
    std::env::set_var(
        "DBUS_SESSION_BUS_ADDRESS",
        "unix:path=/nonexistent/studio-core-test-bus",
    );
    std::env::remove_var("DISPLAY");

    let ks = KeyStore::new(TEST_KEYRING_SERVICE);
    let err = ks.keyring_available().unwrap_err();
    assert_eq!(err.code, ErrorCode::KeyringUnavailable);
    assert!(
        err.message().starts_with("The system keyring"),
        "plain message: {}",
        err.message()
    );
    assert!(
        !err.message().contains("Platform"),
        "technical text stays in details: {}",
        err.message()
    );
    assert!(err.details.is_some());
    let err = ks
        .store("https://x.example", &ApiKey::new("sl_never_stored"))
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::KeyringUnavailable);

    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 20);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    assert!(!core.connection_status().keyring_available);
    let err = core
        .connect_service(sb.base_url(), key.clone(), false)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::KeyringUnavailable);
    assert!(!core.connection_status().key_set);
    let st = core
        .connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    assert_eq!(
        (st.mode, st.key_storage),
        (ConnectionMode::Service, Some(KeyStorage::Session))
    );
    assert_eq!(core.credits_get(false).await.unwrap().credits, 20.0);

    // The embedded sandbox still works: its own (non-credential) key goes to a file in <data>/sandbox.
    let st = core.connect_sandbox().await.unwrap();
    assert_eq!(st.key_storage, Some(KeyStorage::File));
    assert!(dir.path().join("sandbox/app-key").exists());
    core.shutdown().await;
}
