//! GET /api/user/credits

use axum::extract::{Query, State};
use axum::response::Response;
use serde::Deserialize;
use serde_json::json;

use crate::http::auth::Auth;
use crate::http::body::ok;
use crate::http::error::{ApiError, ApiResult};
use crate::state::accounts::txn_json;
use crate::state::Shared;
use crate::util::iso;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreditsQuery {
    include_recent: Option<String>,
}

pub fn flag(v: &Option<String>) -> bool {
    matches!(v.as_deref(), Some("true") | Some("1"))
}

pub async fn get_credits(
    State(sb): State<Shared>,
    auth: Auth,
    Query(q): Query<CreditsQuery>,
) -> ApiResult<Response> {
    let st = sb.lock();
    let a = st
        .accounts
        .get(&auth.account_id)
        .ok_or_else(|| ApiError::unauthorized("Invalid API key"))?;
    let mut v = json!({
        "credits": a.credits,
        "tier": crate::tier_name(&a.tier),
        "maxCredits": a.max_credits,
        "creditsResetAt": iso(a.credits_reset_ms),
    });
    if flag(&q.include_recent) {
        let recent: Vec<_> = a.ledger.iter().rev().take(50).map(txn_json).collect();
        v["recentTransactions"] = json!(recent);
    }
    Ok(ok(v))
}
