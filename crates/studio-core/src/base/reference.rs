//! Reference photos for characters: a file goes through media-prep's pipeline (decode with limits,
//! EXIF orientation, metadata stripped, fit 10 MB) on a blocking thread. The prepared bytes stay here,
//! keyed by a random token; the page gets a small preview and the token, so the large data URI crosses
//! IPC never (create/update take the token). A phone's HEIC/HEIF or an AVIF photo is converted by the
//! system's libheif on Linux (inside media-prep), and by ffmpeg elsewhere (the LGPL build the Windows and
//! macOS apps bring decodes HEVC and AV1 pictures), in its own process.

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::lock;
use media_api::say;
use media_api::Words;
use media_prep::{PrepError, PreparedImage};
use serde::Serialize;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// Prepared photos kept at once (each at most 10 MB); the oldest is dropped first.
const KEEP: usize = 8;
/// Character pictures kept fitted in memory.
const FACES: usize = 4;
/// Longest side of the preview sent to the page.
pub(crate) const PREVIEW_SIDE: u32 = 320;

/// A photo ready to become a character's reference.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PreparedReference {
    /// Names the prepared bytes in `characters_create` / `characters_update`.
    pub token: String,
    /// A small `data:` URI preview (JPEG/PNG, at most 320 px).
    pub preview: String,
    pub width: u32,
    pub height: u32,
    /// Size of what will be sent, in bytes.
    pub bytes: u32,
    pub original_width: u32,
    pub original_height: u32,
    /// File name without the folder, for the page to show.
    pub file_name: String,
    /// What was converted on this computer, in plain words ("Converted from HEIC to JPEG"), when the
    /// photo's own format is one the service does not take; `None` otherwise.
    pub converted: Option<Words>,
}

/// token, prepared bytes, file name.
type Photos = VecDeque<(String, Arc<PreparedImage>, String)>;
/// A character picture's URL, its type and its fitted bytes.
type Faces = VecDeque<(String, &'static str, Arc<Vec<u8>>)>;

/// The pictures this run holds to send as a face: photos prepared by token (`reference_prepare`), and
/// character pictures fetched and fitted by `image_reference` (by URL, so estimates don't fetch them
/// again). One per core.
#[derive(Default)]
pub(crate) struct References {
    photos: Mutex<Photos>,
    faces: Mutex<Faces>,
}

/// A refusal of the pipeline as the one IPC error: plain headline, technical detail apart.
pub(crate) fn prep_error(e: &PrepError) -> CoreError {
    CoreError::new(ErrorCode::Validation, prep_words(e))
        .with_field("referenceImage")
        .with_details(e.to_string())
}

/// What the pipeline's refusal means to a person, by catalogue key (the English is media-prep's own
/// headline, [`PrepError::message`], kept as the words' text).
pub(crate) fn prep_words(e: &PrepError) -> Words {
    let english = e.message();
    let mut w = match e {
        PrepError::Empty => say!("prep.empty", "The file is empty."),
        PrepError::Unsupported { .. } => say!(
            "prep.unsupported",
            "This file isn't a photo we can use. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP."
        ),
        PrepError::Corrupt { .. } => say!("prep.corrupt", "This image is damaged and can't be opened."),
        PrepError::TooBig {
            dimensions: Some((w, h)),
        } => say!(
            "prep.too_big_pixels",
            "This photo is too big to open ({width} × {height} pixels). Use a photo of at most {max} pixels on each side.",
            width = w,
            height = h,
            max = media_prep::limits::MAX_DIMENSION
        ),
        PrepError::TooBig { dimensions: None } => say!(
            "prep.too_big",
            "This photo is too big to open. Use a smaller photo."
        ),
        PrepError::TooLargeAfterShrinking { .. } => say!(
            "prep.too_large_after_shrinking",
            "The photo is larger than the service accepts even after shrinking it."
        ),
        PrepError::NeedsLibrary {
            format,
            missing,
            install: "",
            ..
        } => say!(
            "prep.needs_library_elsewhere",
            "{format} photos can't be converted on this computer: that needs {missing}, which Media Studio uses only on Linux. Convert the photo to JPEG first.",
            format = *format,
            missing = *missing
        ),
        PrepError::NeedsLibrary {
            format,
            missing,
            install,
            ..
        } => say!(
            "prep.needs_library",
            "{format} photos need {missing}, which isn't installed. Convert the photo to JPEG first, or install {install}.",
            format = *format,
            missing = *missing,
            install = *install
        ),
        PrepError::Unreadable { .. } => say!(
            "prep.unreadable",
            "We couldn't read this file. Check that it still exists and that you can open it."
        ),
        PrepError::Unwritable { .. } => say!(
            "prep.unwritable",
            "We couldn't save the preview of this photo."
        ),
        _ => say!(
            "prep.internal",
            "Something went wrong while preparing this photo. Please try again."
        ),
    };
    // The English stays media-prep's own (it names the exact size limit).
    w.text = english;
    w
}

/// What converts a HEIC/HEIF or AVIF photo on this system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Converter {
    /// The system's libheif, loaded by media-prep (Linux, where the packages bring it).
    Libheif,
    /// ffmpeg, the one the app brings (Windows, macOS), in a process of its own.
    Ffmpeg,
}

