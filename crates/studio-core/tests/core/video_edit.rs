//! Edit video against a spawned media-sandbox over real HTTP: field errors before sending, no published
//! price (said, not guessed), sent once per press, followed like a video job until the edited video is in
//! the library; and how long it usually takes is learned from the edits that finished.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::videos::{
    StandardVideoRequest, VideoAspectRatio, VideoEditRequest,
};
use studio_core::media_api::{ImageId, VideoId, VideoProvider};
use studio_core::{
    ErrorCode, JobKind, JobState, MediaKind, PriceBasis, SpendRequest, VIDEO_EDIT_PROVIDER,
};

fn edit(video: Option<&str>, prompt: &str) -> VideoEditRequest {
    VideoEditRequest {
        video_id: video.map(VideoId::new),
        prompt: prompt.into(),
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_is_sent_once_and_its_video_lands_in_the_library() {
    let (_sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 100).await;
    let img = picture(&core, "a fox").await;
    let mut motion = StandardVideoRequest::new("she turns", VideoAspectRatio::Vertical);
    motion.image_id = Some(ImageId::new(img.media[0].remote_id.clone().unwrap()));
    motion.provider = Some(VideoProvider::GrokVideo);
    motion.duration = Some(2);
    let video = core.generate_video(&intent(), &motion).await.unwrap();
    let video = wait_job(&core, &video.id, Duration::from_secs(60)).await;
    let source = video.media[0].remote_id.clone().expect("video id");

    // Nothing chosen, nothing described: refused before anything is sent.
    let est = core.estimate_video_edit(&edit(None, " ")).await.unwrap();
    let fields: Vec<_> = est.errors.iter().map(|e| e.field.as_str()).collect();
    assert_eq!(fields, ["videoId", "prompt"], "{est:?}");
    assert!(!est.ready);
    let err = core
        .edit_video(&intent(), &edit(Some(&source), ""))
        .await
        .unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::Validation, Some("prompt"))
    );

    // No published price: none is made up, and the window is told so.
    let est = core
        .estimate_video_edit(&edit(Some(&source), "make it pop"))
        .await
        .unwrap();
    assert!(est.ready && est.errors.is_empty(), "{est:?}");
    assert_eq!(est.basis, PriceBasis::NotPublished, "{est:?}");
    assert!(
        est.price_note
            .as_deref()
            .unwrap()
            .contains("publishes no price"),
        "{est:?}"
    );
    let before = est.balance.unwrap();

    // One press sent twice (a double click) is one job.
    let press = intent();
    let job = core
        .edit_video(&press, &edit(Some(&source), "make it pop"))
        .await
        .expect("edit sent");
    let again = core
        .edit_video(&press, &edit(Some(&source), "make it pop"))
        .await
        .unwrap();
    assert_eq!(again.id, job.id);
    assert_eq!(
        (job.kind, job.provider.as_str()),
        (JobKind::Video, VIDEO_EDIT_PROVIDER)
    );
    let done = wait_job(&core, &job.id, Duration::from_secs(60)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    let m = &done.media[0];
    assert_eq!(m.kind, MediaKind::Video);
    assert_ne!(m.remote_id.as_deref(), Some(source.as_str()), "a new video");
    ffmpeg_clean(&file_of(&core, m));
    // The strict sandbox charges for it (no price is published): the job keeps no estimate, and the
    // balance says what it took.
    assert_eq!(done.cost_estimate, None);
    assert!(core.credits_get(false).await.unwrap().credits < before);
    let edits = core
        .jobs_list()
        .unwrap()
        .into_iter()
        .filter(|j| j.provider == VIDEO_EDIT_PROVIDER)
        .count();
    assert_eq!(edits, 1, "sent once");

    // Its settings are the edit as sent ("Open these settings"), and it can be made again.
    assert_eq!(
        core.jobs_settings(&done.id).unwrap(),
        SpendRequest::VideoEdit {
            request: edit(Some(&source), "make it pop")
        }
    );
    let again = core.resubmit_estimate(&done.id).await.unwrap();
    assert!(again.ready && again.price_note.is_some(), "{again:?}");
    let second = core.resubmit(&intent(), &done.id).await.unwrap();
    assert_eq!(second.provider, VIDEO_EDIT_PROVIDER);

    // After two finished edits, a running one says how long edits usually take here.
    wait_job(&core, &second.id, Duration::from_secs(60)).await;
    let third = core
        .edit_video(&intent(), &edit(Some(&source), "brighter"))
        .await
        .unwrap();
    assert!(third.usual_seconds.is_some(), "{third:?}");
    assert!(third.usual_seconds.unwrap() < 60, "{third:?}");
    assert_eq!(core.job_get(&done.id).unwrap().unwrap().usual_seconds, None);
}
