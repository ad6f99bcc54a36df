//! Music for a captioned, trimmed or silent copy of a video: the service's `add-music` takes only the id
//! of a video it made, so such a copy is mixed on this computer (ffmpeg), once per press, saved into the
//! library like any result, and made again after a kill. Against a spawned sandbox over real HTTP.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::types::tools::{MuteVideoRequest, TrimVideoRequest};
use studio_core::media_api::types::videos::{StandardVideoRequest, VideoAspectRatio};
use studio_core::media_api::{ImageId, ImageProvider, VideoProvider};
use studio_core::{
    Core, JobKind, JobState, MediaItem, MediaKind, ToolRequest, LOCAL_MIX_PROVIDER, MIX_PROVIDER,
};

/// Whether ffprobe finds a sound stream.
fn has_audio(path: &std::path::Path) -> bool {
    let out = std::process::Command::new("ffprobe")
        .args(["-v", "error", "-select_streams", "a"])
        .args(["-show_entries", "stream=codec_type", "-of", "csv=p=0"])
        .arg(path)
        .output()
        .expect("ffprobe runs");
    String::from_utf8_lossy(&out.stdout).contains("audio")
}

/// A 6 s video and a 30 s track in the library, and two copies of the video made by the tools: trimmed
/// to 3 s (with its sound) and silent.
async fn library(core: &Core) -> (MediaItem, MediaItem, MediaItem, MediaItem) {
    let img = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a fox", 1),
            None,
        )
        .await
        .unwrap();
    let img = wait_job(core, &img.id, Duration::from_secs(30)).await;
    let mut req = StandardVideoRequest::new("she turns", VideoAspectRatio::Vertical);
    req.image_id = Some(ImageId::new(img.media[0].remote_id.clone().unwrap()));
    req.provider = Some(VideoProvider::Seedance);
    req.duration = Some(6);
    let v = core.generate_video(&intent(), &req).await.unwrap();
    let music = GenerateMusicRequest {
        prompt: "calm lofi beat".into(),
        duration: 30_000,
        preset: None,
    };
    let t = core.generate_music(&intent(), &music).await.unwrap();
    let video = wait_job(core, &v.id, Duration::from_secs(60)).await.media[0].clone();
    let track = wait_job(core, &t.id, Duration::from_secs(60)).await.media[0].clone();
    let url = video.remote_url.clone().unwrap();
    let tool = |req: ToolRequest| async move {
        core.tools_run(&intent(), &req)
            .await
            .unwrap()
            .media
            .unwrap()
    };
    let trimmed = tool(ToolRequest::TrimVideo(TrimVideoRequest {
        video_url: url.clone(),
        start_time: 1.0,
        end_time: 4.0,
    }))
    .await;
    let silent = tool(ToolRequest::MuteVideo(MuteVideoRequest { video_url: url })).await;
    (video, track, trimmed, silent)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_the_service_knows_no_id_of_gets_its_music_on_this_computer() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 200);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let (video, track, trimmed, silent) = library(&core).await;
    assert!(trimmed.remote_id.is_none() && silent.remote_id.is_none());
    assert!(has_audio(&file_of(&core, &trimmed)));
    assert!(!has_audio(&file_of(&core, &silent)));

    // The form's video picker (every video, searched by its words) finds the copies the service knows
    // by no id: the form says their music is added here.
    let q = pick_query(MediaKind::Video, "", false);
    let videos = core.library_pick(&q).unwrap().items;
    let ids: Vec<&str> = videos.iter().map(|v| v.id.as_str()).collect();
    assert!(ids.contains(&trimmed.id.as_str()) && ids.contains(&silent.id.as_str()));
    assert!(ids.contains(&video.id.as_str()));
    let no_id: Vec<&str> = videos
        .iter()
        .filter(|v| v.remote_id.is_none())
        .map(|v| v.id.as_str())
        .collect();
    assert!(no_id.contains(&trimmed.id.as_str()) && !no_id.contains(&video.id.as_str()));

    let balance = core.credits_get(false).await.unwrap().credits;
    let posts = spend_posts(&sb).await;
    for copy in [&trimmed, &silent] {
        // A double press: one job.
        let press = intent();
        let first = core
            .mix_add_music(&press, &copy.id, &track.id)
            .await
            .unwrap();
        let again = core
            .mix_add_music(&press, &copy.id, &track.id)
            .await
            .unwrap();
        assert_eq!(first.id, again.id);
        assert_eq!(
            (first.kind, first.provider.as_str(), first.cost_estimate),
            (JobKind::Mix, LOCAL_MIX_PROVIDER, Some(0))
        );
        let done = wait_job(&core, &first.id, Duration::from_secs(60)).await;
        assert_eq!(done.status, JobState::Completed, "{done:?}");
        let mixed = &done.media[0];
        let f = file_of(&core, mixed);
        ffmpeg_clean(&f);
        assert!(has_audio(&f), "the music is in the mixed copy");
        let (want, got) = (duration_of(&file_of(&core, copy)), duration_of(&f));
        assert!(
            (want - got).abs() < 0.3,
            "as long as the copy: {want} vs {got}"
        );
        assert!(
            mixed.thumb_url.is_some() && mixed.width.is_some(),
            "{mixed:?}"
        );
        // The poster's small copy (Home's small tiles) is made with it.
        let thumb = mixed
            .thumb_url
            .as_deref()
            .unwrap()
            .rsplit('/')
            .next()
            .unwrap();
        let [_, small] = core.paths().thumb_files(thumb);
        assert!(small.is_file(), "{small:?}");
    }
    assert_eq!(
        spend_posts(&sb).await,
        posts,
        "nothing was sent to the service"
    );
    assert_eq!(core.credits_get(false).await.unwrap().credits, balance);

    // The service's own video still goes to the service.
    let mix = core
        .mix_add_music(&intent(), &video.id, &track.id)
        .await
        .unwrap();
    assert_eq!(mix.provider, MIX_PROVIDER);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mix_cut_off_by_a_restart_is_made_again() {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 200);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let (_, track, _, silent) = library(&core).await;
    core.shutdown().await;
    drop(core);
    // A mix saved as started whose ffmpeg never finished (the app was killed).
    let db = studio_core::Store::open(&dir.path().join("library.sqlite")).unwrap();
    db.insert_job(&studio_core::store::JobRow {
        cost_estimate: Some(0),
        intent: Some(intent()),
        ..job_row(
            "cut-off-mix",
            JobKind::Mix,
            LOCAL_MIX_PROVIDER,
            serde_json::json!({"videoMediaId": silent.id, "musicMediaId": track.id}),
            JobState::Processing,
        )
    })
    .unwrap();
    drop(db);
    let core = open(dir.path()).await;
    let done = wait_job(&core, "cut-off-mix", Duration::from_secs(60)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(done.media.len(), 1);
    ffmpeg_clean(&file_of(&core, &done.media[0]));
    core.shutdown().await;
}
