//! What was spent, from the `jobs` table: jobs of a period by day, kind and maker, the estimates beside
//! what was charged where that is known (`result.charged`). Jobs never sent count for nothing.

use super::Store;
use crate::base::error::Result;
use crate::base::model::{enum_parse, JobKind, MakerPrice};
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
        let (current, address) = self.scope_params();
        self.rows(
            "SELECT substr(created_at, 1, 10) AS day, kind, provider, COUNT(*),
                        COALESCE(SUM(cost_estimate), 0),
                        COALESCE(SUM(json_extract(result, '$.charged')), 0),
                        SUM(CASE WHEN json_extract(result, '$.charged') IS NULL THEN 1 ELSE 0 END),
                        COALESCE(SUM(CASE WHEN json_extract(result, '$.charged') IS NULL
                                          THEN cost_estimate ELSE 0 END), 0)
                 FROM jobs
                 WHERE created_at >= ?1
                   AND (?2 IS NULL OR connection IS NULL OR connection = ?2 OR connection = ?3)
                   AND (remote_id IS NOT NULL OR status IN ('downloading', 'completed'))
                 GROUP BY day, kind, provider
                 ORDER BY day DESC, 5 DESC",
            rusqlite::params![since, current, address],
            |r| {
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
            },
        )
    }
}

/// Which sent jobs the spending list shows: a period (days `yyyy-mm-dd`, both ends included), a kind, a
/// maker; a page of them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SpendingQuery {
    pub from: Option<String>,
    pub to: Option<String>,
    pub kind: Option<JobKind>,
    pub provider: Option<String>,
    pub limit: u32,
    pub offset: u32,
}

/// One sent job as the spending list reads it from the library.
#[derive(Debug, Clone, PartialEq)]
pub struct SpentJob {
    pub id: String,
    pub created_at: String,
    pub kind: JobKind,
    pub provider: String,
    pub status: String,
    pub estimate: Option<u32>,
    pub charged: Option<u32>,
    pub balance_drop: Option<u32>,
    /// The request as stored (its words are the job's title).
    pub request: serde_json::Value,
}

/// The figures of every job the query takes (not only the page).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SpentTotals {
    pub jobs: u32,
    pub estimated: u32,
    pub charged: u32,
    /// Each job's strongest figure (charged, else the balance drop, else the estimate), added up.
    pub charged_or_estimated: u32,
}

const SENT: &str = "(?1 IS NULL OR connection IS NULL OR connection = ?1 OR connection = ?8)
     AND (remote_id IS NOT NULL OR status IN ('downloading', 'completed'))
     AND (?2 IS NULL OR substr(created_at, 1, 10) >= ?2)
     AND (?3 IS NULL OR substr(created_at, 1, 10) <= ?3)
     AND (?4 IS NULL OR kind = ?4)
     AND (?5 IS NULL OR provider = ?5)";

impl Store {
    /// The sent jobs of the current connection the query takes, newest first, one page, and the totals
    /// of all of them.
    pub fn spent_jobs(&self, q: &SpendingQuery) -> Result<(Vec<SpentJob>, SpentTotals)> {
        let (current, address) = self.scope_params();
        let kind = q.kind.map(|k| crate::base::model::enum_str(&k));
        self.with_conn(|c| {
            let args = rusqlite::params![current, q.from, q.to, kind, q.provider, None::<u32>, None::<u32>, address];
            let totals = c.query_row(
                &format!(
                    "SELECT COUNT(*), COALESCE(SUM(cost_estimate), 0),
                            COALESCE(SUM(json_extract(result, '$.charged')), 0),
                            COALESCE(SUM(COALESCE(json_extract(result, '$.charged'),
                                              json_extract(result, '$.balanceDrop'), cost_estimate)), 0)
                     FROM jobs WHERE {SENT}"
                ),
                args,
                |r| {
                    Ok(SpentTotals {
                        jobs: r.get(0)?,
                        estimated: r.get(1)?,
                        charged: r.get(2)?,
                        charged_or_estimated: r.get(3)?,
                    })
                },
            )?;
            let mut st = c.prepare(&format!(
                "SELECT id, created_at, kind, provider, status, cost_estimate,
                        json_extract(result, '$.charged'), json_extract(result, '$.balanceDrop'), request
                 FROM jobs WHERE {SENT}
                 ORDER BY created_at DESC, id LIMIT ?6 OFFSET ?7"
            ))?;
            let rows = st
                .query_map(
                    rusqlite::params![
                        current, q.from, q.to, kind, q.provider, q.limit, q.offset, address
                    ],
                    |r| {
                        let kind: String = r.get(2)?;
                        let request: String = r.get(8)?;
                        Ok(SpentJob {
                            id: r.get(0)?,
                            created_at: r.get(1)?,
                            kind: enum_parse(&kind).unwrap_or(JobKind::Tool),
                            provider: r.get(3)?,
                            status: r.get(4)?,
                            estimate: r.get(5)?,
                            charged: r.get(6)?,
                            balance_drop: r.get(7)?,
                            request: serde_json::from_str(&request).unwrap_or_default(),
                        })
                    },
                )?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok((rows, totals))
        })
    }
}
