//! Edit a picture: a library picture sent as the request's `referenceImage` with the words of the change
//! (`simplePrompt`), through the one door like every image job. The result is linked to the picture it
//! was made from; blank words, a picture that is gone or a video are refused before anything is sent.

use crate::common::*;
use sha2::{Digest, Sha256};
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::store::Store;
use studio_core::{ErrorCode, ImageReference, JobState, MediaKind, SpendRequest};

fn edit(media_id: &str, change: &str) -> SpendRequest {
    SpendRequest::Image {
        provider: ImageProvider::Gemini,
        request: request(change, 1),
        reference: Some(ImageReference::picture(media_id)),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_sends_the_picture_itself_and_its_result_names_where_it_came_from() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 100).await;
    let original = picture(&core, "a woman in a blue jacket").await;
    assert_eq!(original.status, JobState::Completed, "{original:?}");
    let item = original.media[0].clone();
    let bytes = std::fs::read(file_of(&core, &item)).unwrap();

    let est = core
        .spend_estimate(edit(&item.id, "make the jacket red"))
        .await
        .unwrap();
    assert!(est.errors.is_empty(), "{:?}", est.errors);
    assert!(est.credits > 0, "a published price: {est:?}");

    let jobs = core
        .spend(&intent(), edit(&item.id, "make the jacket red"))
        .await
        .unwrap();
    let done = wait_job(&core, &jobs[0].id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed, "{done:?}");
    let from = done.reference.as_ref().and_then(|r| r.edited_from.clone());
    assert_eq!(from.as_deref(), Some(item.id.as_str()), "{done:?}");
    assert_eq!(
        done.media[0]
            .reference
            .as_ref()
            .and_then(|r| r.edited_from.clone()),
        Some(item.id.clone())
    );

    // The service received the picture's own bytes (a PNG within 10 MB is sent as it is): the sandbox
    // keeps an inline reference under its hash.
    let hash = hex(&Sha256::digest(&bytes));
    let got = media_api::tls::get(format!(
        "{}/media/ref-{}.png",
        sb.media_base_url(),
        &hash[..16]
    ))
    .await
    .unwrap();
    assert!(got.status().is_success(), "{}", got.status());
    assert_eq!(got.bytes().await.unwrap().as_ref(), bytes.as_slice());

    // Its settings open as an edit of the same picture, and "Make again" sends it again.
    match core.jobs_settings(&done.id).unwrap() {
        SpendRequest::Image {
            reference, request, ..
        } => {
            assert_eq!(reference, Some(ImageReference::picture(&item.id)));
            assert_eq!(
                request.simple_prompt.as_deref(),
                Some("make the jacket red")
            );
        }
        other => panic!("{other:?}"),
    }
    let again = core
        .spend(
            &intent(),
            SpendRequest::Again {
                job_id: done.id.clone(),
            },
        )
        .await
        .unwrap();
    let again = wait_job(&core, &again[0].id, Duration::from_secs(30)).await;
    assert_eq!(
        again.reference.and_then(|r| r.edited_from),
        Some(item.id.clone())
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_without_words_or_without_its_picture_is_refused_before_anything_is_sent() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 100).await;
    let original = picture(&core, "a cat").await;
    let id = original.media[0].id.clone();
    let before = spend_posts(&sb).await;

    let est = core.spend_estimate(edit(&id, "   ")).await.unwrap();
    assert!(
        est.errors.iter().any(|e| e.field == "simplePrompt"),
        "{:?}",
        est.errors
    );
    let err = core.spend(&intent(), edit(&id, " ")).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Validation, "{err:?}");
    assert_eq!(err.field.as_deref(), Some("simplePrompt"), "{err:?}");

    let err = core
        .spend(&intent(), edit("no-such-item", "make it red"))
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("reference"), "{err:?}");
    assert!(
        err.message().contains("no longer in your library"),
        "{err:?}"
    );

    // A picture whose file is gone from this computer.
    std::fs::remove_file(file_of(&core, &original.media[0])).unwrap();
    let err = core
        .spend(&intent(), edit(&id, "make it red"))
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("reference"), "{err:?}");

    // A video is not a picture.
    let db = Store::open(&core.paths().library_db()).unwrap();
    let at = "2026-11-20T00:00:00.000Z";
    db.insert_media(&media_row("clip", MediaKind::Video, None, at))
        .unwrap();
    let err = core
        .spend(&intent(), edit("clip", "make it red"))
        .await
        .unwrap_err();
    assert!(err.message().contains("Only a picture"), "{err:?}");

    // An edit with a face besides its picture.
    let both = ImageReference {
        character_id: Some("c1".into()),
        ..ImageReference::picture(&id)
    };
    let err = core
        .spend(
            &intent(),
            SpendRequest::Image {
                provider: ImageProvider::Gemini,
                request: request("make it red", 1),
                reference: Some(both),
            },
        )
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("reference"), "{err:?}");

    assert_eq!(spend_posts(&sb).await, before, "nothing was sent");
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
