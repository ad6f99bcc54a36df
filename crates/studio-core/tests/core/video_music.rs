//! Video, avatar, music and mixing against a spawned media-sandbox over real HTTP (Studio account, so
//! the 10% video discount applies): estimates, field errors before sending, tracked jobs whose files land
//! in the media cache with a poster thumbnail, and a mix that is saved like any other result.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::types::providers::VoiceProvider;
use studio_core::media_api::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoAspectRatio,
};
use studio_core::media_api::{ImageId, ImageProvider, VideoProvider};
use studio_core::{ErrorCode, JobKind, JobState, MediaKind, PerSecond, SpendRequest};

fn seedance(image: &str, seconds: u32) -> StandardVideoRequest {
    let mut r = StandardVideoRequest::new("she turns and smiles", VideoAspectRatio::Vertical);
    r.image_id = Some(ImageId::new(image));
    r.provider = Some(VideoProvider::Seedance);
    r.duration = Some(seconds);
    r
}

/// "waves roll in", vertical, from a photo of this computer stored at the service (its uploaded URL).
async fn from_a_photo(core: &studio_core::Core, dir: &std::path::Path) -> StandardVideoRequest {
    let photo = dir.join("beach.png");
    image::RgbImage::from_fn(64, 64, |x, y| image::Rgb([x as u8 * 4, y as u8 * 4, 90]))
        .save(&photo)
        .unwrap();
    let token = core.reference_prepare(photo).await.unwrap().token;
    let src = core.video_source_upload(&token).await.unwrap();
    let mut req = StandardVideoRequest::new("waves roll in", VideoAspectRatio::Vertical);
    req.uploaded_image_url = Some(src.uploaded_image_url);
    req
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn image_to_video_to_music_to_mix() {
    let (_sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Studio, 200).await;
    let img = picture(&core, "a red fox").await;
    let image_id = img.media[0].remote_id.clone().expect("image id");

    // Out of range: refused by the estimate and by generate, before anything is sent.
    let est = core.estimate_video(&seedance(&image_id, 13)).await.unwrap();
    assert_eq!(est.errors[0].field, "duration", "{est:?}");
    assert!(!est.ready);
    let err = core
        .generate_video(&intent(), &seedance(&image_id, 3))
        .await
        .unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::Validation, Some("duration"))
    );

    // 6 s of seedance: 2/s = 12, Studio -10% rounded up = 11.
    let est = core.estimate_video(&seedance(&image_id, 6)).await.unwrap();
    assert!(est.errors.is_empty(), "{est:?}");
    assert_eq!(
        (est.credits, est.per_second.clone()),
        (
            11,
            Some(PerSecond {
                seconds: 6,
                rate: 2,
                full_price: 12,
                discounted: true
            })
        )
    );
    let before = est.balance.unwrap();
    let job = core
        .generate_video(&intent(), &seedance(&image_id, 6))
        .await
        .expect("video submitted");
    assert_eq!(
        (job.kind, job.status, job.cost_estimate),
        (JobKind::Video, JobState::Pending, Some(11))
    );
    let video = wait_job(&core, &job.id, Duration::from_secs(60)).await;
    assert_eq!(video.status, JobState::Completed, "{video:?}");
    let v = &video.media[0];
    assert_eq!(v.kind, MediaKind::Video);
    assert!(
        v.remote_id.is_some() && v.thumb_url.is_some() && v.width.is_some(),
        "{v:?}"
    );
    ffmpeg_clean(&file_of(&core, v));
    assert_eq!(
        core.credits_get(false).await.unwrap().credits,
        before - 11.0
    );

    // Premium: 4/s for every provider.
    let mut premium = seedance(&image_id, 6);
    premium.is_premium = Some(true);
    assert_eq!(core.estimate_video(&premium).await.unwrap().credits, 22);

    // Music 30 s = 5 credits; 301 s refused.
    let long = GenerateMusicRequest {
        prompt: "lofi".into(),
        duration: 301_000,
        preset: None,
    };
    assert_eq!(
        core.estimate_music(&long).await.unwrap().errors[0].field,
        "duration"
    );
    let music = GenerateMusicRequest {
        prompt: "calm lofi beat".into(),
        duration: 30_000,
        preset: None,
    };
    assert_eq!(core.estimate_music(&music).await.unwrap().credits, 5);
    let mjob = core
        .generate_music(&intent(), &music)
        .await
        .expect("music submitted");
    let track = wait_job(&core, &mjob.id, Duration::from_secs(60)).await;
    assert_eq!(track.status, JobState::Completed, "{track:?}");
    let t = &track.media[0];
    assert_eq!(
        (t.kind, t.remote_id.as_deref()),
        (MediaKind::Audio, mjob.remote_id.as_deref())
    );
    ffmpeg_clean(&file_of(&core, t));

    // Mix: the pickers find the finished video and track; nothing is waiting.
    let pick = |kind, at_service| {
        core.library_pick(&pick_query(kind, "", at_service))
            .unwrap()
    };
    assert_eq!(pick(MediaKind::Video, false).total, 1);
    assert_eq!(pick(MediaKind::Audio, true).items[0].id, t.id);
    assert!(core.mix_choices().unwrap().waiting.is_empty());
    let err = core
        .mix_add_music(&intent(), "nope", &t.id)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("videoId"));
    let mix = core
        .mix_add_music(&intent(), &v.id, &t.id)
        .await
        .expect("mixed");
    assert_eq!(
        (mix.kind, mix.provider.as_str()),
        (JobKind::Mix, "add-music")
    );
    let mixed = wait_job(&core, &mix.id, Duration::from_secs(30)).await;
    assert_eq!(mixed.status, JobState::Completed, "{mixed:?}");
    assert_eq!(mixed.media[0].kind, MediaKind::Video);
    assert!(mixed.media[0].thumb_url.is_some());
    ffmpeg_clean(&file_of(&core, &mixed.media[0]));
    assert_eq!(
        core.library_list(Some(MediaKind::Video), 50, 0)
            .unwrap()
            .len(),
        2
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn avatar_duration_follows_the_dialogue() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 200);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .expect("connect");
    let img = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a presenter", 1),
            None,
        )
        .await
        .unwrap();
    let img = wait_job(&core, &img.id, Duration::from_secs(30)).await;

    let mut req = AvatarVideoRequest::new(
        "talking to camera",
        VideoAspectRatio::Vertical,
        VideoProvider::KlingAvatar,
    );
    req.image_id = img.media[0].remote_id.clone().map(ImageId::new);
    req.dialogue = Some("a".repeat(300));
    req.voice_id = Some("voice-1".into());
    req.voice_provider = Some(VoiceProvider::Elevenlabs);
    // 300 characters = 20 s; kling-avatar 1/s = 20, Studio -10% = 18.
    let est = core.estimate_avatar(&req, None).await.unwrap();
    assert!(est.errors.is_empty(), "{est:?}");
    assert_eq!(
        (est.per_second.as_ref().map(|p| p.seconds), est.credits),
        (Some(20), 18)
    );
    let job = core
        .generate_avatar(&intent(), &req, None)
        .await
        .expect("avatar submitted");
    assert_eq!(job.kind, JobKind::Avatar);
    let done = wait_job(&core, &job.id, Duration::from_secs(60)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    ffmpeg_clean(&file_of(&core, &done.media[0]));

    // Spoken from a recording: the spec gives no length, so no price; the recording's length the person
    // gives (asked for before anything is sent) is what it would cost if charged by it, in words.
    let mut rec = req.clone();
    rec.dialogue = None;
    rec.voice_id = None;
    rec.voice_provider = None;
    rec.voice_audio_url = Some("https://example.com/voice.mp3".into());
    let est = core.estimate_avatar(&rec, None).await.unwrap();
    assert_eq!(est.errors[0].field, "recordingSeconds", "{est:?}");
    assert!(!est.short);
    let est = core.estimate_avatar(&rec, Some(42.5)).await.unwrap();
    assert!(est.errors.is_empty(), "{est:?}");
    // 43 s of kling-avatar at 1/s = 43, Studio -10% = 39.
    assert_eq!(est.basis, studio_core::PriceBasis::NotPublished, "{est:?}");
    assert!(est.per_second.is_none());
    assert!(
        est.price_note
            .as_deref()
            .unwrap()
            .ends_with("39 credits if it charges the recording's 43 seconds"),
        "{est:?}"
    );
    // The same note by its catalogue key and values, for a window in another language.
    let note = est.price_note.as_ref().unwrap();
    assert_eq!(note.key, "price.avatar.recording");
    assert_eq!(
        note.params.get("guess"),
        Some(&media_api::Param::Number(39.0)),
        "{note:?}"
    );
    // Silent (no dialogue, no recording, no speech-to-speech length): no price either.
    let mut silent = rec.clone();
    silent.voice_audio_url = None;
    let est = core.estimate_avatar(&silent, None).await.unwrap();
    assert!(est.errors.is_empty(), "{est:?}");
    assert_eq!(est.basis, studio_core::PriceBasis::NotPublished, "{est:?}");
    let err = core
        .generate_avatar(&intent(), &rec, None)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("recordingSeconds"));

    // A standard provider is refused in the avatar form.
    req.provider = VideoProvider::Seedance;
    assert_eq!(
        core.estimate_avatar(&req, None).await.unwrap().errors[0].field,
        "provider"
    );
    core.shutdown().await;
}

