//! Hand-made inputs: empty and text files, truncated JPEGs, EXIF orientation, transparency, byte
//! limits, data URIs, thumbnails to files.

use crate::common::{assert_no_metadata, jpeg_with_orientation, testdata_dir};
use media_prep::{
    parse_data_uri, prepare_reference, prepare_reference_file, prepare_reference_file_with,
    thumbnail, thumbnail_file, PrepError, PrepareOptions,
};

fn defaults() -> PrepareOptions {
    PrepareOptions::default()
}

#[test]
fn empty_input_is_refused_with_the_empty_message() {
    let err = prepare_reference(&[], &defaults()).unwrap_err();
    assert_eq!(err, PrepError::Empty);
    assert_eq!(err.message(), "The file is empty.");

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("empty.jpg");
    std::fs::write(&path, b"").unwrap();
    let err = prepare_reference_file(&path).unwrap_err();
    assert_eq!(err.message(), "The file is empty.");
    assert_eq!(thumbnail(path.as_path(), 64).unwrap_err(), PrepError::Empty);
}

#[test]
fn text_is_refused_as_not_a_photo() {
    let err = prepare_reference(b"Hello, this is a note.\n", &defaults()).unwrap_err();
    assert!(matches!(err, PrepError::Unsupported { .. }), "{err:?}");
    assert_eq!(
        err.message(),
        "This file isn't a photo we can use. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP."
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("note.txt");
    std::fs::write(&path, b"Hello, this is a note.\n").unwrap();
    let err = prepare_reference_file(&path).unwrap_err();
    assert!(matches!(err, PrepError::Unsupported { .. }), "{err:?}");
}

#[test]
fn other_image_formats_are_refused_as_not_usable() {
    // Images, but of kinds neither sent nor converted: PNM, QOI, Radiance HDR.
    for bytes in [&b"P6\n2 2\n255\n"[..], b"qoif\0\0\0\x02", b"#?RADIANCE\n"] {
        let err = prepare_reference(bytes, &defaults()).unwrap_err();
        assert!(matches!(err, PrepError::Unsupported { .. }), "{err:?}");
    }
    // "BM" and a bitmap's file header with no info header after it: text may start so.
    let err = prepare_reference(b"BM\x3a\0\0\0\0\0\0\0\x36\0\0\0", &defaults()).unwrap_err();
    assert!(matches!(err, PrepError::Unsupported { .. }), "{err:?}");
    // A TIFF header with nothing after it is a TIFF (converted here), cut short: damaged.
    let err = prepare_reference(b"II*\0\x08\0\0\0", &defaults()).unwrap_err();
    assert!(matches!(err, PrepError::Corrupt { .. }), "{err:?}");
}

#[test]
fn missing_file_and_directory_are_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    for path in [dir.path().join("nope.jpg"), dir.path().to_path_buf()] {
        let err = prepare_reference_file(&path).unwrap_err();
        assert!(matches!(err, PrepError::Unreadable { .. }), "{err:?}");
        assert!(err.message().starts_with("We couldn't read this file."));
    }
}

#[test]
fn truncated_jpegs_are_refused_as_damaged() {
    let full = std::fs::read(testdata_dir().join("photos/rocket.jpg")).unwrap();
    for keep in [
        2,
        3,
        20,
        200,
        600,
        full.len() / 10,
        full.len() / 2,
        full.len() - 2,
    ] {
        let err = prepare_reference(&full[..keep], &defaults()).unwrap_err();
        let expected = if keep < 3 {
            "This file isn't a photo we can use. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP."
        } else {
            "This image is damaged and can't be opened."
        };
        assert_eq!(err.message(), expected, "cut at {keep}: {err:?}");
        let _ = thumbnail(&full[..keep], 64);
    }
    // Trailing bytes after the end marker (phone trailers) are fine.
    let mut trailer = full.clone();
    trailer.extend_from_slice(b"SEFT trailer bytes");
    assert!(prepare_reference(&trailer, &defaults()).is_ok());
}

#[test]
fn exif_orientation_is_applied_and_stripped() {
    // 6 = rotate 90° clockwise to display: a 40x20 stored image shows as 20x40.
    let jpeg = jpeg_with_orientation(40, 20, 6);
    assert!(jpeg.windows(6).any(|w| w == b"Exif\0\0"));
    let out = prepare_reference(&jpeg, &defaults()).unwrap();
    assert_eq!((out.width, out.height), (20, 40));
    assert_eq!((out.original_width, out.original_height), (20, 40));
    assert_no_metadata(&out.bytes, "rotated");
    // Left red / right blue, turned clockwise, is top red / bottom blue.
    let img = image::load_from_memory(&out.bytes).unwrap().into_rgb8();
    let top = img.get_pixel(10, 5).0;
    let bottom = img.get_pixel(10, 34).0;
    assert!(top[0] > 200 && top[2] < 60, "top should be red: {top:?}");
    assert!(
        bottom[2] > 200 && bottom[0] < 60,
        "bottom should be blue: {bottom:?}"
    );

    // 3 = rotate 180°: no swap, but left and right exchange.
    let out = prepare_reference(&jpeg_with_orientation(40, 20, 3), &defaults()).unwrap();
    assert_eq!((out.width, out.height), (40, 20));
    let img = image::load_from_memory(&out.bytes).unwrap().into_rgb8();
    assert!(
        img.get_pixel(5, 10).0[2] > 200,
        "left should be blue after 180°"
    );

    // 8 = rotate 270°; thumbnails are upright too.
    let thumb = thumbnail(&jpeg_with_orientation(40, 20, 8), 10).unwrap();
    assert_eq!((thumb.width, thumb.height), (5, 10));
}

