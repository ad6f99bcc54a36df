//! One core per data folder: an exclusive lock on `<data>/library.lock`, taken first thing in
//! `Core::open` and held until the core shuts down (or the process ends: the OS drops the lock with the
//! process, so a crash never leaves a stale lock behind). A second open of the same folder — another app
//! process, or a second `Core` in one process — is refused with [`ErrorCode::LibraryInUse`]; other
//! folders are not affected.

use crate::base::error::{CoreError, ErrorCode, Result};
use media_api::say;
use std::fs::{File, OpenOptions};
use std::path::Path;

/// The lock file's name inside the data folder.
pub const LOCK_FILE: &str = "library.lock";

/// Held while a core has the folder open; dropping it releases the folder.
#[derive(Debug)]
pub(crate) struct InstanceLock {
    file: File,
}

impl Drop for InstanceLock {
    /// Unlocks before the file is closed. Closing alone is not enough: the lock belongs to the open file,
    /// and a child process being started at that moment (ffmpeg, by this process's fork) holds a copy of
    /// every descriptor until it execs, which would keep the folder locked after shutdown.
    fn drop(&mut self) {
        let _ = <File as fs4::FileExt>::unlock(&self.file);
    }
}

impl InstanceLock {
    /// Takes the folder's lock without waiting.
    pub fn take(root: &Path) -> Result<InstanceLock> {
        let path = root.join(LOCK_FILE);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| {
                CoreError::internal(
                    say!(
                        "instance.media_studio_could_not",
                        "Media Studio could not open its library folder"
                    ),
                    format!("{}: {e}", path.display()),
                )
            })?;
        match <File as fs4::FileExt>::try_lock(&file) {
            Ok(()) => Ok(InstanceLock { file }),
            Err(fs4::TryLockError::WouldBlock) => Err(in_use(root)),
            Err(fs4::TryLockError::Error(e)) => Err(CoreError::internal(
                say!(
                    "instance.media_studio_could_not",
                    "Media Studio could not open its library folder"
                ),
                format!("locking {}: {e}", path.display()),
            )),
        }
    }
}

/// The library folder to open when the app's folder was renamed (its identifier changed): `old`, moved to
/// `new` first when only `old` exists and no app has it open. `new` when it exists already or there is no
/// `old`; `old` itself (left in place, used as it is) when another app has it open or the move fails, so a
/// library is never left behind for an empty one.
pub fn adopt_folder(old: &Path, new: &Path) -> std::path::PathBuf {
    if new.exists() || !old.is_dir() {
        return new.to_path_buf();
    }
    // An app running on the old folder keeps it (the next start moves it). The lock is let go before the
    // move: Windows renames no folder with a file open in it.
    match InstanceLock::take(old) {
        Ok(lock) => drop(lock),
        Err(_) => return old.to_path_buf(),
    }
    if let Some(parent) = new.parent() {
        let _ = std::fs::create_dir_all(parent);
    }
    match std::fs::rename(old, new) {
        Ok(()) => {
            tracing::info!(from = %old.display(), to = %new.display(), "library folder moved to its new name");
            new.to_path_buf()
        }
        Err(e) => {
            tracing::warn!(from = %old.display(), to = %new.display(), "library folder not moved: {e}");
            old.to_path_buf()
        }
    }
}

/// The refusal when another Media Studio has the folder open.
pub fn in_use(root: &Path) -> CoreError {
    CoreError::new(
        ErrorCode::LibraryInUse,
        say!(
            "instance.media_studio_already_open",
            "Media Studio is already open with this library. Use the window that is already open; \
         this one can be closed."
        ),
    )
    .with_details(format!("{} is locked by another process", root.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_of_the_descriptor_does_not_keep_the_folder_locked() {
        let dir = tempfile::tempdir().unwrap();
        let lock = InstanceLock::take(dir.path()).unwrap();
        assert_eq!(
            InstanceLock::take(dir.path()).unwrap_err().code,
            ErrorCode::LibraryInUse
        );
        // What a child between fork and exec holds: another descriptor of the same open file.
        let copy = lock.file.try_clone().unwrap();
        drop(lock);
        let again = InstanceLock::take(dir.path()).expect("free once the core let go");
        drop(again);
        drop(copy);
    }

    #[test]
    fn an_old_folder_is_moved_to_its_new_name_once_and_never_from_under_an_app() {
        let base = tempfile::tempdir().unwrap();
        let (old, new) = (
            base.path().join("studio.media.app"),
            base.path().join("studio.media.desktop"),
        );
        // No old folder: the new one.
        assert_eq!(adopt_folder(&old, &new), new);
        assert!(!new.exists());
        // Only the old one, not open: moved whole.
        std::fs::create_dir_all(old.join("media")).unwrap();
        std::fs::write(old.join("library.sqlite"), b"db").unwrap();
        std::fs::write(old.join("media").join("a.png"), b"png").unwrap();
        assert_eq!(adopt_folder(&old, &new), new);
        assert!(!old.exists());
        assert_eq!(std::fs::read(new.join("library.sqlite")).unwrap(), b"db");
        assert_eq!(
            std::fs::read(new.join("media").join("a.png")).unwrap(),
            b"png"
        );
        // Both: the new one, the old left as it is.
        std::fs::create_dir_all(old.join("media")).unwrap();
        assert_eq!(adopt_folder(&old, &new), new);
        assert!(old.join("media").is_dir());
        std::fs::remove_dir_all(&new).unwrap();
        // An app has the old one open: it is used where it is, nothing moves.
        let open = InstanceLock::take(&old).unwrap();
        assert_eq!(adopt_folder(&old, &new), old);
        assert!(old.join("media").is_dir() && !new.exists());
        drop(open);
        assert_eq!(adopt_folder(&old, &new), new);
    }
}
