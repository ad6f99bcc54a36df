//! What was spent, from the `jobs` table: jobs of a period by day, kind and maker, the estimates beside
//! what was charged where that is known (`result.charged`). Jobs never sent count for nothing.

use super::Store;
use crate::error::Result;
use crate::model::{enum_parse, JobKind, MakerPrice};
use serde::Serialize;

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
    /// How the spec prices this maker's jobs (filled in by the Spending view, `kinds::maker_price`).
    pub price: MakerPrice,
}

impl Store {
    /// The jobs sent since `since` (RFC 3339) on the current connection, summed by day, kind and
    /// provider: newest day first; within a day, the biggest spend first.
    pub fn spending_since(&self, since: &str) -> Result<Vec<SpendingRow>> {
        let current = self.current_connection();
        self.with_conn(|c| {
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
                        price: MakerPrice::default(),
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
    }
}
