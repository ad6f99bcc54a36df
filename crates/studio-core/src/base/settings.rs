//! settings.json: the connection mode, the service address and the release feed (an address checked
//! here: https, or plain http to this computer only, with no user name or password). Never the key.

use crate::base::error::{CoreError, Result};
use crate::base::model::ConnectionMode;
use media_api::{say, Words};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Settings {
    pub mode: ConnectionMode,
    pub service_base_url: Option<String>,
    /// The release feed checked for updates (`check_feed`); none: updates are off.
    pub update_feed: Option<String>,
}

impl Settings {
    /// Reads settings; a missing or unreadable file gives the defaults.
    pub fn load(path: &Path) -> Settings {
        match std::fs::read(path) {
            Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or_else(|e| {
                tracing::warn!("settings.json unreadable, using defaults: {e}");
                Settings::default()
            }),
            Err(_) => Settings::default(),
        }
    }

    /// Writes atomically (temp file in the same directory, fsync, rename).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let dir = path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)?;
        let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
        tmp.write_all(&serde_json::to_vec_pretty(self).map_err(std::io::Error::other)?)?;
        tmp.as_file().sync_all()?;
        tmp.persist(path).map_err(|e| e.error)?;
        Ok(())
    }
}

/// The field an address's error is reported on.
pub const FEED_FIELD: &str = "feed";

/// Checks a feed address: an absolute https address, or http to a loopback host; no name or password.
pub fn check_feed(address: &str) -> Result<url::Url> {
    let bad = |m: Words| CoreError::validation(FEED_FIELD, m);
    let url = url::Url::parse(address.trim())
        .ok()
        .filter(|u| u.host().is_some());
    let url = url.ok_or_else(|| {
        bad(say!(
            "updates.enter_feed_full_address",
            "Enter the feed's full address, starting with https://"
        ))
    })?;
    match url.scheme() {
        "https" => {}
        "http" if media_api::rules::is_loopback(&url) => {}
        "http" => {
            return Err(bad(say!(
                "updates.feed_must_use_https",
                "The feed must use https: plain http is only for this computer"
            )))
        }
        _ => {
            return Err(bad(say!(
                "updates.feed_address_must_start",
                "The feed's address must start with https://"
            )))
        }
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(bad(say!(
            "updates.feed_address_must_not",
            "The feed's address must not hold a user name or password"
        )));
    }
    Ok(url)
}

#[cfg(test)]
mod tests {
    use super::check_feed;

    #[test]
    fn a_feed_is_https_or_loopback_http_without_credentials() {
        assert!(check_feed("https://releases.example.com/media-studio/latest.json").is_ok());
        assert!(check_feed("http://127.0.0.1:8123/latest.json").is_ok());
        assert!(check_feed("http://localhost:8123/latest.json").is_ok());
        for bad in [
            "http://releases.example.com/latest.json",
            "ftp://example.com/latest.json",
            "releases.example.com/latest.json",
            "https://me:secret@example.com/latest.json",
            "",
        ] {
            let e = check_feed(bad).unwrap_err();
            assert_eq!(e.field.as_deref(), Some("feed"), "{bad}");
        }
    }
}
