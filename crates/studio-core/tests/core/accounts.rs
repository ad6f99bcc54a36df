//! Jobs belong to the account that paid for them, not to the service's address: another account of the
//! same service connected meanwhile never follows or sends them with its key.

use crate::common::*;
use media_sandbox::Tier;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{JobState, SpendRequest};

fn picture_of(prompt: &str) -> SpendRequest {
    SpendRequest::Image {
        provider: ImageProvider::GrokImage,
        request: request(prompt, 1),
        reference: None,
    }
}

/// Account A's picture is under way when account B of the same service is connected: while B works,
/// A's job is neither asked for with B's key (the service knows no such job of B's: it would be
/// given up as "could not be found", a paid result dropped) nor failed; connected again, A's job is
/// followed to its picture.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_waits_for_the_account_that_paid_for_it() {
    let sb = sandbox(2.0).await;
    let (a, _) = sb.create_account(Tier::Studio, 50);
    let (b, _) = sb.create_account(Tier::Studio, 50);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), a.clone(), true)
        .await
        .unwrap();
    let of_a = core
        .spend(&intent(), picture_of("A's lighthouse"))
        .await
        .unwrap()
        .remove(0);

    core.connect_service(sb.base_url(), b, true).await.unwrap();
    let of_b = core
        .spend(&intent(), picture_of("B's boat"))
        .await
        .unwrap()
        .remove(0);
    let b_done = wait_job(&core, &of_b.id, Duration::from_secs(60)).await;
    assert_eq!(b_done.status, JobState::Completed, "{b_done:?}");
    // The tracker went round after round with B's key meanwhile.
    let waiting = core.job_get(&of_a.id).unwrap().unwrap();
    assert!(
        waiting.status.is_active() && waiting.error.is_none(),
        "A's job waits for A: {waiting:?}"
    );
    assert!(
        waiting
            .progress
            .as_deref()
            .is_some_and(|p| p.contains("another account")),
        "and says so: {waiting:?}"
    );

    core.connect_service(sb.base_url(), a, true).await.unwrap();
    let a_done = wait_job(&core, &of_a.id, Duration::from_secs(60)).await;
    assert_eq!(a_done.status, JobState::Completed, "{a_done:?}");
    assert_eq!(a_done.media.len(), 1);
    assert_eq!(a_done.media[0].prompt.as_deref(), Some("A's lighthouse"));
    core.shutdown().await;
    sb.shutdown().await;
}
