//! The spend pipeline against a spawned media-sandbox over real HTTP: one intent is one job and one
//! charge (a double press, a press while the first is sending, a repeat after a restart), and an
//! estimate tells an incomplete form apart from a short balance.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::ImageProvider;
use studio_core::{Core, ErrorCode, JobKind, JobState, SpendRequest};

async fn connected(
    credits: i64,
    dir: &std::path::Path,
) -> (media_sandbox::SandboxHandle, Core, String) {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, credits);
    let core = open(dir).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .expect("connect");
    (sb, core, key)
}

async fn balance(core: &Core) -> f64 {
    core.credits_get(false).await.unwrap().credits
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_double_press_is_one_job_and_one_charge() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core, _) = connected(100, dir.path()).await;
    let press = intent();
    let r = request("a red fox", 2);
    let p = ImageProvider::GptImage2;
    // Two presses of one intent at the same moment (the second while the first is being sent).
    let (a, b) = tokio::join!(
        core.generate_images(&press, &p, &r, None),
        core.generate_images(&press, &p, &r, None)
    );
    let (a, b) = (a.expect("first"), b.expect("second"));
    assert_eq!(a.id, b.id, "the same job answers both presses");
    // And once more after it was accepted (a double click's second click arrives later than that).
    let c = core.generate_images(&press, &p, &r, None).await.unwrap();
    assert_eq!(c.id, a.id);
    assert_eq!(spend_posts(&sb).await, 1, "one POST for one intent");
    assert_eq!(
        balance(&core).await,
        96.0,
        "charged once: 2 images x 2 credits"
    );
    assert_eq!(core.jobs_list().unwrap().len(), 1);

    // A deliberate second press is a new intent: a new job (of several pictures, it is sent once the
    // first is made, never beside it).
    let d = core.generate_images(&intent(), &p, &r, None).await.unwrap();
    assert_ne!(d.id, a.id);
    let d = wait_job(&core, &d.id, Duration::from_secs(30)).await;
    assert_eq!(d.status, JobState::Completed);
    assert_eq!(spend_posts(&sb).await, 2);
    assert_eq!(balance(&core).await, 92.0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_answers_a_repeated_intent_without_sending() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core, _) = connected(100, dir.path()).await;
    let music = SpendRequest::Music {
        request: GenerateMusicRequest {
            prompt: "calm piano".into(),
            duration: 15_000,
            ..Default::default()
        },
    };
    let press = intent();
    let (a, b) = tokio::join!(
        core.spend_one(&press, music.clone()),
        core.spend_one(&press, music)
    );
    assert_eq!(a.unwrap().id, b.unwrap().id);
    assert_eq!(spend_posts(&sb).await, 1);
    assert_eq!(balance(&core).await, 98.0, "a 15 s track costs 2, once");

    // A compare group: one intent, one group, one POST per provider.
    let providers = [ImageProvider::GrokImage, ImageProvider::GeminiNano];
    let press = intent();
    let kite = request("a kite", 1);
    let (g1, g2) = tokio::join!(
        core.compare(&press, &providers, &kite, None),
        core.compare(&press, &providers, &kite, None)
    );
    let (g1, g2) = (g1.unwrap(), g2.unwrap());
    assert_eq!(g1.group_id, g2.group_id);
    assert_eq!(g1.jobs.len(), 2);
    assert_eq!(spend_posts(&sb).await, 3);
    assert_eq!(balance(&core).await, 96.0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeat_after_a_restart_finds_the_job_and_sends_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core, key) = connected(100, dir.path()).await;
    let press = intent();
    let job = core
        .generate_images(
            &press,
            &ImageProvider::GrokImage,
            &request("a lighthouse", 1),
            None,
        )
        .await
        .unwrap();
    wait_job(&core, &job.id, Duration::from_secs(30)).await;
    core.shutdown().await;
    drop(core);

    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let again = core
        .generate_images(
            &press,
            &ImageProvider::GrokImage,
            &request("a lighthouse", 1),
            None,
        )
        .await
        .unwrap();
    assert_eq!(again.id, job.id);
    assert_eq!(again.status, JobState::Completed);
    assert_eq!(spend_posts(&sb).await, 1);
    assert_eq!(balance(&core).await, 99.0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_estimate_tells_an_incomplete_form_from_a_short_balance() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core, _) = connected(3, dir.path()).await;
    // Nothing typed yet, the balance covers the price: a field problem, not "not enough credits".
    let empty = core
        .estimate_images(&ImageProvider::GrokImage, &request("", 1), None)
        .await
        .unwrap();
    assert!(!empty.errors.is_empty(), "{empty:?}");
    assert!(!empty.short && !empty.ready, "{empty:?}");
    assert_eq!((empty.balance, empty.balance_after), (Some(3.0), Some(2.0)));
    // A complete form the balance can't pay: short, with no field problem.
    let pricey = core
        .estimate_images(&ImageProvider::FalFlux2Max, &request("a fox", 1), None)
        .await
        .unwrap();
    assert!(
        pricey.errors.is_empty() && pricey.short && !pricey.ready,
        "{pricey:?}"
    );
    // Both refused before anything is sent, with the field named or the credits said.
    let err = core
        .generate_images(&intent(), &ImageProvider::GrokImage, &request("", 1), None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Validation);
    let err = core
        .generate_images(
            &intent(),
            &ImageProvider::FalFlux2Max,
            &request("a fox", 1),
            None,
        )
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::InsufficientCredits);
    assert_eq!(spend_posts(&sb).await, 0);
    // An empty intent is refused before anything else.
    let err = core
        .generate_images(" ", &ImageProvider::GrokImage, &request("a fox", 1), None)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("intent"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_job_limit_jobs_wait_in_line_and_are_sent_once_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    // Jobs take 60 virtual seconds: the four a Pro account runs at once stay active.
    let sb = sandbox(60.0).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 100);
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let grok = ImageProvider::GrokImage;
    for i in 0..4 {
        let j = core
            .generate_images(&intent(), &grok, &request(&format!("busy {i}"), 1), None)
            .await
            .unwrap();
        assert_eq!(j.status, JobState::Pending);
    }
    let fifth = core
        .generate_images(&intent(), &grok, &request("fifth", 1), None)
        .await
        .unwrap();
    let sixth = core
        .generate_images(&intent(), &grok, &request("sixth", 1), None)
        .await
        .unwrap();
    assert_eq!(
        (fifth.status, fifth.queue_position),
        (JobState::Waiting, Some(1))
    );
    assert_eq!(
        (sixth.status, sixth.queue_position),
        (JobState::Waiting, Some(2))
    );
    assert_eq!(
        spend_posts(&sb).await,
        4,
        "nothing sent for the waiting jobs"
    );
    assert_eq!(balance(&core).await, 96.0, "nor charged");

    // Cancelling a waiting job: nothing charged; a sent job can't be cancelled.
    let cancelled = core.jobs_cancel(&sixth.id).unwrap();
    assert_eq!(cancelled.status, JobState::Failed);
    assert!(cancelled.error.unwrap().contains("nothing was charged"));
    let err = core
        .jobs_cancel(&core.jobs_list().unwrap().last().unwrap().id)
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("id"));

    // Closed while the fifth waits; the first jobs finish meanwhile; the fifth goes out after the restart.
    core.shutdown().await;
    drop(core);
    sb.advance_clock(61.0);
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    // (It may go out at once: the tracker's first round after the restart finds a free slot.)
    let start = std::time::Instant::now();
    loop {
        let j = core.job_get(&fifth.id).unwrap().unwrap();
        if j.remote_id.is_some() {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the waiting job was sent: {j:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(800)).await; // a few more tracker rounds
    assert_eq!(spend_posts(&sb).await, 5, "sent exactly once");
    assert_eq!(balance(&core).await, 95.0);
    let sixth = core.job_get(&sixth.id).unwrap().unwrap();
    assert_eq!(
        sixth.status,
        JobState::Failed,
        "a cancelled job stays unsent"
    );
}

/// A Pro account on a sandbox whose jobs take 60 virtual seconds, with the four jobs it runs at once
/// being made: the next press waits in line.
async fn slots_taken(dir: &std::path::Path) -> (media_sandbox::SandboxHandle, Core) {
    let sb = sandbox(60.0).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 100);
    let core = open(dir).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    for i in 0..4 {
        let r = request(&format!("busy {i}"), 1);
        let j = core
            .generate_images(&intent(), &ImageProvider::GrokImage, &r, None)
            .await
            .unwrap();
        assert_eq!(j.status, JobState::Pending);
    }
    (sb, core)
}

