//! POST /api/generate/video (standard and avatar, told apart by provider),
//! GET /api/generate/video/{jobId} (media-api's assumption), POST /api/generate/video-edit.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::response::Response;
use media_api::pricing::Priced;
use media_api::types::videos::{AvatarVideoRequest, StandardVideoRequest};
use media_api::VideoProvider;
use serde_json::{json, Value};

use super::support::{accept_job, check, cost, own_origin, unpublished_charge, NewJob, CTX};
use crate::http::auth::Auth;
use crate::http::body::{decode, ok, ok_charged, Body, RawBody};
use crate::http::error::{ApiError, ApiResult};
use crate::media::video::VideoSpec;
use crate::state::model::{JobKind, Output, RenderSpec};
use crate::state::Shared;
use crate::util::iso;

/// Seconds the strict profile charges for an avatar with neither dialogue nor s2sDuration.
pub const STRICT_SILENT_AVATAR_SECONDS: u32 = 30;

/// The still a video starts from: its file (None: external URL), a label, and the generated image
/// (with its character) when it is one.
struct Still {
    file: Option<String>,
    label: String,
    image_id: Option<String>,
    character_id: Option<String>,
}

/// Resolves a video's source: a generated image (own, by id) or a URL.
fn resolve_source(
    sb: &Shared,
    auth: &Auth,
    image_id: Option<&str>,
    uploaded: Option<&str>,
    url: Option<&str>,
) -> ApiResult<Still> {
    own_origin(sb, &[("uploadedImageUrl", uploaded), ("imageUrl", url)])?;
    if let Some(u) = uploaded.or(url) {
        let field = if uploaded.is_some() {
            "uploadedImageUrl"
        } else {
            "imageUrl"
        };
        let file = sb.media.file_of_url(u);
        if sb.media.is_own_url(u) && file.is_none() {
            return Err(ApiError::field(field, "That image was not found"));
        }
        // An own URL of a generated image carries that image's character link.
        let st = sb.lock();
        let img = file.as_ref().and_then(|f| {
            st.images
                .values()
                .find(|i| &i.file == f && i.account_id == auth.account_id)
        });
        return Ok(Still {
            file,
            label: u.to_string(),
            image_id: img.map(|i| i.id.clone()),
            character_id: img.and_then(|i| i.character_id.clone()),
        });
    }
    let id = image_id.unwrap_or_default();
    let st = sb.lock();
    let img = st
        .images
        .get(id)
        .filter(|i| i.account_id == auth.account_id)
        .ok_or_else(|| ApiError::not_found("image"))?;
    Ok(Still {
        file: Some(img.file.clone()),
        label: img.id.clone(),
        image_id: Some(img.id.clone()),
        character_id: img.character_id.clone(),
    })
}

pub async fn generate(
    State(sb): State<Shared>,
    auth: Auth,
    RawBody(body): RawBody,
) -> ApiResult<Response> {
    let raw: Value = decode(&body)?;
    let provider = raw
        .get("provider")
        .and_then(Value::as_str)
        .map(VideoProvider::parse)
        .unwrap_or_default();
    let (priced, spec, prompt_used, label) = if provider.is_avatar() {
        let req: AvatarVideoRequest = decode(&body)?;
        check(media_api::rules::validate_avatar_video(&req, &CTX))?;
        own_origin(
            &sb,
            &[
                ("voiceAudioUrl", req.voice_audio_url.as_deref()),
                ("s2sAudioUrl", req.s2s_audio_url.as_deref()),
            ],
        )?;
        let mut priced_req = req.clone();
        let silent = req.dialogue.as_deref().is_none_or(|d| d.trim().is_empty())
            && req.s2s_duration.is_none();
        if silent && sb.profile.is_spec() {
            // Neither dialogue nor s2sDuration: the length (and so the price) is not documented; the
            // strict profile makes it long.
            priced_req.s2s_duration = Some(STRICT_SILENT_AVATAR_SECONDS as f64);
        }
        let seconds = media_api::pricing::avatar_seconds(&priced_req);
        let Still {
            file,
            label,
            image_id,
            character_id,
        } = resolve_source(
            &sb,
            &auth,
            req.image_id.as_ref().map(|i| i.as_str()),
            req.uploaded_image_url.as_deref(),
            req.image_url.as_deref(),
        )?;
        let spec = VideoSpec {
            provider: req.provider.as_str().to_string(),
            prompt: req.prompt.clone(),
            aspect_ratio: req.aspect_ratio.as_str().to_string(),
            duration_s: seconds as f64,
            dialogue: req.dialogue.clone(),
            source_file: file,
            source_label: label,
            source_image_id: image_id,
            character_id,
            source_video: None,
        };
        let prompt_used =
            json!({ "prompt": req.prompt, "dialogue": req.dialogue, "provider": req.provider })
                .to_string();
        (
            Priced::AvatarVideo {
                request: priced_req,
            },
            spec,
            prompt_used,
            "Avatar video",
        )
    } else {
        let req: StandardVideoRequest = decode(&body)?;
        check(media_api::rules::validate_standard_video(&req, &CTX))?;
        own_origin(
            &sb,
            &[("referenceVideoUrl", req.reference_video_url.as_deref())],
        )?;
        let provider = req.provider_or_default();
        // No duration given: the default is not documented; the strict profile takes the longest.
        let default_seconds = if sb.profile.is_spec() {
            media_api::catalog::video_provider(&provider)
                .map(|p| p.max_seconds)
                .unwrap_or(media_api::catalog::ASSUMED_MAX_SECONDS)
        } else {
            media_api::catalog::DEFAULT_VIDEO_SECONDS
        };
        let seconds = req.duration.unwrap_or(default_seconds);
        let mut priced_req = req.clone();
        priced_req.duration = Some(seconds);
        let Still {
            file,
            label,
            image_id,
            character_id,
        } = resolve_source(
            &sb,
            &auth,
            req.image_id.as_ref().map(|i| i.as_str()),
            req.uploaded_image_url.as_deref(),
            req.image_url.as_deref(),
        )?;
        let prompt = if provider == VideoProvider::KlingMotion {
            "motion from reference video".to_string()
        } else {
            req.prompt.clone()
        };
        let spec = VideoSpec {
            provider: provider.as_str().to_string(),
            prompt: prompt.clone(),
            aspect_ratio: req.aspect_ratio.as_str().to_string(),
            duration_s: seconds as f64,
            dialogue: None,
            source_file: file,
            source_label: label,
            source_image_id: image_id,
            character_id,
            source_video: None,
        };
        let enhanced = if req.skip_enhancement.unwrap_or(false) {
            prompt.clone()
        } else {
            format!("{prompt}, cinematic, smooth camera motion")
        };
        let prompt_used =
            json!({ "prompt": enhanced, "provider": provider, "duration": seconds }).to_string();
        (
            Priced::StandardVideo {
                request: priced_req,
            },
            spec,
            prompt_used,
            "Video",
        )
    };
    let credits = cost(&priced, &auth);
    let description = format!(
        "{label} generation ({}, {} s)",
        spec.provider, spec.duration_s
    );
    let job_id = accept_job(
        &sb,
        &auth,
        NewJob {
            kind: JobKind::Video,
            prefix: "vidjob",
            prompt: spec.prompt.clone(),
            credits,
            description,
            spec: RenderSpec::Video(spec),
            meta: BTreeMap::new(),
        },
    )?;
    Ok(ok_charged(
        json!({ "jobId": job_id, "promptUsed": prompt_used }),
        credits,
    ))
}

