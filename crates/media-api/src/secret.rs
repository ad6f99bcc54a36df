//! Secret handling: the API key never appears in `Debug` output and never serializes.

use secrecy::{ExposeSecret, SecretString};
use std::fmt;

/// The caller's API key (starts with `sl_`). Redacted in `Debug`, not `Serialize`.
#[derive(Clone)]
pub struct ApiKey(SecretString);

impl ApiKey {
    pub fn new(key: impl Into<String>) -> Self {
        ApiKey(SecretString::from(key.into()))
    }

    /// The key value, for putting it in a header or a key store. Use sparingly.
    pub fn expose(&self) -> &str {
        self.0.expose_secret()
    }

    /// Whether the key has the documented `sl_` prefix.
    pub fn has_expected_prefix(&self) -> bool {
        self.expose().starts_with("sl_")
    }
}

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ApiKey([REDACTED])")
    }
}

impl From<String> for ApiKey {
    fn from(s: String) -> Self {
        ApiKey::new(s)
    }
}

/// A full key value as returned once by `POST /api/user/api-keys`. It must cross the wire (the sandbox
/// sends it, the app shows it once), so it serializes as a plain string, but `Debug` redacts it.
#[derive(Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
#[cfg_attr(feature = "specta", derive(specta::Type), specta(transparent))]
pub struct RevealedKey(String);

impl RevealedKey {
    pub fn new(key: impl Into<String>) -> Self {
        RevealedKey(key.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
    /// Converts into an [`ApiKey`] for use with a client.
    pub fn into_api_key(self) -> ApiKey {
        ApiKey::new(self.0)
    }
}

impl fmt::Debug for RevealedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RevealedKey([REDACTED])")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_redacts() {
        let k = ApiKey::new("sl_supersecret");
        assert!(!format!("{k:?}").contains("supersecret"));
        let r = RevealedKey::new("sl_supersecret");
        assert!(!format!("{r:?}").contains("supersecret"));
        assert_eq!(serde_json::to_string(&r).unwrap(), "\"sl_supersecret\"");
        assert!(k.has_expected_prefix());
    }
}