/// On the documented service (the strict sandbox: no video poll) a video is known only by the video
/// library listing: one that finishes arrives, and one the service lists nothing for is reported in
/// words after the stated wait, as what may have been charged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_video_poll_a_video_arrives_and_a_silent_failure_is_said_after_the_wait() {
    let sb = sandbox(30.0).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 200);
    let dir = tempfile::tempdir().unwrap();
    let mut opts = options(dir.path());
    opts.video_listing_deadline = Duration::from_secs(4);
    let core = studio_core::Core::open(opts).await.unwrap();
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let mut req = from_a_photo(&core, dir.path()).await;
    req.provider = Some(VideoProvider::Seedance);
    req.duration = Some(4);

    let ok = core.generate_video(&intent(), &req).await.unwrap();
    sb.advance_clock(31.0);
    let ok = wait_job(&core, &ok.id, Duration::from_secs(30)).await;
    assert_eq!(ok.status, JobState::Completed, "{ok:?}");
    assert_eq!(ok.media.len(), 1);
    assert_eq!(ok.media[0].kind, MediaKind::Video);

    let silent = core.generate_video(&intent(), &req).await.unwrap();
    fail_at_sandbox(&sb, &silent, "Render failed").await;
    let mid = core.job_get(&silent.id).unwrap().unwrap();
    assert!(
        mid.status.is_active(),
        "a failure the service lists nowhere can't be seen at once"
    );
    let done = wait_job(&core, &silent.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Failed, "{done:?}");
    let words = done.error.unwrap();
    assert!(
        words.contains("has not listed this video 4 seconds after it was sent")
            && words.contains("may have been charged"),
        "{words}"
    );
    core.shutdown().await;
}

