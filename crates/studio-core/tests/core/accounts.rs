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

/// What an account's own key sees at the service: its balance and how many pictures it has.
async fn at_service(sb: &media_sandbox::SandboxHandle, key: &str) -> (f64, usize) {
    use studio_core::media_api::{ApiKey, Client};
    let c = Client::builder(sb.base_url())
        .api_key(ApiKey::new(key.to_string()))
        .build()
        .unwrap();
    let credits = c.credits().get(false).await.unwrap().credits;
    let library = c.library().list(&Default::default()).await.unwrap();
    (credits, library.all_images().count())
}

/// Two accounts of one service switched back and forth while the tracker is in the middle of its
/// rounds (every read of the service answers slowly, so each switch lands inside one) and each has
/// pictures under way and waiting for a slot: every picture is sent, followed and saved with the key of
/// the account that pressed for it — each account's library at the service holds exactly its own, and
/// each was charged the same per picture — and none is failed as lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn switching_accounts_mid_round_keeps_every_job_on_its_own_key() {
    let sb = sandbox(1.0).await;
    let (a, _) = sb.create_account(Tier::Pro, 100);
    let (b, _) = sb.create_account(Tier::Pro, 100);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/", "method": "GET", "delayMs": 150, "count": 100000}),
    )
    .await;
    let mut of_a = Vec::new();
    let mut of_b = Vec::new();
    for round in 0..4 {
        for (key, mine, who) in [(&a, &mut of_a, "A"), (&b, &mut of_b, "B")] {
            core.connect_service(sb.base_url(), key.clone(), true)
                .await
                .unwrap();
            for i in 0..2 {
                let prompt = format!("{who}'s picture {round}.{i}");
                let job = core.spend(&intent(), picture_of(&prompt)).await.unwrap();
                mine.push(job[0].id.clone());
            }
        }
    }
    for (key, mine) in [(&a, &of_a), (&b, &of_b)] {
        core.connect_service(sb.base_url(), key.clone(), true)
            .await
            .unwrap();
        for id in mine {
            let done = wait_job(&core, id, Duration::from_secs(120)).await;
            assert_eq!(done.status, JobState::Completed, "{done:?}");
            assert_eq!(done.media.len(), 1, "{done:?}");
        }
    }
    let (credits_a, pictures_a) = at_service(&sb, &a).await;
    let (credits_b, pictures_b) = at_service(&sb, &b).await;
    assert_eq!(
        pictures_a,
        of_a.len(),
        "A's library holds A's pictures only"
    );
    assert_eq!(
        pictures_b,
        of_b.len(),
        "B's library holds B's pictures only"
    );
    assert!(credits_a < 100.0, "A paid for its own");
    assert_eq!(
        100.0 - credits_a,
        100.0 - credits_b,
        "the same pictures, the same charge"
    );
    core.shutdown().await;
    sb.shutdown().await;
}

/// Account B is connected while a press of account A's is on its way (its look at the free slots just
/// before the send answers slowly, and B connects meanwhile): the picture is either made and kept for A, or
/// not sent and not charged — never charged to A and then followed with B's key, which the service
/// answers "no such job" and the app gave up as lost. (It is not sent: the press began with A's key.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_connected_while_a_press_is_sent_never_loses_a_paid_picture() {
    let sb = sandbox(0.5).await;
    let (a, _) = sb.create_account(Tier::Pro, 100);
    let (b, _) = sb.create_account(Tier::Pro, 100);
    let dir = tempfile::tempdir().unwrap();
    let core = std::sync::Arc::new(open(dir.path()).await);
    core.connect_service(sb.base_url(), a.clone(), true)
        .await
        .unwrap();
    let credits_read = || async {
        let log = control_get(sb.base_url(), "/__sandbox/requests").await;
        log["requests"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["path"] == "/api/user/credits")
            .count()
    };
    let before = credits_read().await;
    // The press reads A's balance, then the free slots: that read answers slowly.
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/user/jobs", "method": "GET", "delayMs": 1500, "count": 1}),
    )
    .await;
    let press = tokio::spawn({
        let core = core.clone();
        async move { core.spend(&intent(), picture_of("A's lighthouse")).await }
    });
    // A's balance was read for the press (the log has it once answered): B is connected while the
    // press asks for free slots.
    while credits_read().await == before {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    core.connect_service(sb.base_url(), b, true).await.unwrap();
    let answer = press.await.unwrap();

    // A connected again: whatever A paid for is followed to its picture.
    core.connect_service(sb.base_url(), a.clone(), true)
        .await
        .unwrap();
    match answer {
        Ok(jobs) => {
            let done = wait_job(&core, &jobs[0].id, Duration::from_secs(60)).await;
            assert_eq!(done.status, JobState::Completed, "paid, so kept: {done:?}");
            assert_eq!(at_service(&sb, &a).await.1, 1);
        }
        Err(e) => {
            let (credits_a, pictures_a) = at_service(&sb, &a).await;
            assert!(e.message().contains("nothing was charged"), "{e:?}");
            assert_eq!((credits_a, pictures_a), (100.0, 0), "not sent, not charged");
            let jobs = core.jobs_list().unwrap();
            assert!(jobs.iter().all(|j| j.remote_id.is_none()), "{jobs:?}");
        }
    }
    core.shutdown().await;
    sb.shutdown().await;
}
