//! Sniffing and bounded decoding: format from the bytes, dimensions checked from the header before
//! any pixel buffer exists, EXIF orientation applied, panics contained.
//!
//! Two kinds of photo come in: those the service takes as they are (JPEG, PNG, WebP, GIF: what
//! [`sniff_mime`] answers), and those converted here ([`Convertible`]: TIFF and BMP with the `image`
//! crate's own decoders, HEIC/HEIF and AVIF with the system's libheif, see `crate::heif`). Both go
//! through the same pipeline and come out as JPEG or PNG.

use std::io::Cursor;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader};

use crate::error::PrepError;
use crate::limits::{check_size, decode_limits};

/// A decoded image, turned upright.
pub(crate) struct Decoded {
    /// Pixels after the file's orientation was applied.
    pub image: DynamicImage,
    /// The format it was converted from, when the service does not take that format as it is.
    pub converted_from: Option<Convertible>,
}

/// A photo format converted on this computer: the service takes none of them as it is, so
/// [`sniff_mime`] refuses them and the reference pipeline turns them into JPEG or PNG.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Convertible {
    /// HEIF with HEVC pictures (`heic`, `heix`, ... brands): what iPhones take.
    Heic,
    /// A HEIF file of another kind (`mif1` with neither HEIC nor AVIF brands).
    Heif,
    /// HEIF with AV1 pictures (`avif`, `avis` brands).
    Avif,
    /// TIFF (`II*\0` / `MM\0*`).
    Tiff,
    /// Windows bitmap (`BM` with a known header size).
    Bmp,
}

impl Convertible {
    /// The format's name as people know it: "HEIC", "HEIF", "AVIF", "TIFF", "BMP".
    pub fn name(self) -> &'static str {
        match self {
            Convertible::Heic => "HEIC",
            Convertible::Heif => "HEIF",
            Convertible::Avif => "AVIF",
            Convertible::Tiff => "TIFF",
            Convertible::Bmp => "BMP",
        }
    }
}

/// What the bytes are: a format the service takes, or one converted here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Sendable(ImageFormat),
    Convert(Convertible),
}

/// The format of `bytes` as the service takes it, found from their signature (never from a name or a
/// MIME type).
///
/// Returns the MIME type (`image/jpeg`, `image/png`, `image/webp`, `image/gif`), or
/// [`PrepError::Empty`] / [`PrepError::Unsupported`]. A photo converted here (HEIC, AVIF, TIFF,
/// BMP: [`sniff_convertible`]) is `Unsupported` too: it can't be sent as it is.
pub fn sniff_mime(bytes: &[u8]) -> Result<&'static str, PrepError> {
    match sniff(bytes)? {
        Kind::Sendable(f) => Ok(f.to_mime_type()),
        Kind::Convert(c) => Err(PrepError::Unsupported {
            detail: format!("{} images are not accepted as they are", c.name()),
        }),
    }
}

/// The format of `bytes` when it is one the reference pipeline converts (the service takes it only
/// once converted), from their signature; `None` for anything else, the service's own formats included.
pub fn sniff_convertible(bytes: &[u8]) -> Option<Convertible> {
    match sniff(bytes) {
        Ok(Kind::Convert(c)) => Some(c),
        _ => None,
    }
}

/// `Unsupported::detail` when the bytes match no image signature at all.
const UNRECOGNISED: &str = "unrecognised signature";

fn sniff(bytes: &[u8]) -> Result<Kind, PrepError> {
    if bytes.is_empty() {
        return Err(PrepError::Empty);
    }
    if let Some(c) = sniff_heif(bytes) {
        return Ok(Kind::Convert(c));
    }
    let unrecognised = || PrepError::Unsupported {
        detail: UNRECOGNISED.into(),
    };
    match image::guess_format(bytes) {
        Ok(f @ (ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP | ImageFormat::Gif)) => {
            Ok(Kind::Sendable(f))
        }
        Ok(ImageFormat::Tiff) => Ok(Kind::Convert(Convertible::Tiff)),
        // "BM" alone is two letters any text may start with: a bitmap's info header follows it.
        Ok(ImageFormat::Bmp) if bmp_header_known(bytes) => Ok(Kind::Convert(Convertible::Bmp)),
        Ok(ImageFormat::Bmp) => Err(unrecognised()),
        Ok(other) => Err(PrepError::Unsupported {
            detail: format!("{other:?} images are not accepted"),
        }),
        Err(_) => Err(unrecognised()),
    }
}

/// True when the 14-byte file header of a "BM" file is followed by an info header of a size some
/// version of the format defines.
fn bmp_header_known(bytes: &[u8]) -> bool {
    let Some(size) = bytes.get(14..18) else {
        return false;
    };
    let size = u32::from_le_bytes([size[0], size[1], size[2], size[3]]);
    matches!(size, 12 | 16 | 40 | 52 | 56 | 64 | 108 | 124)
}