/// A blip when a waiting job's turn comes (the balance can't be read just then) keeps every waiting job
/// in line, saying so; each is sent once the service answers again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blip_on_the_balance_keeps_waiting_jobs_in_line() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core) = slots_taken(dir.path()).await;
    let grok = ImageProvider::GrokImage;
    let mut waiting = vec![];
    for p in ["fifth", "sixth"] {
        let j = core
            .generate_images(&intent(), &grok, &request(p, 1), None)
            .await
            .unwrap();
        assert_eq!(j.status, JobState::Waiting);
        waiting.push(j.id);
    }
    // The balance can't be read (a server error, every try) when the first four finish.
    let base = sb.base_url().to_string();
    let credits = serde_json::json!({"path": "/api/user/credits", "method": "GET", "status": 502, "count": 1000});
    fault(&base, credits).await;
    sb.advance_clock(61.0);
    let start = std::time::Instant::now();
    for id in &waiting {
        loop {
            let j = core.job_get(id).unwrap().unwrap();
            assert_eq!(j.status, JobState::Waiting, "kept in line: {j:?}");
            if j.progress
                .as_deref()
                .is_some_and(|p| p.contains("Waiting for the service"))
            {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "its turn came: {j:?}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    assert_eq!(spend_posts(&sb).await, 4, "nothing sent meanwhile");
    // The service answers again: each goes, once.
    let cleared = media_api::tls::client()
        .delete(format!("{base}/__sandbox/faults"))
        .send()
        .await
        .unwrap();
    assert!(cleared.status().is_success());
    for id in &waiting {
        wait_state(
            &core,
            id,
            &[JobState::Pending, JobState::Processing],
            Duration::from_secs(30),
        )
        .await;
    }
    sb.advance_clock(61.0);
    for id in &waiting {
        let j = wait_job(&core, id, Duration::from_secs(30)).await;
        assert_eq!(j.status, JobState::Completed, "{j:?}");
    }
    assert_eq!(spend_posts(&sb).await, 6);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_is_announced_once_saved_and_once_answered_with_its_charge() {
    let dir = tempfile::tempdir().unwrap();
    let (_sb, core, _) = connected(100, dir.path()).await;
    let mut events = core.subscribe();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red fox", 2),
            None,
        )
        .await
        .unwrap();
    // What the window heard of this job until the press returned (the tracker may add more later: the
    // two first events are the press's own).
    let mut heard = Vec::new();
    while let Ok(e) = events.try_recv() {
        if let studio_core::CoreEvent::JobUpdated(j) = e {
            if j.id == job.id {
                heard.push(j);
            }
        }
    }
    assert!(heard.len() >= 2, "{heard:?}");
    assert_eq!(heard[0].status, JobState::Submitting);
    assert_ne!(heard[1].status, JobState::Submitting);
    assert_eq!(
        heard[1].balance_drop,
        Some(4),
        "the answer's one event carries what was charged"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_records_what_was_charged_where_it_can_be_known() {
    let dir = tempfile::tempdir().unwrap();
    let (_sb, core, _) = connected(100, dir.path()).await;
    // Sent alone: the balance moved by exactly the price, kept as what it is (a measured drop, not
    // the service's word on the charge).
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red fox", 2),
            None,
        )
        .await
        .unwrap();
    assert_eq!(
        (job.cost_estimate, job.charged, job.balance_drop),
        (Some(4), None, Some(4))
    );
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!((done.charged, done.balance_drop), (None, Some(4)));
    assert!(done
        .media
        .iter()
        .all(|m| m.charged.is_none() && m.balance_drop == Some(4) && m.cost == Some(4)));
    // A slideshow: the service's own creditsCost.
    let show = core
        .spend_one(
            &intent(),
            SpendRequest::Slideshow {
                request: studio_core::media_api::types::slideshows::GenerateSlideshowRequest {
                    topic: "three breakfast ideas".into(),
                    slide_count: Some(7),
                    ..Default::default()
                },
            },
        )
        .await
        .unwrap();
    assert_eq!((show.cost_estimate, show.charged), (Some(6), Some(6)));
    // Sent together, a compare's members overlap no one else's send but each other's are sequential:
    // each is measured alone.
    let g = core
        .compare(
            &intent(),
            &[ImageProvider::GrokImage, ImageProvider::GptImage2],
            &request("a kite", 1),
            None,
        )
        .await
        .unwrap();
    let drops: Vec<Option<u32>> = g.jobs.iter().map(|j| j.balance_drop).collect();
    assert_eq!(drops, vec![Some(1), Some(2)]);

    // The Spending view: by day, kind and maker; a request refused before sending counts for nothing.
    let refused = core
        .generate_images(&intent(), &ImageProvider::GptImage2, &request("", 1), None)
        .await;
    assert!(refused.is_err());
    let s = core.spending_get().unwrap();
    assert_eq!(
        (s.estimated, s.charged, s.not_known, s.estimated_not_known),
        (13, 6, 3, 7),
        "charged: what the service said (the slideshow); the rest estimated: {s:?}"
    );
    let gpt = s
        .rows
        .iter()
        .find(|r| r.provider == "gpt-image-2")
        .expect("a row for gpt-image-2");
    assert_eq!(
        (gpt.kind, gpt.jobs, gpt.estimated, gpt.charged),
        (JobKind::Image, 2, 6, 0)
    );
    assert_eq!(s.rows[0].estimated, 6, "the biggest spend of the day first");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_send_does_not_stop_later_charges_being_measured() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core, _) = connected(100, dir.path()).await;
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/generate/gpt-image-2", "method": "POST", "status": 409, "count": 1}),
    )
    .await;
    let refused = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red fox", 1),
            None,
        )
        .await;
    assert!(refused.is_err(), "the scripted refusal reaches the send");
    // The refused send no longer counts as in flight: the next one is measured alone.
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red fox", 2),
            None,
        )
        .await
        .unwrap();
    assert_eq!((job.cost_estimate, job.balance_drop), (Some(4), Some(4)));
}

