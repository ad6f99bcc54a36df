//! Every operation reaches its method and path with its body, and decodes its response.

use super::client;
use media_api::types::api_keys::CreateApiKeyRequest;
use media_api::types::characters::*;
use media_api::types::images::GenerateImageRequest;
use media_api::types::library::{ImageType, LibraryQuery};
use media_api::types::mixing::AddMusicRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::types::slideshows::GenerateSlideshowRequest;
use media_api::types::tools::*;
use media_api::types::videos::*;
use media_api::{ImageProvider, VideoProvider};
use serde_json::{json, Value};
use wiremock::matchers::{body_partial_json, method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

async fn mock(server: &MockServer, m: &str, p: &str, body: Option<Value>, reply: Value) {
    let mut b = Mock::given(method(m)).and(path(p));
    if let Some(body) = body {
        b = b.and(body_partial_json(body));
    }
    b.respond_with(ResponseTemplate::new(200).set_body_json(reply))
        .expect(1)
        .mount(server)
        .await;
}

#[tokio::test]
async fn account_operations() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .and(query_param("includeRecent", "true"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"success": true, "credits": 3, "tier": "pro"})),
        )
        .expect(1)
        .mount(&s)
        .await;
    mock(
        &s,
        "GET",
        "/api/user/api-keys",
        None,
        json!({"success": true, "keys": []}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/user/api-keys",
        Some(json!({"name": "ci"})),
        json!({"success": true, "key": "sl_new", "keyId": "k9"}),
    )
    .await;
    mock(
        &s,
        "DELETE",
        "/api/user/api-keys",
        Some(json!({"keyId": "k9"})),
        json!({"success": true}),
    )
    .await;
    let c = client(&s);
    assert_eq!(c.credits().get(true).await.unwrap().credits, 3.0);
    c.api_keys().list().await.unwrap();
    let k = c
        .api_keys()
        .create(&CreateApiKeyRequest { name: "ci".into() })
        .await
        .unwrap();
    c.api_keys().revoke(&k.key_id).await.unwrap();
}

#[tokio::test]
async fn character_operations() {
    let s = MockServer::start().await;
    let ch =
        json!({"id": "c1", "name": "Ava", "referenceUrl": "https://x/a.png", "createdAt": "t"});
    Mock::given(method("GET"))
        .and(path("/api/characters"))
        .and(query_param("limit", "10"))
        .and(query_param("offset", "20"))
        .respond_with(ResponseTemplate::new(200).set_body_json(
            json!({"success": true, "characters": [ch], "total": 21, "hasMore": false}),
        ))
        .expect(1)
        .mount(&s)
        .await;
    mock(
        &s,
        "POST",
        "/api/characters",
        Some(json!({"name": "Ava", "referenceUrl": "https://x/a.png"})),
        json!({"success": true, "character": ch}),
    )
    .await;
    mock(&s, "GET", "/api/characters/c1", None, json!({"success": true, "character": ch, "editability": {"canEdit": true}, "isFromPurchase": false})).await;
    mock(
        &s,
        "PATCH",
        "/api/characters/c1",
        Some(json!({"notes": "likes hats"})),
        json!({"success": true, "character": ch}),
    )
    .await;
    mock(
        &s,
        "DELETE",
        "/api/characters/c1",
        None,
        json!({"success": true, "deleted": {"images": 2, "videos": 0}}),
    )
    .await;
    let c = client(&s);
    let l = c
        .characters()
        .list(&ListCharactersQuery {
            limit: Some(10),
            offset: Some(20),
        })
        .await
        .unwrap();
    assert_eq!(l.total, Some(21));
    let create = CreateCharacterRequest {
        name: "Ava".into(),
        reference_url: Some("https://x/a.png".into()),
        ..Default::default()
    };
    let id = c.characters().create(&create).await.unwrap().character.id;
    assert!(c.characters().get(&id).await.unwrap().can_edit());
    let upd = UpdateCharacterRequest {
        notes: Some("likes hats".into()),
        ..Default::default()
    };
    c.characters().update(&id, &upd).await.unwrap();
    assert_eq!(
        c.characters()
            .delete(&id)
            .await
            .unwrap()
            .deleted
            .unwrap()
            .images,
        2
    );
    // The PATCH body has no nulls for absent fields.
    let patch = s
        .received_requests()
        .await
        .unwrap()
        .into_iter()
        .find(|r| r.method.as_str() == "PATCH")
        .unwrap();
    assert_eq!(
        serde_json::from_slice::<Value>(&patch.body).unwrap(),
        json!({"notes": "likes hats"})
    );
}

