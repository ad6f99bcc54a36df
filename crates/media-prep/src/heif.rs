//! HEIC/HEIF and AVIF photos, decoded by the system's libheif (`libheif.so.1`), loaded at run time.
//!
//! Why at run time: the Rust bindings (libheif-rs, libheif-sys) need libheif 1.17 or newer to build,
//! and Debian 12 ships 1.15. Only the small C API that every 1.x has is used, with the signatures and
//! enum values of 1.15's `heif.h`. A computer without the library still runs the app: such a photo is
//! refused with words naming what is missing ([`PrepError::NeedsLibrary`]). The packages bring it
//! (`libheif1` in the .deb's dependencies); its HEVC decoder is libde265, its AV1 decoders libdav1d
//! and libaom.
//!
//! Bounds, as for every other format: the primary image's width and height are checked against
//! [`crate::limits`] before anything is decoded, and a picture of more is refused with its size; the
//! decode is strict (libheif's `strict_decoding`: a cut-short file is refused rather than filled in;
//! HEVC and AV1 data carry no checksum, so a garbled picture may still decode) and always gives 8-bit
//! RGB (`convert_hdr_to_8bit` for 10-bit photos), or RGBA when the picture has an alpha channel. A
//! failure of the library is an error in words, never a panic.
//!
//! Orientation: HEIF stores it as transformations of the image item (`irot` rotation, `imir`
//! mirroring, `clap` crop), and libheif carries them out while decoding unless told to ignore them
//! (`ignore_transformations`, left at 0 here); the width and height it reports for the image are the
//! ones after them, so the limits see the picture as it is shown. An EXIF orientation inside a HEIF
//! is not applied on top: the standard makes it informative only, and phones write both for the
//! same turn, so applying it too would turn the photo twice (tests/prep/convert.rs,
//! `heic_orientation_is_applied_by_libheif_and_exif_is_not_applied_twice`).

use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::OnceLock;

use image::{DynamicImage, RgbImage, RgbaImage};
use libloading::Library;

use crate::decode::Convertible;
use crate::error::PrepError;
use crate::limits::check_size;

/// The library's file name (its ABI has been 1 since libheif 1.0).
const LIBRARY: &str = "libheif.so.1";

/// `struct heif_error`, returned by value.
#[repr(C)]
#[derive(Clone, Copy)]
struct HeifError {
    code: c_int,
    subcode: c_int,
    message: *const c_char,
}

// Enum values of heif.h (1.15).
const ERR_OK: c_int = 0;
#[cfg(test)]
const ERR_INVALID_INPUT: c_int = 2;
const ERR_UNSUPPORTED_FILETYPE: c_int = 3;
const ERR_UNSUPPORTED_FEATURE: c_int = 4;
const ERR_USAGE: c_int = 5;
const ERR_MEMORY: c_int = 6;
const SUB_SECURITY_LIMIT: c_int = 1000;
const SUB_UNSUPPORTED_CODEC: c_int = 3000;
const COLORSPACE_RGB: c_int = 1;
const CHROMA_INTERLEAVED_RGB: c_int = 10;
const CHROMA_INTERLEAVED_RGBA: c_int = 11;
const CHANNEL_INTERLEAVED: c_int = 10;
const COMPRESSION_HEVC: c_int = 1;
const COMPRESSION_AV1: c_int = 4;

/// The leading fields of `struct heif_decoding_options` (versions 1 to 3). The library allocates the
/// struct and says its version; later versions only add fields after these.
#[repr(C)]
struct DecodingOptions {
    version: u8,
    // version 1
    ignore_transformations: u8,
    start_progress: *const c_void,
    on_progress: *const c_void,
    end_progress: *const c_void,
    progress_user_data: *mut c_void,
    // version 2
    convert_hdr_to_8bit: u8,
    // version 3
    strict_decoding: u8,
}

type Ctx = c_void;
type Handle = c_void;
type Img = c_void;

