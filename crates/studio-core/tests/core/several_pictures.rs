//! Jobs of several pictures on the documented service, whose answers (the jobs list, the job's own
//! poll) name one picture per job: every picture made and paid reaches its own job, with its prompt,
//! settings and charge, also when several such jobs and jobs of one picture are pressed together.

use crate::common::*;
use studio_core::media_api::types::library::{ImageType, LibraryQuery};
use studio_core::media_api::{ApiKey, Client, ImageProvider};
use studio_core::{JobState, SpendRequest};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_picture_of_a_job_of_several_reaches_its_job() {
    let (sb, _dir, core, key) = connected_with_key(0.5, media_sandbox::Tier::Studio, 200).await;
    let before = core.credits_get(false).await.unwrap().credits;
    // Pressed one after another without waiting: 2 to 6 pictures, each with a picture of one after it.
    let mut pressed = Vec::new();
    for n in 2..=6u32 {
        for (count, prompt) in [
            (n, format!("a lighthouse, {n} views")),
            (1, format!("a boat {n}")),
        ] {
            let jobs = core
                .spend(
                    &intent(),
                    SpendRequest::Image {
                        provider: ImageProvider::GrokImage,
                        request: request(&prompt, count),
                        reference: None,
                    },
                )
                .await
                .expect("sent or waiting in line");
            pressed.push((count as usize, prompt, jobs[0].id.clone()));
        }
    }
    let mut mine = Vec::new();
    for (count, prompt, id) in &pressed {
        let job = wait_job(&core, id, std::time::Duration::from_secs(180)).await;
        assert_eq!(job.status, JobState::Completed, "{job:?}");
        assert_eq!(
            job.media.len(),
            *count,
            "every picture of {prompt:?}: {job:?}"
        );
        for m in &job.media {
            assert_eq!(m.prompt.as_deref(), Some(prompt.as_str()), "{m:?}");
            mine.push(m.remote_id.clone().expect("the service's id"));
        }
    }
    // Every picture the account has is in exactly one job, and the account paid for each once.
    let client = Client::builder(sb.base_url())
        .api_key(ApiKey::new(key))
        .build()
        .unwrap();
    let listing = client
        .library()
        .list(&LibraryQuery {
            image_type: Some(ImageType::Image),
            show_all: Some(true),
        })
        .await
        .unwrap();
    let mut listed: Vec<String> = listing
        .all_images()
        .map(|e| e.id.as_str().to_string())
        .collect();
    listed.sort();
    mine.sort();
    assert_eq!(mine, listed, "each listed picture once, in its own job");
    assert_eq!(mine.len(), 25);
    let after = core.credits_get(false).await.unwrap().credits;
    assert_eq!(before - after, 25.0, "one credit a picture (grok-image)");
    core.shutdown().await;
    sb.shutdown().await;
}
