//! GET /api/hook-types: the 10 formats of the spec's table and one it does not list (the list grows).
//! `defaultSlideCount` is the rich profile's: the spec documents no such field.

use axum::extract::State;
use axum::response::Response;
use serde_json::json;

use crate::catalog::HOOK_TYPES;
use crate::http::auth::Auth;
use crate::http::body::ok;
use crate::http::error::ApiResult;
use crate::state::Shared;

pub async fn list(_sb: State<Shared>, _auth: Auth) -> ApiResult<Response> {
    let list: Vec<_> = HOOK_TYPES
        .iter()
        .enumerate()
        .map(|(i, h)| {
            json!({ "id": format!("ht_{}", i + 1), "name": h.name, "slug": h.slug, "description": h.description, "defaultSlideCount": h.default_slides })
        })
        .collect();
    Ok(ok(json!({ "hookTypes": list })))
}
