//! The face of an image request: a saved character (its reference picture fetched from the service —
//! the key only ever goes to the service origin — and fitted by media-prep) or a one-off photo prepared
//! by `reference_prepare` / `reference_choose` (a token). It becomes the request's `referenceImage`
//! (base64 data URI) right before sending: the page never sees or sends base64.
//!
//! A one-off photo is copied into the library folder (`refs/<sha256>.<ext>`) when a job uses it, so a
//! resubmit or a recall can send it again; the job row keeps only names and that path (never base64).

use crate::base::error::{blocking, CoreError, Result};
use crate::jobs::library::StoredReference;
use crate::jobs::Jobs;
use media_api::say;
use media_api::Words;
use media_api::{CharacterId, Client};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The field reference errors are reported on.
pub const FIELD: &str = "reference";

/// The picture to send as the request's `referenceImage`: a saved character's face, a prepared photo's
/// token, or a picture of this library (`media_id`: an edit of that picture, "edited from"). At most
/// one; none: no reference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type, Default)]
#[serde(rename_all = "camelCase")]
pub struct ImageReference {
    pub character_id: Option<String>,
    pub token: Option<String>,
    /// A picture of this library to edit (its id in the library, `MediaItem.id`).
    #[serde(default)]
    pub media_id: Option<String>,
}

impl ImageReference {
    /// A picture of this library, to edit.
    pub fn picture(media_id: impl Into<String>) -> Self {
        ImageReference {
            media_id: Some(media_id.into()),
            ..Default::default()
        }
    }
    /// Whether it names a library picture (the request is then an edit of it).
    pub fn is_edit(&self) -> bool {
        nonblank(&self.media_id).is_some()
    }
}

/// A reference ready to send.
#[derive(Debug, Clone)]
pub(crate) struct Resolved {
    pub data_uri: String,
    pub stored: StoredReference,
}

impl Resolved {
    pub fn stored_json(&self) -> Option<serde_json::Value> {
        serde_json::to_value(&self.stored).ok()
    }
}

pub(crate) fn field_err(message: Words) -> CoreError {
    CoreError::validation(FIELD, message)
}

