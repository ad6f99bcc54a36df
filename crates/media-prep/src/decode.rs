//! Sniffing and bounded decoding: format from the bytes, dimensions checked from the header before
//! any pixel buffer exists, EXIF orientation applied, panics contained.

use std::io::Cursor;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader};

use crate::error::PrepError;
use crate::limits::{decode_limits, MAX_DECODE_ALLOC, MAX_DIMENSION};

/// A decoded, upright image and the format it came in.
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
            detail: "unrecognised signature".into(),
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

/// Decodes `bytes` within the limits of [`crate::limits`].
///
/// `name` is only used to word the error better: a file named `*.png` whose bytes are not any
/// image is reported as damaged rather than as the wrong kind of file.
pub(crate) fn decode(bytes: &[u8], name: Option<&Path>) -> Result<Decoded, PrepError> {
    let format = match sniff(bytes) {
        Ok(f) => f,
        Err(PrepError::Unsupported { detail })
            if detail == "unrecognised signature" && name.is_some_and(name_claims_image) =>
        {
            return Err(PrepError::corrupt(
                "the name says image but the content has no known image signature",
            ));
        }
        Err(e) => return Err(e),
    };
    // Last line of defence: a decoder bug must not take the app down.
    match catch_unwind(AssertUnwindSafe(|| decode_format(bytes, format))) {
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

fn decode_format(bytes: &[u8], format: ImageFormat) -> Result<Decoded, PrepError> {
    // The header is read with only the allocation budget, so that an oversized image is reported
    // with its dimensions by our own check below rather than as an anonymous limit error.
    let mut header_limits = image::Limits::default();
    header_limits.max_alloc = Some(MAX_DECODE_ALLOC);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(header_limits);
    let mut decoder = reader.into_decoder().map_err(|e| map_error(e, None))?;

    let (width, height) = decoder.dimensions();
    if width == 0 || height == 0 {
        return Err(PrepError::corrupt(format!(
            "image has no pixels ({width}x{height})"
        )));
    }
    let dims = Some((width, height));
    if width > MAX_DIMENSION || height > MAX_DIMENSION || decoder.total_bytes() > MAX_DECODE_ALLOC
    {
        return Err(PrepError::TooBig { dimensions: dims });
    }
    decoder
        .set_limits(decode_limits())
        .map_err(|e| map_error(e, dims))?;

    // A broken EXIF block must not cost the photo: fall back to "as stored".
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|e| map_error(e, dims))?;
    image.apply_orientation(orientation);
    Ok(Decoded { image })
}

fn map_error(err: ImageError, dimensions: Option<(u32, u32)>) -> PrepError {
    match err {
        ImageError::Limits(_) => PrepError::TooBig { dimensions },
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
    fn name_only_changes_the_wording() {
        let text = b"just some text, not a picture";
        let as_png = decode(text, Some(Path::new("photo.PNG"))).err();
        assert!(matches!(as_png, Some(PrepError::Corrupt { .. })));
        let as_txt = decode(text, Some(Path::new("notes.txt"))).err();
        assert!(matches!(as_txt, Some(PrepError::Unsupported { .. })));
    }
}
