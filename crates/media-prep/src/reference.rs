//! The reference-image pipeline: any accepted photo in (the service's own formats, and HEIC/HEIF,
//! AVIF, TIFF and BMP converted here), an upright, metadata-free JPEG (or PNG when it has
//! transparency) that fits the service's 10 MB limit out.
//!
//! The output is always re-encoded: that is what guarantees no EXIF (GPS, camera serial...), text
//! or other metadata leaves the machine, and it makes the output predictable. GIF and animated
//! WebP give their first frame.

use std::path::Path;

use crate::data_uri::to_data_uri;
use crate::decode::{decode, Convertible};
use crate::encode::encode;
use crate::error::PrepError;
use crate::limits::{
    DEFAULT_JPEG_QUALITY, DEFAULT_MAX_SIDE, MAX_DECODE_ALLOC, MAX_REFERENCE_BYTES, MIN_SIDE,
};
use crate::pixels::{fit_within, Pixels, Quality};
use crate::source::read_file;

/// Lowest JPEG quality tried before shrinking further.
const MIN_JPEG_QUALITY: u8 = 60;
/// JPEG quality steps tried at each size.
const QUALITY_STEP: u8 = 10;

/// How a reference image is prepared. `Default` gives the service's rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrepareOptions {
    /// Longest side of the output, in pixels (never upscaled). Default 2048.
    pub max_side: u32,
    /// Largest output size in bytes. Default 10 000 000 (the service's 10 MB).
    pub max_bytes: usize,
    /// JPEG quality tried first (1-100); lowered down to 60 before shrinking. Default 90.
    pub jpeg_quality: u8,
}

impl Default for PrepareOptions {
    fn default() -> Self {
        PrepareOptions {
            max_side: DEFAULT_MAX_SIDE,
            max_bytes: MAX_REFERENCE_BYTES,
            jpeg_quality: DEFAULT_JPEG_QUALITY,
        }
    }
}

/// A reference image ready to send.
#[derive(Clone, PartialEq, Eq)]
pub struct PreparedImage {
    /// The encoded image (JPEG, or PNG when it has transparency); no metadata.
    pub bytes: Vec<u8>,
    /// `image/jpeg` or `image/png`.
    pub mime: &'static str,
    /// Width of `bytes`, in pixels.
    pub width: u32,
    /// Height of `bytes`, in pixels.
    pub height: u32,
    /// Width of the source after EXIF orientation, in pixels.
    pub original_width: u32,
    /// Height of the source after EXIF orientation, in pixels.
    pub original_height: u32,
    /// The source's format when the service does not take it as it is (a HEIC photo made into
    /// JPEG); `None` for JPEG, PNG, WebP and GIF, which are re-encoded as always.
    pub converted_from: Option<Convertible>,
}

impl PreparedImage {
    /// `data:image/jpeg;base64,...`, the inline form the service accepts as `referenceImage`.
    pub fn data_uri(&self) -> String {
        to_data_uri(self.mime, &self.bytes)
    }

    /// What was converted, in plain words ("Converted from HEIC to JPEG"), when the source's format
    /// is one the service does not take.
    pub fn conversion(&self) -> Option<String> {
        let to = if self.mime == crate::encode::MIME_PNG {
            "PNG"
        } else {
            "JPEG"
        };
        self.converted_from
            .map(|from| format!("Converted from {} to {to}", from.name()))
    }
}

impl std::fmt::Debug for PreparedImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PreparedImage")
            .field("bytes", &format_args!("<{} bytes>", self.bytes.len()))
            .field("mime", &self.mime)
            .field("width", &self.width)
            .field("height", &self.height)
            .field("original_width", &self.original_width)
            .field("original_height", &self.original_height)
            .field("converted_from", &self.converted_from)
            .finish()
    }
}

/// Prepares encoded image bytes as a reference image.
///
/// The format is sniffed from the bytes; JPEG, PNG, WebP and GIF are accepted, and HEIC/HEIF, AVIF,
/// TIFF and BMP are converted ([`PreparedImage::converted_from`]).
pub fn prepare_reference(bytes: &[u8], opts: &PrepareOptions) -> Result<PreparedImage, PrepError> {
    prepare(bytes, None, opts)
}

/// Prepares the image file at `path` with the default options.
pub fn prepare_reference_file(path: impl AsRef<Path>) -> Result<PreparedImage, PrepError> {
    prepare_reference_file_with(path, &PrepareOptions::default())
}

/// Prepares the image file at `path` with `opts`.
pub fn prepare_reference_file_with(
    path: impl AsRef<Path>,
    opts: &PrepareOptions,
) -> Result<PreparedImage, PrepError> {
    let path = path.as_ref();
    let bytes = read_file(path)?;
    prepare(&bytes, Some(path), opts)
}

fn prepare(
    bytes: &[u8],
    name: Option<&Path>,
    opts: &PrepareOptions,
) -> Result<PreparedImage, PrepError> {
    let _turn = crate::gate::turn();
    let decoded = decode(bytes, name, MAX_DECODE_ALLOC)?;
    let converted_from = decoded.converted_from;
    let pixels = Pixels::from_image(decoded.image);
    let (original_width, original_height) = (pixels.width, pixels.height);
    let (bytes, mime, width, height) = fit_bytes(&pixels, opts)?;
    Ok(PreparedImage {
        bytes,
        mime,
        width,
        height,
        original_width,
        original_height,
        converted_from,
    })
}

/// Encodes `pixels`, lowering JPEG quality and then the size until the output fits `max_bytes`.
fn fit_bytes(
    pixels: &Pixels,
    opts: &PrepareOptions,
) -> Result<(Vec<u8>, &'static str, u32, u32), PrepError> {
    let (w0, h0) = (pixels.width, pixels.height);
    let mut side = opts.max_side.max(1).min(w0.max(h0));
    let first_quality = opts.jpeg_quality.clamp(1, 100);
    loop {
        let (w, h) = fit_within(w0, h0, side);
        let resized;
        let current = if (w, h) == (w0, h0) {
            pixels
        } else {
            resized = pixels.resized(w, h, Quality::Best)?;
            &resized
        };
        let mut quality = first_quality;
        let (bytes, mime) = loop {
            let (bytes, mime) = encode(current, quality)?;
            let lower = quality.saturating_sub(QUALITY_STEP);
            if bytes.len() <= opts.max_bytes || current.has_alpha || lower < MIN_JPEG_QUALITY {
                break (bytes, mime);
            }
            quality = lower;
        };
        if bytes.len() <= opts.max_bytes {
            return Ok((bytes, mime, w, h));
        }
        let longest = w.max(h);
        if longest <= MIN_SIDE {
            return Err(PrepError::TooLargeAfterShrinking {
                bytes: bytes.len(),
                limit: opts.max_bytes,
            });
        }
        // Bytes scale roughly with the pixel count, i.e. with the square of the side.
        let ratio = (opts.max_bytes as f64 / bytes.len() as f64).sqrt() * 0.9;
        let next = (f64::from(longest) * ratio.clamp(0.25, 0.85)) as u32;
        side = next.clamp(MIN_SIDE, longest - 1);
    }
}
