//! Connection profiles: the embedded sandbox (connect, status, restart restores it) and resuming jobs
//! after the app was killed. Sandbox/service keys go to the real keyring when it answers, so run these
//! inside the project's dbus-run-session + gnome-keyring wrapper like every test.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{ConnectionMode, JobState, KeyStorage, KEY_PREFIX_LEN};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sandbox_connect_status_and_restart_restores() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let st = core.connection_status();
    assert_eq!(st.mode, ConnectionMode::None);
    assert!(!st.key_set && st.key_prefix.is_none());

    let st = core.connect_sandbox().await.expect("sandbox");
    assert_eq!(st.mode, ConnectionMode::Sandbox);
    assert!(st.sandbox && st.key_set);
    let prefix = st.key_prefix.clone().unwrap();
    assert!(
        prefix.starts_with("sl_") && prefix.len() == KEY_PREFIX_LEN,
        "{prefix}"
    );
    assert!(st
        .base_url
        .as_deref()
        .unwrap()
        .starts_with("http://127.0.0.1:"));
    let credits = core.credits_get(true).await.unwrap();
    assert_eq!(
        (credits.credits, credits.max_credits, credits.tier.as_str()),
        (500.0, 500.0, "studio")
    );
    assert!(
        credits.recent.is_empty(),
        "the spec shows no fields of a transaction: the Sandbox, as the documented service, sends none"
    );
    // The Sandbox a creator uses answers no control interface: no other program or page on this
    // computer can script its faults, clock or accounts.
    let control = media_api::tls::client()
        .post(format!(
            "{}/__sandbox/faults",
            st.base_url.as_deref().unwrap()
        ))
        .json(&serde_json::json!({"status": 500, "count": 1}))
        .send()
        .await
        .unwrap();
    assert_eq!(control.status().as_u16(), 404);
    let settings = std::fs::read_to_string(dir.path().join("settings.json")).unwrap();
    assert!(settings.contains("sandbox"));
    // Connecting again is a no-op.
    assert_eq!(
        core.connect_sandbox().await.unwrap().key_prefix,
        st.key_prefix
    );
    core.shutdown().await;
    drop(core);

    // Restart: same mode, same account (same key prefix), sandbox data survived.
    let core = open(dir.path()).await;
    let st2 = core.connection_status();
    assert_eq!(st2.mode, ConnectionMode::Sandbox);
    assert_eq!(st2.key_prefix, st.key_prefix);
    assert_ne!(st2.base_url, None);
    // It listens where it did, so links of the first run (kept in the library, or in a download cut
    // off by a kill) still work.
    assert_eq!(
        st2.base_url, st.base_url,
        "the sandbox came back on its ports"
    );
    assert!(dir.path().join("sandbox/state.json").exists());
    assert_eq!(core.credits_get(false).await.unwrap().credits, 500.0);

    // forget_key disconnects; the sandbox account stays for next time.
    let st3 = core.forget_key().await.unwrap();
    assert_eq!(st3.mode, ConnectionMode::None);
    assert!(!st3.key_set);
    let st4 = core.connect_sandbox().await.unwrap();
    assert_eq!(st4.key_prefix, st.key_prefix);
    assert!(matches!(
        st4.key_storage,
        Some(KeyStorage::Keyring) | Some(KeyStorage::File)
    ));
    core.shutdown().await;
    drop(core);

    // Its port taken by another program: it starts on new ones, and the account is still there.
    let url = url::Url::parse(st.base_url.as_deref().unwrap()).unwrap();
    let _taken = std::net::TcpListener::bind(("127.0.0.1", url.port().unwrap())).unwrap();
    let core = open(dir.path()).await;
    let st5 = core.connect_sandbox().await.unwrap();
    assert_ne!(st5.base_url, st.base_url);
    assert_eq!(st5.key_prefix, st.key_prefix);
    assert_eq!(core.credits_get(false).await.unwrap().credits, 500.0);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_resumes_after_the_app_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    let mut opts = options(dir.path());
    opts.sandbox_job_seconds = 1.5;
    let core = studio_core::Core::open(opts.clone()).await.unwrap();
    core.connect_sandbox().await.unwrap();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("resume me", 2),
            None,
        )
        .await
        .unwrap();
    core.shutdown().await;
    drop(core);
    assert_eq!(
        std::fs::read_dir(dir.path().join("media")).unwrap().count(),
        0,
        "nothing was downloaded before the restart"
    );

    let core = studio_core::Core::open(opts).await.unwrap();
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 2);
    assert_eq!(core.library_list(None, 10, 0).unwrap().len(), 2);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_older_than_the_recent_window_still_lands() {
    // Service mode against a sandbox that outlives the app; the key is restored from the keyring.
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 100);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, false)
        .await
        .expect("connect (keyring)");
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("old job", 3),
            None,
        )
        .await
        .unwrap();
    core.shutdown().await;
    drop(core);

    tokio::time::sleep(Duration::from_millis(1500)).await; // the job finishes and renders
    sb.advance_clock(6.0 * 60.0); // ... and leaves the 5-minute recentJobs window
    let core = open(dir.path()).await;
    let st = core.connection_status();
    assert_eq!(
        (st.mode, st.key_set, st.key_storage),
        (ConnectionMode::Service, true, Some(KeyStorage::Keyring))
    );
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 3);
    let reqs = control_get(sb.base_url(), "/__sandbox/requests").await;
    let single_polls = reqs["requests"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| {
            r["path"]
                .as_str()
                .unwrap_or("")
                .starts_with("/api/generate/image/")
        })
        .count();
    assert!(single_polls >= 1, "{reqs}");
    core.forget_key().await.unwrap();
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_submission_cut_off_before_the_service_answered_is_looked_for_not_resent() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await; // creates the database
    core.shutdown().await;
    drop(core);
    let db = studio_core::Store::open(&dir.path().join("library.sqlite")).unwrap();
    db.insert_job(&studio_core::store::JobRow {
        cost_estimate: Some(1),
        ..job_row(
            "cut-off",
            studio_core::JobKind::Image,
            "grok-image",
            serde_json::json!({"simplePrompt": "x"}),
            JobState::Submitting,
        )
    })
    .unwrap();
    drop(db);
    let core = open(dir.path()).await;
    // No connection yet: it waits to be looked for, flagged, never sent again.
    let job = core.job_get("cut-off").unwrap().unwrap();
    assert_eq!(job.status, JobState::Processing, "{job:?}");
    assert!(job.may_have_started);
    assert!(job
        .progress
        .unwrap()
        .contains("looking for it at the service"));
    assert_eq!(
        studio_core::Store::open(&dir.path().join("library.sqlite"))
            .unwrap()
            .schema_version()
            .unwrap(),
        studio_core::store::SCHEMA_VERSION
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jobs_stay_with_their_connection_when_switching() {
    let dir = tempfile::tempdir().unwrap();
    let mut opts = options(dir.path());
    opts.sandbox_job_seconds = 1.0;
    let core = studio_core::Core::open(opts).await.unwrap();
    core.connect_sandbox().await.unwrap();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("sandbox job", 1),
            None,
        )
        .await
        .unwrap();

    let other = sandbox(0.3).await;
    let (key, _) = other.create_account(media_sandbox::Tier::Pro, 10);
    core.connect_service(other.base_url(), key, true)
        .await
        .unwrap();
    // Many ticks at 150 ms: polled at the wrong service the job would be "not found" 10 times and fail.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let j = core.job_get(&job.id).unwrap().unwrap();
    assert!(j.status.is_active(), "{j:?}");
    let polled_elsewhere = control_get(other.base_url(), "/__sandbox/requests").await["requests"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| {
            r["path"]
                .as_str()
                .unwrap_or("")
                .contains("/api/generate/image/")
                || r["path"] == "/api/user/jobs"
        });
    assert!(!polled_elsewhere);

    core.connect_sandbox().await.unwrap();
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    core.shutdown().await;
}
