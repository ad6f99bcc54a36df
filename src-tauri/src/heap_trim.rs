//! Gives the heap that a burst of work freed back to the system.
//!
//! glibc's malloc keeps freed memory in its arenas for the next allocation. After start-up (the core's
//! open, the page's first lists: 500 library items and the recent jobs, serialized to JSON) the app's
//! process held about 6 MB more than it used on a 100,000-item library (`malloc_trim` through gdb on the
//! idle release app: 99 -> 93 MB PSS; empty library 92 -> 89 MB). So the app trims once start-up is
//! over, then every [`EVERY`] (a scroll through the gallery leaves the same kind of garbage). A trim of
//! this heap takes well under a millisecond. Elsewhere (other C libraries, other systems) nothing is done.

use std::time::Duration;

/// When the first trim runs after the core has opened (the page's first calls are answered by then).
pub const AFTER_START: Duration = Duration::from_secs(3);

/// How often the heap is trimmed after that.
pub const EVERY: Duration = Duration::from_secs(30);

/// Trims after start-up, then every [`EVERY`], for as long as the app runs; `release` first gives back
/// what the app's own caches keep (the library's page cache), so its pages are among those trimmed.
pub fn keep_trimmed(release: impl Fn() + Send + 'static) {
    tauri::async_runtime::spawn(async move {
        tokio::time::sleep(AFTER_START).await;
        loop {
            release();
            trim();
            tokio::time::sleep(EVERY).await;
        }
    });
}

/// Returns free heap pages to the system; true when some were returned.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn trim() -> bool {
    // SAFETY: malloc_trim only walks malloc's own free lists; it takes no pointer and is thread-safe.
    unsafe { libc::malloc_trim(0) == 1 }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn trim() -> bool {
    false
}

#[cfg(test)]
mod tests {
    /// A large block freed is given back: the process's resident memory drops by most of it.
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[test]
    fn freed_memory_goes_back() {
        fn rss_kb() -> u64 {
            let status = std::fs::read_to_string("/proc/self/status").unwrap();
            let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
            line.split_whitespace().nth(1).unwrap().parse().unwrap()
        }
        // Many small blocks (below malloc's mmap threshold), so they live in the heap, not in their own
        // mappings that free() would unmap at once; every other one is kept so the heap can't shrink from
        // its top alone.
        let mut blocks: Vec<Vec<u8>> = (0..20_000).map(|i| vec![i as u8; 4000]).collect();
        let mut kept = Vec::new();
        for (i, b) in blocks.drain(..).enumerate() {
            if i % 64 == 0 {
                kept.push(b);
            }
        }
        let before = rss_kb();
        super::trim();
        let after = rss_kb();
        assert!(
            before - after > 40_000,
            "trim gave back {} kB of ~78,000 freed (RSS {before} -> {after} kB)",
            before.saturating_sub(after)
        );
        drop(kept);
    }
}