fn nonblank(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

/// Turns `reference` into the data URI to send. `persist`: copy a one-off photo into the library (for
/// a real submission; estimates only check).
pub(crate) async fn resolve(
    jobs: &Jobs,
    client: &Client,
    reference: Option<&ImageReference>,
    persist: bool,
) -> Result<Option<Resolved>> {
    let Some(r) = reference else { return Ok(None) };
    match (
        nonblank(&r.character_id),
        nonblank(&r.token),
        nonblank(&r.media_id),
    ) {
        (None, None, None) => Ok(None),
        (Some(id), None, None) => character(jobs, client, id).await.map(Some),
        (None, Some(token), None) => one_off(jobs, token, persist).await.map(Some),
        (None, None, Some(id)) => super::edit::picture(jobs, id).await.map(Some),
        (_, _, Some(_)) => Err(field_err(say!(
            "image_reference.edit_starts_from_picture",
            "An edit starts from its picture alone: it takes no other face"
        ))),
        _ => Err(field_err(say!(
            "image_reference.choose_either_character_photo",
            "Choose either a character or a photo for the face, not both"
        ))),
    }
}

/// The reference a stored job used, resolved again (resubmit): the character's current picture, or
/// the library copy of the one-off photo.
pub(crate) async fn resolve_stored(
    jobs: &Jobs,
    client: &Client,
    stored: Option<&serde_json::Value>,
) -> Result<Option<Resolved>> {
    let Some(v) = stored else { return Ok(None) };
    let Ok(s) = serde_json::from_value::<StoredReference>(v.clone()) else {
        return Ok(None);
    };
    if let Some(id) = nonblank(&s.character_id) {
        return character(jobs, client, id).await.map(Some);
    }
    if let Some(id) = nonblank(&s.media_id) {
        return super::edit::picture(jobs, id).await.map(Some);
    }
    let Some(file) = nonblank(&s.file) else {
        return Ok(None);
    };
    let path = jobs.paths.root().join(file);
    let bytes = tokio::fs::read(&path).await.map_err(|_| {
        field_err(say!(
            "image_reference.photo_job_used_no",
            "The photo this job used is no longer in the library; choose the face again"
        ))
    })?;
    let mime = media_prep::sniff_mime(&bytes)
        .map_err(|e| field_err(crate::base::reference::prep_words(&e)))?;
    Ok(Some(Resolved {
        data_uri: media_prep::to_data_uri(mime, &bytes),
        stored: s,
    }))
}

async fn character(jobs: &Jobs, client: &Client, id: &str) -> Result<Resolved> {
    let detail = client
        .characters()
        .get(&CharacterId::from(id.to_string()))
        .await
        .map_err(|e| {
            jobs.session.observe_error(&e);
            if matches!(e, media_api::Error::NotFound { .. }) {
                return field_err(say!(
                    "image_reference.character_no_longer_available",
                    "That character is no longer available — choose another face"
                ));
            }
            let mut err = CoreError::from(e);
            err.field = Some(FIELD.into());
            err
        })?;
    let ch = detail.character;
    let url = nonblank(&ch.reference_url)
        .ok_or_else(|| {
            field_err(say!(
                "image_reference.character_has_no_face",
                "This character has no face picture yet — choose another face"
            ))
        })?
        .to_string();
    let (mime, bytes) = match jobs.refs.face(&url) {
        Some(hit) => hit,
        None => {
            let limits = media_api::download::MediaLimits::FACE;
            let media = media_api::download::fetch_limited(client, &url, &limits)
                .await
                .map_err(|e| {
                    let name = ch.name.clone();
                    CoreError::from(e)
                        .reword(|why| {
                            say!(
                                "image_reference.could_not_fetch_face",
                                "Could not fetch {name}'s face picture: {why}",
                                name = name,
                                why = why
                            )
                        })
                        .with_field(FIELD)
                })?;
            let fitted = blocking(
                say!(
                    "image_reference.something_went_wrong_while",
                    "Something went wrong while preparing the face"
                ),
                move || fit(media.bytes),
            )
            .await??;
            jobs.refs.remember_face(&url, fitted.0, fitted.1.clone());
            fitted
        }
    };
    Ok(Resolved {
        data_uri: media_prep::to_data_uri(mime, &bytes),
        stored: StoredReference {
            character_id: Some(id.to_string()),
            character_name: Some(ch.name).filter(|n| !n.trim().is_empty()),
            ..Default::default()
        },
    })
}

/// Sends a picture as it is when the service takes it (a known format within 10 MB: its bytes then
/// match the character's stored face); otherwise media-prep's pipeline fits it.
pub(crate) fn fit(bytes: Vec<u8>) -> Result<(&'static str, Arc<Vec<u8>>)> {
    // A HEIC/HEIF or AVIF picture from the service is never decoded in the app's process (libheif's
    // decoders are large and fed by the internet here); the spec's faces are JPEG, PNG, WebP or GIF.
    use media_prep::Convertible as C;
    if let Some(c @ (C::Heic | C::Heif | C::Avif)) = media_prep::sniff_convertible(&bytes) {
        return Err(field_err(say!(
            "image_reference.face_format_not_opened",
            "This character's face picture is a {format} file, which the app doesn't open when it comes from the service: give the character a JPEG or PNG photo, or choose another face",
            format = c.name()
        )));
    }
    if bytes.len() <= media_prep::limits::MAX_REFERENCE_BYTES {
        if let Ok(mime) = media_prep::sniff_mime(&bytes) {
            return Ok((mime, Arc::new(bytes)));
        }
    }
    let p = media_prep::prepare_reference(&bytes, &Default::default())
        .map_err(|e| field_err(crate::base::reference::prep_words(&e)))?;
    Ok((p.mime, Arc::new(p.bytes)))
}

async fn one_off(jobs: &Jobs, token: &str, persist: bool) -> Result<Resolved> {
    let (prepared, file_name) = jobs.refs.prepared(token).ok_or_else(|| {
        field_err(say!(
            "image_reference.photo_no_longer_available",
            "That photo is no longer available — drop it again"
        ))
    })?;
    let mut stored = StoredReference {
        file_name: Some(file_name).filter(|n| !n.is_empty()),
        ..Default::default()
    };
    if persist {
        let root = jobs.paths.root().to_path_buf();
        let p = prepared.clone();
        let words = say!(
            "image_reference.could_not_keep_copy",
            "Could not keep a copy of the photo"
        );
        let kept = blocking(words.clone(), move || keep_copy(&root, p.mime, &p.bytes)).await?;
        let rel = kept.map_err(|e| CoreError::internal(words, e))?;
        stored.file = Some(rel);
    }
    Ok(Resolved {
        data_uri: prepared.data_uri(),
        stored,
    })
}

/// Writes the photo to `refs/<sha256 prefix>.<ext>` under `root` once; returns the relative path.
fn keep_copy(root: &Path, mime: &str, bytes: &[u8]) -> std::io::Result<String> {
    let hash = hex(&Sha256::digest(bytes)[..12]);
    let ext = if mime == media_prep::MIME_PNG {
        "png"
    } else {
        "jpg"
    };
    let rel = format!("refs/{hash}.{ext}");
    let path: PathBuf = root.join(&rel);
    if !path.exists() {
        std::fs::create_dir_all(root.join("refs"))?;
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(&tmp, &path)?;
    }
    Ok(rel)
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::library::info_of;
    use crate::store::JobRow;

    #[test]
    fn a_copy_is_written_once_under_its_hash() {
        let dir = tempfile::tempdir().unwrap();
        let a = keep_copy(dir.path(), media_prep::MIME_JPEG, b"abc").unwrap();
        let b = keep_copy(dir.path(), media_prep::MIME_JPEG, b"abc").unwrap();
        assert_eq!(a, b);
        assert!(a.starts_with("refs/") && a.ends_with(".jpg"), "{a}");
        assert_eq!(std::fs::read(dir.path().join(&a)).unwrap(), b"abc");
    }

    #[test]
    fn a_stored_reference_shows_names_only() {
        let v =
            serde_json::json!({"characterId": "c1", "characterName": "Mia", "file": "refs/x.jpg"});
        let j = JobRow {
            status: crate::base::model::JobState::Failed,
            reference: Some(v),
            ..JobRow::new(
                crate::base::model::JobKind::Image,
                "gemini",
                serde_json::json!({}),
            )
        };
        let info = info_of(&j).unwrap();
        assert_eq!(info.character_name.as_deref(), Some("Mia"));
        assert_eq!(info.file_name, None);
    }

    /// A face the service sends as HEIC or AVIF is refused in words before any decoder sees it; a PNG
    /// the service may take as it is passes untouched.
    #[test]
    fn a_heif_face_from_the_service_is_never_decoded() {
        for brand in [&b"heic"[..], b"avif"] {
            let mut bytes = b"\0\0\0\x18ftyp".to_vec();
            bytes.extend_from_slice(brand);
            bytes.extend_from_slice(&[0; 64]);
            let e = fit(bytes).unwrap_err();
            assert_eq!(e.said().key, "image_reference.face_format_not_opened");
        }
        let mut png = Vec::new();
        image::RgbImage::new(8, 8)
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        let (mime, kept) = fit(png.clone()).unwrap();
        assert_eq!((mime, kept.as_slice()), ("image/png", png.as_slice()));
    }
}
