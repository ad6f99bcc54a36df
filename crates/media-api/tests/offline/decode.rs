//! Every response shape of the spec decodes, including unknown fields and unknown enum values.

use media_api::types::api_keys::{ApiKeyList, CreatedApiKey};
use media_api::types::characters::{
    CharacterDeleted, CharacterDetail, CharacterEnvelope, CharacterList,
};
use media_api::types::common::{Ack, JobCreated};
use media_api::types::credits::CreditBalance;
use media_api::types::hook_types::{HookTypeList, HookTypeSlug};
use media_api::types::images::ImageJobStatus;
use media_api::types::jobs::JobsResponse;
use media_api::types::library::LibraryResponse;
use media_api::types::mixing::AddMusicResponse;
use media_api::types::music::{MusicJob, MusicJobCreated};
use media_api::types::slideshows::{SlideshowCreated, SlideshowEnvelope};
use media_api::types::tools::*;
use media_api::types::videos::{VideoEditResponse, VideoJobStatus};
use media_api::{JobId, JobStatus, Tier};
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

fn de<T: DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).expect("decodes")
}

#[test]
fn credits_with_unknown_tier_and_fields() {
    let c: CreditBalance = de(
        json!({"success": true, "credits": 41.5, "tier": "enterprise", "maxCredits": 500,
        "creditsResetAt": "2026-12-01T00:00:00Z", "recentTransactions": [{"amount": -2, "reason": "image"}], "newThing": 1}),
    );
    assert_eq!(c.credits, 41.5);
    assert_eq!(c.tier, Some(Tier::Unknown("enterprise".into())));
    assert_eq!(c.max_credits, Some(500.0));
    let tx = &c.recent_transactions.as_ref().unwrap()[0];
    assert_eq!(tx.amount, Some(-2.0));
    assert_eq!(tx.extra["reason"], "image");
    assert_eq!(c.extra["newThing"], 1);
    let c: CreditBalance = de(json!({"success": true, "credits": 10, "tier": "studio"}));
    assert_eq!(c.tier, Some(Tier::Studio));
}

#[test]
fn api_keys() {
    let l: ApiKeyList = de(json!({"success": true, "keys": [
        {"id": "k1", "name": "laptop", "prefix": "sl_ab", "createdAt": "2026-01-01T00:00:00Z", "lastUsedAt": null, "scopes": ["all"]}]}));
    assert_eq!(l.keys[0].id.as_str(), "k1");
    assert_eq!(l.keys[0].last_used_at, None);
    assert!(l.keys[0].extra.contains_key("scopes"));
    let c: CreatedApiKey = de(json!({"success": true, "key": "sl_secret", "keyId": "k2"}));
    assert_eq!(c.key.expose(), "sl_secret");
    assert!(!format!("{c:?}").contains("sl_secret"));
    let _: Ack = de(json!({"success": true}));
}

#[test]
fn characters() {
    let l: CharacterList = de(json!({"success": true, "characters": [
        {"id": "c1", "name": "Ava", "referenceUrl": "https://cdn.example/a.png", "createdAt": "2026-01-01T00:00:00Z"}],
        "total": 1, "hasMore": false}));
    assert_eq!(l.characters[0].name, "Ava");
    assert_eq!(l.total, Some(1));
    let c: CharacterEnvelope = de(
        json!({"success": true, "character": {"id": "c1", "name": "Ava",
        "referenceUrl": "https://x/a.png", "updatedAt": "2026-01-02T00:00:00Z"}}),
    );
    assert!(c.character.updated_at.is_some());
    let d: CharacterDetail = de(
        json!({"success": true, "character": {"id": "c1", "name": "Ava", "hairColor": "red",
        "generatedImages": [{"id": "i1", "url": "https://x/i.png", "prompt": "{}", "createdAt": "t",
            "generatedVideos": [{"id": "v1", "videoUrl": "https://x/v.mp4", "duration": 5}], "width": 1024}],
        "generatedVideos": [{"anything": true}]},
        "editability": {"canEdit": false, "reason": "published"}, "isFromPurchase": true}),
    );
    assert!(!d.can_edit());
    assert_eq!(d.is_from_purchase, Some(true));
    let img = &d.character.generated_images.as_ref().unwrap()[0];
    assert_eq!(img.extra["width"], 1024);
    assert_eq!(
        img.generated_videos.as_ref().unwrap()[0].extra["duration"],
        5
    );
    let del: CharacterDeleted = de(json!({"success": true, "deleted": {"images": 3, "videos": 1}}));
    assert_eq!(del.deleted.unwrap().images, 3);
}

