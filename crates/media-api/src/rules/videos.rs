//! Video generation: standard and avatar bodies of `POST /api/generate/video`.

use super::check::{non_blank, opt_non_blank, opt_url};
use super::{Errors, FieldError, RuleContext};
use crate::catalog;
use crate::ids::ImageId;
use crate::say;
use crate::types::providers::{VideoProvider, VoiceProvider};
use crate::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoAspectRatio, VideoEditRequest,
};

/// Accepted duration range (seconds) of a provider: documented for seedance (4-12), grok-video (1-15)
/// and kling-motion (5-30); 1-60 assumed for the others and for unknown providers.
pub fn video_duration_range(provider: &VideoProvider) -> (u32, u32) {
    match catalog::video_provider(provider) {
        Some(info) => (info.min_seconds, info.max_seconds),
        None => (catalog::ASSUMED_MIN_SECONDS, catalog::ASSUMED_MAX_SECONDS),
    }
}

pub fn validate_standard_video(req: &StandardVideoRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    let provider = req.provider_or_default();
    if !provider.is_known() {
        errs.push(
            "provider",
            say!(
                "rules.not_video_provider_app",
                "\"{provider}\" is not a video provider this app knows",
                provider = provider
            ),
        );
    } else if provider.is_avatar() {
        errs.push(
            "provider",
            say!(
                "rules.makes_avatar_videos_use",
                "{provider} makes avatar videos: use the avatar form",
                provider = provider
            ),
        );
    }
    source(
        &mut errs,
        req.image_id.as_ref(),
        req.uploaded_image_url.as_deref(),
        req.image_url.as_deref(),
        ctx,
    );
    if provider != VideoProvider::KlingMotion {
        non_blank(
            &mut errs,
            "prompt",
            &req.prompt,
            say!("rules.prompt_empty", "The prompt can't be empty"),
        );
    }
    aspect(&mut errs, &req.aspect_ratio);
    if let Some(d) = req.duration {
        let (min, max) = video_duration_range(&provider);
        if d < min || d > max {
            let name = catalog::video_provider(&provider)
                .map(|p| p.name)
                .unwrap_or(provider.as_str());
            errs.push(
                "duration",
                say!(
                    "rules.videos_seconds_long_asked",
                    "{name} videos can be {min} to {max} seconds long (you asked for {d})",
                    name = name,
                    min = min,
                    max = max,
                    d = d
                ),
            );
        }
    }
    if provider == VideoProvider::KlingMotion {
        match req.reference_video_url.as_deref() {
            None => errs.push(
                "referenceVideoUrl",
                say!(
                    "rules.kling_motion_needs_reference",
                    "Kling Motion needs a reference video to copy the motion from"
                ),
            ),
            Some(u) => opt_url(&mut errs, "referenceVideoUrl", Some(u), false, ctx),
        }
    } else {
        opt_url(
            &mut errs,
            "referenceVideoUrl",
            req.reference_video_url.as_deref(),
            false,
            ctx,
        );
    }
    errs.into_vec()
}

pub fn validate_avatar_video(req: &AvatarVideoRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    if !req.provider.is_avatar() {
        errs.push(
            "provider",
            say!(
                "rules.not_avatar_provider",
                "Choose an avatar provider (kling-avatar, creatify-aurora or veed-fabric); \"{provider}\" is not one",
                provider = req.provider
            ),
        );
    }
    source(
        &mut errs,
        req.image_id.as_ref(),
        req.uploaded_image_url.as_deref(),
        req.image_url.as_deref(),
        ctx,
    );
    non_blank(
        &mut errs,
        "prompt",
        &req.prompt,
        say!("rules.prompt_empty", "The prompt can't be empty"),
    );
    aspect(&mut errs, &req.aspect_ratio);
    opt_non_blank(
        &mut errs,
        "dialogue",
        req.dialogue.as_deref(),
        say!("rules.dialogue_empty", "Dialogue can't be empty"),
    );
    if let Some(vp) = &req.voice_provider {
        if !matches!(vp, VoiceProvider::Elevenlabs | VoiceProvider::FishAudio) {
            errs.push(
                "voiceProvider",
                say!(
                    "rules.voice_service_must_elevenlabs",
                    "Voice service must be elevenlabs or fish-audio (not \"{vp}\")",
                    vp = vp
                ),
            );
        }
    }
    opt_url(
        &mut errs,
        "voiceAudioUrl",
        req.voice_audio_url.as_deref(),
        false,
        ctx,
    );
    opt_url(
        &mut errs,
        "s2sAudioUrl",
        req.s2s_audio_url.as_deref(),
        false,
        ctx,
    );
    if let Some(d) = req.s2s_duration {
        if !d.is_finite() || d <= 0.0 {
            errs.push(
                "s2sDuration",
                say!(
                    "rules.voice_audio_length_must",
                    "The voice audio length must be a positive number of seconds"
                ),
            );
        }
    }
    errs.into_vec()
}

fn aspect(errs: &mut Errors, ar: &VideoAspectRatio) {
    if !ar.is_known() {
        errs.push(
            "aspectRatio",
            say!(
                "rules.video_shape_must_not",
                "Video shape must be 9:16 or 16:9 (not \"{ar}\")",
                ar = ar
            ),
        );
    }
}

/// One of imageId, uploadedImageUrl, imageUrl (several allowed: uploadedImageUrl wins over imageUrl).
fn source(
    errs: &mut Errors,
    id: Option<&ImageId>,
    uploaded: Option<&str>,
    url: Option<&str>,
    ctx: &RuleContext,
) {
    if id.is_none() && uploaded.is_none() && url.is_none() {
        errs.push(
            "imageId",
            say!(
                "rules.choose_source_image_video",
                "Choose a source image for the video"
            ),
        );
    }
    if let Some(id) = id {
        if id.as_str().trim().is_empty() {
            errs.push(
                "imageId",
                say!(
                    "rules.choose_source_image_video",
                    "Choose a source image for the video"
                ),
            );
        }
    }
    opt_url(errs, "uploadedImageUrl", uploaded, false, ctx);
    opt_url(errs, "imageUrl", url, false, ctx);
}

/// Edit video (request not shown in the spec: the app's assumption): the video by `videoId` or by
/// `videoUrl` (an absolute http(s) address), and the edit described in `prompt`.
pub fn validate_video_edit(req: &VideoEditRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    let given = |v: Option<&str>| v.is_some_and(|s| !s.trim().is_empty());
    if !given(req.video_id.as_ref().map(|v| v.as_str())) && !given(req.video_url.as_deref()) {
        errs.push(
            "videoId",
            say!("rules.choose_video_edit", "Choose the video to edit"),
        );
    }
    opt_url(&mut errs, "videoUrl", req.video_url.as_deref(), false, ctx);
    non_blank(
        &mut errs,
        "prompt",
        &req.prompt,
        say!("rules.edit_empty", "The edit can't be empty"),
    );
    errs.into_vec()
}
