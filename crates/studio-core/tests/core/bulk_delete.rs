//! A bulk delete against a spawned media-sandbox: the service is asked item by item as a single delete
//! asks it (pictures and videos it holds; 404 = already gone; a music track and a copy it never held
//! are not asked), what it refuses stays with its reason, a refused key stops the asking, and the rest
//! moves to the local trash together; progress after every item.

use crate::common::*;
use serde_json::json;
use std::sync::Mutex;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{DeleteScope, GalleryQuery, MediaKind, Store};

fn in_trash(core: &studio_core::Core, id: &str) -> bool {
    core.library_get(id).unwrap().unwrap().trashed_at.is_some()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deletes_many_at_the_service_then_into_the_trash_keeping_what_is_refused() {
    let (sb, _dir, core, key) = connected_with_key(0.3, media_sandbox::Tier::Studio, 200).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("a red kite", 4),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let ids: Vec<String> = done.media.iter().map(|m| m.id.clone()).collect();
    let (a, b, c, d) = (&ids[0], &ids[1], &ids[2], &ids[3]);
    // b is gone at the service already.
    let b_remote = done.media[1].remote_id.clone().unwrap();
    let http = media_api::tls::client();
    http.delete(format!("{}/api/user/images?id={b_remote}", sb.base_url()))
        .header("X-API-Key", &key)
        .send()
        .await
        .unwrap();
    let db = Store::open(&core.paths().library_db()).unwrap();
    let at = "2026-11-20T00:00:00.000Z";
    db.insert_media(&media_row("track", MediaKind::Audio, Some("t1"), at))
        .unwrap();
    db.insert_media(&media_row("local", MediaKind::Image, None, at))
        .unwrap();
    db.insert_media(&media_row("local2", MediaKind::Video, None, at))
        .unwrap();

    // The service refuses the first DELETE (500): a stays, with the service's reason.
    fault(
        sb.base_url(),
        json!({ "path": "/api/user/images", "method": "DELETE", "status": 500, "count": 1 }),
    )
    .await;
    let before = deletes(sb.base_url()).await;
    let seen = Mutex::new(vec![]);
    let asked: Vec<String> = [a, b, c, "track", "local", "nope", a]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let out = core
        .media_delete_many(&asked, DeleteScope::Service, |done, total| {
            seen.lock().unwrap().push((done, total))
        })
        .await
        .expect("bulk delete");
    assert_eq!(
        *seen.lock().unwrap(),
        (1..=6).map(|n| (n, 6)).collect::<Vec<_>>(),
        "progress after each item, the repeated id once"
    );
    assert_eq!(
        out.trashed,
        vec![b.clone(), c.clone(), "track".into(), "local".into()]
    );
    assert_eq!(
        (
            out.service_deleted,
            out.already_gone,
            out.kept,
            out.not_held,
            out.already_in_trash
        ),
        (1, 1, 1, 1, 0)
    );
    assert_eq!(
        out.failed.iter().map(|f| f.id.as_str()).collect::<Vec<_>>(),
        vec![a.as_str(), "nope"]
    );
    assert!(!out.failed[0].reason.is_empty(), "{:?}", out.failed);
    assert_eq!(
        out.failed[1].reason.text,
        "This item is not in your library"
    );
    assert_eq!(
        deletes(sb.base_url()).await - before,
        3,
        "a (refused), b (404) and c: not the track, nor what was never at the service"
    );
    assert!(!in_trash(&core, a), "what the service refused stays");
    for id in [b.as_str(), c, "track", "local"] {
        assert!(in_trash(&core, id), "{id} moved to the Trash");
    }

    // Again with what is already in the Trash: nothing asked, counted as such.
    let again = core
        .media_delete_many(
            &[c.clone(), "track".into()],
            DeleteScope::Service,
            |_, _| {},
        )
        .await
        .unwrap();
    assert_eq!((again.already_in_trash, again.trashed.len()), (2, 0));

    // A refused key (401): asked once, then no more asking; a and d stay with that reason, while a
    // copy the service never held still moves.
    fault(
        sb.base_url(),
        json!({ "path": "/api/user/images", "method": "DELETE", "status": 401, "count": 1 }),
    )
    .await;
    let before = deletes(sb.base_url()).await;
    let out = core
        .media_delete_many(
            &[a.clone(), d.clone(), "local2".into()],
            DeleteScope::Service,
            |_, _| {},
        )
        .await
        .unwrap();
    assert_eq!(deletes(sb.base_url()).await - before, 1, "asked once only");
    assert_eq!(out.trashed, vec!["local2".to_string()]);
    assert_eq!(out.failed.len(), 2);
    assert_eq!(out.failed[0].reason, out.failed[1].reason);
    assert!(!in_trash(&core, a) && !in_trash(&core, d));
    assert_eq!(
        core.gallery_list(&GalleryQuery::default()).unwrap().total,
        2
    );
    core.shutdown().await;
}

/// "Remove from this computer": the service never hears of it (no DELETE), its copies stay usable (a
/// restored item keeps its service id and address), and once the Trash is emptied the Gallery's sync
/// does not bring the removed items back, though the service still lists them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removing_from_this_computer_never_reaches_the_service_and_sync_does_not_bring_it_back() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Studio, 200).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("kites", 3),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let ids: Vec<String> = done.media.iter().map(|m| m.id.clone()).collect();
    let before = deletes(sb.base_url()).await;

    let one = core
        .media_delete(&ids[0], DeleteScope::ThisComputer)
        .await
        .unwrap();
    assert_eq!(one.service, studio_core::ServiceCopy::Untouched);
    let many = core
        .media_delete_many(&ids[1..], DeleteScope::ThisComputer, |_, _| {})
        .await
        .unwrap();
    assert_eq!((many.untouched, many.service_deleted), (2, 0), "{many:?}");
    assert_eq!(
        deletes(sb.base_url()).await,
        before,
        "the service was never asked"
    );
    assert!(ids.iter().all(|id| in_trash(&core, id)));

    // Restored, it is whole again: its service copy was never touched.
    let back = core.media_restore(&ids[0]).unwrap();
    assert!(
        back.remote_id.is_some() && back.remote_url.is_some(),
        "{back:?}"
    );
    assert_eq!(back.service_gone, None);

    // Emptied from the Trash, the two others stay out of the library, sync or not; the Trash says first
    // that the service still holds them.
    assert_eq!(core.trash_at_service().unwrap(), 2);
    assert_eq!(core.trash_empty().unwrap(), 2);
    assert_eq!(core.trash_at_service().unwrap(), 0);
    let sync = core.gallery_sync().await.unwrap();
    assert_eq!(sync.added, 0, "{sync:?}");
    assert_eq!(
        core.gallery_list(&GalleryQuery::default()).unwrap().total,
        1
    );
    assert_eq!(deletes(sb.base_url()).await, before);
    core.shutdown().await;
}
