//! POST /api/generate/music and GET /api/generate/music/{jobId} (the job id is also the musicId).

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::response::Response;
use media_api::pricing::Priced;
use media_api::types::music::GenerateMusicRequest;
use serde_json::json;

use super::support::{accept_job, check, cost, NewJob, CTX};
use crate::http::auth::Auth;
use crate::http::body::{ok, ok_charged, Body};
use crate::http::error::{ApiError, ApiResult};
use crate::media::audio::MusicSpec;
use crate::state::model::{JobKind, Output, RenderSpec};
use crate::state::Shared;

pub async fn generate(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<GenerateMusicRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_generate_music(&req, &CTX))?;
    let credits = cost(
        &Priced::Music {
            request: req.clone(),
        },
        &auth,
    );
    let spec = MusicSpec {
        prompt: req.prompt.clone(),
        duration_ms: req.duration,
        preset: req.preset.clone(),
    };
    let job_id = accept_job(
        &sb,
        &auth,
        NewJob {
            kind: JobKind::Music,
            prefix: "music",
            prompt: req.prompt.clone(),
            credits,
            description: format!("Music generation ({:.0} s)", req.duration as f64 / 1000.0),
            spec: RenderSpec::Music(spec),
            meta: BTreeMap::new(),
        },
    )?;
    Ok(ok_charged(json!({ "jobId": job_id }), credits))
}

pub async fn poll(
    State(sb): State<Shared>,
    auth: Auth,
    Path(job_id): Path<String>,
) -> ApiResult<Response> {
    let now = sb.now_ms();
    let st = sb.lock();
    let job = st
        .job_of(&auth.account_id, &job_id, JobKind::Music)
        .ok_or_else(|| ApiError::not_found("music job"))?;
    let status = job.status(now);
    let music_url = match job.visible_output(now) {
        Some(Output::Music(file)) => Some(sb.media.url(file)),
        _ => None,
    };
    Ok(ok(
        json!({ "id": job.id, "status": status.name(), "musicUrl": music_url, "progress": status.progress(job.kind), "error": status.error() }),
    ))
}
