//! The library database (SQLite, WAL, `synchronous=FULL`: every commit is on disk before the call
//! returns, so a paid result written to a job row survives a power cut as well as a kill): jobs, media,
//! drafts, presets. Migrations by `PRAGMA user_version`; a newer version than [`SCHEMA_VERSION`] is
//! refused (`library_health` checks it, and the damage, before this opens the file for writing).
//! One connection behind a mutex, held only for single statements or short transactions.

use crate::error::Result;
use crate::model::{enum_parse, enum_str, now, JobKind, JobState, MediaKind};
use rusqlite::{params, Connection, OptionalExtension, Row};
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

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
];

/// The library version this app makes and knows (the number of migrations).
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// A job as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct JobRow {
    pub id: String,
    pub kind: JobKind,
    pub provider: String,
    pub request: serde_json::Value,
    pub cost_estimate: Option<u32>,
    pub status: JobState,
    pub progress: Option<String>,
    pub error: Option<String>,
    pub remote_id: Option<String>,
    pub result: Option<serde_json::Value>,
    pub created_at: String,
    pub updated_at: String,
    pub completed_at: Option<String>,
    /// Jobs sent together by a compare share it.
    pub group_id: Option<String>,
    /// The face used (see `image_reference`): ReferenceInfo fields + `file` of a one-off photo.
    pub reference: Option<serde_json::Value>,
    /// The intent id of the press that made it (`spend::intents`).
    pub intent: Option<String>,
}

/// A media file as stored (`file`, `thumb` are names inside media/ and thumbs/).
#[derive(Debug, Clone, PartialEq)]
pub struct MediaRow {
    pub id: String,
    pub kind: MediaKind,
    pub remote_id: Option<String>,
    pub remote_url: Option<String>,
    pub file: String,
    pub thumb: Option<String>,
    pub job_id: Option<String>,
    pub character_id: Option<String>,
    pub provider: Option<String>,
    pub prompt: Option<String>,
    pub width: Option<u32>,
    pub height: Option<u32>,
    pub created_at: String,
}

#[derive(Clone)]
pub struct Db {
    conn: Arc<Mutex<Connection>>,
    /// The connection new jobs belong to and active jobs are read for (`None`: no filter).
    current: Arc<Mutex<Option<String>>>,
}

impl std::fmt::Debug for Db {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Db")
    }
}

