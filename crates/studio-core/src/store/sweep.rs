//! Leftovers of a run that was killed mid-write, removed at start (after the folder's lock is taken, so
//! no other run is writing them): temporary files (`tempfile`'s `.tmp*` names, and any `*.part`) in the
//! data folder, media/ and thumbs/, older than a minute; a download kept to go on from (`*.resume`, with
//! its `*.resume-url`) once it is a week old. Nothing else is touched.

use std::path::Path;
use std::time::{Duration, SystemTime};

/// How old a temporary file must be to count as left over.
pub const LEFTOVER_AGE: Duration = Duration::from_secs(60);

/// How old a download kept to go on from must be to count as given up.
pub const RESUME_AGE: Duration = Duration::from_secs(7 * 24 * 3600);

fn is_temporary(name: &str) -> bool {
    name.starts_with(".tmp") || name.ends_with(".part") || is_resumable(name)
}

fn is_resumable(name: &str) -> bool {
    name.ends_with(".resume") || name.ends_with(".resume-url")
}

/// Removes the leftovers in `dirs` older than `age`; returns how many were removed.
pub(crate) fn leftovers(dirs: &[&Path], age: Duration) -> usize {
    let now = SystemTime::now();
    let mut removed = 0;
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            if !is_temporary(name) {
                continue;
            }
            // Files only (never follow a link); an mtime that can't be read or lies ahead is not old.
            let Ok(meta) = entry.metadata() else { continue };
            let old = meta
                .modified()
                .ok()
                .and_then(|m| now.duration_since(m).ok())
                .is_some_and(|d| {
                    d >= if is_resumable(name) {
                        age.max(RESUME_AGE)
                    } else {
                        age
                    }
                });
            if !meta.is_file() || !old {
                continue;
            }
            match std::fs::remove_file(entry.path()) {
                Ok(()) => removed += 1,
                Err(e) => tracing::warn!("could not remove {}: {e}", entry.path().display()),
            }
        }
    }
    if removed > 0 {
        tracing::info!("removed {removed} temporary file(s) left by an earlier run");
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_old_temporary_names_go() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        for n in [
            ".tmpAb12Cd",
            ".tmpX1.png",
            "clip.mp4.part",
            "a.png",
            "tmp.png",
            "b.partial",
            ".c.png.resume",
            ".c.png.resume-url",
        ] {
            std::fs::write(d.join(n), b"x").unwrap();
        }
        std::fs::create_dir(d.join(".tmpdir")).unwrap();
        // Nothing is a minute old yet.
        assert_eq!(leftovers(&[d], LEFTOVER_AGE), 0);
        assert_eq!(leftovers(&[d], Duration::ZERO), 3);
        let mut left: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        // A download kept to go on from stays until it is a week old.
        assert_eq!(
            left,
            [
                ".c.png.resume",
                ".c.png.resume-url",
                ".tmpdir",
                "a.png",
                "b.partial",
                "tmp.png"
            ]
        );
        assert_eq!(leftovers(&[d], RESUME_AGE), 0);
    }
}
