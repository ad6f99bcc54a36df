//! Reference photos for characters: a file goes through media-prep's pipeline (decode with limits,
//! EXIF orientation, metadata stripped, fit 10 MB) on a blocking thread. The prepared bytes stay here,
//! keyed by a random token; the page gets a small preview and the token, so the large data URI crosses
//! IPC never (create/update take the token).

use crate::error::{CoreError, ErrorCode, Result};
use crate::lock;
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
    pub converted: Option<String>,
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
    CoreError::new(ErrorCode::Validation, e.message())
        .with_field("referenceImage")
        .with_details(e.to_string())
}

impl References {
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
            converted: prepared.conversion(),
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
                "This photo is no longer ready. Drop it or choose it again.",
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
