//! Image jobs on the virtual clock: generate, poll, jobs list with the 5-minute recentJobs window,
//! jobLimit, 402 with nothing charged, exactly one charge per accepted job, real PNGs.

use crate::common::{env, env_rich};
use media_api::types::form_data::{CharacterFormData, Photography};
use media_api::types::images::GenerateImageRequest;
use media_api::{Error, ImageProvider, JobStatus, Tier};
use serde_json::json;

fn req(prompt: &str) -> GenerateImageRequest {
    GenerateImageRequest::simple(prompt)
}

#[tokio::test]
async fn image_job_lifecycle_and_recent_window() {
    let e = env_rich(
        "an image job's status and pictures in its poll answer",
        Tier::Pro,
        100,
    )
    .await;
    let mut r = req("a red fox in the snow");
    r.form_data = CharacterFormData {
        photography: Some(Photography {
            aspect_ratio: Some("9:16".into()),
            ..Default::default()
        }),
        ..Default::default()
    };
    let created = e
        .client
        .images()
        .generate(&ImageProvider::Gemini, &r)
        .await
        .unwrap();
    assert!(created.prompt_used.unwrap().contains("red fox"));
    // gemini costs 3, subscribers 2: charged once, at acceptance.
    assert_eq!(e.credits().await, 98);

    let jobs = e.client.jobs().list(false).await.unwrap();
    assert_eq!(jobs.jobs.len(), 1);
    assert_eq!(jobs.jobs[0].status, JobStatus::Pending);
    assert!(jobs.recent_jobs.is_none());
    assert_eq!(jobs.subscription_tier, Some(Tier::Pro));
    assert_eq!(jobs.job_limit, Some(4));

    e.advance(1.5).await;
    let st = e.client.images().status(&created.job_id).await.unwrap();
    assert_eq!(st.status, Some(JobStatus::Processing));
    assert!(st.progress.unwrap().contains('%'));

    let done = e
        .finish(&format!("/api/generate/image/{}", created.job_id))
        .await;
    assert_eq!(done["status"], "completed", "{done}");
    let st = e.client.images().status(&created.job_id).await.unwrap();
    let url = st.image_url.unwrap();
    let png = e.download(&url).await;
    let img = image::load_from_memory(&png).unwrap();
    assert_eq!((img.width(), img.height()), (432, 768));

    let jobs = e.client.jobs().list(true).await.unwrap();
    assert!(jobs.jobs.is_empty());
    let recent = jobs.recent_jobs.unwrap();
    assert_eq!(recent.len(), 1);
    assert_eq!(recent[0].image_url.as_deref(), Some(url.as_str()));
    assert!(recent[0].image_id.is_some() && recent[0].completed_at.is_some());

    e.advance(4.0 * 60.0).await;
    assert_eq!(
        e.client
            .jobs()
            .list(true)
            .await
            .unwrap()
            .recent_jobs
            .unwrap()
            .len(),
        1
    );
    e.advance(70.0).await;
    assert!(e
        .client
        .jobs()
        .list(true)
        .await
        .unwrap()
        .recent_jobs
        .unwrap()
        .is_empty());
    assert_eq!(e.credits().await, 98, "charged exactly once");
    let charges: Vec<_> = e
        .requests()
        .await
        .into_iter()
        .filter(|r| r["creditsCharged"].as_i64().unwrap_or(0) > 0)
        .collect();
    assert_eq!(charges.len(), 1);
}

#[tokio::test]
async fn insufficient_credits_charge_nothing_and_job_limit_applies() {
    let e = env(Tier::Pro, 5).await;
    let mut r = req("six pictures");
    r.num_images = Some(6);
    assert!(matches!(
        e.client
            .images()
            .generate(&ImageProvider::GptImage2, &r)
            .await,
        Err(Error::InsufficientCredits { .. })
    ));
    assert_eq!(e.credits().await, 5);
    assert!(e.client.jobs().list(false).await.unwrap().jobs.is_empty());

    for _ in 0..4 {
        e.client
            .images()
            .generate(&ImageProvider::GrokImage, &req("cheap"))
            .await
            .unwrap();
    }
    assert_eq!(e.credits().await, 1);
    let (code, body) = e
        .raw(
            "POST",
            "/api/generate/grok-image",
            Some(json!({"formData": {}, "simplePrompt": "fifth"})),
        )
        .await;
    assert_eq!(code, 429, "{body}");
    assert_eq!(e.credits().await, 1, "a refused job charges nothing");
    e.advance(4.0).await;
    // Once the four complete, a fifth is accepted.
    for _ in 0..100 {
        if e.client.jobs().list(false).await.unwrap().jobs.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    e.client
        .images()
        .generate(&ImageProvider::GrokImage, &req("fifth"))
        .await
        .unwrap();
    assert_eq!(e.credits().await, 0);
}

#[tokio::test]
async fn server_side_validation_names_the_field() {
    let e = env_rich("JSON error bodies naming their field", Tier::Pro, 50).await;
    let (code, body) = e
        .raw(
            "POST",
            "/api/generate/gemini",
            Some(json!({"formData": {"photography": {"aspectRatio": "7:3"}}})),
        )
        .await;
    assert_eq!(code, 400);
    assert_eq!(body["success"], false);
    assert_eq!(body["field"], "formData.photography.aspectRatio");
    let (code, body) = e
        .raw(
            "POST",
            "/api/generate/gemini",
            Some(json!({"formData": {}, "numImages": 9})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("numImages")));
    let (code, body) = e
        .raw(
            "POST",
            "/api/generate/grok-image",
            Some(json!({"formData": {}, "enable4K": true})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("enable4K")));
    let (code, body) = e
        .raw(
            "POST",
            "/api/generate/gemini",
            Some(json!({"simplePrompt": "x"})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("formData")));
    let (code, _) = e
        .raw(
            "POST",
            "/api/generate/not-a-provider",
            Some(json!({"formData": {}})),
        )
        .await;
    assert_eq!(code, 400);
    let (code, _) = e.raw("GET", "/api/generate/image/imgjob_nope", None).await;
    assert_eq!(code, 404);
    assert_eq!(e.credits().await, 50);
}

#[tokio::test]
async fn scripted_job_failure_is_reported() {
    let e = env_rich("an image job's status in its poll answer", Tier::Studio, 20).await;
    let job = e
        .client
        .images()
        .generate(&ImageProvider::GeminiNano, &req("doomed"))
        .await
        .unwrap();
    e.control(
        &format!("/__sandbox/jobs/{}/fail", job.job_id),
        json!({"error": "provider outage"}),
    )
    .await;
    let st = e.client.images().status(&job.job_id).await.unwrap();
    assert_eq!(st.status, Some(JobStatus::Failed));
    assert_eq!(st.error.as_deref(), Some("provider outage"));
    let jobs = e.client.jobs().list(true).await.unwrap();
    assert_eq!(
        jobs.recent_jobs.unwrap()[0].error.as_deref(),
        Some("provider outage")
    );
    assert_eq!(jobs.job_limit, Some(8));
}
