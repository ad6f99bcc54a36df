//! Headers claiming enormous images are refused from the header alone: quickly and without
//! allocating the pixel buffer. A counting allocator measures the peak allocation while each case runs
//! (one test at a time).

#[path = "prep/common/mod.rs"]
mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use media_prep::{prepare_reference, thumbnail, PrepError, PrepareOptions};

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = CURRENT.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        CURRENT.fetch_sub(layout.size(), Ordering::SeqCst);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The tests take turns, whole: one test's allocations outside a measurement (a reference decoded
/// after its thumbnail was measured, a photo built before) must not land in another's peak.
static SERIAL: Mutex<()> = Mutex::new(());

/// This test's turn: every test of this file holds it from its first line.
fn turn() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|p| p.into_inner())
}

/// Peak bytes allocated (above what was live before) while running `f`; called within a [`turn`].
fn peak_during<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let base = CURRENT.load(Ordering::SeqCst);
    PEAK.store(base, Ordering::SeqCst);
    let out = f();
    (out, PEAK.load(Ordering::SeqCst).saturating_sub(base))
}

/// rocket.jpg with its SOF0 frame header patched to claim `w` x `h`.
fn jpeg_claiming(w: u16, h: u16) -> Vec<u8> {
    let mut jpeg = std::fs::read(common::testdata_dir().join("photos/rocket.jpg")).unwrap();
    let sof = jpeg
        .windows(2)
        .position(|m| m == [0xFF, 0xC0])
        .expect("baseline SOF0");
    jpeg[sof + 5..sof + 7].copy_from_slice(&h.to_be_bytes());
    jpeg[sof + 7..sof + 9].copy_from_slice(&w.to_be_bytes());
    jpeg
}

/// The tiny GIF with its logical screen patched to claim `w` x `h`.
fn gif_claiming(w: u16, h: u16) -> Vec<u8> {
    let mut gif =
        std::fs::read(common::testdata_dir().join("photos/no_time_for_that_tiny.gif")).unwrap();
    gif[6..8].copy_from_slice(&w.to_le_bytes());
    gif[8..10].copy_from_slice(&h.to_le_bytes());
    gif
}

/// The tiny GIF with its first image descriptor patched to claim a `w` x `h` frame (the canvas
/// stays 14x25).
fn gif_frame_claiming(w: u16, h: u16) -> Vec<u8> {
    let mut gif =
        std::fs::read(common::testdata_dir().join("photos/no_time_for_that_tiny.gif")).unwrap();
    let flags = gif[10];
    let mut at = 13;
    if flags & 0x80 != 0 {
        at += 3 << ((flags & 7) + 1);
    }
    while gif[at] == 0x21 {
        at += 2; // introducer and label, then sub-blocks until a zero length
        while gif[at] != 0 {
            at += 1 + usize::from(gif[at]);
        }
        at += 1;
    }
    assert_eq!(gif[at], 0x2C, "image descriptor expected");
    gif[at + 5..at + 7].copy_from_slice(&w.to_le_bytes());
    gif[at + 7..at + 9].copy_from_slice(&h.to_le_bytes());
    gif
}

#[test]
fn gif_frame_larger_than_its_canvas_is_refused_without_allocating() {
    let _turn = turn();
    let bytes = gif_frame_claiming(65_535, 65_535);
    let (result, peak) = peak_during(|| prepare_reference(&bytes, &PrepareOptions::default()));
    let err = result.expect_err("accepted");
    eprintln!("gif frame 65535x65535 on a 14x25 canvas: {err:?}");
    assert!(
        matches!(
            err,
            PrepError::TooBig { dimensions: None } | PrepError::Corrupt { .. }
        ),
        "{err:?}"
    );
    assert!(peak < 16 << 20, "allocated {peak} bytes");
}

#[test]
fn oversized_headers_are_refused_fast_without_allocating() {
    let _turn = turn();
    let cases: [(&str, Vec<u8>, (u32, u32)); 4] = [
        (
            "png 100000x100000",
            common::png_with_header(100_000, 100_000),
            (100_000, 100_000),
        ),
        (
            "png 16384x16384 rgb (too much memory)",
            common::png_with_header(16_384, 16_384),
            (16_384, 16_384),
        ),
        (
            "jpeg 60000x60000",
            jpeg_claiming(60_000, 60_000),
            (60_000, 60_000),
        ),
        (
            "gif 65535x65535",
            gif_claiming(65_535, 65_535),
            (65_535, 65_535),
        ),
    ];
    for (what, bytes, dims) in cases {
        let started = Instant::now();
        let (result, peak) = peak_during(|| prepare_reference(&bytes, &PrepareOptions::default()));
        let took = started.elapsed();
        let err = result.expect_err(what);
        assert_eq!(
            err,
            PrepError::TooBig {
                dimensions: Some(dims)
            },
            "{what}"
        );
        assert!(
            err.message().starts_with("This photo is too big to open"),
            "{what}"
        );
        assert!(took < Duration::from_secs(2), "{what}: took {took:?}");
        assert!(peak < 16 << 20, "{what}: allocated {peak} bytes");

        let (thumb, peak) = peak_during(|| thumbnail(&bytes, 128));
        assert!(
            matches!(thumb, Err(PrepError::TooBig { .. })),
            "{what}: {thumb:?}"
        );
        assert!(
            peak < 16 << 20,
            "{what} (thumbnail): allocated {peak} bytes"
        );
    }
}

/// A picture decoded only for its thumbnail has a smaller budget (about 50 million RGBA pixels) than a
/// photo prepared as a reference: a 9000 x 8000 RGB PNG (216 MB of pixels) gets no thumbnail, refused
/// from its header alone, while the reference pipeline goes on to read it (and finds its pixels
/// missing).
#[test]
fn a_thumbnail_has_a_smaller_budget_than_a_reference() {
    let _turn = turn();
    let bytes = common::png_with_header(9000, 8000);
    let (thumb, peak) = peak_during(|| thumbnail(&bytes, 128));
    assert_eq!(
        thumb.unwrap_err(),
        PrepError::TooBig {
            dimensions: Some((9000, 8000))
        }
    );
    assert!(peak < 16 << 20, "allocated {peak} bytes");
    let reference = prepare_reference(&bytes, &PrepareOptions::default());
    assert!(
        matches!(reference, Err(PrepError::Corrupt { .. })),
        "{reference:?}"
    );
}

/// However many callers ask at once, at most `gate::MAX_AT_ONCE` pictures are worked at a time: six
/// thumbnails of a 2400 x 2400 photo asked at once allocate about two pictures' worth, not six.
#[test]
fn pictures_are_worked_a_few_at_a_time_whatever_asks() {
    let _turn = turn();
    let img = image::RgbImage::from_fn(2400, 2400, |x, y| {
        image::Rgb([(x % 251) as u8, (y % 241) as u8, ((x ^ y) % 239) as u8])
    });
    let mut png = std::io::Cursor::new(Vec::new());
    img.write_to(&mut png, image::ImageFormat::Png).unwrap();
    let png = png.into_inner();
    drop(img);
    let (_, one) = peak_during(|| thumbnail(&png, 256).unwrap());
    let (_, six) = peak_during(|| {
        std::thread::scope(|s| {
            for _ in 0..6 {
                s.spawn(|| thumbnail(&png, 256).unwrap());
            }
        })
    });
    eprintln!("one thumbnail: {one} bytes at most; six asked at once: {six}");
    assert_eq!(media_prep::gate::MAX_AT_ONCE, 2);
    assert!(
        six as f64 <= one as f64 * 2.75,
        "six at once took {six} bytes, one {one}"
    );
}