/// HEIF brands of HEVC pictures (ISO/IEC 23008-12).
const HEIC_BRANDS: [&[u8; 4]; 8] = [
    b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"hevm", b"hevs",
];
/// HEIF brands of AV1 pictures (AV1 Image File Format).
const AVIF_BRANDS: [&[u8; 4]; 2] = [b"avif", b"avis"];
/// The general HEIF brands (an image, a sequence).
const HEIF_BRANDS: [&[u8; 4]; 2] = [b"mif1", b"msf1"];

/// The kind of HEIF file `bytes` start as, from the brands of their leading `ftyp` box: the major
/// brand first, then the compatible ones (a `mif1` file that lists `heic` is HEIC). `None` for any
/// other ISO media file (an MP4 video) and anything else.
fn sniff_heif(bytes: &[u8]) -> Option<Convertible> {
    if bytes.get(4..8)? != b"ftyp" {
        return None;
    }
    let major: &[u8] = bytes.get(8..12)?;
    let declared = u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) as usize;
    let end = declared.clamp(16, bytes.len().max(16)).min(bytes.len());
    let compatible = bytes.get(16..end).unwrap_or_default().chunks_exact(4);
    let is = |brands: &[&[u8; 4]], b: &[u8]| brands.iter().any(|x| &x[..] == b);
    if is(&AVIF_BRANDS, major) {
        return Some(Convertible::Avif);
    }
    if is(&HEIC_BRANDS, major) {
        return Some(Convertible::Heic);
    }
    let brands: Vec<&[u8]> = std::iter::once(major).chain(compatible).collect();
    if brands.iter().any(|b| is(&AVIF_BRANDS, b)) {
        Some(Convertible::Avif)
    } else if brands.iter().any(|b| is(&HEIC_BRANDS, b)) {
        Some(Convertible::Heic)
    } else if brands.iter().any(|b| is(&HEIF_BRANDS, b)) {
        Some(Convertible::Heif)
    } else {
        None
    }
}

/// True when a file name claims one of the formats read here.
fn name_claims_image(name: &Path) -> bool {
    let ext = name
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    matches!(
        ext.as_deref(),
        Some(
            "jpg"
                | "jpeg"
                | "jpe"
                | "jfif"
                | "png"
                | "webp"
                | "gif"
                | "heic"
                | "heif"
                | "hif"
                | "avif"
                | "tif"
                | "tiff"
                | "bmp"
                | "dib"
        )
    )
}

/// Decodes `bytes` within the limits of [`crate::limits`], its pixel buffer within `max_alloc` bytes.
///
/// `name` is only used to word the error better: a file named `*.png` whose bytes are not any
/// image is reported as damaged rather than as the wrong kind of file.
pub(crate) fn decode(
    bytes: &[u8],
    name: Option<&Path>,
    max_alloc: u64,
) -> Result<Decoded, PrepError> {
    let kind = match sniff(bytes) {
        Ok(k) => k,
        Err(PrepError::Unsupported { detail })
            if detail == UNRECOGNISED && name.is_some_and(name_claims_image) =>
        {
            return Err(PrepError::corrupt(
                "the name says image but the content has no known image signature",
            ));
        }
        Err(e) => return Err(e),
    };
    // Last line of defence: a decoder bug must not take the app down.
    match catch_unwind(AssertUnwindSafe(|| decode_kind(bytes, kind, max_alloc))) {
        Ok(result) => result,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            Err(PrepError::corrupt(format!("decoder panicked: {what}")))
        }
    }
}

fn decode_kind(bytes: &[u8], kind: Kind, max_alloc: u64) -> Result<Decoded, PrepError> {
    let (image, converted_from) = match kind {
        Kind::Sendable(format) => (decode_format(bytes, format, max_alloc)?, None),
        Kind::Convert(c @ Convertible::Tiff) => {
            (decode_format(bytes, ImageFormat::Tiff, max_alloc)?, Some(c))
        }
        Kind::Convert(c @ Convertible::Bmp) => {
            (decode_format(bytes, ImageFormat::Bmp, max_alloc)?, Some(c))
        }
        Kind::Convert(c @ (Convertible::Heic | Convertible::Heif | Convertible::Avif)) => {
            (decode_heif(bytes, c, max_alloc)?, Some(c))
        }
    };
    Ok(Decoded {
        image,
        converted_from,
    })
}

/// HEIC/HEIF and AVIF: the system's libheif on Linux (`crate::heif`).
#[cfg(target_os = "linux")]
fn decode_heif(
    bytes: &[u8],
    format: Convertible,
    max_alloc: u64,
) -> Result<DynamicImage, PrepError> {
    crate::heif::decode(bytes, format, max_alloc)
}

