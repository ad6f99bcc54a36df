//! Searching the library on a real store: prompt words, shelf (images, videos, music, slideshows, tool
//! results: a mix is a tool result), character, provider and days; sort newest, oldest and by cost (the
//! charged figure where the job records it, else the estimate); the counts per shelf of a search.

use crate::common::*;
use serde_json::json;
use studio_core::store::MediaRow;
use studio_core::{Core, GalleryQuery, GallerySort, JobKind, JobState, MediaKind, Shelf, Store};

fn item(
    id: &str,
    kind: MediaKind,
    job: Option<&str>,
    provider: &str,
    prompt: &str,
    created: &str,
) -> MediaRow {
    MediaRow {
        id: id.into(),
        kind,
        remote_id: job.is_none().then(|| format!("r-{id}")),
        remote_url: None,
        file: format!("{id}.bin"),
        thumb: None,
        job_id: job.map(str::to_string),
        character_id: (id.starts_with("mia")).then(|| "c-mia".to_string()),
        provider: Some(provider.into()),
        prompt: Some(prompt.into()),
        width: None,
        height: None,
        created_at: created.into(),
        first_seen: None,
        service_gone: None,
    }
}

/// One job of each kind (costs: estimate, or charged in the result) and an item of each.
async fn seeded(dir: &std::path::Path) -> Core {
    let core = open(dir).await;
    let db = Store::open(&core.paths().library_db()).unwrap();
    let jobs = [
        ("j-img", JobKind::Image, Some(4), None),
        ("j-vid", JobKind::Video, Some(30), Some(12)),
        ("j-music", JobKind::Music, Some(8), None),
        ("j-slides", JobKind::Slideshow, Some(20), None),
        ("j-tool", JobKind::Tool, Some(2), None),
        ("j-mix", JobKind::Mix, None, None),
    ];
    for (id, kind, cost, charged) in jobs {
        let mut row = job_row(id, kind, "p", json!({}), JobState::Completed);
        row.cost_estimate = cost;
        row.result = charged.map(|c| json!({ "charged": c }));
        db.insert_job(&row).unwrap();
    }
    let rows = [
        item(
            "mia-1",
            MediaKind::Image,
            Some("j-img"),
            "gemini",
            "Mia on a red Bike",
            "2026-01-01T10:00:00.000Z",
        ),
        item(
            "vid",
            MediaKind::Video,
            Some("j-vid"),
            "kling",
            "a red fox runs",
            "2026-01-02T10:00:00.000Z",
        ),
        item(
            "song",
            MediaKind::Audio,
            Some("j-music"),
            "suno",
            "lofi beat",
            "2026-01-03T10:00:00.000Z",
        ),
        item(
            "slide",
            MediaKind::Image,
            Some("j-slides"),
            "slides",
            "slide one: 100% red",
            "2026-01-04T10:00:00.000Z",
        ),
        item(
            "cut",
            MediaKind::Video,
            Some("j-tool"),
            "trim",
            "trimmed",
            "2026-01-05T10:00:00.000Z",
        ),
        item(
            "mixed",
            MediaKind::Video,
            Some("j-mix"),
            "add-music",
            "with music",
            "2026-01-06T10:00:00.000Z",
        ),
        item(
            "svc",
            MediaKind::Image,
            None,
            "gemini",
            "listed red_hat",
            "2026-01-07T10:00:00.000Z",
        ),
    ];
    for r in &rows {
        db.insert_media(r).unwrap();
    }
    core
}

fn ids(core: &Core, q: GalleryQuery) -> Vec<String> {
    let page = core.gallery_list(&q).unwrap();
    assert_eq!(page.total as usize, page.items.len(), "one page holds all");
    page.items.into_iter().map(|m| m.id).collect()
}

