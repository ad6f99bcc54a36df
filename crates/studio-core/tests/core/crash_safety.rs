//! Crash and instance safety at `Core::open`: one core per data folder (a second is refused until the
//! first closes; other folders work side by side), a damaged library (garbage, truncated) moved aside
//! for a fresh one with the media kept, a library from a newer version refused and left byte-for-byte,
//! and temporary files left by a killed run removed.

use crate::common::*;
use std::path::Path;
use std::time::{Duration, SystemTime};
use studio_core::media_api::types::tools::ImageUrlRequest;
use studio_core::media_api::ImageProvider;
use studio_core::{Core, ErrorCode, JobKind, JobState, ToolRequest};

fn backdate(path: &Path, by: Duration) {
    let f = std::fs::File::options().write(true).open(path).unwrap();
    f.set_modified(SystemTime::now() - by).unwrap();
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    v.sort();
    v
}

/// A library with a draft in it and a media file beside it, closed cleanly.
async fn closed_library(dir: &Path) {
    let core = open(dir).await;
    for i in 0..200 {
        core.draft_save(&format!("form-{i}"), &"a draft that takes room ".repeat(40))
            .unwrap();
    }
    core.shutdown().await;
    drop(core);
    std::fs::write(dir.join("media").join("kept.png"), b"a picture").unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_core_on_the_same_folder_is_refused_until_the_first_closes() {
    let dir = tempfile::tempdir().unwrap();
    let other = tempfile::tempdir().unwrap();
    let first = open(dir.path()).await;
    first.draft_save("create", "kept").unwrap();

    let err = Core::open(options(dir.path())).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::LibraryInUse, "{err:?}");
    assert!(err.message().contains("already open"), "{err:?}");
    // Another folder opens side by side.
    let beside = open(other.path()).await;
    assert_eq!(first.draft_get("create").unwrap().as_deref(), Some("kept"));

    first.shutdown().await;
    drop(first);
    let again = open(dir.path()).await;
    assert_eq!(again.draft_get("create").unwrap().as_deref(), Some("kept"));
    again.shutdown().await;
    beside.shutdown().await;
}

