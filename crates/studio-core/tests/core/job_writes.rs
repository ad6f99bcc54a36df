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
    held.progress = Some("Composing".into());
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
