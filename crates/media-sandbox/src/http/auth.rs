//! Authentication: `Authorization: Bearer sl_...` or `X-API-Key: sl_...`; 401 for a missing, unknown or
//! revoked key; 403 for every feature when the account's tier is free.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::HeaderMap;

use super::error::ApiError;
use crate::state::Shared;
use crate::Tier;

#[derive(Debug, Clone)]
pub struct Auth {
    pub account_id: String,
    pub tier: Tier,
}

/// The key a request carries, if any (Bearer first, then X-API-Key).
pub fn presented_key(headers: &HeaderMap) -> Option<String> {
    if let Some(v) = headers
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
    {
        let v = v.trim();
        if let Some(k) = v
            .strip_prefix("Bearer ")
            .or_else(|| v.strip_prefix("bearer "))
        {
            return Some(k.trim().to_string());
        }
    }
    headers
        .get("x-api-key")
        .and_then(|v| v.to_str().ok())
        .map(|k| k.trim().to_string())
}

impl FromRequestParts<Shared> for Auth {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, sb: &Shared) -> Result<Self, Self::Rejection> {
        let key = presented_key(&parts.headers)
            .ok_or_else(|| ApiError::unauthorized("Missing API key"))?;
        let now = sb.now_ms();
        // lastUsedAt is saved with the next snapshot; a read alone does not schedule one.
        let (account_id, tier) = sb.lock().authenticate(&key, now)?;
        if !crate::tier_is_paid(&tier) {
            return Err(ApiError::forbidden(
                "API access requires a Pro or Studio subscription",
            ));
        }
        Ok(Auth { account_id, tier })
    }
}
