//! Characters: create with an inline face, link generated images and videos, PATCH replacing the
//! reference deletes the old file, marketplace lock (403), DELETE with counts and file cleanup,
//! the image library.

use crate::common::{env_rich, face_data_uri};
use media_api::types::characters::{
    CreateCharacterRequest, ListCharactersQuery, UpdateCharacterRequest,
};
use media_api::types::images::GenerateImageRequest;
use media_api::types::library::LibraryQuery;
use media_api::types::videos::{StandardVideoRequest, VideoAspectRatio};
use media_api::{Error, ImageProvider, Tier};
use serde_json::json;

#[tokio::test]
async fn character_lifecycle_with_linked_media() {
    let e = env_rich(
        "the fields of a character and of its pictures beyond the spec's",
        Tier::Pro,
        200,
    )
    .await;
    let face = face_data_uri([200, 30, 30]);
    let created = e
        .client
        .characters()
        .create(&CreateCharacterRequest {
            name: "Mia".into(),
            reference_image: Some(face.clone()),
            description: Some("runner".into()),
            ..Default::default()
        })
        .await
        .unwrap();
    let ch = created.character;
    let ref_url = ch.reference_url.clone().unwrap();
    assert!(ref_url.starts_with(e.sb.media_base_url()));
    assert_eq!(ch.description.as_deref(), Some("runner"));
    e.download(&ref_url).await;

    let list = e
        .client
        .characters()
        .list(&ListCharactersQuery::default())
        .await
        .unwrap();
    assert_eq!(
        (list.characters.len(), list.total, list.has_more),
        (1, Some(1), Some(false))
    );
    let page = e
        .client
        .characters()
        .list(&ListCharactersQuery {
            limit: Some(0),
            offset: None,
        })
        .await
        .unwrap();
    assert_eq!((page.characters.len(), page.has_more), (0, Some(true)));

    // An image generated with the character's face is linked to it and shows the face.
    let mut r = GenerateImageRequest::simple("Mia at the beach");
    r.reference_image = Some(face.clone());
    let job = e
        .client
        .images()
        .generate(&ImageProvider::GrokImage, &r)
        .await
        .unwrap();
    e.finish(&format!("/api/generate/image/{}", job.job_id))
        .await;
    let st = e.client.images().status(&job.job_id).await.unwrap();
    let png = image::load_from_memory(&e.download(st.image_url.as_deref().unwrap()).await)
        .unwrap()
        .to_rgb8();
    assert!(
        png.pixels()
            .filter(|p| p[0] > 180 && p[1] < 60 && p[2] < 60)
            .count()
            > 500,
        "the red face is in the picture"
    );

    let mut v = StandardVideoRequest::new("she waves", VideoAspectRatio::Vertical);
    v.image_id = st.image_id.clone();
    v.duration = Some(4);
    let vjob = e.client.videos().generate(&v).await.unwrap();
    e.finish(&format!("/api/generate/video/{}", vjob.job_id))
        .await;

    let detail = e.client.characters().get(&ch.id).await.unwrap();
    assert!(detail.can_edit());
    assert_eq!(detail.is_from_purchase, Some(false));
    let imgs = detail.character.generated_images.clone().unwrap();
    assert_eq!(imgs.len(), 1);
    assert_eq!(imgs[0].generated_videos.as_ref().unwrap().len(), 1);
    assert_eq!(detail.character.generated_videos.as_ref().unwrap().len(), 1);

    let lib = e
        .client
        .library()
        .list(&LibraryQuery::default())
        .await
        .unwrap();
    assert_eq!(lib.characters.len(), 1);
    assert_eq!(lib.characters[0].images.len(), 2, "image and video");
    let only_videos = e
        .client
        .library()
        .list(&LibraryQuery {
            image_type: Some("video".into()),
            show_all: None,
        })
        .await
        .unwrap();
    assert_eq!(only_videos.characters[0].images.len(), 1);

    // PATCH replacing the reference deletes the old file.
    let upd = UpdateCharacterRequest {
        reference_image: Some(face_data_uri([30, 30, 200])),
        notes: Some("n".repeat(2000)),
        ..Default::default()
    };
    let updated = e.client.characters().update(&ch.id, &upd).await.unwrap();
    assert!(updated.character.updated_at.is_some());
    assert_ne!(
        updated.character.reference_url.as_deref(),
        Some(ref_url.as_str())
    );
    assert_eq!(media_api::tls::get(&ref_url).await.unwrap().status(), 404);
    let (code, body) = e
        .raw(
            "PATCH",
            &format!("/api/characters/{}", ch.id),
            Some(json!({"notes": "n".repeat(2001)})),
        )
        .await;
    assert_eq!((code, body["field"].as_str()), (400, Some("notes")));

    // DELETE removes the character, its image and video and their files.
    let video_url = detail.character.generated_videos.unwrap()[0]
        .url
        .clone()
        .unwrap();
    let gone = e
        .client
        .characters()
        .delete(&ch.id)
        .await
        .unwrap()
        .deleted
        .unwrap();
    assert_eq!((gone.images, gone.videos), (1, 1));
    assert_eq!(media_api::tls::get(&video_url).await.unwrap().status(), 404);
    assert_eq!(
        media_api::tls::get(st.image_url.unwrap())
            .await
            .unwrap()
            .status(),
        404
    );
    assert!(matches!(
        e.client.characters().get(&ch.id).await,
        Err(Error::NotFound { .. })
    ));
}

