//! Gallery sync: what the service lists in `GET /api/user/images` (every character's images and the
//! unassigned ones) comes into the local library. The spec documents an entry as `id` and `url` only,
//! so the kind comes from the listing asked for (`imageType=image`, then `video`: two reads) and is
//! checked against the file's own bytes; a picture's prompt and date come from its character's
//! `generatedImages` (documented), else from fields a service may add; an entry with no date is
//! undated (`first_seen`: when this library first saw it), never dated today. An entry matches a
//! library item by remote id, else by remote URL (trashed items count, so a sync never brings back
//! what is in the trash); new entries are downloaded with a thumbnail (a few at a time) as `source:
//! service` items ("Made outside Media Studio") with their character set; matching items without a
//! character get it. An entry that can't be downloaded is skipped and counted.

use crate::base::error::{CoreError, Result};
use crate::base::model::{now, MediaKind};
use crate::base::paths::Paths;
use crate::jobs::tracker::download::fetch_into_library;
use crate::jobs::Below;
use crate::session::Session;
use crate::store::{Known, MediaRow, UNDATED};
use futures::stream::{self, StreamExt};
use media_api::types::library::{ImageType, LibraryImage, LibraryQuery, LibraryResponse};
use media_api::CharacterId;
use serde::Serialize;
use std::collections::{HashMap, HashSet};

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

/// A listed entry: its kind (from the listing it came in), its character, and what is known of it.
struct Entry {
    image: LibraryImage,
    kind: MediaKind,
    character_id: Option<String>,
}

fn extra_str<'a>(im: &'a LibraryImage, key: &str) -> Option<&'a str> {
    im.extra.get(key).and_then(|v| v.as_str())
}

/// A timestamp in the library's format.
fn library_time(t: &str) -> Option<String> {
    chrono::DateTime::parse_from_rfc3339(t).ok().map(|t| {
        t.with_timezone(&chrono::Utc)
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
    })
}

/// What the spec lets the app know of an entry beyond its id and address: a character's
/// `generatedImages` (documented: id, url, prompt, createdAt), else the fields a service may add to
/// the listing (`prompt`, `createdAt`: read when present, never needed).
#[derive(Default, Clone)]
struct Facts {
    prompt: Option<String>,
    created_at: Option<String>,
}

fn facts_of(im: &LibraryImage, documented: Option<&Facts>) -> Facts {
    let d = documented.cloned().unwrap_or_default();
    Facts {
        prompt: d
            .prompt
            .or_else(|| extra_str(im, "prompt").map(str::to_string))
            .filter(|p| !p.trim().is_empty()),
        created_at: d
            .created_at
            .or_else(|| extra_str(im, "createdAt").map(str::to_string))
            .and_then(|t| library_time(&t)),
    }
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
    facts: Facts,
    seen_at: String,
}

async fn download(paths: &Paths, client: media_api::Client, w: Wanted) -> Option<MediaRow> {
    let id = uuid::Uuid::new_v4().to_string();
    match fetch_into_library(paths, &client, &w.url, w.kind, &format!("service-{id}")).await {
        Ok(got) => {
            let (created_at, first_seen) = match w.facts.created_at {
                Some(t) => (t, None),
                None => (UNDATED.to_string(), Some(w.seen_at)),
            };
            Some(MediaRow {
                id,
                remote_id: Some(w.remote_id),
                remote_url: Some(w.url),
                thumb: got.thumb,
                character_id: w.character_id,
                prompt: w.facts.prompt,
                width: got.width,
                height: got.height,
                created_at,
                first_seen,
                ..MediaRow::new(w.kind, got.file)
            })
        }
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

/// The service's listing of one kind (`imageType`, documented), every character's entries.
async fn listing(
    session: &Session,
    client: &media_api::Client,
    image_type: ImageType,
) -> Result<LibraryResponse> {
    client
        .library()
        .list(&LibraryQuery {
            image_type: Some(image_type),
            show_all: Some(true),
        })
        .await
        .map_err(|e| {
            session.observe_error(&e);
            CoreError::from(e)
        })
}

pub(crate) async fn sync(below: &Below) -> Result<GallerySync> {
    let client = below.session.client()?;
    let mut entries: Vec<Entry> = Vec::new();
    let mut characters: Vec<CharacterName> = Vec::new();
    for (image_type, kind) in [
        (ImageType::Image, MediaKind::Image),
        (ImageType::Video, MediaKind::Video),
    ] {
        let list = listing(&below.session, &client, image_type).await?;
        for c in list.characters {
            let id = c.id.as_str().to_string();
            if !characters.iter().any(|n| n.id == id) {
                characters.push(CharacterName {
                    id: id.clone(),
                    name: c.name.clone(),
                });
            }
            entries.extend(c.images.into_iter().map(|image| Entry {
                image,
                kind,
                character_id: Some(id.clone()),
            }));
        }
        entries.extend(list.unassigned.into_iter().map(|image| Entry {
            image,
            kind,
            character_id: None,
        }));
    }
    let mut seen = HashSet::new();
    entries.retain(|e| seen.insert(e.image.id.as_str().to_string()));

    let known = below.store.known_media()?;
    let mut fresh = Vec::new();
    let mut assign = Vec::new();
    for e in entries.iter() {
        match find(&known, &e.image) {
            Some((id, None)) if !id.is_empty() && e.character_id.is_some() => {
                assign.push((id.clone(), e.character_id.clone()))
            }
            Some(_) => {}
            None => fresh.push(e),
        }
    }
    below.store.assign_characters(&assign)?;

    // The documented facts of new pictures: their character's generatedImages, one read per
    // character that has any (a failed read leaves them undated, never stops the sync).
    let mut documented: HashMap<String, Facts> = HashMap::new();
    let with_new: HashSet<&str> = fresh
        .iter()
        .filter(|e| e.kind == MediaKind::Image)
        .filter_map(|e| e.character_id.as_deref())
        .collect();
    for cid in with_new {
        match client.characters().get(&CharacterId::new(cid)).await {
            Ok(detail) => {
                for g in detail.character.generated_images.unwrap_or_default() {
                    documented.insert(
                        g.id.as_str().to_string(),
                        Facts {
                            prompt: g.prompt,
                            created_at: g.created_at,
                        },
                    );
                }
            }
            Err(e) => tracing::warn!("gallery sync: character {cid} not read: {e}"),
        }
    }

    let seen_at = now();
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
                kind: e.kind,
                character_id: e.character_id.clone(),
                facts: facts_of(&e.image, documented.get(e.image.id.as_str())),
                seen_at: seen_at.clone(),
            })
        })
        .collect();
    let fetched: Vec<Option<MediaRow>> = stream::iter(wanted)
        .map(|w| download(&below.paths, client.clone(), w))
        .buffer_unordered(PARALLEL)
        .collect()
        .await;
    let (mut added, mut skipped) = (0, no_url);
    for row in fetched {
        match row {
            Some(m) => {
                if below.store.insert_synced(&m)? {
                    added += 1;
                } else {
                    remove_files(&below.paths, &m);
                }
            }
            None => skipped += 1,
        }
    }
    Ok(GallerySync {
        added,
        total: entries.len() as u32,
        skipped,
        characters,
    })
}
