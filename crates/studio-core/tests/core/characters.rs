//! Characters against a spawned sandbox: a dropped photo goes through the reference pipeline (and
//! corrupt / empty files are refused in plain words), create with every optional field, list pages,
//! detail, notes limit before sending, marketplace lock, delete with the service's counts.

use crate::common::*;
use std::path::PathBuf;
use std::time::Duration;
use studio_core::media_api::types::characters::{CreateCharacterRequest, UpdateCharacterRequest};
use studio_core::{Core, ErrorCode};

fn testdata(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/testdata")
        .join(rel)
}

async fn connected(dir: &std::path::Path) -> (media_sandbox::SandboxHandle, Core) {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 100);
    let core = open(dir).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .expect("connects");
    (sb, core)
}

fn full_request(name: &str) -> CreateCharacterRequest {
    let s = |v: &str| Some(v.to_string());
    CreateCharacterRequest {
        name: name.into(),
        description: s("An astronaut with a calm smile"),
        hair_color: s("brown"),
        hair_style: s("short"),
        age: s("40"),
        expression: s("smiling"),
        makeup: s("none"),
        top_type: s("space suit"),
        top_color: s("white"),
        top_details: s("NASA patch"),
        bottom_type: s("suit trousers"),
        bottom_color: s("white"),
        bottom_details: s("pockets"),
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refuses_corrupt_and_empty_files_in_plain_words() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let mut refused = 0;
    for entry in std::fs::read_dir(testdata("pngsuite")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.starts_with('x') {
            continue;
        }
        let e = core.reference_prepare(path).await.expect_err(&name);
        assert_eq!(e.code, ErrorCode::Validation, "{name}");
        assert_eq!(e.field.as_deref(), Some("referenceImage"));
        assert!(
            e.message().ends_with('.') && !e.message().contains("Error"),
            "{name}: {}",
            e.message()
        );
        refused += 1;
    }
    assert!(
        refused >= 20,
        "every x* file of PngSuite is tried ({refused})"
    );
    let empty = dir.path().join("empty.png");
    std::fs::write(&empty, b"").unwrap();
    let e = core.reference_prepare(empty).await.unwrap_err();
    assert_eq!(e.message(), "The file is empty.");
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_list_get_update_delete() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core) = connected(dir.path()).await;

    let prepared = core
        .reference_prepare(testdata("photos/astronaut.png"))
        .await
        .expect("astronaut prepares");
    assert!(
        prepared.preview.starts_with("data:image/"),
        "small inline preview"
    );
    assert!(prepared.preview.len() < 200_000);
    assert!(prepared.width > 0 && prepared.bytes > 0 && prepared.file_name == "astronaut.png");

    // Field errors before anything is sent.
    let blank = CreateCharacterRequest {
        name: "  ".into(),
        ..Default::default()
    };
    let errs = core.characters_check(&blank, None);
    let fields: Vec<_> = errs.iter().map(|e| e.field.as_str()).collect();
    assert!(
        fields.contains(&"name") && fields.contains(&"referenceImage"),
        "{errs:?}"
    );
    assert!(core
        .characters_check(&full_request("Mia"), Some(&prepared.token))
        .is_empty());
    let gone = core.characters_check(&full_request("Mia"), Some("no-such-token"));
    assert_eq!(gone[0].field, "referenceImage");

    let mia = core
        .characters_create(full_request("Mia"), Some(prepared.token.clone()))
        .await
        .expect("created");
    assert_eq!(mia.name, "Mia");
    // The token is spent.
    let again = core
        .characters_create(full_request("Mia 2"), Some(prepared.token.clone()))
        .await
        .unwrap_err();
    assert_eq!(again.field.as_deref(), Some("referenceImage"));

    // A second one from a web address (the sandbox's own media origin).
    let by_url = CreateCharacterRequest {
        name: "Leo".into(),
        reference_url: mia.reference_url.clone(),
        description: Some("".into()),
        ..Default::default()
    };
    let leo = core
        .characters_create(by_url, None)
        .await
        .expect("created from URL");

    let page = core.characters_list(None, None).await.unwrap();
    assert_eq!(page.limit, 50);
    // Faces come from the app's media server (the window's CSP allows only loopback images).
    for c in &page.characters {
        let u = c.reference_url.as_deref().unwrap();
        assert!(u.starts_with(&core.media_base_url()), "{u}");
        assert!(
            media_api::tls::get(u).await.unwrap().status().is_success(),
            "{u}"
        );
    }
    assert_eq!(page.characters.len(), 2);
    assert!(!page.has_more);
    let first = core.characters_list(Some(1), Some(0)).await.unwrap();
    assert!(first.has_more && first.characters.len() == 1);

    let view = core.characters_get(mia.id.as_str()).await.unwrap();
    assert!(view.can_edit && !view.is_from_purchase);
    assert_eq!(view.notes_max_chars, 2000);
    assert_eq!(view.character.top_details.as_deref(), Some("NASA patch"));

    // Notes: 2001 characters are refused at the field, 2000 go through.
    let long = UpdateCharacterRequest {
        notes: Some("n".repeat(2001)),
        ..Default::default()
    };
    assert_eq!(core.characters_check_update(&long, None)[0].field, "notes");
    let e = core
        .characters_update(mia.id.as_str(), long, None)
        .await
        .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::Validation, Some("notes"))
    );
    let ok = UpdateCharacterRequest {
        notes: Some("é".repeat(2000)),
        ..Default::default()
    };
    core.characters_update(mia.id.as_str(), ok, None)
        .await
        .expect("2000 characters fit");
    assert_eq!(
        core.characters_get(mia.id.as_str())
            .await
            .unwrap()
            .character
            .notes
            .unwrap()
            .chars()
            .count(),
        2000
    );

    // A new reference photo.
    let chelsea = core
        .reference_prepare(testdata("photos/chelsea.png"))
        .await
        .unwrap();
    let updated = core
        .characters_update(
            mia.id.as_str(),
            UpdateCharacterRequest::default(),
            Some(chelsea.token),
        )
        .await
        .unwrap();
    assert_ne!(updated.reference_url, mia.reference_url);

    // An image made with Mia's face belongs to her (the core fetches her stored face and sends it).
    let req = request("Mia on the moon", 2);
    let face = studio_core::ImageReference {
        character_id: Some(mia.id.as_str().to_string()),
        token: None,
        media_id: None,
    };
    let job = core
        .generate_images(
            &intent(),
            &studio_core::media_api::ImageProvider::GrokImage,
            &req,
            Some(&face),
        )
        .await
        .unwrap();
    wait_job(&core, &job.id, Duration::from_secs(20)).await;
    let view = core.characters_get(mia.id.as_str()).await.unwrap();
    assert_eq!(
        view.character.generated_images.as_ref().map(|v| v.len()),
        Some(2),
        "{view:?}"
    );
    for im in view.character.generated_images.as_ref().unwrap() {
        assert!(
            im.url
                .as_deref()
                .unwrap()
                .starts_with(&core.media_base_url()),
            "{im:?}"
        );
    }

    // Marketplace lock: editability says so and an update is refused with the lock in words.
    let _ = media_api::tls::client()
        .post(format!(
            "{}/__sandbox/characters/{}/publish",
            sb.base_url(),
            leo.id.as_str()
        ))
        .send()
        .await
        .unwrap();
    assert!(!core.characters_get(leo.id.as_str()).await.unwrap().can_edit);
    let e = core
        .characters_update(
            leo.id.as_str(),
            UpdateCharacterRequest {
                notes: Some("x".into()),
                ..Default::default()
            },
            None,
        )
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);
    assert!(e.message().contains("locked"), "{}", e.message());

    // Copies in the library made with Mia's face (and one of Leo's, which stays).
    let db = studio_core::Store::open(&core.paths().library_db()).unwrap();
    for (id, who) in [
        ("mia-1", mia.id.as_str()),
        ("mia-2", mia.id.as_str()),
        ("leo-1", leo.id.as_str()),
    ] {
        db.insert_media(&studio_core::store::MediaRow {
            id: id.into(),
            kind: studio_core::MediaKind::Image,
            remote_id: Some(format!("remote-{id}")),
            remote_url: None,
            file: format!("{id}.png"),
            thumb: None,
            job_id: None,
            character_id: Some(who.to_string()),
            provider: None,
            prompt: None,
            width: None,
            height: None,
            created_at: "2026-01-01T00:00:00.000Z".into(),
            first_seen: None,
            service_gone: None,
        })
        .unwrap();
    }
    // A picture made here with Mia's face: its row names no character, its job does.
    db.insert_job(&studio_core::store::JobRow {
        id: "job-mia".into(),
        kind: studio_core::JobKind::Image,
        provider: "grok-image".into(),
        request: serde_json::json!({ "simplePrompt": "Mia" }),
        cost_estimate: None,
        status: studio_core::JobState::Completed,
        progress: None,
        error: None,
        remote_id: None,
        result: None,
        created_at: "2026-01-01T00:00:00.000Z".into(),
        updated_at: "2026-01-01T00:00:00.000Z".into(),
        completed_at: None,
        group_id: None,
        reference: Some(serde_json::json!({ "characterId": mia.id.as_str() })),
        intent: None,
    })
    .unwrap();
    db.insert_media(&studio_core::store::MediaRow {
        id: "mia-3".into(),
        kind: studio_core::MediaKind::Image,
        remote_id: None,
        remote_url: None,
        file: "mia-3.png".into(),
        thumb: None,
        job_id: Some("job-mia".into()),
        character_id: None,
        provider: None,
        prompt: None,
        width: None,
        height: None,
        created_at: "2026-01-01T00:00:00.000Z".into(),
        first_seen: None,
        service_gone: None,
    })
    .unwrap();
    let out = core.characters_delete(mia.id.as_str()).await.unwrap();
    let counts = &out.deleted;
    assert_eq!((counts.images, counts.videos), (2, 0));
    // The two pictures made above with her face (named by their job) and the three rows added here.
    assert_eq!(
        out.moved_to_trash, 5,
        "every copy of Mia's went to the trash"
    );
    let trash = core
        .gallery_list(&studio_core::GalleryQuery {
            trash: true,
            ..Default::default()
        })
        .unwrap();
    let mut trashed: Vec<_> = trash.items.iter().map(|m| m.id.as_str()).collect();
    trashed.sort();
    assert_eq!(trashed.len(), 5);
    assert!(["mia-1", "mia-2", "mia-3"]
        .iter()
        .all(|id| trashed.contains(id)));
    // The service deleted them with her: a restored picture is on this computer only, offering no
    // service id or address that a next step, tool or pick would send.
    let made = trashed
        .iter()
        .find(|id| !id.starts_with("mia-"))
        .unwrap()
        .to_string();
    let back = core.media_restore(&made).unwrap();
    assert!(
        back.remote_id.is_none() && back.remote_url.is_none() && back.service_gone.is_some(),
        "{back:?}"
    );
    assert!(core
        .library_get("leo-1")
        .unwrap()
        .unwrap()
        .trashed_at
        .is_none());
    let e = core.characters_get(mia.id.as_str()).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    core.shutdown().await;
}

