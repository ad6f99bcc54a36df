//! The service takes a request and charges for it, then its answer is lost (a gateway's 502 page, a
//! dropped connection, an answer that can't be read): the sandbox runs the real handler, then fails
//! (`afterHandler`). Every kind: one charge, the job marked as one that may have been charged, found
//! again where the spec gives a way to look it up (image jobs list, video listing, picture listing),
//! said plainly where it gives none; and a second press of the same request is never a second charge
//! without the person's yes.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::types::slideshows::GenerateSlideshowRequest;
use studio_core::media_api::types::tools::ImageUrlRequest;
use studio_core::media_api::types::videos::{StandardVideoRequest, VideoAspectRatio};
use studio_core::media_api::{ImageProvider, VideoProvider};
use studio_core::{ErrorCode, JobState, SpendRequest, ToolRequest};

const GATEWAY_PAGE: &str = "<html><body><h1>502 Bad Gateway</h1></body></html>";

async fn lose_answer(sb: &media_sandbox::SandboxHandle, path: &str, how: serde_json::Value) {
    let mut f =
        serde_json::json!({"path": path, "method": "POST", "afterHandler": true, "count": 1});
    f.as_object_mut()
        .unwrap()
        .extend(how.as_object().unwrap().clone());
    fault(sb.base_url(), f).await;
}

/// The jobs list is down for its next 20 reads (the free-slot check before a send, the look-up made at once
/// after it, the tracker's first rounds): a job whose answer was lost stays "may have been charged" until
/// the list answers again and it is found.
async fn jobs_list_down(sb: &media_sandbox::SandboxHandle) {
    let f = serde_json::json!({"path": "/api/user/jobs", "status": 400, "count": 20});
    fault(sb.base_url(), f).await;
}

