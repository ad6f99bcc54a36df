//! Searching the library: which items a gallery page holds (kind, shelf, character, provider, prompt
//! words, date range, favourites, a review's flag or rating, a collection, a tag, the local trash) as one `WHERE` clause on `media` alone (every test is a column
//! of the row, so a count needs no join), the orders a page may take, and the counts per shelf.

use super::{words, Store};
use crate::base::error::Result;
use crate::base::model::{enum_parse, enum_str, MediaKind, ReviewFlag, Shelf, RATING_MAX};
use rusqlite::types::Value as SqlValue;
use rusqlite::Connection;

/// Which items a page holds. `unassigned`: only items without a character (wins over `character_id`);
/// `trash`: the local trash instead of the gallery. `words`: every one appears in the prompt (any
/// case); `from`/`to`: days (`YYYY-MM-DD`, both included) of `created_at`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MediaFilter {
    pub kind: Option<MediaKind>,
    pub shelf: Option<Shelf>,
    pub character_id: Option<String>,
    pub unassigned: bool,
    pub trash: bool,
    pub provider: Option<String>,
    pub words: Vec<String>,
    pub from: Option<String>,
    pub to: Option<String>,
    /// Only starred items.
    pub favourites: bool,
    /// Only the items of this collection.
    pub collection_id: Option<String>,
    /// Only the items that carry this tag.
    pub tag_id: Option<String>,
    /// Only the items a review flagged so (`None` among them: neither picked nor rejected).
    pub flag: Option<ReviewFlag>,
    /// Only the items rated at least this (1 to 5).
    pub min_rating: Option<u8>,
}

/// The order of a page. `Cost`: what the service charged for the item's job where the job records it,
/// else its estimate (the row's `cost`, kept by the schema's triggers), highest first (items without a
/// job last).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Order {
    #[default]
    Newest,
    Oldest,
    Cost,
}

/// The SQL of an item's shelf from its file kind and its job's kind (the rule of [`Shelf::of`]).
pub(super) fn shelf_of(media_kind: &str, job_kind: &str) -> String {
    format!(
        "CASE {job_kind} WHEN 'slideshow' THEN 'slideshow' WHEN 'tool' THEN 'tool' WHEN 'mix' THEN 'tool'
         ELSE CASE {media_kind} WHEN 'audio' THEN 'music' WHEN 'video' THEN 'video' ELSE 'image' END END"
    )
}

impl MediaFilter {
    /// `WHERE` clause (on `m` = media) and its parameters; `with_shelf: false` leaves the kind and
    /// shelf out (the counts per shelf of the same search). The prompt words are tested as `words::
    /// test_for` chose on this connection.
    pub(super) fn sql(
        &self,
        conn: &Connection,
        with_shelf: bool,
    ) -> Result<(String, Vec<SqlValue>)> {
        let mut w = vec![if self.trash {
            "m.deleted_at IS NOT NULL"
        } else {
            "m.deleted_at IS NULL"
        }
        .to_string()];
        let mut p = Vec::new();
        let mut test = |w: &mut Vec<String>, clause: &str, value: String| {
            p.push(SqlValue::Text(value));
            w.push(clause.replace('?', &format!("?{}", p.len())));
        };
        if with_shelf {
            if let Some(k) = self.kind {
                test(&mut w, "m.kind = ?", enum_str(&k));
            }
            if let Some(s) = self.shelf {
                test(&mut w, "m.shelf = ?", enum_str(&s));
            }
        }
        if self.unassigned {
            w.push("m.character_id IS NULL".into());
        } else if let Some(c) = self.character_id.as_deref().filter(|c| !c.is_empty()) {
            test(&mut w, "m.character_id = ?", c.to_string());
        }
        if let Some(v) = self.provider.as_deref().filter(|v| !v.is_empty()) {
            test(&mut w, "m.provider = ?", v.to_string());
        }
        let words = words::of(&self.words);
        if !words.is_empty() {
            // Every word in the prompt, or every word in the name of one of its tags.
            let mut prompt = Vec::new();
            for (clause, value) in words::clauses(&words, words::test_for(conn, &words)?) {
                test(&mut prompt, clause, value);
            }
            let mut tag = Vec::new();
            for word in &words {
                test(&mut tag, words::TAG_NAME_HAS, words::contains(word));
            }
            w.push(format!(
                "(({}) OR m.id IN (SELECT mt.media_id FROM media_tags mt JOIN tags t ON t.id = mt.tag_id WHERE {}))",
                prompt.join(" AND "),
                tag.join(" AND ")
            ));
        }
        if let Some(d) = self.from.as_deref().filter(|d| !d.is_empty()) {
            test(&mut w, "m.created_at >= ?", d.to_string());
        }
        if let Some(d) = self.to.as_deref().filter(|d| !d.is_empty()) {
            test(&mut w, "m.created_at < date(?, '+1 day')", d.to_string());
        }
        if self.favourites {
            w.push("m.favourite = 1".into());
        }
        if let Some(f) = self.flag {
            w.push(format!("m.flag = {}", f.stored()));
        }
        if let Some(r) = self.min_rating.filter(|r| *r > 0) {
            w.push(format!("m.rating >= {}", r.min(RATING_MAX)));
        }
        if let Some(c) = self.collection_id.as_deref().filter(|c| !c.is_empty()) {
            test(
                &mut w,
                "m.id IN (SELECT media_id FROM collection_items WHERE collection_id = ?)",
                c.to_string(),
            );
        }
        if let Some(t) = self.tag_id.as_deref().filter(|t| !t.is_empty()) {
            test(
                &mut w,
                "m.id IN (SELECT media_id FROM media_tags WHERE tag_id = ?)",
                t.to_string(),
            );
        }
        Ok((w.join(" AND "), p))
    }

