//! Agent media tools: GET /api/agent/tools, overlay-text, stitch-videos, trim-video, mute-video,
//! write-shot-prompt, and POST /api/photo-editor/remove-background. They answer synchronously with
//! real files produced by ffmpeg or the image crate.

use std::path::PathBuf;

use axum::extract::State;
use axum::response::Response;
use media_api::pricing::Priced;
use media_api::types::tools::{
    ImageUrlRequest, MuteVideoRequest, OverlayTextRequest, StitchVideosRequest, TrimVideoRequest,
};
use serde_json::json;

use super::support::{
    check, cost, ensure_balance, own_origin, source, tool_failed, unpublished_charge, Source, CTX,
};
use crate::catalog::PARITY_TOOL_IDS;
use crate::http::auth::Auth;
use crate::http::body::{ok, ok_charged, Body};
use crate::http::error::{ApiError, ApiResult};
use crate::media::{edit, ffmpeg, png, video};
use crate::state::model::ImageRec;
use crate::state::Shared;

pub async fn list(_sb: State<Shared>, _auth: Auth) -> ApiResult<Response> {
    Ok(ok(
        json!({ "parityToolIds": PARITY_TOOL_IDS, "toolCount": PARITY_TOOL_IDS.len() }),
    ))
}

fn new_file(sb: &Shared, prefix: &str, ext: &str) -> (String, PathBuf) {
    let id = sb.mutate(|st| st.new_id(prefix));
    let file = format!("{id}.{ext}");
    let path = sb.media.path(&file);
    (file, path)
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, String> + Send + 'static,
) -> Result<T, String> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| e.to_string())?
}

/// A local video file for an input URL; external URLs get a short stand-in clip.
async fn video_input(sb: &Shared, field: &str, url: &str) -> ApiResult<(PathBuf, bool)> {
    match source(sb, field, url)? {
        Source::Local(p) => Ok((p, false)),
        Source::External(u) => {
            let (_, path) = new_file(sb, "ext", "mp4");
            let spec = video::VideoSpec {
                provider: "external".into(),
                prompt: u.clone(),
                aspect_ratio: "9:16".into(),
                duration_s: 2.0,
                dialogue: None,
                source_file: None,
                source_label: u,
                source_image_id: None,
                character_id: None,
                source_video: None,
            };
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            video::render_clip(&spec, sb.media.dir(), &stem, &path)
                .await
                .map_err(tool_failed)?;
            Ok((path, true))
        }
    }
}

async fn image_input(sb: &Shared, field: &str, url: &str) -> ApiResult<(PathBuf, bool)> {
    match source(sb, field, url)? {
        Source::Local(p) => Ok((p, false)),
        Source::External(u) => {
            let (_, path) = new_file(sb, "ext", "png");
            let p2 = path.clone();
            blocking(move || png::placeholder(&u, 512, 512, &p2))
                .await
                .map_err(tool_failed)?;
            Ok((path, true))
        }
    }
}

fn cleanup(inputs: &[(PathBuf, bool)]) {
    for (p, temp) in inputs {
        if *temp {
            let _ = std::fs::remove_file(p);
        }
    }
}

/// Charges after the work succeeded (the balance was checked before); a lost race refunds nothing
/// because nothing is charged: the output is dropped and 402 returned.
fn charge_after(
    sb: &Shared,
    auth: &Auth,
    credits: i64,
    what: &str,
    output: &PathBuf,
) -> ApiResult<()> {
    let now = sb.now_ms();
    let res = sb.mutate(|st| st.charge(&auth.account_id, credits, what, now));
    if res.is_err() {
        let _ = std::fs::remove_file(output);
    }
    res
}

pub async fn overlay_text(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<OverlayTextRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_overlay_text(&req, &CTX))?;
    own_origin(
        &sb,
        &[
            ("imageUrl", req.image_url.as_deref()),
            ("videoUrl", req.video_url.as_deref()),
        ],
    )?;
    let credits = cost(
        &Priced::OverlayText {
            request: req.clone(),
        },
        &auth,
    ) + if req.video_url.is_some() {
        unpublished_charge(&sb)
    } else {
        0
    };
    ensure_balance(&sb, &auth, credits)?;
    let position = req
        .position
        .as_ref()
        .map(|p| p.as_str().to_string())
        .unwrap_or_else(|| "bottom".into());
    let (media_type, file, out, input) = if let Some(url) = &req.video_url {
        let input = video_input(&sb, "videoUrl", url).await?;
        let (file, out) = new_file(&sb, "overlay", "mp4");
        let stem = file.trim_end_matches(".mp4").to_string();
        let res =
            video::overlay_text(&input.0, &req.text, &position, sb.media.dir(), &stem, &out).await;
        (res.map(|_| "video"), file, out, input)
    } else {
        let input = image_input(
            &sb,
            "imageUrl",
            req.image_url.as_deref().unwrap_or_default(),
        )
        .await?;
        let (file, out) = new_file(&sb, "overlay", "png");
        let (i, t, p, o) = (
            input.0.clone(),
            req.text.clone(),
            position.clone(),
            out.clone(),
        );
        let res = blocking(move || edit::overlay_text_image(&i, &t, &p, &o)).await;
        (res.map(|_| "image"), file, out, input)
    };
    cleanup(&[input]);
    let media_type = media_type.map_err(tool_failed)?;
    charge_after(&sb, &auth, credits, "Text overlay", &out)?;
    Ok(ok_charged(
        json!({ "mediaType": media_type, "url": sb.media.url(&file) }),
        credits,
    ))
}

