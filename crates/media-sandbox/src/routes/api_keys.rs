//! GET/POST/DELETE /api/user/api-keys

use axum::extract::{Query, State};
use axum::response::Response;
use serde::Deserialize;
use serde_json::json;

use crate::http::auth::Auth;
use crate::http::body::{ok, Body};
use crate::http::error::{ApiError, ApiResult};
use crate::state::accounts::key_json;
use crate::state::Shared;

pub async fn list(State(sb): State<Shared>, auth: Auth) -> ApiResult<Response> {
    let st = sb.lock();
    let keys: Vec<_> = st
        .keys
        .iter()
        .filter(|k| k.account_id == auth.account_id && !k.revoked)
        .map(key_json)
        .collect();
    Ok(ok(json!({ "keys": keys })))
}

#[derive(Deserialize)]
pub struct CreateKey {
    name: Option<String>,
}

pub async fn create(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<CreateKey>,
) -> ApiResult<Response> {
    let name = req.name.unwrap_or_default();
    if name.trim().is_empty() {
        return Err(ApiError::field("name", "name is required"));
    }
    let now = sb.now_ms();
    let (key, id) = sb.mutate(|st| st.create_key(&auth.account_id, name.trim(), now));
    Ok(ok(json!({ "key": key, "keyId": id })))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RevokeKey {
    key_id: Option<String>,
}

/// keyId from the JSON body (documented) or the query string (accepted as well).
pub async fn revoke(
    State(sb): State<Shared>,
    auth: Auth,
    Query(q): Query<RevokeKey>,
    Body(req): Body<RevokeKey>,
) -> ApiResult<Response> {
    let key_id = req
        .key_id
        .or(q.key_id)
        .filter(|k| !k.is_empty())
        .ok_or_else(|| ApiError::field("keyId", "keyId is required"))?;
    sb.mutate(|st| st.revoke_key(&auth.account_id, &key_id))?;
    Ok(ok(json!({})))
}