/// HEIC/HEIF and AVIF elsewhere: refused, naming what it would take.
#[cfg(not(target_os = "linux"))]
fn decode_heif(_: &[u8], format: Convertible, _: u64) -> Result<DynamicImage, PrepError> {
    Err(PrepError::NeedsLibrary {
        format: format.name(),
        missing: "the HEIF library (libheif)",
        install: "",
        detail: "libheif is used on Linux only".into(),
    })
}

fn decode_format(
    bytes: &[u8],
    format: ImageFormat,
    max_alloc: u64,
) -> Result<DynamicImage, PrepError> {
    // zune-jpeg fills a missing tail with grey; a half-grey face is no reference, so refuse it.
    if format == ImageFormat::Jpeg && jpeg_is_cut_short(bytes) {
        return Err(PrepError::corrupt(
            "JPEG is cut short (no end-of-image marker after the image data)",
        ));
    }
    // The header is read with only the allocation budget, so that an oversized image is reported
    // with its dimensions by our own check below rather than as an anonymous limit error.
    let mut header_limits = image::Limits::default();
    header_limits.max_alloc = Some(max_alloc);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(header_limits);
    let mut decoder = reader.into_decoder().map_err(map_error)?;

    let (width, height) = decoder.dimensions();
    check_size(width, height, decoder.total_bytes(), max_alloc)?;
    decoder
        .set_limits(decode_limits(max_alloc))
        .map_err(map_error)?;

    // A broken EXIF block must not cost the photo: fall back to "as stored".
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(map_error)?;
    image.apply_orientation(orientation);
    Ok(image)
}

/// True when the JPEG's image data is not followed by an end-of-image marker (FF D9).
///
/// The segments before the first start-of-scan are skipped by their lengths (so an EXIF thumbnail's
/// own end marker does not count); inside scan data FF D9 cannot occur by chance. When the segment
/// structure is not understood the answer is `false` and the decoder has the last word.
fn jpeg_is_cut_short(bytes: &[u8]) -> bool {
    let mut at = 2; // after SOI
    loop {
        // Markers may be preceded by any number of FF fill bytes.
        while bytes.get(at) == Some(&0xFF) && bytes.get(at + 1) == Some(&0xFF) {
            at += 1;
        }
        let (Some(&0xFF), Some(&marker)) = (bytes.get(at), bytes.get(at + 1)) else {
            return at >= bytes.len().saturating_sub(1);
        };
        match marker {
            0xD9 => return false, // EOI before any scan: let the decoder judge
            0x01 | 0xD0..=0xD7 => at += 2,
            _ => {
                let Some(len) = bytes.get(at + 2..at + 4) else {
                    return true;
                };
                let len = usize::from(u16::from_be_bytes([len[0], len[1]]));
                if marker == 0xDA {
                    let scan = bytes.get(at + 2 + len..).unwrap_or_default();
                    return !scan.windows(2).any(|w| w == [0xFF, 0xD9]);
                }
                at += 2 + len;
            }
        }
    }
}

