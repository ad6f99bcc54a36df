//! The main listener's router: /api/ routes (with request log and fault layers) plus /__sandbox/.

use axum::middleware;
use axum::Router;

use crate::http::{control, faults, record};
use crate::state::Shared;

pub fn router(sb: Shared) -> Router {
    let api = crate::routes::router()
        .layer(middleware::from_fn_with_state(sb.clone(), faults::layer))
        .layer(middleware::from_fn_with_state(sb.clone(), record::layer));
    Router::new()
        .merge(api)
        .merge(control::router(sb.clone()))
        .fallback(|| async { crate::http::error::ApiError::not_found("route") })
        .with_state(sb)
}