async fn balance(core: &studio_core::Core) -> f64 {
    core.credits_get(false).await.unwrap().credits
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_image_charged_then_answered_with_a_502_is_found_and_never_sent_twice() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 50).await;
    lose_answer(
        &sb,
        "/api/generate/grok-image",
        serde_json::json!({"status": 502, "body": GATEWAY_PAGE}),
    )
    .await;
    let request = SpendRequest::Image {
        provider: ImageProvider::GrokImage,
        request: request("a lighthouse at dusk", 1),
        reference: None,
    };
    jobs_list_down(&sb).await;
    let job = core.spend_one(&intent(), request.clone()).await.unwrap();
    assert!(job.may_have_started && job.remote_id.is_none(), "{job:?}");
    assert!(job
        .progress
        .as_deref()
        .unwrap()
        .contains("may have been charged"));
    assert_eq!(balance(&core).await, 49.0, "charged once, by the service");

    // The second click of a double click (another press, the same request): not sent.
    let err = core
        .spend_one(&intent(), request.clone())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::MayHaveBeenCharged, "{err:?}");
    assert!(
        err.message().contains("may already have been charged"),
        "{}",
        err.message()
    );
    assert_eq!(spend_posts(&sb).await, 1);

    // Found in the jobs list and followed to its picture.
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 1);
    assert!(done.remote_id.is_some());
    assert_eq!(spend_posts(&sb).await, 1);
    assert_eq!(balance(&core).await, 49.0);

    // The person says yes: sent again, on purpose.
    let again = core
        .spend_one(&format!("again:{}", intent()), request)
        .await
        .unwrap();
    assert!(!again.may_have_started);
    assert_eq!(spend_posts(&sb).await, 2);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_that_cant_be_read_or_a_dropped_connection_is_an_unknown_outcome_too() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 50).await;
    // A 200 whose body is a page, not the answer.
    lose_answer(
        &sb,
        "/api/generate/grok-image",
        serde_json::json!({"status": 200, "body": GATEWAY_PAGE}),
    )
    .await;
    // (Found at once by the look-up made right after: followed, no longer in doubt.)
    let a = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a kite", 1),
            None,
        )
        .await
        .unwrap();
    assert!(a.may_have_started || a.remote_id.is_some(), "{a:?}");
    // The connection dropped after the service took it.
    lose_answer(
        &sb,
        "/api/generate/grok-image",
        serde_json::json!({"resetConnection": true}),
    )
    .await;
    let b = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a boat", 1),
            None,
        )
        .await
        .unwrap();
    assert!(b.may_have_started || b.remote_id.is_some(), "{b:?}");
    for j in [a, b] {
        let done = wait_job(&core, &j.id, Duration::from_secs(30)).await;
        assert_eq!(done.status, JobState::Completed, "{done:?}");
    }
    assert_eq!(spend_posts(&sb).await, 2);
    assert_eq!(balance(&core).await, 48.0);

    // A refusal the service gave before doing anything is a plain failure: nothing to look up.
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/generate/grok-image", "method": "POST", "status": 409, "count": 1}),
    )
    .await;
    let err = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a cat", 1),
            None,
        )
        .await
        .unwrap_err();
    assert_ne!(err.code, ErrorCode::MayHaveBeenCharged);
    let refused = core.jobs_list().unwrap().remove(0);
    assert!(!refused.may_have_started && refused.status == JobState::Failed);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_video_and_a_cut_out_are_found_in_the_listings() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 100).await;
    let pic = picture(&core, "a harbour").await;
    let url = pic.media[0].remote_url.clone().unwrap();

    lose_answer(
        &sb,
        "/api/generate/video",
        serde_json::json!({"status": 504, "body": "upstream timed out"}),
    )
    .await;
    let mut v = StandardVideoRequest::new("waves", VideoAspectRatio::Vertical);
    v.uploaded_image_url = Some(url.clone());
    v.provider = Some(VideoProvider::GrokVideo);
    v.duration = Some(3);
    let before = balance(&core).await;
    let video = core
        .spend_one(&intent(), SpendRequest::Video { request: v })
        .await
        .unwrap();
    assert!(video.may_have_started && video.remote_id.is_none());
    let done = wait_job(&core, &video.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 1);
    assert_eq!(balance(&core).await, before - 3.0, "one charge");

    lose_answer(
        &sb,
        "/api/photo-editor/remove-background",
        serde_json::json!({"status": 502}),
    )
    .await;
    let cut = core
        .spend_one(
            &intent(),
            SpendRequest::Tool {
                request: ToolRequest::RemoveBackground(ImageUrlRequest { image_url: url }),
            },
        )
        .await
        .unwrap();
    assert!(cut.may_have_started);
    let done = wait_job(&core, &cut.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 1);
    assert_eq!(
        balance(&core).await,
        before - 5.0,
        "the cut-out's 2 credits, once"
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kinds_the_spec_lists_nowhere_are_said_to_be_unknown_and_not_sent_again() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 100).await;
    let cases = vec![
        (
            "/api/generate/music",
            SpendRequest::Music {
                request: GenerateMusicRequest {
                    prompt: "calm piano".into(),
                    duration: 15_000,
                    preset: None,
                },
            },
        ),
        (
            "/api/slideshows/generate",
            SpendRequest::Slideshow {
                request: GenerateSlideshowRequest {
                    topic: "three breakfasts".into(),
                    slide_count: Some(3),
                    ..Default::default()
                },
            },
        ),
    ];
    let mut posts = 0;
    for (path, request) in cases {
        lose_answer(&sb, path, serde_json::json!({"status": 500})).await;
        let before = balance(&core).await;
        let err = core
            .spend_one(&intent(), request.clone())
            .await
            .unwrap_err();
        posts += 1;
        assert_eq!(err.code, ErrorCode::MayHaveBeenCharged, "{path}: {err:?}");
        assert!(
            err.message().contains("may have been charged")
                && err.message().contains("no way to look it up"),
            "{}",
            err.message()
        );
        assert!(balance(&core).await < before, "{path}: the service charged");
        let job = core.jobs_list().unwrap().remove(0);
        assert!(
            job.may_have_started && job.status == JobState::Failed,
            "{job:?}"
        );
        // Pressed again (another press): asked first, not sent.
        let again = core.spend_one(&intent(), request).await.unwrap_err();
        assert_eq!(again.code, ErrorCode::MayHaveBeenCharged);
        assert_eq!(spend_posts(&sb).await, posts, "{path}");
    }
    core.shutdown().await;
}

