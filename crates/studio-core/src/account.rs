//! Credits (cached) and API key management passthroughs.

use crate::connection::observe_error;
use crate::core::{lock, Core, Inner};
use crate::error::{CoreError, Result};
use crate::events::CoreEvent;
use crate::model::{ApiKeyEntry, CreatedKey, CreditsView};
use media_api::types::api_keys::CreateApiKeyRequest;
use media_api::types::credits::CreditBalance;
use media_api::KeyId;

impl Core {
    /// Balance, tier, allowance (and recent transactions as raw JSON with `include_recent`).
    pub async fn credits(&self, include_recent: bool) -> Result<CreditsView> {
        let b = fetch_credits(&self.inner, include_recent).await?;
        Ok(view(&b, include_recent))
    }

    /// The last balance seen, without asking the service.
    pub fn cached_credits(&self) -> Option<CreditsView> {
        lock(&self.inner.credits).as_ref().map(|b| view(b, false))
    }

    pub async fn api_keys_list(&self) -> Result<Vec<ApiKeyEntry>> {
        let client = self.inner.client()?;
        let list = client
            .api_keys()
            .list()
            .await
            .inspect_err(|e| observe_error(&self.inner, e))?;
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
        let client = self.inner.client()?;
        let req = CreateApiKeyRequest {
            name: name.to_string(),
        };
        let created = client
            .api_keys()
            .create(&req)
            .await
            .inspect_err(|e| observe_error(&self.inner, e))?;
        Ok(CreatedKey {
            key: created.key.expose().to_string(),
            key_id: created.key_id.as_str().to_string(),
        })
    }

    /// Revokes a key, permanently.
    pub async fn api_keys_revoke(&self, key_id: &str) -> Result<()> {
        let client = self.inner.client()?;
        if key_id.trim().is_empty() {
            return Err(CoreError::validation("keyId", "Choose a key to revoke"));
        }
        client
            .api_keys()
            .revoke(&KeyId::from(key_id.to_string()))
            .await
            .inspect_err(|e| observe_error(&self.inner, e))?;
        Ok(())
    }
}

pub(crate) async fn fetch_credits(inner: &Inner, include_recent: bool) -> Result<CreditBalance> {
    let client = inner.client()?;
    let b = client
        .credits()
        .get(include_recent)
        .await
        .inspect_err(|e| observe_error(inner, e))?;
    remember_credits(inner, b.clone(), true);
    Ok(b)
}

/// Caches a balance; emits `CreditsChanged` when it differs from the cached one (or `always_emit`).
pub(crate) fn remember_credits(inner: &Inner, b: CreditBalance, only_if_changed: bool) {
    let changed = {
        let mut slot = lock(&inner.credits);
        let changed = slot
            .as_ref()
            .map(|old| old.credits != b.credits || old.tier != b.tier)
            .unwrap_or(true);
        *slot = Some(b.clone());
        changed
    };
    if changed || !only_if_changed {
        inner.emit(CoreEvent::CreditsChanged(view(&b, false)));
    }
}

/// Cached balance, or a fresh one when none is cached.
pub(crate) async fn balance(inner: &Inner) -> Result<CreditBalance> {
    if let Some(b) = lock(&inner.credits).clone() {
        return Ok(b);
    }
    fetch_credits(inner, false).await
}

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
