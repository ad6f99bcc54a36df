//! Scripted faults: the client's GETs recover from 5xx, 429, dropped connections, HTML bodies and
//! slow replies; chargeable POSTs are never sent twice (checked in /__sandbox/requests). Media is
//! fetched without the key.

use crate::common::{env, env_rich};
use media_api::types::images::GenerateImageRequest;
use media_api::{Error, ImageProvider, Tier};
use serde_json::json;

fn count(reqs: &[serde_json::Value], method: &str, path: &str) -> usize {
    reqs.iter()
        .filter(|r| r["method"] == method && r["path"] == path)
        .count()
}

#[tokio::test]
async fn gets_recover_from_scripted_faults() {
    let e = env(Tier::Pro, 10).await;
    let scripts = [
        json!({"path": "/api/user/credits", "status": 503, "count": 1}),
        json!({"path": "/api/user/credits", "status": 429, "retryAfter": 1, "count": 1}),
        json!({"path": "/api/user/credits", "resetConnection": true, "count": 1}),
    ];
    for s in scripts {
        e.control("/__sandbox/faults", s).await;
        assert_eq!(e.client.credits().get(false).await.unwrap().credits, 10.0);
    }
    e.control("/__sandbox/faults", json!({"path": "/api/hook-types", "status": 502, "body": "<html><body>Bad gateway</body></html>", "count": 2})).await;
    assert_eq!(
        e.client.hook_types().list().await.unwrap().hook_types.len(),
        11
    );
    e.control(
        "/__sandbox/faults",
        json!({"path": "/api/agent/tools", "delayMs": 300, "count": 1}),
    )
    .await;
    let t = std::time::Instant::now();
    e.client.tools().list().await.unwrap();
    assert!(t.elapsed().as_millis() >= 300);
    let reqs = e.requests().await;
    assert_eq!(count(&reqs, "GET", "/api/user/credits"), 6);
    assert_eq!(count(&reqs, "GET", "/api/hook-types"), 3);
    assert!(reqs.iter().filter(|r| r["faulted"] == true).count() >= 5);
    // A malformed 200 body is a decode error, not a crash.
    e.control(
        "/__sandbox/faults",
        json!({"path": "/api/user/credits", "status": 200, "body": "{not json", "count": 1}),
    )
    .await;
    assert!(matches!(
        e.client.credits().get(false).await,
        Err(Error::Decode { .. })
    ));
}

#[tokio::test]
async fn chargeable_posts_are_never_sent_twice() {
    let e = env(Tier::Pro, 10).await;
    let path = "/api/generate/grok-image";
    for fault in [
        json!({"path": path, "status": 500, "count": 1}),
        json!({"path": path, "status": 429, "retryAfter": 1, "count": 1}),
        json!({"path": path, "resetConnection": true, "count": 1}),
        json!({"path": path, "status": 502, "body": "<html>oops</html>", "count": 1}),
    ] {
        e.control("/__sandbox/faults", fault).await;
        let r = e
            .client
            .images()
            .generate(
                &ImageProvider::GrokImage,
                &GenerateImageRequest::simple("once"),
            )
            .await;
        assert!(r.is_err(), "the fault reaches the caller: {r:?}");
    }
    let reqs = e.requests().await;
    assert_eq!(
        count(&reqs, "POST", path),
        4,
        "one POST per call, no retries"
    );
    assert_eq!(
        e.credits().await,
        10,
        "a faulted request never reached the service"
    );
    // After the faults, the same call goes through and charges once.
    e.client
        .images()
        .generate(
            &ImageProvider::GrokImage,
            &GenerateImageRequest::simple("once"),
        )
        .await
        .unwrap();
    assert_eq!(e.credits().await, 9);
    let charged: i64 = e
        .requests()
        .await
        .iter()
        .map(|r| r["creditsCharged"].as_i64().unwrap())
        .sum();
    assert_eq!(charged, 1);
}

#[tokio::test]
async fn media_downloads_carry_no_key() {
    let e = env_rich("an image job's pictures in its poll answer", Tier::Pro, 10).await;
    let job = e
        .client
        .images()
        .generate(
            &ImageProvider::GrokImage,
            &GenerateImageRequest::simple("no key"),
        )
        .await
        .unwrap();
    e.finish(&format!("/api/generate/image/{}", job.job_id))
        .await;
    let url = e
        .client
        .images()
        .status(&job.job_id)
        .await
        .unwrap()
        .image_url
        .unwrap();
    let media = media_api::download::fetch(&e.client, &url).await.unwrap();
    assert!(media.bytes.starts_with(b"\x89PNG"));
    let log = e.media_requests().await;
    assert!(!log.is_empty());
    assert!(log.iter().all(|m| m["hadAuthHeader"] == false), "{log:?}");
}
