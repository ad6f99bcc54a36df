//! One error type for every failure, keeping the status and body text it came with.

use crate::rules::FieldError;
use crate::words::Words;
use std::time::Duration;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, Clone, thiserror::Error)]
pub enum Error {
    /// 401: invalid or missing API key.
    #[error("the API key was refused: {message}")]
    Unauthorized { message: String, body: String },
    /// 402: not enough credits.
    #[error("not enough credits: {message}")]
    InsufficientCredits { message: String, body: String },
    /// 403: needs a higher tier, or the character is locked by the marketplace.
    #[error("not allowed: {message}")]
    Forbidden { message: String, body: String },
    /// 404.
    #[error("not found: {message}")]
    NotFound { message: String, body: String },
    /// Field errors, found locally before sending or returned by the service (400/422).
    #[error("{}", join(.0))]
    Validation(Vec<FieldError>),
    /// 429.
    #[error("too many requests{}", retry_after.map(|d| format!(", retry after {} s", d.as_secs())).unwrap_or_default())]
    RateLimited {
        retry_after: Option<Duration>,
        body: String,
    },
    /// Any other non-success status (5xx, unexpected 4xx, or `success: false`). `retry_after` is
    /// the Retry-After delay of a 503 (None for other statuses).
    #[error("service error {status}: {}", snippet(body))]
    Server {
        status: u16,
        body: String,
        retry_after: Option<Duration>,
    },
    /// A response that does not match the expected shape (a refusal by the reading limits is
    /// [`Error::Limit`]).
    #[error("{}", decode_text(path, message, snippet))]
    Decode {
        path: String,
        message: String,
        snippet: String,
    },
    /// Connection or transport failure after the request may have been sent (a dropped connection,
    /// an answer cut off).
    #[error("network error: {message}")]
    Network { message: String },
    /// The connection could not be made: nothing was sent.
    #[error("could not reach the service: {message}")]
    Unreachable { message: String },
    /// Connect or read timeout, or the whole-request deadline of an API call.
    #[error("the service did not answer in time")]
    Timeout,
    /// The base URL is not https (or http on loopback), or not a URL.
    #[error("invalid service address: {0}")]
    InvalidBaseUrl(String),
    /// A refusal by the reading limits, in words for a person: an answer or file too large, an empty
    /// file or one not of its kind (`slow: false`, like [`Error::Decode`]), or a download too slow
    /// (`slow: true`, like [`Error::Network`]).
    #[error("{words}")]
    Limit { words: Box<Words>, slow: bool },
}

