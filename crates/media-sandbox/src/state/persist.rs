//! `--data DIR`: a JSON snapshot of the store, written atomically (temp file + rename) shortly after
//! each mutation, and the media files under DIR/media.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Weak};
use std::time::Duration;

use tokio::sync::Notify;

use super::{Sandbox, Store};

const SNAPSHOT: &str = "state.json";

#[derive(Debug)]
pub struct Persister {
    dir: PathBuf,
    notify: Arc<Notify>,
}

impl Persister {
    pub fn new(dir: &Path) -> Self {
        Persister {
            dir: dir.to_path_buf(),
            notify: Arc::new(Notify::new()),
        }
    }

    pub fn mark_dirty(&self) {
        self.notify.notify_one();
    }

    /// Starts the writer task; it stops when the sandbox is dropped.
    pub fn start(&self, sandbox: Weak<Sandbox>) {
        let notify = self.notify.clone();
        let dir = self.dir.clone();
        tokio::spawn(async move {
            loop {
                notify.notified().await;
                tokio::time::sleep(Duration::from_millis(50)).await;
                let Some(sb) = sandbox.upgrade() else { return };
                let bytes = sb.snapshot_json();
                drop(sb);
                let dir = dir.clone();
                let res = tokio::task::spawn_blocking(move || write_atomic(&dir, &bytes)).await;
                if let Ok(Err(e)) = res {
                    tracing::warn!("sandbox: could not write snapshot: {e}");
                }
            }
        });
    }

    /// Writes the snapshot now (used at shutdown).
    pub fn flush(&self, sandbox: &Sandbox) {
        if let Err(e) = write_atomic(&self.dir, &sandbox.snapshot_json()) {
            tracing::warn!("sandbox: could not write snapshot: {e}");
        }
    }
}

fn write_atomic(dir: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!("{SNAPSHOT}.tmp"));
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, dir.join(SNAPSHOT))
}

/// Loads the snapshot of DIR, or a fresh store when there is none.
pub fn load(dir: &Path) -> std::io::Result<Option<Store>> {
    let path = dir.join(SNAPSHOT);
    match std::fs::read(&path) {
        Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(|e| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!("{}: {e}", path.display()),
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}
