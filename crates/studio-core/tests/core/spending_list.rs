//! The spending list: every sent job of this connection, filtered by period, kind and maker, with the
//! figure it counts for and where that comes from, and the whole list written as CSV into a chosen folder.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{JobKind, SpendFigure, SpendingQuery};

fn query(limit: u32) -> SpendingQuery {
    SpendingQuery {
        limit,
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_job_listed_filtered_and_exported_as_csv() {
    let (_sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 200).await;
    let a = picture(&core, "a kite, over = the dunes").await;
    let b = core
        .generate_images(
            &intent(),
            &ImageProvider::Gemini,
            &request("=HYPERLINK(\"x\")", 2),
            None,
        )
        .await
        .unwrap();
    wait_job(&core, &b.id, Duration::from_secs(30)).await;

    let all = core.spending_jobs(&query(50)).unwrap();
    assert_eq!(all.total, 2);
    assert_eq!(all.jobs[0].id, b.id, "newest first");
    assert_eq!(
        all.jobs[1].title.as_deref(),
        Some("a kite, over = the dunes")
    );
    for j in &all.jobs {
        assert!(j.credits.is_some_and(|c| c > 0), "{j:?}");
        assert!(
            matches!(j.figure, SpendFigure::BalanceDrop | SpendFigure::Estimate),
            "an image job's answer names no charge: {j:?}"
        );
    }
    assert_eq!(
        all.credits,
        all.jobs.iter().map(|j| j.credits.unwrap()).sum::<u32>()
    );

    // One page at a time; filters by maker, kind and day.
    let page = core.spending_jobs(&query(1)).unwrap();
    assert_eq!((page.jobs.len(), page.total), (1, 2));
    let gemini = core
        .spending_jobs(&SpendingQuery {
            provider: Some("gemini".into()),
            ..query(50)
        })
        .unwrap();
    assert_eq!(
        gemini
            .jobs
            .iter()
            .map(|j| j.id.as_str())
            .collect::<Vec<_>>(),
        vec![b.id.as_str()]
    );
    let music = core
        .spending_jobs(&SpendingQuery {
            kind: Some(JobKind::Music),
            ..query(50)
        })
        .unwrap();
    assert_eq!(music.total, 0);
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let yesterday = (chrono::Utc::now() - chrono::Duration::days(1))
        .format("%Y-%m-%d")
        .to_string();
    let until_yesterday = SpendingQuery {
        to: Some(yesterday),
        ..query(50)
    };
    assert_eq!(core.spending_jobs(&until_yesterday).unwrap().total, 0);
    let from_today = SpendingQuery {
        from: Some(today.clone()),
        to: Some(today),
        ..query(50)
    };
    assert_eq!(core.spending_jobs(&from_today).unwrap().total, 2);

    // The CSV: a header and a line per job, a comma quoted, a formula made plain text; never over a file.
    let out = tempfile::tempdir().unwrap();
    let folder = core.folder_chosen(out.path().to_path_buf());
    let first = core
        .spending_export(&query(50), &folder.token)
        .await
        .unwrap();
    let second = core
        .spending_export(&query(50), &folder.token)
        .await
        .unwrap();
    assert_ne!(
        first, second,
        "the second export does not overwrite the first"
    );
    let csv = std::fs::read_to_string(&first).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 3, "{csv}");
    assert!(lines[0].starts_with("date,kind,maker,what,"), "{csv}");
    assert!(
        lines[1].contains(",gemini,\"'=HYPERLINK(\"\"x\"\")\","),
        "{csv}"
    );
    assert!(lines[2].contains(",\"a kite, over = the dunes\","), "{csv}");
    assert!(lines[2].ends_with(&a.id), "{csv}");

    let err = core
        .spending_export(&query(50), "not-a-token")
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("folder"));
    drop(dir);
}
