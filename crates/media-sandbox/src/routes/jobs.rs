//! GET /api/user/jobs: active image jobs, recentJobs (finished within 5 virtual minutes) only with
//! includeRecent=true, subscriptionTier and jobLimit.

use axum::extract::{Query, State};
use axum::response::Response;
use serde::Deserialize;
use serde_json::json;

use super::images::image_job_json;
use crate::http::auth::Auth;
use crate::http::body::ok;
use crate::http::error::ApiResult;
use crate::state::jobs::{job_limit, RECENT_WINDOW_MS};
use crate::state::model::JobKind;
use crate::state::Shared;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JobsQuery {
    include_recent: Option<String>,
}

pub async fn list(
    State(sb): State<Shared>,
    auth: Auth,
    Query(q): Query<JobsQuery>,
) -> ApiResult<Response> {
    let now = sb.now_ms();
    let jobs: Vec<_> = sb
        .lock()
        .jobs
        .values()
        .filter(|j| j.account_id == auth.account_id && j.kind == JobKind::Image)
        .cloned()
        .collect();
    let mut active = Vec::new();
    let mut recent = Vec::new();
    for job in &jobs {
        let status = job.status(now);
        if status.is_active() {
            active.push((job.created_ms, image_job_json(&sb, job, now)));
        } else if let Some(at) = status.finished_at() {
            if now - at <= RECENT_WINDOW_MS {
                recent.push((at, image_job_json(&sb, job, now)));
            }
        }
    }
    active.sort_by_key(|(t, _)| *t);
    recent.sort_by_key(|(t, _)| std::cmp::Reverse(*t));
    let mut v = json!({
        "jobs": active.into_iter().map(|(_, j)| j).collect::<Vec<_>>(),
        "subscriptionTier": crate::tier_name(&auth.tier),
        "jobLimit": job_limit(&auth.tier),
    });
    if super::credits::flag(&q.include_recent) {
        v["recentJobs"] = json!(recent.into_iter().map(|(_, j)| j).collect::<Vec<_>>());
    }
    Ok(ok(v))
}
