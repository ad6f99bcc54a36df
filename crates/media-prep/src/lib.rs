//! Image preparation for Media Studio, without Tauri.
//!
//! - [`prepare_reference`] / [`prepare_reference_file`]: turn a creator's photo into a reference
//!   image the service accepts (JPEG/PNG/WebP/GIF in, and HEIC/HEIF, AVIF, TIFF and BMP converted
//!   here, see [`Convertible`]; decoded within memory limits; orientation applied; all metadata
//!   stripped; longest side at most 2048 px; at most 10 MB) and give it as bytes or as a `data:` URI.
//! - [`thumbnail`] / [`thumbnail_file`]: small upright previews for the gallery.
//! - [`png_meta`]: text metadata inside a PNG (what a saved picture carries about how it was made).
//!
//! Every failure is a [`PrepError`] whose [`PrepError::message`] is a plain sentence for the
//! creator. No input makes these functions panic or run unbounded: dimensions are checked from the
//! header before decoding (see [`limits`]) and decoding runs under `catch_unwind`.

mod data_uri;
mod decode;
mod encode;
mod error;
pub mod gate;
#[cfg(target_os = "linux")]
mod heif;
pub mod limits;
mod pixels;
pub mod png_meta;
mod reference;
mod source;
mod thumbnail;

pub use data_uri::{parse_data_uri, to_data_uri};
pub use decode::{sniff_convertible, sniff_mime, Convertible};
pub use encode::{MIME_JPEG, MIME_PNG};
pub use error::PrepError;
pub use pixels::fit_within;
pub use reference::{
    prepare_reference, prepare_reference_file, prepare_reference_file_with, PrepareOptions,
    PreparedImage,
};
pub use source::Source;
pub use thumbnail::{thumbnail, thumbnail_file, Thumb};