impl Db {
    pub fn open(path: &Path) -> Result<Db> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        migrate(&conn)?;
        crate::gallery::ensure_indexes(&conn)?;
        Ok(Db {
            conn: Arc::new(Mutex::new(conn)),
            current: Arc::new(Mutex::new(None)),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `f` with the connection held (modules with their own queries: gallery, trash, sync).
    pub(crate) fn with_conn<T>(&self, f: impl FnOnce(&Connection) -> Result<T>) -> Result<T> {
        f(&self.lock())
    }

    /// Scopes jobs to a connection ("sandbox" or a service origin): new jobs are tagged with it and
    /// `active_jobs` returns only its jobs (and untagged ones), so a sandbox job is never polled at the
    /// service or the other way round. `None` removes the filter.
    pub fn set_current_connection(&self, connection: Option<String>) {
        *self.current.lock().unwrap_or_else(|p| p.into_inner()) = connection;
    }

    pub fn current_connection(&self) -> Option<String> {
        self.current
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .lock()
            .pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    // ---- jobs ----

    pub fn insert_job(&self, j: &JobRow) -> Result<()> {
        self.lock().execute(
            "INSERT INTO jobs (id, kind, provider, request, cost_estimate, status, progress, error, remote_id, result,
                               created_at, updated_at, completed_at, group_id, reference, intent)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
            params![
                j.id,
                enum_str(&j.kind),
                j.provider,
                j.request.to_string(),
                j.cost_estimate,
                enum_str(&j.status),
                j.progress,
                j.error,
                j.remote_id,
                j.result.as_ref().map(|v| v.to_string()),
                j.created_at,
                j.updated_at,
                j.completed_at,
                j.group_id,
                j.reference.as_ref().map(|v| v.to_string()),
                j.intent
            ],
        )?;
        if let Some(c) = self.current_connection() {
            self.lock().execute(
                "UPDATE jobs SET connection = ?2 WHERE id = ?1",
                params![j.id, c],
            )?;
        }
        Ok(())
    }

    /// Writes the mutable columns of a job (status, progress, error, remote id, result, timestamps).
    pub fn update_job(&self, j: &JobRow) -> Result<()> {
        self.lock().execute(
            "UPDATE jobs SET status = ?2, progress = ?3, error = ?4, remote_id = ?5, result = ?6,
                             updated_at = ?7, completed_at = ?8 WHERE id = ?1",
            params![
                j.id,
                enum_str(&j.status),
                j.progress,
                j.error,
                j.remote_id,
                j.result.as_ref().map(|v| v.to_string()),
                j.updated_at,
                j.completed_at
            ],
        )?;
        Ok(())
    }

    /// Writes a job's state (status, progress, error, service id, times) and leaves its stored result as
    /// it is: what the tracker read a while ago must not take back what a send merged in meanwhile (what
    /// was charged). Result changes go through [`Db::patch_job_result`].
    pub fn update_job_state(&self, j: &JobRow) -> Result<()> {
        self.lock().execute(
            "UPDATE jobs SET status = ?2, progress = ?3, error = ?4, remote_id = ?5, updated_at = ?6,
                             completed_at = ?7 WHERE id = ?1",
            params![
                j.id,
                enum_str(&j.status),
                j.progress,
                j.error,
                j.remote_id,
                j.updated_at,
                j.completed_at
            ],
        )?;
        Ok(())
    }

    /// Merges `add` (a JSON object) into a job's stored result in one statement, leaving every other
    /// column as it is (a tracker round may have moved the job on meanwhile). A key set to `null` is
    /// removed (JSON merge patch, RFC 7396).
    pub fn patch_job_result(&self, id: &str, add: &serde_json::Value) -> Result<()> {
        self.lock().execute(
            "UPDATE jobs SET result = json_patch(COALESCE(result, '{}'), ?2) WHERE id = ?1",
            params![id, add.to_string()],
        )?;
        Ok(())
    }

    /// The job that the service's job `remote_id` belongs to, if any.
    pub fn job_of_remote_id(&self, remote_id: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .query_row(
                "SELECT id FROM jobs WHERE remote_id = ?1 LIMIT 1",
                [remote_id],
                |r| r.get(0),
            )
            .optional()?)
    }

    pub fn job(&self, id: &str) -> Result<Option<JobRow>> {
        Ok(self
            .lock()
            .query_row(
                &format!("SELECT {JOB_COLS} FROM jobs WHERE id = ?1"),
                [id],
                job_from_row,
            )
            .optional()?)
    }

    /// The ids of the jobs an intent made, in the order they were saved.
    pub fn jobs_of_intent(&self, intent: &str) -> Result<Vec<String>> {
        let conn = self.lock();
        let mut st =
            conn.prepare("SELECT id FROM jobs WHERE intent = ?1 ORDER BY created_at, rowid")?;
        let rows = st
            .query_map([intent], |r| r.get(0))?
            .collect::<rusqlite::Result<Vec<String>>>()?;
        Ok(rows)
    }

    /// The waiting jobs of the current connection, oldest first (the order they are sent in).
    pub fn waiting_jobs(&self) -> Result<Vec<JobRow>> {
        Ok(self
            .active_jobs()?
            .into_iter()
            .filter(|j| j.status == JobState::Waiting)
            .collect())
    }

    /// A waiting job's place in line (1 = next).
    pub fn queue_position(&self, job: &JobRow) -> Result<u32> {
        let n: u32 = self.lock().query_row(
            "SELECT COUNT(*) FROM jobs WHERE status = 'waiting' AND (created_at < ?1 OR (created_at = ?1 AND id < ?2))",
            params![job.created_at, job.id],
            |r| r.get(0),
        )?;
        Ok(n + 1)
    }

    /// Jobs not completed or failed, oldest first (of the current connection, and untagged ones).
    pub fn active_jobs(&self) -> Result<Vec<JobRow>> {
        let current = self.current_connection();
        let conn = self.lock();
        let mut st = conn.prepare(&format!(
            "SELECT {JOB_COLS} FROM jobs WHERE status NOT IN ('completed', 'failed')
             AND (?1 IS NULL OR connection IS NULL OR connection = ?1) ORDER BY created_at"
        ))?;
        let rows = st
            .query_map([current], job_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Most recent jobs first.
    pub fn recent_jobs(&self, limit: u32) -> Result<Vec<JobRow>> {
        let conn = self.lock();
        let mut st = conn.prepare(&format!(
            "SELECT {JOB_COLS} FROM jobs ORDER BY created_at DESC LIMIT ?1"
        ))?;
        let rows = st
            .query_map([limit], job_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    // ---- media ----

    pub fn insert_media(&self, m: &MediaRow) -> Result<()> {
        self.lock().execute(
            "INSERT INTO media (id, kind, remote_id, remote_url, file, thumb, job_id, character_id, provider, prompt,
                                width, height, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            params![
                m.id,
                enum_str(&m.kind),
                m.remote_id,
                m.remote_url,
                m.file,
                m.thumb,
                m.job_id,
                m.character_id,
                m.provider,
                m.prompt,
                m.width,
                m.height,
                m.created_at
            ],
        )?;
        Ok(())
    }

    /// One library item by id, unless it is in the trash.
    pub fn media(&self, id: &str) -> Result<Option<MediaRow>> {
        Ok(self
            .lock()
            .query_row(
                &format!("SELECT {MEDIA_COLS} FROM media WHERE id = ?1 AND deleted_at IS NULL"),
                [id],
                media_from_row,
            )
            .optional()?)
    }

    pub fn media_of_job(&self, job_id: &str) -> Result<Vec<MediaRow>> {
        let conn = self.lock();
        let mut st = conn.prepare(&format!(
            "SELECT {MEDIA_COLS} FROM media WHERE job_id = ?1 AND deleted_at IS NULL ORDER BY file"
        ))?;
        let rows = st
            .query_map([job_id], media_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Library page, newest first.
    pub fn list_media(
        &self,
        kind: Option<MediaKind>,
        limit: u32,
        offset: u32,
    ) -> Result<Vec<MediaRow>> {
        let conn = self.lock();
        let mut st = conn.prepare(&format!(
            "SELECT {MEDIA_COLS} FROM media WHERE deleted_at IS NULL AND (?1 IS NULL OR kind = ?1)
             ORDER BY created_at DESC, file DESC LIMIT ?2 OFFSET ?3"
        ))?;
        let kind = kind.map(|k| enum_str(&k));
        let rows = st
            .query_map(params![kind, limit, offset], media_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    // ---- drafts ----

    pub fn draft_get(&self, form: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .query_row("SELECT value FROM drafts WHERE form = ?1", [form], |r| {
                r.get(0)
            })
            .optional()?)
    }

    pub fn draft_save(&self, form: &str, value: &str) -> Result<()> {
        self.lock().execute(
            "INSERT INTO drafts (form, value, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT(form) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            params![form, value, now()],
        )?;
        Ok(())
    }

    pub fn draft_delete(&self, form: &str) -> Result<()> {
        self.lock()
            .execute("DELETE FROM drafts WHERE form = ?1", [form])?;
        Ok(())
    }
}

fn migrate(conn: &Connection) -> Result<()> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if version > SCHEMA_VERSION {
        let path = std::path::Path::new(conn.path().unwrap_or_default());
        return Err(crate::library_health::too_new(path, version));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(version.max(0) as usize) {
        let tx = conn.unchecked_transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
    }
    Ok(())
}

const JOB_COLS: &str =
    "id, kind, provider, request, cost_estimate, status, progress, error, remote_id, result, \
                        created_at, updated_at, completed_at, group_id, reference, intent";
pub(crate) const MEDIA_COLS: &str =
    "id, kind, remote_id, remote_url, file, thumb, job_id, character_id, provider, prompt, width, height, created_at";

pub(crate) fn json(s: Option<String>) -> Option<serde_json::Value> {
    s.and_then(|s| serde_json::from_str(&s).ok())
}

fn job_from_row(r: &Row<'_>) -> rusqlite::Result<JobRow> {
    let kind: String = r.get(1)?;
    let status: String = r.get(5)?;
    Ok(JobRow {
        id: r.get(0)?,
        kind: enum_parse(&kind).unwrap_or(JobKind::Tool),
        provider: r.get(2)?,
        request: json(r.get(3)?).unwrap_or(serde_json::Value::Null),
        cost_estimate: r.get(4)?,
        status: enum_parse(&status).unwrap_or(JobState::Failed),
        progress: r.get(6)?,
        error: r.get(7)?,
        remote_id: r.get(8)?,
        result: json(r.get(9)?),
        created_at: r.get(10)?,
        updated_at: r.get(11)?,
        completed_at: r.get(12)?,
        group_id: r.get(13)?,
        reference: json(r.get(14)?),
        intent: r.get(15)?,
    })
}

pub(crate) fn media_from_row(r: &Row<'_>) -> rusqlite::Result<MediaRow> {
    let kind: String = r.get(1)?;
    Ok(MediaRow {
        id: r.get(0)?,
        kind: enum_parse(&kind).unwrap_or(MediaKind::Image),
        remote_id: r.get(2)?,
        remote_url: r.get(3)?,
        file: r.get(4)?,
        thumb: r.get(5)?,
        job_id: r.get(6)?,
        character_id: r.get(7)?,
        provider: r.get(8)?,
        prompt: r.get(9)?,
        width: r.get(10)?,
        height: r.get(11)?,
        created_at: r.get(12)?,
    })
}
