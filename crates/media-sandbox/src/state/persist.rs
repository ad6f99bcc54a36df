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

/// Loads the snapshot of DIR, or None when there is none. A snapshot that cannot be read as this
/// version's state (damaged, or written by an incompatible version) is moved aside as
/// `state.json.unreadable-<ms>` with a warning, and the sandbox starts empty rather than not at all.
pub fn load(dir: &Path) -> std::io::Result<Option<Store>> {
    let path = dir.join(SNAPSHOT);
    match std::fs::read(&path) {
        Ok(bytes) => match serde_json::from_slice(&bytes) {
            Ok(store) => Ok(Some(store)),
            Err(e) => {
                let aside = dir.join(format!(
                    "{SNAPSHOT}.unreadable-{}",
                    crate::util::real_unix_ms()
                ));
                tracing::warn!(
                    "sandbox: {} is unreadable ({e}); moved to {} and starting empty",
                    path.display(),
                    aside.display()
                );
                std::fs::rename(&path, &aside)?;
                Ok(None)
            }
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snapshot_round_trip_and_unreadable_file_moved_aside() {
        let dir = std::env::temp_dir().join(format!("sbx-persist-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(load(&dir).unwrap().is_none());
        let mut store = Store {
            rng: 42,
            ..Store::default()
        };
        store.create_account(crate::Tier::Pro, 5, None, 0);
        write_atomic(&dir, &serde_json::to_vec(&store).unwrap()).unwrap();
        let back = load(&dir).unwrap().unwrap();
        assert_eq!(back.accounts.len(), 1);
        std::fs::write(dir.join(SNAPSHOT), b"{ not the state").unwrap();
        assert!(load(&dir).unwrap().is_none());
        let moved = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .any(|e| e.file_name().to_string_lossy().contains("unreadable"));
        assert!(moved && !dir.join(SNAPSHOT).exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
