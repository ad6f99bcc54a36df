//! Reference photos for characters: a file goes through media-prep's pipeline (decode with limits,
//! EXIF orientation, metadata stripped, fit 10 MB) on a blocking thread. The prepared bytes stay here,
//! keyed by a random token; the page gets a small preview and the token, so the large data URI crosses
//! IPC never (create/update take the token).

use crate::core::Core;
use crate::error::{CoreError, ErrorCode, Result};
use crate::lock;
use media_prep::{PrepError, PreparedImage};
use serde::Serialize;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// Prepared photos kept at once (each at most 10 MB); the oldest is dropped first.
const KEEP: usize = 8;
/// Longest side of the preview sent to the page.
const PREVIEW_SIDE: u32 = 320;

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
}

/// token, prepared bytes, file name.
type Store = Mutex<VecDeque<(String, Arc<PreparedImage>, String)>>;

fn store() -> &'static Store {
    static STORE: OnceLock<Store> = OnceLock::new();
    STORE.get_or_init(|| Mutex::new(VecDeque::new()))
}

/// A refusal of the pipeline as the one IPC error: plain headline, technical detail apart.
pub(crate) fn prep_error(e: &PrepError) -> CoreError {
    CoreError::new(ErrorCode::Validation, e.message())
        .with_field("referenceImage")
        .with_details(e.to_string())
}

impl Core {
    /// Prepares the photo at `path` (a dropped or chosen file) as a reference image.
    pub async fn reference_prepare(&self, path: PathBuf) -> Result<PreparedReference> {
        let file_name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let work = tokio::task::spawn_blocking(move || -> Result<(PreparedImage, String)> {
            let prepared = media_prep::prepare_reference_file(&path).map_err(|e| prep_error(&e))?;
            let thumb =
                media_prep::thumbnail(&prepared.bytes, PREVIEW_SIDE).map_err(|e| prep_error(&e))?;
            Ok((prepared, media_prep::to_data_uri(thumb.mime, &thumb.bytes)))
        });
        let (prepared, preview) = work.await.map_err(|e| {
            CoreError::internal("Something went wrong while preparing this photo", e)
        })??;
        Ok(remember(prepared, preview, file_name))
    }
}

/// Keeps a prepared photo under a fresh token (also a library copy on recall / video source).
pub(crate) fn remember(
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
    };
    let mut s = lock(store());
    s.push_back((token, Arc::new(prepared), file_name));
    while s.len() > KEEP {
        s.pop_front();
    }
    out
}

/// The prepared photo of a token and its file name (`None`: unknown or expired).
pub(crate) fn prepared(token: &str) -> Option<(Arc<PreparedImage>, String)> {
    lock(store())
        .iter()
        .find(|(t, _, _)| t == token)
        .map(|(_, p, n)| (p.clone(), n.clone()))
}

/// The data URI of a prepared photo, or a field error when the token is unknown (expired).
pub(crate) fn prepared_data_uri(token: &str) -> Result<String> {
    let found = prepared(token).map(|(p, _)| p);
    found.map(|p| p.data_uri()).ok_or_else(|| {
        CoreError::validation(
            "referenceImage",
            "This photo is no longer ready. Drop it or choose it again.",
        )
    })
}

/// Forgets a prepared photo once it was sent.
pub(crate) fn forget(token: &str) {
    lock(store()).retain(|(t, _, _)| t != token);
}
