//! The one error type crossing IPC: `{ code, message, field?, details? }` in plain creator words.

use serde::Serialize;

/// Stable error codes (the app's IPC codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    Validation,
    Unauthorized,
    InsufficientCredits,
    Forbidden,
    NotFound,
    RateLimited,
    Network,
    KeyringUnavailable,
    /// Another Media Studio has this data folder open (`instance`).
    LibraryInUse,
    /// The library database was made by a newer Media Studio (`library_health`); it is left untouched.
    LibraryTooNew,
    /// The same request's answer was lost after it was sent, a moment ago: it may already have been
    /// charged, so it is not sent again without the person's yes (`spend::lookup::guard`).
    MayHaveBeenCharged,
    Internal,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Validation => "validation",
            ErrorCode::Unauthorized => "unauthorized",
            ErrorCode::InsufficientCredits => "insufficient_credits",
            ErrorCode::Forbidden => "forbidden",
            ErrorCode::NotFound => "not_found",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::Network => "network",
            ErrorCode::KeyringUnavailable => "keyring_unavailable",
            ErrorCode::LibraryInUse => "library_in_use",
            ErrorCode::LibraryTooNew => "library_too_new",
            ErrorCode::MayHaveBeenCharged => "may_have_been_charged",
            ErrorCode::Internal => "internal",
        }
    }
}

/// `message` is for a creator; `details` holds technical text (never the key).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("{message}")]
pub struct CoreError {
    pub code: ErrorCode,
    pub message: String,
    pub field: Option<String>,
    pub details: Option<String>,
}

pub type Result<T, E = CoreError> = std::result::Result<T, E>;

impl CoreError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        CoreError {
            code,
            message: message.into(),
            field: None,
            details: None,
        }
    }
    pub fn with_details(mut self, details: impl Into<String>) -> Self {
        self.details = Some(details.into());
        self
    }
    pub fn with_field(mut self, field: impl Into<String>) -> Self {
        self.field = Some(field.into());
        self
    }
    pub fn validation(field: impl Into<String>, message: impl Into<String>) -> Self {
        CoreError::new(ErrorCode::Validation, message).with_field(field)
    }
    pub fn internal(message: impl Into<String>, details: impl std::fmt::Display) -> Self {
        CoreError::new(ErrorCode::Internal, message).with_details(details.to_string())
    }
    pub fn not_connected() -> Self {
        CoreError::new(
            ErrorCode::Unauthorized,
            "Connect to the sandbox or to the service first",
        )
    }
    pub fn insufficient(needed: u32, balance: f64) -> Self {
        let short = (needed as f64 - balance).ceil().max(1.0) as u64;
        CoreError::new(
            ErrorCode::InsufficientCredits,
            format!(
                "You need {short} more credit{} (this costs {needed}, you have {})",
                plural(short),
                fmt_credits(balance)
            ),
        )
    }
    pub fn keyring_unavailable(
        message: impl Into<String>,
        details: impl std::fmt::Display,
    ) -> Self {
        CoreError::new(ErrorCode::KeyringUnavailable, message).with_details(details.to_string())
    }
    /// Field errors from validation: the first names the field, all are in the message.
    pub fn from_field_errors(errors: &[media_api::FieldError]) -> Self {
        let Some(first) = errors.first() else {
            return CoreError::new(ErrorCode::Validation, "The request was refused as invalid");
        };
        let message = errors
            .iter()
            .map(|e| e.message.clone())
            .collect::<Vec<_>>()
            .join("; ");
        let mut e = CoreError::new(ErrorCode::Validation, message);
        if !first.field.is_empty() {
            e.field = Some(first.field.clone());
        }
        e
    }
}

fn plural(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

pub(crate) fn fmt_credits(c: f64) -> String {
    if c.fract() == 0.0 {
        format!("{}", c as i64)
    } else {
        format!("{c:.1}")
    }
}

impl From<media_api::Error> for CoreError {
    fn from(e: media_api::Error) -> Self {
        use media_api::Error as E;
        let details = Some(e.to_string());
        // A refusal by the reading limits is already in plain words: shown as it is.
        if let Some(words) = e.plain_words() {
            let code = match e {
                E::Network { .. } => ErrorCode::Network,
                _ => ErrorCode::Internal,
            };
            return CoreError {
                code,
                message: words,
                field: None,
                details,
            };
        }
        let (code, message, field) = match &e {
            E::Unauthorized { .. } => (
                ErrorCode::Unauthorized,
                "Your key was rejected — enter a new one".to_string(),
                None,
            ),
            E::InsufficientCredits { .. } => (
                ErrorCode::InsufficientCredits,
                "You don't have enough credits for this".to_string(),
                None,
            ),
            E::Forbidden { message, .. } => (
                ErrorCode::Forbidden,
                if message.trim().is_empty() {
                    "Your plan doesn't include this, or the item is locked".to_string()
                } else {
                    format!("Not allowed: {message}")
                },
                None,
            ),
            E::NotFound { .. } => (
                ErrorCode::NotFound,
                "That item no longer exists".to_string(),
                None,
            ),
            E::Validation(errs) => {
                return CoreError {
                    details,
                    ..CoreError::from_field_errors(errs)
                }
            }
            E::RateLimited { .. } => (
                ErrorCode::RateLimited,
                "The service is busy; we'll retry".to_string(),
                None,
            ),
            E::Network { .. } | E::Unreachable { .. } | E::Timeout => (
                ErrorCode::Network,
                "Can't reach the service — check your connection".to_string(),
                None,
            ),
            E::Server { .. } | E::Decode { .. } => (
                ErrorCode::Internal,
                "The service had a problem; try again in a moment".to_string(),
                None,
            ),
            E::InvalidBaseUrl(_) => (
                ErrorCode::Validation,
                "Enter an https:// address (plain http only for this computer)".to_string(),
                Some("baseUrl".to_string()),
            ),
        };
        CoreError {
            code,
            message,
            field,
            details,
        }
    }
}

impl From<rusqlite::Error> for CoreError {
    fn from(e: rusqlite::Error) -> Self {
        CoreError::internal("The library database had a problem", e)
    }
}

impl From<std::io::Error> for CoreError {
    fn from(e: std::io::Error) -> Self {
        CoreError::internal("Could not read or write the app's files", e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_by_the_reading_limits_is_shown_in_its_own_words() {
        let too_large = media_api::Error::Decode {
            path: String::new(),
            message: "The file is too large (over the 64 MB allowed for this kind of file), so it was not downloaded".into(),
            snippet: String::new(),
        };
        let e = CoreError::from(too_large);
        assert_eq!((e.code, e.message.as_str()), (ErrorCode::Internal, "The file is too large (over the 64 MB allowed for this kind of file), so it was not downloaded"));
        let mangled = media_api::Error::Decode {
            path: "jobs[0].id".into(),
            message: "invalid type".into(),
            snippet: "{".into(),
        };
        let e = CoreError::from(mangled);
        assert_eq!(
            e.message,
            "The service had a problem; try again in a moment"
        );
        assert!(e.details.unwrap().contains("jobs[0].id"));
    }
}
