//! The library database's health at start, before it is opened for writing:
//!
//! * made by a newer Media Studio (`user_version` above [`SCHEMA_VERSION`]): refused with
//!   [`ErrorCode::LibraryTooNew`]; the file is read only, never written, renamed or migrated;
//! * damaged (not a database, or `PRAGMA quick_check` finds problems): the file and its `-wal` / `-shm`
//!   are moved aside as `library.sqlite.damaged-<UTC time>` (the `-wal` first, so a fresh library never
//!   picks up the old one's log) and a fresh library is made; [`LibraryRecovery`] says what happened.
//!   Only SQLite's "corrupt" and "not a database" answers count as damage: any other failure (a lock, no
//!   permission, a full disk) is an error and nothing is moved.
//!
//! `quick_check` (not `integrity_check`): on a 100,000-item library (90 MB) it took 110-130 ms against
//! 850-900 ms for the full check (`examples/integrity_timing.rs`; see
//! docs/architecture.md). It runs on the core's opening task, after the window has painted.

use super::SCHEMA_VERSION;
use crate::base::error::{CoreError, ErrorCode, Result};
use media_api::say;
use rusqlite::{Connection, ErrorCode as SqliteCode, OpenFlags};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// What was done with a damaged library at start (shown once, on the first screen).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct LibraryRecovery {
    /// Where the damaged database now is (full path).
    pub moved_to: String,
    /// The folder of the pictures, videos and music files, which were not touched.
    pub media_folder: String,
    /// When it was moved (RFC 3339, UTC).
    pub at: String,
    /// What SQLite reported (technical).
    pub details: String,
}

/// The suffixes of the files that belong to a database (its logs).
const COMPANIONS: [&str; 3] = ["-wal", "-shm", "-journal"];

fn with_suffix(p: &Path, suffix: &str) -> PathBuf {
    let mut s = p.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

enum Verdict {
    Healthy,
    Damaged(String),
    TooNew(i64),
}

fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(SqliteCode::DatabaseCorrupt | SqliteCode::NotADatabase)
    )
}

fn read_error(db: &Path, e: impl std::fmt::Display) -> CoreError {
    CoreError::internal( say!("health.media_studio_could_not", "Media Studio could not read its library file. Nothing was changed; restarting the computer \
         or freeing disk space may help."),
        format!("{}: {e}", db.display()),
    )
}

/// Reads the database without writing to it: its version, then `quick_check`.
fn examine(db: &Path) -> Result<Verdict> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(db, flags).map_err(|e| read_error(db, e))?;
    let _ = conn.busy_timeout(std::time::Duration::from_secs(5));
    let version: i64 = match conn.pragma_query_value(None, "user_version", |r| r.get(0)) {
        Ok(v) => v,
        Err(e) if is_damage(&e) => return Ok(Verdict::Damaged(e.to_string())),
        Err(e) => return Err(read_error(db, e)),
    };
    if version > SCHEMA_VERSION {
        return Ok(Verdict::TooNew(version));
    }
    let rows = conn.prepare("PRAGMA quick_check(20)").and_then(|mut st| {
        st.query_map([], |r| r.get::<_, String>(0))?
            .collect::<rusqlite::Result<Vec<String>>>()
    });
    match rows {
        Ok(rows) if rows.len() == 1 && rows[0] == "ok" => Ok(Verdict::Healthy),
        Ok(rows) => Ok(Verdict::Damaged(rows.join("; "))),
        Err(e) if is_damage(&e) => Ok(Verdict::Damaged(e.to_string())),
        Err(e) => Err(read_error(db, e)),
    }
}

/// The refusal of a library made by a newer version.
pub(crate) fn too_new(db: &Path, version: i64) -> CoreError {
    CoreError::new(
        ErrorCode::LibraryTooNew, say!("health.library_was_made_by", "This library was made by a newer version of Media Studio, so this version can't open it. \
         Nothing in it was changed. Install the newer version of Media Studio to use it again."),
    )
    .with_details(format!(
        "{}: library version {version}, this app knows up to {SCHEMA_VERSION}",
        db.display()
    ))
}

/// Checks the library at `db` before it is opened: `Ok(None)` when it is healthy or new,
/// `Ok(Some(..))` when a damaged one was moved aside, `Err` when it is newer than this app or can't be
/// read (nothing is moved then).
pub(crate) fn check(db: &Path, media_folder: &Path) -> Result<Option<LibraryRecovery>> {
    let stamp = chrono::Utc::now();
    if !db.exists() {
        // Log files without their database would be replayed into the fresh one: set them aside.
        for c in COMPANIONS.map(|s| with_suffix(db, s)) {
            if c.exists() {
                let aside = free_name(&c, &format!(".orphaned-{}", stamp.format("%Y%m%d-%H%M%S")));
                std::fs::rename(&c, &aside).map_err(|e| read_error(&c, e))?;
            }
        }
        return Ok(None);
    }
    // Reading a WAL library makes its -wal / -shm when they are missing: a refused library gets
    // them removed again (empty ones only), so its folder is left as it was found.
    let missing: Vec<PathBuf> = ["-wal", "-shm"]
        .map(|s| with_suffix(db, s))
        .into_iter()
        .filter(|p| !p.exists())
        .collect();
    let started = std::time::Instant::now();
    let verdict = examine(db)?;
    tracing::info!(ms = started.elapsed().as_millis() as u64, "library checked");
    let details = match verdict {
        Verdict::Healthy => return Ok(None),
        Verdict::Damaged(d) => d,
        Verdict::TooNew(version) => {
            let wal = with_suffix(db, "-wal");
            let wal_empty = std::fs::metadata(&wal)
                .map(|m| m.len() == 0)
                .unwrap_or(true);
            if wal_empty {
                for p in &missing {
                    let _ = std::fs::remove_file(p);
                }
            }
            return Err(too_new(db, version));
        }
    };
    let moved_to = free_name(db, &format!(".damaged-{}", stamp.format("%Y%m%d-%H%M%S")));
    for s in COMPANIONS {
        let c = with_suffix(db, s);
        if c.exists() {
            std::fs::rename(&c, with_suffix(&moved_to, s)).map_err(|e| read_error(&c, e))?;
        }
    }
    std::fs::rename(db, &moved_to).map_err(|e| read_error(db, e))?;
    tracing::warn!(moved_to = %moved_to.display(), "the library was damaged ({details}); a fresh one is made");
    Ok(Some(LibraryRecovery {
        moved_to: moved_to.display().to_string(),
        media_folder: media_folder.display().to_string(),
        at: stamp.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        details,
    }))
}

/// `p` + `suffix`, with `-2`, `-3`... added while that name is taken.
fn free_name(p: &Path, suffix: &str) -> PathBuf {
    let first = with_suffix(p, suffix);
    if !first.exists() {
        return first;
    }
    (2..)
        .map(|n| with_suffix(p, &format!("{suffix}-{n}")))
        .find(|c| !c.exists())
        .unwrap_or(first)
}
