//! A photographer's review: picks, rejects and ratings kept in the library (each as it is made, so a
//! review left half-way loses nothing), on the items the window gets, filterable, taken back by setting
//! the earlier value (the window's undo), kept over a restart; and the review's end step, the rejected
//! moved to the Trash from this computer only, sends no DELETE to the service.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::{Core, DeleteScope, GalleryQuery, MediaKind, ReviewFlag, Store};

fn ids_of(core: &Core, q: GalleryQuery) -> Vec<String> {
    core.gallery_list(&q)
        .unwrap()
        .items
        .into_iter()
        .map(|m| m.id)
        .collect()
}

fn strings(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|s| s.to_string()).collect()
}

fn marks(core: &Core, id: &str) -> (ReviewFlag, Option<u8>) {
    let item = core.library_get(id).unwrap().unwrap();
    (item.flag, item.rating)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flags_and_ratings_are_kept_filterable_undone_and_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let db = Store::open(&core.paths().library_db()).unwrap();
    // a is the oldest, g the newest.
    for (i, id) in ["a", "b", "c", "d", "e", "f", "g"].iter().enumerate() {
        let at = format!("2026-11-2{i}T10:00:00.000Z");
        db.insert_media(&media_row(
            id,
            MediaKind::Image,
            Some(&format!("r-{id}")),
            &at,
        ))
        .unwrap();
    }
    let q = GalleryQuery::default;
    let flag = |ids: &[&str], f| core.media_flag(&strings(ids), f).unwrap();
    let rate = |ids: &[&str], r| core.media_rate(&strings(ids), r);

    assert_eq!(marks(&core, "a"), (ReviewFlag::None, None), "nothing yet");
    assert_eq!(flag(&["a", "b", "nope"], ReviewFlag::Picked), 2);
    assert_eq!(flag(&["a"], ReviewFlag::Picked), 0, "already picked");
    assert_eq!(flag(&["c", "d", "e", "f"], ReviewFlag::Rejected), 4);
    assert_eq!(rate(&["a"], Some(5)).unwrap(), 1);
    assert_eq!(rate(&["b", "c"], Some(3)).unwrap(), 2);
    for bad in [0, 6, 200] {
        let e = rate(&["a"], Some(bad)).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("rating"), "{bad}: {e:?}");
    }
    assert_eq!(
        marks(&core, "a"),
        (ReviewFlag::Picked, Some(5)),
        "a refused rating changes nothing"
    );
    assert_eq!(
        marks(&core, "c"),
        (ReviewFlag::Rejected, Some(3)),
        "a flag and a rating are apart"
    );
    assert_eq!(marks(&core, "g"), (ReviewFlag::None, None));

    // The items of a page carry them too.
    let page = core.gallery_list(&q()).unwrap();
    let b = page.items.iter().find(|m| m.id == "b").unwrap();
    assert_eq!((b.flag, b.rating), (ReviewFlag::Picked, Some(3)));

    // Filterable: picked, rejected, neither, rated at least N, and together.
    let picked = || GalleryQuery {
        flag: Some(ReviewFlag::Picked),
        ..q()
    };
    assert_eq!(ids_of(&core, picked()), ["b", "a"]);
    assert_eq!(
        ids_of(
            &core,
            GalleryQuery {
                flag: Some(ReviewFlag::Rejected),
                ..q()
            }
        ),
        ["f", "e", "d", "c"]
    );
    assert_eq!(
        ids_of(
            &core,
            GalleryQuery {
                flag: Some(ReviewFlag::None),
                ..q()
            }
        ),
        ["g"]
    );
    let rated = |n| GalleryQuery {
        min_rating: Some(n),
        ..q()
    };
    assert_eq!(ids_of(&core, rated(3)), ["c", "b", "a"]);
    assert_eq!(ids_of(&core, rated(5)), ["a"]);
    assert_eq!(
        ids_of(
            &core,
            GalleryQuery {
                flag: Some(ReviewFlag::Rejected),
                ..rated(1)
            }
        ),
        ["c"]
    );
    assert_eq!(
        core.gallery_refs(&rated(4)).unwrap().len(),
        1,
        "select all in view"
    );

    // Undo is the earlier value set again: c was rejected and rated 3; picked and rated 4, then back.
    assert_eq!(flag(&["c"], ReviewFlag::Picked), 1);
    rate(&["c"], Some(4)).unwrap();
    assert_eq!(marks(&core, "c"), (ReviewFlag::Picked, Some(4)));
    rate(&["c"], Some(3)).unwrap();
    flag(&["c"], ReviewFlag::Rejected);
    assert_eq!(marks(&core, "c"), (ReviewFlag::Rejected, Some(3)));
    // A rating taken off, and a flag: back to nothing.
    assert_eq!(rate(&["b"], None).unwrap(), 1);
    assert_eq!(flag(&["f"], ReviewFlag::None), 1);
    assert_eq!(marks(&core, "b"), (ReviewFlag::Picked, None));
    assert_eq!(marks(&core, "f"), (ReviewFlag::None, None));

    // A trashed item keeps its marks (restored, it comes back with them).
    core.media_delete("d", DeleteScope::ThisComputer)
        .await
        .unwrap();
    assert_eq!(marks(&core, "d"), (ReviewFlag::Rejected, None));
    assert_eq!(
        ids_of(
            &core,
            GalleryQuery {
                flag: Some(ReviewFlag::Rejected),
                ..q()
            }
        ),
        ["e", "c"],
        "the Gallery's rejected are those not in the Trash"
    );

    // Kept on disk: a new core on the same folder sees the same marks.
    core.shutdown().await;
    drop(core);
    let core = open(dir.path()).await;
    assert_eq!(ids_of(&core, picked()), ["b", "a"]);
    assert_eq!(marks(&core, "a"), (ReviewFlag::Picked, Some(5)));
    assert_eq!(marks(&core, "c"), (ReviewFlag::Rejected, Some(3)));
    assert_eq!(marks(&core, "g"), (ReviewFlag::None, None));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_review_end_moves_the_rejected_to_the_trash_asking_the_service_nothing() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Studio, 200).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GptImage2,
            &request("six takes of a lighthouse", 6),
            None,
        )
        .await
        .expect("sent");
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let ids: Vec<String> = done.media.iter().map(|m| m.id.clone()).collect();
    assert_eq!(ids.len(), 6);
    assert!(
        done.media.iter().all(|m| m.deletes_at_service),
        "the service holds every one: a delete there would be asked"
    );
    core.media_flag(&ids[..2], ReviewFlag::Picked).unwrap();
    core.media_flag(&ids[2..], ReviewFlag::Rejected).unwrap();

    // The end step: the rejected of the review, moved from this computer only.
    let before = deletes(sb.base_url()).await;
    let out = core
        .media_delete_many(&ids[2..], DeleteScope::ThisComputer, |_, _| {})
        .await
        .unwrap();
    assert_eq!(out.trashed.len(), 4);
    assert_eq!(out.untouched, 4, "the service keeps its copies");
    assert_eq!(out.service_deleted, 0);
    assert_eq!(deletes(sb.base_url()).await, before, "no DELETE was sent");

    let kept = ids_of(
        &core,
        GalleryQuery {
            flag: Some(ReviewFlag::Picked),
            ..GalleryQuery::default()
        },
    );
    assert_eq!(kept.len(), 2);
    assert!(kept.iter().all(|id| ids[..2].contains(id)));
    let trash = ids_of(
        &core,
        GalleryQuery {
            trash: true,
            ..GalleryQuery::default()
        },
    );
    assert_eq!(trash.len(), 4);
    assert!(trash.iter().all(|id| ids[2..].contains(id)));
}
