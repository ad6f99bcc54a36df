//! Every file of ../shared/testdata goes through the pipeline: valid images are accepted and come
//! out clean, corrupt and non-image files are refused with a plain message, nothing panics or hangs.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use crate::common::{assert_no_metadata, file_name, files_in, is_image_name};
use media_prep::{
    limits::{DEFAULT_MAX_SIDE, MAX_REFERENCE_BYTES},
    prepare_reference, prepare_reference_file, thumbnail, PrepError, PrepareOptions, PreparedImage,
};

/// Runs `f` on another thread and fails the test if it takes longer than `secs` (a hang).
fn bounded<T: Send + 'static>(what: &str, secs: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs))
        .unwrap_or_else(|e| panic!("{what}: no result within {secs} s ({e})"))
}

fn prepare_path(path: &Path) -> Result<PreparedImage, PrepError> {
    let p: PathBuf = path.to_path_buf();
    bounded(&file_name(path), 60, move || prepare_reference_file(&p))
}

fn check_prepared(name: &str, out: &PreparedImage) {
    assert!(out.bytes.len() <= MAX_REFERENCE_BYTES, "{name}: too big");
    assert!(
        out.width.max(out.height) <= DEFAULT_MAX_SIDE,
        "{name}: too large"
    );
    assert!(
        out.mime == "image/jpeg" || out.mime == "image/png",
        "{name}: {}",
        out.mime
    );
    assert_eq!(
        media_prep::sniff_mime(&out.bytes),
        Ok(out.mime),
        "{name}: mime"
    );
    let back = image::load_from_memory(&out.bytes)
        .unwrap_or_else(|e| panic!("{name}: output does not decode: {e}"));
    assert_eq!(
        (back.width(), back.height()),
        (out.width, out.height),
        "{name}: dims"
    );
    assert_no_metadata(&out.bytes, name);
    assert!(out
        .data_uri()
        .starts_with(&format!("data:{};base64,", out.mime)));
}

#[test]
fn every_photo_is_accepted_clean_and_small() {
    let mut seen = 0;
    for path in files_in("photos") {
        let name = file_name(&path);
        if !is_image_name(&name) {
            continue;
        }
        let out = prepare_path(&path).unwrap_or_else(|e| panic!("{name}: refused: {e}"));
        check_prepared(&name, &out);
        // These photos are all under 2048 px: kept at their own size.
        assert_eq!(
            (out.width, out.height),
            (out.original_width, out.original_height),
            "{name}"
        );
        let thumb = thumbnail(path.as_path(), 256).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(thumb.width.max(thumb.height) <= 256, "{name}: thumb size");
        assert_no_metadata(&thumb.bytes, &name);
        seen += 1;
    }
    assert_eq!(seen, 5, "expected the 5 photos of SOURCES.md");
}

#[test]
fn known_photo_dimensions() {
    let dir = crate::common::testdata_dir().join("photos");
    for (name, w, h) in [
        ("astronaut.png", 512, 512),
        ("coffee.png", 600, 400),
        ("chelsea.png", 451, 300),
        ("rocket.jpg", 640, 427),
        ("no_time_for_that_tiny.gif", 14, 25),
    ] {
        let out = prepare_reference_file(dir.join(name)).unwrap();
        assert_eq!((out.original_width, out.original_height), (w, h), "{name}");
    }
}

#[test]
fn every_valid_pngsuite_image_is_accepted() {
    let mut accepted = 0;
    for path in files_in("pngsuite") {
        let name = file_name(&path);
        if !is_image_name(&name) || name.starts_with('x') {
            continue;
        }
        let out = prepare_path(&path).unwrap_or_else(|e| panic!("{name}: refused: {e:?}"));
        check_prepared(&name, &out);
        accepted += 1;
    }
    assert!(
        accepted >= 150,
        "only {accepted} valid PngSuite images found"
    );
}

#[test]
fn every_corrupt_pngsuite_file_is_refused_plainly() {
    let mut refused = 0;
    for path in files_in("pngsuite") {
        let name = file_name(&path);
        if !name.starts_with('x') {
            continue;
        }
        let err = prepare_path(&path).expect_err(&format!("{name} was accepted"));
        assert!(
            matches!(err, PrepError::Corrupt { .. }),
            "{name}: expected damaged, got {err:?}"
        );
        assert_eq!(err.message(), "This image is damaged and can't be opened.");
        // From bytes alone (no name to go by) it is damaged or not an image: never accepted.
        let bytes = std::fs::read(&path).unwrap();
        let err = bounded(&name, 60, move || {
            prepare_reference(&bytes, &PrepareOptions::default())
        })
        .expect_err(&format!("{name} was accepted from bytes"));
        assert!(
            matches!(
                err,
                PrepError::Corrupt { .. } | PrepError::Unsupported { .. }
            ),
            "{name}: {err:?}"
        );
        let thumb = thumbnail(path.as_path(), 64);
        assert!(thumb.is_err(), "{name}: thumbnail made of a corrupt file");
        refused += 1;
    }
    assert!(
        refused >= 22,
        "only {refused} corrupt files found (22 expected)"
    );
}

#[test]
fn text_files_of_the_test_folders_are_refused() {
    let mut refused = 0;
    for sub in ["photos", "pngsuite"] {
        for path in files_in(sub) {
            let name = file_name(&path);
            if is_image_name(&name) {
                continue;
            }
            let err = prepare_path(&path).expect_err(&format!("{name} was accepted"));
            assert!(
                matches!(err, PrepError::Unsupported { .. }),
                "{name}: {err:?}"
            );
            assert_eq!(
                err.message(),
                "This file isn't a photo we can use. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP."
            );
            refused += 1;
        }
    }
    assert!(refused >= 4, "only {refused} text files found");
}
