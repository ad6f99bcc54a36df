//! How the web view draws. WebKitGTK composites the page with OpenGL. On a machine without a GPU (no DRM
//! render node: a virtual machine, a remote desktop, Xvfb) that OpenGL is Mesa's llvmpipe, the CPU
//! emulating a GPU, and it costs far more than plain CPU painting: measured here (no GPU, Xvfb), the
//! Gallery's repaint after a filter change at 100,000 items took 97-150 ms composited against 12-18 ms
//! painted directly, with llvmpipe's threads using 43% of the CPU while the pictures came in.
//! So without a render node the web view draws without compositing; with one, WebKit's default stays.
//! A `WEBKIT_DISABLE_COMPOSITING_MODE` set by the person always wins.
//!
//! The page's script runs without JavaScriptCore's JIT (its documented `useJIT` option, which the web
//! process reads from `JSC_useJIT`). The page is the app's own small interface; the work is done in Rust.
//! Measured here (release, Home with recent work, 6 s after start), the JIT's compiled code and the
//! compilers' own code and data held 10 MB of the web process (120 -> 110 MB), 4% of the whole app, for
//! a render of new Gallery tiles that takes 24-39 ms instead of 16-23 ms (the repaint after a search at
//! 100,000 items: 0-27 ms slower in the median, under 100 ms either way; README, Benchmarks); first paint
//! did not move. Without executable pages written at run time the web view is also harder to attack. A
//! `JSC_useJIT` set by the person wins.

use std::path::Path;

/// WebKitGTK's switch (read when the web view starts): "1" draws without compositing.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
const SWITCH: &str = "WEBKIT_DISABLE_COMPOSITING_MODE";

/// JavaScriptCore's switch for its JIT (read when the web process starts): "0" interprets the script.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
const JIT: &str = "JSC_useJIT";

/// Whether the web view should draw without compositing: only when nobody chose (`set` is the switch's
/// value, if any) and the machine has no GPU render node.
pub fn without_compositing(set: Option<&str>, has_render_node: bool) -> bool {
    set.is_none() && !has_render_node
}

/// Whether the page's script should run without the JIT: unless the person chose (`set` is the switch's
/// value, if any).
pub fn without_jit(set: Option<&str>) -> bool {
    set.is_none()
}

/// Whether `dri` (normally `/dev/dri`) holds a render node (`renderD128`, …): a GPU that OpenGL can use.
pub fn has_render_node(dri: &Path) -> bool {
    std::fs::read_dir(dri)
        .map(|entries| {
            entries
                .flatten()
                .any(|e| e.file_name().to_string_lossy().starts_with("renderD"))
        })
        .unwrap_or(false)
}

/// Chooses how the web view draws and runs its script. Call first thing in `main`, before any thread
/// starts (it may set environment variables). Linux only; elsewhere the system's web view decides.
pub fn choose() {
    #[cfg(target_os = "linux")]
    {
        let set = std::env::var(SWITCH).ok();
        if without_compositing(set.as_deref(), has_render_node(Path::new("/dev/dri"))) {
            std::env::set_var(SWITCH, "1");
        }
        if without_jit(std::env::var(JIT).ok().as_deref()) {
            std::env::set_var(JIT, "0");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_machine_without_a_gpu_draws_without_compositing_and_a_choice_made_wins() {
        assert!(without_compositing(None, false));
        assert!(!without_compositing(None, true));
        assert!(!without_compositing(Some("0"), false));
        assert!(!without_compositing(Some("1"), true));
    }

    #[test]
    fn the_script_runs_without_the_jit_unless_the_person_chose() {
        assert!(without_jit(None));
        assert!(!without_jit(Some("1")));
        assert!(!without_jit(Some("0")));
    }

    #[test]
    fn a_render_node_is_found_by_its_name() {
        let dir = tempfile::tempdir().unwrap();
        assert!(!has_render_node(dir.path()));
        std::fs::write(dir.path().join("card0"), b"").unwrap();
        assert!(
            !has_render_node(dir.path()),
            "a card alone is a display, not a render node"
        );
        std::fs::write(dir.path().join("renderD128"), b"").unwrap();
        assert!(has_render_node(dir.path()));
        assert!(!has_render_node(&dir.path().join("missing")));
    }
}
