//! Status streams.

use super::client;
use futures::StreamExt;
use media_api::poll::{self, JobKind, JobUpdate, PollConfig};
use media_api::JobStatus;
use serde_json::json;
use std::time::Duration;
use wiremock::matchers::{method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn fast() -> PollConfig {
    PollConfig {
        interval: Duration::from_millis(10),
        backoff_after: Duration::from_secs(60),
        factor: 1.5,
        max_interval: Duration::from_millis(50),
        timeout: Some(Duration::from_secs(10)),
        missing_limit: 3,
    }
}

async fn collect(s: impl futures::Stream<Item = media_api::Result<JobUpdate>>) -> Vec<JobUpdate> {
    s.map(|r| r.expect("update")).collect().await
}

async fn reply_once(server: &MockServer, p: &str, body: serde_json::Value) {
    Mock::given(method("GET"))
        .and(path(p))
        .respond_with(ResponseTemplate::new(200).set_body_json(body))
        .up_to_n_times(1)
        .mount(server)
        .await;
}

#[test]
fn delays_back_off_for_long_jobs() {
    let c = PollConfig::default();
    assert_eq!(c.interval, Duration::from_millis(2500));
    assert_eq!(
        c.next_delay(Duration::from_secs(10), c.interval),
        Duration::from_millis(2500)
    );
    let d = c.next_delay(Duration::from_secs(61), c.interval);
    assert_eq!(d, Duration::from_millis(3750));
    assert_eq!(
        c.next_delay(Duration::from_secs(600), Duration::from_secs(9)),
        Duration::from_secs(10)
    );
}

#[tokio::test]
async fn one_jobs_call_serves_all_image_jobs() {
    let s = MockServer::start().await;
    reply_once(&s, "/api/user/jobs", json!({"success": true, "jobs": [
        {"id": "j1", "status": "processing", "progress": "40%"}, {"id": "j2", "status": "pending"}], "recentJobs": []})).await;
    reply_once(
        &s,
        "/api/user/jobs",
        json!({"success": true, "jobs": [], "recentJobs": [
        {"id": "j1", "status": "completed", "imageId": "i1", "imageUrl": "https://x/1.png"},
        {"id": "j2", "status": "failed", "error": "rejected"}]}),
    )
    .await;
    let c = client(&s);
    let ups = collect(poll::image_jobs(&c, &["j1".into(), "j2".into()], fast())).await;
    assert_eq!(ups.len(), 4, "{ups:?}");
    let j1 = ups.iter().rfind(|u| u.id == "j1").unwrap();
    assert_eq!(
        (j1.status.clone(), j1.media_id.as_deref()),
        (JobStatus::Completed, Some("i1"))
    );
    let j2 = ups.iter().rfind(|u| u.id == "j2").unwrap();
    assert_eq!(
        (j2.status.clone(), j2.error.as_deref()),
        (JobStatus::Failed, Some("rejected"))
    );
    let reqs = s.received_requests().await.unwrap();
    assert_eq!(reqs.len(), 2, "one call per tick for both jobs");
    assert!(reqs
        .iter()
        .all(|r| r.url.query() == Some("includeRecent=true")));
}

#[tokio::test]
async fn unlisted_image_job_uses_the_single_job_poll() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/jobs"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"success": true, "jobs": [], "recentJobs": []})),
        )
        .mount(&s)
        .await;
    reply_once(&s, "/api/generate/image/j9", json!({"success": true, "status": "completed", "imageId": "i9", "imageUrl": "https://x/9.png"})).await;
    let ups = collect(poll::image_job(&client(&s), &"j9".into(), fast())).await;
    assert_eq!(ups.len(), 1);
    assert_eq!(ups[0].media_url.as_deref(), Some("https://x/9.png"));
}

#[tokio::test]
async fn vanished_image_job_is_reported_failed() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/jobs"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"success": true, "jobs": []})),
        )
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/api/generate/image/gone"))
        .respond_with(ResponseTemplate::new(404))
        .mount(&s)
        .await;
    let ups = collect(poll::image_job(&client(&s), &"gone".into(), fast())).await;
    assert_eq!(ups.len(), 1);
    assert_eq!(ups[0].status, JobStatus::Failed);
}

#[tokio::test]
async fn video_job_direct() {
    let s = MockServer::start().await;
    reply_once(
        &s,
        "/api/generate/video/v1",
        json!({"success": true, "status": "processing"}),
    )
    .await;
    reply_once(
        &s,
        "/api/generate/video/v1",
        json!({"success": true, "status": "processing"}),
    )
    .await;
    reply_once(&s, "/api/generate/video/v1", json!({"success": true, "status": "completed", "videoId": "vid", "videoUrl": "https://x/v.mp4"})).await;
    let ups = collect(poll::video_job(&client(&s), &"v1".into(), fast())).await;
    assert_eq!(ups.len(), 2, "unchanged states are not repeated: {ups:?}");
    assert_eq!(ups[1].kind, JobKind::Video);
    assert_eq!(ups[1].media_id.as_deref(), Some("vid"));
}

