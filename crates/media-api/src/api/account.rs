//! Credits and API keys.

use super::{check, flag, handle};
use crate::client::Method;
use crate::error::Result;
use crate::ids::KeyId;
use crate::rules;
use crate::types::api_keys::{ApiKeyList, CreateApiKeyRequest, CreatedApiKey, RevokeApiKeyRequest};
use crate::types::common::Ack;
use crate::types::credits::CreditBalance;

handle!(
    /// `GET /api/user/credits`.
    Credits
);

impl Credits<'_> {
    /// Balance, tier, allowance; with `include_recent`, recent transactions too.
    pub async fn get(&self, include_recent: bool) -> Result<CreditBalance> {
        let query: Vec<_> = flag("includeRecent", include_recent.then_some(true))
            .into_iter()
            .collect();
        self.client.get(&["user", "credits"], &query).await
    }
}

handle!(
    /// `/api/user/api-keys`.
    ApiKeys
);

impl ApiKeys<'_> {
    pub async fn list(&self) -> Result<ApiKeyList> {
        self.client.get(&["user", "api-keys"], &[]).await
    }

    /// Creates a key; the full value is in the response, once.
    pub async fn create(&self, req: &CreateApiKeyRequest) -> Result<CreatedApiKey> {
        check(rules::validate_create_api_key(req))?;
        self.client
            .call(Method::Post, &["user", "api-keys"], &[], Some(req))
            .await
    }

    /// Revokes a key, permanently.
    pub async fn revoke(&self, key_id: &KeyId) -> Result<Ack> {
        let req = RevokeApiKeyRequest {
            key_id: key_id.clone(),
        };
        check(rules::validate_revoke_api_key(&req))?;
        self.client
            .call(Method::Delete, &["user", "api-keys"], &[], Some(&req))
            .await
    }
}