#[test]
fn png_exif_chunk_orientation_is_applied() {
    let img = image::RgbImage::from_fn(40, 20, |x, _| image::Rgb([(x * 6) as u8, 0, 0]));
    let mut png = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    // eXIf holds the bare TIFF structure (the APP1 segment minus its marker, length and "Exif\0\0").
    let tiff = &crate::common::exif_app1(6)[10..];
    let ihdr_end = 8 + 25;
    let mut with_exif = png[..ihdr_end].to_vec();
    with_exif.extend(crate::common::png_chunk(b"eXIf", tiff));
    with_exif.extend_from_slice(&png[ihdr_end..]);
    let out = prepare_reference(&with_exif, &defaults()).unwrap();
    assert_eq!((out.width, out.height), (20, 40));
    assert_no_metadata(&out.bytes, "png with eXIf");
}

#[test]
fn webp_is_accepted() {
    let img = image::RgbImage::from_fn(64, 48, |x, y| image::Rgb([x as u8 * 4, y as u8 * 5, 90]));
    let mut webp = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut webp)
        .encode(img.as_raw(), 64, 48, image::ExtendedColorType::Rgb8)
        .unwrap();
    assert_eq!(media_prep::sniff_mime(&webp), Ok("image/webp"));
    let out = prepare_reference(&webp, &defaults()).unwrap();
    assert_eq!((out.width, out.height, out.mime), (64, 48, "image/jpeg"));
    assert_eq!(thumbnail(&webp, 32).unwrap().width, 32);
}

#[test]
fn large_photos_are_shrunk_to_max_side() {
    let img = image::RgbImage::from_fn(3000, 1000, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 77])
    });
    let mut png = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    let out = prepare_reference(&png, &defaults()).unwrap();
    assert_eq!((out.width, out.height), (2048, 683));
    assert_eq!((out.original_width, out.original_height), (3000, 1000));
    assert_eq!(out.mime, "image/jpeg");
}

#[test]
fn transparency_keeps_png_and_opaque_alpha_becomes_jpeg() {
    let see_through =
        image::RgbaImage::from_fn(30, 30, |x, _| image::Rgba([200, 10, 10, (x * 8) as u8]));
    let opaque = image::RgbaImage::from_fn(30, 30, |_, _| image::Rgba([200, 10, 10, 255]));
    for (img, mime) in [(see_through, "image/png"), (opaque, "image/jpeg")] {
        let mut png = Vec::new();
        img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        let out = prepare_reference(&png, &defaults()).unwrap();
        assert_eq!(out.mime, mime);
        assert_eq!(thumbnail(&png, 16).unwrap().mime, mime);
    }
}

#[test]
fn byte_limit_shrinks_then_refuses_plainly() {
    let path = testdata_dir().join("photos/astronaut.png");
    // 40 KB is reachable by lowering quality and shrinking.
    let opts = PrepareOptions {
        max_bytes: 40_000,
        ..defaults()
    };
    let out = prepare_reference_file_with(&path, &opts).unwrap();
    assert!(out.bytes.len() <= 40_000, "{} bytes", out.bytes.len());
    assert!(out.width < 512 || out.bytes.len() <= 40_000);
    // 500 bytes is not, even at the smallest size we allow.
    let opts = PrepareOptions {
        max_bytes: 500,
        ..defaults()
    };
    let err = prepare_reference_file_with(&path, &opts).unwrap_err();
    assert!(
        matches!(err, PrepError::TooLargeAfterShrinking { limit: 500, .. }),
        "{err:?}"
    );
    assert_eq!(
        err.message(),
        "The photo is larger than 500 bytes even after shrinking it."
    );
    let ten_mb = PrepError::TooLargeAfterShrinking {
        bytes: 12_000_000,
        limit: 10_000_000,
    };
    assert_eq!(
        ten_mb.message(),
        "The photo is larger than 10 MB even after shrinking it."
    );
}

#[test]
fn data_uri_round_trips() {
    let out = prepare_reference_file(testdata_dir().join("photos/rocket.jpg")).unwrap();
    let uri = out.data_uri();
    assert!(uri.starts_with("data:image/jpeg;base64,"), "{}", &uri[..40]);
    let (mime, bytes) = parse_data_uri(&uri).expect("parses");
    assert_eq!(mime, "image/jpeg");
    assert_eq!(bytes, out.bytes);
    assert!(bytes.len() <= 10_000_000);
}

#[test]
fn gif_gives_its_first_frame() {
    let out =
        prepare_reference_file(testdata_dir().join("photos/no_time_for_that_tiny.gif")).unwrap();
    assert_eq!((out.width, out.height), (14, 25));
}

#[test]
fn thumbnail_file_writes_the_thumb() {
    let dir = tempfile::tempdir().unwrap();
    let dst = dir.path().join("rocket.thumb.jpg");
    let thumb = thumbnail_file(testdata_dir().join("photos/rocket.jpg"), &dst, 160).unwrap();
    assert_eq!((thumb.width, thumb.height), (160, 107));
    assert_eq!(std::fs::read(&dst).unwrap(), thumb.bytes);
    let leftovers = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(leftovers, 1, "temporary file left behind");

    let err = thumbnail_file(
        testdata_dir().join("photos/rocket.jpg"),
        dir.path().join("no/such/dir.jpg"),
        160,
    )
    .unwrap_err();
    assert!(matches!(err, PrepError::Unwritable { .. }), "{err:?}");
}
