//! The main listener's router: /api/ routes (with request log, fault and strict-profile layers) plus
//! /__sandbox/.

use axum::extract::DefaultBodyLimit;
use axum::middleware;
use axum::Router;

/// Inline reference images may be 10 MB decoded (about 13.4 MB of base64): leave room for that.
const BODY_LIMIT: usize = 16 * 1024 * 1024;

use crate::http::{control, faults, record, spec};
use crate::state::Shared;

pub fn router(sb: Shared) -> Router {
    let api = crate::routes::router()
        .layer(middleware::from_fn_with_state(sb.clone(), spec::layer))
        .layer(middleware::from_fn_with_state(sb.clone(), faults::layer))
        .layer(middleware::from_fn_with_state(sb.clone(), record::layer));
    let router = if sb.control {
        Router::new().merge(api).merge(control::router(sb.clone()))
    } else {
        Router::new().merge(api)
    };
    router
        .fallback(|| async { crate::http::error::ApiError::not_found("route") })
        .method_not_allowed_fallback(|| async {
            crate::http::error::ApiError::new(
                axum::http::StatusCode::METHOD_NOT_ALLOWED,
                "method not allowed",
            )
        })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(sb)
}
