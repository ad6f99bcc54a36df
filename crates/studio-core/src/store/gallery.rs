//! The gallery's queries: media joined with their jobs' facts (request, result, cost, kind, completion,
//! face) in one query, with a search's filter and order (`search`); a page and its total in one
//! transaction.

use super::media::{media_from_row, MEDIA_COLS, MEDIA_COL_COUNT};
use super::search::{MediaFilter, Order};
use super::{json, JobRow, MediaRow, Store};
use crate::base::error::Result;
use crate::base::model::{enum_parse, JobKind, ReviewFlag};
use rusqlite::types::Value as SqlValue;
use rusqlite::Row;

/// The job facts a media item shows.
#[derive(Debug, Clone, PartialEq)]
pub struct JobFacts {
    pub request: serde_json::Value,
    pub result: Option<serde_json::Value>,
    pub cost: Option<u32>,
    pub kind: JobKind,
    pub completed_at: Option<String>,
    /// `jobs.reference` (ReferenceInfo fields, plus the library copy of a one-off photo).
    pub reference: Option<serde_json::Value>,
}

impl JobFacts {
    pub fn of(j: &JobRow) -> JobFacts {
        JobFacts {
            request: j.request.clone(),
            result: j.result.clone(),
            cost: j.cost_estimate,
            kind: j.kind,
            completed_at: j.completed_at.clone(),
            reference: j.reference.clone(),
        }
    }
}

/// A media row, when it was trashed, and its job's facts.
#[derive(Debug, Clone, PartialEq)]
pub struct GalleryRow {
    pub media: MediaRow,
    pub deleted_at: Option<String>,
    pub job: Option<JobFacts>,
    pub favourite: bool,
    /// A review's verdict and rating (null: not rated).
    pub flag: ReviewFlag,
    pub rating: Option<u8>,
}

fn qualified_media_cols() -> String {
    MEDIA_COLS
        .split(", ")
        .map(|c| format!("m.{}", c.trim()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn gallery_from_row(r: &Row<'_>) -> rusqlite::Result<GalleryRow> {
    let media = media_from_row(r)?;
    let deleted_at: Option<String> = r.get(MEDIA_COL_COUNT)?;
    let job_id: Option<String> = r.get(MEDIA_COL_COUNT + 1)?;
    let job = match job_id {
        Some(_) => {
            let kind: String = r.get(MEDIA_COL_COUNT + 5)?;
            Some(JobFacts {
                request: json(r.get(MEDIA_COL_COUNT + 2)?).unwrap_or(serde_json::Value::Null),
                result: json(r.get(MEDIA_COL_COUNT + 3)?),
                cost: r.get(MEDIA_COL_COUNT + 4)?,
                kind: enum_parse(&kind).unwrap_or(JobKind::Tool),
                completed_at: r.get(MEDIA_COL_COUNT + 6)?,
                reference: json(r.get(MEDIA_COL_COUNT + 7)?),
            })
        }
        None => None,
    };
    Ok(GalleryRow {
        media,
        deleted_at,
        job,
        favourite: r.get(MEDIA_COL_COUNT + 8)?,
        flag: ReviewFlag::of_stored(r.get(MEDIA_COL_COUNT + 9)?),
        rating: match r.get::<_, i64>(MEDIA_COL_COUNT + 10)? {
            n @ 1..=5 => Some(n as u8),
            _ => None,
        },
    })
}

/// `SELECT` of gallery rows (media joined with its job) with a `WHERE` clause.
fn select_sql(where_clause: &str) -> String {
    format!(
        "SELECT {}, m.deleted_at, j.id, j.request, j.result, j.cost_estimate, j.kind, j.completed_at, j.reference,
                m.favourite, m.flag, m.rating
         FROM media m LEFT JOIN jobs j ON j.id = m.job_id WHERE {where_clause}",
        qualified_media_cols()
    )
}

/// Gallery rows matching `where_clause` (on `m` = media, `j` = jobs), in the given order.
fn query_rows(
    conn: &rusqlite::Connection,
    where_clause: &str,
    order_limit: &str,
    params: &[SqlValue],
) -> Result<Vec<GalleryRow>> {
    let sql = format!("{} {order_limit}", select_sql(where_clause));
    let mut st = conn.prepare_cached(&sql)?;
    let rows = st
        .query_map(rusqlite::params_from_iter(params.iter()), gallery_from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

impl Store {
    /// One page (`limit` rows from `offset` in the given order) and the total count, in one
    /// transaction so both agree.
    pub fn gallery_page(
        &self,
        q: &MediaFilter,
        order: Order,
        limit: u32,
        offset: u32,
    ) -> Result<(Vec<GalleryRow>, u32)> {
        self.with_conn(|conn| {
            let tx = conn.unchecked_transaction()?;
            let (w, mut p) = q.sql(&tx, true)?;
            let total: u32 = {
                let mut st =
                    tx.prepare_cached(&format!("SELECT COUNT(*) FROM media m WHERE {w}"))?;
                st.query_row(rusqlite::params_from_iter(p.iter()), |r| r.get(0))?
            };
            let order = q.order_by(order);
            p.push(SqlValue::Integer(limit as i64));
            p.push(SqlValue::Integer(offset as i64));
            let n = p.len();
            let rows = query_rows(
                &tx,
                &w,
                &format!("ORDER BY {order} LIMIT ?{} OFFSET ?{n}", n - 1),
                &p,
            )?;
            tx.commit()?;
            Ok((rows, total))
        })
    }

    /// One item by its id (trashed or not).
    pub fn gallery_row(&self, id: &str) -> Result<Option<GalleryRow>> {
        self.with_conn(|conn| {
            Ok(query_rows(conn, "m.id = ?1", "", &[SqlValue::Text(id.to_string())])?.pop())
        })
    }

    /// The item (not trashed) whose own file in the media folder is named `file`.
    pub fn gallery_row_by_file(&self, file: &str) -> Result<Option<GalleryRow>> {
        self.with_conn(|conn| {
            Ok(query_rows(
                conn,
                "m.file = ?1 AND m.deleted_at IS NULL",
                "LIMIT 1",
                &[SqlValue::Text(file.to_string())],
            )?
            .pop())
        })
    }
}