pub(crate) fn converter() -> Converter {
    if cfg!(target_os = "linux") {
        Converter::Libheif
    } else {
        Converter::Ffmpeg
    }
}

/// How long ffmpeg may take to turn one photo into a PNG.
const CONVERT_DEADLINE: std::time::Duration = std::time::Duration::from_secs(60);

/// A HEIC/HEIF or AVIF photo turned into a PNG by ffmpeg (local file, the HEIF container's demuxer
/// only, its first picture), then prepared as any PNG; said to be converted from its own format.
pub(crate) fn converted_by_ffmpeg(
    path: &std::path::Path,
) -> std::result::Result<PreparedImage, PrepError> {
    let head = {
        use std::io::Read;
        let mut head = Vec::new();
        std::fs::File::open(path)
            .and_then(|f| f.take(64).read_to_end(&mut head))
            .map_err(|e| PrepError::Unreadable {
                path: path.to_path_buf(),
                detail: e.to_string(),
            })?;
        head
    };
    let from = media_prep::sniff_convertible(&head);
    let corrupt = |detail: String| PrepError::Corrupt { detail };
    let dir = tempfile::tempdir().map_err(|e| PrepError::Unwritable {
        path: std::env::temp_dir(),
        detail: e.to_string(),
    })?;
    let png = dir.path().join("converted.png");
    let mut cmd = super::ffmpeg::command(super::ffmpeg::Program::Ffmpeg);
    cmd.args(["-nostdin", "-v", "error", "-protocol_whitelist", "file"])
        .args(["-format_whitelist", "mov,mp4,m4a,3gp,3g2,mj2,heif,avif"])
        .arg("-i")
        .arg(path)
        .args(["-frames:v", "1", "-f", "image2", "-c:v", "png"])
        .arg(&png);
    match super::ffmpeg::run_capture(cmd, CONVERT_DEADLINE) {
        Ok(r) if r.ok && png.is_file() => {}
        Ok(r) => {
            return Err(corrupt(format!(
                "ffmpeg could not convert it: {}",
                r.stderr.trim()
            )))
        }
        Err(why) => return Err(corrupt(why)),
    }
    let mut prepared = media_prep::prepare_reference_file(&png)?;
    prepared.converted_from = from;
    Ok(prepared)
}

impl References {
    /// Prepares the photo at `path` (a dropped or chosen file) as a reference image.
    pub async fn prepare(&self, path: std::path::PathBuf) -> Result<PreparedReference> {
        let file_name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let words = say!(
            "image_reference.something_went_wrong_while_3",
            "Something went wrong while preparing this photo"
        );
        let (prepared, preview) =
            super::error::blocking(words, move || -> Result<(PreparedImage, String)> {
                let prepared = match media_prep::prepare_reference_file(&path) {
                    Err(PrepError::NeedsLibrary { .. }) if converter() == Converter::Ffmpeg => {
                        converted_by_ffmpeg(&path)
                    }
                    other => other,
                }
                .map_err(|e| prep_error(&e))?;
                let thumb = media_prep::thumbnail(&prepared.bytes, PREVIEW_SIDE)
                    .map_err(|e| prep_error(&e))?;
                Ok((prepared, media_prep::to_data_uri(thumb.mime, &thumb.bytes)))
            })
            .await??;
        Ok(self.remember(prepared, preview, file_name))
    }

