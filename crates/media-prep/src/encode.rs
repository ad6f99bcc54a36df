//! Re-encoding pixels. Output carries pixels only: the encoders are given no EXIF, ICC profile or
//! text, so nothing of the source's metadata survives.

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};

use crate::error::PrepError;
use crate::pixels::Pixels;

/// MIME type of JPEG output.
pub const MIME_JPEG: &str = "image/jpeg";
/// MIME type of PNG output.
pub const MIME_PNG: &str = "image/png";

/// Encodes opaque pixels as JPEG at `quality` (1-100), or RGBA pixels as PNG (quality ignored).
///
/// Returns the bytes and their MIME type.
pub(crate) fn encode(pixels: &Pixels, quality: u8) -> Result<(Vec<u8>, &'static str), PrepError> {
    if pixels.has_alpha {
        encode_png(pixels).map(|b| (b, MIME_PNG))
    } else {
        encode_jpeg(pixels, quality).map(|b| (b, MIME_JPEG))
    }
}

fn encode_jpeg(pixels: &Pixels, quality: u8) -> Result<Vec<u8>, PrepError> {
    let mut out = Vec::with_capacity(pixels.data.len() / 8);
    JpegEncoder::new_with_quality(&mut out, quality.clamp(1, 100))
        .write_image(
            &pixels.data,
            pixels.width,
            pixels.height,
            ExtendedColorType::Rgb8,
        )
        .map_err(PrepError::internal)?;
    Ok(out)
}

fn encode_png(pixels: &Pixels) -> Result<Vec<u8>, PrepError> {
    let mut out = Vec::with_capacity(pixels.data.len() / 2);
    PngEncoder::new_with_quality(&mut out, CompressionType::Default, FilterType::Adaptive)
        .write_image(
            &pixels.data,
            pixels.width,
            pixels.height,
            ExtendedColorType::Rgba8,
        )
        .map_err(PrepError::internal)?;
    Ok(out)
}