/// A cancel racing the send of a waiting job, through the real cancel and the tracker's send: the job is
/// either cancelled and never sent, or sent and the cancel refused, never both and never neither.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancel_racing_the_send_of_a_waiting_job_is_one_or_the_other() {
    let grok = ImageProvider::GrokImage;
    let mut outcomes = vec![];
    for delay_ms in [0u64, 5, 40, 150] {
        let dir = tempfile::tempdir().unwrap();
        let (sb, core) = slots_taken(dir.path()).await;
        let fifth = core
            .generate_images(&intent(), &grok, &request("fifth", 1), None)
            .await
            .unwrap();
        assert_eq!(fifth.status, JobState::Waiting);
        // The four finish (their slots free at the tracker's next round) while the person cancels.
        sb.advance_clock(61.0);
        tokio::time::sleep(Duration::from_millis(delay_ms)).await;
        let cancel = core.jobs_cancel(&fifth.id);
        // Settle: a sixth press goes after the fifth would have (oldest first), and is made.
        let sixth = core
            .generate_images(&intent(), &grok, &request("sixth", 1), None)
            .await
            .unwrap();
        wait_state(
            &core,
            &sixth.id,
            &[JobState::Pending, JobState::Processing],
            Duration::from_secs(30),
        )
        .await;
        let fifth = core.job_get(&fifth.id).unwrap().unwrap();
        let posts = spend_posts(&sb).await;
        match cancel {
            Ok(c) => {
                assert_eq!(c.status, JobState::Failed, "{c:?}");
                assert!(
                    fifth.status == JobState::Failed && fifth.remote_id.is_none(),
                    "cancelled, never sent: {fifth:?}"
                );
                assert_eq!(posts, 5, "the four and the sixth");
                outcomes.push("cancelled");
            }
            Err(e) => {
                assert!(
                    fifth.remote_id.is_some(),
                    "refused because it was sent: {e:?} {fifth:?}"
                );
                assert_eq!(posts, 6, "the fifth sent once");
                outcomes.push("sent");
            }
        }
        core.shutdown().await;
    }
    eprintln!("outcomes by delay: {outcomes:?}");
}

