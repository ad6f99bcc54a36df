//! Error replies: `{"success": false, "error": "<message>", "field": "<path>"}`.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;

#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
    pub field: Option<String>,
    pub retry_after: Option<u64>,
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            field: None,
            retry_after: None,
        }
    }
    /// 400 naming the field at fault.
    pub fn field(field: impl Into<String>, message: impl Into<String>) -> Self {
        ApiError {
            field: Some(field.into()),
            ..Self::new(StatusCode::BAD_REQUEST, message)
        }
    }
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }
    pub fn not_found(what: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, format!("{what} not found"))
    }
    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, message)
    }
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, message)
    }
    pub fn insufficient(needed: i64, balance: i64) -> Self {
        Self::new(
            StatusCode::PAYMENT_REQUIRED,
            format!(
                "Insufficient credits: this operation costs {needed} credits, balance is {balance}"
            ),
        )
    }
    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, message)
    }
    /// 400 from media-api rule violations: the first names the field; all are in the message.
    pub fn from_rules(errors: Vec<media_api::FieldError>) -> Self {
        let mut it = errors.into_iter();
        match it.next() {
            None => Self::bad_request("invalid request"),
            Some(first) => {
                let rest: Vec<String> = it.map(|e| e.to_string()).collect();
                let message = if rest.is_empty() {
                    first.message
                } else {
                    format!("{}; {}", first.message, rest.join("; "))
                };
                let mut err = Self::bad_request(message);
                if !first.field.is_empty() {
                    err.field = Some(first.field);
                }
                err
            }
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = json!({ "success": false, "error": self.message });
        if let Some(f) = &self.field {
            body["field"] = json!(f);
        }
        let mut resp = (self.status, axum::Json(body)).into_response();
        if let Some(secs) = self.retry_after {
            if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
                resp.headers_mut().insert(header::RETRY_AFTER, v);
            }
        }
        resp
    }
}
