//! The account: credits (cached; `CreditsChanged` when they move) and API key management passthroughs.

use super::Session;
use crate::base::error::{CoreError, Result};
use crate::base::events::CoreEvent;
use crate::base::lock;
use crate::base::model::{ApiKeyEntry, CreatedKey, CreditsView};
use media_api::say;
use media_api::types::api_keys::CreateApiKeyRequest;
use media_api::types::credits::CreditBalance;
use media_api::KeyId;

impl Session {
    /// A fresh balance from the service (cached; `CreditsChanged` when it moved).
    pub async fn fetch_credits(&self, include_recent: bool) -> Result<CreditBalance> {
        let client = self.client()?;
        let b = client
            .credits()
            .get(include_recent)
            .await
            .inspect_err(|e| self.observe_error(e))?;
        self.remember_credits(b.clone(), true);
        Ok(b)
    }

    /// Caches a balance; emits `CreditsChanged` when it differs from the cached one (or `always_emit`).
    pub(super) fn remember_credits(&self, b: CreditBalance, only_if_changed: bool) {
        let changed = {
            let mut slot = lock(&self.credits);
            let changed = slot
                .as_ref()
                .map(|old| old.credits != b.credits || old.tier != b.tier)
                .unwrap_or(true);
            *slot = Some(b.clone());
            changed
        };
        if changed || !only_if_changed {
            self.events.emit(CoreEvent::CreditsChanged(view(&b, false)));
        }
    }

    /// The last balance seen, without asking the service.
    pub fn cached_credits(&self) -> Option<CreditBalance> {
        lock(&self.credits).clone()
    }

    /// Cached balance, or a fresh one when none is cached.
    pub async fn balance(&self) -> Result<CreditBalance> {
        if let Some(b) = self.cached_credits() {
            return Ok(b);
        }
        self.fetch_credits(false).await
    }

    pub async fn api_keys_list(&self) -> Result<Vec<ApiKeyEntry>> {
        let client = self.client()?;
        let list = client
            .api_keys()
            .list()
            .await
            .inspect_err(|e| self.observe_error(e))?;
        Ok(list
            .keys
            .into_iter()
            .map(|k| ApiKeyEntry {
                id: k.id.as_str().to_string(),
                name: k.name,
                prefix: k.prefix,
                created_at: k.created_at,
                last_used_at: k.last_used_at,
            })
            .collect())
    }

    /// Creates a NEW key; its full value is returned once for the user to copy.
    pub async fn api_keys_create(&self, name: &str) -> Result<CreatedKey> {
        let client = self.client()?;
        let req = CreateApiKeyRequest {
            name: name.to_string(),
        };
        let created = client
            .api_keys()
            .create(&req)
            .await
            .inspect_err(|e| self.observe_error(e))?;
        Ok(CreatedKey {
            key: created.key.expose().to_string(),
            key_id: created.key_id.as_str().to_string(),
        })
    }

    /// Revokes a key, permanently.
    pub async fn api_keys_revoke(&self, key_id: &str) -> Result<()> {
        let client = self.client()?;
        if key_id.trim().is_empty() {
            return Err(CoreError::validation(
                "keyId",
                say!("account.choose_key_revoke", "Choose a key to revoke"),
            ));
        }
        client
            .api_keys()
            .revoke(&KeyId::from(key_id.to_string()))
            .await
            .inspect_err(|e| self.observe_error(e))?;
        Ok(())
    }
}

/// A balance as the window shows it (recent transactions as raw JSON with `include_recent`).
pub(crate) fn view(b: &CreditBalance, include_recent: bool) -> CreditsView {
    let recent = if include_recent {
        b.recent_transactions
            .iter()
            .flatten()
            .filter_map(|t| serde_json::to_value(t).ok())
            .collect()
    } else {
        Vec::new()
    };
    CreditsView {
        credits: b.credits,
        tier: b
            .tier
            .as_ref()
            .map(|t| t.as_str().to_string())
            .unwrap_or_default(),
        max_credits: b.max_credits.unwrap_or(b.credits),
        credits_reset_at: b.credits_reset_at.clone(),
        recent,
    }
}