#[tokio::test]
async fn video_job_falls_back_to_the_library() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/generate/video/v1"))
        .respond_with(ResponseTemplate::new(404))
        .expect(1)
        .mount(&s)
        .await;
    let lib = |ids: &[&str]| {
        json!({"success": true, "characters": [],
        "unassigned": ids.iter().map(|i| json!({"id": i, "url": format!("https://x/{i}.mp4")})).collect::<Vec<_>>()})
    };
    Mock::given(method("GET"))
        .and(path("/api/user/images"))
        .and(query_param("imageType", "video"))
        .respond_with(ResponseTemplate::new(200).set_body_json(lib(&["old"])))
        .up_to_n_times(2)
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/api/user/images"))
        .respond_with(ResponseTemplate::new(200).set_body_json(lib(&["old", "new"])))
        .mount(&s)
        .await;
    let ups = collect(poll::video_job(&client(&s), &"v1".into(), fast())).await;
    let last = ups.last().unwrap();
    assert_eq!(last.status, JobStatus::Completed);
    assert_eq!(last.media_id.as_deref(), Some("new"));
    assert_eq!(last.media_url.as_deref(), Some("https://x/new.mp4"));
}

#[tokio::test]
async fn video_fallback_matches_by_job_id_with_a_baseline() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/generate/video/v1"))
        .respond_with(ResponseTemplate::new(404))
        .mount(&s)
        .await;
    Mock::given(method("GET")).and(path("/api/user/images")).respond_with(ResponseTemplate::new(200).set_body_json(json!({
        "success": true, "characters": [{"id": "c1", "name": "Ava", "images": [{"id": "vid7", "url": "https://x/7.mp4", "jobId": "v1"}]}],
        "unassigned": []}))).mount(&s).await;
    let baseline = ["vid7".to_string()].into_iter().collect();
    let ups = collect(poll::video_job_with_baseline(
        &client(&s),
        &"v1".into(),
        baseline,
        fast(),
    ))
    .await;
    assert_eq!(ups.last().unwrap().media_id.as_deref(), Some("vid7"));
}

#[tokio::test]
async fn music_and_slideshow() {
    let s = MockServer::start().await;
    reply_once(
        &s,
        "/api/generate/music/m1",
        json!({"success": true, "status": "pending"}),
    )
    .await;
    reply_once(
        &s,
        "/api/generate/music/m1",
        json!({"success": true, "status": "completed", "musicUrl": "https://x/m.mp3"}),
    )
    .await;
    reply_once(
        &s,
        "/api/slideshows/s1",
        json!({"success": true, "slideshow": {"id": "s1", "status": "processing", "topic": "t"}}),
    )
    .await;
    reply_once(
        &s,
        "/api/slideshows/s1",
        json!({"success": true, "slideshow": {"id": "s1", "status": "completed", "topic": "t",
        "slides": [{"imageUrl": "https://x/1.png", "caption": "one"}]}}),
    )
    .await;
    let c = client(&s);
    let m = collect(poll::music_job(&c, &"m1".into(), fast())).await;
    assert_eq!(m.len(), 2);
    assert_eq!(m[1].media_url.as_deref(), Some("https://x/m.mp3"));
    assert_eq!(m[1].media_id.as_deref(), Some("m1"));
    let sl = collect(poll::slideshow(&c, &"s1".into(), fast())).await;
    assert_eq!(
        sl.last().unwrap().slides.as_ref().unwrap()[0]
            .caption
            .as_deref(),
        Some("one")
    );
}

#[tokio::test]
async fn fatal_errors_end_the_stream_and_timeouts_are_reported() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/generate/music/m1"))
        .respond_with(ResponseTemplate::new(401))
        .mount(&s)
        .await;
    let items: Vec<_> = poll::music_job(&client(&s), &"m1".into(), fast())
        .collect()
        .await;
    assert_eq!(items.len(), 1);
    assert!(matches!(
        items[0],
        Err(media_api::Error::Unauthorized { .. })
    ));

    Mock::given(method("GET"))
        .and(path("/api/generate/music/m2"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"success": true, "status": "processing"})),
        )
        .mount(&s)
        .await;
    let cfg = PollConfig {
        timeout: Some(Duration::from_millis(60)),
        ..fast()
    };
    let items: Vec<_> = poll::music_job(&client(&s), &"m2".into(), cfg)
        .collect()
        .await;
    assert!(matches!(items.last(), Some(Err(media_api::Error::Timeout))));
}

#[test]
fn streams_are_static_and_send() {
    fn assert_spawnable<T: Send + 'static>(_: &T) {}
    let c = media_api::Client::builder("http://127.0.0.1:9")
        .build()
        .unwrap();
    let id: media_api::JobId = "j".into();
    let s = poll::image_job(&c, &id, fast());
    drop(c);
    assert_spawnable(&s);
}

#[test]
fn conversions_for_app_trackers() {
    let v: media_api::types::videos::VideoJobStatus =
        serde_json::from_value(json!({"videoUrl": "https://x/v.mp4", "videoId": "v"})).unwrap();
    let u = JobUpdate::from_video_status("j", &v);
    assert_eq!(
        (u.status, u.media_id.as_deref()),
        (JobStatus::Completed, Some("v"))
    );
    let v: media_api::types::videos::VideoJobStatus = serde_json::from_value(json!({})).unwrap();
    assert_eq!(
        JobUpdate::from_video_status("j", &v).status,
        JobStatus::Processing
    );
    let m: media_api::types::music::MusicJob =
        serde_json::from_value(json!({"status": "failed", "error": "x"})).unwrap();
    let u = JobUpdate::from_music_job("m", &m);
    assert_eq!(
        (u.kind.clone(), u.error.as_deref()),
        (JobKind::Music, Some("x"))
    );
    assert_eq!(serde_json::to_value(&u).unwrap()["kind"], "music");
}
