//! Where media files live and how their URLs look: `{media_base_url}/media/{file}`.

use std::path::{Path, PathBuf};

#[derive(Debug)]
pub struct MediaStore {
    dir: PathBuf,
    base_url: String,
    /// Media origins this data directory was served from before (earlier runs with other ports):
    /// their URLs still name this sandbox's own files.
    previous: Vec<String>,
    /// Remove the directory when the sandbox is dropped (in-memory mode).
    temporary: bool,
}

impl MediaStore {
    pub fn new(dir: PathBuf, base_url: String, temporary: bool) -> std::io::Result<Self> {
        std::fs::create_dir_all(&dir)?;
        Ok(MediaStore {
            dir,
            base_url,
            previous: Vec::new(),
            temporary,
        })
    }

    pub fn with_previous_origins(mut self, origins: Vec<String>) -> Self {
        self.previous = origins
            .into_iter()
            .filter(|o| *o != self.base_url)
            .collect();
        self
    }

    /// The path after one of this sandbox's media origins (current or earlier).
    fn after_origin<'a>(&self, url: &'a str) -> Option<&'a str> {
        std::iter::once(&self.base_url)
            .chain(&self.previous)
            .find_map(|o| url.strip_prefix(o.as_str()).filter(|r| r.starts_with('/')))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn url(&self, file: &str) -> String {
        format!("{}/media/{file}", self.base_url)
    }

    pub fn path(&self, file: &str) -> PathBuf {
        self.dir.join(file)
    }

    /// The file behind a URL of this media origin, when it exists.
    pub fn file_of_url(&self, url: &str) -> Option<String> {
        let rest = self.after_origin(url)?.strip_prefix("/media/")?;
        let rest = rest.split(['?', '#']).next().unwrap_or_default();
        if rest.is_empty() || rest.contains('/') || rest.contains("..") || rest.contains('\\') {
            return None;
        }
        self.path(rest).is_file().then(|| rest.to_string())
    }

    /// True when `url` belongs to this media origin (whether or not the file exists).
    pub fn is_own_url(&self, url: &str) -> bool {
        self.after_origin(url).is_some()
    }

    pub fn remove(&self, file: &str) {
        let _ = std::fs::remove_file(self.path(file));
    }
}

impl Drop for MediaStore {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// A fresh temporary directory for in-memory mode.
pub fn temp_dir(tag: u64) -> PathBuf {
    std::env::temp_dir().join(format!("media-sandbox-{}-{tag:016x}", std::process::id()))
}
