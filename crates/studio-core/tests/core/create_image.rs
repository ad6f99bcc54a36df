//! Create image extras against a spawned media-sandbox over real HTTP: the face (a character's stored
//! picture or a one-off photo) sent as `referenceImage`, compare (one group, refused as a whole before
//! any POST, jobLimit), presets.

use crate::common::*;
use std::path::Path;
use std::time::Duration;
use studio_core::media_api::types::characters::CreateCharacterRequest;
use studio_core::media_api::ImageProvider;
use studio_core::{Core, ErrorCode, ImageReference, JobState};

async fn connected(
    credits: i64,
    job_seconds: f64,
) -> (media_sandbox::SandboxHandle, tempfile::TempDir, Core) {
    let sb = sandbox(job_seconds).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, credits);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .expect("connect");
    (sb, dir, core)
}

fn by_character(id: &str) -> ImageReference {
    ImageReference {
        character_id: Some(id.into()),
        token: None,
        media_id: None,
    }
}

fn by_token(t: &str) -> ImageReference {
    ImageReference {
        character_id: None,
        token: Some(t.into()),
        media_id: None,
    }
}

/// POSTs to /api/generate/ the sandbox received.
async fn generate_posts(sb: &media_sandbox::SandboxHandle) -> usize {
    let log = control_get(sb.base_url(), "/__sandbox/requests").await;
    log["requests"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| {
            r["method"] == "POST"
                && r["path"]
                    .as_str()
                    .unwrap_or("")
                    .starts_with("/api/generate/")
        })
        .count()
}

