//! The strict profile's answers (`Profile::Spec`): a success body keeps exactly the fields the spec
//! documents for its route (`media_api::shapes`), and every object kept also carries `newerField`, a
//! field no version of the app knows, as a newer service would send. An error body, whose shape the
//! spec does not show, is plain text. Scripted faults pass as scripted.

use axum::body::{to_bytes, Body};
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use serde_json::{json, Value};

use super::faults::Faulted;
use crate::state::Shared;

/// The unknown field every object of a strict answer carries.
pub const NEWER_FIELD: &str = "newerField";

/// Bodies of the sandbox's own handlers are small; a larger one is passed on untouched.
const MAX_BODY: usize = 32 * 1024 * 1024;

pub async fn layer(State(sb): State<Shared>, req: Request, next: Next) -> Response {
    if !sb.profile.is_spec() {
        return next.run(req).await;
    }
    let method = req.method().as_str().to_string();
    let path = req.uri().path().to_string();
    let resp = next.run(req).await;
    if resp.extensions().get::<Faulted>().is_some() {
        return resp;
    }
    let (mut parts, body) = resp.into_parts();
    let Ok(bytes) = to_bytes(body, MAX_BODY).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let Ok(mut v) = serde_json::from_slice::<Value>(&bytes) else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    let text = if parts.status.is_success() {
        let Some(route) = media_api::shapes::route(&method, &path) else {
            // No documented answer: nothing of it can be relied on.
            return Response::from_parts(parts, Body::from(bytes));
        };
        let unknown = json!({ "note": "a field this version of the spec does not list" });
        media_api::shapes::project(&mut v, route.body, Some((NEWER_FIELD, &unknown)));
        parts.headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        v.to_string()
    } else {
        parts.headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        v.get("error")
            .and_then(Value::as_str)
            .unwrap_or("The request was refused")
            .to_string()
    };
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(text))
}
