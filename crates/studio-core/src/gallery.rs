//! The gallery: pages of the library with their jobs' facts (request, promptUsed, cost, kind,
//! completion) joined in one query, filtered by kind, character, unassigned, or the local trash.

use crate::core::{Core, Inner};
use crate::db::{json, media_from_row, JobRow, MediaRow, MEDIA_COLS};
use crate::error::Result;
use crate::model::{
    enum_parse, enum_str, JobKind, MediaItem, MediaKind, MediaSource, ReferenceInfo,
};
use rusqlite::types::Value as SqlValue;
use rusqlite::Row;
use serde::{Deserialize, Serialize};

/// Largest gallery page.
pub const MAX_PAGE: u32 = 500;

/// What the gallery shows. `unassigned`: only items without a character (wins over `characterId`);
/// `trash`: the local trash instead of the gallery (most recently trashed first).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase", default)]
pub struct GalleryQuery {
    pub kind: Option<MediaKind>,
    pub character_id: Option<String>,
    pub unassigned: bool,
    pub trash: bool,
    pub offset: u32,
    /// Clamped to 1..=500 (default 100).
    pub limit: u32,
}

impl Default for GalleryQuery {
    fn default() -> Self {
        GalleryQuery {
            kind: None,
            character_id: None,
            unassigned: false,
            trash: false,
            offset: 0,
            limit: 100,
        }
    }
}

/// One page, newest first; `total` counts every item matching the query.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GalleryPage {
    pub items: Vec<MediaItem>,
    pub total: u32,
}

/// Any JSON value, as TypeScript sees it (numbers are `number`): the type of `MediaItem.request`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(untagged)]
pub enum JsonValue {
    Null(()),
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<JsonValue>),
    Object(std::collections::BTreeMap<String, JsonValue>),
}

/// The job facts a media item shows.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct JobFacts {
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
pub(crate) struct GalleryRow {
    pub media: MediaRow,
    pub deleted_at: Option<String>,
    pub job: Option<JobFacts>,
}

/// The request as the person filled it: without the inline face (`referenceImage`).
pub(crate) fn request_without_reference(request: &serde_json::Value) -> Option<serde_json::Value> {
    match request {
        serde_json::Value::Null => None,
        serde_json::Value::Object(o) => {
            let mut o = o.clone();
            o.remove("referenceImage");
            Some(serde_json::Value::Object(o))
        }
        other => Some(other.clone()),
    }
}

/// Fills an item's job facts.
pub(crate) fn with_job(mut item: MediaItem, job: Option<&JobFacts>) -> MediaItem {
    if let Some(j) = job {
        item.request = request_without_reference(&j.request);
        item.prompt_used = j
            .result
            .as_ref()
            .and_then(|r| r.get("promptUsed"))
            .and_then(|p| p.as_str())
            .map(str::to_string);
        item.cost = j.cost;
        item.charged = crate::spend::charged_of(&j.result);
        item.job_kind = Some(j.kind);
        item.completed_at = j.completed_at.clone();
        item.reference = j
            .reference
            .clone()
            .and_then(|r| serde_json::from_value::<ReferenceInfo>(r).ok());
    }
    item
}

pub(crate) fn gallery_item(inner: &Inner, r: &GalleryRow) -> MediaItem {
    let mut item = crate::library::media_item(inner, &r.media);
    item.trashed_at = r.deleted_at.clone();
    if r.job.is_none() {
        // Only listed by the service: its prompt is the prompt it used (structured JSON text).
        item.prompt_used = item.prompt.clone();
    }
    with_job(item, r.job.as_ref())
}

/// Indexes of the gallery's pages and counts (10,000 items: the count drops from ~40 ms to ~1 ms, a
/// character's or the unassigned first page from ~10-30 ms to ~3 ms; examples/gallery_seed_bench.rs).
/// Created at open with `IF NOT EXISTS` rather than by a migration step (the issue-5 migration belonged to
/// another change in flight); idempotent, and a later migration may adopt them under the same names.
pub(crate) fn ensure_indexes(conn: &rusqlite::Connection) -> Result<()> {
    conn.execute_batch(
        "CREATE INDEX IF NOT EXISTS media_gallery ON media(deleted_at, created_at DESC, file DESC);
         CREATE INDEX IF NOT EXISTS media_character ON media(character_id, deleted_at, created_at DESC);
         CREATE INDEX IF NOT EXISTS media_kind ON media(kind, deleted_at, created_at DESC);",
    )?;
    Ok(())
}

