//! The numbers that bound work and output, in one place.
//!
//! Why these values:
//! - [`MAX_DIMENSION`] 16384 px per side: larger than any camera or phone photo (a 200 MP sensor is
//!   about 16320 x 12240), so real photos pass, while crafted headers claiming 100000 px are refused
//!   from the header alone, before any pixel buffer exists.
//! - [`MAX_DECODE_ALLOC`] 512 MiB: the decoded pixel buffer (width x height x bytes per pixel, as
//!   reported by the decoder) must fit it, and it is handed to the decoder as `Limits::max_alloc`.
//!   A 16384 x 8192 RGB8 photo (403 MB) fits; a 16384 x 16384 RGBA16 one (2 GiB) does not. Peak
//!   memory of one preparation is about twice this (decoded + one converted copy).
//! - [`MAX_REFERENCE_BYTES`] 10 000 000 bytes: the service accepts a reference image whose decoded
//!   size is at most 10 MB; we take the decimal reading, the smaller one, so either reading holds.
//! - [`DEFAULT_MAX_SIDE`] 2048 px: a face reference needs far less (generators work at 1-2 K), and
//!   at this size a JPEG is a few hundred KB, uploads quickly and always fits 10 MB.
//! - [`MAX_FILE_BYTES`] 256 MiB: a file is read whole into memory; no accepted photo within the
//!   pixel limits is anywhere near this, so a bigger file is refused before reading it.
//! - [`MAX_THUMBNAIL_DECODE_ALLOC`] 200 MB: the budget of a picture decoded only to make a thumbnail
//!   (50 million RGBA pixels, the most the app keeps of a result); a larger one gets no thumbnail.
//! - At most [`crate::gate::MAX_AT_ONCE`] pictures are worked at once in the whole process, so the
//!   peak is a few budgets, not one per caller.
//! - [`MIN_SIDE`] 64 px: shrinking to fit the byte limit stops here; smaller would no longer show a
//!   face, so we report that the photo is too large instead.

/// Largest accepted width or height of an input image, in pixels.
pub const MAX_DIMENSION: u32 = 16_384;

/// Largest decoded pixel buffer (and decoder allocation budget), in bytes.
pub const MAX_DECODE_ALLOC: u64 = 512 * 1024 * 1024;

/// Largest file we read into memory, in bytes.
pub const MAX_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// Largest size of a prepared reference image (the data URI's decoded payload), in bytes.
pub const MAX_REFERENCE_BYTES: usize = 10_000_000;

/// Default longest side of a prepared reference image, in pixels.
pub const DEFAULT_MAX_SIDE: u32 = 2048;

/// Shrinking to fit the byte limit never goes below this longest side, in pixels.
pub const MIN_SIDE: u32 = 64;

/// JPEG quality used first for reference images.
pub const DEFAULT_JPEG_QUALITY: u8 = 90;

/// JPEG quality used for thumbnails.
pub const THUMB_JPEG_QUALITY: u8 = 82;

/// Largest decoded pixel buffer of a picture made into a thumbnail, in bytes: 50 million pixels of
/// RGBA (what the app keeps of a result at most), so a gallery tile never costs a reference's budget.
pub const MAX_THUMBNAIL_DECODE_ALLOC: u64 = 200_000_000;

/// Refuses a `width` x `height` picture whose decoded pixels take `pixel_bytes`, from its header
/// alone (before any pixel buffer exists): no pixels at all, a side over [`MAX_DIMENSION`], or pixels
/// over `max_alloc` bytes.
pub(crate) fn check_size(
    width: u32,
    height: u32,
    pixel_bytes: u64,
    max_alloc: u64,
) -> Result<(), crate::PrepError> {
    if width == 0 || height == 0 {
        return Err(crate::PrepError::Corrupt {
            detail: format!("image has no pixels ({width}x{height})"),
        });
    }
    if width > MAX_DIMENSION || height > MAX_DIMENSION || pixel_bytes > max_alloc {
        return Err(crate::PrepError::TooBig {
            dimensions: Some((width, height)),
        });
    }
    Ok(())
}

/// The `image` crate limits we decode with, within `max_alloc` bytes.
pub(crate) fn decode_limits(max_alloc: u64) -> image::Limits {
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_DIMENSION);
    limits.max_image_height = Some(MAX_DIMENSION);
    limits.max_alloc = Some(max_alloc);
    limits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PrepError;

    #[test]
    fn size_is_checked_by_side_and_by_bytes() {
        assert_eq!(
            check_size(4000, 3000, 4000 * 3000 * 3, MAX_DECODE_ALLOC),
            Ok(())
        );
        let too_wide = check_size(MAX_DIMENSION + 1, 8, 0, MAX_DECODE_ALLOC);
        assert_eq!(
            too_wide,
            Err(PrepError::TooBig {
                dimensions: Some((MAX_DIMENSION + 1, 8))
            })
        );
        let too_heavy = check_size(12_000, 12_000, 12_000 * 12_000 * 4, MAX_DECODE_ALLOC);
        assert_eq!(
            too_heavy,
            Err(PrepError::TooBig {
                dimensions: Some((12_000, 12_000))
            })
        );
        assert!(matches!(
            check_size(0, 10, 0, MAX_DECODE_ALLOC),
            Err(PrepError::Corrupt { .. })
        ));
    }
}
