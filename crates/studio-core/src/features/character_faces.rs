//! Pictures of characters as the window can show them: the page's CSP allows images only from the
//! app's loopback media server, so reference faces and generated images are fetched once (the key only
//! ever goes to the service origin), shrunk to thumbnails and served from there. A picture that cannot
//! be fetched keeps the service's URL.
//!
//! Bounded: each picture within a reference image's limits (the spec's 10 MB, [`LIMITS`]); at most
//! [`NEW_PER_CALL`] new pictures per listing, [`PARALLEL`] at a time; and a listing waits at most
//! [`WAIT`] for them: pictures still on their way are finished in the background, for the next one.

use crate::base::paths::Paths;
use crate::media_server::MediaServer;
use media_api::download::MediaLimits;
use media_api::types::characters::Character;
use media_api::Client;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::time::Duration;

/// Longest side of a cached character picture.
const SIDE: u32 = 512;
/// Pictures fetched at once by one listing.
const PARALLEL: usize = 4;
/// New pictures one listing fetches; the rest come with later listings.
pub(crate) const NEW_PER_CALL: usize = 48;
/// How long a listing waits for its pictures.
pub(crate) const WAIT: Duration = Duration::from_secs(8);
/// A character's picture is a reference image or a generated picture ([`MediaLimits::FACE`]).
pub(crate) const LIMITS: MediaLimits = MediaLimits::FACE;

fn file_name(url: &str) -> String {
    let mut h = DefaultHasher::new();
    url.hash(&mut h);
    format!("character-{:016x}.img", h.finish())
}

/// The loopback URL of a cached copy of the service's `url`, fetching and shrinking it first when
/// needed (another listing may have cached it meanwhile).
async fn local(media: &MediaServer, paths: &Paths, client: &Client, url: &str) -> Option<String> {
    let name = file_name(url);
    let path = paths.thumbs_dir().join(&name);
    if !path.exists() {
        let media = media_api::download::fetch_limited(client, url, &LIMITS)
            .await
            .ok()?;
        let dst = path.clone();
        let made = tokio::task::spawn_blocking(move || {
            let thumb = media_prep::thumbnail(&media.bytes, SIDE).ok()?;
            // A temporary name of this call's own: two characters with the same face are fetched at
            // once, and a shared name let one rename fail (its character kept the service's URL).
            let tmp = dst.with_extension(format!("tmp-{}", uuid::Uuid::new_v4()));
            std::fs::write(&tmp, &thumb.bytes).ok()?;
            match std::fs::rename(&tmp, &dst) {
                Ok(()) => Some(()),
                Err(_) => {
                    let _ = std::fs::remove_file(&tmp);
                    dst.exists().then_some(())
                }
            }
        });
        made.await.ok()??;
    }
    Some(media.thumb_url(&name))
}

/// Points every picture of `characters` (reference face, generated images) at the app's media server:
/// those cached already at once, up to [`NEW_PER_CALL`] others fetched, waiting at most [`WAIT`].
pub(crate) async fn localize(
    media: &Arc<MediaServer>,
    paths: &Paths,
    client: &Client,
    characters: &mut [Character],
) {
    let mut slots: Vec<&mut Option<String>> = Vec::new();
    for c in characters.iter_mut() {
        slots.push(&mut c.reference_url);
        for im in c.generated_images.iter_mut().flatten() {
            slots.push(&mut im.url);
        }
    }
    let is_local = |u: &str| u.starts_with(media.base_url());
    let cached = |u: &str| paths.thumbs_dir().join(file_name(u)).exists();
    // Each picture missing here once, however many slots show it, up to NEW_PER_CALL.
    let mut missing: Vec<String> = Vec::new();
    for url in slots.iter().filter_map(|s| s.as_deref()) {
        if !is_local(url) && !cached(url) && !missing.iter().any(|m| m == url) {
            missing.push(url.to_string());
        }
    }
    missing.truncate(NEW_PER_CALL);
    let permits = Arc::new(tokio::sync::Semaphore::new(PARALLEL));
    let coming: Vec<(String, tokio::task::JoinHandle<Option<String>>)> = missing
        .into_iter()
        .map(|url| {
            let (media, paths, client, permits) = (
                media.clone(),
                paths.clone(),
                client.clone(),
                permits.clone(),
            );
            let u = url.clone();
            // Spawned: a picture still coming when the listing stops waiting is finished and cached.
            let task = tokio::spawn(async move {
                let _permit = permits.acquire_owned().await.ok()?;
                local(&media, &paths, &client, &u).await
            });
            (url, task)
        })
        .collect();
    let until = tokio::time::Instant::now() + WAIT;
    let mut fetched = std::collections::HashMap::new();
    for (url, task) in coming {
        if let Ok(Ok(Some(local))) = tokio::time::timeout_at(until, task).await {
            fetched.insert(url, local);
        }
    }
    for slot in slots {
        let Some(url) = slot.as_deref() else { continue };
        if is_local(url) {
            continue;
        }
        if let Some(local) = fetched.get(url) {
            *slot = Some(local.clone());
        } else if cached(url) {
            *slot = Some(media.thumb_url(&file_name(url)));
        }
    }
}
