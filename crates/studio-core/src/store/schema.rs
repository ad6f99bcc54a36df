//! The schema: migrations by `PRAGMA user_version` (a newer version than [`SCHEMA_VERSION`] is refused),
//! and the gallery's indexes.

use crate::base::error::Result;
use rusqlite::Connection;

const MIGRATIONS: &[&str] = &[
    // 1: the issue-4 schema.
    "CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        provider TEXT NOT NULL,
        request TEXT NOT NULL,
        cost_estimate INTEGER,
        status TEXT NOT NULL,
        progress TEXT,
        error TEXT,
        remote_id TEXT,
        result TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        completed_at TEXT
    );
    CREATE INDEX jobs_status ON jobs(status);
    CREATE TABLE media (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        remote_id TEXT,
        remote_url TEXT,
        file TEXT NOT NULL,
        thumb TEXT,
        job_id TEXT,
        character_id TEXT,
        provider TEXT,
        prompt TEXT,
        width INTEGER,
        height INTEGER,
        created_at TEXT NOT NULL,
        deleted_at TEXT
    );
    CREATE INDEX media_job ON media(job_id);
    CREATE INDEX media_created ON media(created_at);
    CREATE TABLE drafts (
        form TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE presets (
        id TEXT PRIMARY KEY,
        form TEXT NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
    );",
    // 2: which connection a job belongs to ("sandbox" or the service origin); NULL = any.
    "ALTER TABLE jobs ADD COLUMN connection TEXT;
    CREATE INDEX jobs_connection ON jobs(connection);",
    // 3: jobs sent together (compare) and the face a job used (JSON, never base64); presets are renamed.
    "ALTER TABLE jobs ADD COLUMN group_id TEXT;
    ALTER TABLE jobs ADD COLUMN reference TEXT;
    CREATE INDEX jobs_group ON jobs(group_id);
    ALTER TABLE presets ADD COLUMN updated_at TEXT;
    UPDATE presets SET updated_at = created_at;",
    // 4: the intent (one press of a spend button) that made a job: a repeat is answered, not sent.
    "ALTER TABLE jobs ADD COLUMN intent TEXT;
    CREATE INDEX jobs_intent ON jobs(intent);",
    // 5: a mix is its own kind (it was a `video` job with provider `add-music`).
    "UPDATE jobs SET kind = 'mix' WHERE provider = 'add-music';",
    // 6: the library's kind of each item (`Shelf`: image, video, music, slideshow, tool), kept on the
    // row so a search by kind and its counts need no join; indexed with the gallery's order.
    "ALTER TABLE media ADD COLUMN shelf TEXT;
    UPDATE media SET shelf = CASE (SELECT kind FROM jobs WHERE jobs.id = media.job_id)
        WHEN 'slideshow' THEN 'slideshow' WHEN 'tool' THEN 'tool' WHEN 'mix' THEN 'tool'
        ELSE CASE media.kind WHEN 'audio' THEN 'music' WHEN 'video' THEN 'video' ELSE 'image' END END;
    CREATE INDEX media_shelf ON media(shelf, deleted_at, created_at DESC);
    CREATE INDEX media_provider ON media(provider, deleted_at, created_at DESC);",
    // 7: favourites (a star on the item) and collections, kept only here; an item leaving the library
    // leaves its collections.
    "ALTER TABLE media ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX media_favourite ON media(deleted_at, created_at DESC) WHERE favourite = 1;
    CREATE TABLE collections (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE TABLE collection_items (
        collection_id TEXT NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
        media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
        added_at TEXT NOT NULL,
        PRIMARY KEY (collection_id, media_id)
    ) WITHOUT ROWID;
    CREATE INDEX collection_items_media ON collection_items(media_id);",
    // 8: recipes (templates of chained steps, kept only here) and their runs (a snapshot of the steps,
    // what each sent and made, the picks); a run is made once per intent.
    "CREATE TABLE recipes (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE recipe_runs (
        id TEXT PRIMARY KEY,
        intent TEXT NOT NULL UNIQUE,
        state TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE INDEX recipe_runs_state ON recipe_runs(state);",
    // 9: what an item cost, kept on the row (its job's charge where the job records it, else the
    // estimate) so "sort by cost" reads an index instead of evaluating every item's job; and the prompt
    // words indexed by trigrams (FTS5, external content: the media table's rowid, which only a VACUUM
    // would renumber, and the library is never vacuumed), so a search by words reads the index instead
    // of every prompt (its vocabulary says how rare a word's trigrams are: `store::words`). Triggers
    // keep both in step with every write, whichever code path makes it.
    "ALTER TABLE media ADD COLUMN cost INTEGER;
    UPDATE media SET cost = (SELECT COALESCE(CASE WHEN json_valid(j.result) THEN json_extract(j.result, '$.charged') END,
                                             j.cost_estimate)
                             FROM jobs j WHERE j.id = media.job_id);
    CREATE INDEX media_cost ON media(deleted_at, cost DESC, created_at DESC, file DESC);
    CREATE TRIGGER media_cost_of_item AFTER INSERT ON media WHEN NEW.job_id IS NOT NULL BEGIN
        UPDATE media SET cost = (SELECT COALESCE(CASE WHEN json_valid(j.result) THEN json_extract(j.result, '$.charged') END,
                                                 j.cost_estimate)
                                 FROM jobs j WHERE j.id = NEW.job_id)
        WHERE rowid = NEW.rowid;
    END;
    CREATE TRIGGER media_cost_of_adopted AFTER UPDATE OF job_id ON media BEGIN
        UPDATE media SET cost = (SELECT COALESCE(CASE WHEN json_valid(j.result) THEN json_extract(j.result, '$.charged') END,
                                                 j.cost_estimate)
                                 FROM jobs j WHERE j.id = NEW.job_id)
        WHERE rowid = NEW.rowid;
    END;
    CREATE TRIGGER media_cost_of_job AFTER UPDATE OF result, cost_estimate ON jobs BEGIN
        UPDATE media SET cost = COALESCE(CASE WHEN json_valid(NEW.result) THEN json_extract(NEW.result, '$.charged') END,
                                         NEW.cost_estimate)
        WHERE job_id = NEW.id AND cost IS NOT COALESCE(CASE WHEN json_valid(NEW.result) THEN json_extract(NEW.result, '$.charged') END,
                                                       NEW.cost_estimate);
    END;
    CREATE VIRTUAL TABLE media_words USING fts5(prompt, content = 'media', content_rowid = 'rowid', tokenize = 'trigram');
    INSERT INTO media_words(media_words) VALUES ('rebuild');
    CREATE VIRTUAL TABLE media_words_vocab USING fts5vocab(media_words, 'row');
    CREATE TRIGGER media_words_insert AFTER INSERT ON media BEGIN
        INSERT INTO media_words(rowid, prompt) VALUES (NEW.rowid, NEW.prompt);
    END;
    CREATE TRIGGER media_words_delete AFTER DELETE ON media BEGIN
        INSERT INTO media_words(media_words, rowid, prompt) VALUES ('delete', OLD.rowid, OLD.prompt);
    END;
    CREATE TRIGGER media_words_update AFTER UPDATE OF prompt ON media BEGIN
        INSERT INTO media_words(media_words, rowid, prompt) VALUES ('delete', OLD.rowid, OLD.prompt);
        INSERT INTO media_words(rowid, prompt) VALUES (NEW.rowid, NEW.prompt);
    END;",
    // 10: what the library can't know of an item the service lists: its date, when the service gives
    // none (`first_seen`: when this library first saw it; `created_at` is then the undated mark), and
    // whether the service's copy is gone (deleted there: its id and address are dead). A character's
    // notes as sent (the spec documents them on the update only, never in an answer).
    // A balance change measured around a send is no longer called the charge (`balanceDrop`).
    "ALTER TABLE media ADD COLUMN first_seen TEXT;
    ALTER TABLE media ADD COLUMN service_gone TEXT;
    UPDATE jobs SET result = json_set(json_remove(result, '$.charged', '$.chargedFrom'),
                                      '$.balanceDrop', json_extract(result, '$.charged'))
    WHERE json_valid(result) AND json_extract(result, '$.chargedFrom') = 'balance';
    CREATE INDEX media_remote ON media(remote_id);
    CREATE TABLE character_notes (
        character_id TEXT PRIMARY KEY,
        notes TEXT NOT NULL,
        updated_at TEXT NOT NULL
    ) WITHOUT ROWID;",
    // 11: what was removed from this computer only and then emptied from the Trash, by its service id
    // and address, so the Gallery's sync does not bring it back (the service still holds it).
    "CREATE TABLE removed_here (
        remote_id TEXT,
        remote_url TEXT,
        removed_at TEXT NOT NULL
    );
    CREATE INDEX removed_here_id ON removed_here(remote_id);
    CREATE INDEX removed_here_url ON removed_here(remote_url);",
    // 12: tags, many per item, kept only in this library (like collections): one name each (any
    // case), gone with their items.
    "CREATE TABLE tags (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX tags_name ON tags(name COLLATE NOCASE);
    CREATE TABLE media_tags (
        media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
        tag_id TEXT NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
        PRIMARY KEY (media_id, tag_id)
    ) WITHOUT ROWID;
    CREATE INDEX media_tags_tag ON media_tags(tag_id, media_id);",
    // 13: why a job failed and how it is doing, by catalogue key (JSON `Words`), beside their English in
    // `error` and `progress`, so the window says them in its own language.
    "ALTER TABLE jobs ADD COLUMN error_words TEXT;
    ALTER TABLE jobs ADD COLUMN progress_words TEXT;",
    // 14: a review's verdicts, kept only here: picked (1), rejected (-1) or neither (0), and a rating
    // from 1 to 5 (0: not rated).
    "ALTER TABLE media ADD COLUMN flag INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE media ADD COLUMN rating INTEGER NOT NULL DEFAULT 0;",
];

