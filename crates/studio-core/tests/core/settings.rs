//! "Open these settings": the request a job was made with comes back typed (`Core::job_settings`), for a
//! job of every kind made against a spawned media-sandbox over real HTTP, so a form can be filled from it.

use crate::common::*;
use std::path::Path;
use std::time::Duration;
use studio_core::media_api::types::characters::CreateCharacterRequest;
use studio_core::media_api::types::hook_types::HookTypeSlug;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::types::slideshows::{GenerateSlideshowRequest, SlideInput, TextStyle};
use studio_core::media_api::types::tools::{OverlayTextRequest, TextPosition};
use studio_core::media_api::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoAspectRatio,
};
use studio_core::media_api::{ImageId, ImageProvider, VideoProvider};
use studio_core::{Core, ErrorCode, ImageReference, JobState, SpendRequest, ToolRequest};

fn photo(dir: &Path) -> std::path::PathBuf {
    let img = image::RgbImage::from_fn(80, 80, |x, y| {
        image::Rgb([(x * 3) as u8, 120, (y * 3) as u8])
    });
    let path = dir.join("face.png");
    img.save(&path).unwrap();
    path
}

/// Sends `request` once and waits until its job has finished; its id.
async fn made(core: &Core, request: SpendRequest) -> String {
    let job = core.spend_one(&intent(), request).await.expect("sent");
    let done = wait_job(core, &job.id, Duration::from_secs(60)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    done.id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_job_gives_back_its_settings_typed() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 500);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .expect("connect");

    // An image with a saved character's face: the face comes back by its character (no token, no
    // inline referenceImage).
    let token = core
        .reference_prepare(photo(dir.path()))
        .await
        .unwrap()
        .token;
    let name = CreateCharacterRequest {
        name: "Ines".into(),
        ..Default::default()
    };
    let character = core.characters_create(name, Some(token)).await.unwrap().id;
    let face = ImageReference {
        character_id: Some(character.as_str().to_string()),
        token: None,
        media_id: None,
    };
    let mut picture = request("Ines on a bike", 1);
    picture.enable_4k = Some(false);
    let image = SpendRequest::Image {
        provider: ImageProvider::GrokImage,
        request: picture,
        reference: Some(face),
    };
    let image_job = made(&core, image.clone()).await;
    assert_eq!(core.jobs_settings(&image_job).unwrap(), image);
    let pic = core.job_get(&image_job).unwrap().unwrap().media[0].clone();

    let mut video = StandardVideoRequest::new("she turns and smiles", VideoAspectRatio::Wide);
    video.image_id = pic.remote_id.clone().map(ImageId::new);
    video.provider = Some(VideoProvider::GrokVideo);
    video.duration = Some(4);
    video.is_premium = Some(true);
    video.skip_enhancement = Some(true);
    let video = SpendRequest::Video { request: video };
    let video_job = made(&core, video.clone()).await;
    assert_eq!(core.jobs_settings(&video_job).unwrap(), video);

    // An avatar spoken from a recording keeps the recording's length beside its request.
    let mut avatar = AvatarVideoRequest::new(
        "talking in a kitchen",
        VideoAspectRatio::Vertical,
        VideoProvider::KlingAvatar,
    );
    avatar.image_id = pic.remote_id.clone().map(ImageId::new);
    avatar.voice_audio_url = Some("https://example.com/voice.mp3".into());
    let avatar = SpendRequest::Avatar {
        request: avatar,
        recording_seconds: Some(12.0),
    };
    let avatar_job = made(&core, avatar.clone()).await;
    assert_eq!(core.jobs_settings(&avatar_job).unwrap(), avatar);

    let music = SpendRequest::Music {
        request: GenerateMusicRequest {
            prompt: "calm piano".into(),
            duration: 15_000,
            preset: Some("lofi".into()),
        },
    };
    let music_job = made(&core, music.clone()).await;
    assert_eq!(core.jobs_settings(&music_job).unwrap(), music);

    // A slideshow with its own slides and text style.
    let slideshow = SpendRequest::Slideshow {
        request: GenerateSlideshowRequest {
            topic: "Three calm mornings".into(),
            hook_type: Some(HookTypeSlug::Listicle),
            slide_count: Some(3),
            image_provider: Some(ImageProvider::GrokImage),
            slides: Some(vec![
                SlideInput {
                    text: Some("Wake slowly".into()),
                    image_prompt: Some("a sunrise".into()),
                },
                SlideInput {
                    text: Some("Tea first".into()),
                    image_prompt: None,
                },
            ]),
            text_style: Some(TextStyle {
                position: Some("top".into()),
                text_color: Some("#FFCC00".into()),
                max_chars_per_line: Some(14.0),
                watermark: Some(false),
                ..Default::default()
            }),
            ..Default::default()
        },
    };
    let show_job = made(&core, slideshow.clone()).await;
    assert_eq!(core.jobs_settings(&show_job).unwrap(), slideshow);

    let caption = SpendRequest::Tool {
        request: ToolRequest::OverlayText(OverlayTextRequest {
            text: "Hello".into(),
            image_url: pic.remote_url.clone(),
            video_url: None,
            position: Some(TextPosition::Top),
        }),
    };
    let tool_job = made(&core, caption.clone()).await;
    assert_eq!(core.jobs_settings(&tool_job).unwrap(), caption);

    let clip = core.job_get(&video_job).unwrap().unwrap().media[0]
        .id
        .clone();
    let track = core.job_get(&music_job).unwrap().unwrap().media[0]
        .id
        .clone();
    let mix = SpendRequest::Mix {
        video_media_id: clip,
        music_media_id: track,
    };
    let mix_job = made(&core, mix.clone()).await;
    assert_eq!(core.jobs_settings(&mix_job).unwrap(), mix);

    let err = core.jobs_settings("no-such-job").unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::NotFound, Some("id"))
    );
    core.shutdown().await;
}
