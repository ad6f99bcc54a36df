//! Small thumbnails, for tiles a little over 100 CSS pixels wide (Home's recent work): a thumbnail (320 px
//! on its longest side, [`crate::jobs::tracker::download::THUMB_SIDE`]) made again with its short side
//! [`SHORT_SIDE`] pixels, so it still covers a square tile. The page offers both (`srcset`) and the web view
//! picks by the screen's pixel density: on a 1x screen the picture decoded and kept for a tile holds a
//! quarter of the pixels (about 100 KB instead of 400 KB), on a 2x screen the full thumbnail is used.
//! Made with the thumbnail ([`make`]: the tracker's downloads, the local mixes) and kept in
//! `thumbs/small/`; a thumbnail made before there were small copies gets its copy on first request, so a
//! library of any age has them without a migration. If one cannot be made, the full thumbnail is served.

use axum::body::Body;
use axum::extract::{Path as UrlPath, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The short side of a small thumbnail, in pixels: a tile of up to 160 CSS pixels on a 1x screen.
pub const SHORT_SIDE: u32 = 160;

/// The folder of small copies, inside the thumbnails' folder.
/// Where the small copy of thumbnail `file` (in `thumbs`) is kept (the data folder's layout, `paths`).
pub fn copy_of(thumbs: &Path, file: &str) -> PathBuf {
    crate::base::paths::small_thumb(thumbs, file)
}

/// Makes the small copy of thumbnail `file` (in `thumbs`), unless it is there or the thumbnail is already
/// that small. Blocking (decodes and encodes a picture): call it where the thumbnail itself is made.
pub(crate) fn make(thumbs: &Path, file: &str) {
    let _ = small_copy(thumbs, file);
}

/// `GET /<token>/small/<file>`: the small copy of thumbnail `file` in `thumbs`, made if it is not there yet.
pub async fn serve(State(thumbs): State<Arc<PathBuf>>, UrlPath(file): UrlPath<String>) -> Response {
    // One plain file name of the thumbs folder, never a path out of it.
    if file.is_empty() || file.starts_with('.') || file.contains(['/', '\\']) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let bytes = tokio::task::spawn_blocking(move || small_copy(&thumbs, &file))
        .await
        .ok()
        .flatten();
    match bytes {
        Some(bytes) => {
            let mime = media_prep::sniff_mime(&bytes).unwrap_or("application/octet-stream");
            ([(header::CONTENT_TYPE, mime)], Body::from(bytes)).into_response()
        }
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The bytes of thumbnail `file`'s small copy, made first if needed; the thumbnail's own bytes when it is
/// already that small or no copy can be made; `None` when there is no thumbnail.
fn small_copy(thumbs: &Path, file: &str) -> Option<Vec<u8>> {
    let (full, copy) = (&thumbs.join(file), &copy_of(thumbs, file));
    if let Ok(bytes) = std::fs::read(copy) {
        return Some(bytes);
    }
    let (w, h) = image::image_dimensions(full).ok()?;
    let side = cover_side(w, h, SHORT_SIDE);
    if side >= w.max(h) {
        return std::fs::read(full).ok();
    }
    let made = copy
        .parent()
        .map(std::fs::create_dir_all)
        .and_then(|r| r.ok())
        .and_then(|()| media_prep::thumbnail_file(full, copy, side).ok());
    match made {
        Some(thumb) => Some(thumb.bytes),
        None => {
            tracing::warn!("could not make a small copy of {}", full.display());
            std::fs::read(full).ok()
        }
    }
}

/// The longest side to give a `w` x `h` picture so that its short side is `short` (rounded up).
fn cover_side(w: u32, h: u32, short: u32) -> u32 {
    let (long, narrow) = (w.max(h) as u64, w.min(h).max(1) as u64);
    (long * short as u64).div_ceil(narrow) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_short_side_covers_a_square_tile() {
        assert_eq!(cover_side(320, 320, 160), 160);
        // A 16:9 poster keeps 160 px of height: 285 px wide, nearly its full thumbnail.
        assert_eq!(cover_side(320, 180, 160), 285);
        assert_eq!(cover_side(180, 320, 160), 285);
        assert_eq!(cover_side(0, 0, 160), 0);
    }
}
