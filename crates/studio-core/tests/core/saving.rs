//! A paid result is never given up: a file that can't be used (a page instead of a picture) fails the
//! save at once in words, keeping its address, and "Save again" fetches it again without sending
//! anything to the service; nothing is tried five times from scratch for a file that won't change.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::JobState;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_that_is_not_a_picture_fails_at_once_and_can_be_saved_again() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 20).await;
    // The first media request (the result's download) is answered with a page, as a captive portal
    // or a broken CDN would.
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/media/", "status": 200, "body": "<html><body>Sign in to the Wi-Fi</body></html>", "count": 1}),
    )
    .await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a fox", 1),
            None,
        )
        .await
        .unwrap();
    let failed = wait_job(&core, &job.id, Duration::from_secs(20)).await;
    assert_eq!(failed.status, JobState::Failed, "{failed:?}");
    let words = failed.error.clone().unwrap();
    assert!(
        words.contains("can't be saved on this computer") && words.contains("not a picture"),
        "{words}"
    );
    assert!(failed.can_save_again, "{failed:?}");
    let posts = spend_posts(&sb).await;

    let again = core.job_save_again(&job.id).unwrap();
    assert_eq!(again.status, JobState::Downloading);
    let done = wait_job(&core, &job.id, Duration::from_secs(20)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 1);
    assert!(!done.can_save_again);
    assert_eq!(
        spend_posts(&sb).await,
        posts,
        "nothing sent to the service again"
    );
    let err = core.job_save_again(&job.id).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("id"));
    core.shutdown().await;
}

/// The disk fills while the service is taking a job: its answer (the service's job id) can't be
/// written. It is kept and written again until it lands; meanwhile the job says why it waits; once
/// there is space the job goes on to its picture. Nothing is sent twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_right_after_the_service_took_a_job_loses_nothing() {
    let disk = SmallDisk::new("64m");
    let sb = sandbox(0.5).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 20);
    let core = open(disk.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    // The service takes a moment to answer the send: the disk fills meanwhile.
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/generate/", "method": "POST", "delayMs": 1500, "count": 1}),
    )
    .await;
    let mut events = core.subscribe();
    let send = {
        let core = core.clone();
        tokio::spawn(async move {
            core.generate_images(
                &intent(),
                &ImageProvider::GrokImage,
                &request("a fox", 1),
                None,
            )
            .await
        })
    };
    let job = job_update(
        &mut events,
        Duration::from_secs(20),
        "no job being sent",
        |j| j.status == JobState::Submitting,
    )
    .await;
    disk.fill();
    let waiting = job_update(
        &mut events,
        Duration::from_secs(20),
        "the job never said why it waits",
        |j| {
            j.id == job.id
                && j.progress
                    .as_deref()
                    .is_some_and(|p| p.contains("can't be saved on this computer yet"))
        },
    )
    .await;
    assert!(waiting.remote_id.is_some(), "{waiting:?}");
    assert!(
        !send.is_finished(),
        "the send waits for its answer to be saved"
    );
    disk.free();
    let sent = send
        .await
        .unwrap()
        .expect("the send goes on once there is space");
    let done = wait_job(&core, &sent.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.remote_id, waiting.remote_id);
    assert_eq!(done.media.len(), 1);
    assert_eq!(spend_posts(&sb).await, 1, "sent once");
    core.shutdown().await;
}

/// The disk that holds the library's files fills before a paid picture is saved: the save pauses in
/// words that say what to do (not a try, not a failure), leaves no half-written file, and goes on by
/// itself once there is space.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_pauses_a_save_in_words_and_it_goes_on_once_there_is_space() {
    let sb = sandbox(1.0).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 20);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let media = SmallDisk::at(&core.paths().media_dir(), "16m");
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let mut events = core.subscribe();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a fox", 1),
            None,
        )
        .await
        .unwrap();
    media.fill();
    let paused = job_update(
        &mut events,
        Duration::from_secs(30),
        "the save never said the disk is full",
        |j| {
            j.id == job.id
                && j.progress
                    .as_deref()
                    .is_some_and(|p| p.starts_with("Saving paused: the disk is full"))
        },
    )
    .await;
    assert_eq!(paused.status, JobState::Downloading, "{paused:?}");
    assert!(
        paused
            .progress
            .as_deref()
            .unwrap()
            .contains("free some space"),
        "{paused:?}"
    );
    let left: Vec<String> = std::fs::read_dir(media.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "filler")
        .collect();
    // Nothing half-written under a library name; what arrived is kept only to go on from.
    assert!(
        left.iter()
            .all(|n| n.starts_with('.') && (n.ends_with(".resume") || n.ends_with(".resume-url"))),
        "half-written files: {left:?}"
    );
    media.free();
    let done = wait_job(&core, &job.id, Duration::from_secs(60)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 1);
    assert!(file_of(&core, &done.media[0]).is_file());
    assert_eq!(spend_posts(&sb).await, 1, "sent once");
    core.shutdown().await;
    drop(media);
}