    /// Keeps a prepared photo under a fresh token.
    pub fn remember(
        &self,
        prepared: PreparedImage,
        preview: String,
        file_name: String,
    ) -> PreparedReference {
        let token = uuid::Uuid::new_v4().simple().to_string();
        let out = PreparedReference {
            token: token.clone(),
            preview,
            width: prepared.width,
            height: prepared.height,
            bytes: u32::try_from(prepared.bytes.len()).unwrap_or(u32::MAX),
            original_width: prepared.original_width,
            original_height: prepared.original_height,
            file_name: file_name.clone(),
            converted: prepared.conversion().map(|english| {
                let to = if prepared.mime == media_prep::MIME_PNG {
                    "PNG"
                } else {
                    "JPEG"
                };
                let from = prepared.converted_from.map_or("", |c| c.name());
                Words {
                    text: english,
                    ..say!(
                        "prep.converted",
                        "Converted from {from} to {to}",
                        from = from,
                        to = to
                    )
                }
            }),
        };
        let mut s = lock(&self.photos);
        s.push_back((token, Arc::new(prepared), file_name));
        while s.len() > KEEP {
            s.pop_front();
        }
        out
    }

    /// The prepared photo of a token and its file name (`None`: unknown or expired).
    pub fn prepared(&self, token: &str) -> Option<(Arc<PreparedImage>, String)> {
        lock(&self.photos)
            .iter()
            .find(|(t, _, _)| t == token)
            .map(|(_, p, n)| (p.clone(), n.clone()))
    }

    /// The data URI of a prepared photo, or a field error when the token is unknown (expired).
    pub fn prepared_data_uri(&self, token: &str) -> Result<String> {
        let found = self.prepared(token).map(|(p, _)| p);
        found.map(|p| p.data_uri()).ok_or_else(|| {
            CoreError::validation(
                "referenceImage",
                say!(
                    "reference.photo_no_longer_ready",
                    "This photo is no longer ready. Drop it or choose it again."
                ),
            )
        })
    }

    /// Forgets a prepared photo once it was sent.
    pub fn forget(&self, token: &str) {
        lock(&self.photos).retain(|(t, _, _)| t != token);
    }

    /// A character picture fitted earlier, by its URL.
    pub fn face(&self, url: &str) -> Option<(&'static str, Arc<Vec<u8>>)> {
        lock(&self.faces)
            .iter()
            .find(|(u, _, _)| u == url)
            .map(|(_, m, b)| (*m, b.clone()))
    }

    /// Keeps a fitted character picture (the last [`FACES`] only).
    pub fn remember_face(&self, url: &str, mime: &'static str, bytes: Arc<Vec<u8>>) {
        let mut c = lock(&self.faces);
        c.retain(|(u, _, _)| u != url);
        c.push_back((url.to_string(), mime, bytes));
        while c.len() > FACES {
            c.pop_front();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What converts a phone's photo, per system: what the drop zone's "converted here" rests on.
    #[test]
    fn each_system_has_its_converter() {
        #[cfg(target_os = "linux")]
        assert_eq!(converter(), Converter::Libheif);
        #[cfg(not(target_os = "linux"))]
        assert_eq!(converter(), Converter::Ffmpeg);
    }

    /// The path Windows and macOS take, on every system: an AVIF photo (made by `heif-enc`) becomes a
    /// JPEG of its size through ffmpeg, said to be converted from AVIF; a file ffmpeg can't read is
    /// refused as damaged, in words.
    #[test]
    fn ffmpeg_converts_an_avif_photo() {
        let dir = tempfile::tempdir().unwrap();
        let avif = dir.path().join("face.avif");
        let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../../shared/testdata/photos/astronaut.png");
        let made = std::process::Command::new("heif-enc")
            .args(["--avif", "-o"])
            .arg(&avif)
            .arg(source)
            .output()
            .expect("heif-enc runs (bash scripts/setup.sh installs libheif-examples)");
        assert!(made.status.success(), "{made:?}");
        let p = converted_by_ffmpeg(&avif).expect("converted");
        assert_eq!(p.converted_from, Some(media_prep::Convertible::Avif));
        assert_eq!(
            (p.mime, p.width, p.height),
            (media_prep::MIME_JPEG, 512, 512)
        );
        assert_eq!(
            p.conversion().as_deref(),
            Some("Converted from AVIF to JPEG")
        );

        let junk = dir.path().join("junk.heic");
        std::fs::write(&junk, b"\0\0\0\x18ftypheic\0\0\0\0not a picture").unwrap();
        let refused = converted_by_ffmpeg(&junk).unwrap_err();
        assert!(matches!(refused, PrepError::Corrupt { .. }), "{refused:?}");
    }
}
