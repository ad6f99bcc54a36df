//! Where the app looks for a newer version of itself: the address of a release feed (Tauri's updater
//! feed, read and verified by the app itself, src-tauri/src/updates.rs), kept in settings.json. No
//! address: updates are off, the default (the Sandbox build ships without a feed). The address is https,
//! or plain http to this computer only; it carries no user name or password.

use crate::core::Core;
use crate::error::{CoreError, Result};
use media_api::say;
use media_api::Words;

/// The field an address's error is reported on.
pub const FEED_FIELD: &str = "feed";

/// Checks a feed address: an absolute https address, or http to a loopback host; no name or password.
pub fn check_feed(address: &str) -> Result<url::Url> {
    let bad = |m: Words| CoreError::validation(FEED_FIELD, m);
    let url = url::Url::parse(address.trim()).map_err(|_| {
        bad(say!(
            "updates.enter_feed_full_address",
            "Enter the feed's full address, starting with https://"
        ))
    })?;
    if url.host().is_none() {
        return Err(bad(say!(
            "updates.enter_feed_full_address",
            "Enter the feed's full address, starting with https://"
        )));
    }
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

impl Core {
    /// The release feed the app checks for updates; none when updates are off.
    pub fn updates_feed(&self) -> Option<String> {
        self.session.settings().update_feed
    }

    /// Sets the release feed (checked first), or turns updates off with none or an empty address.
    pub fn updates_feed_set(&self, address: Option<String>) -> Result<Option<String>> {
        let feed = match address.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(a) => Some(check_feed(a)?.to_string()),
        };
        self.session
            .edit_settings(|s| s.update_feed = feed.clone())?;
        Ok(feed)
    }
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
