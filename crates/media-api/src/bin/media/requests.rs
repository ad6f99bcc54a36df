//! Building typed requests from arguments (no network).

use crate::args::*;
use crate::field_error;
use media_api::rules::sniff_image_format;
use media_api::types::form_data::{
    AspectRatio, CharacterFormData, Composition, PhotoType, Photography,
};
use media_api::types::images::GenerateImageRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::types::providers::VoiceProvider;
use media_api::types::slideshows::{GenerateSlideshowRequest, TextStyle};
use media_api::types::videos::{AvatarVideoRequest, StandardVideoRequest, VideoAspectRatio};
use media_api::{Error, ImageProvider, VideoProvider};
use std::path::Path;

/// Reads a local image as a data URI, with the mime type of its actual bytes.
pub fn data_uri(field: &str, path: &Path) -> Result<String, Error> {
    use base64::Engine as _;
    let bytes = std::fs::read(path)
        .map_err(|e| field_error(field, format!("Could not read {}: {e}", path.display())))?;
    let format = sniff_image_format(&bytes)
        .ok_or_else(|| field_error(field, "The image must be a JPEG, PNG, WebP or GIF file"))?;
    Ok(format!(
        "data:{};base64,{}",
        format.mime(),
        base64::engine::general_purpose::STANDARD.encode(bytes)
    ))
}

/// Inline JSON or `@file`.
pub fn json_arg(field: &str, s: &str) -> Result<serde_json::Value, Error> {
    let text = match s.strip_prefix('@') {
        Some(p) => std::fs::read_to_string(p)
            .map_err(|e| field_error(field, format!("Could not read {p}: {e}")))?,
        None => s.to_string(),
    };
    serde_json::from_str(&text).map_err(|e| field_error(field, format!("Not valid JSON: {e}")))
}

pub fn image(a: &ImageArgs) -> Result<(ImageProvider, GenerateImageRequest), Error> {
    let mut form: CharacterFormData = match &a.form {
        Some(p) => {
            let v = json_arg("formData", &format!("@{}", p.display()))?;
            serde_json::from_value(v)
                .map_err(|e| field_error("formData", format!("Not valid form data: {e}")))?
        }
        None => CharacterFormData::default(),
    };
    if let Some(ar) = &a.aspect_ratio {
        form.photography
            .get_or_insert_with(Photography::default)
            .aspect_ratio = Some(AspectRatio::parse(ar));
    }
    if let Some(pt) = &a.photo_type {
        form.composition
            .get_or_insert_with(Composition::default)
            .photo_type = Some(PhotoType::parse(pt));
    }
    if a.prompt.is_none() && a.form.is_none() {
        return Err(field_error(
            "simplePrompt",
            "Give a --prompt or a --form file",
        ));
    }
    let reference_image = a
        .reference_file
        .as_deref()
        .map(|p| data_uri("referenceImage", p))
        .transpose()?;
    let req = GenerateImageRequest {
        form_data: form,
        reference_image,
        simple_prompt: a.prompt.clone(),
        num_images: a.num_images,
        enable_4k: a.four_k.then_some(true),
    };
    Ok((ImageProvider::parse(&a.provider), req))
}

pub fn video(a: &VideoArgs) -> StandardVideoRequest {
    let s = &a.source;
    StandardVideoRequest {
        image_id: s.image_id.clone().map(Into::into),
        image_url: s.image_url.clone(),
        provider: a.provider.as_deref().map(VideoProvider::parse),
        is_premium: s.premium.then_some(true),
        duration: a.duration,
        skip_enhancement: s.skip_enhancement.then_some(true),
        reference_video_url: a.reference_video_url.clone(),
        ..StandardVideoRequest::new(
            s.prompt.clone().unwrap_or_default(),
            VideoAspectRatio::parse(&s.aspect),
        )
    }
}

pub fn avatar(a: &AvatarArgs) -> AvatarVideoRequest {
    let s = &a.source;
    AvatarVideoRequest {
        image_id: s.image_id.clone().map(Into::into),
        image_url: s.image_url.clone(),
        dialogue: a.dialogue.clone(),
        is_premium: s.premium.then_some(true),
        voice_id: a.voice_id.clone(),
        voice_provider: a.voice_provider.as_deref().map(VoiceProvider::parse),
        voice_audio_url: a.voice_audio_url.clone(),
        s2s_audio_url: a.s2s_audio_url.clone(),
        s2s_duration: a.s2s_duration,
        skip_enhancement: s.skip_enhancement.then_some(true),
        ..AvatarVideoRequest::new(
            s.prompt.clone().unwrap_or_default(),
            VideoAspectRatio::parse(&s.aspect),
            VideoProvider::parse(&a.provider),
        )
    }
}

pub fn slideshow(a: &SlideshowArgs) -> Result<GenerateSlideshowRequest, Error> {
    let text_style = match &a.style {
        Some(s) => {
            let v = json_arg("textStyle", s)?;
            let errors = media_api::rules::validate_text_style_value(&v, "textStyle");
            if !errors.is_empty() {
                return Err(Error::Validation(errors));
            }
            Some(
                serde_json::from_value::<TextStyle>(v)
                    .map_err(|e| field_error("textStyle", e.to_string()))?,
            )
        }
        None => None,
    };
    Ok(GenerateSlideshowRequest {
        topic: a.topic.clone(),
        hook_type: a.hook.as_deref().map(Into::into),
        character_id: a.character_id.clone().map(Into::into),
        slide_count: a.slide_count,
        image_provider: a.provider.as_deref().map(ImageProvider::parse),
        product_name: a.product_name.clone(),
        product_description: a.product_description.clone(),
        slides: None,
        text_style,
    })
}

pub fn music(a: &MusicArgs) -> Result<GenerateMusicRequest, Error> {
    let duration = match (a.seconds, a.duration_ms) {
        (_, Some(ms)) => ms,
        (Some(s), None) if s.is_finite() && s >= 0.0 => (s * 1000.0).round() as u64,
        (Some(_), None) => {
            return Err(field_error(
                "duration",
                "Length must be a positive number of seconds",
            ))
        }
        (None, None) => return Err(field_error("duration", "Give --seconds or --duration-ms")),
    };
    Ok(GenerateMusicRequest {
        prompt: a.prompt.clone(),
        duration,
        preset: a.preset.clone(),
    })
}
