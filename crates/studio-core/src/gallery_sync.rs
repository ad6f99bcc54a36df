//! Gallery sync: what the service lists in `GET /api/user/images` (every character's images and the
//! unassigned ones) comes into the local library. An entry matches a library item by remote id, else by
//! remote URL (trashed items count, so a sync never brings back what is in the trash); new entries are
//! downloaded with a thumbnail (a few at a time) as `source: service` items with their character set;
//! matching items without a character get it. An entry that can't be downloaded is skipped and counted.

use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::jobs::tracker::download::fetch_into_library;
use crate::model::{now, MediaKind};
use crate::paths::Paths;
use crate::store::{Known, MediaRow};
use futures::stream::{self, StreamExt};
use media_api::types::library::{LibraryImage, LibraryQuery};
use serde::Serialize;
use std::collections::HashSet;

/// Files downloaded at once.
const PARALLEL: usize = 4;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CharacterName {
    pub id: String,
    pub name: String,
}

/// What a sync did: `added` new items, `total` entries the service lists, `skipped` entries that could
/// not be downloaded (tried again next time), and every character's name.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GallerySync {
    pub added: u32,
    pub total: u32,
    pub skipped: u32,
    pub characters: Vec<CharacterName>,
}

/// A listed entry and its character.
struct Entry<'a> {
    image: &'a LibraryImage,
    character_id: Option<String>,
}

fn extra_str<'a>(im: &'a LibraryImage, key: &str) -> Option<&'a str> {
    im.extra.get(key).and_then(|v| v.as_str())
}

/// The entry's kind: its `type` when given, else the URL's extension.
pub(crate) fn kind_of(im: &LibraryImage) -> MediaKind {
    match extra_str(im, "type") {
        Some("video") => return MediaKind::Video,
        Some("image") => return MediaKind::Image,
        _ => {}
    }
    let path = im
        .url
        .as_deref()
        .and_then(|u| url::Url::parse(u).ok())
        .map(|u| u.path().to_ascii_lowercase());
    match path
        .as_deref()
        .and_then(|p| p.rsplit_once('.'))
        .map(|(_, e)| e)
    {
        Some("mp4" | "webm" | "mov") => MediaKind::Video,
        Some("m4a" | "mp3" | "wav" | "aac" | "ogg") => MediaKind::Audio,
        _ => MediaKind::Image,
    }
}

/// The entry's `createdAt` in the library's timestamp format, else now.
pub(crate) fn created_of(im: &LibraryImage) -> String {
    extra_str(im, "createdAt")
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
        .map(|t| {
            t.with_timezone(&chrono::Utc)
                .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
        })
        .unwrap_or_else(now)
}

/// The library item an entry is already (by remote id, else by remote URL).
fn find<'k>(known: &'k Known, im: &LibraryImage) -> Option<&'k (String, Option<String>)> {
    known.find(im.id.as_str(), im.url.as_deref())
}

/// A new entry to download (owned, so the downloads can run as `Send` futures).
struct Wanted {
    remote_id: String,
    url: String,
    kind: MediaKind,
    character_id: Option<String>,
    prompt: Option<String>,
    created_at: String,
}

async fn download(paths: &Paths, client: media_api::Client, w: Wanted) -> Option<MediaRow> {
    let id = uuid::Uuid::new_v4().to_string();
    match fetch_into_library(paths, &client, &w.url, w.kind, &format!("service-{id}")).await {
        Ok(got) => Some(MediaRow {
            id,
            kind: w.kind,
            remote_id: Some(w.remote_id),
            remote_url: Some(w.url),
            file: got.file,
            thumb: got.thumb,
            job_id: None,
            character_id: w.character_id,
            provider: None,
            prompt: w.prompt,
            width: got.width,
            height: got.height,
            created_at: w.created_at,
        }),
        Err(err) => {
            tracing::warn!("gallery sync: skipped {}: {err}", w.remote_id);
            None
        }
    }
}

fn remove_files(paths: &Paths, m: &MediaRow) {
    let _ = std::fs::remove_file(paths.media_dir().join(&m.file));
    for t in m.thumb.iter().flat_map(|t| paths.thumb_files(t)) {
        let _ = std::fs::remove_file(t);
    }
}

impl Core {
    /// Brings every picture and video the service lists into the library (see the module notes).
    pub async fn gallery_sync(&self) -> Result<GallerySync> {
        let client = self.session.client()?;
        let _one = self.gallery_sync.lock().await;
        let list = client
            .library()
            .list(&LibraryQuery {
                image_type: None,
                show_all: Some(true),
            })
            .await
            .map_err(|e| {
                self.session.observe_error(&e);
                CoreError::from(e)
            })?;
        let mut entries: Vec<Entry> = Vec::new();
        let mut seen = HashSet::new();
        for c in &list.characters {
            for im in &c.images {
                entries.push(Entry {
                    image: im,
                    character_id: Some(c.id.as_str().to_string()),
                });
            }
        }
        entries.extend(list.unassigned.iter().map(|im| Entry {
            image: im,
            character_id: None,
        }));
        entries.retain(|e| seen.insert(e.image.id.as_str().to_string()));

        let known = self.store.known_media()?;
        let mut fresh = Vec::new();
        let mut assign = Vec::new();
        for e in entries.iter() {
            match find(&known, e.image) {
                Some((id, None)) if e.character_id.is_some() => {
                    assign.push((id.clone(), e.character_id.clone()))
                }
                Some(_) => {}
                None => fresh.push(e),
            }
        }
        self.store.assign_characters(&assign)?;

        let mut no_url = 0;
        let wanted: Vec<Wanted> = fresh
            .iter()
            .filter_map(|e| {
                let Some(url) = e.image.url.clone() else {
                    no_url += 1;
                    return None;
                };
                Some(Wanted {
                    remote_id: e.image.id.as_str().to_string(),
                    url,
                    kind: kind_of(e.image),
                    character_id: e.character_id.clone(),
                    prompt: extra_str(e.image, "prompt").map(str::to_string),
                    created_at: created_of(e.image),
                })
            })
            .collect();
        let fetched: Vec<Option<MediaRow>> = stream::iter(wanted)
            .map(|w| download(&self.paths, client.clone(), w))
            .buffer_unordered(PARALLEL)
            .collect()
            .await;
        let (mut added, mut skipped) = (0, no_url);
        for row in fetched {
            match row {
                Some(m) => {
                    if self.store.insert_synced(&m)? {
                        added += 1;
                    } else {
                        remove_files(&self.paths, &m);
                    }
                }
                None => skipped += 1,
            }
        }
        Ok(GallerySync {
            added,
            total: entries.len() as u32,
            skipped,
            characters: list
                .characters
                .iter()
                .map(|c| CharacterName {
                    id: c.id.as_str().to_string(),
                    name: c.name.clone(),
                })
                .collect(),
        })
    }
}