/// The functions used, resolved once.
struct Api {
    context_alloc: unsafe extern "C" fn() -> *mut Ctx,
    context_free: unsafe extern "C" fn(*mut Ctx),
    read_from_memory:
        unsafe extern "C" fn(*mut Ctx, *const c_void, usize, *const c_void) -> HeifError,
    primary_image_handle: unsafe extern "C" fn(*mut Ctx, *mut *mut Handle) -> HeifError,
    handle_release: unsafe extern "C" fn(*const Handle),
    handle_width: unsafe extern "C" fn(*const Handle) -> c_int,
    handle_height: unsafe extern "C" fn(*const Handle) -> c_int,
    handle_has_alpha: unsafe extern "C" fn(*const Handle) -> c_int,
    options_alloc: unsafe extern "C" fn() -> *mut DecodingOptions,
    options_free: unsafe extern "C" fn(*mut DecodingOptions),
    decode_image: unsafe extern "C" fn(
        *const Handle,
        *mut *mut Img,
        c_int,
        c_int,
        *const DecodingOptions,
    ) -> HeifError,
    image_release: unsafe extern "C" fn(*const Img),
    image_width: unsafe extern "C" fn(*const Img, c_int) -> c_int,
    image_height: unsafe extern "C" fn(*const Img, c_int) -> c_int,
    image_chroma: unsafe extern "C" fn(*const Img) -> c_int,
    image_bits: unsafe extern "C" fn(*const Img, c_int) -> c_int,
    plane_readonly: unsafe extern "C" fn(*const Img, c_int, *mut c_int) -> *const u8,
    have_decoder: unsafe extern "C" fn(c_int) -> c_int,
    /// Kept loaded for the life of the process: the functions above point into it.
    _library: Library,
}

/// The library, loaded on first use; `Err` holds why it could not be (for the error's details).
fn api() -> Result<&'static Api, &'static str> {
    static API: OnceLock<Result<Api, String>> = OnceLock::new();
    API.get_or_init(load).as_ref().map_err(String::as_str)
}

fn load() -> Result<Api, String> {
    // SAFETY: loading libheif runs its initialisers, which only set up its own state.
    let library = unsafe { Library::new(LIBRARY) }.map_err(|e| e.to_string())?;
    macro_rules! sym {
        ($name:literal) => {
            // SAFETY: the type given at each use is the function's signature in heif.h (1.15).
            *unsafe { library.get(concat!($name, "\0").as_bytes()) }
                .map_err(|e| format!("{LIBRARY}: {e}"))?
        };
    }
    let api = Api {
        context_alloc: sym!("heif_context_alloc"),
        context_free: sym!("heif_context_free"),
        read_from_memory: sym!("heif_context_read_from_memory_without_copy"),
        primary_image_handle: sym!("heif_context_get_primary_image_handle"),
        handle_release: sym!("heif_image_handle_release"),
        handle_width: sym!("heif_image_handle_get_width"),
        handle_height: sym!("heif_image_handle_get_height"),
        handle_has_alpha: sym!("heif_image_handle_has_alpha_channel"),
        options_alloc: sym!("heif_decoding_options_alloc"),
        options_free: sym!("heif_decoding_options_free"),
        decode_image: sym!("heif_decode_image"),
        image_release: sym!("heif_image_release"),
        image_width: sym!("heif_image_get_width"),
        image_height: sym!("heif_image_get_height"),
        image_chroma: sym!("heif_image_get_chroma_format"),
        image_bits: sym!("heif_image_get_bits_per_pixel_range"),
        plane_readonly: sym!("heif_image_get_plane_readonly"),
        have_decoder: sym!("heif_have_decoder_for_format"),
        _library: library,
    };
    // heif_init (1.13+) loads decoder plugins where the library is built with them; the decoders
    // built in work without it. Reference-counted: called once, never undone.
    type Init = unsafe extern "C" fn(*mut c_void) -> HeifError;
    // SAFETY: heif_init's signature in heif.h; a null parameter block asks for the defaults.
    if let Ok(init) = unsafe { api._library.get::<Init>(b"heif_init\0") } {
        let _ = unsafe { init(std::ptr::null_mut()) };
    }
    Ok(api)
}

/// Releases what the library gave when it goes out of scope.
struct Owned<'a> {
    ptr: *mut c_void,
    free: &'a dyn Fn(*mut c_void),
}

impl Drop for Owned<'_> {
    fn drop(&mut self) {
        if !self.ptr.is_null() {
            (self.free)(self.ptr);
        }
    }
}

/// What a missing piece of the library is called, and what to install for it.
fn needs(
    format: Convertible,
    missing: &'static str,
    install: &'static str,
    detail: String,
) -> PrepError {
    PrepError::NeedsLibrary {
        format: format.name(),
        missing,
        install,
        detail,
    }
}

/// The decoder a format needs, when the brand says which (a plain `mif1` HEIF may hold either).
fn codec(format: Convertible) -> Option<(c_int, &'static str, &'static str)> {
    match format {
        Convertible::Heic => Some((
            COMPRESSION_HEVC,
            "the HEVC decoder of the system's HEIF library (libheif)",
            "libheif's HEVC decoder (libde265)",
        )),
        Convertible::Avif => Some((
            COMPRESSION_AV1,
            "the AV1 decoder of the system's HEIF library (libheif)",
            "libheif's AV1 decoder (libdav1d or libaom)",
        )),
        _ => None,
    }
}

