//! Where the app looks for a newer version of itself: the address of a release feed (Tauri's updater
//! feed, read and verified by the app itself, src-tauri/src/self_update.rs), kept in settings.json
//! (checked there, `settings::check_feed`). No address: updates are off, the default (the Sandbox
//! build ships without a feed).

use super::Core;
use crate::base::error::Result;
use crate::base::settings::check_feed;

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