/// A compare whose first provider took the request and charged, then lost its answer: the second is
/// still sent (each provider once), the first is followed as one that may have been charged, and neither
/// the same press again nor a new press of the same compare sends anything without the person's yes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_compare_half_answered_sends_each_provider_once_and_holds_a_new_press() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 50).await;
    lose_answer(
        &sb,
        "/api/generate/grok-image",
        serde_json::json!({"status": 502, "body": GATEWAY_PAGE}),
    )
    .await;
    jobs_list_down(&sb).await;
    let compare = SpendRequest::Compare {
        providers: vec![ImageProvider::GrokImage, ImageProvider::GeminiNano],
        request: request("two lighthouses", 1),
        reference: None,
    };
    let press = intent();
    let jobs = core.spend(&press, compare.clone()).await.unwrap();
    assert_eq!(jobs.len(), 2, "{jobs:?}");
    assert!(
        jobs[0].may_have_started && jobs[0].remote_id.is_none(),
        "{:?}",
        jobs[0]
    );
    assert!(
        !jobs[1].may_have_started && jobs[1].remote_id.is_some(),
        "{:?}",
        jobs[1]
    );
    assert_eq!(spend_posts(&sb).await, 2, "each provider POSTed once");
    let charged = 50.0 - balance(&core).await;
    assert!(charged > 0.0, "both were charged by the service: {charged}");

    // The same press again (a double click's second event): the same jobs, nothing sent.
    let same = core.spend(&press, compare.clone()).await.unwrap();
    let ids = |js: &[studio_core::TrackedJob]| js.iter().map(|j| j.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&same), ids(&jobs));
    // A new press of the same compare while one member may have been charged: held, nothing sent.
    let err = core.spend(&intent(), compare).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::MayHaveBeenCharged, "{err:?}");
    assert_eq!(spend_posts(&sb).await, 2);

    // Both end with their pictures: the lost one is found in the jobs list.
    for j in &jobs {
        let done = wait_job(&core, &j.id, Duration::from_secs(30)).await;
        assert_eq!(done.status, JobState::Completed, "{done:?}");
    }
    assert_eq!(spend_posts(&sb).await, 2);
    assert_eq!(
        50.0 - balance(&core).await,
        charged,
        "nothing charged after"
    );
    core.shutdown().await;
}

/// A compare whose two members both lost their answers while the jobs list was down: the list then shows
/// two jobs of the prompt and names no maker, so neither can be told apart; each says it was most likely
/// made and charged and where to find it, never that it did not start, and nothing is sent again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_lost_members_the_list_cant_tell_apart_say_they_were_most_likely_charged() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 50).await;
    for path in ["/api/generate/grok-image", "/api/generate/gemini-nano"] {
        lose_answer(
            &sb,
            path,
            serde_json::json!({"status": 502, "body": GATEWAY_PAGE}),
        )
        .await;
    }
    jobs_list_down(&sb).await;
    let compare = SpendRequest::Compare {
        providers: vec![ImageProvider::GrokImage, ImageProvider::GeminiNano],
        request: request("two lighthouses", 1),
        reference: None,
    };
    let jobs = core.spend(&intent(), compare).await.unwrap();
    assert!(jobs.iter().all(|j| j.may_have_started), "{jobs:?}");
    for j in &jobs {
        let done = wait_job(&core, &j.id, Duration::from_secs(30)).await;
        assert_eq!(done.status, JobState::Failed, "{done:?}");
        let why = done.error.unwrap();
        assert!(
            why.contains("most likely made and charged") && why.contains("Sync the Gallery"),
            "{why}"
        );
        assert!(!why.contains("did not start"), "{why}");
    }
    assert_eq!(spend_posts(&sb).await, 2, "each sent once");
    core.shutdown().await;
}

/// While an edit's answer is lost, the same words asked of another picture are another request: sent at
/// once; asked of the same picture again, held.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_held_edit_holds_the_same_picture_only() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 100).await;
    let a = picture(&core, "a woman in a blue jacket").await.media[0]
        .id
        .clone();
    let b = picture(&core, "a man in a blue jacket").await.media[0]
        .id
        .clone();
    let edit = |id: &str| SpendRequest::Image {
        provider: ImageProvider::Gemini,
        request: request("make the jacket red", 1),
        reference: Some(studio_core::ImageReference::picture(id)),
    };
    lose_answer(
        &sb,
        "/api/generate/gemini",
        serde_json::json!({"status": 502, "body": GATEWAY_PAGE}),
    )
    .await;
    jobs_list_down(&sb).await;
    let lost = core.spend_one(&intent(), edit(&a)).await.unwrap();
    assert!(lost.may_have_started, "{lost:?}");

    let other = core.spend_one(&intent(), edit(&b)).await;
    assert!(
        other.is_ok(),
        "another picture is another request: {other:?}"
    );
    let same = core.spend_one(&intent(), edit(&a)).await.unwrap_err();
    assert_eq!(same.code, ErrorCode::MayHaveBeenCharged, "{same:?}");
    core.shutdown().await;
}

