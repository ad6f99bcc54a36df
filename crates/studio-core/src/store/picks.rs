//! The pickers' query: library items (not trashed) of one kind or all, of one character or all, whose
//! prompt or maker holds every word searched for, optionally only those the service can read (a service
//! id or address), newest first, a page and its total in one transaction.

use super::media::{media_from_row, MEDIA_COLS};
use super::{MediaRow, Store};
use crate::base::error::Result;
use crate::base::model::{enum_str, MediaKind};
use rusqlite::types::Value as SqlValue;

/// What a picker lists.
#[derive(Debug, Clone, PartialEq)]
pub struct PickFilter {
    /// One kind, or every kind.
    pub kind: Option<MediaKind>,
    /// Only what was made with this character's face.
    pub character_id: Option<String>,
    /// Words that must each appear in the prompt or the maker's slug (any case).
    pub words: Vec<String>,
    /// Only items the service knows by id or by address.
    pub at_service: bool,
}

/// `%word%` with LIKE's own characters escaped (`\` is the escape).
pub(super) fn like(word: &str) -> String {
    let mut s = String::from("%");
    for c in word.chars() {
        if matches!(c, '%' | '_' | '\\') {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('%');
    s
}

/// Made with the character `?n`: the item names it (the service listed it under the character), or the
/// job that made it here used the character's face (a download doesn't name it until a gallery sync).
pub(super) fn made_with(n: usize) -> String {
    format!(
        "(character_id = ?{n} OR (character_id IS NULL AND job_id IN \
         (SELECT id FROM jobs WHERE json_extract(reference, '$.characterId') = ?{n})))"
    )
}

fn filter(f: &PickFilter) -> (String, Vec<SqlValue>) {
    let mut w = vec!["deleted_at IS NULL".to_string()];
    let mut p = Vec::new();
    if let Some(k) = f.kind {
        p.push(SqlValue::Text(enum_str(&k)));
        w.push(format!("kind = ?{}", p.len()));
    }
    if let Some(c) = &f.character_id {
        p.push(SqlValue::Text(c.clone()));
        w.push(made_with(p.len()));
    }
    if f.at_service {
        w.push("(remote_id IS NOT NULL OR remote_url IS NOT NULL) AND service_gone IS NULL".into());
    }
    for word in &f.words {
        p.push(SqlValue::Text(like(&word.to_lowercase())));
        let n = p.len();
        w.push(format!(
            "(lower(coalesce(prompt, '')) LIKE ?{n} ESCAPE '\\' OR lower(coalesce(provider, '')) LIKE ?{n} ESCAPE '\\')"
        ));
    }
    (w.join(" AND "), p)
}

impl Store {
    /// One page of a picker (`limit` rows from `offset`, newest first) and how many match in all.
    pub fn pick_page(
        &self,
        f: &PickFilter,
        limit: u32,
        offset: u32,
    ) -> Result<(Vec<MediaRow>, u32)> {
        let (w, mut p) = filter(f);
        self.with_conn(|conn| {
            let tx = conn.unchecked_transaction()?;
            let total: u32 = tx
                .prepare_cached(&format!("SELECT COUNT(*) FROM media WHERE {w}"))?
                .query_row(rusqlite::params_from_iter(p.iter()), |r| r.get(0))?;
            p.push(SqlValue::Integer(limit as i64));
            p.push(SqlValue::Integer(offset as i64));
            let n = p.len();
            let rows = tx
                .prepare_cached(&format!(
                    "SELECT {MEDIA_COLS} FROM media WHERE {w}
                     ORDER BY created_at DESC, file DESC LIMIT ?{} OFFSET ?{n}",
                    n - 1
                ))?
                .query_map(rusqlite::params_from_iter(p.iter()), media_from_row)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            tx.commit()?;
            Ok((rows, total))
        })
    }
}
