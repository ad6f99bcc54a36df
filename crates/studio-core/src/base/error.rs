//! The one error type crossing IPC: `{ code, message, field?, details? }` in plain creator words.

use media_api::{say, Words};
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

/// `message` is for a creator; `details` holds technical text (never the key). Its two texts, the
/// English `message` and the same `words` by key, are one: both are set together from words (`new`,
/// `reword`), so a window in any language says what the English says.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("{message}")]
pub struct CoreError {
    pub code: ErrorCode,
    /// The English words (logs, tests, and a window that doesn't know the key).
    message: String,
    pub field: Option<String>,
    pub details: Option<String>,
    /// The same by catalogue key, for a window in another language; absent for words that have none.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[specta(optional)]
    words: Option<Box<Words>>,
    /// The service could not be asked just now (no connection, busy, a server error): asking again
    /// later may well work. Not sent to the window.
    #[serde(skip)]
    passing: bool,
}

pub type Result<T, E = CoreError> = std::result::Result<T, E>;

impl CoreError {
    pub fn new(code: ErrorCode, message: impl Into<Words>) -> Self {
        let words: Words = message.into();
        CoreError {
            code,
            message: words.text.clone(),
            field: None,
            details: None,
            words: (!words.key.is_empty()).then(|| Box::new(words)),
            passing: false,
        }
    }
    /// Whether the service could not be asked just now (no connection, busy, a server error), so the
    /// same question may well be answered later; never for a refusal of the request itself.
    pub fn is_passing(&self) -> bool {
        self.passing
    }
    /// Its English words.
    pub fn message(&self) -> &str {
        &self.message
    }
    /// The same error in other words, made from its own (`|why| say!("…", "…: {why}", why = why)`):
    /// the English and the words by key change together.
    pub fn reword(self, f: impl FnOnce(Words) -> Words) -> Self {
        let words = f(self.said());
        CoreError {
            field: self.field,
            details: self.details,
            passing: self.passing,
            ..CoreError::new(self.code, words)
        }
    }
    /// Its words, by key when they have one (a job keeps them as why it failed).
    pub fn said(&self) -> Words {
        self.words
            .as_deref()
            .cloned()
            .unwrap_or_else(|| Words::plain(self.message.clone()))
    }
    pub fn with_details(mut self, details: impl Into<String>) -> Self {
        self.details = Some(details.into());
        self
    }
    pub fn with_field(mut self, field: impl Into<String>) -> Self {
        self.field = Some(field.into());
        self
    }
    pub fn validation(field: impl Into<String>, message: impl Into<Words>) -> Self {
        CoreError::new(ErrorCode::Validation, message).with_field(field)
    }
    pub fn not_found(message: impl Into<Words>) -> Self {
        CoreError::new(ErrorCode::NotFound, message)
    }
    pub fn internal(message: impl Into<Words>, details: impl std::fmt::Display) -> Self {
        CoreError::new(ErrorCode::Internal, message).with_details(details.to_string())
    }
    pub fn not_connected() -> Self {
        CoreError::new(
            ErrorCode::Unauthorized,
            say!(
                "error.not_connected",
                "Connect to the sandbox or to the service first"
            ),
        )
    }
    pub fn insufficient(needed: u32, balance: f64) -> Self {
        let short = (needed as f64 - balance).ceil().max(1.0) as u64;
        let words = if short == 1 {
            say!(
                "error.short.one",
                "You need 1 more credit (this costs {needed}, you have {balance})",
                needed = needed,
                balance = balance
            )
        } else {
            say!(
                "error.short.other",
                "You need {short} more credits (this costs {needed}, you have {balance})",
                short = short,
                needed = needed,
                balance = balance
            )
        };
        CoreError::new(ErrorCode::InsufficientCredits, words)
    }
    pub fn keyring_unavailable(message: impl Into<Words>, details: impl std::fmt::Display) -> Self {
        CoreError::new(ErrorCode::KeyringUnavailable, message).with_details(details.to_string())
    }
    /// Field errors from validation: the first names the field, all are in the message.
    /// Refused with the field errors, when there are any.
    pub fn if_any(errors: &[media_api::FieldError]) -> Result<()> {
        match errors.is_empty() {
            true => Ok(()),
            false => Err(CoreError::from_field_errors(errors)),
        }
    }
    pub fn from_field_errors(errors: &[media_api::FieldError]) -> Self {
        let Some(first) = errors.first() else {
            return CoreError::new(
                ErrorCode::Validation,
                say!("error.invalid", "The request was refused as invalid"),
            );
        };
        let mut e = match errors {
            // One problem: its own words, key and all.
            [one] => CoreError::new(
                ErrorCode::Validation,
                one.words
                    .clone()
                    .unwrap_or_else(|| Words::plain(one.message.clone())),
            ),
            // Several: each in its own words, joined by key (so a window in another language says
            // all of them in it, not only the first).
            many => CoreError::new(
                ErrorCode::Validation,
                many.iter()
                    .map(|e| e.said())
                    .rev()
                    .reduce(|rest, first| {
                        say!(
                            "error.problems_list",
                            "{first}; {rest}",
                            first = first,
                            rest = rest
                        )
                    })
                    .unwrap_or_else(|| say!("error.invalid", "The request was refused as invalid")),
            ),
        };
        if !first.field.is_empty() {
            e.field = Some(first.field.clone());
        }
        e
    }
}

