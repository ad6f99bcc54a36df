//! /api/ routes, one module per API area (named as in media-api).

pub mod api_keys;
pub mod credits;

use axum::routing::get;
use axum::Router;

use crate::state::Shared;

pub fn router() -> Router<Shared> {
    Router::new()
        .route("/api/user/credits", get(credits::get_credits))
        .route("/api/user/api-keys", get(api_keys::list).post(api_keys::create).delete(api_keys::revoke))
}