/// Whatever stands at the undocumented poll path (a 405 with a web server's page, a web page served with
/// a 200) is no poll: the video is found in the library listing all the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poll_path_that_answers_a_page_is_no_poll_and_the_video_still_arrives() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 200).await;
    let pic = picture(&core, "a harbour").await;
    let mut req = StandardVideoRequest::new("waves roll in", VideoAspectRatio::Vertical);
    req.uploaded_image_url = pic.media[0].remote_url.clone();
    req.provider = Some(VideoProvider::GrokVideo);
    req.duration = Some(2);
    for (status, body) in [
        (405, "<html><body>405 Method Not Allowed</body></html>"),
        (200, "<!doctype html><html><body>Welcome</body></html>"),
    ] {
        fault(
            sb.base_url(),
            serde_json::json!({
                "path": "/api/generate/video/", "method": "GET",
                "status": status, "body": body, "count": 1000
            }),
        )
        .await;
        let job = core.generate_video(&intent(), &req).await.unwrap();
        let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
        assert_eq!(done.status, JobState::Completed, "{status}: {done:?}");
        assert_eq!(done.media.len(), 1);
        media_api::tls::client()
            .delete(format!("{}/__sandbox/faults", sb.base_url()))
            .send()
            .await
            .unwrap();
    }
    core.shutdown().await;
}

/// How many videos were asked for (`POST /api/generate/video`).
async fn video_posts(sb: &media_sandbox::SandboxHandle) -> usize {
    let log = control_get(sb.base_url(), "/__sandbox/requests").await;
    log["requests"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter(|r| r["method"] == "POST" && r["path"] == "/api/generate/video")
                .count()
        })
        .unwrap_or(0)
}

