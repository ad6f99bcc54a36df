//! The job tracker against a spawned media-sandbox over real HTTP (service mode, session-only key, so
//! these tests do not need the keyring).

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{ErrorCode, JobState, MediaKind};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_images_complete_into_the_library_with_files_and_thumbnails() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 100);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let mut events = core.subscribe();
    core.connect_service(sb.base_url(), key, true)
        .await
        .expect("connect");

    let est = core
        .estimate_images(&ImageProvider::GptImage2, &request("a red fox", 2), None)
        .await
        .unwrap();
    assert_eq!(est.credits, 4);
    assert_eq!(est.balance, Some(100.0));
    assert!(est.ready && est.errors.is_empty());

    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red fox", 2),
            None,
        )
        .await
        .expect("submitted");
    assert_eq!(job.status, JobState::Pending);
    assert!(job.remote_id.is_some());
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 2);
    for m in &done.media {
        assert_eq!(m.kind, MediaKind::Image);
        assert!(m.width.is_some() && m.height.is_some());
        assert!(m.thumb_url.is_some());
    }
    let lib = core.library_list(Some(MediaKind::Image), 50, 0).unwrap();
    assert_eq!(lib.len(), 2);
    let media_files: Vec<_> = std::fs::read_dir(dir.path().join("media"))
        .unwrap()
        .flatten()
        .collect();
    let files_in = |d: &str| -> Vec<_> {
        let entries = std::fs::read_dir(dir.path().join(d)).unwrap().flatten();
        entries.filter(|e| e.path().is_file()).collect()
    };
    let thumbs = files_in("thumbs");
    assert_eq!(media_files.len(), 2, "{media_files:?}");
    assert_eq!(thumbs.len(), 2, "{thumbs:?}");
    // Each thumbnail's small copy (for small tiles) is made with it, before anything asks for it.
    assert_eq!(files_in("thumbs/small").len(), 2);

    // The media server serves them, with ranges; nothing else.
    let http = media_api::tls::client();
    let url = &lib[0].url;
    let full = http.get(url).send().await.unwrap();
    assert_eq!(full.status(), 200);
    let ranged = http
        .get(url)
        .header("Range", "bytes=0-9")
        .send()
        .await
        .unwrap();
    assert_eq!(ranged.status(), 206);
    assert_eq!(ranged.bytes().await.unwrap().len(), 10);
    assert_eq!(
        http.get(lib[0].thumb_url.as_ref().unwrap())
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    // The small copy: its short side 160 px. A thumbnail made before there were small copies (here: its
    // copy removed) gets one on request, kept beside the others.
    let of_first = lib[0].small_thumb_url.as_ref().unwrap();
    let copy = dir
        .path()
        .join("thumbs/small")
        .join(of_first.rsplit('/').next().unwrap());
    std::fs::remove_file(&copy).unwrap();
    let small = http
        .get(lib[0].small_thumb_url.as_ref().unwrap())
        .send()
        .await
        .unwrap();
    assert_eq!(small.status(), 200);
    let small = image::load_from_memory(&small.bytes().await.unwrap()).unwrap();
    assert_eq!(
        small.width().min(small.height()),
        160,
        "{:?}",
        (small.width(), small.height())
    );
    assert!(copy.is_file());
    let copies = files_in("thumbs/small");
    assert_eq!(copies.len(), 2);
    for c in copies {
        let (w, h) = image::image_dimensions(c.path()).unwrap();
        assert_eq!(w.min(h), 160, "{c:?}: {w}x{h}");
    }
    let base = core.media_base_url();
    for outside in [
        "small/..%2Flibrary.sqlite",
        "small/.hidden",
        "small/nothing.jpg",
    ] {
        let status = http
            .get(format!("{base}/{outside}"))
            .send()
            .await
            .unwrap()
            .status();
        assert_eq!(status, 404, "{outside}");
    }
    let port_root = base.rsplit_once('/').unwrap().0.to_string();
    assert_eq!(
        http.get(format!("{port_root}/"))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(
        http.get(format!("{port_root}/wrongtoken/media/x.png"))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(
        http.get(format!("{base}/media/"))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(
        http.get(format!("{base}/media/..%2Flibrary.sqlite"))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(
        http.get(format!("{base}/library.sqlite"))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );

    // Downloads never carried the key to the media origin.
    let reqs = control_get(sb.base_url(), "/__sandbox/media-requests").await;
    let reqs = reqs["requests"].as_array().unwrap();
    assert!(reqs.len() >= 2, "{reqs:?}");
    assert!(reqs.iter().all(|r| r["hadAuthHeader"] == false), "{reqs:?}");

    // Events: the job went through JobUpdated to completed; credits were refreshed.
    let mut saw_completed = false;
    let mut saw_credits = false;
    while let Ok(e) = events.try_recv() {
        match e {
            studio_core::CoreEvent::JobUpdated(j) if j.status == JobState::Completed => {
                saw_completed = true
            }
            studio_core::CoreEvent::CreditsChanged(c) if c.credits == 96.0 => saw_credits = true,
            _ => {}
        }
    }
    assert!(saw_completed && saw_credits);
    assert_eq!(core.cached_credits().unwrap().credits, 96.0);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn insufficient_credits_are_refused_before_any_post() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 3);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let est = core
        .estimate_images(&ImageProvider::FalFlux2Max, &request("x", 1), None)
        .await
        .unwrap();
    assert!(!est.ready);
    assert_eq!(est.balance_after, Some(-1.0));
    assert!(est.short && est.errors.is_empty());
    let err = core
        .generate_images(
            &intent(),
            &ImageProvider::FalFlux2Max,
            &request("x", 1),
            None,
        )
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::InsufficientCredits);
    assert!(
        err.message().contains("You need 1 more credit"),
        "{}",
        err.message()
    );
    let reqs = control_get(sb.base_url(), "/__sandbox/requests").await;
    assert!(
        reqs["requests"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["method"] != "POST"),
        "{reqs}"
    );
    assert!(core.jobs_list().unwrap().is_empty());
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn validation_errors_name_the_field() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 50);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let err = core
        .generate_images(&intent(), &ImageProvider::GrokImage, &request("x", 7), None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Validation);
    assert_eq!(err.field.as_deref(), Some("numImages"));
    let mut r = request("x", 1);
    r.enable_4k = Some(true);
    let est = core
        .estimate_images(&ImageProvider::GrokImage, &r, None)
        .await
        .unwrap();
    assert_eq!(est.errors[0].field, "enable4K");
    assert!(!est.ready);
    let err = core
        .generate_images(&intent(), &ImageProvider::GrokImage, &r, None)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("enable4K"));
    let reqs = control_get(sb.base_url(), "/__sandbox/requests").await;
    assert!(
        reqs["requests"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["method"] != "POST"),
        "{reqs}"
    );
    // Bad service addresses name the field too.
    let err = core
        .connect_service("http://example.com", "sl_x".into(), true)
        .await
        .unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::Validation, Some("baseUrl"))
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_job_is_reported_with_the_service_error() {
    let sb = sandbox(2.0).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 50);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let job = core
        .generate_images(&intent(), &ImageProvider::GrokImage, &request("x", 1), None)
        .await
        .unwrap();
    let done = fail_job(&sb, &core, &job, "content policy").await;
    assert!(done.error.unwrap().contains("content policy"));
    assert!(done.media.is_empty());
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_401_anywhere_sets_last_auth_error() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 50);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let keys = core.api_keys_list().await.unwrap();
    assert_eq!(keys.len(), 1);
    core.api_keys_revoke(&keys[0].id).await.unwrap();
    let mut events = core.subscribe();
    let err = core.credits_get(false).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Unauthorized);
    assert_eq!(err.message(), "Your key was rejected — enter a new one");
    let st = core.connection_status();
    assert!(st.last_auth_error.is_some());
    assert!(
        matches!(events.try_recv(), Ok(studio_core::CoreEvent::ConnectionChanged(s)) if s.last_auth_error.is_some())
    );
    // Connecting with the revoked key is refused on the key field.
    let err = core
        .connect_service(sb.base_url(), key, true)
        .await
        .unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::Unauthorized, Some("apiKey"))
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drafts_persist_across_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    assert_eq!(core.draft_get("images").unwrap(), None);
    core.draft_save("images", r#"{"prompt":"a"}"#).unwrap();
    core.draft_save("images", r#"{"prompt":"b"}"#).unwrap();
    core.shutdown().await;
    drop(core);
    let core = open(dir.path()).await;
    assert_eq!(
        core.draft_get("images").unwrap().as_deref(),
        Some(r#"{"prompt":"b"}"#)
    );
    assert_eq!(
        core.draft_save(" ", "x").unwrap_err().field.as_deref(),
        Some("form")
    );
    core.shutdown().await;
}