/// A video whose answer was lost twenty minutes ago and is still being looked for (a video's look-up
/// lasts longer than the ten minutes a lost answer holds the same request): a new press of the same
/// request is held for as long as the look-up lasts, nothing sent; another request goes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_video_is_held_while_its_lost_answer_is_looked_for() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 100).await;
    let pic = picture(&core, "a harbour").await;
    let mut v = StandardVideoRequest::new("waves", VideoAspectRatio::Vertical);
    v.uploaded_image_url = pic.media[0].remote_url.clone();
    v.provider = Some(VideoProvider::GrokVideo);
    v.duration = Some(3);
    // What a send whose answer was lost leaves, twenty minutes on: flagged, no service id, under way.
    let db = studio_core::Store::open(&core.paths().library_db()).unwrap();
    let twenty_ago = (chrono::Utc::now() - chrono::Duration::minutes(20))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let mut lost = job_row(
        "lost-video",
        studio_core::JobKind::Video,
        "grok-video",
        serde_json::to_value(&v).unwrap(),
        JobState::Processing,
    );
    lost.created_at = twenty_ago.clone();
    lost.updated_at = twenty_ago;
    lost.result = Some(serde_json::json!({"mayHaveStarted": true, "videoBaseline": []}));
    db.insert_job(&lost).unwrap();
    let posts = spend_posts(&sb).await;

    let err = core
        .spend_one(&intent(), SpendRequest::Video { request: v.clone() })
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::MayHaveBeenCharged, "{err:?}");
    assert!(
        err.message().contains("still being looked for"),
        "{}",
        err.message()
    );
    assert_eq!(spend_posts(&sb).await, posts, "nothing sent");
    // The person's yes sends it; another request is not held.
    let mut other = v.clone();
    other.prompt = "a storm".into();
    core.spend_one(&intent(), SpendRequest::Video { request: other })
        .await
        .expect("another request goes");
    core.shutdown().await;
}

/// POSTs the sandbox took at `path`.
async fn posts_to(sb: &media_sandbox::SandboxHandle, path: &str) -> usize {
    let log = control_get(sb.base_url(), "/__sandbox/requests").await;
    log["requests"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["method"] == "POST" && r["path"] == path)
        .count()
}

