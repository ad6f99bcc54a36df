//! What was spent: this connection's jobs of the last 30 days by day, kind and maker, the estimate beside
//! what was charged where that is known (`spend::charge`), and the account's allowance and reset date.
//! Jobs never sent (refused before sending, waiting, cancelled) count for nothing.

use crate::core::Core;
use crate::error::Result;
use crate::store::SpendingRow;
use serde::Serialize;

/// How many days the summary looks back.
pub const SPENDING_DAYS: u32 = 30;

/// The summary the Spending view shows.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Spending {
    /// Newest day first; within a day, the biggest spend first.
    pub rows: Vec<SpendingRow>,
    pub days: u32,
    pub estimated: u32,
    pub charged: u32,
    /// Jobs of the period whose charge is not known.
    pub not_known: u32,
    /// Their estimates, added up: `charged + estimated_not_known` is the best figure for the period.
    pub estimated_not_known: u32,
}

impl Core {
    /// Spending of the last 30 days on the current connection (sandbox or service), from the library.
    pub fn spending_get(&self) -> Result<Spending> {
        let since = (chrono::Utc::now() - chrono::Duration::days(SPENDING_DAYS as i64))
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        let mut rows = self.store.spending_since(&since)?;
        for r in rows.iter_mut() {
            r.price = crate::kinds::maker_price(r.kind, &r.provider);
        }
        Ok(Spending {
            days: SPENDING_DAYS,
            estimated: rows.iter().map(|r| r.estimated).sum(),
            charged: rows.iter().map(|r| r.charged).sum(),
            not_known: rows.iter().map(|r| r.not_known).sum(),
            estimated_not_known: rows.iter().map(|r| r.estimated_not_known).sum(),
            rows,
        })
    }
}