async fn assert_recovered(dir: &Path, damaged: &[u8]) {
    let core = open(dir).await;
    let rec = core.library_recovery().expect("a recovery is reported");
    let moved = Path::new(&rec.moved_to);
    assert!(
        moved
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("library.sqlite.damaged-"),
        "{rec:?}"
    );
    assert_eq!(
        std::fs::read(moved).unwrap(),
        damaged,
        "the old file is kept as it was"
    );
    assert_eq!(Path::new(&rec.media_folder), core.paths().media_dir());
    assert_eq!(
        std::fs::read(dir.join("media").join("kept.png")).unwrap(),
        b"a picture"
    );
    // A fresh, working library.
    assert_eq!(core.draft_get("form-1").unwrap(), None);
    core.draft_save("form-1", "new").unwrap();
    core.shutdown().await;
    drop(core);
    // The next start finds nothing wrong.
    let core = open(dir).await;
    assert_eq!(core.library_recovery(), None);
    assert_eq!(core.draft_get("form-1").unwrap().as_deref(), Some("new"));
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_library_overwritten_with_garbage_is_moved_aside_and_a_fresh_one_made() {
    let dir = tempfile::tempdir().unwrap();
    closed_library(dir.path()).await;
    let db = dir.path().join("library.sqlite");
    let garbage: Vec<u8> = (0..200_000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(&db, &garbage).unwrap();
    assert_recovered(dir.path(), &garbage).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_truncated_library_is_moved_aside_and_a_fresh_one_made() {
    let dir = tempfile::tempdir().unwrap();
    closed_library(dir.path()).await;
    let db = dir.path().join("library.sqlite");
    let whole = std::fs::read(&db).unwrap();
    assert!(whole.len() > 64 * 1024, "{}", whole.len());
    let half = whole[..whole.len() / 2].to_vec();
    std::fs::write(&db, &half).unwrap();
    assert_recovered(dir.path(), &half).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_library_from_a_newer_version_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    closed_library(dir.path()).await;
    let db = dir.path().join("library.sqlite");
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.pragma_update(None, "user_version", studio_core::store::SCHEMA_VERSION + 1)
            .unwrap();
    }
    let before = std::fs::read(&db).unwrap();
    let files = names(dir.path());

    for _ in 0..2 {
        let err = Core::open(options(dir.path())).await.unwrap_err();
        assert_eq!(err.code, ErrorCode::LibraryTooNew, "{err:?}");
        assert!(
            err.message()
                .starts_with("This library was made by a newer version of Media Studio"),
            "{err:?}"
        );
        assert_eq!(std::fs::read(&db).unwrap(), before, "byte for byte");
        assert_eq!(names(dir.path()), files, "nothing moved or added");
    }
    // The folder is free again for a newer app (the refusal let go of the lock).
    assert!(!names(dir.path()).iter().any(|n| n.contains("damaged")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn temporary_files_older_than_a_minute_are_removed_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.shutdown().await;
    drop(core);
    let media = dir.path().join("media");
    let thumbs = dir.path().join("thumbs");
    let old = Duration::from_secs(120);
    for (d, n, age) in [
        (&media, ".tmpAb3xYz", Some(old)),
        (&media, "clip.mp4.part", Some(old)),
        (&thumbs, ".tmpQ9w8e7.png", Some(old)),
        (&media, ".tmpFresh1", None),
        (&media, "real.png", Some(old)),
        (&thumbs, "real.jpg", Some(old)),
    ] {
        let p = d.join(n);
        std::fs::write(&p, b"x").unwrap();
        if let Some(age) = age {
            backdate(&p, age);
        }
    }
    let core = open(dir.path()).await;
    assert_eq!(names(&media), [".tmpFresh1", "real.png"]);
    assert_eq!(names(&thumbs), ["real.jpg"]);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tool_result_cut_off_before_its_file_was_saved_is_saved_after_a_restart() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 40);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a red fox", 1),
            None,
        )
        .await
        .unwrap();
    let picture = wait_job(&core, &job.id, Duration::from_secs(20))
        .await
        .media[0]
        .remote_url
        .clone()
        .unwrap();

    // This run saves no file any more (its tracker is stopped), and the balance read that follows the
    // tool's answer hangs (the one before the send goes through): the run is cut off right after the
    // service answered, as by a kill.
    core.shutdown().await;
    let credits = "/api/user/credits";
    fault(
        sb.base_url(),
        serde_json::json!({ "path": credits, "method": "GET", "count": 1 }),
    )
    .await;
    fault(
        sb.base_url(),
        serde_json::json!({ "path": credits, "method": "GET", "delayMs": 60_000, "count": 1 }),
    )
    .await;
    let request = ToolRequest::RemoveBackground(ImageUrlRequest { image_url: picture });
    let running = {
        let core = core.clone();
        tokio::spawn(async move { core.tools_run(&intent(), &request).await })
    };
    let started = std::time::Instant::now();
    let tool_job = loop {
        let tool = core
            .jobs_list()
            .unwrap()
            .into_iter()
            .find(|j| j.kind == JobKind::Tool);
        if let Some(j) = tool.filter(|j| j.status == JobState::Downloading) {
            break j;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "the answer was not written to the job: {:?}",
            core.jobs_list().unwrap()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    running.abort();
    let _ = running.await;
    drop(core);

    // The row holds the result's address in the tracker's shape.
    let stored: String = rusqlite::Connection::open(dir.path().join("library.sqlite"))
        .unwrap()
        .query_row(
            "SELECT result FROM jobs WHERE id = ?1",
            [&tool_job.id],
            |r| r.get(0),
        )
        .unwrap();
    let stored: serde_json::Value = serde_json::from_str(&stored).unwrap();
    let out = &stored["outputs"][0];
    assert!(
        out["url"].as_str().is_some_and(|u| u.starts_with("http")),
        "{stored}"
    );
    assert_eq!(out["kind"], "image", "{stored}");
    assert!(out.get("remoteId").is_some(), "{stored}");

    // The next run saves it: the job completes with the picture in the library, nothing sent again.
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let done = wait_job(&core, &tool_job.id, Duration::from_secs(20)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 1, "{done:?}");
    let file = done.media[0].url.rsplit('/').next().unwrap().to_string();
    assert!(core.paths().media_dir().join(file).is_file());
    assert_eq!(
        spend_posts(&sb).await,
        2,
        "the picture and the tool, once each"
    );
    core.shutdown().await;
}
