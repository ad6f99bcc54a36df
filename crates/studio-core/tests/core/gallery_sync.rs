//! Gallery sync against a spawned media-sandbox (with a data dir, so a stored file can go missing):
//! pictures made with a character and unassigned ones come into a fresh library once, with their
//! character, files and thumbnails; the library that made some of them gains the others and its own
//! picture's character; a picture that can't be downloaded is skipped and counted.

use crate::common::*;
use serde_json::{json, Value};
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{DeleteScope, GalleryPage, GalleryQuery, ImageReference, MediaSource};

fn b64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut s = String::new();
    for c in bytes.chunks(3) {
        let n = (c[0] as u32) << 16
            | (*c.get(1).unwrap_or(&0) as u32) << 8
            | *c.get(2).unwrap_or(&0) as u32;
        for i in 0..4 {
            if i <= c.len() {
                s.push(A[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                s.push('=');
            }
        }
    }
    s
}

async fn api(method: reqwest::Method, url: String, key: &str, body: Option<Value>) -> Value {
    let mut req = media_api::tls::client()
        .request(method, url)
        .header("X-API-Key", key);
    if let Some(b) = body {
        req = req.json(&b);
    }
    let resp = req.send().await.unwrap();
    assert!(resp.status().is_success(), "{}", resp.status());
    resp.json().await.unwrap()
}

/// A character and `n` pictures made with its face, straight at the service (not through an app).
async fn character_with_pictures(
    sb: &media_sandbox::SandboxHandle,
    key: &str,
    n: u32,
) -> (String, String) {
    let face = std::fs::read(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../../shared/testdata/photos/astronaut.png"),
    )
    .unwrap();
    let uri = format!("data:image/png;base64,{}", b64(&face));
    let base = sb.base_url();
    let c = api(
        reqwest::Method::POST,
        format!("{base}/api/characters"),
        key,
        Some(json!({ "name": "Mia", "referenceImage": uri })),
    )
    .await;
    let id = c["character"]["id"].as_str().unwrap().to_string();
    let body = json!({ "formData": {}, "simplePrompt": "Mia at the beach", "numImages": n, "referenceImage": uri });
    let job = api(
        reqwest::Method::POST,
        format!("{base}/api/generate/gemini"),
        key,
        Some(body),
    )
    .await;
    let job_id = job["jobId"].as_str().unwrap().to_string();
    for _ in 0..200 {
        let s = api(
            reqwest::Method::GET,
            format!("{base}/api/generate/image/{job_id}"),
            key,
            None,
        )
        .await;
        // The strict sandbox's poll names the picture once it is done (no status: the spec shows none).
        if s["imageUrl"].is_string() {
            return (id, "Mia".into());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the character's job did not finish");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sync_brings_character_and_unassigned_pictures_in_once() {
    let sb_dir = tempfile::tempdir().unwrap();
    let sb = media_sandbox::spawn(media_sandbox::SandboxConfig {
        job_seconds: 0.3,
        data_dir: Some(sb_dir.path().to_path_buf()),
        ..Default::default()
    })
    .await
    .unwrap();
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 200);

    // The app that made two unassigned pictures; two more made with a character elsewhere.
    let here = tempfile::tempdir().unwrap();
    let core = open(here.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red fox", 2),
            None,
        )
        .await
        .unwrap();
    wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let (mia, _) = character_with_pictures(&sb, &key, 2).await;
    // One more made here with Mia's face: the service files it under Mia; the sync tells the library.
    let face = ImageReference {
        character_id: Some(mia.clone()),
        token: None,
        media_id: None,
    };
    let with_mia = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("Mia reading", 1),
            Some(&face),
        )
        .await
        .unwrap();
    let with_mia = wait_job(&core, &with_mia.id, Duration::from_secs(30)).await;
    assert_eq!(
        with_mia.media[0].character_id, None,
        "not known locally before a sync"
    );

    let s = core.gallery_sync().await.expect("sync");
    assert_eq!((s.added, s.total, s.skipped), (2, 5, 0), "{s:?}");
    assert_eq!(s.characters.len(), 1);
    assert_eq!(
        (s.characters[0].id.as_str(), s.characters[0].name.as_str()),
        (mia.as_str(), "Mia")
    );
    let all = core.gallery_list(&GalleryQuery::default()).unwrap();
    assert_eq!(all.total, 5, "nothing twice");
    let by_mia = core
        .gallery_list(&GalleryQuery {
            character_id: Some(mia.clone()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(by_mia.total, 3);
    let mine = by_mia
        .items
        .iter()
        .find(|m| m.source == MediaSource::Local)
        .expect("the local one got its character");
    assert_eq!(
        (mine.id.as_str(), mine.cost),
        (with_mia.media[0].id.as_str(), Some(2))
    );
    let by_mia = GalleryPage {
        total: 2,
        items: by_mia
            .items
            .into_iter()
            .filter(|m| m.source == MediaSource::Service)
            .collect(),
    };
    assert!(by_mia
        .items
        .iter()
        .all(|m| m.thumb_url.is_some() && m.width.is_some()));
    // The service's prompt text (structured JSON) is the item's prompt and promptUsed.
    assert!(by_mia.items.iter().all(|m| m
        .prompt
        .as_deref()
        .is_some_and(|p| p.contains("Mia at the beach"))));
    assert!(
        by_mia.items.iter().all(|m| m.prompt_used == m.prompt),
        "{:?}",
        by_mia.items
    );
    let unassigned = core
        .gallery_list(&GalleryQuery {
            unassigned: true,
            ..Default::default()
        })
        .unwrap();
    assert!(unassigned
        .items
        .iter()
        .all(|m| m.source == MediaSource::Local && m.cost == Some(4)));
    let again = core.gallery_sync().await.unwrap();
    assert_eq!((again.added, again.total), (0, 5));

    // A fresh library on another machine: everything comes in, with files and thumbnails.
    let fresh = tempfile::tempdir().unwrap();
    let other = open(fresh.path()).await;
    other
        .connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let s = other.gallery_sync().await.unwrap();
    assert_eq!((s.added, s.total, s.skipped), (5, 5, 0), "{s:?}");
    let page = other.gallery_list(&GalleryQuery::default()).unwrap();
    assert_eq!(page.total, 5);
    for m in &page.items {
        assert!(
            media_api::tls::get(&m.url)
                .await
                .unwrap()
                .status()
                .is_success(),
            "{}",
            m.url
        );
        assert!(media_api::tls::get(m.thumb_url.as_ref().unwrap())
            .await
            .unwrap()
            .status()
            .is_success());
    }
    assert_eq!(
        other
            .gallery_list(&GalleryQuery {
                character_id: Some(mia.clone()),
                ..Default::default()
            })
            .unwrap()
            .total,
        3
    );
    // Made elsewhere, as the spec lets the app know them: Mia's pictures with their prompt and date
    // (her generatedImages), the unassigned ones undated: first seen now, never dated as made today.
    for m in &page.items {
        assert_eq!(m.source, MediaSource::Service);
        let mias = m.character_id.as_deref() == Some(mia.as_str());
        assert_eq!(m.date_unknown, !mias, "{m:?}");
        if mias {
            assert!(
                m.prompt.as_deref().is_some_and(|p| p.contains("Mia")),
                "{m:?}"
            );
        }
    }
    let dated = other
        .gallery_list(&GalleryQuery {
            from: Some(chrono::Utc::now().format("%Y-%m-%d").to_string()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(
        dated.total, 3,
        "a date filter takes only what has a known date: {:?}",
        dated.items
    );
    assert_eq!(other.gallery_sync().await.unwrap().added, 0);
    // A deleted (trashed) item stays out, even though the sync runs again.
    let deleted = other
        .media_delete(&page.items[0].id, DeleteScope::Service)
        .await
        .unwrap()
        .item
        .remote_id;
    assert_eq!(other.gallery_sync().await.unwrap().total, 4);
    assert_eq!(
        other.gallery_list(&GalleryQuery::default()).unwrap().total,
        4
    );

    // A stored file gone at the service: skipped and counted, the rest comes in.
    let third_dir = tempfile::tempdir().unwrap();
    let third = open(third_dir.path()).await;
    third
        .connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let listed = by_mia
        .items
        .iter()
        .find(|m| m.remote_id != deleted)
        .unwrap();
    let gone = listed.remote_url.clone().unwrap();
    let file = gone.rsplit('/').next().unwrap();
    std::fs::remove_file(sb_dir.path().join("media").join(file))
        .expect("the sandbox's stored file");
    let s = third.gallery_sync().await.expect("no panic, no error");
    assert_eq!((s.added, s.skipped, s.total), (3, 1, 4), "{s:?}");
    for c in [core, other, third] {
        c.shutdown().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_finishing_after_a_sync_takes_over_the_synced_picture() {
    let sb = sandbox(1.5).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 100);
    let dir = tempfile::tempdir().unwrap();
    // The tracker polls at submission, then not again for an hour: the sync gets there first.
    let mut slow = options(dir.path());
    slow.poll_interval = Duration::from_secs(3600);
    let core = studio_core::Core::open(slow).await.unwrap();
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a tram at night", 1),
            None,
        )
        .await
        .unwrap();
    let remote = job.remote_id.clone().unwrap();
    let url = format!("{}/api/generate/image/{remote}", sb.base_url());
    for _ in 0..100 {
        if api(reqwest::Method::GET, url.clone(), &key, None).await["imageUrl"].is_string() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        core.job_get(&job.id).unwrap().unwrap().status.is_active(),
        "the tracker has not saved it yet"
    );
    assert_eq!(core.gallery_sync().await.unwrap().added, 1);
    core.shutdown().await;
    drop(core);

    // Next start: the job resumes, finds its picture already in the library and takes it over.
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.media.len(), 1, "{done:?}");
    let page = core.gallery_list(&GalleryQuery::default()).unwrap();
    assert_eq!(page.total, 1, "not downloaded twice");
    let m = &page.items[0];
    assert_eq!(
        (m.source, m.job_id.as_deref(), m.cost),
        (MediaSource::Local, Some(job.id.as_str()), Some(2))
    );
    assert_eq!(
        (m.provider.as_deref(), m.prompt.as_deref()),
        (Some("gpt-image-2"), Some("a tram at night"))
    );
    assert_eq!(
        std::fs::read_dir(dir.path().join("media")).unwrap().count(),
        1
    );
    core.shutdown().await;
}
