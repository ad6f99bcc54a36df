//! Slideshows against a spawned media-sandbox: hook types, estimate, generate, tracking into the
//! library (every slide downloaded with its caption and a thumbnail), export to a folder.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::hook_types::HookTypeSlug;
use studio_core::media_api::types::slideshows::{GenerateSlideshowRequest, SlideInput, TextStyle};
use studio_core::media_api::ImageProvider;
use studio_core::{ErrorCode, JobKind, JobState, SlideshowQuery};

fn listicle(n: u32, provider: ImageProvider) -> GenerateSlideshowRequest {
    GenerateSlideshowRequest {
        topic: "Five habits of calm mornings".into(),
        hook_type: Some(HookTypeSlug::Listicle),
        slide_count: Some(n),
        image_provider: Some(provider),
        text_style: Some(TextStyle {
            position: Some("top".into()),
            bg_bar_color: Some("#FF0000".into()),
            bg_bar_opacity: Some(1.0),
            max_chars_per_line: Some(12.0),
            ..Default::default()
        }),
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listicle_is_priced_generated_tracked_and_exported() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 100);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .expect("connect");

    let hooks = core.hook_types_list().await.expect("hook types");
    let slugs: Vec<&str> = hooks.iter().map(|h| h.slug.as_str()).collect();
    for s in [
        "story-arc",
        "before-after",
        "grwm",
        "pov-story",
        "tutorial",
        "listicle",
        "day-in-my-life",
        "hot-take",
        "product-unboxing",
        "outfit-check",
    ] {
        assert!(slugs.contains(&s), "{s} missing from {slugs:?}");
    }
    assert_eq!(
        hooks
            .iter()
            .find(|h| h.slug == "before-after")
            .unwrap()
            .default_slides,
        Some(4)
    );
    // A format the spec's table does not list (the strict sandbox serves one): no invented count.
    let new = hooks
        .iter()
        .find(|h| !h.known)
        .expect("the strict sandbox lists a format the app has never seen");
    assert_eq!(new.default_slides, None, "{new:?}");
    assert!(
        new.description.is_some(),
        "its description is shown: {new:?}"
    );

    let grok = core
        .estimate_slideshow(&listicle(7, ImageProvider::GrokImage))
        .await
        .unwrap();
    let gpt = core
        .estimate_slideshow(&listicle(7, ImageProvider::GptImage2))
        .await
        .unwrap();
    assert_eq!((grok.credits, gpt.credits), (6, 14));
    assert!(grok.errors.is_empty() && grok.ready);
    assert_eq!(gpt.balance_after, Some(86.0));

    let mut too_many = listicle(7, ImageProvider::GrokImage);
    too_many.slide_count = Some(11);
    assert!(core
        .estimate_slideshow(&too_many)
        .await
        .unwrap()
        .errors
        .iter()
        .any(|e| e.field == "slideCount"));
    let err = core
        .generate_slideshow(&intent(), &too_many)
        .await
        .unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::Validation, Some("slideCount"))
    );

    let mut req = listicle(7, ImageProvider::GrokImage);
    req.slides = Some(vec![SlideInput {
        text: Some("Wake up before your phone does".into()),
        image_prompt: None,
    }]);
    let job = core
        .generate_slideshow(&intent(), &req)
        .await
        .expect("submitted");
    assert_eq!(job.kind, JobKind::Slideshow);
    assert_eq!(job.status, JobState::Pending);
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 7);

    let show = core.slideshow_get(&job.id).unwrap().expect("saved");
    assert_eq!(show.slides.len(), 7);
    assert_eq!(show.slide_count, 7);
    assert_eq!(show.hook_type.as_deref(), Some("listicle"));
    assert_eq!(
        show.slides[0].caption.as_deref(),
        Some("Wake up before your phone does")
    );
    assert!(show
        .slides
        .iter()
        .all(|s| s.caption.is_some() && s.thumb_url.is_some()));
    assert_eq!(
        (show.slides[0].width, show.slides[0].height),
        (Some(540), Some(960))
    );
    let all = core
        .slideshows_list(&SlideshowQuery {
            search: String::new(),
            offset: 0,
            limit: 10,
        })
        .unwrap();
    assert_eq!((all.slideshows.len(), all.total), (1, 1));
    assert_eq!(core.cached_credits().unwrap().credits, 94.0);

    let out = tempfile::tempdir().unwrap();
    let written = core
        .slideshow_export(&job.id, out.path())
        .await
        .expect("exported");
    assert_eq!(written.len(), 8, "seven slides and their captions");
    let files: Vec<_> = std::fs::read_dir(out.path()).unwrap().flatten().collect();
    assert_eq!(files.len(), 8);
    assert!(
        written[0].ends_with("five-habits-of-calm-mornings-01.png"),
        "{written:?}"
    );
    let captions = std::fs::read_to_string(&written[7]).unwrap();
    assert!(written[7].ends_with("five-habits-of-calm-mornings-captions.txt"));
    assert!(
        captions
            .starts_with("Five habits of calm mornings\n\n1. Wake up before your phone does\n2. "),
        "{captions}"
    );
    assert_eq!(
        captions.lines().filter(|l| !l.is_empty()).count(),
        8,
        "{captions}"
    );
    // Exporting again never overwrites.
    assert_eq!(
        core.slideshow_export(&job.id, out.path())
            .await
            .unwrap()
            .len(),
        8
    );
    assert_eq!(std::fs::read_dir(out.path()).unwrap().count(), 16);

    // As a 9:16 video with a track under it: made here, nothing charged, its length and frame as asked.
    let track = core
        .generate_music(
            &intent(),
            &studio_core::media_api::types::music::GenerateMusicRequest {
                prompt: "calm piano".into(),
                duration: 30_000,
                preset: None,
            },
        )
        .await
        .unwrap();
    let track = wait_job(&core, &track.id, Duration::from_secs(30)).await;
    let balance = core.cached_credits().unwrap().credits;
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let shown = seen.clone();
    let options = studio_core::SlideshowVideo {
        seconds_per_slide: 2.0,
        fade: true,
        music_media_id: Some(track.media[0].id.clone()),
    };
    let video = core
        .slideshow_video(&job.id, &options, move |p| shown.lock().unwrap().push(p))
        .await
        .expect("made");
    assert_eq!(
        video.provider.as_deref(),
        Some(studio_core::SLIDESHOW_VIDEO_PROVIDER)
    );
    let file = file_of(&core, &video);
    let length = duration_of(&file);
    assert!((length - options.duration(7)).abs() < 0.2, "{length} s");
    assert_eq!(frame_size(&file), (1080, 1920));
    assert!(has_audio(&file), "the track is under it");
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen.last(), Some(&100), "{seen:?}");
    assert!(
        seen.iter().any(|p| *p > 0 && *p < 100),
        "progress as it goes: {seen:?}"
    );
    assert!(video.thumb_url.is_some(), "a poster frame");
    assert_eq!(
        core.cached_credits().unwrap().credits,
        balance,
        "nothing charged"
    );

    // Refused before anything is made: a time out of range, a track that is not a track.
    let bad = studio_core::SlideshowVideo {
        seconds_per_slide: 0.2,
        ..options.clone()
    };
    let err = core
        .slideshow_video(&job.id, &bad, |_| {})
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("secondsPerSlide"));
    let not_a_track = studio_core::SlideshowVideo {
        music_media_id: Some(video.id.clone()),
        ..options
    };
    let err = core
        .slideshow_video(&job.id, &not_a_track, |_| {})
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("musicMediaId"));
    core.shutdown().await;
}

