use media_api::catalog;
use media_api::types::hook_types::HookTypeSlug;
use media_api::{ImageProvider, VideoProvider};

#[test]
fn every_known_slug_has_an_entry() {
    for p in ImageProvider::KNOWN {
        assert!(catalog::image_provider(p).is_some(), "{p}");
    }
    for p in VideoProvider::KNOWN {
        assert!(catalog::video_provider(p).is_some(), "{p}");
    }
    for h in HookTypeSlug::KNOWN {
        assert!(catalog::hook_default_slides(h).is_some(), "{h}");
    }
    assert_eq!(
        catalog::hook_default_slides(&HookTypeSlug::StoryArc),
        Some(6)
    );
    assert_eq!(
        catalog::hook_default_slides(&HookTypeSlug::HotTake),
        Some(4)
    );
    assert_eq!(catalog::hook_default_slides(&HookTypeSlug::Grwm), Some(5));
}

#[test]
fn catalog_serializes() {
    let v = serde_json::to_value(catalog::catalog()).unwrap();
    assert_eq!(v["imageProviders"].as_array().unwrap().len(), 13);
    assert_eq!(v["videoProviders"].as_array().unwrap().len(), 9);
    assert_eq!(v["videoProviders"][6]["kind"], "avatar");
    assert_eq!(v["imageProviders"][0]["cost4k"], 4);
    assert_eq!(v["textStyleDefaults"]["fontFamily"], "impact");
    assert_eq!(v["aspectRatios"][0]["value"], "1:1");
    assert_eq!(v["premiumVideoRate"], 4);
}
