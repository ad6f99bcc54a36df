//! The account's API keys (`session::account`); the app's own key never reaches the window.

use super::Core;
use crate::base::error::Result;
use crate::base::model::{ApiKeyEntry, CreatedKey};

impl Core {
    pub async fn api_keys_list(&self) -> Result<Vec<ApiKeyEntry>> {
        self.session.api_keys_list().await
    }

    /// Creates a NEW key; its full value is returned once for the user to copy.
    pub async fn api_keys_create(&self, name: &str) -> Result<CreatedKey> {
        self.session.api_keys_create(name).await
    }

    /// Revokes a key, permanently.
    pub async fn api_keys_revoke(&self, key_id: &str) -> Result<()> {
        self.session.api_keys_revoke(key_id).await
    }
}
