//! JSON bodies with field paths in decode errors, and success replies that carry the credits charged
//! (read by the request log).

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::error::ApiError;

/// A JSON body; decode errors become 400 naming the field (camelCase path).
pub struct Body<T>(pub T);

/// The raw body bytes, with read errors (413 over the limit) in the JSON error shape.
pub struct RawBody(pub Bytes);

async fn read_bytes<S: Send + Sync>(req: Request, state: &S) -> Result<Bytes, ApiError> {
    Bytes::from_request(req, state).await.map_err(|e| {
        let status = e.status();
        let mut err = ApiError::bad_request(format!("could not read body: {e}"));
        if status == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            err.status = status;
        }
        err
    })
}

impl<S: Send + Sync> FromRequest<S> for RawBody {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        read_bytes(req, state).await.map(RawBody)
    }
}

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let bytes = read_bytes(req, state).await?;
        let bytes: &[u8] = if bytes.iter().all(|b| b.is_ascii_whitespace()) {
            b"{}"
        } else {
            &bytes
        };
        decode(bytes).map(Body)
    }
}

pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let de = &mut serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let msg = inner.to_string();
        if let Some(name) = msg
            .strip_prefix("missing field `")
            .and_then(|r| r.split('`').next())
        {
            let field = if path.is_empty() || path == "." {
                name.to_string()
            } else {
                format!("{path}.{name}")
            };
            return ApiError::field(field, format!("{name} is required"));
        }
        if path.is_empty() || path == "." {
            ApiError::bad_request(format!("invalid JSON body: {inner}"))
        } else {
            ApiError::field(path, format!("invalid value: {inner}"))
        }
    })
}

/// Credits charged by the request that produced this response.
#[derive(Clone, Copy, Debug)]
pub struct Charged(pub i64);

/// `{"success": true, ...fields}` with 200.
pub fn ok(mut v: Value) -> Response {
    if let Some(o) = v.as_object_mut() {
        o.insert("success".into(), Value::Bool(true));
    }
    axum::Json(v).into_response()
}

pub fn ok_charged(v: Value, credits: i64) -> Response {
    let mut r = ok(v);
    r.extensions_mut().insert(Charged(credits));
    r
}
