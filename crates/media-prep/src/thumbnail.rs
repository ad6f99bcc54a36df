//! Thumbnails for the gallery: upright, small, JPEG (PNG when the image has transparency).
//!
//! Decoding uses the same limits as reference images. Resizing uses `fast_image_resize`'s
//! super-sampling (nearest-neighbour pre-shrink to 3x the target, then Catmull-Rom), which is fast
//! on large photos and looks the same as a full convolution at thumbnail size. JPEG sources are
//! decoded at full size: the `image` crate's JPEG decoder (zune-jpeg) has no reduced-scale (DCT
//! scaling) decode, and the decode is not the dominant cost at the sizes a gallery sees.

use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::decode::decode;
use crate::encode::encode;
use crate::error::PrepError;
use crate::limits::{MAX_THUMBNAIL_DECODE_ALLOC, THUMB_JPEG_QUALITY};
use crate::pixels::{fit_within, Pixels, Quality};
use crate::source::Source;

/// An encoded thumbnail.
#[derive(Clone, PartialEq, Eq)]
pub struct Thumb {
    /// JPEG, or PNG when the image has transparency; no metadata.
    pub bytes: Vec<u8>,
    /// `image/jpeg` or `image/png`.
    pub mime: &'static str,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

impl std::fmt::Debug for Thumb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Thumb")
            .field("bytes", &format_args!("<{} bytes>", self.bytes.len()))
            .field("mime", &self.mime)
            .field("width", &self.width)
            .field("height", &self.height)
            .finish()
    }
}

/// A thumbnail of `source` (bytes or a path) whose longest side is at most `max_side` pixels
/// (never upscaled; `0` is treated as 1).
pub fn thumbnail<'a>(source: impl Into<Source<'a>>, max_side: u32) -> Result<Thumb, PrepError> {
    let _turn = crate::gate::turn();
    let (bytes, name) = source.into().load()?;
    let decoded = decode(&bytes, name, MAX_THUMBNAIL_DECODE_ALLOC)?;
    drop(bytes);
    let pixels = Pixels::from_image(decoded.image);
    let (w, h) = fit_within(pixels.width, pixels.height, max_side);
    let small = if (w, h) == (pixels.width, pixels.height) {
        pixels
    } else {
        pixels.resized(w, h, Quality::Fast)?
    };
    let (bytes, mime) = encode(&small, THUMB_JPEG_QUALITY)?;
    Ok(Thumb {
        bytes,
        mime,
        width: w,
        height: h,
    })
}

/// Writes a thumbnail of the image file `src` to `dst` and returns it.
///
/// The file is written whole or not at all (a temporary file next to `dst`, then a rename). The
/// content is JPEG or PNG whatever `dst`'s extension says; [`Thumb::mime`] tells which.
pub fn thumbnail_file(
    src: impl AsRef<Path>,
    dst: impl AsRef<Path>,
    max_side: u32,
) -> Result<Thumb, PrepError> {
    let thumb = thumbnail(src.as_ref(), max_side)?;
    let dst = dst.as_ref();
    write_atomically(dst, &thumb.bytes).map_err(|e| PrepError::Unwritable {
        path: dst.to_path_buf(),
        detail: e.to_string(),
    })?;
    Ok(thumb)
}

fn write_atomically(dst: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut tmp_name = dst.file_name().unwrap_or_default().to_os_string();
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    tmp_name.push(format!(".{}-{n}.tmp", std::process::id()));
    let tmp = dst.with_file_name(tmp_name);
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&tmp, dst)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