/// The library version this app makes and knows (the number of migrations).
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

pub(super) fn migrate(conn: &Connection) -> Result<()> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if version > SCHEMA_VERSION {
        let path = std::path::Path::new(conn.path().unwrap_or_default());
        return Err(super::health::too_new(path, version));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(version.max(0) as usize) {
        let tx = conn.unchecked_transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
    }
    Ok(())
}

/// Indexes of the gallery's pages and counts (10,000 items: the count drops from ~40 ms to ~1 ms, a
/// character's or the unassigned first page from ~10-30 ms to ~3 ms; examples/gallery_seed_bench.rs).
/// `jobs_active` holds only the jobs under way, for the tracker's every round (`Store::active_jobs`).
/// Created at open with `IF NOT EXISTS` rather than by a migration step (the issue-5 migration belonged to
/// another change in flight); idempotent, and a later migration may adopt them under the same names.
pub(super) fn ensure_indexes(conn: &Connection) -> Result<()> {
    conn.execute_batch(
        "CREATE INDEX IF NOT EXISTS media_gallery ON media(deleted_at, created_at DESC, file DESC);
         CREATE INDEX IF NOT EXISTS media_character ON media(character_id, deleted_at, created_at DESC);
         CREATE INDEX IF NOT EXISTS media_kind ON media(kind, deleted_at, created_at DESC);
         CREATE INDEX IF NOT EXISTS jobs_usual ON jobs(kind, provider, status, completed_at DESC);
         CREATE INDEX IF NOT EXISTS jobs_recent ON jobs(kind, created_at DESC);
         CREATE INDEX IF NOT EXISTS jobs_active ON jobs(created_at) WHERE status NOT IN ('completed', 'failed');",
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A library of version 8 (before the kept cost and the words' index) gets both for the items it
    /// already holds.
    #[test]
    fn version_9_fills_costs_and_words_of_existing_items() {
        let conn = Connection::open_in_memory().unwrap();
        for sql in &MIGRATIONS[..8] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 8).unwrap();
        conn.execute_batch(
            "INSERT INTO jobs (id, kind, provider, request, cost_estimate, status, result, created_at, updated_at)
             VALUES ('j1', 'image', 'p', '{}', 4, 'completed', '{\"charged\": 3}', 't', 't'),
                    ('j2', 'image', 'p', '{}', 6, 'completed', 'not json', 't', 't');
             INSERT INTO media (id, kind, file, job_id, prompt, created_at) VALUES
                ('a', 'image', 'a.png', 'j1', 'A Rooftop at dusk', 't'),
                ('b', 'image', 'b.png', 'j2', 'a beach', 't'),
                ('c', 'image', 'c.png', NULL, NULL, 't');",
        )
        .unwrap();
        migrate(&conn).unwrap();
        let cost = |id: &str| -> Option<i64> {
            conn.query_row("SELECT cost FROM media WHERE id = ?1", [id], |r| r.get(0))
                .unwrap()
        };
        assert_eq!(
            (cost("a"), cost("b"), cost("c")),
            (Some(3), Some(6), None),
            "the charge, else the estimate; none without a job"
        );
        let found: Vec<String> = conn
            .prepare(
                "SELECT m.id FROM media m WHERE m.rowid IN
                 (SELECT rowid FROM media_words WHERE media_words MATCH '\"rooftop\"')",
            )
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(found, ["a"]);
    }
}
