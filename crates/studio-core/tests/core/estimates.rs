//! An estimate is never below the charge. On the strict sandbox (where the spec is silent it charges
//! what costs the creator most), one request of every kind the app prices: each estimate that claims a
//! figure (a published price, or the top of a range) is at least what the account lost for it, and what
//! the spec gives no figure for says so rather than guessing low.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::types::providers::VoiceProvider;
use studio_core::media_api::types::slideshows::GenerateSlideshowRequest;
use studio_core::media_api::types::tools::ImageUrlRequest;
use studio_core::media_api::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoAspectRatio,
};
use studio_core::media_api::{ImageProvider, VideoProvider};
use studio_core::{JobState, PriceBasis, SpendRequest, ToolRequest};

async fn balance(core: &studio_core::Core) -> f64 {
    core.credits_get(false).await.unwrap().credits
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_estimate_is_below_what_the_strict_service_charges() {
    let (_sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 1000).await;
    let pic = picture(&core, "a presenter by a window").await;
    let url = pic.media[0].remote_url.clone().unwrap();

    let mut video_no_length = StandardVideoRequest::new("waves", VideoAspectRatio::Vertical);
    video_no_length.uploaded_image_url = Some(url.clone());
    video_no_length.provider = Some(VideoProvider::Seedance);
    let mut video = video_no_length.clone();
    video.provider = Some(VideoProvider::GrokVideo);
    video.duration = Some(7);
    let mut avatar = AvatarVideoRequest::new(
        "talking to camera",
        VideoAspectRatio::Vertical,
        VideoProvider::KlingAvatar,
    );
    avatar.uploaded_image_url = Some(url.clone());
    avatar.dialogue = Some("Hello and welcome to the show, today we cook.".into());
    avatar.voice_id = Some("voice-1".into());
    avatar.voice_provider = Some(VoiceProvider::Elevenlabs);
    let mut silent = avatar.clone();
    silent.dialogue = None;

    let cases: Vec<(&str, SpendRequest)> = vec![
        (
            "two pictures",
            SpendRequest::Image {
                provider: ImageProvider::GrokImage,
                request: request("a red kite", 2),
                reference: None,
            },
        ),
        (
            "a video with no length",
            SpendRequest::Video {
                request: video_no_length,
            },
        ),
        ("a 7 s video", SpendRequest::Video { request: video }),
        (
            "a spoken avatar",
            SpendRequest::Avatar {
                request: avatar,
                recording_seconds: None,
            },
        ),
        (
            "a silent avatar",
            SpendRequest::Avatar {
                request: silent,
                recording_seconds: None,
            },
        ),
        (
            "45 s of music",
            SpendRequest::Music {
                request: GenerateMusicRequest {
                    prompt: "calm piano".into(),
                    duration: 45_000,
                    preset: None,
                },
            },
        ),
        (
            "a slideshow of the service's own length",
            SpendRequest::Slideshow {
                request: GenerateSlideshowRequest {
                    topic: "three breakfasts".into(),
                    ..Default::default()
                },
            },
        ),
        (
            "a cut-out",
            SpendRequest::Tool {
                request: ToolRequest::RemoveBackground(ImageUrlRequest { image_url: url }),
            },
        ),
    ];
    let mut not_published = Vec::new();
    for (what, req) in cases {
        let est = core.spend_estimate(req.clone()).await.unwrap();
        assert!(est.errors.is_empty(), "{what}: {est:?}");
        let before = balance(&core).await;
        let job = core.spend_one(&intent(), req).await.unwrap();
        let done = wait_job(&core, &job.id, Duration::from_secs(60)).await;
        assert_eq!(done.status, JobState::Completed, "{what}: {done:?}");
        let drop = before - balance(&core).await;
        assert!(drop > 0.0, "{what}: the strict service charges for it");
        if est.basis == PriceBasis::NotPublished {
            assert!(
                est.price_note.is_some(),
                "{what}: says why there is no price"
            );
            not_published.push(what);
        } else {
            assert!(
                f64::from(est.credits) >= drop,
                "{what}: estimated {} ({:?}), charged {drop}",
                est.credits,
                est.basis
            );
        }
    }
    assert_eq!(not_published, ["a silent avatar"]);
    core.shutdown().await;
}
