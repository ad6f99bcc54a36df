//! Videos (standard, avatar, edit), music and add-music: real files that ffmpeg accepts, charges per
//! the pricing table, and the documented add-music rejections.

use crate::common::{env_rich, probe};
use media_api::types::images::GenerateImageRequest;
use media_api::types::mixing::AddMusicRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoAspectRatio, VideoEditRequest,
};
use media_api::{Error, ImageProvider, JobStatus, MusicId, Tier, VideoId, VideoProvider};
use serde_json::json;

async fn image(e: &crate::common::Env) -> (media_api::ImageId, String) {
    let job = e
        .client
        .images()
        .generate(
            &ImageProvider::GrokImage,
            &GenerateImageRequest::simple("source still"),
        )
        .await
        .unwrap();
    e.finish(&format!("/api/generate/image/{}", job.job_id))
        .await;
    let st = e.client.images().status(&job.job_id).await.unwrap();
    (st.image_id.unwrap(), st.image_url.unwrap())
}

#[tokio::test]
async fn videos_music_and_mixing() {
    let e = env_rich("the video poll", Tier::Studio, 500).await;
    let (image_id, image_url) = image(&e).await;
    let before = e.credits().await;

    // Standard: seedance 2/s x 4 s = 8, Studio 10% off -> 8 (ceil 7.2).
    let mut v = StandardVideoRequest::new("slow zoom", VideoAspectRatio::Vertical);
    v.image_id = Some(image_id.clone());
    v.duration = Some(4);
    let job = e.client.videos().generate(&v).await.unwrap();
    assert_eq!(before - e.credits().await, 8);
    // Still processing: add-music refuses it (the video job id stands for the video until it exists).
    let music = e
        .client
        .music()
        .generate(&GenerateMusicRequest {
            prompt: "lofi beat".into(),
            duration: 20_000,
            preset: None,
        })
        .await
        .unwrap();
    let r = e
        .client
        .mixing()
        .add_music(&AddMusicRequest {
            video_id: VideoId::from(job.job_id.as_str()),
            music_id: music.job_id.clone(),
        })
        .await;
    assert!(
        matches!(r, Err(Error::Validation(ref f)) if f[0].field == "videoId"),
        "{r:?}"
    );

    // The library lists the video only once its job shows as completed (its file is rendered at
    // once, within these 3 s, but the job still reports progress).
    let listed = |e: &crate::common::Env| {
        let e = e.client.clone();
        async move {
            let q = media_api::types::library::LibraryQuery {
                image_type: Some(media_api::types::library::ImageType::Video),
                show_all: Some(true),
            };
            e.library().list(&q).await.unwrap().all_images().count()
        }
    };
    // A listing counts only when the job still reported progress after it was answered (on a busy
    // machine the 3 s may be over before 30 rounds are).
    let mut checked = 0;
    for _ in 0..30 {
        let n = listed(&e).await;
        let st = e.client.videos().status(&job.job_id).await.unwrap();
        if matches!(st.status, Some(JobStatus::Pending | JobStatus::Processing)) {
            assert_eq!(n, 0, "listed while still processing");
            checked += 1;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(checked > 0, "the job was never seen processing");
    let done = e
        .finish(&format!("/api/generate/video/{}", job.job_id))
        .await;
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(listed(&e).await, 1);
    let st = e.client.videos().status(&job.job_id).await.unwrap();
    let video_id = st.video_id.unwrap();
    let clip = e.ffmpeg_ok(st.video_url.as_deref().unwrap(), "mp4").await;
    let (d, has_v, has_a) = probe(&clip);
    assert!((d - 4.0).abs() < 0.3 && has_v && has_a, "{d}");

    // A music job not finished yet is refused; a completed one has 20 s of real audio.
    let fresh = e
        .client
        .music()
        .generate(&GenerateMusicRequest {
            prompt: "later".into(),
            duration: 5_000,
            preset: None,
        })
        .await
        .unwrap();
    assert_ne!(
        e.client.music().status(&fresh.job_id).await.unwrap().status,
        JobStatus::Completed
    );
    let r = e
        .client
        .mixing()
        .add_music(&AddMusicRequest {
            video_id: video_id.clone(),
            music_id: fresh.job_id.clone(),
        })
        .await;
    assert!(
        matches!(r, Err(Error::Validation(ref f)) if f[0].field == "musicId"),
        "{r:?}"
    );
    e.finish(&format!("/api/generate/music/{}", music.job_id))
        .await;
    let m = e.client.music().status(&music.job_id).await.unwrap();
    let head = e
        .http
        .get(m.music_url.as_deref().unwrap())
        .header("Range", "bytes=10-")
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), 206);
    assert_eq!(head.headers()["content-type"], "audio/mp4");
    let audio = e.ffmpeg_ok(m.music_url.as_deref().unwrap(), "m4a").await;
    let (d, _, has_a) = probe(&audio);
    assert!((d - 20.0).abs() < 0.3 && has_a, "{d}");

    let mixed = e
        .client
        .mixing()
        .add_music(&AddMusicRequest {
            video_id: video_id.clone(),
            music_id: music.job_id.clone(),
        })
        .await
        .unwrap();
    let mixed_file = e.ffmpeg_ok(&mixed.video_url, "mp4").await;
    let (d, has_v, has_a) = probe(&mixed_file);
    assert!((d - 4.0).abs() < 0.3 && has_v && has_a);
    let r = e
        .client
        .mixing()
        .add_music(&AddMusicRequest {
            video_id: video_id.clone(),
            music_id: MusicId::from("music_nope"),
        })
        .await;
    assert!(matches!(r, Err(Error::NotFound { .. })));

    // Avatar: dialogue of 300 characters -> 20 s at kling-avatar 1/s, Studio -> 18.
    let before = e.credits().await;
    let mut a = AvatarVideoRequest::new(
        "talking",
        VideoAspectRatio::Wide,
        VideoProvider::KlingAvatar,
    );
    a.uploaded_image_url = Some(image_url.clone());
    a.dialogue = Some("x".repeat(300));
    let ajob = e.client.videos().generate_avatar(&a).await.unwrap();
    assert_eq!(before - e.credits().await, 18);
    e.finish(&format!("/api/generate/video/{}", ajob.job_id))
        .await;
    let ast = e.client.videos().status(&ajob.job_id).await.unwrap();
    let (d, _, _) = probe(&e.ffmpeg_ok(ast.video_url.as_deref().unwrap(), "mp4").await);
    assert!((d - 20.0).abs() < 0.5, "{d}");

    // video-edit: free, a video job on the edited clip.
    let before = e.credits().await;
    // The app's request: checked before anything is sent.
    let blank = VideoEditRequest {
        video_id: Some(video_id.clone()),
        prompt: "  ".into(),
        ..Default::default()
    };
    let err = e.client.videos().edit_video(&blank).await.unwrap_err();
    assert_eq!(err.field_errors()[0].field, "prompt", "{err:?}");
    let nothing = VideoEditRequest {
        prompt: "make it pop".into(),
        ..Default::default()
    };
    let err = e.client.videos().edit_video(&nothing).await.unwrap_err();
    assert_eq!(err.field_errors()[0].field, "videoId", "{err:?}");
    let edit = e
        .client
        .videos()
        .edit_video(&VideoEditRequest {
            video_id: Some(video_id.clone()),
            prompt: "make it pop".into(),
            ..Default::default()
        })
        .await
        .unwrap();
    let edit_job = edit.job_id.unwrap();
    e.finish(&format!("/api/generate/video/{edit_job}")).await;
    let est = e.client.videos().status(&edit_job).await.unwrap();
    e.ffmpeg_ok(est.video_url.as_deref().unwrap(), "mp4").await;
    assert_eq!(e.credits().await, before);
}