fn frame_size(path: &std::path::Path) -> (u32, u32) {
    let out = std::process::Command::new("ffprobe")
        .args([
            "-v",
            "error",
            "-select_streams",
            "v:0",
            "-show_entries",
            "stream=width,height",
        ])
        .args(["-of", "csv=p=0:s=x"])
        .arg(path)
        .output()
        .expect("ffprobe runs");
    let s = String::from_utf8_lossy(&out.stdout);
    let (w, h) = s.trim().split_once('x').expect("width x height");
    (w.parse().unwrap(), h.parse().unwrap())
}

fn has_audio(path: &std::path::Path) -> bool {
    let out = std::process::Command::new("ffprobe")
        .args([
            "-v",
            "error",
            "-select_streams",
            "a",
            "-show_entries",
            "stream=codec_type",
        ])
        .args(["-of", "csv=p=0"])
        .arg(path)
        .output()
        .expect("ffprobe runs");
    String::from_utf8_lossy(&out.stdout).contains("audio")
}

/// On the documented service a slideshow's answer carries no failure reason (nor progress): a failed one
/// says so in plain words, and claims nothing about refunds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_slideshow_on_the_documented_service_says_it_gave_no_reason() {
    let (sb, _dir, core) = connected_as(30.0, media_sandbox::Tier::Pro, 100).await;
    let job = core
        .generate_slideshow(&intent(), &listicle(3, ImageProvider::GrokImage))
        .await
        .unwrap();
    let done = fail_job(&sb, &core, &job, "Render failed").await;
    let words = done.error.unwrap();
    assert!(
        words.starts_with("The service could not make this and gave no reason"),
        "{words}"
    );
    assert!(
        !words.contains("Render failed"),
        "the strict answer has no error field: {words}"
    );
    assert!(!words.contains("refund"), "{words}");
    core.shutdown().await;
}
