//! Building blocks of the validators: URLs, inline images, text.

use super::limits::REFERENCE_IMAGE_MAX_BYTES;
use super::{Errors, RuleContext};
use crate::say;
use crate::words::Words;
use base64::Engine as _;
use serde::{Deserialize, Serialize};

/// Image formats accepted for inline reference images, recognised from their first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub enum ImageFormat {
    Jpeg,
    Png,
    Webp,
    Gif,
}

impl ImageFormat {
    pub fn mime(self) -> &'static str {
        match self {
            ImageFormat::Jpeg => "image/jpeg",
            ImageFormat::Png => "image/png",
            ImageFormat::Webp => "image/webp",
            ImageFormat::Gif => "image/gif",
        }
    }
}

/// Recognises jpeg, png, webp and gif from magic bytes (the declared mime type is not trusted).
pub fn sniff_image_format(bytes: &[u8]) -> Option<ImageFormat> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(ImageFormat::Jpeg)
    } else if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]) {
        Some(ImageFormat::Png)
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some(ImageFormat::Gif)
    } else if bytes.len() >= 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(ImageFormat::Webp)
    } else {
        None
    }
}

/// True for `localhost`, 127.0.0.0/8 and ::1.
pub fn is_loopback(url: &url::Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// A web address: `https` always; `http` when `https_required` is false, or when the context allows
/// loopback http and the host is loopback.
pub(crate) fn url(
    errs: &mut Errors,
    field: &str,
    value: &str,
    https_required: bool,
    ctx: &RuleContext,
) {
    let value = value.trim();
    if value.is_empty() {
        errs.push(
            field,
            say!("rules.enter_web_address", "Enter a web address"),
        );
        return;
    }
    let parsed = match url::Url::parse(value) {
        Ok(u) if u.host().is_some() => u,
        _ => {
            errs.push(
                field,
                say!(
                    "rules.enter_full_web_address",
                    "Enter a full web address starting with https://"
                ),
            );
            return;
        }
    };
    match parsed.scheme() {
        "https" => {}
        "http" if !https_required => {}
        "http" if ctx.allow_loopback_http && is_loopback(&parsed) => {}
        "http" => errs.push(
            field,
            say!(
                "rules.address_must_start_https",
                "This address must start with https://"
            ),
        ),
        _ => errs.push(
            field,
            say!(
                "rules.enter_web_address_starting",
                "Enter a web address starting with https://"
            ),
        ),
    }
}

/// Optional URL: checked only when present.
pub(crate) fn opt_url(
    errs: &mut Errors,
    field: &str,
    value: Option<&str>,
    https: bool,
    ctx: &RuleContext,
) {
    if let Some(v) = value {
        url(errs, field, v, https, ctx);
    }
}

/// An inline image given as a base64 data URI (`data:image/png;base64,...`) or as bare base64: decoded
/// size at most 10 MB, format jpeg/png/webp/gif recognised from the bytes.
pub(crate) fn inline_image(errs: &mut Errors, field: &str, value: &str) {
    let payload = match value.strip_prefix("data:") {
        Some(rest) => match rest.split_once(',') {
            Some((meta, data)) if meta.ends_with(";base64") => data,
            _ => {
                errs.push(
                    field,
                    say!(
                        "rules.image_must_base_data",
                        "The image must be a base64 data URI (data:image/...;base64,...)"
                    ),
                );
                return;
            }
        },
        None => value,
    };
    let payload = payload.trim();
    if payload.is_empty() {
        errs.push(field, say!("rules.image_empty", "The image is empty"));
        return;
    }
    // Refuse clearly oversized input before decoding it (4 base64 characters per 3 bytes).
    let max_encoded = REFERENCE_IMAGE_MAX_BYTES.div_ceil(3) * 4 + 4;
    if payload.len() > max_encoded + payload.len() / 76 * 2 {
        errs.push(field, too_big_message(payload.len() / 4 * 3));
        return;
    }
    let cleaned: String;
    let payload = if payload.contains(|c: char| c.is_ascii_whitespace()) {
        cleaned = payload
            .chars()
            .filter(|c| !c.is_ascii_whitespace())
            .collect();
        cleaned.as_str()
    } else {
        payload
    };
    let bytes = match base64::engine::general_purpose::STANDARD.decode(payload) {
        Ok(b) => b,
        Err(_) => match base64::engine::general_purpose::STANDARD_NO_PAD
            .decode(payload.trim_end_matches('='))
        {
            Ok(b) => b,
            Err(_) => {
                errs.push(
                    field,
                    say!(
                        "rules.image_data_not_valid",
                        "The image data is not valid base64"
                    ),
                );
                return;
            }
        },
    };
    if bytes.len() > REFERENCE_IMAGE_MAX_BYTES {
        errs.push(field, too_big_message(bytes.len()));
        return;
    }
    if sniff_image_format(&bytes).is_none() {
        errs.push(
            field,
            say!(
                "rules.image_must_jpeg_png",
                "The image must be a JPEG, PNG, WebP or GIF file"
            ),
        );
    }
}

fn too_big_message(bytes: usize) -> Words {
    let mb = (bytes as f64 / (1024.0 * 1024.0) * 10.0).round() / 10.0;
    say!(
        "rules.image_too_big",
        "The image can be at most 10 MB (this one is {mb} MB)",
        mb = mb
    )
}

/// Required text that must not be blank; `empty` says so.
pub(crate) fn non_blank(errs: &mut Errors, field: &str, value: &str, empty: Words) {
    if value.trim().is_empty() {
        errs.push(field, empty);
    }
}

/// Optional text: when present it must not be blank.
pub(crate) fn opt_non_blank(errs: &mut Errors, field: &str, value: Option<&str>, empty: Words) {
    if let Some(v) = value {
        non_blank(errs, field, v, empty);
    }
}

/// Length in characters (Unicode scalar values), as a creator counts them.
pub(crate) fn chars(s: &str) -> usize {
    s.chars().count()
}

/// A `#RGB`, `#RRGGBB` or `#RRGGBBAA` colour.
pub(crate) fn is_hex_colour(s: &str) -> bool {
    match s.strip_prefix('#') {
        Some(h) => matches!(h.len(), 3 | 6 | 8) && h.chars().all(|c| c.is_ascii_hexdigit()),
        None => false,
    }
}