/// Serves endless bodies on loopback, counting the bytes it could send: `/endless.png` as fast as
/// loopback goes, `/steady.png` at 64 KiB a second (faster than any throughput floor, never ending).
async fn endless_server() -> (String, std::sync::Arc<std::sync::atomic::AtomicU64>) {
    use std::sync::atomic::{AtomicU64, Ordering};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
        .await
        .unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let sent = std::sync::Arc::new(AtomicU64::new(0));
    let counter = sent.clone();
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let counter = counter.clone();
            tokio::spawn(async move {
                let mut head = vec![0u8; 4096];
                let n = sock.read(&mut head).await.unwrap_or(0);
                let steady = String::from_utf8_lossy(&head[..n]).contains("/steady.png");
                let _ = sock
                    .write_all(
                        b"HTTP/1.1 200 OK\r\ncontent-type: image/png\r\n\r\n\x89PNG\r\n\x1a\n",
                    )
                    .await;
                let chunk = vec![0u8; 64 * 1024];
                loop {
                    if sock.write_all(&chunk).await.is_err() {
                        break;
                    }
                    counter.fetch_add(chunk.len() as u64, Ordering::SeqCst);
                    if steady {
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                }
            });
        }
    });
    (base, sent)
}

/// A character's picture that never ends, fast or steady: the listing still comes back (its wait
/// for pictures is bounded), keeping the service's address for that picture, and no more than a
/// reference image's limit is read of it (not the 2 GiB of a video).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_face_that_never_ends_neither_holds_the_listing_nor_fills_memory() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, core) = connected(dir.path()).await;
    let prepared = core
        .reference_prepare(testdata("photos/astronaut.png"))
        .await
        .unwrap();
    core.characters_create(full_request("Mia"), Some(prepared.token))
        .await
        .expect("created");
    let (base, sent) = endless_server().await;
    for name in ["endless.png", "steady.png"] {
        let url = format!("{base}/{name}");
        fault(
            sb.base_url(),
            serde_json::json!({"path": "/api/characters", "method": "GET",
                "setFields": {"characters[].referenceUrl": url}, "count": 1}),
        )
        .await;
        let page = tokio::time::timeout(Duration::from_secs(40), core.characters_list(None, None))
            .await
            .unwrap_or_else(|_| panic!("{name}: the listing waited on its picture"))
            .unwrap();
        assert_eq!(
            page.characters[0].reference_url.as_deref(),
            Some(url.as_str())
        );
    }
    let read = sent.load(std::sync::atomic::Ordering::SeqCst);
    assert!(read < 40 * 1024 * 1024, "{read} bytes were sent to the app");
    core.shutdown().await;
    sb.shutdown().await;
}

