use super::{accepted, refused};
use media_api::rules::{self, RuleContext};
use media_api::types::providers::VoiceProvider;
use media_api::types::videos::*;
use media_api::VideoProvider;

const CTX: RuleContext = RuleContext::STRICT;

fn std_req(provider: &str, duration: Option<u32>) -> StandardVideoRequest {
    StandardVideoRequest {
        image_id: Some("img1".into()),
        provider: Some(VideoProvider::parse(provider)),
        duration,
        reference_video_url: (provider == "kling-motion").then(|| "https://x/ref.mp4".to_string()),
        ..StandardVideoRequest::new("she waves", VideoAspectRatio::Vertical)
    }
}

fn avatar() -> AvatarVideoRequest {
    AvatarVideoRequest {
        image_id: Some("img1".into()),
        dialogue: Some("Hello there".into()),
        ..AvatarVideoRequest::new(
            "talking to camera",
            VideoAspectRatio::Wide,
            VideoProvider::KlingAvatar,
        )
    }
}

#[test]
fn duration_ranges_per_provider() {
    for (p, min, max) in [
        ("seedance", 4, 12),
        ("grok-video", 1, 15),
        ("kling-motion", 5, 30),
        ("veo-3.1", 1, 60),
        ("sora", 1, 60),
        ("wan", 1, 60),
    ] {
        accepted(rules::validate_standard_video(&std_req(p, Some(min)), &CTX));
        accepted(rules::validate_standard_video(&std_req(p, Some(max)), &CTX));
        let m = refused(
            rules::validate_standard_video(&std_req(p, Some(min - 1)), &CTX),
            "duration",
        );
        assert!(m.contains(&format!("{min} to {max} seconds")), "{m}");
        refused(
            rules::validate_standard_video(&std_req(p, Some(max + 1)), &CTX),
            "duration",
        );
    }
    // Omitted duration and default provider (seedance).
    let mut r = std_req("seedance", None);
    r.provider = None;
    accepted(rules::validate_standard_video(&r, &CTX));
    r.duration = Some(13);
    refused(rules::validate_standard_video(&r, &CTX), "duration");
}

#[test]
fn source_image_required() {
    let mut r = std_req("seedance", None);
    r.image_id = None;
    refused(rules::validate_standard_video(&r, &CTX), "imageId");
    r.uploaded_image_url = Some("https://x/a.png".into());
    accepted(rules::validate_standard_video(&r, &CTX));
    r.uploaded_image_url = None;
    r.image_url = Some("https://x/a.png".into());
    accepted(rules::validate_standard_video(&r, &CTX));
    r.image_url = Some("not a url".into());
    refused(rules::validate_standard_video(&r, &CTX), "imageUrl");
}

#[test]
fn aspect_ratio_9_16_or_16_9() {
    let mut r = std_req("seedance", None);
    r.aspect_ratio = VideoAspectRatio::Wide;
    accepted(rules::validate_standard_video(&r, &CTX));
    r.aspect_ratio = VideoAspectRatio::parse("1:1");
    refused(rules::validate_standard_video(&r, &CTX), "aspectRatio");
}

#[test]
fn kling_motion_needs_reference_video_and_no_prompt() {
    let mut r = std_req("kling-motion", None);
    r.prompt = String::new();
    accepted(rules::validate_standard_video(&r, &CTX));
    r.reference_video_url = None;
    let m = refused(
        rules::validate_standard_video(&r, &CTX),
        "referenceVideoUrl",
    );
    assert!(m.contains("reference video"));
    let mut s = std_req("seedance", None);
    s.prompt = " ".into();
    refused(rules::validate_standard_video(&s, &CTX), "prompt");
}

#[test]
fn standard_provider_slugs() {
    refused(
        rules::validate_standard_video(&std_req("kling-avatar", None), &CTX),
        "provider",
    );
    refused(
        rules::validate_standard_video(&std_req("runway-9", None), &CTX),
        "provider",
    );
}

