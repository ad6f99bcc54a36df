//! Accounts, keys (stored hashed, shown once) and the credit ledger.

use super::model::{Account, KeyRec, Txn};
use super::Store;
use crate::http::error::{ApiError, ApiResult};
use crate::util::{iso, random_token, sha256_hex};
use crate::Tier;

/// Length of the displayed key prefix (`sl_` plus 8 characters).
pub const PREFIX_LEN: usize = 11;
const PERIOD_MS: i64 = 30 * 24 * 3600 * 1000;

impl Store {
    pub fn create_account(
        &mut self,
        tier: Tier,
        credits: i64,
        max_credits: Option<i64>,
        now: i64,
    ) -> String {
        let id = self.new_id("acct");
        let mut account = Account {
            id: id.clone(),
            tier,
            credits: 0,
            max_credits: max_credits.unwrap_or(credits.max(0)),
            created_ms: now,
            credits_reset_ms: now + PERIOD_MS,
            ledger: Vec::new(),
        };
        let txn = self.new_id("txn");
        account.credits = credits;
        account.ledger.push(Txn {
            id: txn,
            amount: credits,
            balance_after: credits,
            description: "Initial credit allowance".into(),
            kind: "grant".into(),
            created_ms: now,
        });
        self.accounts.insert(id.clone(), account);
        id
    }

    /// Creates a key and returns (full key, key id). The full key is never stored.
    pub fn create_key(&mut self, account_id: &str, name: &str, now: i64) -> (String, String) {
        let key = format!("sl_{}", random_token(&mut self.rng, 40));
        let id = self.new_id("key");
        self.keys.push(KeyRec {
            id: id.clone(),
            account_id: account_id.to_string(),
            name: name.to_string(),
            prefix: key[..PREFIX_LEN].to_string(),
            hash: sha256_hex(key.as_bytes()),
            created_ms: now,
            last_used_ms: None,
            revoked: false,
        });
        (key, id)
    }

    /// Finds the account of a key and records its use.
    pub fn authenticate(&mut self, key: &str, now: i64) -> ApiResult<(String, Tier)> {
        if !key.starts_with("sl_") {
            return Err(ApiError::unauthorized("Invalid API key"));
        }
        let hash = sha256_hex(key.as_bytes());
        let rec = self
            .keys
            .iter_mut()
            .find(|k| k.hash == hash)
            .ok_or_else(|| ApiError::unauthorized("Invalid API key"))?;
        if rec.revoked {
            return Err(ApiError::unauthorized("API key has been revoked"));
        }
        rec.last_used_ms = Some(now);
        let account_id = rec.account_id.clone();
        let tier = self
            .accounts
            .get(&account_id)
            .map(|a| a.tier.clone())
            .ok_or_else(|| ApiError::unauthorized("Invalid API key"))?;
        Ok((account_id, tier))
    }

    pub fn revoke_key(&mut self, account_id: &str, key_id: &str) -> ApiResult<()> {
        let rec = self
            .keys
            .iter_mut()
            .find(|k| k.id == key_id && k.account_id == account_id && !k.revoked)
            .ok_or_else(|| ApiError::not_found("API key"))?;
        rec.revoked = true;
        Ok(())
    }

    pub fn balance(&self, account_id: &str) -> i64 {
        self.accounts
            .get(account_id)
            .map(|a| a.credits)
            .unwrap_or(0)
    }

    /// Checks the balance and charges `cost` once (402 when short; nothing charged then).
    pub fn charge(
        &mut self,
        account_id: &str,
        cost: i64,
        description: &str,
        now: i64,
    ) -> ApiResult<()> {
        let balance = self.balance(account_id);
        if balance < cost {
            return Err(ApiError::insufficient(cost, balance));
        }
        if cost == 0 {
            return Ok(());
        }
        let txn = self.new_id("txn");
        let account = self
            .accounts
            .get_mut(account_id)
            .ok_or_else(|| ApiError::unauthorized("Invalid API key"))?;
        account.credits -= cost;
        account.ledger.push(Txn {
            id: txn,
            amount: -cost,
            balance_after: account.credits,
            description: description.to_string(),
            kind: "charge".into(),
            created_ms: now,
        });
        Ok(())
    }
}

pub fn txn_json(t: &Txn) -> serde_json::Value {
    serde_json::json!({
        "id": t.id, "amount": t.amount, "balanceAfter": t.balance_after,
        "description": t.description, "type": t.kind, "createdAt": iso(t.created_ms),
    })
}

pub fn key_json(k: &KeyRec) -> serde_json::Value {
    serde_json::json!({
        "id": k.id, "name": k.name, "prefix": k.prefix, "createdAt": iso(k.created_ms),
        "lastUsedAt": k.last_used_ms.map(iso),
    })
}