pub async fn poll(
    State(sb): State<Shared>,
    auth: Auth,
    Path(job_id): Path<String>,
) -> ApiResult<Response> {
    // "Polling of video jobs: not shown": the strict profile has no such route.
    if sb.profile.is_spec() {
        return Err(ApiError::not_found("route"));
    }
    let now = sb.now_ms();
    let st = sb.lock();
    let job = st
        .job_of(&auth.account_id, &job_id, JobKind::Video)
        .ok_or_else(|| ApiError::not_found("video job"))?;
    let status = job.status(now);
    let mut v = json!({
        "id": job.id, "status": status.name(), "progress": status.progress(job.kind),
        "error": status.error(), "createdAt": iso(job.created_ms),
    });
    if let Some(Output::Video(id)) = job.visible_output(now) {
        if let Some(rec) = st.videos.get(id) {
            v["videoId"] = json!(id);
            v["videoUrl"] = json!(sb.media.url(&rec.file));
        }
    }
    if let Some(at) = status.finished_at() {
        v["completedAt"] = json!(iso(at));
    }
    Ok(ok(v))
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EditVideoRequest {
    video_id: Option<String>,
    video_url: Option<String>,
    prompt: Option<String>,
}

/// The edit-video operation exists but its request and response are not documented. The sandbox
/// accepts `{videoId | videoUrl, prompt}` and answers `{jobId}`: a video job whose result is the
/// source video with the edit prompt drawn on it, listed in the video library when done (see
/// docs/assumptions.md). No price is documented: the rich profile charges nothing, the strict one
/// [`UNPUBLISHED_CHARGE`](super::support::UNPUBLISHED_CHARGE) (and answers `success` alone).
pub async fn edit(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<EditVideoRequest>,
) -> ApiResult<Response> {
    let prompt = req
        .prompt
        .filter(|p| !p.trim().is_empty())
        .ok_or_else(|| ApiError::field("prompt", "Describe the edit"))?;
    own_origin(&sb, &[("videoUrl", req.video_url.as_deref())])?;
    let (file, character_id, source_image_id) = {
        let st = sb.lock();
        match (&req.video_id, &req.video_url) {
            (Some(id), _) => {
                let v = st
                    .videos
                    .get(id)
                    .filter(|v| v.account_id == auth.account_id)
                    .ok_or_else(|| ApiError::not_found("video"))?;
                (
                    v.file.clone(),
                    v.character_id.clone(),
                    v.source_image_id.clone(),
                )
            }
            (None, Some(url)) => {
                let f = sb.media.file_of_url(url).ok_or_else(|| {
                    ApiError::field("videoUrl", "The sandbox can edit only videos it served")
                })?;
                let v = st
                    .videos
                    .values()
                    .find(|v| v.file == f && v.account_id == auth.account_id);
                (
                    f,
                    v.and_then(|v| v.character_id.clone()),
                    v.and_then(|v| v.source_image_id.clone()),
                )
            }
            (None, None) => {
                return Err(ApiError::field(
                    "videoId",
                    "Choose the video to edit (videoId or videoUrl)",
                ))
            }
        }
    };
    let spec = VideoSpec {
        provider: "video-edit".into(),
        prompt: prompt.clone(),
        aspect_ratio: "9:16".into(),
        duration_s: 0.0,
        dialogue: None,
        source_file: None,
        source_label: file.clone(),
        source_image_id,
        character_id,
        source_video: Some(file),
    };
    let credits = unpublished_charge(&sb);
    let job_id = accept_job(
        &sb,
        &auth,
        NewJob {
            kind: JobKind::Video,
            prefix: "vidjob",
            prompt,
            credits,
            description: "Video edit".into(),
            spec: RenderSpec::Video(spec),
            meta: BTreeMap::new(),
        },
    )?;
    Ok(ok_charged(json!({ "jobId": job_id }), credits))
}
