use super::{accepted, refused};
use media_api::rules::{self, RuleContext};
use media_api::types::tools::*;

const CTX: RuleContext = RuleContext::STRICT;

fn overlay(text: &str) -> OverlayTextRequest {
    OverlayTextRequest {
        text: text.into(),
        image_url: Some("https://x/a.png".into()),
        ..Default::default()
    }
}

#[test]
fn overlay_text_1_to_120_chars() {
    accepted(rules::validate_overlay_text(&overlay("a"), &CTX));
    accepted(rules::validate_overlay_text(
        &overlay(&"ü".repeat(120)),
        &CTX,
    ));
    let m = refused(
        rules::validate_overlay_text(&overlay(&"x".repeat(134)), &CTX),
        "text",
    );
    assert_eq!(m, "Text can be at most 120 characters (you have 134)");
    refused(rules::validate_overlay_text(&overlay(""), &CTX), "text");
}

#[test]
fn overlay_exactly_one_target() {
    let both = OverlayTextRequest {
        video_url: Some("https://x/v.mp4".into()),
        ..overlay("hi")
    };
    refused(rules::validate_overlay_text(&both, &CTX), "videoUrl");
    let none = OverlayTextRequest {
        image_url: None,
        ..overlay("hi")
    };
    refused(rules::validate_overlay_text(&none, &CTX), "imageUrl");
    let video = OverlayTextRequest {
        image_url: None,
        video_url: Some("https://x/v.mp4".into()),
        ..overlay("hi")
    };
    accepted(rules::validate_overlay_text(&video, &CTX));
    let pos = OverlayTextRequest {
        position: Some(TextPosition::parse("left")),
        ..overlay("hi")
    };
    refused(rules::validate_overlay_text(&pos, &CTX), "position");
    let pos = OverlayTextRequest {
        position: Some(TextPosition::Top),
        ..overlay("hi")
    };
    accepted(rules::validate_overlay_text(&pos, &CTX));
}

#[test]
fn stitch_2_to_5_https_urls() {
    let urls = |n: usize| StitchVideosRequest {
        video_urls: (0..n).map(|i| format!("https://x/{i}.mp4")).collect(),
    };
    accepted(rules::validate_stitch_videos(&urls(2), &CTX));
    accepted(rules::validate_stitch_videos(&urls(5), &CTX));
    refused(rules::validate_stitch_videos(&urls(1), &CTX), "videoUrls");
    refused(rules::validate_stitch_videos(&urls(6), &CTX), "videoUrls");
    let mut r = urls(3);
    r.video_urls[2] = "http://x/2.mp4".into();
    let m = refused(rules::validate_stitch_videos(&r, &CTX), "videoUrls[2]");
    assert!(m.contains("https://"));
}

#[test]
fn trim_times() {
    let r = |s: f64, e: f64| TrimVideoRequest {
        video_url: "https://x/v.mp4".into(),
        start_time: s,
        end_time: e,
    };
    accepted(rules::validate_trim_video(&r(0.0, 0.1), &CTX));
    refused(rules::validate_trim_video(&r(-0.1, 2.0), &CTX), "startTime");
    refused(rules::validate_trim_video(&r(2.0, 2.0), &CTX), "endTime");
    refused(
        rules::validate_trim_video(&r(f64::NAN, 2.0), &CTX),
        "startTime",
    );
}

#[test]
fn https_where_the_spec_says_https() {
    let mute = MuteVideoRequest {
        video_url: "http://cdn.example/v.mp4".into(),
    };
    refused(rules::validate_mute_video(&mute, &CTX), "videoUrl");
    let img = ImageUrlRequest {
        image_url: "http://cdn.example/a.png".into(),
    };
    refused(rules::validate_image_url_tool(&img, &CTX), "imageUrl");
    let trim = TrimVideoRequest {
        video_url: "http://cdn.example/v.mp4".into(),
        start_time: 0.0,
        end_time: 1.0,
    };
    refused(rules::validate_trim_video(&trim, &CTX), "videoUrl");
    accepted(rules::validate_image_url_tool(
        &ImageUrlRequest {
            image_url: "https://cdn.example/a.png".into(),
        },
        &CTX,
    ));
}

#[test]
fn loopback_http_only_with_loopback_context() {
    let local = ImageUrlRequest {
        image_url: "http://127.0.0.1:4555/media/a.png".into(),
    };
    refused(
        rules::validate_image_url_tool(&local, &RuleContext::STRICT),
        "imageUrl",
    );
    accepted(rules::validate_image_url_tool(
        &local,
        &RuleContext::LOOPBACK,
    ));
    let localhost = MuteVideoRequest {
        video_url: "http://localhost:9/v.mp4".into(),
    };
    accepted(rules::validate_mute_video(
        &localhost,
        &RuleContext::LOOPBACK,
    ));
    // A loopback service still refuses plain http to a remote host.
    let remote = ImageUrlRequest {
        image_url: "http://cdn.example/a.png".into(),
    };
    refused(
        rules::validate_image_url_tool(&remote, &RuleContext::LOOPBACK),
        "imageUrl",
    );
}
