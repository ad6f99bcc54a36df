//! Request log: every /api/ request with its status and the credits it charged, kept for
//! `GET /__sandbox/requests` and printed to stderr (with the key prefix only, never a full key).

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;

use super::auth::presented_key;
use super::body::Charged;
use super::faults::Faulted;
use crate::state::{lock_vec, RequestLog, Shared};

pub async fn layer(State(sb): State<Shared>, req: Request, next: Next) -> Response {
    let at_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0);
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let key = presented_key(req.headers())
        .map(|k| crate::util::redact_key(&k))
        .unwrap_or_else(|| "-".into());
    let resp = next.run(req).await;
    let charged = resp.extensions().get::<Charged>().map(|c| c.0).unwrap_or(0);
    let faulted = resp.extensions().get::<Faulted>().is_some();
    let status = resp.status().as_u16();
    tracing::info!(
        target: "media_sandbox",
        "{method} {path} -> {status} key={key}{}{}",
        if charged > 0 { format!(" charged={charged}") } else { String::new() },
        if faulted { " (scripted fault)" } else { "" }
    );
    let mut log = lock_vec(&sb.requests);
    if log.len() >= crate::state::LOG_CAP {
        log.drain(..crate::state::LOG_CAP / 2);
    }
    log.push(RequestLog {
        method,
        path,
        status,
        credits_charged: charged,
        faulted,
        at_ms,
    });
    resp
}