#[test]
fn generation_and_jobs() {
    let j: JobCreated =
        de(json!({"success": true, "jobId": "j1", "promptUsed": "{\"a\":1}", "queuePosition": 2}));
    assert_eq!(j.job_id, JobId::new("j1"));
    assert_eq!(j.extra["queuePosition"], 2);
    let s: ImageJobStatus = de(
        json!({"success": true, "status": "completed", "imageId": "i1", "imageUrl": "https://x/i.png"}),
    );
    assert_eq!(s.status, Some(JobStatus::Completed));
    let jobs: JobsResponse = de(json!({"success": true,
        "jobs": [{"id": "j2", "status": "queued-on-gpu", "progress": "10%", "prompt": "{}", "createdAt": "t"}],
        "recentJobs": [{"id": "j1", "status": "completed", "imageId": "i1", "imageUrl": "https://x/i.png", "error": null,
            "createdAt": "t", "completedAt": "t"}, {"id": "j3", "status": "failed", "error": "nsfw"}],
        "subscriptionTier": "pro", "jobLimit": 5}));
    assert_eq!(
        jobs.jobs[0].status,
        JobStatus::Unknown("queued-on-gpu".into())
    );
    assert!(!jobs.jobs[0].status.is_terminal());
    assert_eq!(
        jobs.find(&JobId::new("j3")).unwrap().error.as_deref(),
        Some("nsfw")
    );
    assert_eq!(jobs.job_limit, Some(5));
    let no_recent: JobsResponse =
        de(json!({"success": true, "jobs": [], "subscriptionTier": "pro", "jobLimit": 5}));
    assert!(no_recent.recent_jobs.is_none());
    let v: VideoJobStatus = de(json!({"status": "processing", "progress": "rendering", "eta": 30}));
    assert_eq!(v.extra["eta"], 30);
    let e: VideoEditResponse = de(json!({"success": true, "whatever": {"nested": true}}));
    assert!(e.extra.contains_key("whatever"));
}

#[test]
fn tools() {
    let t: ToolCatalog = de(
        json!({"success": true, "parityToolIds": ["create_image", "make_3d_model"], "toolCount": 2}),
    );
    assert_eq!(t.parity_tool_ids[0], ToolId::CreateImage);
    assert_eq!(
        t.parity_tool_ids[1],
        ToolId::Unknown("make_3d_model".into())
    );
    let o: OverlayTextResponse =
        de(json!({"success": true, "mediaType": "video", "url": "https://x/o.mp4"}));
    assert_eq!(o.media_type, Some(MediaKind::Video));
    let s: StitchVideosResponse =
        de(json!({"success": true, "videoUrl": "https://x/s.mp4", "clipCount": 3}));
    assert_eq!(s.clip_count, Some(3));
    let t: TrimVideoResponse =
        de(json!({"success": true, "videoUrl": "https://x/t.mp4", "startTime": 0.5, "endTime": 3}));
    assert_eq!(t.end_time, Some(3.0));
    let _: VideoUrlResponse = de(json!({"success": true, "videoUrl": "https://x/m.mp4"}));
    let p: ShotPromptResponse = de(json!({"success": true, "shotPrompt": "pose: ..."}));
    assert!(p.shot_prompt.starts_with("pose"));
    let r: RemoveBackgroundResponse =
        de(json!({"success": true, "imageUrl": "https://x/r.png", "imageId": "i9"}));
    assert_eq!(r.image_id.unwrap().as_str(), "i9");
}

