//! The check of an account on connect: each documented read compared with the spec's shape, in plain
//! words with what it affects; a report of the shapes seen, never a value or the key.

use crate::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_documented_service_has_nothing_to_report_and_a_different_one_is_said_in_words() {
    let (sb, dir, core, key) = connected_with_key(0.3, media_sandbox::Tier::Pro, 50).await;
    character(&core, dir.path(), "Mia Secretname").await;
    picture(&core, "a very private prompt").await;

    let check = core.account_check().await.unwrap();
    assert_eq!(check.reads.len(), 6);
    assert!(
        check
            .reads
            .iter()
            .all(|r| r.error.is_none() && r.problems.is_empty()),
        "the strict sandbox answers as the spec documents: {check:#?}"
    );
    assert_eq!(check.problems, 0);

    // A service that leaves a field out and sends another as text. For more than one answer each: the
    // tracker may still read the balance once after the picture was saved, and must not take the only
    // changed answer away from the check (it did, on a loaded machine).
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/user/jobs", "dropFields": ["jobLimit"], "count": 5}),
    )
    .await;
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/user/credits", "setFields": {"credits": "lots"}, "count": 5}),
    )
    .await;
    let check = core.account_check().await.unwrap();
    assert_eq!(check.problems, 2, "{check:#?}");
    let all: Vec<&studio_core::ShapeProblem> =
        check.reads.iter().flat_map(|r| r.problems.iter()).collect();
    let credits = all.iter().find(|p| p.field == "credits").unwrap();
    assert_eq!(credits.problem.text, "text instead of number");
    assert!(
        credits
            .message
            .starts_with("Your credits: the service sent \"credits\" as text")
            && credits.message.contains("your balance in the header"),
        "{}",
        credits.message
    );
    let limit = all.iter().find(|p| p.field == "jobLimit").unwrap();
    assert!(
        limit.message.contains("did not send \"jobLimit\"")
            && limit
                .message
                .contains("how many pictures may be made at once"),
        "{}",
        limit.message
    );

    let report = core.account_check_report().unwrap();
    for secret in [
        key.as_str(),
        "Mia Secretname",
        "a very private prompt",
        "lots",
    ] {
        assert!(
            !report.contains(secret),
            "the report holds no value: {secret}"
        );
    }
    let v: serde_json::Value = serde_json::from_str(&report).unwrap();
    assert_eq!(v["reads"][0]["shapeSeen"]["credits"], "text");
    assert_eq!(v["reads"][0]["shapeSeen"]["tier"], "text");
    assert!(
        v["reads"][1]["differences"][0]["field"] == "jobLimit",
        "{v}"
    );
    drop(dir);
}
