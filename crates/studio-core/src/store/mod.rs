//! The store: the library database and every SQL statement of the crate (SQLite, WAL,
//! `synchronous=FULL`: every commit is on disk before the call returns, so a paid result written to a
//! job row survives a power cut as well as a kill). One file per table or concern: `jobs`, `media`,
//! `gallery` (media joined with their jobs), `search` (its filters, orders and counts), `words` (a search's prompt words), `sync` (the service's listing coming in), `drafts`,
//! `presets`, `spending`, `collections` (favourites and collections), `recipes` (recipes and their runs); the schema and its migrations in `schema`. Beside them, what guards the
//! library folder at start: `health` (a damaged or newer database), `instance` (one core per folder),
//! `sweep` (temporary files a killed run left).
//!
//! One connection behind a mutex, held only for single statements or short transactions. Nothing
//! outside this module sees the connection: other modules call the store's methods.

mod character_notes;
mod collections;
mod drafts;
mod gallery;
pub(crate) mod health;
pub(crate) mod instance;
mod jobs;
mod media;
mod picks;
mod presets;
mod recipes;
mod schema;
mod search;
mod spending;
pub(crate) mod sweep;
mod sync;
mod tags;
mod words;

pub use collections::Collection;
pub use gallery::{GalleryRow, JobFacts};
pub use jobs::{JobRow, RECENT_PER_KIND, USUAL_MIN_JOBS, USUAL_SAMPLE};
pub use media::{MediaRow, Restored, UNDATED};
pub use picks::PickFilter;
pub use presets::{Preset, PresetRename};
pub use recipes::RunRow;
pub use schema::SCHEMA_VERSION;
pub use search::{GalleryRef, MediaFilter, Order, ShelfCount};
pub use spending::{SpendingQuery, SpendingRow, SpentJob, SpentTotals};
pub use sync::Known;
pub use tags::Tag;

use crate::base::error::Result;
use rusqlite::Connection;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

/// The library database.
#[derive(Clone)]
pub struct Store {
    conn: Arc<Mutex<Connection>>,
    scope: JobScope,
    /// The data folder's lock while a core has it open (`instance`): held as long as any handle of
    /// this store lives (a download still saving), or until [`Store::release`].
    folder: Arc<Mutex<Option<instance::InstanceLock>>>,
}

/// The connection new jobs belong to and active jobs are read for ("sandbox" or a service origin;
/// `None`: no filter). The session sets it on every connect (`Session::new` gets a handle to it).
#[derive(Clone, Default)]
pub(crate) struct JobScope(Arc<Mutex<Option<String>>>);

/// Between a service's address and its account's key fingerprint in a job scope
/// (`session::connection::account_scope`). A scope of the address alone was written before jobs
/// belonged to an account: such jobs stay with whichever account of that service is connected.
pub(crate) const ACCOUNT_MARK: &str = " key:";

impl JobScope {
    pub fn set(&self, connection: Option<String>) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = connection;
    }

    pub fn get(&self) -> Option<String> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Store")
    }
}

