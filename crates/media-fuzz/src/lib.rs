//! Fuzz targets over everything that reads bytes from outside the app. Each target takes any bytes
//! and must not panic (a panic caught inside the code under test, as media-prep catches a decoder's,
//! is that code keeping its promise; one that escapes is a crash).
//!
//! Two drivers run the same targets:
//! - `tests/bounded.rs`, in the test command on stable Rust: every seed and every saved regression,
//!   then a bounded number of inputs made from them by [`mutate`] (deterministic);
//! - `fuzz/` (cargo-fuzz, libFuzzer, coverage-guided) for long runs: `scripts/fuzz.sh`.
//!
//! Seeds live in `seeds/<target>/`; an input that once crashed is kept in `regressions/<target>/`
//! and replayed by the bounded run for ever.

pub mod mutate;
pub mod sandbox;

use std::panic::{catch_unwind, AssertUnwindSafe};

/// One target: its name (the seeds' folder, the cargo-fuzz target) and its body.
pub struct Target {
    pub name: &'static str,
    pub run: fn(&[u8]),
    /// Inputs the bounded run makes per seed-set, before `MEDIA_FUZZ_CASES` scales it.
    pub bounded_cases: usize,
}

/// Every target.
pub const TARGETS: &[Target] = &[
    Target {
        name: "answers",
        run: media_api::fuzz::answers,
        bounded_cases: 4000,
    },
    Target {
        name: "priced",
        run: media_api::fuzz::priced,
        bounded_cases: 6000,
    },
    Target {
        name: "requests",
        run: media_api::fuzz::requests,
        bounded_cases: 6000,
    },
    Target {
        name: "png_meta",
        run: png_meta,
        bounded_cases: 6000,
    },
    Target {
        name: "images",
        run: images,
        bounded_cases: 400,
    },
    Target {
        name: "sandbox",
        run: sandbox::request,
        bounded_cases: 1500,
    },
];

/// The target of this name.
pub fn target(name: &str) -> &'static Target {
    TARGETS
        .iter()
        .find(|t| t.name == name)
        .unwrap_or_else(|| panic!("no fuzz target named {name}"))
}

/// Runs a target on one input; a panic that escapes it aborts the process after printing where it
/// was (what libFuzzer counts as a crash). Panics caught inside the code under test stay quiet.
pub fn run(name: &str, data: &[u8]) {
    static QUIET: std::sync::Once = std::sync::Once::new();
    QUIET.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            LAST_PANIC.with(|p| *p.borrow_mut() = Some(info.to_string()));
        }))
    });
    let t = target(name);
    if catch_unwind(AssertUnwindSafe(|| (t.run)(data))).is_err() {
        let why = LAST_PANIC
            .with(|p| p.borrow_mut().take())
            .unwrap_or_default();
        eprintln!("media-fuzz: target {name} panicked: {why}");
        std::process::abort();
    }
}

/// Runs a target on one input and reports an escaping panic as an error (the bounded driver).
pub fn try_run(t: &Target, data: &[u8]) -> Result<(), String> {
    catch_unwind(AssertUnwindSafe(|| (t.run)(data))).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic".into())
    })
}

thread_local! {
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// PNG text metadata: reading never panics; a PNG that takes a text gives that text back, under the
/// app's keyword, whatever chunks it held before.
pub fn png_meta(data: &[u8]) {
    use media_prep::png_meta::{read_text, with_text, KEYWORD};
    let _ = read_text(data, KEYWORD);
    let _ = read_text(data, "");
    let text = String::from_utf8_lossy(&data[..data.len().min(64)]).into_owned();
    if let Some(out) = with_text(data, KEYWORD, &text) {
        assert_eq!(
            read_text(&out, KEYWORD).as_deref(),
            Some(text.as_str()),
            "the text written is the text read"
        );
        let again = with_text(&out, KEYWORD, "{}").expect("a PNG it wrote is still a PNG");
        assert_eq!(read_text(&again, KEYWORD).as_deref(), Some("{}"));
    }
}

/// The reference pipeline and the thumbnailer on any bytes: an error in words or an image within
/// the limits it promises.
pub fn images(data: &[u8]) {
    use media_prep::limits::MAX_REFERENCE_BYTES;
    let _ = media_prep::sniff_mime(data);
    match media_prep::prepare_reference(data, &media_prep::PrepareOptions::default()) {
        Ok(p) => {
            let (w, h) = (p.width, p.height);
            assert!(w >= 1 && h >= 1 && w.max(h) <= 2048, "prepared {w}x{h}");
            assert!(p.bytes.len() <= MAX_REFERENCE_BYTES);
        }
        Err(e) => assert!(!e.message().is_empty()),
    }
    match media_prep::thumbnail(data, 256) {
        Ok(t) => assert!(t.width.max(t.height) <= 256 && t.width.min(t.height) >= 1),
        Err(e) => assert!(!e.message().is_empty()),
    }
    if let Ok(s) = std::str::from_utf8(data) {
        let _ = media_prep::parse_data_uri(s);
    }
}
