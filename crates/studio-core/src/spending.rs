//! What was spent: this connection's jobs of the last 30 days by day, kind and maker, the estimate beside
//! what was charged where that is known (`spend::charge`), and the account's allowance and reset date.
//! Jobs never sent (refused before sending, waiting, cancelled) count for nothing.

use crate::core::Core;
use crate::error::Result;
use crate::model::{enum_parse, JobKind};
use serde::Serialize;

/// How many days the summary looks back.
pub const SPENDING_DAYS: u32 = 30;

/// One kind and maker on one day.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SpendingRow {
    /// `yyyy-mm-dd` (UTC).
    pub day: String,
    pub kind: JobKind,
    pub provider: String,
    pub jobs: u32,
    /// The estimates of those jobs, added up.
    pub estimated: u32,
    /// What was charged for the jobs where it is known, added up.
    pub charged: u32,
    /// How many of the jobs have no known charge (their estimate stands for them).
    pub not_known: u32,
    /// The estimates of those jobs, added up.
    pub estimated_not_known: u32,
}

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
    pub fn spending(&self) -> Result<Spending> {
        let since = (chrono::Utc::now() - chrono::Duration::days(SPENDING_DAYS as i64))
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        let current = self.inner.db.current_connection();
        let rows = self.inner.db.with_conn(|c| {
            let mut st = c.prepare(
                "SELECT substr(created_at, 1, 10) AS day, kind, provider, COUNT(*),
                        COALESCE(SUM(cost_estimate), 0),
                        COALESCE(SUM(json_extract(result, '$.charged')), 0),
                        SUM(CASE WHEN json_extract(result, '$.charged') IS NULL THEN 1 ELSE 0 END),
                        COALESCE(SUM(CASE WHEN json_extract(result, '$.charged') IS NULL
                                          THEN cost_estimate ELSE 0 END), 0)
                 FROM jobs
                 WHERE created_at >= ?1
                   AND (?2 IS NULL OR connection IS NULL OR connection = ?2)
                   AND (remote_id IS NOT NULL OR status IN ('downloading', 'completed'))
                 GROUP BY day, kind, provider
                 ORDER BY day DESC, 5 DESC",
            )?;
            let rows = st
                .query_map(rusqlite::params![since, current], |r| {
                    let kind: String = r.get(1)?;
                    Ok(SpendingRow {
                        day: r.get(0)?,
                        kind: enum_parse(&kind).unwrap_or(JobKind::Tool),
                        provider: r.get(2)?,
                        jobs: r.get(3)?,
                        estimated: r.get(4)?,
                        charged: r.get(5)?,
                        not_known: r.get(6)?,
                        estimated_not_known: r.get(7)?,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })?;
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
