//! The one error type of this crate, with a headline in plain creator words per case.

use std::path::PathBuf;

use crate::limits::{MAX_DIMENSION, MAX_REFERENCE_BYTES};

/// Why an image could not be prepared.
///
/// `Display` gives the technical detail (for a "details" line or a log); [`PrepError::message`]
/// gives the headline to show a creator.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PrepError {
    /// The input has zero bytes.
    #[error("empty input (0 bytes)")]
    Empty,
    /// The bytes are not an image, or an image format we do not accept.
    #[error("unsupported format: {detail}")]
    Unsupported {
        /// What was found instead (e.g. "unrecognised signature", "Ico").
        detail: String,
    },
    /// The bytes claim to be an accepted format but cannot be decoded.
    #[error("corrupt image: {detail}")]
    Corrupt {
        /// The decoder's own words.
        detail: String,
    },
    /// The image is wider/taller than the decode limits, would need too much memory, or the file
    /// itself is too big to read.
    #[error("image too large to decode{}", dims_detail(.dimensions))]
    TooBig {
        /// Width and height claimed by the file's header, when it was read that far.
        dimensions: Option<(u32, u32)>,
    },
    /// Even at the smallest size we allow, the encoded image is over the byte limit.
    #[error("encoded image is {bytes} bytes at the smallest size tried, limit is {limit} bytes")]
    TooLargeAfterShrinking {
        /// Size of the smallest encoding we produced.
        bytes: usize,
        /// The limit it had to fit.
        limit: usize,
    },
    /// A photo of a format converted on this computer (HEIC, AVIF) needs a system library, or a part
    /// of one, that this computer lacks.
    #[error("cannot convert {format}: {detail}")]
    NeedsLibrary {
        /// The photo's format, as people know it ("HEIC", "AVIF").
        format: &'static str,
        /// What is missing, in plain words ("the system's HEIF library (libheif)").
        missing: &'static str,
        /// What to install, in plain words ("libheif"); empty where installing it would not help.
        install: &'static str,
        /// The loader's or the library's own words.
        detail: String,
    },
    /// The file could not be read (missing, permission, I/O error).
    #[error("cannot read {path}: {detail}")]
    Unreadable {
        /// The path we tried.
        path: PathBuf,
        /// The OS error text.
        detail: String,
    },
    /// A thumbnail could not be written to its destination.
    #[error("cannot write {path}: {detail}")]
    Unwritable {
        /// The path we tried.
        path: PathBuf,
        /// The OS error text.
        detail: String,
    },
    /// An internal step failed unexpectedly (resize or encode); a bug, not the user's file.
    #[error("internal error: {detail}")]
    Internal {
        /// What went wrong.
        detail: String,
    },
}

impl PrepError {
    /// The headline to show a creator, in plain words (no codes, no jargon).
    pub fn message(&self) -> String {
        match self {
            PrepError::Empty => "The file is empty.".into(),
            PrepError::Unsupported { .. } => {
                "This file isn't a photo we can use. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP.".into()
            }
            PrepError::Corrupt { .. } => "This image is damaged and can't be opened.".into(),
            PrepError::TooBig {
                dimensions: Some((w, h)),
            } => format!(
                "This photo is too big to open ({w} × {h} pixels). \
                 Use a photo of at most {MAX_DIMENSION} pixels on each side."
            ),
            PrepError::TooBig { dimensions: None } => {
                "This photo is too big to open. Use a smaller photo.".into()
            }
            PrepError::TooLargeAfterShrinking { limit, .. } => {
                if *limit == MAX_REFERENCE_BYTES {
                    "The photo is larger than 10 MB even after shrinking it.".into()
                } else {
                    format!(
                        "The photo is larger than {} even after shrinking it.",
                        human_size(*limit)
                    )
                }
            }
            PrepError::NeedsLibrary {
                format,
                missing,
                install,
                ..
            } => {
                if install.is_empty() {
                    format!(
                        "{format} photos can't be converted on this computer: that needs {missing}, \
                         which Media Studio uses only on Linux. Convert the photo to JPEG first."
                    )
                } else {
                    format!(
                        "{format} photos need {missing}, which isn't installed. \
                         Convert the photo to JPEG first, or install {install}."
                    )
                }
            }
            PrepError::Unreadable { .. } => {
                "We couldn't read this file. Check that it still exists and that you can open it."
                    .into()
            }
            PrepError::Unwritable { .. } => "We couldn't save the preview of this photo.".into(),
            PrepError::Internal { .. } => {
                "Something went wrong while preparing this photo. Please try again.".into()
            }
        }
    }

    pub(crate) fn corrupt(detail: impl ToString) -> Self {
        PrepError::Corrupt {
            detail: detail.to_string(),
        }
    }

    pub(crate) fn internal(detail: impl ToString) -> Self {
        PrepError::Internal {
            detail: detail.to_string(),
        }
    }
}

fn dims_detail(dimensions: &Option<(u32, u32)>) -> String {
    match dimensions {
        Some((w, h)) => format!(": {w}x{h} pixels"),
        None => String::new(),
    }
}

/// "10 MB", "500 KB", "900 bytes" (decimal-free, rounded down, 1 MB = 1024 * 1024 bytes).
fn human_size(bytes: usize) -> String {
    const KB: usize = 1024;
    const MB: usize = 1024 * 1024;
    if bytes >= MB {
        format!("{} MB", bytes / MB)
    } else if bytes >= KB {
        format!("{} KB", bytes / KB)
    } else {
        format!("{bytes} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_plainly() {
        assert_eq!(human_size(10 * 1024 * 1024), "10 MB");
        assert_eq!(human_size(2048), "2 KB");
        assert_eq!(human_size(12), "12 bytes");
    }

    #[test]
    fn a_missing_library_is_named() {
        let e = PrepError::NeedsLibrary {
            format: "HEIC",
            missing: "the system's HEIF library (libheif)",
            install: "libheif",
            detail: "libheif.so.1: cannot open shared object file".into(),
        };
        assert_eq!(
            e.message(),
            "HEIC photos need the system's HEIF library (libheif), which isn't installed. \
             Convert the photo to JPEG first, or install libheif."
        );
        let elsewhere = PrepError::NeedsLibrary {
            format: "AVIF",
            missing: "the HEIF library (libheif)",
            install: "",
            detail: String::new(),
        };
        assert_eq!(
            elsewhere.message(),
            "AVIF photos can't be converted on this computer: that needs the HEIF library \
             (libheif), which Media Studio uses only on Linux. Convert the photo to JPEG first."
        );
    }

    #[test]
    fn ten_mb_message_matches_design() {
        let e = PrepError::TooLargeAfterShrinking {
            bytes: 11 << 20,
            limit: MAX_REFERENCE_BYTES,
        };
        assert_eq!(
            e.message(),
            "The photo is larger than 10 MB even after shrinking it."
        );
    }
}