#[tokio::test]
async fn generation_operations() {
    let s = MockServer::start().await;
    let job = json!({"success": true, "jobId": "j1", "promptUsed": "{}"});
    mock(
        &s,
        "POST",
        "/api/generate/gpt-image-2",
        Some(json!({"numImages": 2, "enable4K": true})),
        job.clone(),
    )
    .await;
    mock(
        &s,
        "GET",
        "/api/generate/image/j1",
        None,
        json!({"success": true, "status": "processing"}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/generate/video",
        Some(json!({"provider": "grok-video", "duration": 15, "aspectRatio": "16:9"})),
        job.clone(),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/generate/video",
        Some(json!({"provider": "veed-fabric", "dialogue": "hi"})),
        job.clone(),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/generate/video-edit",
        Some(json!({"videoId": "v1", "instruction": "slower"})),
        json!({"success": true, "jobId": "j2"}),
    )
    .await;
    mock(&s, "GET", "/api/generate/video/j2", None, json!({"success": true, "status": "completed", "videoId": "v2", "videoUrl": "https://x/v.mp4"})).await;
    mock(
        &s,
        "POST",
        "/api/slideshows/generate",
        Some(json!({"topic": "t", "slideCount": 3})),
        json!({"success": true, "id": "s1", "creditsCost": 3, "pollUrl": "/api/slideshows/s1"}),
    )
    .await;
    mock(
        &s,
        "GET",
        "/api/slideshows/s1",
        None,
        json!({"success": true, "slideshow": {"id": "s1", "status": "pending", "topic": "t"}}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/generate/music",
        Some(json!({"prompt": "lofi", "duration": 30000})),
        json!({"success": true, "jobId": "m1"}),
    )
    .await;
    mock(
        &s,
        "GET",
        "/api/generate/music/m1",
        None,
        json!({"success": true, "status": "processing", "progress": "50%"}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/videos/add-music",
        Some(json!({"videoId": "v2", "musicId": "m1"})),
        json!({"success": true, "videoUrl": "https://x/mixed.mp4"}),
    )
    .await;
    let c = client(&s);
    let img = GenerateImageRequest {
        num_images: Some(2),
        enable_4k: Some(true),
        ..GenerateImageRequest::simple("x")
    };
    let j = c
        .images()
        .generate(&ImageProvider::GptImage2, &img)
        .await
        .unwrap();
    c.images().status(&j.job_id).await.unwrap();
    let v = StandardVideoRequest {
        image_id: Some("i1".into()),
        provider: Some(VideoProvider::GrokVideo),
        duration: Some(15),
        ..StandardVideoRequest::new("walks", VideoAspectRatio::Wide)
    };
    c.videos().generate(&v).await.unwrap();
    let a = AvatarVideoRequest {
        image_url: Some("https://x/a.png".into()),
        dialogue: Some("hi".into()),
        ..AvatarVideoRequest::new(
            "talks",
            VideoAspectRatio::Vertical,
            VideoProvider::VeedFabric,
        )
    };
    c.videos().generate_avatar(&a).await.unwrap();
    let e = c
        .videos()
        .edit(&json!({"videoId": "v1", "instruction": "slower"}))
        .await
        .unwrap();
    let st = c.videos().status(e.job_id.as_ref().unwrap()).await.unwrap();
    assert_eq!(st.video_url.as_deref(), Some("https://x/v.mp4"));
    let sl = c
        .slideshows()
        .generate(&GenerateSlideshowRequest {
            topic: "t".into(),
            slide_count: Some(3),
            ..Default::default()
        })
        .await
        .unwrap();
    c.slideshows().get(&sl.id).await.unwrap();
    let m = c
        .music()
        .generate(&GenerateMusicRequest {
            prompt: "lofi".into(),
            duration: 30_000,
            preset: None,
        })
        .await
        .unwrap();
    assert_eq!(
        c.music()
            .status(&m.job_id)
            .await
            .unwrap()
            .progress
            .as_deref(),
        Some("50%")
    );
    c.mixing()
        .add_music(&AddMusicRequest {
            video_id: st.video_id.unwrap(),
            music_id: m.job_id,
        })
        .await
        .unwrap();
}

#[tokio::test]
async fn tool_jobs_library_and_hook_operations() {
    let s = MockServer::start().await;
    mock(
        &s,
        "GET",
        "/api/agent/tools",
        None,
        json!({"success": true, "parityToolIds": ["create_image"], "toolCount": 1}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/agent/overlay-text",
        Some(json!({"text": "hi", "imageUrl": "https://x/a.png"})),
        json!({"success": true, "mediaType": "image", "url": "https://x/o.png"}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/agent/stitch-videos",
        Some(json!({"videoUrls": ["https://x/1.mp4", "https://x/2.mp4"]})),
        json!({"success": true, "videoUrl": "https://x/s.mp4", "clipCount": 2}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/agent/trim-video",
        Some(json!({"startTime": 1.0, "endTime": 2.5})),
        json!({"success": true, "videoUrl": "https://x/t.mp4", "startTime": 1, "endTime": 2.5}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/agent/mute-video",
        Some(json!({"videoUrl": "https://x/1.mp4"})),
        json!({"success": true, "videoUrl": "https://x/m.mp4"}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/agent/write-shot-prompt",
        Some(json!({"imageUrl": "https://x/a.png"})),
        json!({"success": true, "shotPrompt": "pose"}),
    )
    .await;
    mock(
        &s,
        "POST",
        "/api/photo-editor/remove-background",
        Some(json!({"imageUrl": "https://x/a.png"})),
        json!({"success": true, "imageUrl": "https://x/r.png", "imageId": "i2"}),
    )
    .await;
    mock(&s, "GET", "/api/user/jobs", None, json!({"success": true, "jobs": [], "recentJobs": [], "subscriptionTier": "pro", "jobLimit": 4})).await;
    Mock::given(method("GET"))
        .and(path("/api/user/images"))
        .and(query_param("imageType", "video"))
        .and(query_param("showAll", "true"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"success": true, "characters": [], "unassigned": []})),
        )
        .expect(1)
        .mount(&s)
        .await;
    Mock::given(method("DELETE"))
        .and(path("/api/user/images"))
        .and(query_param("id", "i2"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"success": true})))
        .expect(1)
        .mount(&s)
        .await;
    mock(&s, "GET", "/api/hook-types", None, json!({"success": true, "hookTypes": [{"name": "Hot Take", "slug": "hot-take", "description": "d"}]})).await;
    let c = client(&s);
    let t = c.tools();
    t.list().await.unwrap();
    t.overlay_text(&OverlayTextRequest {
        text: "hi".into(),
        image_url: Some("https://x/a.png".into()),
        ..Default::default()
    })
    .await
    .unwrap();
    t.stitch_videos(&StitchVideosRequest {
        video_urls: vec!["https://x/1.mp4".into(), "https://x/2.mp4".into()],
    })
    .await
    .unwrap();
    t.trim_video(&TrimVideoRequest {
        video_url: "https://x/1.mp4".into(),
        start_time: 1.0,
        end_time: 2.5,
    })
    .await
    .unwrap();
    t.mute_video(&MuteVideoRequest {
        video_url: "https://x/1.mp4".into(),
    })
    .await
    .unwrap();
    t.write_shot_prompt(&ImageUrlRequest {
        image_url: "https://x/a.png".into(),
    })
    .await
    .unwrap();
    let r = t
        .remove_background(&ImageUrlRequest {
            image_url: "https://x/a.png".into(),
        })
        .await
        .unwrap();
    assert_eq!(c.jobs().list(true).await.unwrap().job_limit, Some(4));
    c.library()
        .list(&LibraryQuery {
            image_type: Some(ImageType::Video),
            show_all: Some(true),
        })
        .await
        .unwrap();
    c.library().delete(&r.image_id.unwrap()).await.unwrap();
    assert_eq!(c.hook_types().list().await.unwrap().hook_types.len(), 1);
}
