//! The `jobs` table: every job with its request, state, service id and result.

use super::{json, Store};
use crate::base::error::Result;
use crate::base::model::{enum_parse, enum_str, JobKind, JobState};
use media_api::Words;
use rusqlite::{params, OptionalExtension, Row};

/// How many finished jobs of each kind `recent_jobs` gives the window (every job under way comes too).
pub const RECENT_PER_KIND: u32 = 20;

/// How many recent finished jobs [`Store::usual_seconds`] looks at, and how many it needs.
pub const USUAL_SAMPLE: u32 = 20;
pub const USUAL_MIN_JOBS: usize = 2;

/// The middle value (the mean of the two middle ones for an even count); `None` below
/// [`USUAL_MIN_JOBS`] values.
fn median(v: &mut [f64]) -> Option<f64> {
    if v.len() < USUAL_MIN_JOBS {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let mid = v.len() / 2;
    Some(if v.len() % 2 == 0 {
        (v[mid - 1] + v[mid]) / 2.0
    } else {
        v[mid]
    })
}

/// A job as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct JobRow {
    pub id: String,
    pub kind: JobKind,
    pub provider: String,
    pub request: serde_json::Value,
    pub cost_estimate: Option<u32>,
    pub status: JobState,
    /// How it is doing: the service's words, or the app's (by catalogue key).
    pub progress: Option<Words>,
    /// Why it failed (or what is uncertain about it), in words with a catalogue key when they have one.
    pub error: Option<Words>,
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

impl JobRow {
    /// A new job of `kind` by `provider` with its request, made now, `submitting`, with nothing else
    /// known yet.
    pub fn new(kind: JobKind, provider: impl Into<String>, request: serde_json::Value) -> JobRow {
        let at = crate::base::model::now();
        JobRow {
            id: uuid::Uuid::new_v4().to_string(),
            kind,
            provider: provider.into(),
            request,
            cost_estimate: None,
            status: JobState::Submitting,
            progress: None,
            error: None,
            remote_id: None,
            result: None,
            created_at: at.clone(),
            updated_at: at,
            completed_at: None,
            group_id: None,
            reference: None,
            intent: None,
        }
    }
}

/// The jobs under way, oldest first: its `status` term is the `jobs_active` index's own condition.
/// A job of the current scope (`?1`), of the address alone it was written as before jobs belonged to
/// an account (`?2`, [`Store::scope_params`]), or of none.
macro_rules! in_scope {
    () => {
        "(?1 IS NULL OR connection IS NULL OR connection = ?1 OR connection = ?2)"
    };
}

const ACTIVE_JOBS: &str = concat!(
    "FROM jobs WHERE status NOT IN ('completed', 'failed') AND ",
    in_scope!(),
    " ORDER BY created_at"
);

const JOB_COLS: &str =
    "id, kind, provider, request, cost_estimate, status, progress, error, remote_id, result, \
                        created_at, updated_at, completed_at, group_id, reference, intent, error_words, progress_words";

/// The English of a job's error or progress (the `error` and `progress` columns, which older
/// libraries read).
fn english_of(e: &Option<Words>) -> Option<&str> {
    e.as_ref().map(|w| w.text.as_str())
}

/// A job's error or progress by its key (the `*_words` columns), when it has one.
fn words_json(e: &Option<Words>) -> Option<String> {
    e.as_ref()
        .filter(|w| !w.key.is_empty())
        .and_then(|w| serde_json::to_string(w).ok())
}

/// A job's error or progress as stored: by its key when kept so, else its English as it is.
fn words_read(text: Option<String>, words: Option<String>) -> Option<Words> {
    words
        .and_then(|w| serde_json::from_str::<Words>(&w).ok())
        .or_else(|| text.map(Words::plain))
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
        progress: words_read(r.get(6)?, r.get(17)?),
        error: words_read(r.get(7)?, r.get(16)?),
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

impl Store {
    /// Writes a new job, tagged with the current connection (see [`Store::insert_jobs`]).
    pub fn insert_job(&self, j: &JobRow) -> Result<()> {
        self.insert_jobs(std::slice::from_ref(j)).map(|_| ())
    }

    /// Writes new jobs in one transaction, all of them or none, each tagged with the current connection
    /// (read once: they are all of one connection). Answers that connection. A group sent together
    /// (a compare, a batch) is saved so before any member is sent: a write that fails leaves nothing
    /// to send, and a repeat of the press finds every member (`spend::intents`).
    pub fn insert_jobs(&self, rows: &[JobRow]) -> Result<Option<String>> {
        let connection = self.current_connection();
        self.with_conn(|conn| {
            let tx = conn.unchecked_transaction()?;
            {
                let mut st = tx.prepare_cached(
                    "INSERT INTO jobs (id, kind, provider, request, cost_estimate, status, progress, error, remote_id,
                                       result, created_at, updated_at, completed_at, group_id, reference, intent,
                                       error_words, progress_words, connection)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19)",
                )?;
                for j in rows {
                    st.execute(params![
                        j.id,
                        enum_str(&j.kind),
                        j.provider,
                        j.request.to_string(),
                        j.cost_estimate,
                        enum_str(&j.status),
                        english_of(&j.progress),
                        english_of(&j.error),
                        j.remote_id,
                        j.result.as_ref().map(|v| v.to_string()),
                        j.created_at,
                        j.updated_at,
                        j.completed_at,
                        j.group_id,
                        j.reference.as_ref().map(|v| v.to_string()),
                        j.intent,
                        words_json(&j.error),
                        words_json(&j.progress),
                        connection
                    ])?;
                }
            }
            tx.commit()?;
            Ok(connection)
        })
    }

    /// Writes the mutable columns of a job (status, progress, error, remote id, result, timestamps).
    pub fn update_job(&self, j: &JobRow) -> Result<()> {
        self.write_job(j, None).map(|_| ())
    }

    /// Writes the job as [`Store::update_job`] does only if its stored status is still `from`;
    /// answers whether it did. Two changes racing for one job (a cancel and the send of a waiting
    /// job) can't both win.
    pub fn update_job_if(&self, j: &JobRow, from: JobState) -> Result<bool> {
        Ok(self.write_job(j, Some(from))? == 1)
    }

    /// The one write of a job's mutable columns, when its stored status is `from` (any, for none).
    fn write_job(&self, j: &JobRow, from: Option<JobState>) -> Result<usize> {
        Ok(self.lock().execute(
            "UPDATE jobs SET status = ?2, progress = ?3, error = ?4, remote_id = ?5, result = ?6,
                             updated_at = ?7, completed_at = ?8, error_words = ?10, progress_words = ?11
             WHERE id = ?1 AND (?9 IS NULL OR status = ?9)",
            params![
                j.id,
                enum_str(&j.status),
                english_of(&j.progress),
                english_of(&j.error),
                j.remote_id,
                j.result.as_ref().map(|v| v.to_string()),
                j.updated_at,
                j.completed_at,
                from.as_ref().map(enum_str),
                words_json(&j.error),
                words_json(&j.progress)
            ],
        )?)
    }

    /// Writes a job's state (status, progress, error, service id, times) and leaves its stored result as
    /// it is: what the tracker read a while ago must not take back what a send merged in meanwhile (what
    /// was charged). Result changes go through [`Store::patch_job_result`].
    pub fn update_job_state(&self, j: &JobRow) -> Result<()> {
        self.lock().execute(
            "UPDATE jobs SET status = ?2, progress = ?3, error = ?4, remote_id = ?5, updated_at = ?6,
                             completed_at = ?7, error_words = ?8, progress_words = ?9 WHERE id = ?1",
            params![
                j.id,
                enum_str(&j.status),
                english_of(&j.progress),
                english_of(&j.error),
                j.remote_id,
                j.updated_at,
                j.completed_at,
                words_json(&j.error),
                words_json(&j.progress)
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

    /// Whether this library knows the character `id` (a job made with its face, or an item listed with
    /// it): `Some` with the name its newest job kept (if any), `None` when it never saw it.
    pub fn character_seen(&self, id: &str) -> Result<Option<Option<String>>> {
        let conn = self.lock();
        let named: Option<Option<String>> = conn
            .query_row(
                "SELECT json_extract(reference, '$.characterName') FROM jobs
                 WHERE json_extract(reference, '$.characterId') = ?1
                 ORDER BY created_at DESC LIMIT 1",
                [id],
                |r| r.get(0),
            )
            .optional()?;
        if named.is_some() {
            return Ok(named);
        }
        let listed = conn
            .query_row(
                "SELECT 1 FROM media WHERE character_id = ?1 LIMIT 1",
                [id],
                |_| Ok(()),
            )
            .optional()?;
        Ok(listed.map(|()| None))
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

    /// Jobs of this kind and provider saved since `since` (an RFC 3339 time), and those older still under
    /// way (a job being looked up), newest first.
    pub fn jobs_alike_since(
        &self,
        kind: JobKind,
        provider: &str,
        since: &str,
    ) -> Result<Vec<JobRow>> {
        self.rows(
            &format!(
                "SELECT {JOB_COLS} FROM jobs WHERE kind = ?1 AND provider = ?2
             AND (created_at >= ?3 OR status NOT IN ('completed', 'failed'))
             ORDER BY created_at DESC LIMIT 50"
            ),
            params![enum_str(&kind), provider, since],
            job_from_row,
        )
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

    /// Jobs not completed or failed, oldest first (of the current connection, and untagged ones). Read
    /// through the partial index `jobs_active` (schema.rs), so the tracker's every round costs the jobs
    /// under way, not the whole history (a scan of 25,000 jobs filled SQLite's 2 MB page cache at start).
    pub fn active_jobs(&self) -> Result<Vec<JobRow>> {
        self.active_jobs_in(self.current_connection())
    }

    /// The jobs under way of the connection `scope` (and untagged ones): a tracker's round reads those
    /// of the account whose key it holds (`Session::client_in_scope`), whichever is connected by then.
    pub(crate) fn active_jobs_in(&self, scope: Option<String>) -> Result<Vec<JobRow>> {
        let (current, address) = super::scope_params_of(scope);
        self.rows(
            &format!("SELECT {JOB_COLS} {ACTIVE_JOBS}"),
            params![current, address],
            job_from_row,
        )
    }

    /// The newest `per_kind` jobs of each kind, and every job still under way, newest first: what the
    /// window follows (the tray, each screen's recent results). Bounded by the number of kinds, never by
    /// the size of the library (each kind read through the `jobs_recent` index).
    pub fn recent_jobs(&self, per_kind: u32) -> Result<Vec<JobRow>> {
        let conn = self.lock();
        let kinds = conn
            .prepare_cached("SELECT DISTINCT kind FROM jobs")?
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut newest = conn.prepare_cached(&format!(
            "SELECT {JOB_COLS} FROM jobs WHERE kind = ?1 ORDER BY created_at DESC LIMIT ?2"
        ))?;
        let mut rows = Vec::new();
        for kind in &kinds {
            rows.extend(
                newest
                    .query_map(params![kind, per_kind], job_from_row)?
                    .collect::<rusqlite::Result<Vec<_>>>()?,
            );
        }
        let mut active = conn.prepare_cached(&format!(
            "SELECT {JOB_COLS} FROM jobs WHERE status NOT IN ('completed', 'failed')"
        ))?;
        rows.extend(
            active
                .query_map([], job_from_row)?
                .collect::<rusqlite::Result<Vec<_>>>()?,
        );
        rows.sort_by(|a, b| {
            b.created_at
                .cmp(&a.created_at)
                .then_with(|| b.id.cmp(&a.id))
        });
        rows.dedup_by(|a, b| a.id == b.id);
        Ok(rows)
    }

    /// How long a job of this kind and maker usually takes here: the median, in whole seconds, of the
    /// last [`USUAL_SAMPLE`] completed jobs of the same kind and provider on the current connection
    /// (a sandbox's 3 s say nothing about the service), from saving to finishing. `None` below
    /// [`USUAL_MIN_JOBS`] of them: the window then shows only the time so far, never a made-up figure.
    pub fn usual_seconds(&self, kind: JobKind, provider: &str) -> Result<Option<u32>> {
        let (current, address) = self.scope_params();
        let conn = self.lock();
        let mut st = conn.prepare_cached(concat!(
            "SELECT (julianday(completed_at) - julianday(created_at)) * 86400.0 AS s FROM jobs
             WHERE ",
            in_scope!(),
            " AND kind = ?3 AND provider = ?4 AND status = 'completed' AND completed_at IS NOT NULL
             AND s IS NOT NULL AND s >= 0
             ORDER BY completed_at DESC LIMIT ?5"
        ))?;
        let mut secs = st
            .query_map(
                params![current, address, enum_str(&kind), provider, USUAL_SAMPLE],
                |r| r.get::<_, f64>(0),
            )?
            .collect::<rusqlite::Result<Vec<f64>>>()?;
        Ok(median(&mut secs).map(|m| m.round() as u32))
    }

    /// Whether this job belongs to another connection than the current one (another account or
    /// service): it is neither followed nor sent until that one is connected again.
    pub fn held_elsewhere(&self, id: &str) -> Result<bool> {
        let (current, address) = self.scope_params();
        let n: u32 = self.lock().query_row(
            concat!(
                "SELECT COUNT(*) FROM jobs WHERE id = ?3 AND NOT ",
                in_scope!()
            ),
            params![current, address, id],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }

    /// Slideshow jobs, newest first, whose topic holds every word (any case): a page and how many match
    /// in all, in one transaction.
    pub fn slideshow_jobs(
        &self,
        words: &[String],
        limit: u32,
        offset: u32,
    ) -> Result<(Vec<JobRow>, u32)> {
        let mut w = vec!["kind = 'slideshow'".to_string()];
        let mut p: Vec<rusqlite::types::Value> = Vec::new();
        for word in words {
            p.push(super::picks::like(&word.to_lowercase()).into());
            w.push(format!(
                "lower(coalesce(json_extract(request, '$.topic'), '')) LIKE ?{} ESCAPE '\\'",
                p.len()
            ));
        }
        let w = w.join(" AND ");
        self.with_conn(|conn| {
            let tx = conn.unchecked_transaction()?;
            let total: u32 = tx
                .prepare_cached(&format!("SELECT COUNT(*) FROM jobs WHERE {w}"))?
                .query_row(rusqlite::params_from_iter(p.iter()), |r| r.get(0))?;
            p.push((limit as i64).into());
            p.push((offset as i64).into());
            let n = p.len();
            let rows = tx
                .prepare_cached(&format!(
                    "SELECT {JOB_COLS} FROM jobs WHERE {w} ORDER BY created_at DESC LIMIT ?{} OFFSET ?{n}",
                    n - 1
                ))?
                .query_map(rusqlite::params_from_iter(p.iter()), job_from_row)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            tx.commit()?;
            Ok((rows, total))
        })
    }

    /// The connection a job was made on ("sandbox", a service origin; `None`: untagged).
    pub fn job_connection(&self, id: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .query_row("SELECT connection FROM jobs WHERE id = ?1", [id], |r| {
                r.get(0)
            })?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tracker's read of the jobs under way goes through `jobs_active`, with no sort of its own.
    #[test]
    fn jobs_under_way_are_read_through_their_index() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("library.sqlite")).unwrap();
        let plan = store
            .with_conn(|c| {
                let mut st = c.prepare(&format!("EXPLAIN QUERY PLAN SELECT id {ACTIVE_JOBS}"))?;
                let rows = st
                    .query_map(params![Some("sandbox"), None::<String>], |r| {
                        r.get::<_, String>(3)
                    })?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                Ok(rows.join("; "))
            })
            .unwrap();
        assert_eq!(plan, "SCAN jobs USING INDEX jobs_active");
    }
}