/// Every other kind of spending, its answer lost after the service took it (a 502 after the handler
/// ran): one POST, the job marked as one that may have been charged (followed where a listing can find
/// it, said to be unknown where none can), a second press held without the person's yes, and no second
/// charge while it settles.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_other_kind_charged_then_failed_is_sent_once_and_held() {
    use studio_core::media_api::types::tools::{
        MuteVideoRequest, OverlayTextRequest, StitchVideosRequest, TrimVideoRequest,
    };
    use studio_core::media_api::types::videos::{AvatarVideoRequest, VideoEditRequest};
    use studio_core::media_api::{ImageId, VideoId};
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Studio, 500).await;
    let pic = picture(&core, "a harbour").await;
    let (image_id, image_url) = (
        pic.media[0].remote_id.clone().unwrap(),
        pic.media[0].remote_url.clone().unwrap(),
    );
    let mut motion = StandardVideoRequest::new("waves", VideoAspectRatio::Vertical);
    motion.image_id = Some(ImageId::new(&image_id));
    motion.provider = Some(VideoProvider::GrokVideo);
    motion.duration = Some(3);
    let clip = core
        .spend_one(
            &intent(),
            SpendRequest::Video {
                request: motion.clone(),
            },
        )
        .await
        .unwrap();
    let clip = wait_job(&core, &clip.id, Duration::from_secs(60)).await;
    let track = core
        .spend_one(
            &intent(),
            SpendRequest::Music {
                request: GenerateMusicRequest {
                    prompt: "calm piano".into(),
                    duration: 15_000,
                    preset: None,
                },
            },
        )
        .await
        .unwrap();
    let track = wait_job(&core, &track.id, Duration::from_secs(60)).await;
    let (video, video_url) = (
        clip.media[0].clone(),
        clip.media[0].remote_url.clone().unwrap(),
    );
    let mut avatar = AvatarVideoRequest::new(
        "talking in a kitchen",
        VideoAspectRatio::Vertical,
        VideoProvider::KlingAvatar,
    );
    avatar.image_id = Some(ImageId::new(&image_id));
    avatar.voice_audio_url = Some("https://example.com/voice.mp3".into());
    let cases: Vec<(&str, SpendRequest)> = vec![
        (
            "/api/generate/video",
            SpendRequest::Avatar {
                request: avatar,
                recording_seconds: Some(12.0),
            },
        ),
        (
            "/api/generate/video-edit",
            SpendRequest::VideoEdit {
                request: VideoEditRequest {
                    video_id: video.remote_id.clone().map(VideoId::new),
                    prompt: "make it pop".into(),
                    ..Default::default()
                },
            },
        ),
        (
            "/api/generate/video",
            SpendRequest::VideoCompare {
                providers: vec![VideoProvider::Seedance, VideoProvider::GrokVideo],
                request: StandardVideoRequest {
                    duration: Some(5),
                    ..motion.clone()
                },
            },
        ),
        (
            "/api/generate/grok-image",
            SpendRequest::Batch {
                provider: ImageProvider::GrokImage,
                requests: vec![
                    request("a lighthouse", 1),
                    request("a second lighthouse", 1),
                ],
                reference: None,
            },
        ),
        (
            "/api/agent/overlay-text",
            SpendRequest::Tool {
                request: ToolRequest::OverlayText(OverlayTextRequest {
                    text: "Hello".into(),
                    image_url: None,
                    video_url: Some(video_url.clone()),
                    position: None,
                }),
            },
        ),
        (
            "/api/agent/trim-video",
            SpendRequest::Tool {
                request: ToolRequest::TrimVideo(TrimVideoRequest {
                    video_url: video_url.clone(),
                    start_time: 0.5,
                    end_time: 2.0,
                }),
            },
        ),
        (
            "/api/agent/stitch-videos",
            SpendRequest::Tool {
                request: ToolRequest::StitchVideos(StitchVideosRequest {
                    video_urls: vec![video_url.clone(), video_url.clone()],
                }),
            },
        ),
        (
            "/api/agent/mute-video",
            SpendRequest::Tool {
                request: ToolRequest::MuteVideo(MuteVideoRequest {
                    video_url: video_url.clone(),
                }),
            },
        ),
        (
            "/api/agent/write-shot-prompt",
            SpendRequest::Tool {
                request: ToolRequest::WriteShotPrompt(ImageUrlRequest {
                    image_url: image_url.clone(),
                }),
            },
        ),
        (
            "/api/videos/add-music",
            SpendRequest::Mix {
                video_media_id: video.id.clone(),
                music_media_id: track.media[0].id.clone(),
            },
        ),
    ];
    for (path, request) in cases {
        let name = format!("{path} {request:?}")
            .chars()
            .take(60)
            .collect::<String>();
        let posts = posts_to(&sb, path).await;
        lose_answer(
            &sb,
            path,
            serde_json::json!({"status": 502, "body": GATEWAY_PAGE}),
        )
        .await;
        if matches!(request, SpendRequest::Batch { .. }) {
            // Else the jobs list finds the lost picture job at once, and nothing is left unknown.
            jobs_list_down(&sb).await;
        }
        let flagged: Vec<String> = match core.spend(&intent(), request.clone()).await {
            Ok(jobs) => {
                let lost: Vec<String> = jobs
                    .iter()
                    .filter(|j| j.may_have_started)
                    .map(|j| j.id.clone())
                    .collect();
                assert_eq!(
                    lost.len(),
                    1,
                    "{name}: one job may have been charged: {jobs:?}"
                );
                lost
            }
            Err(e) => {
                assert_eq!(e.code, ErrorCode::MayHaveBeenCharged, "{name}: {e:?}");
                assert!(
                    e.message().contains("may have been charged"),
                    "{name}: {e:?}"
                );
                vec![]
            }
        };
        let after_first = balance(&core).await;
        // Pressed again (another press of the same request): asked first, not sent.
        let again = core.spend(&intent(), request.clone()).await;
        let held = match &again {
            Err(e) => e.code == ErrorCode::MayHaveBeenCharged,
            Ok(jobs) => jobs
                .iter()
                .all(|j| j.status == JobState::Failed && j.remote_id.is_none()),
        };
        assert!(held, "{name}: a second press is held: {again:?}");
        for id in &flagged {
            let done = wait_job(&core, id, Duration::from_secs(60)).await;
            assert!(
                done.status == JobState::Completed || done.may_have_started,
                "{name}: found, or said to be unknown: {done:?}"
            );
        }
        // Whatever else the press sent (a compare's or a batch's other members) has settled.
        for j in core.jobs_list().unwrap() {
            wait_job(&core, &j.id, Duration::from_secs(60)).await;
        }
        assert_eq!(
            posts_to(&sb, path).await,
            posts + 1 + others(path, &request),
            "{name}: no second send"
        );
        assert!(balance(&core).await <= after_first, "{name}");
    }
    core.shutdown().await;
}

/// POSTs a press sends besides the lost one: a compare's and a batch's other members.
fn others(_path: &str, request: &SpendRequest) -> usize {
    match request {
        SpendRequest::VideoCompare { providers, .. } => providers.len() - 1,
        SpendRequest::Batch { requests, .. } => requests.len() - 1,
        _ => 0,
    }
}
