//! "Usually about 40 s": how long a kind of job from one maker takes, learned from this library's own
//! finished jobs (the median), never a made-up figure.

use crate::common::job_row;
use studio_core::store::{JobRow, USUAL_SAMPLE};
use studio_core::{JobKind, JobState, Store};

/// A completed job that took `secs` seconds, finished `n` minutes into the day.
fn done(id: &str, kind: JobKind, provider: &str, n: u32, secs: u32) -> JobRow {
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-23T00:00:00Z").unwrap()
        + chrono::Duration::minutes(n as i64);
    let end = start + chrono::Duration::seconds(secs as i64);
    let iso = |t: chrono::DateTime<chrono::FixedOffset>| {
        t.to_utc()
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
    };
    JobRow {
        created_at: iso(start),
        updated_at: iso(end),
        completed_at: Some(iso(end)),
        ..job_row(
            id,
            kind,
            provider,
            serde_json::json!({}),
            JobState::Completed,
        )
    }
}

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let db = Store::open(&dir.path().join("library.sqlite")).unwrap();
    (dir, db)
}

#[test]
fn the_usual_time_is_the_median_of_the_same_kind_and_maker() {
    let (_dir, db) = store();
    assert_eq!(db.usual_seconds(JobKind::Video, "seedance").unwrap(), None);
    db.insert_job(&done("a", JobKind::Video, "seedance", 1, 30))
        .unwrap();
    // One finished job is not "usually".
    assert_eq!(db.usual_seconds(JobKind::Video, "seedance").unwrap(), None);
    db.insert_job(&done("b", JobKind::Video, "seedance", 2, 50))
        .unwrap();
    assert_eq!(
        db.usual_seconds(JobKind::Video, "seedance").unwrap(),
        Some(40)
    );
    // A slow outlier moves the median, not the mean.
    db.insert_job(&done("c", JobKind::Video, "seedance", 3, 600))
        .unwrap();
    assert_eq!(
        db.usual_seconds(JobKind::Video, "seedance").unwrap(),
        Some(50)
    );
    // Other makers, other kinds, failed and running jobs don't count.
    db.insert_job(&done("d", JobKind::Video, "grok-video", 4, 5))
        .unwrap();
    db.insert_job(&done("e", JobKind::Avatar, "seedance", 5, 5))
        .unwrap();
    db.insert_job(&JobRow {
        status: JobState::Failed,
        ..done("f", JobKind::Video, "seedance", 6, 1)
    })
    .unwrap();
    db.insert_job(&JobRow {
        status: JobState::Processing,
        completed_at: None,
        ..done("g", JobKind::Video, "seedance", 7, 1)
    })
    .unwrap();
    assert_eq!(
        db.usual_seconds(JobKind::Video, "seedance").unwrap(),
        Some(50)
    );
    assert_eq!(
        db.usual_seconds(JobKind::Video, "grok-video").unwrap(),
        None
    );
}

#[test]
fn only_the_latest_jobs_and_this_connection_count() {
    let (_dir, db) = store();
    // Twenty old fast ones, then twenty recent slow ones: the recent ones are what "usually" means.
    for i in 0..USUAL_SAMPLE {
        db.insert_job(&done(&format!("old{i}"), JobKind::Image, "gemini", i, 10))
            .unwrap();
    }
    for i in 0..USUAL_SAMPLE {
        db.insert_job(&done(
            &format!("new{i}"),
            JobKind::Image,
            "gemini",
            100 + i,
            70,
        ))
        .unwrap();
    }
    assert_eq!(
        db.usual_seconds(JobKind::Image, "gemini").unwrap(),
        Some(70)
    );
    // The sandbox's quick jobs say nothing about the service's.
    db.set_current_connection(Some("sandbox".into()));
    for i in 0..3 {
        db.insert_job(&done(
            &format!("sb{i}"),
            JobKind::Music,
            "music",
            300 + i,
            3,
        ))
        .unwrap();
    }
    assert_eq!(db.usual_seconds(JobKind::Music, "music").unwrap(), Some(3));
    db.set_current_connection(Some("https://media.example".into()));
    assert_eq!(db.usual_seconds(JobKind::Music, "music").unwrap(), None);
}