pub async fn stitch(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<StitchVideosRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_stitch_videos(&req, &CTX))?;
    let credits = unpublished_charge(&sb);
    ensure_balance(&sb, &auth, credits)?;
    let fields: Vec<String> = (0..req.video_urls.len())
        .map(|i| format!("videoUrls[{i}]"))
        .collect();
    let pairs: Vec<(&str, Option<&str>)> = fields
        .iter()
        .zip(&req.video_urls)
        .map(|(f, u)| (f.as_str(), Some(u.as_str())))
        .collect();
    own_origin(&sb, &pairs)?;
    let mut inputs = Vec::new();
    for (f, u) in fields.iter().zip(&req.video_urls) {
        match video_input(&sb, f, u).await {
            Ok(i) => inputs.push(i),
            Err(e) => {
                cleanup(&inputs);
                return Err(e);
            }
        }
    }
    let (file, out) = new_file(&sb, "stitch", "mp4");
    let paths: Vec<PathBuf> = inputs.iter().map(|(p, _)| p.clone()).collect();
    let res = video::stitch(&paths, &out).await;
    cleanup(&inputs);
    res.map_err(tool_failed)?;
    charge_after(&sb, &auth, credits, "Video stitch", &out)?;
    Ok(ok_charged(
        json!({ "videoUrl": sb.media.url(&file), "clipCount": req.video_urls.len() }),
        credits,
    ))
}

pub async fn trim(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<TrimVideoRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_trim_video(&req, &CTX))?;
    let credits = unpublished_charge(&sb);
    ensure_balance(&sb, &auth, credits)?;
    own_origin(&sb, &[("videoUrl", Some(&req.video_url))])?;
    let input = video_input(&sb, "videoUrl", &req.video_url).await?;
    let duration = ffmpeg::probe(&input.0)
        .await
        .map(|p| p.duration)
        .unwrap_or(0.0);
    if req.start_time >= duration {
        cleanup(&[input]);
        return Err(ApiError::field(
            "startTime",
            format!("Start time is past the end of the video ({duration:.2} s)"),
        ));
    }
    let end = req.end_time.min(duration);
    let (file, out) = new_file(&sb, "trim", "mp4");
    let res = video::trim(&input.0, req.start_time, end, &out).await;
    cleanup(&[input]);
    res.map_err(tool_failed)?;
    charge_after(&sb, &auth, credits, "Video trim", &out)?;
    Ok(ok_charged(
        json!({ "videoUrl": sb.media.url(&file), "startTime": req.start_time, "endTime": end }),
        credits,
    ))
}

pub async fn mute(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<MuteVideoRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_mute_video(&req, &CTX))?;
    let credits = unpublished_charge(&sb);
    ensure_balance(&sb, &auth, credits)?;
    own_origin(&sb, &[("videoUrl", Some(&req.video_url))])?;
    let input = video_input(&sb, "videoUrl", &req.video_url).await?;
    let (file, out) = new_file(&sb, "mute", "mp4");
    let res = video::mute(&input.0, &out).await;
    cleanup(&[input]);
    res.map_err(tool_failed)?;
    charge_after(&sb, &auth, credits, "Video mute", &out)?;
    Ok(ok_charged(
        json!({ "videoUrl": sb.media.url(&file) }),
        credits,
    ))
}

pub async fn write_shot_prompt(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<ImageUrlRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_image_url_tool(&req, &CTX))?;
    // "No image-generation credits": other credits are not ruled out.
    let credits = unpublished_charge(&sb);
    ensure_balance(&sb, &auth, credits)?;
    own_origin(&sb, &[("imageUrl", Some(&req.image_url))])?;
    let input = image_input(&sb, "imageUrl", &req.image_url).await?;
    let p = input.0.clone();
    let res = blocking(move || edit::shot_prompt(&p)).await;
    cleanup(&[input]);
    let shot = res.map_err(tool_failed)?;
    if credits > 0 {
        let now = sb.now_ms();
        sb.mutate(|st| st.charge(&auth.account_id, credits, "Shot prompt", now))?;
    }
    Ok(ok_charged(json!({ "shotPrompt": shot }), credits))
}

pub async fn remove_background(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<ImageUrlRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_image_url_tool(&req, &CTX))?;
    own_origin(&sb, &[("imageUrl", Some(&req.image_url))])?;
    let credits = cost(&Priced::RemoveBackground, &auth);
    ensure_balance(&sb, &auth, credits)?;
    let input = image_input(&sb, "imageUrl", &req.image_url).await?;
    let (file, out) = new_file(&sb, "nobg", "png");
    let (i, o) = (input.0.clone(), out.clone());
    let res = blocking(move || edit::remove_background(&i, &o)).await;
    cleanup(&[input]);
    res.map_err(tool_failed)?;
    charge_after(&sb, &auth, credits, "Background removal", &out)?;
    let now = sb.now_ms();
    let source_file = sb.media.file_of_url(&req.image_url);
    let image_id = sb.mutate(|st| {
        let character_id = source_file
            .as_ref()
            .and_then(|f| {
                st.images
                    .values()
                    .find(|i| &i.file == f && i.account_id == auth.account_id)
            })
            .and_then(|i| i.character_id.clone());
        let id = st.new_id("img");
        st.images.insert(
            id.clone(),
            ImageRec {
                id: id.clone(),
                account_id: auth.account_id.clone(),
                file: file.clone(),
                prompt: "background removed".into(),
                character_id,
                job_id: None,
                created_ms: now,
            },
        );
        id
    });
    Ok(ok_charged(
        json!({ "imageUrl": sb.media.url(&file), "imageId": image_id }),
        credits,
    ))
}
