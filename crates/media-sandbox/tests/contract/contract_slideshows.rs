//! Slideshows: hook types, generated slides, textStyle drawn on the pictures, character faces,
//! rejections.

use crate::common::{env, env_rich};
use media_api::types::slideshows::{GenerateSlideshowRequest, SlideInput, TextStyle};
use media_api::{Error, ImageProvider, JobStatus, Tier};
use serde_json::json;

#[tokio::test]
async fn slideshow_with_style_and_hook_types() {
    let e = env_rich("the hook types' slide counts", Tier::Pro, 100).await;
    let hooks = e.client.hook_types().list().await.unwrap().hook_types;
    // The spec's ten formats and one it does not list (the list grows).
    assert_eq!(hooks.len(), 11);
    assert!(hooks.iter().any(|h| h.slug.as_str() == "before-after"));
    let new = hooks
        .iter()
        .find(|h| !h.slug.is_known())
        .expect("a new format");
    assert_eq!(
        new.extra["defaultSlideCount"], 8,
        "the rich profile says its count"
    );

    let req = GenerateSlideshowRequest {
        topic: "morning routine".into(),
        hook_type: Some("before-after".into()),
        slides: Some(vec![SlideInput {
            text: Some("wake up early".into()),
            image_prompt: None,
        }]),
        text_style: Some(TextStyle {
            position: Some("top".into()),
            bg_bar_color: Some("#FF0000".into()),
            bg_bar_opacity: Some(1.0),
            ..Default::default()
        }),
        ..Default::default()
    };
    let created = e.client.slideshows().generate(&req).await.unwrap();
    assert_eq!(created.credits_cost, Some(3.0));
    assert_eq!(
        created.poll_url.as_deref(),
        Some(format!("/api/slideshows/{}", created.id).as_str())
    );
    assert_eq!(e.credits().await, 97);
    let pending = e
        .client
        .slideshows()
        .get(&created.id)
        .await
        .unwrap()
        .slideshow;
    assert_eq!(pending.status, JobStatus::Pending);
    e.finish(&format!("/api/slideshows/{}", created.id)).await;
    let show = e
        .client
        .slideshows()
        .get(&created.id)
        .await
        .unwrap()
        .slideshow;
    assert_eq!(show.status, JobStatus::Completed);
    assert_eq!(show.slides.len(), 4, "before-after defaults to 4 slides");
    assert_eq!(show.slides[0].caption.as_deref(), Some("wake up early"));
    assert!(
        show.slides[1]
            .caption
            .as_deref()
            .unwrap()
            .contains("morning routine"),
        "generated from the topic"
    );
    let png = image::load_from_memory(
        &e.download(show.slides[0].image_url.as_deref().unwrap())
            .await,
    )
    .unwrap()
    .to_rgba8();
    let red = |y: u32| png.get_pixel(2, y).0[..3] == [255, 0, 0];
    assert!((0..png.height() / 3).any(red), "red bar at the top");
    assert!(
        !(png.height() * 2 / 3..png.height()).any(red),
        "no bar at the bottom"
    );
}

#[tokio::test]
async fn slideshow_with_character_shows_the_face() {
    let e = env(Tier::Pro, 100).await;
    let ch = e
        .client
        .characters()
        .create(&media_api::types::characters::CreateCharacterRequest {
            name: "Zoe".into(),
            reference_image: Some(crate::common::face_data_uri([20, 200, 40])),
            ..Default::default()
        })
        .await
        .unwrap()
        .character;
    let req = GenerateSlideshowRequest {
        topic: "gym day".into(),
        character_id: Some(ch.id),
        slide_count: Some(1),
        ..Default::default()
    };
    let created = e.client.slideshows().generate(&req).await.unwrap();
    e.finish(&format!("/api/slideshows/{}", created.id)).await;
    let show = e
        .client
        .slideshows()
        .get(&created.id)
        .await
        .unwrap()
        .slideshow;
    assert_eq!(show.slides.len(), 1);
    let png = image::load_from_memory(
        &e.download(show.slides[0].image_url.as_deref().unwrap())
            .await,
    )
    .unwrap()
    .to_rgb8();
    assert!(
        png.pixels()
            .filter(|p| p[0] < 60 && p[1] > 170 && p[2] < 80)
            .count()
            > 500,
        "the green face is on the slide"
    );
    let (code, body) = e.raw("DELETE", "/api/slideshows/generate", None).await;
    assert_eq!((code, body["success"].as_bool()), (405, Some(false)));
}

#[tokio::test]
async fn slideshow_rejections() {
    let e = env_rich("JSON error bodies naming their field", Tier::Pro, 100).await;
    let (code, body) = e
        .raw(
            "POST",
            "/api/slideshows/generate",
            Some(json!({"topic": "t", "textStyle": {"fontWeight": "bold"}})),
        )
        .await;
    assert_eq!(
        (code, body["field"].as_str()),
        (400, Some("textStyle.fontWeight")),
        "{body}"
    );
    let (code, body) = e.raw("POST", "/api/slideshows/generate", Some(json!({"topic": "t", "slideCount": 2, "slides": [{"text": "a"}, {"text": "b"}, {"text": "c"}]}))).await;
    assert_eq!((code, body["field"].as_str()), (400, Some("slides")));
    let (code, body) = e
        .raw(
            "POST",
            "/api/slideshows/generate",
            Some(json!({"topic": "t", "slideCount": 11})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("slideCount")));
    let (code, _) = e
        .raw(
            "POST",
            "/api/slideshows/generate",
            Some(json!({"topic": "t", "characterId": "char_nope"})),
        )
        .await;
    assert_eq!(code, 404);
    assert_eq!(e.credits().await, 100);
    // gpt-image-2 at 2 per image x 7 slides = 14.
    let req = GenerateSlideshowRequest {
        topic: "t".into(),
        slide_count: Some(7),
        image_provider: Some(ImageProvider::GptImage2),
        ..Default::default()
    };
    assert_eq!(
        e.client
            .slideshows()
            .generate(&req)
            .await
            .unwrap()
            .credits_cost,
        Some(14.0)
    );
    assert!(matches!(
        e.client.slideshows().get(&"show_nope".into()).await,
        Err(Error::NotFound { .. })
    ));
}
