//! Pictures of characters as the window can show them: the page's CSP allows images only from the
//! app's loopback media server, so reference faces and generated images are fetched once (the key only
//! ever goes to the service origin), shrunk to thumbnails and served from there. A picture that cannot
//! be fetched keeps the service's URL.

use crate::media_server::MediaServer;
use crate::paths::Paths;
use futures::stream::{self, StreamExt};
use media_api::types::characters::Character;
use media_api::Client;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Longest side of a cached character picture.
const SIDE: u32 = 512;
/// Pictures fetched at once.
const PARALLEL: usize = 4;

fn file_name(url: &str) -> String {
    let mut h = DefaultHasher::new();
    url.hash(&mut h);
    format!("character-{:016x}.img", h.finish())
}

/// The loopback URL of a cached copy of `url`, fetching and shrinking it first when needed.
async fn local(media: &MediaServer, paths: &Paths, client: &Client, url: &str) -> Option<String> {
    if url.starts_with(media.base_url()) {
        return Some(url.to_string());
    }
    let name = file_name(url);
    let path = paths.thumbs_dir().join(&name);
    if !path.exists() {
        let media = media_api::download::fetch(client, url).await.ok()?;
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

/// Points every picture of `characters` (reference face, generated images) at the app's media server.
pub(crate) async fn localize(
    media: &MediaServer,
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
    let urls: Vec<Option<String>> = slots.iter().map(|s| (**s).clone()).collect();
    let found: Vec<Option<String>> = stream::iter(urls.into_iter().map(|u| async move {
        match u {
            Some(u) => local(media, paths, client, &u).await,
            None => None,
        }
    }))
    .buffered(PARALLEL)
    .collect()
    .await;
    for (slot, url) in slots.into_iter().zip(found) {
        if let Some(url) = url {
            *slot = Some(url);
        }
    }
}