impl From<media_api::Error> for CoreError {
    fn from(e: media_api::Error) -> Self {
        use media_api::Error as E;
        let details = Some(e.to_string());
        // A refusal by the reading limits is already in plain words: shown as it is.
        if let Some(words) = e.plain_words() {
            let code = if e.is_too_slow() {
                ErrorCode::Network
            } else {
                ErrorCode::Internal
            };
            return CoreError {
                details,
                ..CoreError::new(code, words.clone())
            };
        }
        let (code, message, field) = match &e {
            E::Unauthorized { .. } => (
                ErrorCode::Unauthorized,
                say!(
                    "error.key_rejected",
                    "Your key was rejected — enter a new one"
                ),
                None,
            ),
            E::InsufficientCredits { .. } => (
                ErrorCode::InsufficientCredits,
                say!(
                    "error.not_enough_credits",
                    "You don't have enough credits for this"
                ),
                None,
            ),
            E::Forbidden { message, .. } => (
                ErrorCode::Forbidden,
                if message.trim().is_empty() {
                    say!(
                        "error.forbidden",
                        "Your plan doesn't include this, or the item is locked"
                    )
                } else {
                    say!(
                        "error.forbidden_because",
                        "Not allowed: {reason}",
                        reason = message.as_str()
                    )
                },
                None,
            ),
            E::NotFound { .. } => (
                ErrorCode::NotFound,
                say!("error.not_found", "That item no longer exists"),
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
                say!(
                    "error.busy_try_again",
                    "The service is busy; try again in a moment"
                ),
                None,
            ),
            E::Network { .. } | E::Unreachable { .. } | E::Timeout => (
                ErrorCode::Network,
                say!(
                    "error.unreachable",
                    "Can't reach the service — check your connection"
                ),
                None,
            ),
            E::Server { .. } | E::Decode { .. } | E::Limit { .. } => (
                ErrorCode::Internal,
                say!(
                    "error.service_problem",
                    "The service had a problem; try again in a moment"
                ),
                None,
            ),
            E::InvalidBaseUrl(_) => (
                ErrorCode::Validation,
                say!(
                    "error.https_address",
                    "Enter an https:// address (plain http only for this computer)"
                ),
                Some("baseUrl".to_string()),
            ),
        };
        let passing = match &e {
            E::Network { .. } | E::Unreachable { .. } | E::Timeout | E::RateLimited { .. } => true,
            E::Server { status, .. } => *status >= 500,
            _ => false,
        };
        CoreError {
            field,
            details,
            passing,
            ..CoreError::new(code, message)
        }
    }
}

impl From<rusqlite::Error> for CoreError {
    fn from(e: rusqlite::Error) -> Self {
        CoreError::internal(
            say!("error.database", "The library database had a problem"),
            e,
        )
    }
}

impl From<std::io::Error> for CoreError {
    fn from(e: std::io::Error) -> Self {
        CoreError::internal(
            say!("error.files", "Could not read or write the app's files"),
            e,
        )
    }
}

/// Runs `f` on a blocking thread; one that did not come back is an internal error said as `what`.
pub(crate) async fn blocking<T: Send + 'static>(
    what: Words,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T> {
    let done = tokio::task::spawn_blocking(f).await;
    done.map_err(|e| CoreError::internal(what, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn several_field_problems_are_joined_by_key_each_in_its_own_words() {
        let problem = |field: &str, words: Words| media_api::FieldError {
            field: field.into(),
            message: words.text.clone(),
            words: Some(words),
        };
        let e = CoreError::from_field_errors(&[
            problem("prompt", say!("t.prompt", "Describe the picture")),
            problem("numImages", say!("t.count", "Choose {n} at most", n = 6)),
            problem("", Words::plain("The service's own words".to_string())),
        ]);
        assert_eq!(
            e.message,
            "Describe the picture; Choose 6 at most; The service's own words"
        );
        assert_eq!(e.field.as_deref(), Some("prompt"));
        let german = |key: &str| match key {
            "error.problems_list" => Some("{first}; {rest}".to_string()),
            "t.prompt" => Some("Beschreibe das Bild".to_string()),
            "t.count" => Some("Höchstens {n}".to_string()),
            _ => None,
        };
        let words = e.words.expect("said by key");
        assert_eq!(
            words.said_in(&german),
            "Beschreibe das Bild; Höchstens 6; The service's own words"
        );
    }

    #[test]
    fn a_refusal_by_the_reading_limits_is_shown_in_its_own_words() {
        let too_large = media_api::Error::limit(say!(
            "t.too_large",
            "The file is too large (over the {size} allowed for this kind of file), so it was not downloaded",
            size = "64 MB"
        ));
        let e = CoreError::from(too_large);
        assert_eq!((e.code, e.message.as_str()), (ErrorCode::Internal, "The file is too large (over the 64 MB allowed for this kind of file), so it was not downloaded"));
        assert_eq!(e.words.map(|w| w.key).as_deref(), Some("t.too_large"));
        assert!(
            std::mem::size_of::<CoreError>() <= 128,
            "kept small to return"
        );
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

    /// A refused press's words are changed by key and in English together: a window in German says
    /// what the English says, never the generic words underneath ("we'll retry": a press is never
    /// retried).
    #[test]
    fn a_reworded_error_changes_both_its_texts() {
        let busy = CoreError::from(media_api::Error::RateLimited {
            retry_after: None,
            body: String::new(),
        })
        .with_field("prompt");
        assert!(!busy.message().contains("retry"), "{}", busy.message());
        let pressed = crate::jobs::spend::submit_error(media_api::Error::RateLimited {
            retry_after: None,
            body: String::new(),
        });
        assert_eq!(pressed.said().key, "spend.too_many_running");
        assert_eq!(pressed.message(), pressed.said().text);
        let said = busy.reword(|why| say!("t.outer", "Not now: {why}", why = why));
        assert_eq!(said.said().key, "t.outer");
        assert_eq!(
            said.message(),
            "Not now: The service is busy; try again in a moment"
        );
        assert_eq!(said.field.as_deref(), Some("prompt"));
    }
}
