//! The jobs the window follows (`jobs_list`): every job under way and the newest few of each kind, so
//! what the page holds at start does not grow with the library (issue 14), while the tray's finished
//! jobs and each screen's recent results are all there.

use crate::common::job_row;
use studio_core::store::{JobRow, RECENT_PER_KIND};
use studio_core::{JobKind, JobState, Store};

/// A job made `n` minutes into the day.
fn made(id: &str, kind: JobKind, status: JobState, n: u32) -> JobRow {
    let at = format!("2026-11-23T{:02}:{:02}:00.000Z", n / 60, n % 60);
    JobRow {
        created_at: at.clone(),
        updated_at: at,
        ..job_row(id, kind, "seedance", serde_json::json!({}), status)
    }
}

#[test]
fn the_newest_of_each_kind_and_every_job_under_way_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let db = Store::open(&dir.path().join("library.sqlite")).unwrap();
    // An old picture still being made, then 300 finished pictures, then 3 videos and a track.
    db.insert_job(&made("running", JobKind::Image, JobState::Processing, 0))
        .unwrap();
    for n in 1..=300 {
        db.insert_job(&made(
            &format!("pic{n:03}"),
            JobKind::Image,
            JobState::Completed,
            n,
        ))
        .unwrap();
    }
    for n in 1..=3 {
        db.insert_job(&made(
            &format!("vid{n}"),
            JobKind::Video,
            JobState::Completed,
            n,
        ))
        .unwrap();
    }
    db.insert_job(&made("track", JobKind::Music, JobState::Failed, 5))
        .unwrap();

    let jobs = db.recent_jobs(RECENT_PER_KIND).unwrap();
    let ids: Vec<&str> = jobs.iter().map(|j| j.id.as_str()).collect();
    let per = RECENT_PER_KIND as usize;
    assert_eq!(jobs.len(), per + 3 + 1 + 1, "{ids:?}");
    // Newest first: the 20 newest pictures lead (made after everything else).
    let newest: Vec<String> = (0..per).map(|i| format!("pic{:03}", 300 - i)).collect();
    assert_eq!(
        ids[..per],
        newest.iter().map(String::as_str).collect::<Vec<_>>()
    );
    // Every other kind's few, and the picture still under way, however old.
    for id in ["vid1", "vid2", "vid3", "track", "running"] {
        assert!(ids.contains(&id), "{id} is missing: {ids:?}");
    }
    assert_eq!(ids.last(), Some(&"running"));
    assert!(
        !ids.contains(&"pic200"),
        "an older finished picture is left to the Gallery"
    );
}
