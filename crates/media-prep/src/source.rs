//! Where input bytes come from: memory or a file, read with a size cap.

use std::borrow::Cow;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::error::PrepError;
use crate::limits::MAX_FILE_BYTES;

/// An image given either as bytes in memory or as a file path.
#[derive(Debug, Clone, Copy)]
pub enum Source<'a> {
    /// Encoded image bytes.
    Bytes(&'a [u8]),
    /// A file to read.
    Path(&'a Path),
}

impl<'a> From<&'a [u8]> for Source<'a> {
    fn from(bytes: &'a [u8]) -> Self {
        Source::Bytes(bytes)
    }
}

impl<'a> From<&'a Vec<u8>> for Source<'a> {
    fn from(bytes: &'a Vec<u8>) -> Self {
        Source::Bytes(bytes)
    }
}

impl<'a> From<&'a Path> for Source<'a> {
    fn from(path: &'a Path) -> Self {
        Source::Path(path)
    }
}

impl<'a> From<&'a PathBuf> for Source<'a> {
    fn from(path: &'a PathBuf) -> Self {
        Source::Path(path)
    }
}

impl<'a> Source<'a> {
    /// The bytes, reading the file if needed, and the file's path (a naming hint for errors).
    pub(crate) fn load(self) -> Result<(Cow<'a, [u8]>, Option<&'a Path>), PrepError> {
        match self {
            Source::Bytes(b) => Ok((Cow::Borrowed(b), None)),
            Source::Path(p) => Ok((Cow::Owned(read_file(p)?), Some(p))),
        }
    }
}

/// Reads a whole file, refusing files over [`MAX_FILE_BYTES`] without reading them.
pub(crate) fn read_file(path: &Path) -> Result<Vec<u8>, PrepError> {
    let unreadable = |e: std::io::Error| PrepError::Unreadable {
        path: path.to_path_buf(),
        detail: e.to_string(),
    };
    let file = std::fs::File::open(path).map_err(unreadable)?;
    let meta = file.metadata().map_err(unreadable)?;
    if meta.is_dir() {
        return Err(PrepError::Unreadable {
            path: path.to_path_buf(),
            detail: "is a directory".into(),
        });
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(PrepError::TooBig { dimensions: None });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // `take` guards against a file that grows while we read it.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(PrepError::TooBig { dimensions: None });
    }
    Ok(bytes)
}