#[tokio::test]
async fn video_and_music_rejections() {
    let e = env_rich("JSON error bodies naming their field", Tier::Pro, 3).await;
    let (code, body) = e.raw("POST", "/api/generate/video", Some(json!({"prompt": "p", "aspectRatio": "9:16", "imageUrl": "https://x.test/a.png", "duration": 13}))).await;
    assert_eq!(
        (code, body["field"].as_str()),
        (400, Some("duration")),
        "{body}"
    );
    let (code, body) = e
        .raw(
            "POST",
            "/api/generate/video",
            Some(json!({"prompt": "p", "aspectRatio": "4:3", "imageUrl": "https://x.test/a.png"})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("aspectRatio")));
    let (code, body) = e.raw("POST", "/api/generate/video", Some(json!({"provider": "kling-motion", "aspectRatio": "9:16", "imageUrl": "https://x.test/a.png", "duration": 5}))).await;
    assert_eq!(
        (code, body["field"].as_str()),
        (400, Some("referenceVideoUrl"))
    );
    let (code, _) = e
        .raw(
            "POST",
            "/api/generate/video",
            Some(json!({"prompt": "p", "aspectRatio": "9:16", "imageId": "img_nope"})),
        )
        .await;
    assert_eq!(code, 404);
    // 10 s seedance = 20 credits > 3: 402 and nothing charged.
    let mut v = StandardVideoRequest::new("p", VideoAspectRatio::Vertical);
    v.image_url = Some("https://example.com/still.png".into());
    v.duration = Some(10);
    assert!(matches!(
        e.client.videos().generate(&v).await,
        Err(Error::InsufficientCredits { .. })
    ));
    let (code, body) = e
        .raw(
            "POST",
            "/api/generate/music",
            Some(json!({"prompt": "p", "duration": 300001})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("duration")));
    let (code, _) = e
        .raw(
            "POST",
            "/api/generate/music",
            Some(json!({"prompt": "p", "duration": 60000})),
        )
        .await;
    assert_eq!(code, 402, "60 s of music costs 8");
    assert_eq!(e.credits().await, 3);
    // An external https still becomes a stand-in picture; the video still renders.
    v.duration = Some(1);
    v.provider = Some(VideoProvider::GrokVideo);
    let job = e.client.videos().generate(&v).await.unwrap();
    let done = e
        .finish(&format!("/api/generate/video/{}", job.job_id))
        .await;
    assert_eq!(done["status"], "completed");
    e.ffmpeg_ok(done["videoUrl"].as_str().unwrap(), "mp4").await;
}