/// A character made from an iPhone-style photo: the face photo as HEIC (made by `heif-enc`, which
/// `bash scripts/setup.sh` installs with libheif-examples; missing, this test fails) is converted on
/// this computer, says so, and what the service stores is a JPEG of the same size.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_from_a_heic_photo_reaches_the_service_as_a_jpeg() {
    a_character_from_a_phone_photo("HEIC", &[]).await;
}

/// The same from an AVIF photo: converted by libheif on Linux and by ffmpeg on Windows and macOS (the
/// Windows stage runs it so, with this machine's ffmpeg).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_from_an_avif_photo_reaches_the_service_as_a_jpeg() {
    a_character_from_a_phone_photo("AVIF", &["--avif"]).await;
}

async fn a_character_from_a_phone_photo(format: &str, encoder_args: &[&str]) {
    let (sb, dir, core, key) = connected_with_key(0.3, media_sandbox::Tier::Studio, 100).await;
    let name = format!("face.{}", format.to_lowercase());
    let photo = dir.path().join(&name);
    let made = std::process::Command::new("heif-enc")
        .args(encoder_args)
        .arg("-o")
        .arg(&photo)
        .arg(testdata("photos/astronaut.png"))
        .output()
        .expect("heif-enc runs (bash scripts/setup.sh installs libheif-examples)");
    assert!(made.status.success() && photo.is_file(), "{made:?}");

    let prepared = core
        .reference_prepare(photo)
        .await
        .unwrap_or_else(|e| panic!("the {format} photo prepares: {e:?}"));
    assert_eq!(
        prepared.converted.as_deref(),
        Some(format!("Converted from {format} to JPEG").as_str())
    );
    assert_eq!((prepared.width, prepared.height), (512, 512));
    assert_eq!(prepared.file_name, name);
    assert!(prepared.preview.starts_with("data:image/jpeg;base64,"));
    let created = core
        .characters_create(full_request("Eileen"), Some(prepared.token))
        .await
        .expect("created from the phone's photo");

    // What the service keeps, fetched from the sandbox itself (not the app's small copy).
    let client = studio_core::media_api::Client::builder(sb.base_url())
        .api_key(studio_core::media_api::ApiKey::new(key))
        .build()
        .unwrap();
    let detail = client.characters().get(&created.id).await.unwrap();
    let url = detail.character.reference_url.expect("a reference picture");
    let stored = studio_core::media_api::download::fetch(&client, &url)
        .await
        .unwrap()
        .bytes;
    assert!(stored.starts_with(&[0xFF, 0xD8, 0xFF]), "not a JPEG");
    let face = image::load_from_memory(&stored).expect("the stored face decodes");
    assert_eq!((face.width(), face.height()), (512, 512));
    core.shutdown().await;
    sb.shutdown().await;
}