/// The words of a `heif_error`.
fn words(err: &HeifError) -> String {
    if err.message.is_null() {
        return format!("libheif error {}.{}", err.code, err.subcode);
    }
    // SAFETY: libheif's messages are static NUL-terminated strings ("always defined").
    let text = unsafe { CStr::from_ptr(err.message) }.to_string_lossy();
    format!("{text} (libheif error {}.{})", err.code, err.subcode)
}

/// Maps a `heif_error` that is not OK.
fn map_error(format: Convertible, err: HeifError) -> PrepError {
    let detail = words(&err);
    match (err.code, err.subcode) {
        (_, SUB_SECURITY_LIMIT) | (ERR_MEMORY, _) => PrepError::TooBig { dimensions: None },
        (ERR_UNSUPPORTED_FEATURE, SUB_UNSUPPORTED_CODEC) => match codec(format) {
            Some((_, missing, install)) => needs(format, missing, install, detail),
            None => PrepError::Unsupported { detail },
        },
        (ERR_UNSUPPORTED_FILETYPE | ERR_UNSUPPORTED_FEATURE, _) => {
            PrepError::Unsupported { detail }
        }
        (ERR_USAGE, _) => PrepError::Internal { detail },
        // Invalid input (a damaged or cut-short file), a decoder's failure, anything else.
        _ => PrepError::Corrupt { detail },
    }
}

fn check(format: Convertible, err: HeifError) -> Result<(), PrepError> {
    if err.code == ERR_OK {
        Ok(())
    } else {
        Err(map_error(format, err))
    }
}

/// Decodes the primary image of a HEIF file (`format` as sniffed) into 8-bit RGB or RGBA, upright,
/// within `max_alloc` bytes of pixels.
pub(crate) fn decode(
    bytes: &[u8],
    format: Convertible,
    max_alloc: u64,
) -> Result<DynamicImage, PrepError> {
    let api = api().map_err(|why| {
        needs(
            format,
            "the system's HEIF library (libheif)",
            "libheif",
            why.to_string(),
        )
    })?;
    if let Some((compression, missing, install)) = codec(format) {
        // SAFETY: a plain query of the library's registered decoders.
        if unsafe { (api.have_decoder)(compression) } == 0 {
            return Err(needs(
                format,
                missing,
                install,
                "libheif has no decoder for it".into(),
            ));
        }
    }

    // SAFETY (every call below): the functions are libheif's, called with the pointers it gave,
    // each released once by its guard; `bytes` outlives the context that reads it without copying.
    let free_ctx = |p: *mut c_void| unsafe { (api.context_free)(p) };
    let ctx = Owned {
        ptr: unsafe { (api.context_alloc)() },
        free: &free_ctx,
    };
    if ctx.ptr.is_null() {
        return Err(PrepError::TooBig { dimensions: None });
    }
    check(format, unsafe {
        (api.read_from_memory)(
            ctx.ptr,
            bytes.as_ptr().cast(),
            bytes.len(),
            std::ptr::null(),
        )
    })?;
    let release_handle = |p: *mut c_void| unsafe { (api.handle_release)(p) };
    let mut handle = Owned {
        ptr: std::ptr::null_mut(),
        free: &release_handle,
    };
    check(format, unsafe {
        (api.primary_image_handle)(ctx.ptr, &mut handle.ptr)
    })?;
    if handle.ptr.is_null() {
        return Err(PrepError::corrupt("no primary image"));
    }

    // The size as shown (after rotation and crop), checked before any pixel is decoded.
    let (width, height) = unsafe {
        (
            (api.handle_width)(handle.ptr),
            (api.handle_height)(handle.ptr),
        )
    };
    let alpha = unsafe { (api.handle_has_alpha)(handle.ptr) } != 0;
    let channels: u32 = if alpha { 4 } else { 3 };
    let (width, height) = (side(width)?, side(height)?);
    check_size(
        width,
        height,
        u64::from(width) * u64::from(height) * u64::from(channels),
        max_alloc,
    )?;

    let chroma = if alpha {
        CHROMA_INTERLEAVED_RGBA
    } else {
        CHROMA_INTERLEAVED_RGB
    };
    let options = unsafe { (api.options_alloc)() };
    if !options.is_null() {
        // SAFETY: the library allocated the struct at its own version, which says which fields exist.
        unsafe {
            let o = &mut *options;
            o.ignore_transformations = 0;
            if o.version >= 2 {
                o.convert_hdr_to_8bit = 1;
            }
            if o.version >= 3 {
                o.strict_decoding = 1;
            }
        }
    }
    let release_image = |p: *mut c_void| unsafe { (api.image_release)(p) };
    let mut img = Owned {
        ptr: std::ptr::null_mut(),
        free: &release_image,
    };
    let decoded =
        unsafe { (api.decode_image)(handle.ptr, &mut img.ptr, COLORSPACE_RGB, chroma, options) };
    if !options.is_null() {
        unsafe { (api.options_free)(options) };
    }
    check(format, decoded)?;
    if img.ptr.is_null() {
        return Err(PrepError::corrupt("libheif gave no picture"));
    }
    copy_pixels(api, img.ptr, chroma, channels, max_alloc)
}

