//! The control interface for tests, under /__sandbox/, answered only to loopback peers.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, Request, State};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use super::body::Body;
use super::error::{ApiError, ApiResult};
use super::faults::Fault;
use crate::state::{lock_vec, Shared};

pub fn router(sb: Shared) -> Router<Shared> {
    Router::new()
        .route("/__sandbox/accounts", post(create_account))
        .route("/__sandbox/clock/advance", post(advance_clock))
        .route("/__sandbox/characters/{id}/publish", post(publish))
        .route("/__sandbox/characters/{id}/sell", post(sell))
        .route("/__sandbox/jobs/{id}/fail", post(fail_job))
        .route("/__sandbox/jobs/{id}", get(job_state))
        .route("/__sandbox/faults", post(add_fault).delete(clear_faults))
        .route("/__sandbox/requests", get(requests).delete(clear_requests))
        .route(
            "/__sandbox/media-requests",
            get(media_requests).delete(clear_media_requests),
        )
        .layer(middleware::from_fn_with_state(sb, loopback_only))
}

async fn loopback_only(State(_sb): State<Shared>, req: Request, next: Next) -> Response {
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    match peer {
        Some(addr) if addr.ip().is_loopback() => next.run(req).await,
        _ => ApiError::forbidden("the sandbox control interface is open only on loopback")
            .into_response(),
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct NewAccount {
    tier: String,
    credits: i64,
    max_credits: Option<i64>,
}

async fn create_account(
    State(sb): State<Shared>,
    Body(req): Body<NewAccount>,
) -> ApiResult<Json<serde_json::Value>> {
    let tier = crate::parse_tier(&req.tier)
        .ok_or_else(|| ApiError::field("tier", "tier must be pro, studio or free"))?;
    let (api_key, account_id) = sb.create_account(tier, req.credits, req.max_credits);
    Ok(Json(
        json!({ "success": true, "apiKey": api_key, "accountId": account_id }),
    ))
}

#[derive(Deserialize)]
struct Advance {
    seconds: f64,
}

async fn advance_clock(
    State(sb): State<Shared>,
    Body(req): Body<Advance>,
) -> ApiResult<Json<serde_json::Value>> {
    if !(req.seconds.is_finite() && req.seconds >= 0.0) {
        return Err(ApiError::field("seconds", "seconds must be a number >= 0"));
    }
    let offset = sb.clock.advance((req.seconds * 1000.0) as i64);
    sb.mutate(|_| ());
    Ok(Json(
        json!({ "success": true, "offsetSeconds": offset as f64 / 1000.0, "now": crate::util::iso(sb.now_ms()) }),
    ))
}

fn mark_character(sb: &Shared, id: &str, sell: bool) -> ApiResult<Json<serde_json::Value>> {
    sb.mutate(|st| {
        let c = st
            .characters
            .get_mut(id)
            .ok_or_else(|| ApiError::not_found("character"))?;
        if sell {
            c.sold = true;
        } else {
            c.published = true;
        }
        Ok(Json(
            json!({ "success": true, "id": id, "published": c.published, "sold": c.sold }),
        ))
    })
}

async fn publish(
    State(sb): State<Shared>,
    Path(id): Path<String>,
) -> ApiResult<Json<serde_json::Value>> {
    mark_character(&sb, &id, false)
}

async fn sell(
    State(sb): State<Shared>,
    Path(id): Path<String>,
) -> ApiResult<Json<serde_json::Value>> {
    mark_character(&sb, &id, true)
}

#[derive(Deserialize)]
struct FailJob {
    error: Option<String>,
}

async fn fail_job(
    State(sb): State<Shared>,
    Path(id): Path<String>,
    Body(req): Body<FailJob>,
) -> ApiResult<Json<serde_json::Value>> {
    let now = sb.now_ms();
    sb.mutate(|st| {
        let job = st
            .jobs
            .get_mut(&id)
            .ok_or_else(|| ApiError::not_found("job"))?;
        if job.status(now).finished_at().is_some() {
            return Err(ApiError::bad_request("job has already finished"));
        }
        job.forced_failure = Some((req.error.unwrap_or_else(|| "Generation failed".into()), now));
        Ok(Json(
            json!({ "success": true, "id": id, "status": "failed" }),
        ))
    })
}

/// A job as the sandbox sees it, with how long ago (virtual ms) it finished (a benchmark's measure
/// of how soon a client noticed) and the video it made, if any.
async fn job_state(
    State(sb): State<Shared>,
    Path(id): Path<String>,
) -> ApiResult<Json<serde_json::Value>> {
    let now = sb.now_ms();
    let st = sb.lock();
    let job = st.jobs.get(&id).ok_or_else(|| ApiError::not_found("job"))?;
    let status = job.status(now);
    // Which video a video job made: what a test checks a client's attribution against.
    let video_id = match &job.output {
        Some((crate::state::model::Output::Video(v), _)) => Some(v.clone()),
        _ => None,
    };
    Ok(Json(json!({
        "success": true,
        "id": id,
        "status": status.name(),
        "finishedAgoMs": status.finished_at().map(|at| now - at),
        "videoId": video_id,
        // Why the sandbox could not make the job's media (an ffmpeg that failed), for a test to say.
        "renderError": job.render_error.as_ref().map(|(e, _)| e),
    })))
}

async fn add_fault(State(sb): State<Shared>, Body(f): Body<Fault>) -> Json<serde_json::Value> {
    let mut faults = lock_vec(&sb.faults);
    faults.push(f);
    Json(json!({ "success": true, "pending": faults.len() }))
}

async fn clear_faults(State(sb): State<Shared>) -> Json<serde_json::Value> {
    lock_vec(&sb.faults).clear();
    Json(json!({ "success": true }))
}

async fn requests(State(sb): State<Shared>) -> Json<serde_json::Value> {
    Json(json!({ "success": true, "requests": *lock_vec(&sb.requests) }))
}

async fn clear_requests(State(sb): State<Shared>) -> Json<serde_json::Value> {
    lock_vec(&sb.requests).clear();
    Json(json!({ "success": true }))
}

async fn media_requests(State(sb): State<Shared>) -> Json<serde_json::Value> {
    Json(json!({ "success": true, "requests": *lock_vec(&sb.media_requests) }))
}

async fn clear_media_requests(State(sb): State<Shared>) -> Json<serde_json::Value> {
    lock_vec(&sb.media_requests).clear();
    Json(json!({ "success": true }))
}

#[cfg(test)]
mod tests {
    use std::net::SocketAddr;
    use std::sync::Arc;

    use axum::body::Body as AxBody;
    use axum::extract::ConnectInfo;
    use axum::http::Request as HttpRequest;
    use tower::ServiceExt;

    use crate::media::store::{temp_dir, MediaStore};
    use crate::state::{Sandbox, Store};

    async fn status_from(peer: &str) -> u16 {
        let media = MediaStore::new(
            temp_dir(crate::util::initial_seed(None)),
            "http://127.0.0.1:1".into(),
            true,
        )
        .unwrap();
        let sb = Arc::new(Sandbox::new(
            Store::default(),
            media,
            3_000,
            None,
            crate::Profile::Spec,
            true,
        ));
        let app = super::router(sb.clone()).with_state(sb);
        let mut req = HttpRequest::post("/__sandbox/accounts")
            .header("content-type", "application/json")
            .body(AxBody::from(r#"{"tier":"pro","credits":1}"#))
            .unwrap();
        req.extensions_mut()
            .insert(ConnectInfo(peer.parse::<SocketAddr>().unwrap()));
        app.oneshot(req).await.unwrap().status().as_u16()
    }

    #[tokio::test]
    async fn control_answers_loopback_peers_only() {
        assert_eq!(status_from("127.0.0.1:5000").await, 200);
        assert_eq!(status_from("[::1]:5000").await, 200);
        assert_eq!(status_from("192.0.2.7:5000").await, 403);
    }
}
