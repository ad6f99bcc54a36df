//! The gallery against a spawned media-sandbox: pages with their jobs' facts (one joined query),
//! filters (kind, character, unassigned, trash), totals, clamped limits; delete at the service into the
//! local trash (404 = already gone, other errors move nothing), restore, empty; saving with metadata.

use crate::common::*;
use serde_json::json;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::store::{JobRow, MediaRow};
use studio_core::{
    Core, DeleteScope, ErrorCode, GalleryQuery, JobKind, JobState, MediaKind, MediaSource,
    SavedMetadata, ServiceCopy, Store,
};

async fn connected(dir: &std::path::Path) -> (media_sandbox::SandboxHandle, String, Core) {
    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 200);
    let core = open(dir).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .expect("connects");
    (sb, key, core)
}

fn q() -> GalleryQuery {
    GalleryQuery::default()
}

fn media_row(
    id: &str,
    kind: MediaKind,
    character: Option<&str>,
    job: Option<&str>,
    created: &str,
) -> MediaRow {
    MediaRow {
        id: id.into(),
        kind,
        remote_id: Some(format!("remote-{id}")),
        remote_url: None,
        file: format!("{id}.bin"),
        thumb: None,
        job_id: job.map(str::to_string),
        character_id: character.map(str::to_string),
        provider: None,
        prompt: None,
        width: None,
        height: None,
        created_at: created.into(),
        first_seen: None,
        service_gone: None,
    }
}

