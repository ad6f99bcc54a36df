//! Where the app is connected (`session::connection`) and the check of a real account (`account_check`).

use super::Core;
use crate::base::error::Result;
use crate::base::lock;
use crate::base::model::ConnectionStatus;
use crate::features::account_check::{self, AccountCheck};
use std::path::{Path, PathBuf};

impl Core {
    /// Where the app is connected, without any secret (at most the key's prefix).
    pub fn connection_status(&self) -> ConnectionStatus {
        self.session.status()
    }

    /// Starts (or reuses) the embedded sandbox on 127.0.0.1:0 with data in `<data>/sandbox`, creates its
    /// Studio account once, and connects to it.
    pub async fn connect_sandbox(&self) -> Result<ConnectionStatus> {
        self.session.connect_sandbox().await
    }

    /// Connects to the hosted service ([`crate::session::Session::connect_service`]); the key never
    /// comes back out.
    pub async fn connect_service(
        &self,
        url: &str,
        key: String,
        only: bool,
    ) -> Result<ConnectionStatus> {
        self.session.connect_service(url, key, only).await
    }

    /// Service mode: deletes the key from the keyring and memory and disconnects. Sandbox mode: stops
    /// the embedded sandbox and disconnects (its own key is kept for next time).
    pub async fn forget_key(&self) -> Result<ConnectionStatus> {
        self.session.forget_key().await
    }

    /// Checks again whether the keyring answers (e.g. after the user unlocked it).
    pub async fn recheck_keyring(&self) -> bool {
        self.session.recheck_keyring().await
    }

    /// Reads what the spec documents of the connected account (nothing that spends) and compares each
    /// answer with its documented shape. The result is kept for [`Core::account_check_last`].
    pub async fn account_check(&self) -> Result<AccountCheck> {
        let check = account_check::check(&self.session).await?;
        *lock(&self.account_check) = Some(check.clone());
        Ok(check)
    }

    /// The last check made in this run, if any.
    pub fn account_check_last(&self) -> Option<AccountCheck> {
        lock(&self.account_check).clone()
    }

    /// The report of the last check, as text to save (never the key).
    pub fn account_check_report(&self) -> Result<String> {
        account_check::report(self.account_check_last())
    }

    /// Writes the report of the last check to `path` (a file the person chose); answers where it went.
    pub fn account_check_report_save(&self, path: &Path) -> Result<PathBuf> {
        account_check::save_report(self.account_check_last(), path)
    }
}