/// The items whose prompts hold every word of `t`, newest first.
fn with_text(core: &Core, t: &str) -> Vec<String> {
    ids(
        core,
        GalleryQuery {
            text: Some(t.into()),
            ..GalleryQuery::default()
        },
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn search_filters_sorts_and_counts() {
    let dir = tempfile::tempdir().unwrap();
    let core = seeded(dir.path()).await;
    let q = GalleryQuery::default;

    // Every item sits on the shelf its job's kind says; the item says the same.
    let page = core.gallery_list(&q()).unwrap();
    let shelf_of = |id: &str| page.items.iter().find(|m| m.id == id).unwrap().shelf;
    assert_eq!(shelf_of("mia-1"), Shelf::Image);
    assert_eq!(shelf_of("vid"), Shelf::Video);
    assert_eq!(shelf_of("song"), Shelf::Music);
    assert_eq!(shelf_of("slide"), Shelf::Slideshow);
    assert_eq!(shelf_of("cut"), Shelf::Tool);
    assert_eq!(shelf_of("mixed"), Shelf::Tool);
    assert_eq!(shelf_of("svc"), Shelf::Image);
    for shelf in Shelf::ALL {
        let found = ids(
            &core,
            GalleryQuery {
                shelf: Some(shelf),
                ..q()
            },
        );
        assert!(!found.is_empty(), "{shelf:?}");
        assert!(
            found.iter().all(|id| shelf_of(id) == shelf),
            "{shelf:?}: {found:?}"
        );
    }

    // Prompt words: all of them, any case, `%` and `_` literal.
    let text = |t: &str| with_text(&core, t);
    assert_eq!(text("RED"), ["svc", "slide", "vid", "mia-1"]);
    assert_eq!(text("red bike"), ["mia-1"]);
    assert_eq!(text("100%"), ["slide"]);
    assert_eq!(text("d_h"), ["svc"]);
    assert!(text("red violin").is_empty());
    assert_eq!(text("  ").len(), 7, "blank text is no filter");

    // Character, provider, days (both ends included), combined with words.
    assert_eq!(
        ids(
            &core,
            GalleryQuery {
                character_id: Some("c-mia".into()),
                ..q()
            }
        ),
        ["mia-1"]
    );
    assert_eq!(
        ids(
            &core,
            GalleryQuery {
                provider: Some("gemini".into()),
                ..q()
            }
        ),
        ["svc", "mia-1"]
    );
    let days = GalleryQuery {
        from: Some("2026-01-02".into()),
        to: Some("2026-01-04".into()),
        ..q()
    };
    assert_eq!(ids(&core, days.clone()), ["slide", "song", "vid"]);
    assert_eq!(
        ids(
            &core,
            GalleryQuery {
                text: Some("red".into()),
                ..days.clone()
            }
        ),
        ["slide", "vid"]
    );

    // Sorts: oldest first; cost = charged (12) over the estimate (30), then estimates; no cost last.
    let sorted = |sort| ids(&core, GalleryQuery { sort, ..q() });
    assert_eq!(
        sorted(GallerySort::Oldest),
        ["mia-1", "vid", "song", "slide", "cut", "mixed", "svc"]
    );
    assert_eq!(
        sorted(GallerySort::Cost),
        ["slide", "vid", "song", "mia-1", "cut", "svc", "mixed"]
    );
    let page = core
        .gallery_list(&GalleryQuery {
            sort: GallerySort::Oldest,
            limit: 2,
            offset: 2,
            ..q()
        })
        .unwrap();
    assert_eq!(page.total, 7);
    assert_eq!(
        page.items.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
        ["song", "slide"]
    );

    // Counts per shelf of the current search, its own shelf aside.
    let counts = |query: GalleryQuery| -> Vec<(Shelf, u32)> {
        core.gallery_counts(&query)
            .unwrap()
            .into_iter()
            .map(|c| (c.shelf, c.count))
            .collect()
    };
    assert_eq!(
        counts(q()),
        [
            (Shelf::Image, 2),
            (Shelf::Video, 1),
            (Shelf::Music, 1),
            (Shelf::Slideshow, 1),
            (Shelf::Tool, 2)
        ]
    );
    assert_eq!(
        counts(GalleryQuery {
            text: Some("red".into()),
            shelf: Some(Shelf::Video),
            ..q()
        }),
        [(Shelf::Image, 2), (Shelf::Video, 1), (Shelf::Slideshow, 1)]
    );
    assert_eq!(
        core.gallery_providers().unwrap(),
        ["add-music", "gemini", "kling", "slides", "suno", "trim"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn favourites_and_collections_filter_and_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let core = seeded(dir.path()).await;
    let q = GalleryQuery::default;
    let star = |ids: &[&str], on| {
        let ids: Vec<String> = ids.iter().map(|s| s.to_string()).collect();
        core.media_favourite(&ids, on).unwrap()
    };
    assert_eq!(star(&["vid", "song", "nope"], true), 2);
    assert_eq!(star(&["vid"], true), 0, "already starred");
    assert_eq!(
        ids(
            &core,
            GalleryQuery {
                favourites: true,
                ..q()
            }
        ),
        ["song", "vid"]
    );
    let page = core.gallery_list(&q()).unwrap();
    assert!(page
        .items
        .iter()
        .all(|m| m.favourite == (m.id == "vid" || m.id == "song")));
    assert!(core.library_get("song").unwrap().unwrap().favourite);
    assert_eq!(star(&["song"], false), 1);

    // Names: needed, unique in any case, at most 80 characters.
    let trip = core.collection_create("  Trip  ").unwrap();
    assert_eq!(trip.name, "Trip");
    for bad in ["", "  ", "trip", &"x".repeat(81)] {
        let e = core.collection_create(bad).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("name"), "{bad:?}: {e:?}");
    }
    let best = core.collection_create("Best").unwrap();
    let add = |c: &str, ids: &[&str]| {
        let ids: Vec<String> = ids.iter().map(|s| s.to_string()).collect();
        core.collection_add(c, &ids).unwrap()
    };
    assert_eq!(
        add(&trip.id, &["mia-1", "vid", "gone"]),
        2,
        "unknown ids are skipped"
    );
    assert_eq!(add(&trip.id, &["vid", "song"]), 1, "vid was in it");
    assert_eq!(add(&best.id, &["vid"]), 1, "an item may be in two");
    let in_trip = GalleryQuery {
        collection_id: Some(trip.id.clone()),
        ..q()
    };
    assert_eq!(ids(&core, in_trip.clone()), ["song", "vid", "mia-1"]);
    assert_eq!(
        ids(
            &core,
            GalleryQuery {
                favourites: true,
                ..in_trip.clone()
            }
        ),
        ["vid"],
        "favourites within a collection"
    );
    assert_eq!(
        core.collection_remove(&trip.id, &["song".to_string(), "svc".to_string()])
            .unwrap(),
        1
    );
    let listed = |core: &Core| -> Vec<(String, u32)> {
        core.collections_list()
            .unwrap()
            .into_iter()
            .map(|c| (c.name, c.count))
            .collect()
    };
    assert_eq!(
        listed(&core),
        [("Best".to_string(), 1), ("Trip".to_string(), 2)]
    );
    core.collection_rename(&best.id, "Favourite clips").unwrap();
    assert_eq!(
        core.collection_rename(&best.id, "TRIP")
            .unwrap_err()
            .field
            .as_deref(),
        Some("name")
    );
    core.collection_rename(&trip.id, "trip")
        .expect("its own name in another case");
    assert!(core
        .collection_add("missing", &["vid".to_string()])
        .is_err());

    // Kept on disk: a new core on the same folder sees the same stars and collections.
    core.shutdown().await;
    drop(core);
    let core = open(dir.path()).await;
    assert_eq!(
        ids(
            &core,
            GalleryQuery {
                favourites: true,
                ..q()
            }
        ),
        ["vid"]
    );
    assert_eq!(
        listed(&core),
        [("Favourite clips".to_string(), 1), ("trip".to_string(), 2)]
    );

    // Deleting a collection keeps its items; emptying the trash takes items out of collections.
    let trip = core
        .collections_list()
        .unwrap()
        .into_iter()
        .find(|c| c.name == "trip")
        .unwrap();
    core.media_restore("mia-1").unwrap();
    Store::open(&core.paths().library_db())
        .unwrap()
        .set_deleted("mia-1", Some("2026-02-01T00:00:00.000Z".into()))
        .unwrap();
    assert_eq!(listed(&core)[1].1, 1, "a trashed item is not counted");
    assert_eq!(core.trash_empty().unwrap(), 1);
    assert_eq!(
        ids(
            &core,
            GalleryQuery {
                collection_id: Some(trip.id.clone()),
                trash: true,
                ..q()
            }
        )
        .len(),
        0
    );
    core.collection_delete(&trip.id).unwrap();
    assert_eq!(core.gallery_list(&q()).unwrap().total, 6);
    assert!(core.collection_delete(&trip.id).is_err());
}

/// The cost and the indexed prompt words kept on each item follow every later write: a charge merged
/// into a job's result, a job's outputs adopting a listed item (its job and prompt), and an item leaving
/// the library for good.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cost_and_words_follow_later_writes() {
    let dir = tempfile::tempdir().unwrap();
    let core = seeded(dir.path()).await;
    let db = Store::open(&core.paths().library_db()).unwrap();
    let q = GalleryQuery::default;
    let by_cost = || {
        ids(
            &core,
            GalleryQuery {
                sort: GallerySort::Cost,
                ..q()
            },
        )
    };
    let text = |t: &str| with_text(&core, t);

    // The picture's job is charged 50 after the item was saved: it now costs the most.
    db.patch_job_result("j-img", &json!({ "charged": 50 }))
        .unwrap();
    assert_eq!(by_cost()[0], "mia-1");

    // The listed item becomes the trim job's output, with the job's prompt: cost 2, new words.
    assert!(text("tuxedo").is_empty());
    assert!(db
        .adopt_synced("j-tool", "trim", Some("r-svc"), "-", Some("a Tuxedo cat"))
        .unwrap());
    assert_eq!(text("TUXEDO"), ["svc"]);
    assert_eq!(
        text("red_hat"),
        Vec::<String>::new(),
        "its old prompt is gone"
    );
    assert_eq!(
        by_cost(),
        ["mia-1", "slide", "vid", "song", "svc", "cut", "mixed"],
        "svc (2) sorts with cut (2), newest first, before mixed (no cost)"
    );
    // A selection of the whole search ("Select all in view") comes in the same order.
    let refs = core
        .gallery_refs(&GalleryQuery {
            sort: GallerySort::Cost,
            ..q()
        })
        .unwrap();
    assert_eq!(
        refs.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        by_cost()
    );

    // Emptied from the trash: no longer found by its words.
    db.set_deleted("svc", Some("2026-02-01T10:00:00.000Z".into()))
        .unwrap();
    core.trash_empty().unwrap();
    assert!(text("tuxedo").is_empty());
    assert_eq!(text("red"), ["slide", "vid", "mia-1"]);
}