/// Remote ids the service lists for this key.
async fn service_ids(sb: &media_sandbox::SandboxHandle, key: &str) -> Vec<String> {
    let v: serde_json::Value = media_api::tls::client()
        .get(format!("{}/api/user/images", sb.base_url()))
        .header("X-API-Key", key)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let mut ids = vec![];
    for c in v["characters"].as_array().unwrap() {
        ids.extend(
            c["images"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| i["id"].as_str().unwrap().to_string()),
        );
    }
    ids.extend(
        v["unassigned"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_str().unwrap().to_string()),
    );
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_carry_job_facts_and_filters_count() {
    let dir = tempfile::tempdir().unwrap();
    let (_sb, _key, core) = connected(dir.path()).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red fox", 2),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");

    // Rows written by hand beside the real ones: a job whose request held a face, service items.
    let db = Store::open(&core.paths().library_db()).unwrap();
    db.insert_job(&JobRow {
        id: "j-face".into(),
        kind: JobKind::Image,
        provider: "gemini".into(),
        request: json!({ "simplePrompt": "me", "referenceImage": "data:image/png;base64,AAAA", "numImages": 1 }),
        cost_estimate: Some(3),
        status: JobState::Completed,
        progress: None,
        error: None,
        remote_id: Some("r".into()),
        result: Some(json!({ "promptUsed": "{\"p\":1}" })),
        created_at: "2020-01-01T00:00:00.000Z".into(),
        updated_at: "2020-01-01T00:00:00.000Z".into(),
        completed_at: Some("2020-01-01T00:00:09.000Z".into()),
        group_id: None,
        reference: Some(json!({ "characterId": "c1", "characterName": "Mia", "fileName": null })),
        intent: None,
    })
    .unwrap();
    db.insert_media(&media_row(
        "face",
        MediaKind::Image,
        Some("c1"),
        Some("j-face"),
        "2020-01-01T00:00:10.000Z",
    ))
    .unwrap();
    db.insert_media(&media_row(
        "svc-a",
        MediaKind::Image,
        Some("c1"),
        None,
        "2020-01-02T00:00:00.000Z",
    ))
    .unwrap();
    db.insert_media(&media_row(
        "svc-v",
        MediaKind::Video,
        None,
        None,
        "2020-01-03T00:00:00.000Z",
    ))
    .unwrap();

    let page = core.gallery_list(&q()).unwrap();
    assert_eq!(page.total, 5);
    let ids: Vec<_> = page.items.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(&ids[2..], &["svc-v", "svc-a", "face"], "newest first");
    for m in &page.items[..2] {
        assert_eq!(m.source, MediaSource::Local);
        assert_eq!(m.job_kind, Some(JobKind::Image));
        assert_eq!(m.cost, Some(4), "the whole job's cost");
        assert_eq!(m.request.as_ref().unwrap()["simplePrompt"], "a red fox");
        assert!(
            m.prompt_used.as_deref().is_some_and(|p| !p.is_empty()),
            "{m:?}"
        );
        assert!(m.completed_at.is_some() && m.trashed_at.is_none());
    }
    let face = &page.items[4];
    let req = face.request.as_ref().unwrap();
    assert!(
        req.get("referenceImage").is_none(),
        "no base64 face in the item: {req}"
    );
    assert_eq!(req["numImages"], 1);
    assert_eq!(face.prompt_used.as_deref(), Some("{\"p\":1}"));
    assert_eq!(
        face.reference
            .as_ref()
            .and_then(|r| r.character_name.as_deref()),
        Some("Mia")
    );
    assert_eq!(
        (face.cost, face.completed_at.as_deref()),
        (Some(3), Some("2020-01-01T00:00:09.000Z"))
    );
    let svc = &page.items[3];
    assert_eq!(svc.source, MediaSource::Service);
    assert!(svc.request.is_none() && svc.job_kind.is_none() && svc.cost.is_none());

    let count = |query: GalleryQuery| core.gallery_list(&query).unwrap().total;
    assert_eq!(
        count(GalleryQuery {
            kind: Some(MediaKind::Video),
            ..q()
        }),
        1
    );
    assert_eq!(
        count(GalleryQuery {
            kind: Some(MediaKind::Image),
            ..q()
        }),
        4
    );
    assert_eq!(
        count(GalleryQuery {
            character_id: Some("c1".into()),
            ..q()
        }),
        2
    );
    assert_eq!(
        count(GalleryQuery {
            unassigned: true,
            ..q()
        }),
        3
    );
    assert_eq!(
        count(GalleryQuery {
            unassigned: true,
            kind: Some(MediaKind::Image),
            ..q()
        }),
        2
    );
    assert_eq!(count(GalleryQuery { trash: true, ..q() }), 0);

    // Limits clamp to 1..=500; offsets page through; total stays the whole count.
    let one = core
        .gallery_list(&GalleryQuery { limit: 0, ..q() })
        .unwrap();
    assert_eq!((one.items.len(), one.total), (1, 5));
    let last = core
        .gallery_list(&GalleryQuery {
            limit: 2,
            offset: 4,
            ..q()
        })
        .unwrap();
    assert_eq!((last.items.len(), last.items[0].id.as_str()), (1, "face"));
    assert_eq!(
        core.gallery_list(&GalleryQuery {
            limit: 10_000,
            ..q()
        })
        .unwrap()
        .items
        .len(),
        5
    );

    // The older list and the job's own media carry the same facts.
    let lib = core.library_list(None, 50, 0).unwrap();
    assert_eq!(lib.len(), 5);
    assert_eq!(lib[0].cost, Some(4));
    let tracked = core.job_get(&job.id).unwrap().unwrap();
    assert!(tracked
        .media
        .iter()
        .all(|m| m.cost == Some(4) && m.request.is_some()));
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn delete_goes_to_the_service_then_the_trash_restore_and_empty() {
    let dir = tempfile::tempdir().unwrap();
    let (sb, key, core) = connected(dir.path()).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a blue bird", 3),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.media.len(), 3);
    let (a, b, c) = (&done.media[0], &done.media[1], &done.media[2]);
    let remote = |m: &studio_core::MediaItem| m.remote_id.clone().expect("remote id");
    assert_eq!(service_ids(&sb, &key).await.len(), 3);

    // A service error: nothing moves, plain words.
    let http = media_api::tls::client();
    let fault =
        json!({ "path": "/api/user/images", "method": "DELETE", "status": 500, "count": 1 });
    http.post(format!("{}/__sandbox/faults", sb.base_url()))
        .json(&fault)
        .send()
        .await
        .unwrap();
    let e = core
        .media_delete(&a.id, DeleteScope::Service)
        .await
        .unwrap_err();
    assert!(e.message().contains("stays in your gallery"), "{e:?}");
    assert!(core
        .library_get(&a.id)
        .unwrap()
        .unwrap()
        .trashed_at
        .is_none());
    assert_eq!(service_ids(&sb, &key).await.len(), 3);

    // Deleted at the service, then trashed here (files kept).
    let deleted = core
        .media_delete(&a.id, DeleteScope::Service)
        .await
        .expect("deleted");
    assert_eq!(deleted.service, ServiceCopy::Deleted);
    let trashed = deleted.item;
    assert!(trashed.trashed_at.is_some());
    assert!(
        !service_ids(&sb, &key).await.contains(&remote(a)),
        "the service no longer lists it"
    );
    assert_eq!(core.gallery_list(&q()).unwrap().total, 2);
    let trash = core
        .gallery_list(&GalleryQuery { trash: true, ..q() })
        .unwrap();
    assert_eq!(
        (trash.total, trash.items[0].id.as_str()),
        (1, a.id.as_str())
    );
    assert!(
        dir.path().join("media").read_dir().unwrap().count() == 3,
        "files kept while in the trash"
    );
    let twice = core
        .media_delete(&a.id, DeleteScope::Service)
        .await
        .unwrap();
    assert_eq!(
        (twice.item.trashed_at, twice.service),
        (trashed.trashed_at, ServiceCopy::AlreadyInTrash),
        "twice is a no-op"
    );

    // Already gone at the service (404): still moves to the trash, and is not called "deleted".
    http.delete(format!(
        "{}/api/user/images?id={}",
        sb.base_url(),
        remote(b)
    ))
    .header("X-API-Key", &key)
    .send()
    .await
    .unwrap();
    let gone = core
        .media_delete(&b.id, DeleteScope::Service)
        .await
        .unwrap();
    assert!(gone.item.trashed_at.is_some());
    assert_eq!(gone.service, ServiceCopy::AlreadyGone);

    // Restore: the local copy only.
    let back = core.media_restore(&a.id).unwrap();
    assert!(back.trashed_at.is_none());
    assert_eq!(core.gallery_list(&q()).unwrap().total, 2);
    assert!(!service_ids(&sb, &key).await.contains(&remote(a)));
    assert_eq!(
        core.media_restore("nope").unwrap_err().code,
        ErrorCode::NotFound
    );

    // Emptying removes the rows and files of what is in the trash (its thumbnail's small copy too, made with
    // the thumbnail), nothing else.
    let small = dir.path().join("thumbs/small");
    assert_eq!(small.read_dir().unwrap().count(), 3);
    assert_eq!(
        core.trash_at_service().unwrap(),
        0,
        "the one in it is gone at the service"
    );
    assert_eq!(core.trash_empty().unwrap(), 1);
    assert!(core.library_get(&b.id).unwrap().is_none());
    assert_eq!(dir.path().join("media").read_dir().unwrap().count(), 2);
    let thumbs = dir.path().join("thumbs").read_dir().unwrap().flatten();
    assert_eq!(thumbs.filter(|e| e.path().is_file()).count(), 2);
    assert_eq!(small.read_dir().unwrap().count(), 2);
    assert_eq!(core.trash_empty().unwrap(), 0);
    assert_eq!(core.gallery_list(&q()).unwrap().total, 2);
    assert!(core.library_get(&c.id).unwrap().is_some());

    // A music track: the spec's delete covers pictures and videos only, so nothing is asked of the
    // service; the track goes to the local trash and stays at the service.
    let before = deletes(sb.base_url()).await;
    let db = Store::open(&core.paths().library_db()).unwrap();
    db.insert_media(&media_row(
        "track",
        MediaKind::Audio,
        None,
        None,
        "2026-11-20T00:00:00.000Z",
    ))
    .unwrap();
    let track = core
        .media_delete("track", DeleteScope::Service)
        .await
        .unwrap();
    assert!(track.item.trashed_at.is_some());
    assert_eq!(
        track.service,
        ServiceCopy::Kept,
        "the service keeps its copy"
    );
    // A picture that never came from the service: nothing asked, and not called deleted there.
    db.insert_media(&MediaRow {
        remote_id: None,
        ..media_row(
            "local",
            MediaKind::Image,
            None,
            None,
            "2026-11-20T00:00:01.000Z",
        )
    })
    .unwrap();
    assert_eq!(
        core.media_delete("local", DeleteScope::Service)
            .await
            .unwrap()
            .service,
        ServiceCopy::NotHeld
    );
    assert_eq!(
        deletes(sb.base_url()).await,
        before,
        "no DELETE for a music track"
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn save_writes_png_metadata_or_a_sidecar_and_never_overwrites_in_test_mode() {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let (_sb, _key, core) = connected(dir.path()).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a quiet lake", 1),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let item = &done.media[0];

    let name = core.media_save_name(&item.id).unwrap();
    assert!(
        name.starts_with("gpt-image-2-") && name.ends_with(".png"),
        "{name}"
    );
    let first = studio_core::free_save_path(out.path(), &name);
    let saved = core.media_save_to(&item.id, &first).await.unwrap();
    assert_eq!(saved.metadata, SavedMetadata::PngText);
    let bytes = std::fs::read(&first).unwrap();
    let text =
        media_prep::png_meta::read_text(&bytes, "MediaStudio").expect("chunk with a right CRC");
    let meta: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(meta["provider"], "gpt-image-2");
    assert_eq!(meta["request"]["simplePrompt"], "a quiet lake");
    assert_eq!(meta["cost"], 2);
    assert!(
        meta["promptUsed"].is_string()
            && meta["createdAt"].is_string()
            && meta["completedAt"].is_string()
    );
    assert!(image::load_from_memory(&bytes).is_ok(), "still a PNG");
    python_checks_png(&first);
    let second = studio_core::free_save_path(out.path(), &name);
    assert!(second.to_string_lossy().ends_with(" (2).png"), "{second:?}");

    // Not a PNG: the file as it is, metadata beside it.
    let db = Store::open(&core.paths().library_db()).unwrap();
    std::fs::write(core.paths().media_dir().join("clip.bin"), b"not a png").unwrap();
    let mut row = media_row(
        "clip",
        MediaKind::Video,
        None,
        None,
        "2021-05-06T00:00:00.000Z",
    );
    row.file = "clip.mp4".into();
    std::fs::write(
        core.paths().media_dir().join("clip.mp4"),
        b"\0\0\0 ftypisom",
    )
    .unwrap();
    db.insert_media(&row).unwrap();
    let dest = out.path().join(core.media_save_name("clip").unwrap());
    assert_eq!(
        core.media_save_to("clip", &dest).await.unwrap().metadata,
        SavedMetadata::Sidecar
    );
    assert_eq!(std::fs::read(&dest).unwrap(), b"\0\0\0 ftypisom");
    let side: serde_json::Value =
        serde_json::from_slice(&std::fs::read(format!("{}.json", dest.display())).unwrap())
            .unwrap();
    assert_eq!(
        (side["createdAt"].as_str(), side["source"].as_str()),
        (Some("2021-05-06T00:00:00.000Z"), Some("service"))
    );
    assert_eq!(
        core.media_save_to("nope", &dest).await.unwrap_err().code,
        ErrorCode::NotFound
    );
    core.shutdown().await;
}

/// An independent reader (Python's zlib): every chunk's CRC is right, IDAT inflates to the picture's
/// size, and the iTXt "MediaStudio" chunk holds JSON. Skipped when python3 is not installed.
fn python_checks_png(path: &std::path::Path) {
    const SCRIPT: &str = r#"
import json, struct, sys, zlib
b = open(sys.argv[1], 'rb').read()
assert b[:8] == b'\x89PNG\r\n\x1a\n'
i, idat, meta, kinds = 8, b'', None, []
while i < len(b):
    n, = struct.unpack('>I', b[i:i+4]); t = b[i+4:i+8]; d = b[i+8:i+8+n]
    crc, = struct.unpack('>I', b[i+8+n:i+12+n])
    assert zlib.crc32(t + d) & 0xffffffff == crc, t
    kinds.append(t.decode())
    if t == b'IHDR': w, h, depth, color = struct.unpack('>IIBB', d[:10])
    if t == b'IDAT': idat += d
    if t == b'iTXt' and d.startswith(b'MediaStudio\0'):
        rest = d[12:]; assert rest[0] == 0, 'uncompressed'
        meta = json.loads(rest[2:].split(b'\0', 2)[2].decode())
    i += 12 + n
assert kinds[-1] == 'IEND' and kinds[-2] == 'iTXt', kinds
channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
assert len(zlib.decompress(idat)) == h * (1 + (w * channels * depth + 7) // 8)
assert meta['provider'] and 'request' in meta
print('ok')
"#;
    match std::process::Command::new("python3")
        .arg("-c")
        .arg(SCRIPT)
        .arg(path)
        .output()
    {
        Ok(out) => assert!(
            out.status.success() && out.stdout.starts_with(b"ok"),
            "python3 reading the PNG: {}",
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(_) => eprintln!("python3 not found: independent PNG check skipped"),
    }
}

/// What a drag from the window carries (`media_drag_files`) is named back as its library items
/// (`library_for_files`), in order; a file from elsewhere, a look-alike name in another folder and a
/// trashed item's file are not library items to drop.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drag_of_library_files_is_named_back_as_its_items() {
    let dir = tempfile::tempdir().unwrap();
    let (_sb, _key, core) = connected(dir.path()).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("two paper boats", 2),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let ids: Vec<String> = done.media.iter().map(|m| m.id.clone()).collect();
    assert_eq!(ids.len(), 2);
    let dragged = core
        .media_drag_files(&[ids[1].clone(), ids[0].clone()])
        .unwrap();
    assert_eq!(dragged.files.len(), 2);
    let elsewhere = tempfile::tempdir().unwrap();
    let copy = elsewhere.path().join(dragged.files[0].file_name().unwrap());
    std::fs::copy(&dragged.files[0], &copy).unwrap();
    let mut paths = dragged.files.clone();
    paths.push(copy);
    paths.push(elsewhere.path().join("holiday.png"));
    let named: Vec<Option<String>> = core
        .library_for_files(&paths)
        .unwrap()
        .into_iter()
        .map(|m| m.map(|m| m.id))
        .collect();
    assert_eq!(
        named,
        vec![Some(ids[1].clone()), Some(ids[0].clone()), None, None]
    );
    // A trashed item is not offered to a slot.
    core.media_delete(&ids[1], DeleteScope::ThisComputer)
        .await
        .unwrap();
    let after = core.library_for_files(&dragged.files[..1]).unwrap();
    assert!(after[0].is_none(), "{after:?}");
    core.shutdown().await;
}
