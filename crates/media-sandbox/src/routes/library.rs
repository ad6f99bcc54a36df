//! GET /api/user/images (images and videos grouped by character, the rest unassigned) and
//! DELETE /api/user/images?id=... (permanent, the file too).

use std::collections::HashMap;

use axum::extract::{Query, State};
use axum::response::Response;
use serde_json::{json, Value};

use crate::http::auth::Auth;
use crate::http::body::ok;
use crate::http::error::{ApiError, ApiResult};
use crate::state::Shared;
use crate::util::iso;

pub async fn list(
    State(sb): State<Shared>,
    auth: Auth,
    Query(q): Query<HashMap<String, String>>,
) -> ApiResult<Response> {
    let kind = q.get("imageType").map(String::as_str).unwrap_or("all");
    if !matches!(kind, "image" | "video" | "all" | "") {
        return Err(ApiError::field(
            "imageType",
            "imageType must be image or video",
        ));
    }
    let show_all = matches!(
        q.get("showAll").map(String::as_str),
        Some("true") | Some("1")
    );
    let now = sb.now_ms();
    let st = sb.lock();
    // A job's images and video are listed once the job shows as completed, not while it still
    // reports progress (the file is rendered at once; the job's clock decides when it is done).
    let done = |job_id: &Option<String>| {
        job_id.as_ref().is_none_or(|id| {
            st.jobs
                .get(id)
                .is_none_or(|j| j.visible_output(now).is_some())
        })
    };
    // (character id, created, entry)
    let mut items: Vec<(Option<String>, i64, Value)> = Vec::new();
    if kind != "video" {
        for i in st
            .images
            .values()
            .filter(|i| i.account_id == auth.account_id && done(&i.job_id))
        {
            let e = json!({ "id": i.id, "url": sb.media.url(&i.file), "type": "image", "prompt": i.prompt, "createdAt": iso(i.created_ms) });
            items.push((i.character_id.clone(), i.created_ms, e));
        }
    }
    if kind != "image" {
        for v in st
            .videos
            .values()
            .filter(|v| v.account_id == auth.account_id && done(&v.job_id))
        {
            let e = json!({ "id": v.id, "url": sb.media.url(&v.file), "type": "video", "prompt": v.prompt, "createdAt": iso(v.created_ms) });
            items.push((v.character_id.clone(), v.created_ms, e));
        }
    }
    items.sort_by_key(|(_, t, _)| std::cmp::Reverse(*t));
    let mut characters = Vec::new();
    let mut chars: Vec<_> = st
        .characters
        .values()
        .filter(|c| c.account_id == auth.account_id)
        .collect();
    chars.sort_by_key(|c| c.created_ms);
    for c in chars {
        let images: Vec<&Value> = items
            .iter()
            .filter(|(cid, _, _)| cid.as_deref() == Some(&c.id))
            .map(|(_, _, e)| e)
            .collect();
        if show_all || !images.is_empty() {
            characters.push(json!({ "id": c.id, "name": c.name, "images": images }));
        }
    }
    let unassigned: Vec<&Value> = items
        .iter()
        .filter(|(cid, _, _)| {
            cid.as_ref()
                .is_none_or(|id| !st.characters.contains_key(id))
        })
        .map(|(_, _, e)| e)
        .collect();
    Ok(ok(
        json!({ "characters": characters, "unassigned": unassigned }),
    ))
}

pub async fn delete(
    State(sb): State<Shared>,
    auth: Auth,
    Query(q): Query<HashMap<String, String>>,
) -> ApiResult<Response> {
    let id = q
        .get("id")
        .filter(|s| !s.trim().is_empty())
        .cloned()
        .ok_or_else(|| ApiError::field("id", "id is required"))?;
    let file = sb.mutate(|st| {
        if st
            .images
            .get(&id)
            .is_some_and(|i| i.account_id == auth.account_id)
        {
            return st.images.remove(&id).map(|i| i.file);
        }
        if st
            .videos
            .get(&id)
            .is_some_and(|v| v.account_id == auth.account_id)
        {
            return st.videos.remove(&id).map(|v| v.file);
        }
        None
    });
    let file = file.ok_or_else(|| ApiError::not_found("image"))?;
    sb.media.remove(&file);
    Ok(ok(json!({})))
}
