//! Tags: put on one item or many (the same name in any case is one tag), the gallery filtered by tag and
//! searched by a tag's name, a rename onto another tag's name merges the two, a tag removed from items or
//! everywhere, and an exported picture carries its tags in its metadata. The service never hears of them.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::GalleryQuery;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tags_on_items_filter_merge_remove_and_travel_in_exports() {
    let (sb, _dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 200).await;
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("kites", 3),
            None,
        )
        .await
        .unwrap();
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    let ids: Vec<String> = done.media.iter().map(|m| m.id.clone()).collect();
    let before = spend_posts(&sb).await;

    let beach = core.tags_add(&ids[..2], "  Beach ").unwrap();
    assert_eq!((beach.name.as_str(), beach.count), ("Beach", 2));
    let again = core.tags_add(&ids[1..2], "BEACH").unwrap();
    assert_eq!(
        (again.id.as_str(), again.count),
        (beach.id.as_str(), 2),
        "one tag, any case"
    );
    let summer = core.tags_add(&ids[2..], "summer").unwrap();
    assert_eq!(
        core.tags_list()
            .unwrap()
            .iter()
            .map(|t| (t.name.as_str(), t.count))
            .collect::<Vec<_>>(),
        vec![("Beach", 2), ("summer", 1)]
    );
    assert_eq!(
        core.tags_add(&ids, "  ").unwrap_err().field.as_deref(),
        Some("name")
    );

    let by_tag = |id: &str| {
        core.gallery_list(&GalleryQuery {
            tag_id: Some(id.to_string()),
            ..Default::default()
        })
        .unwrap()
    };
    let page = by_tag(&beach.id);
    assert_eq!(page.total, 2);
    assert!(
        page.items
            .iter()
            .all(|m| m.tags == vec!["Beach".to_string()]),
        "{:?}",
        page.items
    );
    assert_eq!(
        core.library_get(&ids[2]).unwrap().unwrap().tags,
        vec!["summer"]
    );

    // The search box finds tags: every word in the prompt, or every word in one of the item's tags.
    let searched = |text: &str| {
        core.gallery_list(&GalleryQuery {
            text: Some(text.to_string()),
            ..Default::default()
        })
        .unwrap()
        .total
    };
    assert_eq!(searched("beach"), 2, "by the tag's name, in any case");
    assert_eq!(searched("umm"), 1, "by a part of it");
    assert_eq!(searched("kites"), 3, "the prompt as before");
    assert_eq!(searched("kites beach"), 0, "all the words in one place");

    // "summer" renamed "beach": one tag of three items, under the older tag's name.
    let merged = core.tag_rename(&summer.id, "beach").unwrap();
    assert_eq!(
        (merged.id.as_str(), merged.name.as_str(), merged.count),
        (beach.id.as_str(), "Beach", 3)
    );
    assert_eq!(core.tags_list().unwrap().len(), 1);
    assert_eq!(by_tag(&beach.id).total, 3);

    // Exported, a picture keeps its tags in its metadata.
    let out = tempfile::tempdir().unwrap();
    let saved = core
        .media_save_to(&ids[0], &out.path().join("kite.png"))
        .await
        .unwrap();
    let bytes = std::fs::read(&saved.path).unwrap();
    let meta = media_prep::png_meta::read_text(&bytes, "MediaStudio").expect("metadata");
    let meta: serde_json::Value = serde_json::from_str(&meta).unwrap();
    assert_eq!(meta["tags"], serde_json::json!(["Beach"]));

    assert_eq!(core.tags_remove(&ids[..1], &beach.id).unwrap(), 1);
    assert_eq!(by_tag(&beach.id).total, 2);
    core.tag_delete(&beach.id).unwrap();
    assert!(core.tags_list().unwrap().is_empty());
    assert!(core.library_get(&ids[1]).unwrap().unwrap().tags.is_empty());
    assert_eq!(
        spend_posts(&sb).await,
        before,
        "the service never hears of tags"
    );
}
