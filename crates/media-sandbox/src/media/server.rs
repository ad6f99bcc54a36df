//! The media listener: another origin, as a CDN would be. Serves files with HTTP ranges (206) via
//! tower-http's ServeDir and records whether a request carried an Authorization or X-API-Key header.

use axum::extract::{Request, State};
use axum::http::header;
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::Router;
use tower_http::services::ServeDir;

use crate::state::{lock_vec, MediaLog, Shared};

pub fn router(sb: Shared) -> Router {
    let serve = ServeDir::new(sb.media.dir()).append_index_html_on_directories(false);
    Router::new()
        .nest_service("/media", serve)
        .layer(middleware::from_fn_with_state(
            sb.clone(),
            crate::http::faults::media_layer,
        ))
        .layer(middleware::from_fn_with_state(sb.clone(), record))
        .with_state(sb)
}

async fn record(State(sb): State<Shared>, req: Request, next: Next) -> Response {
    let path = req.uri().path().to_string();
    let had_auth_header = req.headers().contains_key(header::AUTHORIZATION)
        || req.headers().contains_key("x-api-key");
    let range = req
        .headers()
        .get(header::RANGE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let mut resp = next.run(req).await;
    if path.ends_with(".m4a") && resp.status().is_success() {
        // mime_guess says audio/m4a; the registered type that every player knows is audio/mp4.
        resp.headers_mut().insert(
            header::CONTENT_TYPE,
            header::HeaderValue::from_static("audio/mp4"),
        );
    }
    resp.headers_mut().insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        header::HeaderValue::from_static("*"),
    );
    let mut log = lock_vec(&sb.media_requests);
    if log.len() >= crate::state::LOG_CAP {
        log.drain(..crate::state::LOG_CAP / 2);
    }
    log.push(MediaLog {
        path: path.clone(),
        had_auth_header,
        status: resp.status().as_u16(),
        range,
    });
    tracing::info!(target: "media_sandbox::media", "GET {path} -> {}{}", resp.status().as_u16(), if had_auth_header { " (auth header present)" } else { "" });
    resp
}
