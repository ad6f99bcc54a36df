//! Every row of the credit tables.

use media_api::pricing::{self, estimate, Credits, Priced};
use media_api::types::hook_types::HookTypeSlug;
use media_api::types::images::GenerateImageRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::types::slideshows::GenerateSlideshowRequest;
use media_api::types::tools::OverlayTextRequest;
use media_api::types::videos::*;
use media_api::{ImageProvider, Tier, VideoProvider};

fn image(slug: &str, n: Option<u32>, k4: bool) -> u32 {
    let request = GenerateImageRequest {
        num_images: n,
        enable_4k: Some(k4),
        ..GenerateImageRequest::simple("x")
    };
    estimate(
        &Priced::Image {
            provider: ImageProvider::parse(slug),
            request,
        },
        &Tier::Pro,
    )
    .get()
}

#[test]
fn image_table() {
    let table = [
        ("gemini", 2, 4),
        ("gemini-nano", 1, 1),
        ("gpt-image-1.5", 2, 2),
        ("gpt-image-2", 2, 4),
        ("gpt-image-2.5-flare", 1, 2),
        ("gpt-image-2.5-sunburst", 2, 4),
        ("seedream-4.5", 2, 4),
        ("fal-flux-2-pro", 2, 2),
        ("fal-flux-2-max", 4, 4),
        ("grok-image", 1, 1),
        ("grok-image-pro", 1, 1),
        ("grok-image-2.0", 1, 2),
        ("kling-image-v3", 2, 4),
    ];
    assert_eq!(table.len(), ImageProvider::KNOWN.len());
    for (slug, base, hi) in table {
        assert_eq!(image(slug, None, false), base, "{slug}");
        assert_eq!(image(slug, None, true), hi, "{slug} 4K");
    }
}

#[test]
fn image_cost_is_per_image() {
    assert_eq!(image("gemini", Some(6), false), 12);
    assert_eq!(image("gemini", Some(3), true), 12);
    assert_eq!(image("fal-flux-2-max", Some(2), false), 8);
    assert_eq!(image("grok-image", Some(1), false), 1);
    assert_eq!(image("unknown-provider", Some(1), false), 4);
}

fn video(slug: &str, secs: Option<u32>, premium: bool, tier: Tier) -> u32 {
    let request = StandardVideoRequest {
        provider: Some(VideoProvider::parse(slug)),
        duration: secs,
        is_premium: Some(premium),
        ..StandardVideoRequest::new("p", VideoAspectRatio::Vertical)
    };
    estimate(&Priced::StandardVideo { request }, &tier).get()
}

#[test]
fn video_rates_times_duration() {
    for (slug, rate) in [
        ("veo-3.1", 2),
        ("sora", 2),
        ("seedance", 2),
        ("wan", 2),
        ("grok-video", 1),
        ("kling-motion", 1),
    ] {
        assert_eq!(video(slug, Some(10), false, Tier::Pro), rate * 10, "{slug}");
        assert_eq!(video(slug, Some(10), true, Tier::Pro), 40, "{slug} premium");
    }
    assert_eq!(video("seedance", None, false, Tier::Pro), 10, "default 5 s");
    assert_eq!(
        video("some-new-provider", Some(10), false, Tier::Pro),
        20,
        "unknown: 2/s"
    );
    for (slug, rate) in [
        ("kling-avatar", 1),
        ("creatify-aurora", 2),
        ("veed-fabric", 2),
    ] {
        assert_eq!(
            pricing::video_rate(&VideoProvider::parse(slug), false),
            rate
        );
    }
}

#[test]
fn studio_discount_rounds_up() {
    assert_eq!(video("seedance", Some(10), false, Tier::Studio), 18);
    assert_eq!(
        video("grok-video", Some(5), false, Tier::Studio),
        5,
        "4.5 rounds up"
    );
    assert_eq!(
        video("grok-video", Some(1), false, Tier::Studio),
        1,
        "0.9 rounds up"
    );
    assert_eq!(
        video("seedance", Some(7), true, Tier::Studio),
        26,
        "25.2 rounds up"
    );
    assert_eq!(video("seedance", Some(7), true, Tier::Pro), 28);
    assert_eq!(video("seedance", Some(7), true, Tier::Free), 28);
}

fn avatar(provider: VideoProvider, dialogue: Option<&str>, s2s: Option<f64>, tier: Tier) -> u32 {
    let request = AvatarVideoRequest {
        dialogue: dialogue.map(str::to_string),
        s2s_duration: s2s,
        ..AvatarVideoRequest::new("p", VideoAspectRatio::Vertical, provider)
    };
    estimate(&Priced::AvatarVideo { request }, &tier).get()
}

