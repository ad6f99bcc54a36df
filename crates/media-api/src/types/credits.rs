//! `GET /api/user/credits`.

use super::common::{yes, Extra, Tier};
use serde::{Deserialize, Serialize};

/// Credit balance and allowance. `credits` is a JSON number and may be fractional.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CreditBalance {
    #[serde(default = "yes")]
    pub success: bool,
    pub credits: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tier: Option<Tier>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_credits: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credits_reset_at: Option<String>,
    /// Recent transactions (`includeRecent=true`). The field name is not documented: the client reads
    /// `recentTransactions` (alias `transactions`); anything else stays in `extra`.
    #[serde(
        default,
        alias = "transactions",
        skip_serializing_if = "Option::is_none"
    )]
    pub recent_transactions: Option<Vec<CreditTransaction>>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// A credit transaction. Its fields are not documented; every field is optional and unknown ones are
/// kept in `extra`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CreditTransaction {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Signed amount: negative for spending.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
