//! Agent tools against a spawned sandbox: caption overlay on a video, trim, stitch, mute, remove
//! background, shot prompt; results land in the library as files that ffmpeg decodes without error;
//! out-of-range input is refused before any request.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::tools::{
    ImageUrlRequest, MuteVideoRequest, OverlayTextRequest, StitchVideosRequest, TextPosition,
    TrimVideoRequest,
};
use studio_core::media_api::types::videos::{StandardVideoRequest, VideoAspectRatio};
use studio_core::media_api::{ApiKey, Client, ImageProvider, VideoProvider};
use studio_core::{Core, ErrorCode, JobState, MediaKind, PriceBasis, ToolRequest};

/// A video made by the service itself (the app's own video commands are another area).
async fn make_video(client: &Client, image_url: &str, seconds: u32) -> String {
    let mut req = StandardVideoRequest::new("slow pan", VideoAspectRatio::Vertical);
    req.image_url = Some(image_url.to_string());
    req.provider = Some(VideoProvider::GrokVideo);
    req.duration = Some(seconds);
    // The spec documents no video poll: a finished video is the one new in the video listing.
    let before = studio_core::media_api::poll::video_library_ids(client)
        .await
        .expect("listing");
    client
        .videos()
        .generate(&req)
        .await
        .expect("video accepted");
    for _ in 0..100 {
        let q = studio_core::media_api::types::library::LibraryQuery {
            image_type: Some(studio_core::media_api::types::library::ImageType::Video),
            show_all: Some(true),
        };
        let listed = client.library().list(&q).await.expect("listing");
        if let Some(url) = listed
            .all_images()
            .find(|e| !before.contains(e.id.as_str()))
            .and_then(|e| e.url.clone())
        {
            return url;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("video did not finish");
}

async fn run(core: &Core, req: ToolRequest) -> crate::common::ToolResult {
    core.tools_run(&intent(), &req)
        .await
        .unwrap_or_else(|e| panic!("{}: {e:?}", req.tool_id()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn overlay_trim_stitch_mute_remove_background_and_shot_prompt() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 40);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();

    let list = core.tools_list().await.unwrap();
    for t in [
        "overlay_text",
        "stitch_videos",
        "trim_video",
        "mute_video",
        "write_shot_prompt",
        "remove_background",
    ] {
        assert!(list.tool_ids.iter().any(|x| x == t), "{t} in {list:?}");
    }

    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a red fox", 1),
            None,
        )
        .await
        .unwrap();
    let job = wait_job(&core, &job.id, Duration::from_secs(20)).await;
    let image = job.media[0].clone();
    let image_url = image.remote_url.clone().unwrap();

    let client = Client::builder(sb.base_url())
        .api_key(ApiKey::new(key))
        .build()
        .unwrap();
    let clip_a = make_video(&client, &image_url, 5).await;
    let clip_b = make_video(&client, &image_url, 3).await;
    let before = core.credits_get(false).await.unwrap().credits;

    // Caption overlay on a video: no published price (never called free), a video in the library.
    let overlay = ToolRequest::OverlayText(OverlayTextRequest {
        text: "Hello from the tools".into(),
        image_url: None,
        video_url: Some(clip_a.clone()),
        position: Some(TextPosition::Top),
    });
    let est = core.tools_estimate(&overlay).await.unwrap();
    assert_eq!(est.basis, PriceBasis::NotPublished, "{est:?}");
    assert!(est.price_note.unwrap().contains("publishes no price"));
    let captioned = run(&core, overlay).await.media.unwrap();
    assert_eq!(captioned.kind, MediaKind::Video);
    assert_eq!(captioned.provider.as_deref(), Some("overlay_text"));
    assert_eq!(
        captioned.prompt.as_deref(),
        Some("Caption: Hello from the tools")
    );
    ffmpeg_clean(&file_of(&core, &captioned));

    // Trim 1-4 s of the captioned clip.
    let trimmed = run(
        &core,
        ToolRequest::TrimVideo(TrimVideoRequest {
            video_url: captioned.remote_url.clone().unwrap(),
            start_time: 1.0,
            end_time: 4.0,
        }),
    )
    .await
    .media
    .unwrap();
    let f = file_of(&core, &trimmed);
    ffmpeg_clean(&f);
    let d = duration_of(&f);
    assert!((2.5..=3.5).contains(&d), "trimmed duration {d}");

    // Stitch it with a second clip, then mute the result.
    let stitched = run(
        &core,
        ToolRequest::StitchVideos(StitchVideosRequest {
            video_urls: vec![trimmed.remote_url.clone().unwrap(), clip_b.clone()],
        }),
    )
    .await
    .media
    .unwrap();
    let f = file_of(&core, &stitched);
    ffmpeg_clean(&f);
    assert!(
        duration_of(&f) > 5.0,
        "stitched duration {}",
        duration_of(&f)
    );
    let muted = run(
        &core,
        ToolRequest::MuteVideo(MuteVideoRequest {
            video_url: stitched.remote_url.clone().unwrap(),
        }),
    )
    .await
    .media
    .unwrap();
    ffmpeg_clean(&file_of(&core, &muted));
    // The strict sandbox charges where no price is published: the balance shows what they took.
    let after_four = core.credits_get(false).await.unwrap().credits;
    assert!(after_four < before, "{after_four} vs {before}");

    // Shot prompt: words only, sent once through the spend path (its price is not published either);
    // no file saved.
    let shot = run(
        &core,
        ToolRequest::WriteShotPrompt(ImageUrlRequest {
            image_url: image_url.clone(),
        }),
    )
    .await;
    assert!(
        shot.shot_prompt
            .as_deref()
            .is_some_and(|t| t.trim().len() > 10),
        "{shot:?}"
    );
    assert!(shot.media.is_none());
    let shot_job = shot.job.unwrap();
    assert_eq!(shot_job.status, JobState::Completed);
    assert_eq!(shot_job.cost_estimate, None, "no price is published");
    let before = core.credits_get(false).await.unwrap().credits;
    assert!(core
        .library_list(None, 100, 0)
        .unwrap()
        .iter()
        .all(|m| m.provider.as_deref() != Some("write_shot_prompt")));

    // Remove background: 2 credits, a transparent PNG.
    let rb = ToolRequest::RemoveBackground(ImageUrlRequest {
        image_url: image_url.clone(),
    });
    let est = core.tools_estimate(&rb).await.unwrap();
    assert_eq!((est.credits, est.balance_after), (2, Some(before - 2.0)));
    let cut = run(&core, rb).await;
    let png = cut.media.unwrap();
    assert_eq!(png.kind, MediaKind::Image);
    assert_eq!(cut.job.unwrap().status, JobState::Completed);
    let img = image::open(file_of(&core, &png)).unwrap();
    assert!(img.color().has_alpha(), "transparent PNG");
    assert!(png.thumb_url.is_some());
    assert_eq!(core.credits_get(false).await.unwrap().credits, before - 2.0);

    // Every result is in the library (newest first), each with the job that records its source.
    let lib = core.library_list(None, 100, 0).unwrap();
    for m in [&captioned, &trimmed, &stitched, &muted, &png] {
        assert!(lib.iter().any(|x| x.id == m.id), "{m:?} in the library");
    }
    let jobs = core.jobs_list().unwrap();
    let tool_jobs: Vec<_> = jobs
        .iter()
        .filter(|j| j.kind == studio_core::JobKind::Tool)
        .collect();
    assert_eq!(tool_jobs.len(), 6, "{tool_jobs:?}");
    assert!(
        tool_jobs.iter().all(|j| j.status == JobState::Completed
            && j.media.len() == usize::from(j.provider != "write_shot_prompt")),
        "{tool_jobs:#?}"
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_of_range_input_is_refused_before_any_request() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 1);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let media = format!("{}/media/x.mp4", sb.base_url().trim_end_matches('/'));
    let cases: Vec<(ToolRequest, &str, &str)> = vec![
        (
            ToolRequest::OverlayText(OverlayTextRequest {
                text: "x".repeat(134),
                image_url: Some(media.clone()),
                ..Default::default()
            }),
            "text",
            "Text can be at most 120 characters (you have 134)",
        ),
        (
            ToolRequest::OverlayText(OverlayTextRequest {
                text: "  ".into(),
                image_url: Some(media.clone()),
                ..Default::default()
            }),
            "text",
            "Text can't be empty",
        ),
        (
            ToolRequest::StitchVideos(StitchVideosRequest {
                video_urls: vec![media.clone()],
            }),
            "videoUrls",
            "Choose 2 to 5 clips to join (you have 1)",
        ),
        (
            ToolRequest::StitchVideos(StitchVideosRequest {
                video_urls: vec![media.clone(); 6],
            }),
            "videoUrls",
            "Choose 2 to 5 clips to join (you have 6)",
        ),
        (
            ToolRequest::TrimVideo(TrimVideoRequest {
                video_url: media.clone(),
                start_time: 3.0,
                end_time: 3.0,
            }),
            "endTime",
            "End time must be after the start time",
        ),
        (
            ToolRequest::TrimVideo(TrimVideoRequest {
                video_url: media.clone(),
                start_time: -1.0,
                end_time: 2.0,
            }),
            "startTime",
            "Start time can't be before 0 seconds",
        ),
        (
            ToolRequest::MuteVideo(MuteVideoRequest {
                video_url: "http://example.com/a.mp4".into(),
            }),
            "videoUrl",
            "",
        ),
    ];
    for (req, field, message) in cases {
        let est = core.tools_estimate(&req).await.unwrap();
        assert!(!est.ready, "{req:?}");
        assert_eq!(est.errors[0].field, field, "{req:?}");
        if !message.is_empty() {
            assert_eq!(est.errors[0].message, message);
        }
        let err = core.tools_run(&intent(), &req).await.unwrap_err();
        assert_eq!(
            (err.code, err.field.as_deref()),
            (ErrorCode::Validation, Some(field))
        );
    }
    // Remove background costs 2: with 1 credit it is refused before sending.
    let rb = ToolRequest::RemoveBackground(ImageUrlRequest {
        image_url: media.replace("x.mp4", "x.png"),
    });
    let est = core.tools_estimate(&rb).await.unwrap();
    assert!(est.errors.is_empty() && !est.ready && est.credits == 2);
    let err = core.tools_run(&intent(), &rb).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::InsufficientCredits);
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
