//! Shared helpers of the integration tests: where the test data is, and small byte-level
//! inspectors/builders for PNG and JPEG.
#![allow(dead_code)]

use std::path::PathBuf;

/// `../shared/testdata` of the repository checkout, or `$MEDIA_STUDIO_TESTDATA`.
/// Panics (fails the test) if it is missing: these tests must never silently skip.
pub fn testdata_dir() -> PathBuf {
    let dir = match std::env::var_os("MEDIA_STUDIO_TESTDATA") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/testdata"),
    };
    assert!(
        dir.join("photos").is_dir() && dir.join("pngsuite").is_dir(),
        "test data not found at {} (set MEDIA_STUDIO_TESTDATA to the folder holding photos/ and pngsuite/)",
        dir.display()
    );
    dir
}

/// Every regular file of `testdata/<sub>`, sorted; fails if there are none.
pub fn files_in(sub: &str) -> Vec<PathBuf> {
    let dir = testdata_dir().join(sub);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no files in {}", dir.display());
    files
}

pub fn file_name(p: &std::path::Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

/// True for the data files (not README/licence/sources text) of the test folders.
pub fn is_image_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    [".png", ".jpg", ".jpeg", ".gif", ".webp"]
        .iter()
        .any(|e| lower.ends_with(e))
}

/// CRC-32 (ISO-HDLC, as PNG uses).
pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// One PNG chunk: length, type, data, CRC.
pub fn png_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut out = (data.len() as u32).to_be_bytes().to_vec();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc_in = kind.to_vec();
    crc_in.extend_from_slice(data);
    out.extend_from_slice(&crc32(&crc_in).to_be_bytes());
    out
}

/// A PNG whose IHDR claims `width` x `height` 8-bit RGB, followed by a tiny IDAT and IEND.
pub fn png_with_header(width: u32, height: u32) -> Vec<u8> {
    let mut ihdr = width.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend(png_chunk(b"IHDR", &ihdr));
    png.extend(png_chunk(
        b"IDAT",
        &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
    ));
    png.extend(png_chunk(b"IEND", &[]));
    png
}

/// The chunk types of a PNG, in order.
pub fn png_chunk_types(png: &[u8]) -> Vec<String> {
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let mut types = Vec::new();
    let mut at = 8;
    while at + 8 <= png.len() {
        let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
        types.push(String::from_utf8_lossy(&png[at + 4..at + 8]).into_owned());
        at += 12 + len;
    }
    types
}

/// The marker bytes (0xE0 for APP0, 0xE1 for APP1, ...) of a JPEG's segments before the scan data.
pub fn jpeg_markers(jpeg: &[u8]) -> Vec<u8> {
    assert!(jpeg.starts_with(&[0xFF, 0xD8]), "not a JPEG");
    let mut markers = Vec::new();
    let mut at = 2;
    while at + 4 <= jpeg.len() && jpeg[at] == 0xFF {
        let marker = jpeg[at + 1];
        markers.push(marker);
        if marker == 0xDA {
            break; // start of scan: entropy-coded data follows
        }
        let len = u16::from_be_bytes([jpeg[at + 2], jpeg[at + 3]]) as usize;
        at += 2 + len;
    }
    markers
}

/// An APP1 segment holding EXIF with just the Orientation tag (0x0112) set to `orientation`.
pub fn exif_app1(orientation: u16) -> Vec<u8> {
    let mut tiff = b"MM\0\x2a".to_vec(); // big-endian TIFF header
    tiff.extend_from_slice(&8u32.to_be_bytes()); // offset of IFD0
    tiff.extend_from_slice(&1u16.to_be_bytes()); // one entry
    tiff.extend_from_slice(&0x0112u16.to_be_bytes()); // Orientation
    tiff.extend_from_slice(&3u16.to_be_bytes()); // SHORT
    tiff.extend_from_slice(&1u32.to_be_bytes()); // count
    tiff.extend_from_slice(&orientation.to_be_bytes());
    tiff.extend_from_slice(&[0, 0]); // value padding
    tiff.extend_from_slice(&0u32.to_be_bytes()); // no next IFD
    let mut payload = b"Exif\0\0".to_vec();
    payload.extend(tiff);
    let mut seg = vec![0xFF, 0xE1];
    seg.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
    seg.extend(payload);
    seg
}

/// A `width` x `height` JPEG (left half red, right half blue) with an EXIF APP1 segment carrying
/// `orientation`, inserted right after SOI.
pub fn jpeg_with_orientation(width: u32, height: u32, orientation: u16) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, _| {
        if x < width / 2 {
            image::Rgb([255, 0, 0])
        } else {
            image::Rgb([0, 0, 255])
        }
    });
    let mut plain = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut plain, 90)
        .encode_image(&img)
        .expect("encode test JPEG");
    let mut out = plain[..2].to_vec();
    out.extend(exif_app1(orientation));
    out.extend_from_slice(&plain[2..]);
    out
}

/// Asserts that `bytes` carry no metadata: for PNG only IHDR/PLTE/tRNS/IDAT/IEND chunks, for JPEG
/// no APPn segment other than APP0 (JFIF) and no COM.
pub fn assert_no_metadata(bytes: &[u8], what: &str) {
    if bytes.starts_with(b"\x89PNG") {
        for t in png_chunk_types(bytes) {
            assert!(
                ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"].contains(&t.as_str()),
                "{what}: PNG output has a {t} chunk"
            );
        }
    } else {
        for m in jpeg_markers(bytes) {
            assert!(
                !(0xE1..=0xEF).contains(&m) && m != 0xFE,
                "{what}: JPEG output has marker FF{m:02X}"
            );
        }
        assert!(
            !bytes.windows(6).any(|w| w == b"Exif\0\0"),
            "{what}: output contains an Exif header"
        );
    }
}