#[test]
fn avatar_provider_one_of_three() {
    for p in ["kling-avatar", "creatify-aurora", "veed-fabric"] {
        accepted(rules::validate_avatar_video(
            &AvatarVideoRequest {
                provider: VideoProvider::parse(p),
                ..avatar()
            },
            &CTX,
        ));
    }
    for p in ["seedance", "heygen"] {
        refused(
            rules::validate_avatar_video(
                &AvatarVideoRequest {
                    provider: VideoProvider::parse(p),
                    ..avatar()
                },
                &CTX,
            ),
            "provider",
        );
    }
    // The provider is required on the wire: a body without it does not decode.
    let body = serde_json::json!({"imageId": "i", "prompt": "p", "aspectRatio": "9:16"});
    assert!(serde_json::from_value::<AvatarVideoRequest>(body).is_err());
}

#[test]
fn voice_provider() {
    for v in [VoiceProvider::Elevenlabs, VoiceProvider::FishAudio] {
        accepted(rules::validate_avatar_video(
            &AvatarVideoRequest {
                voice_provider: Some(v),
                ..avatar()
            },
            &CTX,
        ));
    }
    refused(
        rules::validate_avatar_video(
            &AvatarVideoRequest {
                voice_provider: Some(VoiceProvider::parse("polly")),
                ..avatar()
            },
            &CTX,
        ),
        "voiceProvider",
    );
}

#[test]
fn avatar_audio_fields() {
    refused(
        rules::validate_avatar_video(
            &AvatarVideoRequest {
                s2s_duration: Some(0.0),
                ..avatar()
            },
            &CTX,
        ),
        "s2sDuration",
    );
    accepted(rules::validate_avatar_video(
        &AvatarVideoRequest {
            s2s_duration: Some(0.5),
            ..avatar()
        },
        &CTX,
    ));
    refused(
        rules::validate_avatar_video(
            &AvatarVideoRequest {
                s2s_audio_url: Some("x".into()),
                ..avatar()
            },
            &CTX,
        ),
        "s2sAudioUrl",
    );
    refused(
        rules::validate_avatar_video(
            &AvatarVideoRequest {
                image_id: None,
                ..avatar()
            },
            &CTX,
        ),
        "imageId",
    );
}

fn edit(video_id: Option<&str>, video_url: Option<&str>, prompt: &str) -> VideoEditRequest {
    VideoEditRequest {
        video_id: video_id.map(Into::into),
        video_url: video_url.map(Into::into),
        prompt: prompt.into(),
        ..Default::default()
    }
}

#[test]
fn an_edit_names_its_video_and_describes_the_change() {
    accepted(rules::validate_video_edit(
        &edit(Some("vid1"), None, "slower"),
        &CTX,
    ));
    accepted(rules::validate_video_edit(
        &edit(None, Some("https://x/v.mp4"), "slower"),
        &CTX,
    ));
    let m = refused(
        rules::validate_video_edit(&edit(None, None, "slower"), &CTX),
        "videoId",
    );
    assert_eq!(m, "Choose the video to edit");
    refused(
        rules::validate_video_edit(&edit(Some("  "), None, "slower"), &CTX),
        "videoId",
    );
    refused(
        rules::validate_video_edit(&edit(None, Some("not a link"), "slower"), &CTX),
        "videoUrl",
    );
    let m = refused(
        rules::validate_video_edit(&edit(Some("vid1"), None, " "), &CTX),
        "prompt",
    );
    assert_eq!(m, "The edit can't be empty");
    // Fields the app does not know are sent as given.
    let mut r = edit(Some("vid1"), None, "slower");
    r.extra.insert("strength".into(), serde_json::json!(0.5));
    let wire = serde_json::to_value(&r).unwrap();
    assert_eq!(
        wire,
        serde_json::json!({"videoId": "vid1", "prompt": "slower", "strength": 0.5})
    );
}
