//! Scripted failures of the next N matching requests: 5xx, 429 with Retry-After, slow replies,
//! dropped connections, malformed or HTML bodies. A faulted request never reaches its handler
//! (except a pure delay, which then runs normally) — unless `afterHandler` is set: then the real
//! handler runs first (and charges, as a service that accepted the request would), and only its
//! answer is replaced (a 5xx, an HTML page, a dropped connection, or nothing for `delayMs`). With
//! `dropFields` / `setFields` the real answer is kept and edited (fields removed or given another
//! value: a service whose answers differ from the spec).

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
    /// The real answer (a whole file, or the part a Range asked for), cut off after this many bytes of
    /// its body: the connection drops (media paths only).
    pub cut_after_bytes: Option<u64>,
    /// With `cutAfterBytes`: after those bytes the answer goes silent and the connection stays open
    /// (a stalled download), instead of dropping.
    #[serde(default)]
    pub stall: bool,
    /// Run the real handler first (it charges), then answer as scripted.
    #[serde(default)]
    pub after_handler: bool,
    /// Fields removed from the real answer (dotted paths; `name[]` goes into every item of a list).
    #[serde(default)]
    pub drop_fields: Vec<String>,
    /// Fields of the real answer given another value (dotted paths as above).
    #[serde(default)]
    pub set_fields: serde_json::Map<String, serde_json::Value>,
    /// This many matching requests pass untouched before the fault takes the next `count`.
    #[serde(default)]
    pub skip: u32,
    pub count: u32,
}

impl Fault {
    fn edits(&self) -> bool {
        !self.drop_fields.is_empty() || !self.set_fields.is_empty()
    }
}

/// Applies `f` to every value at `path` (dotted; `name[]` descends into each item of a list), passing
/// the parent object and the last key.
fn at_path(
    v: &mut serde_json::Value,
    path: &[&str],
    f: &mut dyn FnMut(&mut serde_json::Map<String, serde_json::Value>, &str),
) {
    let Some((first, rest)) = path.split_first() else {
        return;
    };
    let (key, each) = match first.strip_suffix("[]") {
        Some(k) => (k, true),
        None => (*first, false),
    };
    let Some(obj) = v.as_object_mut() else {
        return;
    };
    if rest.is_empty() && !each {
        f(obj, key);
        return;
    }
    let Some(child) = obj.get_mut(key) else {
        return;
    };
    if each {
        for item in child.as_array_mut().into_iter().flatten() {
            at_path(item, rest, f);
        }
    } else {
        at_path(child, rest, f);
    }
}

/// The real answer with the script's fields dropped or set.
async fn edited(f: &Fault, resp: Response) -> Response {
    let (mut parts, body) = resp.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, 64 * 1024 * 1024).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let Ok(mut v) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    for p in &f.drop_fields {
        let path: Vec<&str> = p.split('.').collect();
        at_path(&mut v, &path, &mut |o, k| {
            o.remove(k);
        });
    }
    for (p, val) in &f.set_fields {
        let path: Vec<&str> = p.split('.').collect();
        at_path(&mut v, &path, &mut |o, k| {
            o.insert(k.to_string(), val.clone());
        });
    }
    parts.headers.remove(header::CONTENT_LENGTH);
    let mut r = Response::from_parts(parts, Body::from(v.to_string()));
    r.extensions_mut().insert(Faulted);
    r
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
    if faults[idx].skip > 0 {
        faults[idx].skip -= 1;
        return None;
    }
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
    if let Some(keep) = f.cut_after_bytes {
        let stall = f.stall;
        let resp = next.run(req).await;
        let (parts, body) = resp.into_parts();
        let stream = futures::stream::unfold(
            (body.into_data_stream(), keep, false),
            move |(mut body, left, done)| async move {
                use futures::StreamExt;
                if done {
                    return None;
                }
                if left == 0 && stall {
                    futures::future::pending::<()>().await;
                }
                if left == 0 {
                    // What was sent reaches the client before the connection drops.
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    let cut = std::io::Error::other("sandbox fault: connection dropped mid-file");
                    return Some((Err(cut), (body, 0, true)));
                }
                match body.next().await {
                    Some(Ok(chunk)) => {
                        let n = (chunk.len() as u64).min(left);
                        let part = chunk.slice(..n as usize);
                        Some((Ok::<Bytes, std::io::Error>(part), (body, left - n, false)))
                    }
                    Some(Err(e)) => Some((Err(std::io::Error::other(e)), (body, 0, true))),
                    None => None,
                }
            },
        );
        let mut r = Response::from_parts(parts, Body::from_stream(stream));
        r.extensions_mut().insert(Faulted);
        return r;
    }
    reply(f, req, next).await
}

async fn reply(f: Fault, req: Request, next: Next) -> Response {
    if f.edits() {
        let resp = next.run(req).await;
        return edited(&f, resp).await;
    }
    if f.after_handler {
        // The service did the work (and charged); what reaches the client is the script's.
        let done = next.run(req).await;
        let charged = done.extensions().get::<super::body::Charged>().copied();
        drop(done);
        let mut r = scripted(f).await.unwrap_or_else(|| {
            // Nothing scripted but the delay: the answer never comes (the client gives up).
            let stream = futures::stream::pending::<Result<Bytes, std::io::Error>>();
            Response::new(Body::from_stream(stream))
        });
        r.extensions_mut().insert(Faulted);
        if let Some(c) = charged {
            r.extensions_mut().insert(c);
        }
        return r;
    }
    match scripted(f).await {
        Some(mut r) => {
            r.extensions_mut().insert(Faulted);
            r
        }
        None => next.run(req).await,
    }
}

/// The scripted answer, after its delay: a dropped connection, or a status with a body; `None` when
/// only a delay was scripted.
async fn scripted(f: Fault) -> Option<Response> {
    if let Some(ms) = f.delay_ms {
        tokio::time::sleep(Duration::from_millis(ms)).await;
    }
    if f.reset_connection {
        let stream = futures::stream::once(async {
            Err::<Bytes, std::io::Error>(std::io::Error::other("sandbox fault: connection dropped"))
        });
        return Some(Response::new(Body::from_stream(stream)));
    }
    if f.status.is_none() && f.body.is_none() {
        return None;
    }
    let status =
        StatusCode::from_u16(f.status.unwrap_or(500)).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let (body, ctype) = match f.body {
        Some(serde_json::Value::String(s)) => {
            let ct = if s.trim_start().starts_with('<') {
                "text/html; charset=utf-8"
            } else {
                "application/json"
            };
            (s, ct)
        }
        Some(v) => (v.to_string(), "application/json"),
        None => (
            serde_json::json!({"success": false, "error": format!("sandbox fault: {}", status.as_u16())})
                .to_string(),
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
    Some(r)
}
