//! Where the app keeps its files.

use std::path::{Path, PathBuf};

/// Environment variable that overrides the data directory (tests, window tests).
pub const DATA_DIR_ENV: &str = "MEDIA_STUDIO_DATA_DIR";

#[derive(Debug, Clone)]
pub struct Paths {
    root: PathBuf,
}

impl Paths {
    /// `MEDIA_STUDIO_DATA_DIR` when set (non-empty), else `fallback` (the dir the app passes in).
    pub fn resolve(fallback: impl Into<PathBuf>) -> Paths {
        match std::env::var_os(DATA_DIR_ENV).filter(|v| !v.is_empty()) {
            Some(dir) => Paths {
                root: PathBuf::from(dir),
            },
            None => Paths {
                root: fallback.into(),
            },
        }
    }
    /// Exactly this directory (ignores the environment).
    pub fn at(root: impl Into<PathBuf>) -> Paths {
        Paths { root: root.into() }
    }
    pub fn root(&self) -> &Path {
        &self.root
    }
    pub fn library_db(&self) -> PathBuf {
        self.root.join("library.sqlite")
    }
    pub fn media_dir(&self) -> PathBuf {
        self.root.join("media")
    }
    pub fn thumbs_dir(&self) -> PathBuf {
        self.root.join("thumbs")
    }
    /// The thumbnail `thumb` and its small copy, if one was made (`media_server::small`).
    pub fn thumb_files(&self, thumb: &str) -> [PathBuf; 2] {
        let dir = self.thumbs_dir();
        [dir.join(thumb), small_thumb(&dir, thumb)]
    }
    pub fn sandbox_dir(&self) -> PathBuf {
        self.root.join("sandbox")
    }
    pub fn settings_file(&self) -> PathBuf {
        self.root.join("settings.json")
    }
    /// Creates the directories.
    pub fn ensure(&self) -> std::io::Result<()> {
        for d in [
            self.root.clone(),
            self.media_dir(),
            self.thumbs_dir(),
            self.sandbox_dir(),
        ] {
            std::fs::create_dir_all(d)?;
        }
        Ok(())
    }
}

/// Where the small copy of thumbnail `file` (in the thumbnails folder `thumbs`) is kept: in its `small`
/// folder (made and served by `media_server::small`).
pub fn small_thumb(thumbs: &Path, file: &str) -> PathBuf {
    thumbs.join("small").join(file)
}