#[tokio::test]
async fn marketplace_lock_and_foreign_characters() {
    let e = env_rich("JSON error bodies naming their field", Tier::Pro, 10).await;
    let mk = |name: &str| CreateCharacterRequest {
        name: name.into(),
        reference_image: Some(face_data_uri([1, 2, 3])),
        ..Default::default()
    };
    let a = e
        .client
        .characters()
        .create(&mk("A"))
        .await
        .unwrap()
        .character
        .id;
    let b = e
        .client
        .characters()
        .create(&mk("B"))
        .await
        .unwrap()
        .character
        .id;
    e.control(&format!("/__sandbox/characters/{a}/publish"), json!({}))
        .await;
    e.control(&format!("/__sandbox/characters/{b}/sell"), json!({}))
        .await;
    for id in [&a, &b] {
        let detail = e.client.characters().get(id).await.unwrap();
        assert!(!detail.can_edit());
        let r = e
            .client
            .characters()
            .update(
                id,
                &UpdateCharacterRequest {
                    name: Some("X".into()),
                    ..Default::default()
                },
            )
            .await;
        assert!(matches!(r, Err(Error::Forbidden { .. })), "{r:?}");
    }
    // Another account sees 404 for these.
    let (key2, _) = e.sb.create_account(Tier::Pro, 10);
    let other = crate::common::client_for(&e.sb, &key2, media_api::AuthStyle::Bearer);
    assert!(matches!(
        other.characters().get(&a).await,
        Err(Error::NotFound { .. })
    ));
    assert!(matches!(
        other.characters().delete(&a).await,
        Err(Error::NotFound { .. })
    ));
    // Both reference forms at once, or neither, are refused by the service too.
    let (code, body) = e
        .raw("POST", "/api/characters", Some(json!({"name": "C"})))
        .await;
    assert_eq!(
        (code, body["field"].as_str()),
        (400, Some("referenceImage"))
    );
    let (code, _) = e
        .raw(
            "POST",
            "/api/characters",
            Some(json!({"name": "C", "referenceUrl": "http://example.com/x.png"})),
        )
        .await;
    assert_eq!(code, 400, "plain http outside the sandbox's media origin");
    let (code, _) = e
        .raw(
            "POST",
            "/api/characters",
            Some(json!({"name": "C", "referenceUrl": "https://example.com/x.png"})),
        )
        .await;
    assert_eq!(code, 200);
}

#[tokio::test]
async fn large_inline_reference_is_accepted_and_oversized_refused() {
    use base64::Engine as _;
    let e = env_rich("JSON error bodies naming their field", Tier::Pro, 10).await;
    // ~6 MB with a PNG signature (the format is sniffed, not decoded): over axum's default 2 MB limit.
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.extend((0..6_000_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8));
    let uri = format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(&bytes)
    );
    let (code, body) = e
        .raw(
            "POST",
            "/api/characters",
            Some(json!({"name": "Big", "referenceImage": uri})),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    let url = body["character"]["referenceUrl"].as_str().unwrap();
    assert_eq!(e.download(url).await.len(), bytes.len());
    let too_big = format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(vec![0u8; 10_600_000])
    );
    let (code, body) = e
        .raw(
            "POST",
            "/api/characters",
            Some(json!({"name": "Huge", "referenceImage": too_big})),
        )
        .await;
    assert_eq!(
        (code, body["field"].as_str()),
        (400, Some("referenceImage")),
        "{body}"
    );
    // Beyond the 16 MB body limit: 413, still the JSON error shape.
    let huge = json!({"name": "X", "referenceImage": "A".repeat(17 * 1024 * 1024)});
    let (code, body) = e.raw("POST", "/api/characters", Some(huge)).await;
    assert_eq!((code, body["success"].as_bool()), (413, Some(false)));
}

#[tokio::test]
async fn library_delete_removes_file() {
    let e = env_rich("an image job's pictures in its poll answer", Tier::Pro, 10).await;
    let job = e
        .client
        .images()
        .generate(
            &ImageProvider::GrokImage,
            &GenerateImageRequest::simple("lone"),
        )
        .await
        .unwrap();
    e.finish(&format!("/api/generate/image/{}", job.job_id))
        .await;
    let lib = e
        .client
        .library()
        .list(&LibraryQuery::default())
        .await
        .unwrap();
    assert_eq!(lib.unassigned.len(), 1);
    let img = &lib.unassigned[0];
    e.client.library().delete(&img.id).await.unwrap();
    assert_eq!(
        media_api::tls::get(img.url.as_deref().unwrap())
            .await
            .unwrap()
            .status(),
        404
    );
    assert!(matches!(
        e.client.library().delete(&img.id).await,
        Err(Error::NotFound { .. })
    ));
}
