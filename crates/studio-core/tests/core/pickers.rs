//! The pickers' query (`Core::library_pick`): the whole library, not the newest few; every search word
//! must match the prompt or the maker (any case, LIKE's own characters taken literally); only one kind;
//! the trash and, when asked, items the service can't read left out; pages and the total agree. Saved
//! slideshows (`Core::slideshows_list`) the same way, by their topic.

use crate::common::*;
use serde_json::json;
use studio_core::store::{JobRow, MediaRow, Store};
use studio_core::{JobKind, JobState, MediaKind, PickQuery, SlideshowQuery};

fn row(i: u32, kind: MediaKind, prompt: &str) -> MediaRow {
    MediaRow {
        id: format!("m{i:04}"),
        kind,
        remote_id: Some(format!("remote-{i}")),
        remote_url: None,
        file: format!("m{i:04}.bin"),
        thumb: None,
        job_id: None,
        character_id: None,
        provider: Some("grok-image".into()),
        prompt: Some(prompt.into()),
        width: None,
        height: None,
        created_at: format!("2026-01-01T00:{:02}:{:02}.000Z", i / 60, i % 60),
        first_seen: None,
        service_gone: None,
    }
}

fn q(search: &str, offset: u32, limit: u32) -> PickQuery {
    PickQuery {
        kind: Some(MediaKind::Image),
        character_id: None,
        search: search.into(),
        at_service: true,
        offset,
        limit,
    }
}

#[tokio::test]
async fn pickers_search_the_whole_library() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let db = Store::open(&core.paths().library_db()).unwrap();
    // 300 pictures: every 10th of a red fox, the oldest one first.
    for i in 0..300 {
        let prompt = if i % 10 == 0 {
            "A red Fox in snow"
        } else {
            "a blue lake"
        };
        db.insert_media(&row(i, MediaKind::Image, prompt)).unwrap();
    }
    db.insert_media(&row(300, MediaKind::Video, "a red fox running"))
        .unwrap();
    let mut local = row(301, MediaKind::Image, "a red fox at home");
    (local.remote_id, local.remote_url) = (None, None);
    db.insert_media(&local).unwrap();
    db.insert_media(&row(302, MediaKind::Image, "100%_fox\\"))
        .unwrap();
    db.insert_media(&row(303, MediaKind::Image, "a red fox, trashed"))
        .unwrap();
    db.set_deleted("m0303", Some("2026-02-01T00:00:00.000Z".into()))
        .unwrap();

    // Every picture the service can read, newest first, far past any "newest 24".
    let all = core.library_pick(&q("", 0, 200)).unwrap();
    assert_eq!(
        all.total, 301,
        "300 pictures and the 100% one; not the video, the local or the trashed one"
    );
    assert_eq!(all.items.len(), 200);
    assert_eq!(all.items[0].id, "m0302");
    let last = core.library_pick(&q("", 300, 200)).unwrap();
    assert_eq!(
        last.items.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
        ["m0000"]
    );

    // Words: all must match, any case, in any order; the oldest match is on the last page.
    let fox = core.library_pick(&q("fox RED", 0, 20)).unwrap();
    assert_eq!(fox.total, 30);
    assert!(fox
        .items
        .iter()
        .all(|m| m.prompt.as_deref() == Some("A red Fox in snow")));
    let fox_end = core.library_pick(&q("fox red", 20, 20)).unwrap();
    assert_eq!(fox_end.items.len(), 10);
    assert_eq!(fox_end.items.last().unwrap().id, "m0000");
    // The maker's slug is searched too.
    assert_eq!(core.library_pick(&q("grok", 0, 1)).unwrap().total, 301);
    // % and _ are letters here, not wildcards.
    let literal = core.library_pick(&q("100%_", 0, 10)).unwrap();
    assert_eq!(
        literal
            .items
            .iter()
            .map(|m| m.id.as_str())
            .collect::<Vec<_>>(),
        ["m0302"]
    );
    assert_eq!(core.library_pick(&q("0%", 0, 10)).unwrap().total, 1);
    assert_eq!(core.library_pick(&q("fox\\", 0, 10)).unwrap().total, 1);
    // A local picture is offered when the picker doesn't need the service to read it.
    let anywhere = core
        .library_pick(&PickQuery {
            at_service: false,
            ..q("home", 0, 10)
        })
        .unwrap();
    assert_eq!(
        anywhere
            .items
            .iter()
            .map(|m| m.id.as_str())
            .collect::<Vec<_>>(),
        ["m0301"]
    );
    // Limits are clamped: 0 asks for one, more than 200 gets 200.
    assert_eq!(core.library_pick(&q("", 0, 0)).unwrap().items.len(), 1);
    assert_eq!(core.library_pick(&q("", 0, 1000)).unwrap().items.len(), 200);
    // Videos are their own picker.
    let videos = core
        .library_pick(&PickQuery {
            kind: Some(MediaKind::Video),
            ..q("fox", 0, 10)
        })
        .unwrap();
    assert_eq!(
        videos
            .items
            .iter()
            .map(|m| m.id.as_str())
            .collect::<Vec<_>>(),
        ["m0300"]
    );
    // A character's board: every kind made with the face, newest first; a download made with the face
    // names it only through its job (until a gallery sync), and counts too.
    for (i, kind) in [
        (400, MediaKind::Image),
        (401, MediaKind::Video),
        (402, MediaKind::Image),
    ] {
        db.insert_media(&MediaRow {
            character_id: Some("mia".into()),
            ..row(i, kind, "Mia")
        })
        .unwrap();
    }
    db.insert_job(&JobRow {
        reference: Some(json!({ "characterId": "mia", "characterName": "Mia", "fileName": null })),
        kind: JobKind::Image,
        ..slideshow(500, "a picture of Mia")
    })
    .unwrap();
    db.insert_media(&MediaRow {
        job_id: Some("show500".into()),
        ..row(403, MediaKind::Image, "made here")
    })
    .unwrap();
    let board = core
        .library_pick(&PickQuery {
            kind: None,
            character_id: Some("mia".into()),
            at_service: false,
            ..q("", 0, 10)
        })
        .unwrap();
    assert_eq!(board.total, 4);
    assert_eq!(
        board
            .items
            .iter()
            .map(|m| m.id.as_str())
            .collect::<Vec<_>>(),
        ["m0403", "m0402", "m0401", "m0400"]
    );
    core.shutdown().await;
}