/// Maps a decoder error. A limit hit after our own dimension check comes from some inner
/// structure (e.g. a GIF frame far larger than its canvas), so no dimensions are claimed for it.
fn map_error(err: ImageError) -> PrepError {
    match err {
        ImageError::Limits(_) => PrepError::TooBig { dimensions: None },
        ImageError::Unsupported(e) => PrepError::Unsupported {
            detail: e.to_string(),
        },
        ImageError::Decoding(e) => PrepError::corrupt(e),
        ImageError::IoError(e) => PrepError::corrupt(e),
        other => PrepError::corrupt(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::MAX_DECODE_ALLOC;

    #[test]
    fn sniffs_by_content_not_name() {
        assert_eq!(sniff_mime(b"\x89PNG\r\n\x1a\n0000"), Ok("image/png"));
        assert_eq!(sniff_mime(b"\xff\xd8\xff\xe0"), Ok("image/jpeg"));
        assert_eq!(sniff_mime(b"GIF89a"), Ok("image/gif"));
        assert_eq!(sniff_mime(b""), Err(PrepError::Empty));
        assert!(matches!(
            sniff_mime(b"hello world"),
            Err(PrepError::Unsupported { .. })
        ));
        // BMP is an image, but not one the service accepts.
        assert!(matches!(
            sniff_mime(b"BM\0\0\0\0\0\0\0\0"),
            Err(PrepError::Unsupported { .. })
        ));
    }

    /// An `ftyp` box of `major` and `compatible` brands.
    fn ftyp(major: &[u8; 4], compatible: &[&[u8; 4]]) -> Vec<u8> {
        let size = 16 + 4 * compatible.len() as u32;
        let mut b = size.to_be_bytes().to_vec();
        b.extend_from_slice(b"ftyp");
        b.extend_from_slice(major);
        b.extend_from_slice(&[0, 0, 0, 0]);
        compatible.iter().for_each(|c| b.extend_from_slice(*c));
        b.extend_from_slice(b"\0\0\0\x08meta");
        b
    }

    #[test]
    fn heif_kinds_are_told_by_their_brands() {
        let heic = ftyp(b"heic", &[b"mif1", b"heic"]);
        assert_eq!(sniff_convertible(&heic), Some(Convertible::Heic));
        assert!(matches!(
            sniff_mime(&heic),
            Err(PrepError::Unsupported { .. })
        ));
        assert_eq!(
            sniff_convertible(&ftyp(b"avif", &[b"avif", b"mif1", b"miaf"])),
            Some(Convertible::Avif)
        );
        assert_eq!(
            sniff_convertible(&ftyp(b"mif1", &[b"mif1", b"heic"])),
            Some(Convertible::Heic)
        );
        assert_eq!(
            sniff_convertible(&ftyp(b"mif1", &[b"mif1", b"avif"])),
            Some(Convertible::Avif)
        );
        assert_eq!(
            sniff_convertible(&ftyp(b"mif1", &[b"mif1", b"jpeg"])),
            Some(Convertible::Heif)
        );
        // Videos and other ISO media files are no photo.
        assert_eq!(sniff_convertible(&ftyp(b"isom", &[b"isom", b"mp42"])), None);
        assert_eq!(sniff_convertible(&ftyp(b"qt  ", &[])), None);
        // A box size that lies (past the end, or too small) reads no further than the bytes.
        let mut lying = ftyp(b"mif1", &[b"heic"]);
        lying[..4].copy_from_slice(&u32::MAX.to_be_bytes());
        assert_eq!(sniff_convertible(&lying), Some(Convertible::Heic));
        lying[..4].copy_from_slice(&3u32.to_be_bytes());
        assert_eq!(sniff_convertible(&lying), Some(Convertible::Heif));
        assert_eq!(sniff_convertible(b"\0\0\0\x18ftyphe"), None);
    }

    #[test]
    fn bitmaps_need_their_info_header() {
        let mut bmp = b"BM\x3a\0\0\0\0\0\0\0\x36\0\0\0".to_vec();
        assert!(matches!(sniff(&bmp), Err(PrepError::Unsupported { .. })));
        bmp.extend_from_slice(&40u32.to_le_bytes());
        assert_eq!(sniff_convertible(&bmp), Some(Convertible::Bmp));
        assert!(matches!(
            sniff_mime(b"BMW service notes, 12 May"),
            Err(PrepError::Unsupported { detail }) if detail == UNRECOGNISED
        ));
        assert_eq!(
            sniff_convertible(b"II*\0\x08\0\0\0"),
            Some(Convertible::Tiff)
        );
        assert_eq!(sniff_convertible(b"\x89PNG\r\n\x1a\n0000"), None);
    }

    #[test]
    fn jpeg_end_marker_is_found_after_the_scan_only() {
        let app1_with_eoi = [0xFF, 0xE1, 0x00, 0x04, 0xFF, 0xD9];
        let sos = [0xFF, 0xDA, 0x00, 0x02];
        let mut jpeg = vec![0xFF, 0xD8];
        jpeg.extend(app1_with_eoi);
        jpeg.extend(sos);
        jpeg.extend([0x12, 0xFF, 0x00, 0x34]);
        assert!(jpeg_is_cut_short(&jpeg));
        jpeg.extend([0xFF, 0xD9]);
        assert!(!jpeg_is_cut_short(&jpeg));
        assert!(jpeg_is_cut_short(&[0xFF, 0xD8, 0xFF, 0xE0, 0x00]));
    }

    #[test]
    fn name_only_changes_the_wording() {
        let text = b"just some text, not a picture";
        let as_png = decode(text, Some(Path::new("photo.PNG")), MAX_DECODE_ALLOC).err();
        assert!(matches!(as_png, Some(PrepError::Corrupt { .. })));
        let as_txt = decode(text, Some(Path::new("notes.txt")), MAX_DECODE_ALLOC).err();
        assert!(matches!(as_txt, Some(PrepError::Unsupported { .. })));
        for name in ["IMG_0001.HEIC", "photo.avif", "scan.tif", "old.bmp"] {
            let claimed = decode(text, Some(Path::new(name)), MAX_DECODE_ALLOC).err();
            assert!(matches!(claimed, Some(PrepError::Corrupt { .. })), "{name}");
        }
    }
}
