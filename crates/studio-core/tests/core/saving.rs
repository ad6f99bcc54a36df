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