/// A width or height the library reported, as pixels (0 or less is no picture).
fn side(v: c_int) -> Result<u32, PrepError> {
    u32::try_from(v)
        .ok()
        .filter(|&v| v > 0)
        .ok_or_else(|| PrepError::corrupt(format!("image has no pixels (side {v})")))
}

/// The decoded picture's interleaved plane, row by row (the library's rows may be padded).
fn copy_pixels(
    api: &Api,
    img: *mut Img,
    chroma: c_int,
    channels: u32,
    max_alloc: u64,
) -> Result<DynamicImage, PrepError> {
    // SAFETY: plain queries of a decoded image the caller owns.
    let (got_chroma, bits) = unsafe {
        (
            (api.image_chroma)(img),
            (api.image_bits)(img, CHANNEL_INTERLEAVED),
        )
    };
    if got_chroma != chroma || bits != 8 {
        return Err(PrepError::Unsupported {
            detail: format!("libheif gave chroma {got_chroma} at {bits} bits, not 8-bit RGB(A)"),
        });
    }
    let (width, height) = unsafe {
        (
            side((api.image_width)(img, CHANNEL_INTERLEAVED))?,
            side((api.image_height)(img, CHANNEL_INTERLEAVED))?,
        )
    };
    let row = width as usize * channels as usize;
    check_size(width, height, row as u64 * u64::from(height), max_alloc)?;
    let mut stride: c_int = 0;
    let plane = unsafe { (api.plane_readonly)(img, CHANNEL_INTERLEAVED, &mut stride) };
    let stride = usize::try_from(stride).unwrap_or(0);
    if plane.is_null() || stride < row {
        return Err(PrepError::internal(
            "libheif gave no readable picture plane",
        ));
    }
    let mut data = Vec::with_capacity(row * height as usize);
    for y in 0..height as usize {
        // SAFETY: the plane holds `height` rows of `stride` bytes, each with `row` bytes of pixels.
        data.extend_from_slice(unsafe { std::slice::from_raw_parts(plane.add(y * stride), row) });
    }
    let image = if channels == 4 {
        RgbaImage::from_raw(width, height, data).map(DynamicImage::ImageRgba8)
    } else {
        RgbImage::from_raw(width, height, data).map(DynamicImage::ImageRgb8)
    };
    image.ok_or_else(|| PrepError::internal("pixel buffer of the wrong size"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_errors_read_as_the_pipeline_s_own() {
        let err = |code, subcode| HeifError {
            code,
            subcode,
            message: c"End of data reached".as_ptr(),
        };
        assert!(matches!(
            map_error(Convertible::Heic, err(ERR_INVALID_INPUT, 100)),
            PrepError::Corrupt { detail } if detail.starts_with("End of data reached")
        ));
        assert_eq!(
            map_error(
                Convertible::Heic,
                err(ERR_INVALID_INPUT, SUB_SECURITY_LIMIT)
            ),
            PrepError::TooBig { dimensions: None }
        );
        assert!(matches!(
            map_error(
                Convertible::Avif,
                err(ERR_UNSUPPORTED_FEATURE, SUB_UNSUPPORTED_CODEC)
            ),
            PrepError::NeedsLibrary { format: "AVIF", .. }
        ));
        assert!(matches!(
            map_error(
                Convertible::Heif,
                err(ERR_UNSUPPORTED_FEATURE, SUB_UNSUPPORTED_CODEC)
            ),
            PrepError::Unsupported { .. }
        ));
        let no_words = HeifError {
            code: 7,
            subcode: 0,
            message: std::ptr::null(),
        };
        assert!(matches!(
            map_error(Convertible::Heic, no_words),
            PrepError::Corrupt { .. }
        ));
    }

    #[test]
    fn the_options_prefix_matches_the_header() {
        // heif.h 1.15: two u8, four pointers, then convert_hdr_to_8bit and strict_decoding.
        let ptr = std::mem::size_of::<*const c_void>();
        assert_eq!(
            std::mem::offset_of!(DecodingOptions, convert_hdr_to_8bit),
            ptr + 4 * ptr
        );
        assert_eq!(
            std::mem::offset_of!(DecodingOptions, strict_decoding),
            5 * ptr + 1
        );
    }
}