fn slideshow(i: u32, topic: &str) -> JobRow {
    let at = format!("2026-01-01T00:{:02}:{:02}.000Z", i / 60, i % 60);
    JobRow {
        cost_estimate: Some(3),
        remote_id: Some(format!("remote-show-{i}")),
        created_at: at.clone(),
        updated_at: at,
        ..job_row(
            &format!("show{i:03}"),
            JobKind::Slideshow,
            "grok-image",
            json!({ "topic": topic, "slideCount": 5 }),
            JobState::Completed,
        )
    }
}

fn shows(search: &str, offset: u32, limit: u32) -> SlideshowQuery {
    SlideshowQuery {
        search: search.into(),
        offset,
        limit,
    }
}

#[tokio::test]
async fn saved_slideshows_are_searched_by_topic_and_paged() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let db = Store::open(&core.paths().library_db()).unwrap();
    for i in 0..40 {
        let topic = if i % 4 == 0 {
            "Calm MORNINGS, part"
        } else {
            "Five habits"
        };
        db.insert_job(&slideshow(i, &format!("{topic} {i}")))
            .unwrap();
    }
    let mut image = slideshow(99, "calm mornings picture");
    image.kind = JobKind::Image;
    db.insert_job(&image).unwrap();

    let first = core.slideshows_list(&shows("", 0, 6)).unwrap();
    assert_eq!(first.total, 40, "every slideshow, not an image job");
    assert_eq!(
        first
            .slideshows
            .iter()
            .map(|s| s.id.as_str())
            .collect::<Vec<_>>(),
        ["show039", "show038", "show037", "show036", "show035", "show034"]
    );
    let last = core.slideshows_list(&shows("", 36, 6)).unwrap();
    assert_eq!(last.slideshows.last().unwrap().id, "show000");
    let calm = core
        .slideshows_list(&shows("mornings calm", 0, 100))
        .unwrap();
    assert_eq!(calm.total, 10);
    assert!(calm
        .slideshows
        .iter()
        .all(|s| s.topic.starts_with("Calm MORNINGS")));
    assert_eq!(calm.slideshows[0].topic, "Calm MORNINGS, part 36");
    assert_eq!(
        core.slideshows_list(&shows("part 36", 0, 10))
            .unwrap()
            .total,
        1
    );
    assert_eq!(core.slideshows_list(&shows("%", 0, 10)).unwrap().total, 0);
    // Limits are clamped to 1..=100.
    assert_eq!(
        core.slideshows_list(&shows("", 0, 0))
            .unwrap()
            .slideshows
            .len(),
        1
    );
    core.shutdown().await;
}
