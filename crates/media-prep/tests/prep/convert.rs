//! Photos of formats the service does not take, converted here: HEIC and AVIF made from the face
//! photo by `heif-enc` (libheif's own encoder), TIFF and BMP by ImageMagick's `convert`, all at test
//! time into a temporary folder. The tools must be there (`bash scripts/setup.sh` installs
//! libheif-examples and imagemagick): a missing tool fails these tests, it never skips them.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{assert_no_metadata, testdata_dir};
use media_prep::limits::MAX_REFERENCE_BYTES;
use media_prep::{
    prepare_reference, prepare_reference_file, sniff_convertible, sniff_mime, thumbnail,
    Convertible, PrepError, PrepareOptions, PreparedImage,
};

/// Runs a standard tool; fails the test, naming the package, when it is missing or fails.
fn run(tool: &str, package: &str, args: &[&OsStr]) {
    let out = Command::new(tool).args(args).output().unwrap_or_else(|e| {
        panic!("{tool} could not run ({e}): bash scripts/setup.sh installs it (package {package})")
    });
    assert!(
        out.status.success(),
        "{tool} {args:?} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `heif-enc [extra] -o out src` (HEVC; `-A` makes AV1).
fn heif_enc(src: &Path, out: &Path, extra: &[&str]) -> PathBuf {
    let mut args: Vec<&OsStr> = extra.iter().map(OsStr::new).collect();
    args.extend([OsStr::new("-o"), out.as_os_str(), src.as_os_str()]);
    run("heif-enc", "libheif-examples", &args);
    assert!(out.is_file(), "heif-enc wrote no {}", out.display());
    out.to_path_buf()
}

/// `convert args... [prefix:]out` (ImageMagick; a prefix such as `BMP3` names the kind written).
fn magick(args: &[&str], prefix: &str, out: &Path) -> PathBuf {
    let target = format!("{prefix}{}", out.display());
    let mut all: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    all.push(OsStr::new(&target));
    run("convert", "imagemagick", &all);
    assert!(out.is_file(), "convert wrote no {}", out.display());
    out.to_path_buf()
}

fn face() -> PathBuf {
    testdata_dir().join("photos/astronaut.png")
}

/// Mean absolute difference per channel between two same-size pictures.
fn mean_difference(a: &image::RgbImage, b: &image::RgbImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let sum: u64 = a
        .as_raw()
        .iter()
        .zip(b.as_raw())
        .map(|(x, y)| u64::from(x.abs_diff(*y)))
        .sum();
    sum as f64 / a.as_raw().len() as f64
}

/// A prepared reference as the service takes it: JPEG or PNG, within 10 MB, clean, decodable at its
/// stated size, saying what it was converted from.
fn check_converted(what: &str, out: &PreparedImage, from: Convertible) -> image::DynamicImage {
    assert!(
        out.mime == "image/jpeg" || out.mime == "image/png",
        "{what}: {}",
        out.mime
    );
    assert!(out.bytes.len() <= MAX_REFERENCE_BYTES, "{what}: too big");
    assert_eq!(sniff_mime(&out.bytes), Ok(out.mime), "{what}");
    assert_no_metadata(&out.bytes, what);
    assert_eq!(out.converted_from, Some(from), "{what}");
    let to = if out.mime == "image/png" {
        "PNG"
    } else {
        "JPEG"
    };
    assert_eq!(
        out.conversion().as_deref(),
        Some(format!("Converted from {} to {to}", from.name()).as_str()),
        "{what}"
    );
    let back = image::load_from_memory(&out.bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(
        (back.width(), back.height()),
        (out.width, out.height),
        "{what}"
    );
    back
}

#[test]
fn heic_and_avif_of_the_face_photo_become_clean_jpegs() {
    let dir = tempfile::tempdir().unwrap();
    let source = image::open(face()).unwrap().into_rgb8();
    let heic = heif_enc(&face(), &dir.path().join("face.heic"), &[]);
    let avif = heif_enc(&face(), &dir.path().join("face.avif"), &["-A"]);
    for (path, kind) in [(heic, Convertible::Heic), (avif, Convertible::Avif)] {
        let what = kind.name();
        let bytes = std::fs::read(&path).unwrap();
        // Never sent as it is; known as a format converted here.
        assert!(
            matches!(sniff_mime(&bytes), Err(PrepError::Unsupported { .. })),
            "{what}"
        );
        assert_eq!(sniff_convertible(&bytes), Some(kind));
        let out = prepare_reference_file(&path).unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert_eq!(out.mime, "image/jpeg", "{what}");
        assert_eq!((out.width, out.height), (512, 512), "{what}");
        assert_eq!((out.original_width, out.original_height), (512, 512));
        let back = check_converted(what, &out, kind).into_rgb8();
        // The same face, in its own colours (not a grey frame, not red and blue swapped).
        let diff = mean_difference(&back, &source);
        assert!(
            diff < 8.0,
            "{what}: differs from the photo by {diff:.1} on average"
        );
        // The same from bytes, and as a thumbnail.
        assert_eq!(
            prepare_reference(&bytes, &PrepareOptions::default()),
            Ok(out)
        );
        let thumb = thumbnail(path.as_path(), 128).unwrap();
        assert_eq!((thumb.width, thumb.height), (128, 128));
    }
}

#[test]
fn tiff_and_bmp_of_the_face_photo_become_clean_jpegs() {
    let dir = tempfile::tempdir().unwrap();
    let face = face();
    let face = face.to_str().unwrap();
    let source = image::open(face).unwrap().into_rgb8();
    let d = dir.path();
    let cases = [
        (magick(&[face], "", &d.join("face.tiff")), Convertible::Tiff),
        (
            magick(&[face, "-compress", "lzw"], "", &d.join("lzw.tif")),
            Convertible::Tiff,
        ),
        // Version 5 (ImageMagick's default) and version 3 headers.
        (magick(&[face], "", &d.join("face.bmp")), Convertible::Bmp),
        (
            magick(&[face], "BMP3:", &d.join("face3.bmp")),
            Convertible::Bmp,
        ),
    ];
    for (path, kind) in cases {
        let what = path.file_name().unwrap().to_string_lossy().into_owned();
        let bytes = std::fs::read(&path).unwrap();
        assert!(
            matches!(sniff_mime(&bytes), Err(PrepError::Unsupported { .. })),
            "{what}"
        );
        assert_eq!(sniff_convertible(&bytes), Some(kind), "{what}");
        let out = prepare_reference_file(&path).unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert_eq!(
            (out.mime, out.width, out.height),
            ("image/jpeg", 512, 512),
            "{what}"
        );
        let back = check_converted(&what, &out, kind).into_rgb8();
        let diff = mean_difference(&back, &source);
        assert!(diff < 4.0, "{what}: differs from the photo by {diff:.1}");
    }
}

/// Left red, right blue, stored 80 x 40: turned clockwise (orientation 6) it shows 40 x 80, red on top.
fn assert_turned_clockwise(what: &str, out: &PreparedImage) {
    assert_eq!((out.width, out.height), (40, 80), "{what}");
    let img = image::load_from_memory(&out.bytes).unwrap().into_rgb8();
    let top = img.get_pixel(20, 10).0;
    let bottom = img.get_pixel(20, 70).0;
    assert!(
        top[0] > 200 && top[2] < 60,
        "{what}: top should be red: {top:?}"
    );
    assert!(
        bottom[2] > 200 && bottom[0] < 60,
        "{what}: bottom should be blue: {bottom:?}"
    );
}

#[test]
fn a_tiff_s_orientation_is_applied() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("turned.tiff");
    let mut args: Vec<&OsStr> = ["-size", "40x40", "xc:red", "-size", "40x40", "xc:blue"]
        .iter()
        .map(OsStr::new)
        .collect();
    args.extend(["+append", "-orient", "RightTop"].map(OsStr::new));
    args.push(path.as_os_str());
    run("convert", "imagemagick", &args);
    let out = prepare_reference_file(&path).unwrap();
    assert_turned_clockwise("tiff", &out);
    check_converted("tiff", &out, Convertible::Tiff);
}

/// A HEIC of `img` whose orientation (EXIF numbering) is stored as HEIF transformations (`irot`,
/// `imir`), written by libheif's own encoder, the one heif-enc drives: heif-enc 1.15 has no option
/// for them, and libheif writes them from `heif_encoding_options.image_orientation` (version 5).
fn heic_with_orientation(img: &image::RgbImage, orientation: i32, out: &Path) {
    use libloading::Library;
    use std::ffi::{c_char, c_int, c_void, CString};
    #[repr(C)]
    struct HeifError {
        code: c_int,
        subcode: c_int,
        message: *const c_char,
    }
    #[repr(C)]
    struct EncodingOptions {
        version: u8,
        save_alpha_channel: u8,
        macos_compatibility_workaround: u8,
        save_two_colr_boxes: u8,
        output_nclx_profile: *mut c_void,
        macos_compatibility_workaround_no_nclx_profile: u8,
        image_orientation: c_int,
    }
    let ok = |e: HeifError, what: &str| {
        assert_eq!(e.code, 0, "{what}: libheif error {}.{}", e.code, e.subcode);
    };
    let p = |s: &str| CString::new(s).unwrap();
    // SAFETY: the signatures of heif.h (1.15); every pointer is one libheif gave, released once.
    unsafe {
        let lib = Library::new("libheif.so.1")
            .expect("libheif.so.1: bash scripts/setup.sh installs it (package libheif1)");
        let ctx = lib
            .get::<unsafe extern "C" fn() -> *mut c_void>(b"heif_context_alloc\0")
            .unwrap()();
        let mut encoder: *mut c_void = std::ptr::null_mut();
        ok(
            lib.get::<unsafe extern "C" fn(*mut c_void, c_int, *mut *mut c_void) -> HeifError>(
                b"heif_context_get_encoder_for_format\0",
            )
            .unwrap()(ctx, 1, &mut encoder),
            "HEVC encoder",
        );
        ok(
            lib.get::<unsafe extern "C" fn(*mut c_void, c_int) -> HeifError>(
                b"heif_encoder_set_lossy_quality\0",
            )
            .unwrap()(encoder, 90),
            "quality",
        );
        let (w, h) = img.dimensions();
        let mut image: *mut c_void = std::ptr::null_mut();
        ok(
            lib.get::<unsafe extern "C" fn(c_int, c_int, c_int, c_int, *mut *mut c_void) -> HeifError>(
                b"heif_image_create\0",
            )
            .unwrap()(w as c_int, h as c_int, 1, 10, &mut image),
            "image",
        );
        ok(
            lib.get::<unsafe extern "C" fn(*mut c_void, c_int, c_int, c_int, c_int) -> HeifError>(
                b"heif_image_add_plane\0",
            )
            .unwrap()(image, 10, w as c_int, h as c_int, 8),
            "plane",
        );
        let mut stride: c_int = 0;
        let plane = lib
            .get::<unsafe extern "C" fn(*mut c_void, c_int, *mut c_int) -> *mut u8>(
                b"heif_image_get_plane\0",
            )
            .unwrap()(image, 10, &mut stride);
        assert!(!plane.is_null());
        for (y, row) in img.as_raw().chunks_exact(w as usize * 3).enumerate() {
            std::ptr::copy_nonoverlapping(row.as_ptr(), plane.add(y * stride as usize), row.len());
        }
        let options = lib
            .get::<unsafe extern "C" fn() -> *mut EncodingOptions>(b"heif_encoding_options_alloc\0")
            .unwrap()();
        assert!(
            (*options).version >= 5,
            "libheif too old to write an orientation"
        );
        (*options).image_orientation = orientation;
        ok(
            lib.get::<unsafe extern "C" fn(
                *mut c_void,
                *const c_void,
                *mut c_void,
                *const EncodingOptions,
                *mut *mut c_void,
            ) -> HeifError>(b"heif_context_encode_image\0")
                .unwrap()(ctx, image, encoder, options, std::ptr::null_mut()),
            "encode",
        );
        let path = p(out.to_str().unwrap());
        ok(
            lib.get::<unsafe extern "C" fn(*mut c_void, *const c_char) -> HeifError>(
                b"heif_context_write_to_file\0",
            )
            .unwrap()(ctx, path.as_ptr()),
            "write",
        );
        lib.get::<unsafe extern "C" fn(*mut EncodingOptions)>(b"heif_encoding_options_free\0")
            .unwrap()(options);
        lib.get::<unsafe extern "C" fn(*mut c_void)>(b"heif_image_release\0")
            .unwrap()(image);
        lib.get::<unsafe extern "C" fn(*mut c_void)>(b"heif_encoder_release\0")
            .unwrap()(encoder);
        lib.get::<unsafe extern "C" fn(*mut c_void)>(b"heif_context_free\0")
            .unwrap()(ctx);
    }
}

fn red_left_blue_right() -> image::RgbImage {
    image::RgbImage::from_fn(80, 40, |x, _| {
        if x < 40 {
            image::Rgb([255, 0, 0])
        } else {
            image::Rgb([0, 0, 255])
        }
    })
}

/// HEIF keeps a photo's turn as transformations of the image (`irot`, `imir`) and libheif carries
/// them out while decoding (its default): a HEIC stored 80 x 40 with a quarter turn comes out
/// 40 x 80, upright. An EXIF orientation inside a HEIC is not applied on top of them (phones write
/// both, for the same turn): heif-enc copies a JPEG's EXIF, orientation 6 included, without turning
/// the image, and the photo comes out as stored, with that EXIF gone.
#[test]
fn heic_orientation_is_applied_by_libheif_and_exif_is_not_applied_twice() {
    let dir = tempfile::tempdir().unwrap();
    let turned = dir.path().join("turned.heic");
    heic_with_orientation(&red_left_blue_right(), 6, &turned);
    let out = prepare_reference_file(&turned).unwrap();
    assert_turned_clockwise("heic irot", &out);
    check_converted("heic irot", &out, Convertible::Heic);
    assert_eq!((out.original_width, out.original_height), (40, 80));
    // Mirrored (orientation 2): blue on the left.
    let mirrored = dir.path().join("mirrored.heic");
    heic_with_orientation(&red_left_blue_right(), 2, &mirrored);
    let out = prepare_reference_file(&mirrored).unwrap();
    assert_eq!((out.width, out.height), (80, 40));
    let img = image::load_from_memory(&out.bytes).unwrap().into_rgb8();
    assert!(img.get_pixel(10, 20).0[2] > 200, "left should be blue");

    let jpeg = dir.path().join("exif6.jpg");
    std::fs::write(&jpeg, crate::common::jpeg_with_orientation(80, 40, 6)).unwrap();
    let heic = heif_enc(&jpeg, &dir.path().join("exif6.heic"), &[]);
    let bytes = std::fs::read(&heic).unwrap();
    assert!(
        bytes.windows(4).any(|w| w == b"MM\0\x2a"),
        "heif-enc kept the EXIF"
    );
    let out = prepare_reference_file(&heic).unwrap();
    assert_eq!((out.width, out.height), (80, 40), "as stored, not turned");
    check_converted("heic with exif", &out, Convertible::Heic);
}

#[test]
fn a_transparent_heic_stays_transparent_as_png_and_a_10_bit_one_converts() {
    let dir = tempfile::tempdir().unwrap();
    let png = magick(
        &[
            "-size",
            "64x48",
            "xc:none",
            "-fill",
            "red",
            "-draw",
            "circle 32,24 32,6",
        ],
        "PNG32:",
        &dir.path().join("dot.png"),
    );
    let heic = heif_enc(&png, &dir.path().join("dot.heic"), &[]);
    let out = prepare_reference_file(&heic).unwrap();
    assert_eq!((out.mime, out.width, out.height), ("image/png", 64, 48));
    let back = check_converted("transparent heic", &out, Convertible::Heic).into_rgba8();
    assert!(back.get_pixel(1, 1).0[3] < 30, "corner stays see-through");
    assert!(back.get_pixel(32, 24).0[3] > 220, "the dot stays solid");

    // 10 bits per sample (as phones store HDR photos) comes out as 8-bit JPEG.
    let face = face();
    let deep = magick(
        &[face.to_str().unwrap(), "-depth", "16"],
        "PNG48:",
        &dir.path().join("face16.png"),
    );
    let heic = heif_enc(&deep, &dir.path().join("face10.heic"), &["-b", "10"]);
    let out = prepare_reference_file(&heic).unwrap();
    assert_eq!((out.mime, out.width, out.height), ("image/jpeg", 512, 512));
    let back = check_converted("10-bit heic", &out, Convertible::Heic).into_rgb8();
    let source = image::open(face).unwrap().into_rgb8();
    let diff = mean_difference(&back, &source);
    assert!(diff < 8.0, "10-bit heic differs by {diff:.1}");
}

/// The bytes of a HEIF file with the payload of its `mdat` box (the coded pictures) set to zero: the
/// header (`ftyp`, `meta` with the size) as it was, no picture to decode.
fn with_picture_zeroed(heif: &[u8]) -> Vec<u8> {
    let at = heif
        .windows(4)
        .position(|w| w == b"mdat")
        .expect("an mdat box");
    let mut out = heif.to_vec();
    out[at + 4..].iter_mut().for_each(|b| *b = 0);
    out
}

/// A cut-short or damaged HEIC or AVIF is refused in words, at every length; never accepted, never
/// a panic.
#[test]
fn cut_short_heic_and_avif_are_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let heic = heif_enc(&face(), &dir.path().join("face.heic"), &[]);
    let avif = heif_enc(&face(), &dir.path().join("face.avif"), &["-A"]);
    for path in [heic, avif] {
        let full = std::fs::read(&path).unwrap();
        let mut cuts: Vec<usize> = vec![12, 24, 40, 100, 300, 1000];
        cuts.extend((1..10).map(|i| full.len() * i / 10));
        cuts.extend([full.len() - 200, full.len() - 20, full.len() - 1]);
        for keep in cuts {
            let err = prepare_reference(&full[..keep], &PrepareOptions::default())
                .expect_err(&format!("{} cut at {keep} was accepted", path.display()));
            assert!(
                matches!(
                    err,
                    PrepError::Corrupt { .. } | PrepError::Unsupported { .. }
                ),
                "cut at {keep}: {err:?}"
            );
            assert!(err.message().ends_with('.'), "{}", err.message());
            assert!(thumbnail(&full[..keep], 64).is_err());
        }
        // Picture data zeroed: the decoder finds no picture in it.
        let zeroed = with_picture_zeroed(&full);
        let err = prepare_reference(&zeroed, &PrepareOptions::default()).unwrap_err();
        assert!(
            matches!(err, PrepError::Corrupt { .. }),
            "{}: {err:?}",
            path.display()
        );
        assert_eq!(err.message(), "This image is damaged and can't be opened.");
        // Picture data garbled: HEVC and AV1 carry no checksum, so a decoder may make a picture of
        // it; whatever it does, the answer is a picture within the limits or an error in words.
        let mut garbled = full.clone();
        let half = full.len() / 2;
        garbled[half..].iter_mut().for_each(|b| *b = 0x5A);
        match prepare_reference(&garbled, &PrepareOptions::default()) {
            Ok(out) => assert!(out.bytes.len() <= MAX_REFERENCE_BYTES),
            Err(e) => assert!(e.message().ends_with('.'), "{e:?}"),
        }
    }
    // Text named .heic is damaged, not "not a photo".
    let fake = dir.path().join("holiday.heic");
    std::fs::write(&fake, "not really a photo").unwrap();
    let err = prepare_reference_file(&fake).unwrap_err();
    assert_eq!(err.message(), "This image is damaged and can't be opened.");
}

/// A HEIC (and an AVIF) declaring more pixels than the limits is refused with its size from the
/// file's header, before its picture is decoded: with the picture's data zeroed the answer is the
/// same, where decoding would have found it damaged.
#[test]
fn a_heic_larger_than_the_limits_is_refused_before_decoding() {
    let dir = tempfile::tempdir().unwrap();
    let wide = image::RgbImage::from_fn(16_400, 64, |x, y| {
        image::Rgb([(x % 256) as u8, (y * 4) as u8, 128])
    });
    let png = dir.path().join("wide.png");
    wide.save(&png).unwrap();
    for (name, extra) in [("wide.heic", &[][..]), ("wide.avif", &["-A"][..])] {
        let path = heif_enc(&png, &dir.path().join(name), extra);
        let bytes = std::fs::read(&path).unwrap();
        let too_big = PrepError::TooBig {
            dimensions: Some((16_400, 64)),
        };
        let err = prepare_reference(&bytes, &PrepareOptions::default()).unwrap_err();
        assert_eq!(err, too_big, "{name}");
        assert!(err
            .message()
            .starts_with("This photo is too big to open (16400 × 64 pixels)."));
        assert_eq!(
            thumbnail(&bytes, 64).unwrap_err(),
            too_big,
            "{name} thumbnail"
        );
        // Its pictures zeroed, which decoding finds damaged (cut_short_heic_and_avif_are_refused_in_words):
        // the size is refused first.
        assert_eq!(
            prepare_reference(&with_picture_zeroed(&bytes), &PrepareOptions::default()),
            Err(too_big),
            "{name} without its picture"
        );
    }
}

#[test]
fn sniffing_tells_what_is_sent_from_what_is_converted() {
    let rocket = std::fs::read(testdata_dir().join("photos/rocket.jpg")).unwrap();
    assert_eq!(sniff_mime(&rocket), Ok("image/jpeg"));
    assert_eq!(sniff_convertible(&rocket), None);
    assert_eq!(sniff_convertible(b"hello"), None);
    assert_eq!(sniff_convertible(b""), None);
    // An MP4 video is an ISO media file too, but no photo.
    let mp4 = b"\0\0\0\x18ftypisom\0\0\x02\0isomiso2";
    assert_eq!(sniff_convertible(mp4), None);
    // A plain HEIF image whose brands name HEVC.
    let mif1 = b"\0\0\0\x18ftypmif1\0\0\0\0mif1heic";
    assert_eq!(sniff_convertible(mif1), Some(Convertible::Heic));
}
