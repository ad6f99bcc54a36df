use super::{accepted, refused};
use base64::Engine as _;
use media_api::rules::{self, RuleContext};
use media_api::types::form_data::*;
use media_api::types::images::GenerateImageRequest;
use media_api::ImageProvider;

const CTX: RuleContext = RuleContext::STRICT;
pub const PNG: &[u8] = &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13];

pub fn data_uri(mime: &str, bytes: &[u8]) -> String {
    format!(
        "data:{mime};base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    )
}

fn req() -> GenerateImageRequest {
    GenerateImageRequest::simple("a portrait")
}

#[test]
fn num_images_1_to_6() {
    let p = ImageProvider::GrokImage;
    for n in [1, 6] {
        accepted(rules::validate_generate_image(
            &p,
            &GenerateImageRequest {
                num_images: Some(n),
                ..req()
            },
            &CTX,
        ));
    }
    for n in [0, 7] {
        let m = refused(
            rules::validate_generate_image(
                &p,
                &GenerateImageRequest {
                    num_images: Some(n),
                    ..req()
                },
                &CTX,
            ),
            "numImages",
        );
        assert!(m.contains("between 1 and 6"), "{m}");
    }
}

#[test]
fn aspect_ratio_and_photo_type() {
    let p = ImageProvider::Gemini;
    let mut r = req();
    r.form_data.photography = Some(Photography {
        aspect_ratio: Some(AspectRatio::Ultrawide21x9),
        ..Default::default()
    });
    r.form_data.composition = Some(Composition {
        photo_type: Some(PhotoType::Lifestyle),
    });
    accepted(rules::validate_generate_image(&p, &r, &CTX));
    assert_eq!(AspectRatio::KNOWN.len(), 10);
    assert_eq!(PhotoType::KNOWN.len(), 19);
    r.form_data.photography.as_mut().unwrap().aspect_ratio = Some(AspectRatio::parse("7:5"));
    let m = refused(
        rules::validate_generate_image(&p, &r, &CTX),
        "formData.photography.aspectRatio",
    );
    assert!(m.contains("7:5"));
    r.form_data.photography = None;
    r.form_data.composition = Some(Composition {
        photo_type: Some(PhotoType::parse("drone")),
    });
    refused(
        rules::validate_generate_image(&p, &r, &CTX),
        "formData.composition.photoType",
    );
}

#[test]
fn provider_slug_must_be_known() {
    for p in ImageProvider::KNOWN {
        accepted(rules::validate_generate_image(p, &req(), &CTX));
    }
    refused(
        rules::validate_generate_image(&ImageProvider::parse("dall-e-9"), &req(), &CTX),
        "provider",
    );
}

#[test]
fn four_k_only_where_offered() {
    let r = GenerateImageRequest {
        enable_4k: Some(true),
        ..req()
    };
    for p in [
        "gemini",
        "gpt-image-2",
        "gpt-image-2.5-flare",
        "gpt-image-2.5-sunburst",
        "seedream-4.5",
        "grok-image-2.0",
        "kling-image-v3",
    ] {
        accepted(rules::validate_generate_image(
            &ImageProvider::parse(p),
            &r,
            &CTX,
        ));
    }
    for p in [
        "gemini-nano",
        "gpt-image-1.5",
        "fal-flux-2-pro",
        "fal-flux-2-max",
        "grok-image",
        "grok-image-pro",
    ] {
        let m = refused(
            rules::validate_generate_image(&ImageProvider::parse(p), &r, &CTX),
            "enable4K",
        );
        assert!(m.contains("has no 4K option"), "{m}");
    }
    let m = refused(
        rules::validate_generate_image(&ImageProvider::GrokImage, &r, &CTX),
        "enable4K",
    );
    assert_eq!(m, "Grok Image has no 4K option");
    // enable4K false is fine everywhere.
    let off = GenerateImageRequest {
        enable_4k: Some(false),
        ..req()
    };
    accepted(rules::validate_generate_image(
        &ImageProvider::GrokImage,
        &off,
        &CTX,
    ));
}

#[test]
fn reference_image_size_and_sniffed_format() {
    let p = ImageProvider::Gemini;
    let ok = GenerateImageRequest {
        reference_image: Some(data_uri("image/png", PNG)),
        ..req()
    };
    accepted(rules::validate_generate_image(&p, &ok, &CTX));
    // The mime string lies: bytes are PNG, declared jpeg: accepted (sniffed from bytes).
    let lying = GenerateImageRequest {
        reference_image: Some(data_uri("image/jpeg", PNG)),
        ..req()
    };
    accepted(rules::validate_generate_image(&p, &lying, &CTX));
    // Declared png but the bytes are a PDF: refused.
    let pdf = GenerateImageRequest {
        reference_image: Some(data_uri("image/png", b"%PDF-1.7 blah")),
        ..req()
    };
    let m = refused(
        rules::validate_generate_image(&p, &pdf, &CTX),
        "referenceImage",
    );
    assert!(m.contains("JPEG, PNG, WebP or GIF"));
    let bad = GenerateImageRequest {
        reference_image: Some("data:image/png;base64,@@@".into()),
        ..req()
    };
    refused(
        rules::validate_generate_image(&p, &bad, &CTX),
        "referenceImage",
    );
}

#[test]
fn sniffing() {
    use media_api::rules::{sniff_image_format, ImageFormat};
    assert_eq!(
        sniff_image_format(&[0xFF, 0xD8, 0xFF, 0xE0]),
        Some(ImageFormat::Jpeg)
    );
    assert_eq!(sniff_image_format(PNG), Some(ImageFormat::Png));
    assert_eq!(sniff_image_format(b"GIF89a...."), Some(ImageFormat::Gif));
    assert_eq!(
        sniff_image_format(b"RIFF\x10\0\0\0WEBPVP8 "),
        Some(ImageFormat::Webp)
    );
    assert_eq!(sniff_image_format(b"RIFF\x10\0\0\0WAVEfmt "), None);
    assert_eq!(sniff_image_format(b""), None);
}

#[test]
fn ten_megabyte_limit() {
    let max = media_api::rules::limits::REFERENCE_IMAGE_MAX_BYTES;
    let mut at_limit = vec![0u8; max];
    at_limit[..PNG.len()].copy_from_slice(PNG);
    let r = media_api::types::characters::CreateCharacterRequest {
        name: "Ava".into(),
        reference_image: Some(data_uri("image/png", &at_limit)),
        ..Default::default()
    };
    accepted(rules::validate_create_character(&r, &CTX));
    at_limit.push(0);
    let r = media_api::types::characters::CreateCharacterRequest {
        reference_image: Some(data_uri("image/png", &at_limit)),
        ..r
    };
    let m = refused(rules::validate_create_character(&r, &CTX), "referenceImage");
    assert!(m.contains("at most 10 MB"), "{m}");
}