/// `WHERE` clause and its parameters for a query.
fn filter(q: &GalleryQuery) -> (String, Vec<SqlValue>) {
    let mut w = vec![if q.trash {
        "m.deleted_at IS NOT NULL"
    } else {
        "m.deleted_at IS NULL"
    }
    .to_string()];
    let mut p = Vec::new();
    if let Some(k) = q.kind {
        p.push(SqlValue::Text(enum_str(&k)));
        w.push(format!("m.kind = ?{}", p.len()));
    }
    if q.unassigned {
        w.push("m.character_id IS NULL".into());
    } else if let Some(c) = q.character_id.as_deref().filter(|c| !c.is_empty()) {
        p.push(SqlValue::Text(c.to_string()));
        w.push(format!("m.character_id = ?{}", p.len()));
    }
    (w.join(" AND "), p)
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
    let deleted_at: Option<String> = r.get(13)?;
    let job_id: Option<String> = r.get(14)?;
    let job = match job_id {
        Some(_) => {
            let kind: String = r.get(18)?;
            Some(JobFacts {
                request: json(r.get(15)?).unwrap_or(serde_json::Value::Null),
                result: json(r.get(16)?),
                cost: r.get(17)?,
                kind: enum_parse(&kind).unwrap_or(JobKind::Tool),
                completed_at: r.get(19)?,
                reference: json(r.get(20)?),
            })
        }
        None => None,
    };
    Ok(GalleryRow {
        media,
        deleted_at,
        job,
    })
}

/// `SELECT` of gallery rows (media joined with its job) with a `WHERE` clause.
pub(crate) fn select_sql(where_clause: &str) -> String {
    format!(
        "SELECT {}, m.deleted_at, j.id, j.request, j.result, j.cost_estimate, j.kind, j.completed_at, j.reference
         FROM media m LEFT JOIN jobs j ON j.id = m.job_id WHERE {where_clause}",
        qualified_media_cols()
    )
}

/// Gallery rows matching `where_clause` (on `m` = media, `j` = jobs), in the given order.
pub(crate) fn query_rows(
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

/// One page and the total count (one transaction, so both agree).
pub(crate) fn page(inner: &Inner, q: &GalleryQuery) -> Result<(Vec<GalleryRow>, u32)> {
    let (w, mut p) = filter(q);
    let limit = q.limit.clamp(1, MAX_PAGE);
    inner.db.with_conn(|conn| {
        let tx = conn.unchecked_transaction()?;
        let total: u32 = {
            let mut st = tx.prepare_cached(&format!("SELECT COUNT(*) FROM media m WHERE {w}"))?;
            st.query_row(rusqlite::params_from_iter(p.iter()), |r| r.get(0))?
        };
        let order = if q.trash {
            "m.deleted_at DESC, m.created_at DESC, m.file DESC"
        } else {
            "m.created_at DESC, m.file DESC"
        };
        p.push(SqlValue::Integer(limit as i64));
        p.push(SqlValue::Integer(q.offset as i64));
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
pub(crate) fn row_by_id(inner: &Inner, id: &str) -> Result<Option<GalleryRow>> {
    inner.db.with_conn(|conn| {
        Ok(query_rows(conn, "m.id = ?1", "", &[SqlValue::Text(id.to_string())])?.pop())
    })
}

impl Core {
    /// A gallery page (newest first; in the trash, most recently trashed first) with the total count.
    pub fn gallery_list(&self, query: &GalleryQuery) -> Result<GalleryPage> {
        let (rows, total) = page(&self.inner, query)?;
        Ok(GalleryPage {
            items: rows.iter().map(|r| gallery_item(&self.inner, r)).collect(),
            total,
        })
    }

    /// One library item by id (also when trashed).
    pub fn media_get(&self, id: &str) -> Result<Option<MediaItem>> {
        Ok(row_by_id(&self.inner, id)?.map(|r| gallery_item(&self.inner, &r)))
    }
}

/// Where an item came from: made by a job of this app, or only listed by the service.
pub(crate) fn source_of(m: &MediaRow) -> MediaSource {
    if m.job_id.is_some() {
        MediaSource::Local
    } else {
        MediaSource::Service
    }
}
