//! Agent tools: real files (overlay, stitch, trim, mute, background removal, shot prompt), charges,
//! rejections, media served with ranges and without the key.

use crate::common::{env_rich, probe};
use media_api::types::images::GenerateImageRequest;
use media_api::types::tools::{
    ImageUrlRequest, MuteVideoRequest, OverlayTextRequest, StitchVideosRequest, TrimVideoRequest,
};
use media_api::types::videos::{StandardVideoRequest, VideoAspectRatio};
use media_api::{ImageProvider, Tier};
use serde_json::json;

#[tokio::test]
async fn agent_tools_make_real_files() {
    let e = env_rich("an image job's pictures in its poll answer", Tier::Pro, 100).await;
    let tools = e.client.tools().list().await.unwrap();
    assert_eq!(
        (tools.parity_tool_ids.len(), tools.tool_count),
        (11, Some(11))
    );

    let job = e
        .client
        .images()
        .generate(
            &ImageProvider::GrokImage,
            &GenerateImageRequest::simple("product shot"),
        )
        .await
        .unwrap();
    e.finish(&format!("/api/generate/image/{}", job.job_id))
        .await;
    let st = e.client.images().status(&job.job_id).await.unwrap();
    let (image_id, image_url) = (st.image_id.unwrap(), st.image_url.unwrap());
    let mut v = StandardVideoRequest::new("pan", VideoAspectRatio::Vertical);
    v.image_id = Some(image_id);
    v.provider = Some(media_api::VideoProvider::GrokVideo);
    v.duration = Some(2);
    let vjob = e.client.videos().generate(&v).await.unwrap();
    e.finish(&format!("/api/generate/video/{}", vjob.job_id))
        .await;
    let video_url = e
        .client
        .videos()
        .status(&vjob.job_id)
        .await
        .unwrap()
        .video_url
        .unwrap();
    v.aspect_ratio = VideoAspectRatio::Wide;
    v.duration = Some(1);
    let wjob = e.client.videos().generate(&v).await.unwrap();
    e.finish(&format!("/api/generate/video/{}", wjob.job_id))
        .await;
    let wide_url = e
        .client
        .videos()
        .status(&wjob.job_id)
        .await
        .unwrap()
        .video_url
        .unwrap();
    let before = e.credits().await;

    let o = e
        .client
        .tools()
        .overlay_text(&OverlayTextRequest {
            text: "SALE".into(),
            image_url: Some(image_url.clone()),
            ..Default::default()
        })
        .await
        .unwrap();
    image::load_from_memory(&e.download(&o.url).await).unwrap();
    let ov = e
        .client
        .tools()
        .overlay_text(&OverlayTextRequest {
            text: "watch".into(),
            video_url: Some(video_url.clone()),
            position: Some("top".into()),
            ..Default::default()
        })
        .await
        .unwrap();
    e.ffmpeg_ok(&ov.url, "mp4").await;

    let s = e
        .client
        .tools()
        .stitch_videos(&StitchVideosRequest {
            video_urls: vec![video_url.clone(), ov.url.clone(), wide_url],
        })
        .await
        .unwrap();
    assert_eq!(s.clip_count, Some(3));
    let (d, _, a) = probe(&e.ffmpeg_ok(&s.video_url, "mp4").await);
    assert!((d - 5.0).abs() < 0.4 && a, "9:16 + 9:16 + 16:9 clips: {d}");
    let t = e
        .client
        .tools()
        .trim_video(&TrimVideoRequest {
            video_url: s.video_url.clone(),
            start_time: 0.5,
            end_time: 2.0,
        })
        .await
        .unwrap();
    let (d, _, _) = probe(&e.ffmpeg_ok(&t.video_url, "mp4").await);
    assert!((d - 1.5).abs() < 0.3, "{d}");
    let m = e
        .client
        .tools()
        .mute_video(&MuteVideoRequest {
            video_url: t.video_url.clone(),
        })
        .await
        .unwrap();
    let (_, has_v, has_a) = probe(&e.ffmpeg_ok(&m.video_url, "mp4").await);
    assert!(has_v && !has_a);
    // Stitching a silent clip with a sounding one works.
    let s2 = e
        .client
        .tools()
        .stitch_videos(&StitchVideosRequest {
            video_urls: vec![m.video_url.clone(), video_url.clone()],
        })
        .await
        .unwrap();
    e.ffmpeg_ok(&s2.video_url, "mp4").await;
    assert_eq!(
        e.credits().await,
        before,
        "overlay, stitch, trim, mute are free"
    );

    let shot = e
        .client
        .tools()
        .write_shot_prompt(&ImageUrlRequest {
            image_url: image_url.clone(),
        })
        .await
        .unwrap();
    assert!(shot.shot_prompt.contains("Lighting"));
    let bg = e
        .client
        .tools()
        .remove_background(&ImageUrlRequest {
            image_url: image_url.clone(),
        })
        .await
        .unwrap();
    assert!(bg.image_id.is_some());
    let cut = image::load_from_memory(&e.download(&bg.image_url).await)
        .unwrap()
        .to_rgba8();
    assert!(
        cut.pixels().any(|p| p[3] == 0) && cut.pixels().any(|p| p[3] == 255),
        "real transparency"
    );
    assert_eq!(before - e.credits().await, 2, "remove background costs 2");

    // Rejections: plain http outside the sandbox's media origin, too many clips, bad trim.
    let (code, body) = e
        .raw(
            "POST",
            "/api/agent/mute-video",
            Some(json!({"videoUrl": "http://127.0.0.1:9/x.mp4"})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("videoUrl")));
    let (code, _) = e
        .raw(
            "POST",
            "/api/agent/stitch-videos",
            Some(json!({"videoUrls": [video_url]})),
        )
        .await;
    assert_eq!(code, 400);
    let (code, body) = e
        .raw(
            "POST",
            "/api/agent/trim-video",
            Some(json!({"videoUrl": m.video_url, "startTime": 2, "endTime": 1})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("endTime")));
    let (code, _) = e
        .raw(
            "POST",
            "/api/agent/overlay-text",
            Some(json!({"text": "x".repeat(121), "imageUrl": image_url})),
        )
        .await;
    assert_eq!(code, 400);

    // Media is fetched without the key, with ranges.
    let r = e
        .http
        .get(&ov.url)
        .header("Range", "bytes=0-99")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 206);
    assert_eq!(r.bytes().await.unwrap().len(), 100);
    let media = e.media_requests().await;
    assert!(!media.is_empty() && media.iter().all(|m| m["hadAuthHeader"] == false));
    let _ = e
        .http
        .get(&ov.url)
        .header("X-API-Key", &e.key)
        .send()
        .await
        .unwrap();
    assert!(
        e.media_requests()
            .await
            .iter()
            .any(|m| m["hadAuthHeader"] == true),
        "the recorder notices a key"
    );
}
