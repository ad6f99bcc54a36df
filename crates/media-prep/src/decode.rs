//! Sniffing and bounded decoding: format from the bytes, dimensions checked from the header before
//! any pixel buffer exists, EXIF orientation applied, panics contained.

use std::io::Cursor;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader};

use crate::error::PrepError;
use crate::limits::{decode_limits, MAX_DIMENSION};

/// A decoded image, turned upright.
pub(crate) struct Decoded {
    /// Pixels after EXIF orientation was applied.
    pub image: DynamicImage,
}

/// The accepted format of `bytes`, found from their signature (never from a name or a MIME type).
///
/// Returns the MIME type (`image/jpeg`, `image/png`, `image/webp`, `image/gif`), or
/// [`PrepError::Empty`] / [`PrepError::Unsupported`].
pub fn sniff_mime(bytes: &[u8]) -> Result<&'static str, PrepError> {
    sniff(bytes).map(|f| f.to_mime_type())
}

/// `Unsupported::detail` when the bytes match no image signature at all.
const UNRECOGNISED: &str = "unrecognised signature";

fn sniff(bytes: &[u8]) -> Result<ImageFormat, PrepError> {
    if bytes.is_empty() {
        return Err(PrepError::Empty);
    }
    match image::guess_format(bytes) {
        Ok(f @ (ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP | ImageFormat::Gif)) => {
            Ok(f)
        }
        Ok(other) => Err(PrepError::Unsupported {
            detail: format!("{other:?} images are not accepted"),
        }),
        Err(_) => Err(PrepError::Unsupported {
            detail: UNRECOGNISED.into(),
        }),
    }
}

/// True when a file name claims one of the accepted formats.
fn name_claims_image(name: &Path) -> bool {
    let ext = name
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    matches!(
        ext.as_deref(),
        Some("jpg" | "jpeg" | "jpe" | "jfif" | "png" | "webp" | "gif")
    )
}

/// Decodes `bytes` within the limits of [`crate::limits`], its pixel buffer within `max_alloc` bytes.
///
/// `name` is only used to word the error better: a file named `*.png` whose bytes are not any
/// image is reported as damaged rather than as the wrong kind of file.
pub(crate) fn decode(
    bytes: &[u8],
    name: Option<&Path>,
    max_alloc: u64,
) -> Result<Decoded, PrepError> {
    let format = match sniff(bytes) {
        Ok(f) => f,
        Err(PrepError::Unsupported { detail })
            if detail == UNRECOGNISED && name.is_some_and(name_claims_image) =>
        {
            return Err(PrepError::corrupt(
                "the name says image but the content has no known image signature",
            ));
        }
        Err(e) => return Err(e),
    };
    // Last line of defence: a decoder bug must not take the app down.
    match catch_unwind(AssertUnwindSafe(|| decode_format(bytes, format, max_alloc))) {
        Ok(result) => result,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            Err(PrepError::corrupt(format!("decoder panicked: {what}")))
        }
    }
}

fn decode_format(bytes: &[u8], format: ImageFormat, max_alloc: u64) -> Result<Decoded, PrepError> {
    // zune-jpeg fills a missing tail with grey; a half-grey face is no reference, so refuse it.
    if format == ImageFormat::Jpeg && jpeg_is_cut_short(bytes) {
        return Err(PrepError::corrupt(
            "JPEG is cut short (no end-of-image marker after the image data)",
        ));
    }
    // The header is read with only the allocation budget, so that an oversized image is reported
    // with its dimensions by our own check below rather than as an anonymous limit error.
    let mut header_limits = image::Limits::default();
    header_limits.max_alloc = Some(max_alloc);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(header_limits);
    let mut decoder = reader.into_decoder().map_err(map_error)?;

    let (width, height) = decoder.dimensions();
    if width == 0 || height == 0 {
        return Err(PrepError::corrupt(format!(
            "image has no pixels ({width}x{height})"
        )));
    }
    let dims = Some((width, height));
    if width > MAX_DIMENSION || height > MAX_DIMENSION || decoder.total_bytes() > max_alloc {
        return Err(PrepError::TooBig { dimensions: dims });
    }
    decoder
        .set_limits(decode_limits(max_alloc))
        .map_err(map_error)?;

    // A broken EXIF block must not cost the photo: fall back to "as stored".
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(map_error)?;
    image.apply_orientation(orientation);
    Ok(Decoded { image })
}