    /// `ORDER BY` of a page in this order (on `m` = media alone). The trash's newest are the most
    /// recently trashed.
    pub(super) fn order_by(&self, order: Order) -> &'static str {
        match (order, self.trash) {
            (Order::Newest, true) => "m.deleted_at DESC, m.created_at DESC, m.file DESC",
            (Order::Newest, false) => "m.created_at DESC, m.file DESC",
            (Order::Oldest, _) => "m.created_at ASC, m.file ASC",
            // Items without a cost (no job) sort last: SQLite puts NULL last in a descending order.
            (Order::Cost, _) => "m.cost DESC, m.created_at DESC, m.file DESC",
        }
    }
}

/// How many items of a shelf match a search.
#[derive(Debug, Clone, PartialEq, serde::Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ShelfCount {
    pub shelf: Shelf,
    pub count: u32,
}

/// An item of a search as a selection holds it: its id, its file kind, and whether the service holds
/// it by id (a delete asks the service to delete pictures and videos it holds).
#[derive(Debug, Clone, PartialEq, serde::Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GalleryRef {
    pub id: String,
    pub kind: MediaKind,
    pub at_service: bool,
}

impl Store {
    /// How many items of each shelf match the filter (its kind and shelf aside); shelves without any
    /// are left out.
    pub fn shelf_counts(&self, q: &MediaFilter) -> Result<Vec<ShelfCount>> {
        self.with_conn(|conn| {
            let (w, p) = q.sql(conn, false)?;
            let mut st = conn.prepare_cached(&format!(
                "SELECT m.shelf, COUNT(*) FROM media m WHERE {w} GROUP BY m.shelf"
            ))?;
            let rows = st
                .query_map(rusqlite::params_from_iter(p.iter()), |r| {
                    Ok((r.get::<_, Option<String>>(0)?, r.get::<_, u32>(1)?))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let mut counts: Vec<ShelfCount> = rows
                .into_iter()
                .filter_map(|(s, count)| {
                    Some(ShelfCount {
                        shelf: enum_parse(&s?)?,
                        count,
                    })
                })
                .collect();
            counts.sort_by_key(|c| Shelf::ALL.iter().position(|x| *x == c.shelf));
            Ok(counts)
        })
    }

    /// Every item matching the filter, in the order's sequence: id, file kind, and whether the service
    /// holds it by id (what a selection of the whole search needs, without the rows).
    pub fn search_refs(&self, q: &MediaFilter, order: Order) -> Result<Vec<GalleryRef>> {
        let order = q.order_by(order);
        self.with_conn(|conn| {
            let (w, p) = q.sql(conn, true)?;
            let mut st = conn.prepare_cached(&format!(
                "SELECT m.id, m.kind, m.remote_id IS NOT NULL AND trim(m.remote_id) <> ''
                 FROM media m WHERE {w} ORDER BY {order}"
            ))?;
            let rows = st
                .query_map(rusqlite::params_from_iter(p.iter()), |r| {
                    let kind: String = r.get(1)?;
                    Ok(GalleryRef {
                        id: r.get(0)?,
                        kind: enum_parse(&kind).unwrap_or(MediaKind::Image),
                        at_service: r.get(2)?,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
    }

    /// The providers of the library's items (outside the trash), by name.
    pub fn providers(&self) -> Result<Vec<String>> {
        self.with_conn(|conn| {
            let mut st = conn.prepare_cached(
                "SELECT DISTINCT provider FROM media WHERE provider IS NOT NULL AND deleted_at IS NULL
                 ORDER BY provider",
            )?;
            let rows = st
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<String>>>()?;
            Ok(rows)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plan of the first page of `f` (newest first), as SQLite's EXPLAIN QUERY PLAN says it.
    fn plan(store: &Store, f: &MediaFilter) -> String {
        plan_in(store, f, Order::Newest)
    }

    fn plan_in(store: &Store, f: &MediaFilter, order: Order) -> String {
        store
            .with_conn(|c| {
                let (w, p) = f.sql(c, true)?;
                let mut st = c.prepare(&format!(
                    "EXPLAIN QUERY PLAN SELECT m.id FROM media m WHERE {w}
                     ORDER BY {} LIMIT 100",
                    f.order_by(order)
                ))?;
                let rows = st
                    .query_map(rusqlite::params_from_iter(p.iter()), |r| {
                        r.get::<_, String>(3)
                    })?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                Ok(rows.join("; "))
            })
            .unwrap()
    }

    /// With the planner's statistics, made when the library opens, a small shelf is read through its
    /// own index instead of walking every item of the gallery in order (40 ms at 100,000 items, against
    /// well under 1 ms).
    #[test]
    fn a_small_shelf_is_read_through_its_index_once_the_library_reopens() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("library.sqlite");
        {
            let store = Store::open(&path).unwrap();
            store
                .with_conn(|c| {
                    c.execute_batch(
                        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
                         INSERT INTO media (id, kind, file, created_at, shelf)
                         SELECT 'p' || i, CASE WHEN i <= 3 THEN 'audio' ELSE 'image' END, 'f' || i,
                                printf('2026-11-%02d', 1 + i % 28), CASE WHEN i <= 3 THEN 'music' ELSE 'image' END
                         FROM n;",
                    )?;
                    Ok(())
                })
                .unwrap();
        }
        let store = Store::open(&path).unwrap();
        let music = MediaFilter {
            shelf: Some(Shelf::Music),
            ..Default::default()
        };
        assert!(
            plan(&store, &music).contains("media_shelf"),
            "{}",
            plan(&store, &music)
        );
        // The whole gallery keeps its order from its own index (no sort of every item).
        let all = plan(&store, &MediaFilter::default());
        assert!(!all.contains("TEMP B-TREE"), "{all}");
    }

    /// Sort by cost reads the kept cost's index in order (it evaluated every item's job and sorted them
    /// all: 110-150 ms at 100,000 items). Words are looked up in the trigram index when they are rare in
    /// the library or hold a letter beyond ASCII, and read from the prompts when one is common or
    /// shorter than a trigram.
    #[test]
    fn cost_order_and_words_read_their_indexes() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("library.sqlite")).unwrap();
        let by_cost = plan_in(&store, &MediaFilter::default(), Order::Cost);
        assert!(by_cost.contains("media_cost"), "{by_cost}");
        assert!(!by_cost.contains("TEMP B-TREE"), "{by_cost}");
        store
            .with_conn(|c| {
                c.execute_batch(&format!(
                    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {})
                     INSERT INTO media (id, kind, file, created_at, shelf, prompt)
                     SELECT 'p' || i, 'image', 'f' || i, printf('2026-11-%02d', 1 + i % 28), 'image',
                            'bench portrait ' || i || ' on a ' || CASE WHEN i % 100 = 0 THEN 'Rooftop' ELSE 'beach' END
                     FROM n;",
                    words::INDEX_AT_MOST + 100
                ))?;
                Ok(())
            })
            .unwrap();
        let test = |w: &[&str]| -> (String, Vec<SqlValue>) {
            let f = MediaFilter {
                words: w.iter().map(|s| s.to_string()).collect(),
                ..Default::default()
            };
            store.with_conn(|c| f.sql(c, true)).unwrap()
        };
        let uses = |w: &str| {
            (
                w.matches("MATCH").count(),
                w.matches("m.prompt LIKE").count(),
            )
        };
        let (w, p) = test(&["rooftop", "portrait"]);
        assert_eq!(uses(&w), (1, 0), "a rare word: {w}");
        assert_eq!(p[0], SqlValue::Text("\"rooftop\" AND \"portrait\"".into()));
        assert_eq!(uses(&test(&["portrait"]).0), (0, 1), "common");
        assert_eq!(uses(&test(&["rooftop", "7"]).0), (0, 2), "short");
        assert_eq!(uses(&test(&["crème"]).0), (1, 0), "beyond ASCII");
        let rare = MediaFilter {
            words: vec!["rooftop".into()],
            ..Default::default()
        };
        let plan = plan(&store, &rare);
        assert!(plan.contains("VIRTUAL TABLE INDEX"), "{plan}");
        let found = store.gallery_page(&rare, Order::Newest, 100, 0).unwrap();
        assert_eq!(found.1 as i64, (words::INDEX_AT_MOST + 100) / 100);
    }
}
