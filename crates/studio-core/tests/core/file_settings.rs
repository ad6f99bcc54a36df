//! Settings back from an exported file (issue 42 item 3): a picture made with a character's face by the
//! sandbox, exported, and read back gives the settings "Open these settings" gives for its job, with the
//! character named; in another library the character is said to be unknown and left out of the face; a
//! PNG from elsewhere and every damaged PngSuite file give the plain "no settings" answer (never a
//! panic); a file with its `.json` beside it, or the `.json` itself, gives them too; fields a newer app
//! writes are passed over. Nothing is sent to the service by reading them.

use crate::common::*;
use std::path::{Path, PathBuf};
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{ImageReference, SavedMetadata, SpendRequest};

const NO_SETTINGS: &str =
    "There are no settings in this file: only pictures and files Media Studio exported carry them.";

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/testdata")
}

/// Requests the sandbox received.
/// Requests the sandbox took, besides the tracker's own reads in the background (its polls of jobs,
/// credits and the library, which a slow machine may make at any moment).
async fn requests(sb: &media_sandbox::SandboxHandle) -> usize {
    let log = control_get(sb.base_url(), "/__sandbox/requests").await;
    let background = |r: &serde_json::Value| {
        let path = r["path"].as_str().unwrap_or("");
        r["method"] == "GET"
            && (path.starts_with("/api/user/") || path.starts_with("/api/generate/"))
    };
    log["requests"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| !background(r))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_picture_gives_its_settings_back() {
    let (sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Studio, 200).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let req = request("a paper boat on a lake", 2);
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &req,
            Some(&ImageReference {
                character_id: Some(mia.clone()),
                token: None,
                media_id: None,
            }),
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let item = &done.media[0];
    let out = tempfile::tempdir().unwrap();
    let saved = core
        .media_save_to(&item.id, &out.path().join("boat.png"))
        .await
        .unwrap();
    assert_eq!(saved.metadata, SavedMetadata::PngText);

    let sent_before = requests(&sb).await;
    let back = core
        .settings_from_file(PathBuf::from(&saved.path))
        .await
        .unwrap();
    let same = core.jobs_settings(&job.id).unwrap();
    assert_eq!(
        back.settings.as_ref(),
        Some(&same),
        "the job's own settings"
    );
    let SpendRequest::Image {
        provider,
        request,
        reference,
    } = &same
    else {
        panic!("an image's settings: {same:?}")
    };
    assert_eq!(provider, &ImageProvider::GptImage2);
    assert_eq!(
        request.simple_prompt.as_deref(),
        Some("a paper boat on a lake")
    );
    assert_eq!(request.num_images, Some(2));
    assert_eq!(
        reference.as_ref().and_then(|r| r.character_id.as_deref()),
        Some(mia.as_str())
    );
    assert_eq!(back.missing, None);
    assert_eq!(back.file_name, "boat.png");
    assert_eq!(back.provider.as_deref(), Some("gpt-image-2"));
    let who = back.character.as_ref().expect("the character");
    assert_eq!(
        (who.id.as_str(), who.name.as_deref(), who.known),
        (mia.as_str(), Some("Mia"), true)
    );
    let face = back.face.as_ref().expect("the face's names");
    assert_eq!(face.character_id.as_deref(), Some(mia.as_str()));
    assert_eq!(face.character_name.as_deref(), Some("Mia"));
    assert_eq!(
        requests(&sb).await,
        sent_before,
        "reading settings sends nothing"
    );

    // The same file in another library: the settings without the face, the character named as unknown.
    let other_dir = tempfile::tempdir().unwrap();
    let other = open(other_dir.path()).await;
    let there = other
        .settings_from_file(PathBuf::from(&saved.path))
        .await
        .unwrap();
    let Some(SpendRequest::Image {
        provider: p2,
        request: r2,
        reference: f2,
    }) = &there.settings
    else {
        panic!("an image's settings: {:?}", there.settings)
    };
    assert_eq!((p2, r2), (provider, request));
    assert_eq!(f2, &None, "an unknown character is not the face");
    let who = there.character.as_ref().expect("the character");
    assert_eq!(
        (who.name.as_deref(), who.known),
        (Some("Mia"), false),
        "named by the file, said unknown"
    );
    assert_eq!(
        there.face.as_ref().and_then(|f| f.character_id.clone()),
        None
    );

    // Another file with the .json beside it (as a video is exported), and the .json dropped itself; a
    // newer app's fields are passed over.
    let png = std::fs::read(&saved.path).unwrap();
    let text = media_prep::png_meta::read_text(&png, media_prep::png_meta::KEYWORD).unwrap();
    let mut meta: serde_json::Value = serde_json::from_str(&text).unwrap();
    meta["fromTheFuture"] = serde_json::json!({"x": 1});
    meta["request"]["aNewerField"] = serde_json::json!(true);
    let clip = out.path().join("clip.webp");
    std::fs::write(&clip, b"RIFF....WEBPVP8 not really").unwrap();
    std::fs::write(out.path().join("clip.webp.json"), meta.to_string()).unwrap();
    for f in [clip.clone(), out.path().join("clip.webp.json")] {
        let s = core.settings_from_file(f.clone()).await.unwrap();
        let Some(SpendRequest::Image {
            provider: p3,
            request: r3,
            ..
        }) = &s.settings
        else {
            panic!("{f:?}: {:?}", s.missing)
        };
        assert_eq!(p3, provider);
        assert_eq!(r3, request);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_from_elsewhere_says_it_has_no_settings_and_a_damaged_one_never_panics() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;

    let photo = testdata().join("photos/astronaut.png");
    let s = core.settings_from_file(photo).await.unwrap();
    assert_eq!(s.settings, None);
    assert_eq!(s.missing.map(|w| w.text).as_deref(), Some(NO_SETTINGS));
    assert_eq!(s.file_name, "astronaut.png");

    let suite = testdata().join("pngsuite");
    let mut damaged = 0;
    for entry in std::fs::read_dir(&suite).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with('x') {
            continue;
        }
        damaged += 1;
        let s = core.settings_from_file(path).await.unwrap();
        assert_eq!(s.settings, None, "{name}");
        assert_eq!(
            s.missing.map(|w| w.text).as_deref(),
            Some(NO_SETTINGS),
            "{name}"
        );
    }
    assert!(damaged > 5, "the damaged PngSuite files were read");

    // A PNG cut short in its settings chunk, and settings that are not JSON: no settings, no panic.
    let text = r#"{"app":"Media Studio","jobKind":"image","provider":"grok-image","request":{"formData":{},"simplePrompt":"x"}}"#;
    let tiny = std::fs::read(testdata().join("pngsuite/basn2c08.png")).unwrap();
    let with = media_prep::png_meta::with_text(&tiny, media_prep::png_meta::KEYWORD, text).unwrap();
    let cut = dir.path().join("cut.png");
    std::fs::write(&cut, &with[..with.len() - 30]).unwrap();
    let s = core.settings_from_file(cut).await.unwrap();
    assert_eq!(s.settings, None);
    let junk = dir.path().join("junk.json");
    std::fs::write(&junk, "{\"app\": \"Media Studio\", ").unwrap();
    let s = core.settings_from_file(junk).await.unwrap();
    assert_eq!(s.missing.map(|w| w.text).as_deref(), Some(NO_SETTINGS));

    // Whole, the same chunk opens (the settings are read from a PNG the app did not make itself).
    let whole = dir.path().join("whole.png");
    std::fs::write(&whole, &with).unwrap();
    let s = core.settings_from_file(whole).await.unwrap();
    assert!(
        matches!(s.settings, Some(SpendRequest::Image { .. })),
        "{:?}",
        s.missing
    );

    // A file that is not there: plain words, on the path.
    let gone = core
        .settings_from_file(dir.path().join("gone.png"))
        .await
        .unwrap_err();
    assert_eq!(
        gone.message(),
        "This file can't be read. Check that it is still there and drop it again."
    );
}