/// Video makers side by side on the documented service (strict: no video poll, a finished video is
/// known only by the library listing, which doesn't say whose it is). One press, pressed twice, is
/// priced and sent as one job per maker in one group; the second maker's request goes only once the
/// first video is in, and each job ends with the video its own maker made (the sandbox says which
/// job made which video); the account loses what the estimate said.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn video_makers_side_by_side_go_one_at_a_time_and_each_gets_its_own_video() {
    let sb = sandbox(1.0).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 500);
    let dir = tempfile::tempdir().unwrap();
    let core = studio_core::Core::open(options(dir.path())).await.unwrap();
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let mut req = from_a_photo(&core, dir.path()).await;
    req.duration = Some(5);
    let makers = vec![VideoProvider::Seedance, VideoProvider::GrokVideo];
    let compare = SpendRequest::VideoCompare {
        providers: makers.clone(),
        request: req.clone(),
    };

    // The total before sending: each maker's own price, added up.
    let est = core.spend_estimate(compare.clone()).await.unwrap();
    assert!(est.errors.is_empty() && est.ready, "{est:?}");
    let mut each = 0;
    for p in &makers {
        let mut one = req.clone();
        one.provider = Some(p.clone());
        let single = core
            .spend_estimate(SpendRequest::Video { request: one })
            .await
            .unwrap();
        each += single.credits;
    }
    assert_eq!(est.credits, each);
    assert_eq!(est.compare.as_ref().unwrap().providers.len(), 2);

    // A length the second maker can't make is refused for the whole set, before anything is sent.
    let mut long = req.clone();
    long.duration = Some(14);
    let refused = core
        .spend(
            &intent(),
            SpendRequest::VideoCompare {
                providers: makers.clone(),
                request: long,
            },
        )
        .await
        .unwrap_err();
    assert_eq!(refused.code, ErrorCode::Validation, "{refused:?}");
    assert_eq!(video_posts(&sb).await, 0);

    let before = core.credits_get(false).await.unwrap().credits;
    let press = intent();
    let (a, b) = tokio::join!(
        core.spend(&press, compare.clone()),
        core.spend(&press, compare.clone())
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(
        a.iter().map(|j| &j.id).collect::<Vec<_>>(),
        b.iter().map(|j| &j.id).collect::<Vec<_>>(),
        "a double press is one press"
    );
    assert_eq!(a.len(), 2);
    assert!(a[0].group_id.is_some() && a[0].group_id == a[1].group_id);
    assert_eq!(a[0].provider, "seedance");
    assert_eq!(a[1].provider, "grok-video");
    assert_eq!(a[1].status, JobState::Waiting, "{:?}", a[1]);
    assert_eq!(video_posts(&sb).await, 1, "one maker at a time");

    let first = wait_job(&core, &a[0].id, Duration::from_secs(60)).await;
    assert_eq!(first.status, JobState::Completed, "{first:?}");
    let second = wait_job(&core, &a[1].id, Duration::from_secs(60)).await;
    assert_eq!(second.status, JobState::Completed, "{second:?}");
    assert_eq!(video_posts(&sb).await, 2);
    for job in [&first, &second] {
        let rid = job.remote_id.clone().expect("sent");
        let at = control_get(sb.base_url(), &format!("/__sandbox/jobs/{rid}")).await;
        assert_eq!(
            job.media[0].remote_id.as_deref(),
            at["videoId"].as_str(),
            "{} got its own maker's video",
            job.provider
        );
    }
    let after = core.credits_get(false).await.unwrap().credits;
    assert_eq!(before - after, est.credits as f64);
    core.shutdown().await;
}

/// A video (and a job of several pictures) is found once made by the library listing before its send:
/// when that listing can't be read, nothing is sent or charged, and the press says why in words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_video_is_sent_without_the_listing_it_is_found_by() {
    let (sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Studio, 200).await;
    let req = from_a_photo(&core, dir.path()).await;
    let before = core.credits_get(false).await.unwrap().credits;
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/user/images", "method": "GET", "status": 502, "count": 1000}),
    )
    .await;
    let err = core.generate_video(&intent(), &req).await.unwrap_err();
    assert!(
        err.message().contains("nothing was sent or charged"),
        "{err:?}"
    );
    assert!(err.is_passing(), "a moment later it may go: {err:?}");
    let mut two = request("two foxes", 2);
    two.num_images = Some(2);
    let err = core
        .generate_images(&intent(), &ImageProvider::GrokImage, &two, None)
        .await
        .unwrap_err();
    assert!(
        err.message().contains("nothing was sent or charged"),
        "{err:?}"
    );
    assert_eq!(spend_posts(&sb).await, 0, "nothing sent");
    assert!(core.jobs_list().unwrap().is_empty(), "no job kept");
    assert_eq!(core.credits_get(false).await.unwrap().credits, before);
    core.shutdown().await;
}
