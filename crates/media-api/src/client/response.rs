//! Turning responses into values or errors. Error bodies of any shape (JSON with error / message /
//! detail / field, HTML, plain text, empty) keep their status and text.

use crate::error::{body_text, snippet, Error, Result};
use crate::rules::FieldError;
use crate::words::Words;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::time::Duration;

/// Decodes a 2xx body, reporting the JSON path of any mismatch. An empty body reads as `{}`; a body
/// with `success: false` is an error even with a 2xx status.
pub(crate) fn decode_success<T: DeserializeOwned>(status: u16, bytes: &[u8]) -> Result<T> {
    let text = String::from_utf8_lossy(bytes);
    let value: Value = if text.trim().is_empty() {
        Value::Object(Default::default())
    } else {
        serde_json::from_str(&text).map_err(|e| Error::Decode {
            path: String::new(),
            message: format!("not JSON: {e}"),
            snippet: snippet(&text),
        })?
    };
    if value.get("success").and_then(Value::as_bool) == Some(false) {
        let parsed = parse_error_body(&text);
        if !parsed.field_errors.is_empty() {
            return Err(Error::Validation(parsed.field_errors));
        }
        return Err(Error::Server {
            status,
            body: body_text(bytes),
            retry_after: None,
        });
    }
    serde_path_to_error::deserialize(value).map_err(|e| Error::Decode {
        path: e.path().to_string(),
        message: e.inner().to_string(),
        snippet: snippet(&text),
    })
}

/// What could be read from an error body.
#[derive(Debug, Default)]
pub(crate) struct ErrorBody {
    pub message: Option<String>,
    pub field_errors: Vec<FieldError>,
}

/// Reads `{error|message|detail|msg, field}`, `{error: {message, field}}`, `{errors: [...]}`,
/// FastAPI-style `{detail: [{loc, msg}]}`. Non-JSON bodies give nothing.
pub(crate) fn parse_error_body(text: &str) -> ErrorBody {
    let Ok(value) = serde_json::from_str::<Value>(text) else {
        return ErrorBody::default();
    };
    let Some(obj) = value.as_object() else {
        return match value.as_str() {
            Some(s) if !s.trim().is_empty() => ErrorBody {
                message: Some(s.to_string()),
                ..Default::default()
            },
            _ => ErrorBody::default(),
        };
    };
    let mut out = ErrorBody::default();
    let field = ["field", "path", "param"]
        .iter()
        .find_map(|k| obj.get(*k).and_then(Value::as_str))
        .map(str::to_string);
    for key in ["error", "message", "detail", "msg", "title"] {
        match obj.get(key) {
            Some(Value::String(s)) if !s.trim().is_empty() => {
                out.message.get_or_insert_with(|| s.clone());
            }
            Some(Value::Object(inner)) => {
                if let Some(m) = inner.get("message").and_then(Value::as_str) {
                    out.message.get_or_insert_with(|| m.to_string());
                    if let Some(f) = inner.get("field").and_then(Value::as_str) {
                        out.field_errors.push(FieldError::new(f, Words::plain(m)));
                    }
                }
            }
            Some(Value::Array(items)) => {
                out.field_errors.extend(items.iter().filter_map(item_error))
            }
            _ => {}
        }
    }
    if let Some(errors) = obj.get("errors") {
        match errors {
            Value::Array(items) => out.field_errors.extend(items.iter().filter_map(item_error)),
            Value::Object(map) => {
                for (f, m) in map {
                    let msg = match m {
                        Value::String(s) => s.clone(),
                        Value::Array(a) => a
                            .iter()
                            .filter_map(Value::as_str)
                            .collect::<Vec<_>>()
                            .join("; "),
                        other => other.to_string(),
                    };
                    out.field_errors
                        .push(FieldError::new(f.clone(), Words::plain(msg)));
                }
            }
            _ => {}
        }
    }
    if out.field_errors.is_empty() {
        if let (Some(f), Some(m)) = (&field, &out.message) {
            out.field_errors
                .push(FieldError::new(f.clone(), Words::plain(m.clone())));
        }
    }
    if out.message.is_none() {
        out.message = out.field_errors.first().map(|e| e.message.clone());
    }
    out
}

/// `{field|loc|path, message|msg}` entries.
fn item_error(item: &Value) -> Option<FieldError> {
    if let Some(s) = item.as_str() {
        return Some(FieldError::new("", Words::plain(s)));
    }
    let obj = item.as_object()?;
    let message = ["message", "msg", "error"]
        .iter()
        .find_map(|k| obj.get(*k).and_then(Value::as_str))?;
    let field = match obj
        .get("field")
        .or_else(|| obj.get("path"))
        .or_else(|| obj.get("loc"))
    {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(parts)) => parts
            .iter()
            .filter(|p| p.as_str() != Some("body"))
            .map(|p| match p {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .collect::<Vec<_>>()
            .join("."),
        _ => String::new(),
    };
    Some(FieldError::new(field, Words::plain(message)))
}

fn default_message(status: u16) -> String {
    match status {
        401 => "invalid or missing API key".into(),
        402 => "insufficient credits for the operation".into(),
        403 => "this needs a higher subscription tier, or the item is locked".into(),
        404 => "not found".into(),
        _ => format!("HTTP {status}"),
    }
}

/// Maps a non-success status and its body to an error, keeping the body text. The Retry-After delay
/// is kept for 429 and 503.
pub(crate) fn error_from_response(
    status: u16,
    retry_after: Option<Duration>,
    bytes: &[u8],
) -> Error {
    let body = body_text(bytes);
    let parsed = parse_error_body(&body);
    let message = parsed
        .message
        .clone()
        .unwrap_or_else(|| default_message(status));
    match status {
        401 => Error::Unauthorized { message, body },
        402 => Error::InsufficientCredits { message, body },
        403 => Error::Forbidden { message, body },
        404 => Error::NotFound { message, body },
        429 => Error::RateLimited { retry_after, body },
        400 | 422 if !parsed.field_errors.is_empty() => Error::Validation(parsed.field_errors),
        400 | 422 if parsed.message.is_some() => {
            Error::Validation(vec![FieldError::new("", Words::plain(message))])
        }
        _ => Error::Server {
            status,
            body,
            retry_after: retry_after.filter(|_| status == 503),
        },
    }
}