/// The stored request and reference columns of a job (never base64).
fn stored(dir: &Path, id: &str) -> (String, Option<String>) {
    let db = rusqlite::Connection::open(dir.join("library.sqlite")).unwrap();
    db.query_row(
        "SELECT request, reference FROM jobs WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_face_reaches_the_service_and_links_the_pictures_to_the_character() {
    let (_sb, dir, core) = connected(100, 0.3).await;
    let id = character(&core, dir.path(), "Mia").await;
    let r = by_character(&id);
    let est = core
        .estimate_images(
            &ImageProvider::GptImage2,
            &request("at the beach", 1),
            Some(&r),
        )
        .await
        .unwrap();
    assert!(est.errors.is_empty() && est.ready, "{est:?}");
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("at the beach", 1),
            Some(&r),
        )
        .await
        .unwrap();
    let info = job.reference.clone().expect("reference info");
    assert_eq!(
        (info.character_id.as_deref(), info.character_name.as_deref()),
        (Some(id.as_str()), Some("Mia"))
    );
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    // The sandbox links a picture to a character only when the referenceImage bytes are its stored face.
    let view = core.characters_get(&id).await.unwrap();
    assert_eq!(view.character.generated_images.unwrap_or_default().len(), 1);
    let (req, reference) = stored(dir.path(), &job.id);
    assert!(
        !req.contains("referenceImage") && !req.contains("base64"),
        "{req}"
    );
    assert!(reference.unwrap().contains("\"characterName\":\"Mia\""));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_off_photo_is_sent_and_kept_in_the_library_folder() {
    let (_sb, dir, core) = connected(100, 0.3).await;
    let photos = tempfile::tempdir().unwrap();
    let path = face_file(photos.path(), "holiday.png");
    // The same photo prepared twice gives the same bytes: one becomes a character (the sandbox's
    // witness), the other is the one-off face; the picture links to the character only if it arrived.
    let witness = core.reference_prepare(path.clone()).await.unwrap();
    let one_off = core.reference_prepare(path).await.unwrap();
    let req = CreateCharacterRequest {
        name: "Witness".into(),
        ..Default::default()
    };
    let wid = core
        .characters_create(req, Some(witness.token))
        .await
        .unwrap()
        .id
        .as_str()
        .to_string();

    let r = by_token(&one_off.token);
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("in the snow", 1),
            Some(&r),
        )
        .await
        .unwrap();
    assert_eq!(
        job.reference.as_ref().and_then(|i| i.file_name.as_deref()),
        Some("holiday.png")
    );
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    assert_eq!(
        core.characters_get(&wid)
            .await
            .unwrap()
            .character
            .generated_images
            .unwrap_or_default()
            .len(),
        1
    );
    let refs: Vec<_> = std::fs::read_dir(dir.path().join("refs"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(refs.len(), 1, "{refs:?}");
    let (req, reference) = stored(dir.path(), &job.id);
    assert!(!req.contains("base64"), "{req}");
    let reference = reference.unwrap();
    assert!(
        reference.contains("refs/") && !reference.contains("base64"),
        "{reference}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_face_that_is_gone_is_a_field_error_before_anything_is_sent() {
    let (sb, dir, core) = connected(100, 0.3).await;
    let p = ImageProvider::GrokImage;
    let gone = by_token("no-such-token");
    let est = core
        .estimate_images(&p, &request("x", 1), Some(&gone))
        .await
        .unwrap();
    assert_eq!(est.errors[0].field, "reference");
    assert_eq!(
        est.errors[0].message,
        "That photo is no longer available — drop it again"
    );
    assert!(!est.ready);
    let err = core
        .generate_images(&intent(), &p, &request("x", 1), Some(&gone))
        .await
        .unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::Validation, Some("reference"))
    );

    let err = core
        .generate_images(
            &intent(),
            &p,
            &request("x", 1),
            Some(&by_character("char_missing")),
        )
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("reference"), "{err:?}");
    assert!(err.message().contains("no longer available"), "{err:?}");

    let id = character(&core, dir.path(), "Ava").await;
    let both = ImageReference {
        character_id: Some(id),
        token: Some("t".into()),
        media_id: None,
    };
    let err = core
        .generate_images(&intent(), &p, &request("x", 1), Some(&both))
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("reference"));
    assert_eq!(generate_posts(&sb).await, 0);
    // Both empty is no face at all.
    let none = ImageReference::default();
    let job = core
        .generate_images(&intent(), &p, &request("x", 1), Some(&none))
        .await
        .unwrap();
    assert!(job.reference.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compare_prices_each_provider_and_sends_one_group() {
    let (sb, _dir, core) = connected(100, 0.3).await;
    let providers = [ImageProvider::GptImage2, ImageProvider::GrokImage];
    let est = core
        .compare_estimate(&providers, &request("a lighthouse", 1), None)
        .await
        .unwrap();
    let credits: Vec<u32> = est.providers.iter().map(|p| p.credits).collect();
    assert_eq!(credits, vec![2, 1]);
    assert_eq!(
        (
            est.estimate.credits,
            est.estimate.balance,
            est.estimate.balance_after
        ),
        (3, Some(100.0), Some(97.0))
    );
    assert_eq!((est.job_limit, est.active_jobs), (Some(4), 0));
    assert!(
        est.estimate.ready && est.estimate.errors.is_empty(),
        "{est:?}"
    );

    let one = core
        .compare_estimate(&providers[..1], &request("a", 1), None)
        .await
        .unwrap();
    assert_eq!(one.estimate.errors[0].field, "providers");
    let twice = core
        .compare_estimate(
            &[ImageProvider::GrokImage, ImageProvider::GrokImage],
            &request("a", 1),
            None,
        )
        .await
        .unwrap();
    assert!(
        twice.estimate.errors[0].message.contains("picked twice"),
        "{twice:?}"
    );
    let err = core
        .compare(&intent(), &providers[..1], &request("a", 1), None)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("providers"));
    assert_eq!(generate_posts(&sb).await, 0);

    // The second provider's POST is refused (a 4xx: nothing done): its job is failed, the first
    // one stands.
    fault(
        sb.base_url(),
        serde_json::json!({"path": "/api/generate/grok-image", "method": "POST", "status": 409, "count": 1}),
    )
    .await;
    let group = core
        .compare(&intent(), &providers, &request("a lighthouse", 1), None)
        .await
        .unwrap();
    assert_eq!(group.jobs.len(), 2);
    assert!(group
        .jobs
        .iter()
        .all(|j| j.group_id.as_deref() == Some(group.group_id.as_str())));
    assert_eq!(group.jobs[0].provider, "gpt-image-2");
    assert_eq!(group.jobs[1].status, JobState::Failed);
    assert!(group.jobs[1].error.is_some());
    let done = wait_job(&core, &group.jobs[0].id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed);
    assert_eq!(
        generate_posts(&sb).await,
        2,
        "each provider POSTed once, never retried"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compare_beyond_the_job_limit_waits_in_line_and_a_short_balance_is_refused_before_any_post()
{
    // Long jobs stay active: 3 running on a Pro account (jobLimit 4) leave room for one.
    let (sb, _dir, core) = connected(100, 600.0).await;
    for _ in 0..3 {
        core.generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("busy", 1),
            None,
        )
        .await
        .unwrap();
    }
    let providers = [ImageProvider::GptImage2, ImageProvider::GrokImage];
    let est = core
        .compare_estimate(&providers, &request("a", 1), None)
        .await
        .unwrap();
    assert_eq!((est.job_limit, est.active_jobs), (Some(4), 3));
    assert!(est.estimate.ready, "a full account is no error: {est:?}");
    let before = generate_posts(&sb).await;
    let group = core
        .compare(&intent(), &providers, &request("a", 1), None)
        .await
        .unwrap();
    let states: Vec<JobState> = group.jobs.iter().map(|j| j.status).collect();
    assert_eq!(states, vec![JobState::Pending, JobState::Waiting]);
    assert_eq!(group.jobs[1].queue_position, Some(1));
    assert_eq!(
        generate_posts(&sb).await,
        before + 1,
        "the second waits, unsent"
    );

    // Short balance: nothing is sent either.
    let (sb, _dir, core) = connected(3, 0.3).await;
    let pricey = [ImageProvider::GptImage2, ImageProvider::FalFlux2Max];
    let est = core
        .compare_estimate(&pricey, &request("a", 1), None)
        .await
        .unwrap();
    let est = est.estimate;
    assert!(!est.ready && est.short && est.errors.is_empty(), "{est:?}");
    assert!(est.balance_after.unwrap() < 0.0);
    let err = core
        .compare(&intent(), &pricey, &request("a", 1), None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::InsufficientCredits);
    assert_eq!(generate_posts(&sb).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presets_save_replace_rename_and_delete() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let f = "create-image";
    let a = core.presets_save(f, "  Beach look ", r#"{"a":1}"#).unwrap();
    assert_eq!(a.name, "Beach look");
    tokio::time::sleep(Duration::from_millis(5)).await;
    let b = core.presets_save(f, "Studio", "{}").unwrap();
    let list = core.presets_list(f).unwrap();
    assert_eq!(
        list.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(),
        vec!["Studio", "Beach look"]
    );
    // Same name (any case) replaces the value, keeps the preset.
    let again = core.presets_save(f, "beach LOOK", r#"{"a":2}"#).unwrap();
    assert_eq!(
        (again.id.as_str(), again.value.as_str()),
        (a.id.as_str(), r#"{"a":2}"#)
    );
    assert_eq!(core.presets_list(f).unwrap().len(), 2);
    assert!(core.presets_list("other-form").unwrap().is_empty());

    let err = core.presets_save(f, "   ", "{}").unwrap_err();
    assert_eq!(err.field.as_deref(), Some("name"));
    let err = core.presets_save(f, &"x".repeat(81), "{}").unwrap_err();
    assert_eq!(err.field.as_deref(), Some("name"));
    assert!(core.presets_save(f, &"x".repeat(80), "{}").is_ok());

    let err = core.presets_rename(&b.id, "BEACH look").unwrap_err();
    assert_eq!(err.field.as_deref(), Some("name"));
    assert!(
        err.message().contains("Beach look") || err.message().contains("beach LOOK"),
        "{err:?}"
    );
    let renamed = core.presets_rename(&b.id, "Studio light").unwrap();
    assert_eq!(renamed.name, "Studio light");
    assert!(renamed.updated_at >= renamed.created_at);
    assert_eq!(
        core.presets_rename("nope", "x").unwrap_err().code,
        ErrorCode::NotFound
    );

    core.presets_delete(&b.id).unwrap();
    core.presets_delete(&b.id).unwrap();
    assert!(core.presets_list(f).unwrap().iter().all(|p| p.id != b.id));
}

/// A form's presets written to a preset file and read back on another computer (another library); a file
/// of another form, or not a preset file, is refused whole before anything is saved.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presets_travel_in_a_preset_file() {
    let (a_dir, b_dir, files) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    let a = open(a_dir.path()).await;
    a.presets_save("video", "Slow pan", r#"{"seconds":"8"}"#)
        .unwrap();
    a.presets_save("video", "Quick cut", r#"{"seconds":"4"}"#)
        .unwrap();
    a.presets_save("music", "Lo-fi", "{}").unwrap();
    let path = files.path().join("video-presets.json");
    assert_eq!(a.presets_export("video", &path).unwrap(), 2);

    let b = open(b_dir.path()).await;
    b.presets_save("video", "slow PAN", "{}").unwrap();
    let got = b.presets_import("video", &path).unwrap();
    assert_eq!(got.len(), 2);
    let mut list: Vec<(String, String)> = b
        .presets_list("video")
        .unwrap()
        .into_iter()
        .map(|p| (p.name, p.value))
        .collect();
    list.sort();
    assert_eq!(
        list,
        vec![
            ("Quick cut".to_string(), r#"{"seconds":"4"}"#.to_string()),
            ("Slow pan".to_string(), r#"{"seconds":"8"}"#.to_string()),
        ],
        "a preset of the same name (any case) is replaced by the file's"
    );

    let err = b.presets_import("music", &path).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("file"));
    assert!(err.message().contains("another form"), "{err:?}");
    let junk = files.path().join("junk.json");
    std::fs::write(&junk, b"{\"not\": \"presets\"}").unwrap();
    let err = b.presets_import("video", &junk).unwrap_err();
    assert!(
        err.message().contains("not a Media Studio preset file"),
        "{err:?}"
    );
    let bad_name = files.path().join("bad.json");
    std::fs::write(
        &bad_name,
        r#"{"app":"Media Studio presets","form":"music","presets":[{"name":"ok","value":"{}"},{"name":"  ","value":"{}"}]}"#,
    )
    .unwrap();
    assert!(b.presets_import("music", &bad_name).is_err());
    assert!(b.presets_list("music").unwrap().is_empty(), "refused whole");
}

/// A batch: several prompts over one form to one provider, one job each in one group, priced as a whole
/// before anything is sent and refused whole (one prompt only, a blank one) before any POST.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_sends_one_job_per_prompt_in_one_group() {
    let (sb, dir, core) = connected(100, 0.3).await;
    let p = ImageProvider::GrokImage;
    let prompts = ["a red kite", "a blue kite", "a kite at night"];
    let requests: Vec<_> = prompts.iter().map(|t| request(t, 1)).collect();
    let batch = |requests: Vec<_>| studio_core::SpendRequest::Batch {
        provider: p.clone(),
        requests,
        reference: None,
    };
    let one = core
        .spend_estimate(studio_core::SpendRequest::Image {
            provider: p.clone(),
            request: request("x", 1),
            reference: None,
        })
        .await
        .unwrap()
        .credits;
    let est = core.spend_estimate(batch(requests.clone())).await.unwrap();
    assert!(est.errors.is_empty(), "{:?}", est.errors);
    assert_eq!(est.credits, one * 3);

    let err = core
        .spend(&intent(), batch(vec![request("alone", 1)]))
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("requests"), "{err:?}");
    let blank = vec![request("a kite", 1), request("  ", 1)];
    assert!(core.spend(&intent(), batch(blank)).await.is_err());
    assert_eq!(generate_posts(&sb).await, 0, "refused whole, nothing sent");

    let jobs = core.spend(&intent(), batch(requests)).await.unwrap();
    assert_eq!(jobs.len(), 3);
    let group = jobs[0].group_id.clone();
    assert!(group.is_some() && jobs.iter().all(|j| j.group_id == group));
    for (j, want) in jobs.iter().zip(prompts) {
        let done = wait_job(&core, &j.id, Duration::from_secs(30)).await;
        assert_eq!(done.status, JobState::Completed, "{done:?}");
        let (req, _) = stored(dir.path(), &j.id);
        assert!(req.contains(want), "{req}");
    }
    assert_eq!(generate_posts(&sb).await, 3);
}