impl Store {
    /// Opens (or makes) the library at `path` and brings its schema up to [`SCHEMA_VERSION`]; a newer
    /// library is refused (`health` checks it, and the damage, before this opens the file for writing).
    pub fn open(path: &Path) -> Result<Store> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        schema::migrate(&conn)?;
        schema::ensure_indexes(&conn)?;
        // Statistics for the query planner, made where they are missing or stale (SQLite's advice at
        // open; a bounded ANALYZE). Without them a search took the gallery's index for `deleted_at IS
        // NULL` (true of nearly every row) over a plain scan, and never the shelf's index for a small shelf.
        conn.execute_batch("PRAGMA optimize=0x10002;")?;
        Ok(Store {
            conn: Arc::new(Mutex::new(conn)),
            scope: JobScope::default(),
            folder: Arc::default(),
        })
    }

    /// Keeps the data folder's lock with the store.
    pub(crate) fn hold(&self, lock: instance::InstanceLock) {
        *crate::base::lock(&self.folder) = Some(lock);
    }

    /// Gives back the memory SQLite keeps for this connection (its page cache: up to 2 MB of a large
    /// library, read again from the system's file cache by the next query). Called when the app is idle.
    pub fn release_memory(&self) {
        if let Err(e) = self.lock().execute_batch("PRAGMA shrink_memory") {
            tracing::debug!("shrink_memory: {e}");
        }
    }

    /// Frees the data folder for the next run (at shutdown).
    pub(crate) fn release(&self) {
        crate::base::lock(&self.folder).take();
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Every row `sql` answers, each read by `read`.
    fn rows<T>(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
        read: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Vec<T>> {
        let conn = self.lock();
        let mut st = conn.prepare_cached(sql)?;
        let rows = st
            .query_map(params, read)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Runs `sql` once for each of `each` (its parameters), in one transaction; answers how many rows it
    /// changed in all.
    fn execute_each<P: rusqlite::Params>(
        &self,
        sql: &str,
        each: impl IntoIterator<Item = P>,
    ) -> Result<u32> {
        let conn = self.lock();
        let tx = conn.unchecked_transaction()?;
        let mut n = 0;
        {
            let mut st = tx.prepare_cached(sql)?;
            for params in each {
                n += st.execute(params)? as u32;
            }
        }
        tx.commit()?;
        Ok(n)
    }

    /// Runs `f` with the connection held (a transaction or several statements of one module here).
    fn with_conn<T>(&self, f: impl FnOnce(&Connection) -> Result<T>) -> Result<T> {
        f(&self.lock())
    }

    /// Scopes jobs to a connection ("sandbox" or a service origin): new jobs are tagged with it and
    /// `active_jobs` returns only its jobs (and untagged ones), so a sandbox job is never polled at the
    /// service or the other way round. `None` removes the filter.
    pub fn set_current_connection(&self, connection: Option<String>) {
        self.scope.set(connection);
    }

    pub fn current_connection(&self) -> Option<String> {
        self.scope.get()
    }

    /// The current scope and the address alone it was written as before jobs belonged to an account
    /// (`?1` and `?2` of `jobs::in_scope!`).
    pub(crate) fn scope_params(&self) -> (Option<String>, Option<String>) {
        scope_params_of(self.current_connection())
    }

    /// The scope handle the session sets on every connect.
    pub(crate) fn scope(&self) -> JobScope {
        self.scope.clone()
    }

    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .lock()
            .pragma_query_value(None, "user_version", |r| r.get(0))?)
    }
}

/// `?1` and `?2` of `jobs::in_scope!` for the scope `current`.
pub(crate) fn scope_params_of(current: Option<String>) -> (Option<String>, Option<String>) {
    let address = current
        .as_deref()
        .and_then(|c| c.split_once(ACCOUNT_MARK))
        .map(|(address, _)| address.to_string());
    (current, address)
}

/// A JSON column read back (`None` when empty or unreadable).
pub(crate) fn json(s: Option<String>) -> Option<serde_json::Value> {
    s.and_then(|s| serde_json::from_str(&s).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bytes of page cache the connection holds (SQLITE_DBSTATUS_CACHE_USED).
    fn cache_used(store: &Store) -> i32 {
        let conn = store.lock();
        let (mut now, mut high) = (0, 0);
        // SAFETY: the handle is this open connection's, held locked; the out-pointers are live locals.
        let rc = unsafe {
            rusqlite::ffi::sqlite3_db_status(
                conn.handle(),
                rusqlite::ffi::SQLITE_DBSTATUS_CACHE_USED,
                &mut now,
                &mut high,
                0,
            )
        };
        assert_eq!(rc, 0);
        now
    }

    #[test]
    fn release_memory_gives_back_the_page_cache() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("library.sqlite")).unwrap();
        store
            .with_conn(|c| {
                c.execute_batch(
                    "CREATE TABLE filler(x BLOB);
                     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
                     INSERT INTO filler SELECT randomblob(1000) FROM n;
                     SELECT count(*), sum(length(x)) FROM filler;",
                )?;
                Ok(())
            })
            .unwrap();
        let before = cache_used(&store);
        assert!(before > 1_000_000, "the cache held {before} bytes");
        store.release_memory();
        let after = cache_used(&store);
        assert!(after < before / 10, "{before} -> {after} bytes");
    }
}