fn join(errors: &[FieldError]) -> String {
    if errors.is_empty() {
        return "the request was refused as invalid".into();
    }
    errors
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

fn decode_text(path: &str, message: &str, snippet: &str) -> String {
    match (path.is_empty(), snippet.is_empty()) {
        (true, true) => message.to_string(),
        (true, false) => format!("unexpected response: {message} (body starts: {snippet})"),
        (false, _) => {
            format!("unexpected response at `{path}`: {message} (body starts: {snippet})")
        }
    }
}

/// Largest body text kept in an error (64 KiB); longer bodies are cut at a character boundary.
pub(crate) const MAX_ERROR_BODY: usize = 64 * 1024;

/// The body text to keep in an error.
pub(crate) fn body_text(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.len() <= MAX_ERROR_BODY {
        return text.into_owned();
    }
    let mut end = MAX_ERROR_BODY;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…[truncated]", &text[..end])
}

/// At most 200 characters of a body, on one line.
pub(crate) fn snippet(body: &str) -> String {
    let one_line: String = body
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let trimmed = one_line.trim();
    if trimmed.chars().count() > 200 {
        format!("{}…", trimmed.chars().take(200).collect::<String>())
    } else {
        trimmed.to_string()
    }
}

impl Error {
    /// A validation error with one field.
    pub fn field(field: impl Into<String>, message: impl Into<crate::words::Words>) -> Self {
        Error::Validation(vec![FieldError::new(field, message)])
    }

    /// A refusal by the reading limits (too large, empty, not of its kind), in words for a person.
    pub fn limit(words: Words) -> Self {
        Error::Limit {
            words: Box::new(words),
            slow: false,
        }
    }

    /// Words for a person, when this error already is in them: a refusal by the reading limits (an
    /// answer or file too large, an empty file, a download too slow).
    pub fn plain_words(&self) -> Option<&Words> {
        match self {
            Error::Limit { words, .. } => Some(words),
            _ => None,
        }
    }

    /// A download stopped for being too slow (not a lost connection).
    pub fn is_too_slow(&self) -> bool {
        matches!(self, Error::Limit { slow: true, .. })
    }

    /// The HTTP status this error came with, if any.
    pub fn status(&self) -> Option<u16> {
        match self {
            Error::Unauthorized { .. } => Some(401),
            Error::InsufficientCredits { .. } => Some(402),
            Error::Forbidden { .. } => Some(403),
            Error::NotFound { .. } => Some(404),
            Error::RateLimited { .. } => Some(429),
            Error::Server { status, .. } => Some(*status),
            _ => None,
        }
    }

    /// The response body text this error came with, if any.
    pub fn body(&self) -> Option<&str> {
        match self {
            Error::Unauthorized { body, .. }
            | Error::InsufficientCredits { body, .. }
            | Error::Forbidden { body, .. }
            | Error::NotFound { body, .. }
            | Error::RateLimited { body, .. }
            | Error::Server { body, .. } => Some(body),
            _ => None,
        }
    }

    /// Stable code, matching the app's IPC error codes.
    pub fn code(&self) -> &'static str {
        match self {
            Error::Unauthorized { .. } => "unauthorized",
            Error::InsufficientCredits { .. } => "insufficient_credits",
            Error::Forbidden { .. } => "forbidden",
            Error::NotFound { .. } => "not_found",
            Error::Validation(_) => "validation",
            Error::RateLimited { .. } => "rate_limited",
            Error::Network { .. }
            | Error::Unreachable { .. }
            | Error::Timeout
            | Error::Limit { slow: true, .. } => "network",
            Error::Server { .. }
            | Error::Decode { .. }
            | Error::InvalidBaseUrl(_)
            | Error::Limit { slow: false, .. } => "internal",
        }
    }

    /// The field errors of a validation error (empty otherwise).
    pub fn field_errors(&self) -> &[FieldError] {
        match self {
            Error::Validation(v) => v,
            _ => &[],
        }
    }

    /// Worth retrying an idempotent request: 429, 5xx, network failures and timeouts.
    pub fn is_transient(&self) -> bool {
        match self {
            Error::RateLimited { .. }
            | Error::Network { .. }
            | Error::Unreachable { .. }
            | Error::Timeout
            | Error::Limit { slow: true, .. } => true,
            Error::Server { status, .. } => *status >= 500,
            _ => false,
        }
    }

    /// Whether a download failed on a full disk of this computer ([`crate::download::write_error`]).
    pub fn is_disk_full(&self) -> bool {
        matches!(self, Error::Network { message } if message.starts_with(crate::download::DISK_FULL))
    }

    /// Whether the request may have reached the service although it failed: anything after it was
    /// written (a 5xx, an answer that can't be read, a dropped or timed-out exchange). A refusal the
    /// service gave before doing anything (400/401/402/403/404/409/422/429, any other 4xx), a local
    /// check, or a connection never made is not.
    pub fn may_have_reached(&self) -> bool {
        match self {
            Error::Server { status, .. } => *status >= 500,
            Error::Decode { .. } | Error::Network { .. } | Error::Timeout | Error::Limit { .. } => {
                true
            }
            _ => false,
        }
    }

    /// The Retry-After delay of a 429 or 503 response (seconds or an HTTP date), for a caller's
    /// scheduler; the client's own GET retries honour it too.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Error::RateLimited { retry_after, .. } | Error::Server { retry_after, .. } => {
                *retry_after
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_failed_after_sending_may_have_reached_the_service() {
        let server = |status| Error::Server {
            status,
            body: String::new(),
            retry_after: None,
        };
        let refused = [
            Error::field("prompt", crate::words::Words::plain("x")),
            Error::Unauthorized {
                message: String::new(),
                body: String::new(),
            },
            Error::InsufficientCredits {
                message: String::new(),
                body: String::new(),
            },
            Error::RateLimited {
                retry_after: None,
                body: String::new(),
            },
            server(409),
            server(413),
            Error::Unreachable {
                message: "refused".into(),
            },
        ];
        for e in refused {
            assert!(!e.may_have_reached(), "{e:?}");
        }
        let unknown = [
            server(500),
            server(502),
            server(504),
            Error::Timeout,
            Error::Network {
                message: "reset".into(),
            },
            Error::Decode {
                path: String::new(),
                message: "not JSON".into(),
                snippet: "<html>".into(),
            },
        ];
        for e in unknown {
            assert!(e.may_have_reached(), "{e:?}");
        }
    }
}
