//! Agent media tools.

use super::check::{chars, url};
use super::limits::{
    OVERLAY_TEXT_MAX_CHARS, OVERLAY_TEXT_MIN_CHARS, STITCH_MAX_URLS, STITCH_MIN_URLS,
};
use super::{Errors, FieldError, RuleContext};
use crate::say;
use crate::types::tools::{
    ImageUrlRequest, MuteVideoRequest, OverlayTextRequest, StitchVideosRequest, TrimVideoRequest,
};

/// Text 1-120 characters; exactly one of imageUrl / videoUrl; position top/center/bottom.
pub fn validate_overlay_text(req: &OverlayTextRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    let n = chars(&req.text);
    if n < OVERLAY_TEXT_MIN_CHARS || req.text.trim().is_empty() {
        errs.push("text", say!("rules.text_empty", "Text can't be empty"));
    } else if n > OVERLAY_TEXT_MAX_CHARS {
        errs.push(
            "text",
            say!(
                "rules.text_at_most_characters",
                "Text can be at most {overlay_text_max_chars} characters (you have {n})",
                overlay_text_max_chars = OVERLAY_TEXT_MAX_CHARS,
                n = n
            ),
        );
    }
    match (&req.image_url, &req.video_url) {
        (None, None) => errs.push(
            "imageUrl",
            say!(
                "rules.choose_image_video_put",
                "Choose an image or a video to put the text on"
            ),
        ),
        (Some(_), Some(_)) => errs.push(
            "videoUrl",
            say!(
                "rules.choose_either_image_video",
                "Choose either an image or a video, not both"
            ),
        ),
        (Some(u), None) => url(&mut errs, "imageUrl", u, false, ctx),
        (None, Some(u)) => url(&mut errs, "videoUrl", u, false, ctx),
    }
    if let Some(p) = &req.position {
        if !p.is_known() {
            errs.push(
                "position",
                say!(
                    "rules.position_must_top_center",
                    "Position must be top, center or bottom (not \"{p}\")",
                    p = p
                ),
            );
        }
    }
    errs.into_vec()
}

/// 2 to 5 HTTPS URLs.
pub fn validate_stitch_videos(req: &StitchVideosRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    let n = req.video_urls.len();
    if !(STITCH_MIN_URLS..=STITCH_MAX_URLS).contains(&n) {
        errs.push(
            "videoUrls",
            say!(
                "rules.choose_clips_join_have",
                "Choose {stitch_min_urls} to {stitch_max_urls} clips to join (you have {n})",
                stitch_min_urls = STITCH_MIN_URLS,
                stitch_max_urls = STITCH_MAX_URLS,
                n = n
            ),
        );
    }
    for (i, u) in req.video_urls.iter().enumerate() {
        url(&mut errs, &format!("videoUrls[{i}]"), u, true, ctx);
    }
    errs.into_vec()
}

/// HTTPS videoUrl, startTime >= 0, endTime > startTime.
pub fn validate_trim_video(req: &TrimVideoRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    url(&mut errs, "videoUrl", &req.video_url, true, ctx);
    if !req.start_time.is_finite() || req.start_time < 0.0 {
        errs.push(
            "startTime",
            say!(
                "rules.start_time_before_seconds",
                "Start time can't be before 0 seconds"
            ),
        );
    }
    if !req.end_time.is_finite() || req.end_time <= req.start_time {
        errs.push(
            "endTime",
            say!(
                "rules.end_time_must_after",
                "End time must be after the start time"
            ),
        );
    }
    errs.into_vec()
}

/// HTTPS videoUrl.
pub fn validate_mute_video(req: &MuteVideoRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    url(&mut errs, "videoUrl", &req.video_url, true, ctx);
    errs.into_vec()
}

/// HTTPS imageUrl (write-shot-prompt, remove-background).
pub fn validate_image_url_tool(req: &ImageUrlRequest, ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    url(&mut errs, "imageUrl", &req.image_url, true, ctx);
    errs.into_vec()
}