#[test]
fn library_slideshows_hooks_music_mixing() {
    let l: LibraryResponse = de(json!({"success": true,
        "characters": [{"id": "c1", "name": "Ava", "images": [{"id": "i1", "url": "https://x/1.png", "type": "image"}]}],
        "unassigned": [{"id": "i2", "url": "https://x/2.png"}]}));
    assert_eq!(l.all_images().count(), 2);
    let c: SlideshowCreated =
        de(json!({"success": true, "id": "s1", "creditsCost": 3, "pollUrl": "/api/slideshows/s1"}));
    assert_eq!(c.credits_cost, Some(3.0));
    let s: SlideshowEnvelope = de(
        json!({"success": true, "slideshow": {"id": "s1", "status": "completed",
        "topic": "t", "hookType": "brand-new-format", "slides": [{"imageUrl": "https://x/1.png", "caption": "hi", "index": 0}]}}),
    );
    assert_eq!(
        s.slideshow.hook_type,
        Some(HookTypeSlug::Unknown("brand-new-format".into()))
    );
    assert_eq!(s.slideshow.slides[0].extra["index"], 0);
    let pending: SlideshowEnvelope =
        de(json!({"success": true, "slideshow": {"id": "s1", "status": "pending", "topic": "t"}}));
    assert!(pending.slideshow.slides.is_empty());
    let h: HookTypeList = de(json!({"success": true, "hookTypes": [
        {"name": "Story Arc", "slug": "story-arc", "description": "d"},
        {"id": "h2", "name": "New", "slug": "new-thing", "description": "d", "beats": []}]}));
    assert_eq!(h.hook_types[0].slug, HookTypeSlug::StoryArc);
    assert_eq!(h.hook_types[1].id.as_deref(), Some("h2"));
    let m: MusicJobCreated = de(json!({"success": true, "jobId": "m1"}));
    assert_eq!(m.job_id.as_str(), "m1");
    let m: MusicJob =
        de(json!({"success": true, "status": "completed", "musicUrl": "https://x/m.mp3"}));
    assert!(m.status.is_terminal());
    let m: MusicJob = de(json!({"success": true, "status": "failed", "error": "boom"}));
    assert_eq!(m.error.as_deref(), Some("boom"));
    let a: AddMusicResponse = de(json!({"success": true, "videoUrl": "https://x/mixed.mp4"}));
    assert_eq!(a.video_url, "https://x/mixed.mp4");
}

#[test]
fn unknown_values_round_trip() {
    let t: Tier = de(json!("enterprise"));
    assert_eq!(serde_json::to_value(&t).unwrap(), json!("enterprise"));
    assert_eq!(serde_json::to_value(Tier::Pro).unwrap(), json!("pro"));
    let p: media_api::ImageProvider = de(json!("imagen-9"));
    assert!(!p.is_known());
    let v: media_api::VideoProvider = de(json!("kling-avatar"));
    assert!(v.is_avatar());
}

#[test]
fn requests_serialize_camel_case_without_nulls() {
    use media_api::types::images::GenerateImageRequest;
    let mut r = GenerateImageRequest::simple("a cat");
    r.enable_4k = Some(true);
    r.num_images = Some(2);
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(
        v,
        json!({"formData": {}, "simplePrompt": "a cat", "numImages": 2, "enable4K": true})
    );
    let a = media_api::types::videos::AvatarVideoRequest {
        s2s_duration: Some(3.0),
        ..media_api::types::videos::AvatarVideoRequest::new(
            "p",
            media_api::types::videos::VideoAspectRatio::Vertical,
            media_api::VideoProvider::VeedFabric,
        )
    };
    let v = serde_json::to_value(&a).unwrap();
    assert_eq!(v["s2sDuration"], 3.0);
    assert_eq!(v["aspectRatio"], "9:16");
    assert!(v.get("voiceId").is_none());
}