/// A compare whose second member can't be made ready (its face's character is not found when that
/// member fetches it): the whole set is refused in words on the face, before any POST — the first
/// member is not sent half-way — nothing is charged and no job is kept; pressed again, it sends each
/// provider once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_compare_whose_second_member_fails_to_prepare_sends_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core, _) = connected(100, dir.path()).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let compare = SpendRequest::Compare {
        providers: vec![ImageProvider::GrokImage, ImageProvider::GeminiNano],
        request: request("Mia on a pier", 1),
        reference: Some(studio_core::ImageReference {
            character_id: Some(mia.clone()),
            ..Default::default()
        }),
    };
    // The send reads the character once per member to check the set, then once per member to make
    // it ready: the fourth read — the second member's — finds no such character.
    fault(
        sb.base_url(),
        serde_json::json!({"path": format!("/api/characters/{mia}"), "method": "GET",
            "status": 404, "body": {"error": "Character not found"}, "skip": 3, "count": 1}),
    )
    .await;
    let before = balance(&core).await;
    let press = intent();
    let err = core.spend(&press, compare.clone()).await.unwrap_err();
    assert_eq!(err.field.as_deref(), Some("reference"), "{err:?}");
    assert!(err.message().contains("no longer available"), "{err:?}");
    assert_eq!(spend_posts(&sb).await, 0, "not even the first member");
    assert!(core.jobs_list().unwrap().is_empty(), "no job kept");
    assert_eq!(balance(&core).await, before, "nothing charged");

    // Pressed again, the set goes whole: each provider once.
    let jobs = core.spend(&intent(), compare).await.unwrap();
    assert_eq!(jobs.len(), 2, "{jobs:?}");
    assert_eq!(spend_posts(&sb).await, 2, "each provider once");
    for j in &jobs {
        let done = wait_job(&core, &j.id, Duration::from_secs(30)).await;
        assert_eq!(done.status, JobState::Completed, "{done:?}");
    }
    core.shutdown().await;
    sb.shutdown().await;
}