#[test]
fn avatar_duration_from_dialogue_or_s2s() {
    let d300 = "a".repeat(300);
    assert_eq!(
        avatar(VideoProvider::KlingAvatar, Some(&d300), None, Tier::Pro),
        20,
        "300 chars = 20 s at 1/s"
    );
    assert_eq!(
        avatar(VideoProvider::VeedFabric, Some(&d300), None, Tier::Pro),
        40
    );
    assert_eq!(
        avatar(
            VideoProvider::CreatifyAurora,
            Some(&"a".repeat(151)),
            None,
            Tier::Pro
        ),
        22,
        "151 chars = 11 s"
    );
    assert_eq!(
        avatar(VideoProvider::KlingAvatar, Some("hi"), None, Tier::Pro),
        1,
        "minimum 1 s"
    );
    assert_eq!(
        avatar(VideoProvider::KlingAvatar, None, Some(12.2), Tier::Pro),
        13,
        "s2s rounds up"
    );
    assert_eq!(
        avatar(
            VideoProvider::KlingAvatar,
            Some(&d300),
            Some(3.0),
            Tier::Pro
        ),
        3,
        "s2s wins"
    );
    assert_eq!(
        avatar(VideoProvider::KlingAvatar, None, None, Tier::Pro),
        5,
        "default 5 s"
    );
    assert_eq!(
        avatar(VideoProvider::VeedFabric, Some(&d300), None, Tier::Studio),
        36
    );
    let premium = AvatarVideoRequest {
        is_premium: Some(true),
        dialogue: Some(d300),
        ..AvatarVideoRequest::new("p", VideoAspectRatio::Wide, VideoProvider::KlingAvatar)
    };
    assert_eq!(
        estimate(&Priced::AvatarVideo { request: premium }, &Tier::Pro),
        Credits(80)
    );
}

fn slideshow(
    provider: Option<ImageProvider>,
    count: Option<u32>,
    hook: Option<HookTypeSlug>,
) -> u32 {
    let request = GenerateSlideshowRequest {
        topic: "t".into(),
        image_provider: provider,
        slide_count: count,
        hook_type: hook,
        ..Default::default()
    };
    estimate(&Priced::Slideshow { request }, &Tier::Pro).get()
}

#[test]
fn slideshow_table() {
    assert_eq!(slideshow(None, Some(1), None), 3);
    assert_eq!(slideshow(Some(ImageProvider::GrokImage), Some(6), None), 3);
    assert_eq!(slideshow(Some(ImageProvider::GrokImage), Some(7), None), 6);
    assert_eq!(slideshow(None, Some(10), None), 6);
    assert_eq!(slideshow(None, None, None), 3, "default 6 slides");
    assert_eq!(slideshow(Some(ImageProvider::Gemini), Some(5), None), 10);
    assert_eq!(
        slideshow(Some(ImageProvider::FalFlux2Max), Some(10), None),
        40
    );
    assert_eq!(
        slideshow(Some(ImageProvider::GrokImagePro), Some(7), None),
        7
    );
    assert_eq!(
        slideshow(
            Some(ImageProvider::Gemini),
            None,
            Some(HookTypeSlug::BeforeAfter)
        ),
        8,
        "hook default 4"
    );
    assert_eq!(
        slideshow(
            Some(ImageProvider::Gemini),
            None,
            Some(HookTypeSlug::parse("new"))
        ),
        20,
        "a format the spec's table does not list, without a count: priced at the most slides (10)"
    );
    assert_eq!(
        slideshow(
            Some(ImageProvider::GrokImage),
            None,
            Some(HookTypeSlug::parse("new"))
        ),
        6,
        "grok-image: 7 to 10 slides cost 6"
    );
    assert_eq!(
        slideshow(Some(ImageProvider::GrokImage), None, None),
        3,
        "no format: 6 slides"
    );
}

#[test]
fn music_table() {
    let m = |ms: u64| {
        estimate(
            &Priced::Music {
                request: GenerateMusicRequest {
                    prompt: "x".into(),
                    duration: ms,
                    preset: None,
                },
            },
            &Tier::Pro,
        )
        .get()
    };
    assert_eq!(m(1), 2);
    assert_eq!(m(15_000), 2);
    assert_eq!(m(15_001), 5);
    assert_eq!(m(30_000), 5);
    assert_eq!(m(30_001), 8);
    assert_eq!(m(60_000), 8);
    assert_eq!(m(60_001), 11);
    assert_eq!(m(90_000), 11);
    assert_eq!(m(300_000), 32);
}

#[test]
fn other_and_free_operations() {
    assert_eq!(estimate(&Priced::RemoveBackground, &Tier::Pro), Credits(2));
    assert_eq!(estimate(&Priced::Free, &Tier::Studio), Credits(0));
    let overlay = OverlayTextRequest {
        text: "hi".into(),
        image_url: Some("https://x/a.png".into()),
        ..Default::default()
    };
    assert_eq!(
        estimate(&Priced::OverlayText { request: overlay }, &Tier::Pro),
        Credits(0)
    );
    assert_eq!(Credits(1).to_string(), "1 credit");
    assert_eq!(Credits(3).to_string(), "3 credits");
}

#[test]
fn priced_is_serializable_for_the_ui() {
    let p: Priced = serde_json::from_value(
        serde_json::json!({"kind": "music", "request": {"prompt": "x", "duration": 20000}}),
    )
    .unwrap();
    assert_eq!(estimate(&p, &Tier::Pro), Credits(5));
    let p: Priced =
        serde_json::from_value(serde_json::json!({"kind": "removeBackground"})).unwrap();
    assert_eq!(estimate(&p, &Tier::Pro), Credits(2));
}