/// True when the JPEG's image data is not followed by an end-of-image marker (FF D9).
///
/// The segments before the first start-of-scan are skipped by their lengths (so an EXIF thumbnail's
/// own end marker does not count); inside scan data FF D9 cannot occur by chance. When the segment
/// structure is not understood the answer is `false` and the decoder has the last word.
fn jpeg_is_cut_short(bytes: &[u8]) -> bool {
    let mut at = 2; // after SOI
    loop {
        // Markers may be preceded by any number of FF fill bytes.
        while bytes.get(at) == Some(&0xFF) && bytes.get(at + 1) == Some(&0xFF) {
            at += 1;
        }
        let (Some(&0xFF), Some(&marker)) = (bytes.get(at), bytes.get(at + 1)) else {
            return at >= bytes.len().saturating_sub(1);
        };
        match marker {
            0xD9 => return false, // EOI before any scan: let the decoder judge
            0x01 | 0xD0..=0xD7 => at += 2,
            _ => {
                let Some(len) = bytes.get(at + 2..at + 4) else {
                    return true;
                };
                let len = usize::from(u16::from_be_bytes([len[0], len[1]]));
                if marker == 0xDA {
                    let scan = bytes.get(at + 2 + len..).unwrap_or_default();
                    return !scan.windows(2).any(|w| w == [0xFF, 0xD9]);
                }
                at += 2 + len;
            }
        }
    }
}

/// Maps a decoder error. A limit hit after our own dimension check comes from some inner
/// structure (e.g. a GIF frame far larger than its canvas), so no dimensions are claimed for it.
fn map_error(err: ImageError) -> PrepError {
    match err {
        ImageError::Limits(_) => PrepError::TooBig { dimensions: None },
        ImageError::Unsupported(e) => PrepError::Unsupported {
            detail: e.to_string(),
        },
        ImageError::Decoding(e) => PrepError::corrupt(e),
        ImageError::IoError(e) => PrepError::corrupt(e),
        other => PrepError::corrupt(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::MAX_DECODE_ALLOC;

    #[test]
    fn sniffs_by_content_not_name() {
        assert_eq!(sniff_mime(b"\x89PNG\r\n\x1a\n0000"), Ok("image/png"));
        assert_eq!(sniff_mime(b"\xff\xd8\xff\xe0"), Ok("image/jpeg"));
        assert_eq!(sniff_mime(b"GIF89a"), Ok("image/gif"));
        assert_eq!(sniff_mime(b""), Err(PrepError::Empty));
        assert!(matches!(
            sniff_mime(b"hello world"),
            Err(PrepError::Unsupported { .. })
        ));
        // BMP is an image, but not one the service accepts.
        assert!(matches!(
            sniff_mime(b"BM\0\0\0\0\0\0\0\0"),
            Err(PrepError::Unsupported { .. })
        ));
    }

    #[test]
    fn jpeg_end_marker_is_found_after_the_scan_only() {
        let app1_with_eoi = [0xFF, 0xE1, 0x00, 0x04, 0xFF, 0xD9];
        let sos = [0xFF, 0xDA, 0x00, 0x02];
        let mut jpeg = vec![0xFF, 0xD8];
        jpeg.extend(app1_with_eoi);
        jpeg.extend(sos);
        jpeg.extend([0x12, 0xFF, 0x00, 0x34]);
        assert!(jpeg_is_cut_short(&jpeg));
        jpeg.extend([0xFF, 0xD9]);
        assert!(!jpeg_is_cut_short(&jpeg));
        assert!(jpeg_is_cut_short(&[0xFF, 0xD8, 0xFF, 0xE0, 0x00]));
    }

    #[test]
    fn name_only_changes_the_wording() {
        let text = b"just some text, not a picture";
        let as_png = decode(text, Some(Path::new("photo.PNG")), MAX_DECODE_ALLOC).err();
        assert!(matches!(as_png, Some(PrepError::Corrupt { .. })));
        let as_txt = decode(text, Some(Path::new("notes.txt")), MAX_DECODE_ALLOC).err();
        assert!(matches!(as_txt, Some(PrepError::Unsupported { .. })));
    }
}
