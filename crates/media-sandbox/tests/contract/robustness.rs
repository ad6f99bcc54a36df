//! No request makes the sandbox panic or answer 5xx: odd bodies on every route get a JSON error.

use crate::common::env_rich;
use media_api::Tier;
use serde_json::{json, Value};

/// Every route that reads a body, and the control interface's.
fn routes() -> impl Iterator<Item = &'static (&'static str, &'static str)> {
    media_sandbox::BODY_ROUTES.iter().chain(&[
        ("POST", "/__sandbox/accounts"),
        ("POST", "/__sandbox/clock/advance"),
        ("POST", "/__sandbox/faults"),
    ])
}

#[tokio::test]
async fn odd_bodies_never_crash_the_service() {
    let e = env_rich("JSON error bodies", Tier::Pro, 1000).await;
    let own = format!("{}/media/nothing.mp4", e.sb.media_base_url());
    let bodies: Vec<Value> = vec![
        Value::Null,
        json!([]),
        json!("text"),
        json!({}),
        json!({"name": 5, "prompt": ["x"], "formData": "y", "topic": {}}),
        json!({"duration": -1, "startTime": -5, "endTime": 1e300, "videoUrls": ["https://a.test/x.mp4", own]}),
        json!({"videoUrl": own, "imageUrl": own, "text": "t", "startTime": 0, "endTime": 1}),
        json!({"videoId": "v", "musicId": "m", "keyId": "", "seconds": -3, "tier": "gold", "credits": "x"}),
        json!({"textStyle": {"fontSize": 1e9, "strokeWidth": 1e9, "maxCharsPerLine": 0, "textColor": "#ééé"}, "topic": "t"}),
        json!({"referenceImage": "data:image/png;base64,!!!", "name": "n"}),
        json!({"prompt": "p", "aspectRatio": "9:16", "imageUrl": "ftp://x", "provider": "kling-avatar", "s2sDuration": -1}),
        json!({"count": 1, "status": 99999, "path": "/api/nothing"}),
    ];
    for (method, path) in routes() {
        for body in &bodies {
            let (code, v) = e.raw(method, path, Some(body.clone())).await;
            assert!(code < 500, "{method} {path} {body} -> {code} {v}");
            if code >= 400 {
                assert_eq!(v["success"], false, "{method} {path} {body} -> {v}");
            }
        }
        // Not JSON at all.
        let m = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let r = e
            .http
            .request(m, e.url(path))
            .header("X-API-Key", &e.key)
            .body("{not json")
            .send()
            .await
            .unwrap();
        assert!(
            matches!(r.status().as_u16(), 400 | 404),
            "{method} {path}: {}",
            r.status()
        );
    }
    // The service is still answering.
    assert_eq!(e.raw("GET", "/api/user/credits", None).await.0, 200);
}

#[tokio::test]
async fn concurrent_charges_never_overdraw() {
    use media_api::types::images::GenerateImageRequest;
    use media_api::types::tools::ImageUrlRequest;
    let e = env_rich("an image job's status in its poll answer", Tier::Pro, 11).await;
    let job = e
        .client
        .images()
        .generate(
            &media_api::ImageProvider::GrokImage,
            &GenerateImageRequest::simple("cut me out"),
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
    let calls = (0..12).map(|_| {
        let c = e.client.clone();
        let req = ImageUrlRequest {
            image_url: url.clone(),
        };
        async move { c.tools().remove_background(&req).await }
    });
    let results = futures::future::join_all(calls).await;
    let ok = results.iter().filter(|r| r.is_ok()).count();
    let short = results
        .iter()
        .filter(|r| matches!(r, Err(media_api::Error::InsufficientCredits { .. })))
        .count();
    assert_eq!((ok, short), (5, 7), "{results:?}");
    assert_eq!(e.credits().await, 0);
    let charged: i64 = e
        .requests()
        .await
        .iter()
        .map(|r| r["creditsCharged"].as_i64().unwrap())
        .sum();
    assert_eq!(charged, 11);
}
