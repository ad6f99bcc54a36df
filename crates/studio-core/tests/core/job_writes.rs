//! How a job's row is written by two hands at once: the send that merges in what was charged, and the
//! tracker that moves the job on from a copy it read earlier. Neither takes back what the other wrote.

use crate::common::job_row;
use studio_core::store::JobRow;
use studio_core::{JobKind, JobState, Store};

fn job(id: &str) -> JobRow {
    JobRow {
        cost_estimate: Some(5),
        remote_id: Some("m1".into()),
        result: Some(serde_json::json!({"videoBaseline": ["a"]})),
        ..job_row(
            id,
            JobKind::Music,
            "music",
            serde_json::json!({"prompt": "x"}),
            JobState::Pending,
        )
    }
}

#[test]
fn a_charge_merged_while_the_tracker_held_an_older_copy_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = Store::open(&dir.path().join("library.sqlite")).unwrap();
    db.insert_job(&job("j")).unwrap();
    // The tracker reads the job, then the send's charge lands.
    let mut held = db.job("j").unwrap().unwrap();
    db.patch_job_result(
        "j",
        &serde_json::json!({"charged": 5, "chargedFrom": "balance"}),
    )
    .unwrap();
    // The tracker moves its copy on and writes it.
    held.status = JobState::Processing;
    held.progress = Some(media_api::Words::plain("Composing"));
    db.update_job_state(&held).unwrap();
    let now = db.job("j").unwrap().unwrap();
    assert_eq!(now.status, JobState::Processing);
    assert_eq!(now.progress.as_deref(), Some("Composing"));
    let result = now.result.unwrap();
    assert_eq!(result["charged"], 5, "{result}");
    assert_eq!(result["videoBaseline"][0], "a", "{result}");
    // A key patched to null goes (a link the service no longer honours is asked for again).
    db.patch_job_result("j", &serde_json::json!({"outputs": [{"url": "u"}]}))
        .unwrap();
    db.patch_job_result("j", &serde_json::json!({"outputs": null}))
        .unwrap();
    let result = db.job("j").unwrap().unwrap().result.unwrap();
    assert!(result.get("outputs").is_none(), "{result}");
    assert_eq!(result["charged"], 5);
}

/// A cancel and the send of a waiting job race for the same row: both read it `waiting`; the send
/// takes it first (`submitting`), then the cancel writes from its stale copy. The cancel must lose:
/// the person is never told "Cancelled. It was not sent, so nothing was charged" for a job that went
/// out (an unconditional write let the last writer win).
#[test]
fn a_cancel_that_comes_second_never_overwrites_a_send() {
    let dir = tempfile::tempdir().unwrap();
    let db = Store::open(&dir.path().join("library.sqlite")).unwrap();
    let waiting = JobRow {
        remote_id: None,
        ..job_row(
            "w",
            JobKind::Image,
            "grok-image",
            serde_json::json!({"simplePrompt": "x"}),
            JobState::Waiting,
        )
    };
    db.insert_job(&waiting).unwrap();
    let cancel_view = db.job("w").unwrap().unwrap();
    let mut send_view = db.job("w").unwrap().unwrap();
    send_view.status = JobState::Submitting;
    assert!(db.update_job_if(&send_view, JobState::Waiting).unwrap());
    let mut cancelled = cancel_view;
    cancelled.status = JobState::Failed;
    cancelled.error = Some(media_api::Words::plain(
        "Cancelled. It was not sent, so nothing was charged.",
    ));
    assert!(!db.update_job_if(&cancelled, JobState::Waiting).unwrap());
    let now = db.job("w").unwrap().unwrap();
    assert_eq!((now.status, now.error), (JobState::Submitting, None));
    // And the other way round: a cancel first, the send finds it gone from the line.
    db.insert_job(&JobRow {
        id: "v".into(),
        ..waiting.clone()
    })
    .unwrap();
    let mut c = db.job("v").unwrap().unwrap();
    c.status = JobState::Failed;
    assert!(db.update_job_if(&c, JobState::Waiting).unwrap());
    let mut s = db.job("v").unwrap().unwrap();
    s.status = JobState::Submitting;
    assert!(!db.update_job_if(&s, JobState::Waiting).unwrap());
    assert_eq!(db.job("v").unwrap().unwrap().status, JobState::Failed);
}

#[test]
fn why_a_job_failed_is_kept_by_its_key_and_an_old_rows_english_is_read_as_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let db = Store::open(&dir.path().join("library.sqlite")).unwrap();
    let why = media_api::say!("t.disk", "the disk is full");
    let mut failed = JobRow {
        status: JobState::Failed,
        error: Some(media_api::say!(
            "t.not_saved",
            "Not saved after {tries} tries: {why}",
            tries = 5,
            why = why
        )),
        progress: Some(media_api::say!("t.saving", "Saving…")),
        ..job("k")
    };
    db.insert_job(&failed).unwrap();
    let back = db.job("k").unwrap().unwrap();
    assert_eq!(
        back.error, failed.error,
        "key, values and words within words"
    );
    assert_eq!(back.progress, failed.progress);
    // The English stays in the `error` column too, for a library opened by an older app.
    let conn = rusqlite::Connection::open(dir.path().join("library.sqlite")).unwrap();
    let english: String = conn
        .query_row("SELECT error FROM jobs WHERE id = 'k'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(english, "Not saved after 5 tries: the disk is full");
    // A row an older app wrote has only the English: read as plain words.
    conn.execute(
        "UPDATE jobs SET error_words = NULL, error = 'The model was busy' WHERE id = 'k'",
        [],
    )
    .unwrap();
    let old = db.job("k").unwrap().unwrap();
    assert_eq!(
        old.error,
        Some(media_api::Words::plain("The model was busy"))
    );
    // And an update writes both again.
    failed.error = Some(media_api::say!(
        "t.lost",
        "The job could not be found any more"
    ));
    db.update_job_state(&failed).unwrap();
    assert_eq!(db.job("k").unwrap().unwrap().error, failed.error);
}
