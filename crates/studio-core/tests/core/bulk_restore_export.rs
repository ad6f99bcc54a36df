//! A bulk restore and a bulk export over a real library (pictures made by a spawned media-sandbox):
//! the restore brings every trashed item back in one transaction and names the ids it could not
//! restore; the export writes each file with its metadata as a single export does, and an item it
//! can't write is named with its reason while the others are still written.

use crate::common::*;
use media_prep::png_meta;
use std::sync::Mutex;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{DeleteScope, GalleryQuery, NotDone, SavedMetadata};

/// What a bulk action left: (id, reason), in order.
fn failures(failed: &[NotDone]) -> Vec<(&str, &str)> {
    failed
        .iter()
        .map(|f| (f.id.as_str(), f.reason.text.as_str()))
        .collect()
}

fn trash() -> GalleryQuery {
    GalleryQuery {
        trash: true,
        ..Default::default()
    }
}

/// Three pictures of one job, made and saved; the core, its folder and their ids.
async fn three_pictures() -> (
    media_sandbox::SandboxHandle,
    tempfile::TempDir,
    studio_core::Core,
    Vec<String>,
) {
    let (sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Studio, 200).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a paper boat", 3),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let ids = done.media.iter().map(|m| m.id.clone()).collect();
    (sb, dir, core, ids)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restores_many_from_the_trash_at_once_and_names_what_was_not_there() {
    let (_sb, _dir, core, ids) = three_pictures().await;
    let (a, b, c) = (&ids[0], &ids[1], &ids[2]);
    let deleted = core
        .media_delete_many(&[a.clone(), b.clone()], DeleteScope::Service, |_, _| {})
        .await
        .unwrap();
    assert_eq!(deleted.trashed.len(), 2);
    assert_eq!(core.gallery_list(&trash()).unwrap().total, 2);

    let seen = Mutex::new(vec![]);
    let asked: Vec<String> = [a, c, "nope", b, a].iter().map(|s| s.to_string()).collect();
    let out = core
        .media_restore_many(&asked, |done, total| {
            seen.lock().unwrap().push((done, total))
        })
        .unwrap();
    assert_eq!(out.restored, vec![a.clone(), b.clone()]);
    assert_eq!(
        failures(&out.failed),
        vec![
            (c.as_str(), "This item is not in the Trash"),
            ("nope", "This item is not in your library"),
        ]
    );
    assert_eq!(
        *seen.lock().unwrap(),
        vec![(4, 4)],
        "one transaction: one report, when it is done (the repeated id once)"
    );
    assert_eq!(core.gallery_list(&trash()).unwrap().total, 0);
    for id in &ids {
        assert!(core.library_get(id).unwrap().unwrap().trashed_at.is_none());
    }
    assert_eq!(
        core.gallery_list(&GalleryQuery::default()).unwrap().total,
        3
    );

    // Again: nothing is in the Trash any more, and each says so.
    let again = core
        .media_restore_many(std::slice::from_ref(a), |_, _| {})
        .unwrap();
    assert!(again.restored.is_empty());
    assert_eq!(again.failed[0].reason.text, "This item is not in the Trash");
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exports_many_with_metadata_and_keeps_going_past_what_it_cannot_write() {
    let (_sb, _dir, core, ids) = three_pictures().await;
    let (a, b, c) = (&ids[0], &ids[1], &ids[2]);
    let out_dir = tempfile::tempdir().unwrap();
    // b's file is gone from the app's folder: it can't be written, the others still are.
    let b_item = core.library_get(b).unwrap().unwrap();
    std::fs::remove_file(file_of(&core, &b_item)).unwrap();

    // A folder the person did not choose here (a path, as a page could name one) is refused and
    // nothing is written.
    let named = out_dir.path().to_string_lossy().into_owned();
    let refused = core
        .media_export_many(std::slice::from_ref(a), &named, |_, _| {})
        .await
        .unwrap_err();
    assert_eq!(refused.field.as_deref(), Some("folder"), "{refused:?}");
    assert_eq!(std::fs::read_dir(out_dir.path()).unwrap().count(), 0);

    let seen = Mutex::new(vec![]);
    let asked: Vec<String> = [a, "nope", b, c, a].iter().map(|s| s.to_string()).collect();
    let out = core
        .media_export_many(
            &asked,
            &core.folder_chosen(out_dir.path().to_path_buf()).token,
            |done, total| seen.lock().unwrap().push((done, total)),
        )
        .await
        .expect("bulk export");
    assert_eq!(
        *seen.lock().unwrap(),
        (1..=4).map(|n| (n, 4)).collect::<Vec<_>>(),
        "progress after each item, past the failures, the repeated id once"
    );
    assert_eq!(
        failures(&out.failed),
        vec![
            ("nope", "This item is not in your library"),
            (
                b.as_str(),
                "The file of this item is missing from the app's folder"
            ),
        ]
    );
    assert_eq!(out.files.len(), 2, "{:?}", out.files);
    let mut written: Vec<_> = std::fs::read_dir(out_dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    written.sort();
    let mut answered: Vec<_> = out.files.iter().map(|f| (&f.path).into()).collect();
    answered.sort();
    assert_eq!(
        written, answered as Vec<std::path::PathBuf>,
        "no other file"
    );
    for (file, id) in out.files.iter().zip([a, c]) {
        assert_eq!(file.metadata, SavedMetadata::PngText);
        assert_eq!(
            std::path::Path::new(&file.path).file_name().unwrap(),
            core.media_save_name(id).unwrap().as_str(),
            "the single export's name"
        );
        let bytes = std::fs::read(&file.path).unwrap();
        let text = png_meta::read_text(&bytes, png_meta::KEYWORD).expect("the metadata chunk");
        let meta: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(meta["provider"], "gpt-image-2");
        assert_eq!(meta["request"]["simplePrompt"], "a paper boat");
        assert!(image::load_from_memory(&bytes).is_ok(), "still a PNG");
    }

    // A second export of the same item does not replace the first: a free name beside it.
    let again = core
        .media_export_many(
            std::slice::from_ref(a),
            &core.folder_chosen(out_dir.path().to_path_buf()).token,
            |_, _| {},
        )
        .await
        .unwrap();
    assert!(
        again.files[0].path.ends_with(" (2).png"),
        "{:?}",
        again.files
    );
    core.shutdown().await;
}

/// A selection saved as one .zip: each item inside as a single export writes it (the PNG with its
/// settings, the same name), an item that can't be written named with its reason, progress after each,
/// and nothing else left in the folder (no staged copy, no half-written archive).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exports_a_selection_as_one_zip() {
    let (_sb, _dir, core, ids) = three_pictures().await;
    let (a, b, c) = (&ids[0], &ids[1], &ids[2]);
    let b_item = core.library_get(b).unwrap().unwrap();
    std::fs::remove_file(file_of(&core, &b_item)).unwrap();
    let out_dir = tempfile::tempdir().unwrap();
    let dest = out_dir.path().join("boats.zip");
    let seen = Mutex::new(vec![]);
    let asked: Vec<String> = [a, "nope", b, c].iter().map(|s| s.to_string()).collect();
    let out = core
        .media_export_zip(&asked, &dest, |done, total| {
            seen.lock().unwrap().push((done, total))
        })
        .await
        .expect("zip export");
    assert_eq!(
        *seen.lock().unwrap(),
        (1..=4).map(|n| (n, 4)).collect::<Vec<_>>()
    );
    assert_eq!(out.items, 2);
    assert_eq!(failures(&out.failed).len(), 2, "{:?}", out.failed);
    assert_eq!(out.path, dest.to_string_lossy());
    let left: Vec<_> = std::fs::read_dir(out_dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, vec![std::ffi::OsString::from("boats.zip")]);

    let mut zip = zip::ZipArchive::new(std::fs::File::open(&dest).unwrap()).unwrap();
    let mut names: Vec<String> = zip.file_names().map(str::to_string).collect();
    names.sort();
    let mut expected = vec![
        core.media_save_name(a).unwrap(),
        core.media_save_name(c).unwrap(),
    ];
    expected.sort();
    assert_eq!(names, expected);
    for name in &names {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut zip.by_name(name).unwrap(), &mut bytes).unwrap();
        let text = png_meta::read_text(&bytes, png_meta::KEYWORD).expect("the metadata chunk");
        let meta: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(meta["request"]["simplePrompt"], "a paper boat");
        assert!(image::load_from_memory(&bytes).is_ok(), "a whole PNG");
    }
    core.shutdown().await;
}
