//! Scripted failures of the next N matching requests: 5xx, 429 with Retry-After, slow replies,
//! dropped connections, malformed or HTML bodies. A faulted request never reaches its handler
//! (except a pure delay, which then runs normally).

use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::state::{lock_vec, Shared};

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Fault {
    /// Matches request paths starting with this (all /api/ paths when absent).
    pub path: Option<String>,
    /// Matches this method only (any when absent).
    pub method: Option<String>,
    pub status: Option<u16>,
    pub delay_ms: Option<u64>,
    /// Reply body as given (JSON value or raw text such as HTML).
    pub body: Option<serde_json::Value>,
    #[serde(default)]
    pub reset_connection: bool,
    /// Retry-After seconds for 429/503 replies (default 1).
    pub retry_after: Option<u64>,
    /// A 200 whose body never ends: one byte every this many milliseconds (media paths only).
    pub trickle_ms: Option<u64>,
    pub count: u32,
}

/// Marks a faulted response for the request log.
#[derive(Clone, Copy, Debug)]
pub struct Faulted;

/// Faults for the media listener name a path under /media/; the others are for the API.
fn is_media(f: &Fault) -> bool {
    f.path.as_deref().is_some_and(|p| p.starts_with("/media"))
}

fn take(sb: &Shared, method: &str, path: &str, media: bool) -> Option<Fault> {
    let mut faults = lock_vec(&sb.faults);
    let idx = faults.iter().position(|f| {
        f.count > 0
            && is_media(f) == media
            && f.path.as_deref().is_none_or(|p| path.starts_with(p))
            && f.method
                .as_deref()
                .is_none_or(|m| m.eq_ignore_ascii_case(method))
    })?;
    let f = faults[idx].clone();
    faults[idx].count -= 1;
    if faults[idx].count == 0 {
        faults.remove(idx);
    }
    Some(f)
}

pub async fn layer(State(sb): State<Shared>, req: Request, next: Next) -> Response {
    let Some(f) = take(&sb, req.method().as_str(), req.uri().path(), false) else {
        return next.run(req).await;
    };
    reply(f, req, next).await
}

/// Faults of the media listener: those of the API, and an endless trickle.
pub async fn media_layer(State(sb): State<Shared>, req: Request, next: Next) -> Response {
    let Some(f) = take(&sb, req.method().as_str(), req.uri().path(), true) else {
        return next.run(req).await;
    };
    if let Some(ms) = f.trickle_ms {
        let every = Duration::from_millis(ms.max(1));
        let stream = futures::stream::unfold((), move |()| async move {
            tokio::time::sleep(every).await;
            Some((Ok::<Bytes, std::io::Error>(Bytes::from_static(b"\0")), ()))
        });
        let mut r = Response::new(Body::from_stream(stream));
        r.extensions_mut().insert(Faulted);
        return r;
    }
    reply(f, req, next).await
}

async fn reply(f: Fault, req: Request, next: Next) -> Response {
    if let Some(ms) = f.delay_ms {
        tokio::time::sleep(Duration::from_millis(ms)).await;
    }
    let mut resp = if f.reset_connection {
        let stream = futures::stream::once(async {
            Err::<Bytes, std::io::Error>(std::io::Error::other("sandbox fault: connection dropped"))
        });
        Response::new(Body::from_stream(stream))
    } else if f.status.is_none() && f.body.is_none() {
        return next.run(req).await;
    } else {
        let status = StatusCode::from_u16(f.status.unwrap_or(500))
            .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let (body, ctype) = match f.body {
            Some(serde_json::Value::String(s)) => {
                let ct = if s.trim_start().starts_with('<') { "text/html; charset=utf-8" } else { "application/json" };
                (s, ct)
            }
            Some(v) => (v.to_string(), "application/json"),
            None => (
                serde_json::json!({"success": false, "error": format!("sandbox fault: {}", status.as_u16())}).to_string(),
                "application/json",
            ),
        };
        let mut r = (status, body).into_response();
        r.headers_mut()
            .insert(header::CONTENT_TYPE, HeaderValue::from_static(ctype));
        if status == StatusCode::TOO_MANY_REQUESTS || status == StatusCode::SERVICE_UNAVAILABLE {
            let secs = f.retry_after.unwrap_or(1).to_string();
            if let Ok(v) = HeaderValue::from_str(&secs) {
                r.headers_mut().insert(header::RETRY_AFTER, v);
            }
        }
        r
    };
    resp.extensions_mut().insert(Faulted);
    resp
}