/// The sandbox's POSTs to `/api/generate/{provider}` (sends of image jobs), each with its provider and
/// the credits it charged.
async fn generate_posts(sb: &media_sandbox::SandboxHandle) -> Vec<(String, i64)> {
    let log = control_get(sb.base_url(), "/__sandbox/requests").await;
    log["requests"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["method"] == "POST")
        .filter_map(|r| {
            let provider = r["path"].as_str()?.strip_prefix("/api/generate/")?;
            Some((
                provider.to_string(),
                r["creditsCharged"].as_i64().unwrap_or(0),
            ))
        })
        .collect()
}

/// A compare whose second member's job can't be written to the library (the database refuses it:
/// here a trigger on the jobs table, as a full disk or an I/O error would) sends no member: the first
/// is not sent and charged while the press answers an error, to be sent and charged again by the next
/// press. The same press again sends nothing; a new press sends each provider once, every charged
/// member has its job in the library, and after a restart a repeat of that press finds every member
/// and sends nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_compare_whose_second_job_cant_be_saved_sends_no_member() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core, key) = connected(100, dir.path()).await;
    let providers = [ImageProvider::GrokImage, ImageProvider::GeminiNano];
    let compare = SpendRequest::Compare {
        providers: providers.to_vec(),
        request: request("a kite over the dunes", 1),
        reference: None,
    };
    let before = balance(&core).await;
    // The library refuses a press's second job: any write of it, on its own or with the first.
    let db = rusqlite::Connection::open(dir.path().join("library.sqlite")).unwrap();
    db.execute_batch(
        "CREATE TRIGGER refuse_second_job BEFORE INSERT ON jobs
         WHEN NEW.intent IS NOT NULL AND EXISTS (SELECT 1 FROM jobs WHERE intent = NEW.intent)
         BEGIN SELECT RAISE(ABORT, 'the test refuses a second job of one press'); END;",
    )
    .unwrap();
    let first = intent();
    let err = core.spend(&first, compare.clone()).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Internal, "{err:?}");
    assert_eq!(generate_posts(&sb).await, vec![], "no member sent");
    assert!(core.jobs_list().unwrap().is_empty(), "no job kept");
    assert_eq!(balance(&core).await, before, "nothing charged");

    // The library takes jobs again. The same press (a late second click) sends nothing.
    db.execute_batch("DROP TRIGGER refuse_second_job").unwrap();
    let again = core.spend(&first, compare.clone()).await;
    assert!(again.is_err(), "answered as the first: {again:?}");
    assert_eq!(
        generate_posts(&sb).await,
        vec![],
        "the same press sends nothing"
    );

    // A new press sends each provider once, and each charged member is a job in the library.
    let second = intent();
    let jobs = core.spend(&second, compare.clone()).await.unwrap();
    assert_eq!(jobs.len(), 2, "{jobs:?}");
    for j in &jobs {
        let done = wait_job(&core, &j.id, Duration::from_secs(30)).await;
        assert_eq!(done.status, JobState::Completed, "{done:?}");
    }
    let posts = generate_posts(&sb).await;
    for p in &providers {
        let sent = posts.iter().filter(|(s, _)| s == p.as_str()).count();
        assert_eq!(sent, 1, "{} sent once in all: {posts:?}", p.as_str());
    }
    let charged: i64 = posts.iter().map(|(_, c)| c).sum();
    assert!(charged > 0, "{posts:?}");
    assert_eq!(
        balance(&core).await,
        before - charged as f64,
        "charged for the sent members only"
    );
    let library = core.jobs_list().unwrap();
    for (provider, credits) in posts.iter().filter(|(_, c)| *c > 0) {
        let kept: Vec<_> = library
            .iter()
            .filter(|j| &j.provider == provider && j.remote_id.is_some())
            .collect();
        assert_eq!(kept.len(), 1, "{provider} charged {credits}: {library:?}");
        assert_eq!(kept[0].status, JobState::Completed);
    }

    // After a restart, a repeat of the new press finds both of its jobs in the library.
    core.shutdown().await;
    drop(core);
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let repeat = core.spend(&second, compare).await.unwrap();
    let ids = |js: &[studio_core::TrackedJob]| js.iter().map(|j| j.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&repeat), ids(&jobs));
    assert_eq!(generate_posts(&sb).await, posts, "nothing sent again");
    core.shutdown().await;
    sb.shutdown().await;
}
