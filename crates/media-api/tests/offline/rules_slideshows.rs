use super::{accepted, refused};
use media_api::rules::{self, RuleContext};
use media_api::types::hook_types::HookTypeSlug;
use media_api::types::slideshows::*;
use media_api::types::tools::TextPosition;
use media_api::ImageProvider;
use serde_json::json;

const CTX: RuleContext = RuleContext::STRICT;

fn req() -> GenerateSlideshowRequest {
    GenerateSlideshowRequest {
        topic: "morning routine".into(),
        ..Default::default()
    }
}

fn slides(n: usize) -> Option<Vec<SlideInput>> {
    Some(
        (0..n)
            .map(|i| SlideInput {
                text: Some(format!("slide {i}")),
                image_prompt: None,
            })
            .collect(),
    )
}

#[test]
fn slide_count_1_to_10() {
    accepted(rules::validate_generate_slideshow(
        &GenerateSlideshowRequest {
            slide_count: Some(1),
            ..req()
        },
        &CTX,
    ));
    accepted(rules::validate_generate_slideshow(
        &GenerateSlideshowRequest {
            slide_count: Some(10),
            ..req()
        },
        &CTX,
    ));
    refused(
        rules::validate_generate_slideshow(
            &GenerateSlideshowRequest {
                slide_count: Some(0),
                ..req()
            },
            &CTX,
        ),
        "slideCount",
    );
    refused(
        rules::validate_generate_slideshow(
            &GenerateSlideshowRequest {
                slide_count: Some(11),
                ..req()
            },
            &CTX,
        ),
        "slideCount",
    );
    refused(
        rules::validate_generate_slideshow(
            &GenerateSlideshowRequest {
                topic: "".into(),
                ..req()
            },
            &CTX,
        ),
        "topic",
    );
}

#[test]
fn slides_not_longer_than_slide_count() {
    let r = GenerateSlideshowRequest {
        slide_count: Some(3),
        slides: slides(3),
        ..req()
    };
    accepted(rules::validate_generate_slideshow(&r, &CTX));
    let r = GenerateSlideshowRequest {
        slide_count: Some(3),
        slides: slides(4),
        ..req()
    };
    refused(rules::validate_generate_slideshow(&r, &CTX), "slides");
    // Default from the hook type (before-after: 4), else 6.
    let r = GenerateSlideshowRequest {
        hook_type: Some(HookTypeSlug::BeforeAfter),
        slides: slides(5),
        ..req()
    };
    refused(rules::validate_generate_slideshow(&r, &CTX), "slides");
    let r = GenerateSlideshowRequest {
        slides: slides(6),
        ..req()
    };
    accepted(rules::validate_generate_slideshow(&r, &CTX));
    let r = GenerateSlideshowRequest {
        slides: slides(7),
        ..req()
    };
    refused(rules::validate_generate_slideshow(&r, &CTX), "slides");
    let mut s = slides(4);
    s.as_mut().unwrap()[3].text = Some(" ".into());
    refused(
        rules::validate_generate_slideshow(&GenerateSlideshowRequest { slides: s, ..req() }, &CTX),
        "slides[3].text",
    );
}

#[test]
fn slideshow_image_providers() {
    for p in media_api::catalog::slideshow_image_providers() {
        accepted(rules::validate_generate_slideshow(
            &GenerateSlideshowRequest {
                image_provider: Some(p),
                ..req()
            },
            &CTX,
        ));
    }
    assert_eq!(media_api::catalog::slideshow_image_providers().len(), 11);
    for p in [ImageProvider::GptImage25Flare, ImageProvider::parse("nope")] {
        refused(
            rules::validate_generate_slideshow(
                &GenerateSlideshowRequest {
                    image_provider: Some(p),
                    ..req()
                },
                &CTX,
            ),
            "imageProvider",
        );
    }
}

#[test]
fn text_style_values() {
    let ok = TextStyle {
        position: Some(TextPosition::Center),
        text_color: Some("#fff".into()),
        stroke_color: Some("#000000".into()),
        bg_bar_opacity: Some(1.0),
        text_transform: Some(TextTransform::None),
        ..Default::default()
    };
    accepted(rules::validate_text_style(&ok, "textStyle"));
    let r = |ts: TextStyle| {
        rules::validate_generate_slideshow(
            &GenerateSlideshowRequest {
                text_style: Some(ts),
                ..req()
            },
            &CTX,
        )
    };
    refused(
        r(TextStyle {
            bg_bar_opacity: Some(1.01),
            ..Default::default()
        }),
        "textStyle.bgBarOpacity",
    );
    refused(
        r(TextStyle {
            bg_bar_opacity: Some(-0.01),
            ..Default::default()
        }),
        "textStyle.bgBarOpacity",
    );
    accepted(r(TextStyle {
        bg_bar_opacity: Some(0.0),
        ..Default::default()
    }));
    refused(
        r(TextStyle {
            text_color: Some("white".into()),
            ..Default::default()
        }),
        "textStyle.textColor",
    );
    refused(
        r(TextStyle {
            bg_bar_color: Some("#12345".into()),
            ..Default::default()
        }),
        "textStyle.bgBarColor",
    );
    refused(
        r(TextStyle {
            position: Some(TextPosition::parse("left")),
            ..Default::default()
        }),
        "textStyle.position",
    );
    refused(
        r(TextStyle {
            text_transform: Some(TextTransform::parse("capitalize")),
            ..Default::default()
        }),
        "textStyle.textTransform",
    );
    let mut unknown = TextStyle::default();
    unknown.extra.insert("shadow".into(), json!(true));
    let m = refused(r(unknown), "textStyle.shadow");
    assert!(m.contains("shadow"));
}

#[test]
fn text_style_raw_json_keys_and_types() {
    let all = json!({"position": "top", "fontSize": 56, "fontFamily": "impact", "textColor": "#FFFFFF",
        "strokeColor": "#000000", "strokeWidth": 3, "bgBarOpacity": 0.5, "bgBarColor": "#000000", "bgBarMode": "full",
        "textAlign": "center", "maxCharsPerLine": 20, "textTransform": "uppercase", "letterSpacing": 0,
        "verticalOffset": 0, "watermark": true});
    assert_eq!(all.as_object().unwrap().len(), 15);
    accepted(rules::validate_text_style_value(&all, "textStyle"));
    refused(
        rules::validate_text_style_value(&json!({"fontSize": "big"}), "textStyle"),
        "textStyle.fontSize",
    );
    refused(
        rules::validate_text_style_value(&json!({"watermark": "yes"}), "textStyle"),
        "textStyle.watermark",
    );
    refused(
        rules::validate_text_style_value(&json!({"textColor": 255}), "textStyle"),
        "textStyle.textColor",
    );
    refused(
        rules::validate_text_style_value(&json!({"fontWeight": 700}), "textStyle"),
        "textStyle.fontWeight",
    );
    refused(
        rules::validate_text_style_value(&json!({"bgBarOpacity": 2}), "textStyle"),
        "textStyle.bgBarOpacity",
    );
    refused(
        rules::validate_text_style_value(&json!([1]), "textStyle"),
        "textStyle",
    );
}
