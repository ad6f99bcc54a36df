//! Text metadata inside a PNG: an `iTXt` chunk (uncompressed UTF-8) inserted before `IEND`, with its
//! CRC-32. Chunks with the same keyword are replaced, everything else is kept byte for byte.

/// The keyword of the app's metadata chunk.
pub const KEYWORD: &str = "MediaStudio";

const SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";

/// CRC-32 (ISO 3309 / PNG), bytewise with a table built once.
pub fn crc32(parts: &[&[u8]]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (n, slot) in t.iter_mut().enumerate() {
            let mut c = n as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *slot = c;
        }
        t
    });
    let mut c = 0xFFFF_FFFFu32;
    for part in parts {
        for &b in *part {
            c = table[((c ^ b as u32) & 0xFF) as usize] ^ (c >> 8);
        }
    }
    c ^ 0xFFFF_FFFF
}

/// Whether the bytes start with the PNG signature.
pub fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(SIGNATURE)
}

/// One chunk: (type, data range, whole chunk range) in the file.
struct Chunk {
    kind: [u8; 4],
    data: std::ops::Range<usize>,
    whole: std::ops::Range<usize>,
}

fn chunks(png: &[u8]) -> Option<Vec<Chunk>> {
    if !is_png(png) {
        return None;
    }
    let mut out = Vec::new();
    let mut at = SIGNATURE.len();
    while at + 12 <= png.len() {
        let len = u32::from_be_bytes(png[at..at + 4].try_into().ok()?) as usize;
        let kind: [u8; 4] = png[at + 4..at + 8].try_into().ok()?;
        let end = at.checked_add(12)?.checked_add(len)?;
        if end > png.len() {
            return None;
        }
        out.push(Chunk {
            kind,
            data: at + 8..at + 8 + len,
            whole: at..end,
        });
        at = end;
        if &kind == b"IEND" {
            return Some(out);
        }
    }
    None
}

/// An `iTXt` chunk (length, type, data, CRC) holding `text` under `keyword`, uncompressed.
pub fn itxt_chunk(keyword: &str, text: &str) -> Vec<u8> {
    let mut data = Vec::with_capacity(keyword.len() + text.len() + 5);
    data.extend_from_slice(keyword.as_bytes());
    data.extend_from_slice(&[0, 0, 0, 0, 0]); // NUL, compression flag, method, empty language, empty translation
    data.extend_from_slice(text.as_bytes());
    let mut chunk = Vec::with_capacity(data.len() + 12);
    chunk.extend_from_slice(&(data.len() as u32).to_be_bytes());
    chunk.extend_from_slice(b"iTXt");
    chunk.extend_from_slice(&data);
    chunk.extend_from_slice(&crc32(&[b"iTXt", &data]).to_be_bytes());
    chunk
}

/// The keyword of an `iTXt`/`tEXt` chunk's data.
fn keyword_of(data: &[u8]) -> &[u8] {
    &data[..data.iter().position(|&b| b == 0).unwrap_or(data.len())]
}

/// The PNG with `text` stored under `keyword` (before `IEND`; earlier chunks with that keyword are
/// dropped). `None` when the bytes are not a whole PNG.
pub fn with_text(png: &[u8], keyword: &str, text: &str) -> Option<Vec<u8>> {
    let list = chunks(png)?;
    let mut out = Vec::with_capacity(png.len() + text.len() + 64);
    out.extend_from_slice(SIGNATURE);
    for c in &list {
        let text_chunk = &c.kind == b"iTXt" || &c.kind == b"tEXt";
        if text_chunk && keyword_of(&png[c.data.clone()]) == keyword.as_bytes() {
            continue;
        }
        if &c.kind == b"IEND" {
            out.extend_from_slice(&itxt_chunk(keyword, text));
        }
        out.extend_from_slice(&png[c.whole.clone()]);
    }
    Some(out)
}

/// The text stored under `keyword` in an uncompressed `iTXt` (or `tEXt`) chunk whose CRC is right.
pub fn read_text(png: &[u8], keyword: &str) -> Option<String> {
    for c in chunks(png)? {
        let data = &png[c.data.clone()];
        if !(&c.kind == b"iTXt" || &c.kind == b"tEXt") || keyword_of(data) != keyword.as_bytes() {
            continue;
        }
        let crc = u32::from_be_bytes(png[c.data.end..c.data.end + 4].try_into().ok()?);
        if crc != crc32(&[&c.kind, data]) {
            return None;
        }
        let rest = &data[keyword.len() + 1..];
        if &c.kind == b"tEXt" {
            return Some(rest.iter().map(|&b| b as char).collect());
        }
        // compression flag, method, language\0, translated keyword\0, text
        if rest.len() < 2 || rest[0] != 0 {
            return None;
        }
        let mut parts = rest[2..].splitn(3, |&b| b == 0);
        let (_lang, _translated, text) = (parts.next()?, parts.next()?, parts.next()?);
        return String::from_utf8(text.to_vec()).ok();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny_png() -> Vec<u8> {
        let img = image::RgbImage::from_pixel(3, 2, image::Rgb([200, 30, 90]));
        let mut out = std::io::Cursor::new(Vec::new());
        img.write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn crc_matches_the_png_reference_value() {
        // The CRC of an empty IEND chunk, as in every PNG file.
        assert_eq!(crc32(&[b"IEND"]), 0xAE42_6082);
        assert_eq!(crc32(&[b"123456789"]), 0xCBF4_3926);
    }

    #[test]
    fn text_chunk_reads_back_with_a_right_crc_and_the_png_still_decodes() {
        let png = tiny_png();
        let text = r#"{"provider":"gemini","promptUsed":"a café ☕"}"#;
        let out = with_text(&png, KEYWORD, text).unwrap();
        assert_eq!(read_text(&out, KEYWORD).as_deref(), Some(text));
        assert!(out.ends_with(&png[png.len() - 12..]), "IEND stays last");
        let img = image::load_from_memory_with_format(&out, image::ImageFormat::Png).unwrap();
        assert_eq!((img.width(), img.height()), (3, 2));
        // Writing again replaces the chunk instead of adding a second one.
        let again = with_text(&out, KEYWORD, "{}").unwrap();
        assert_eq!(read_text(&again, KEYWORD).as_deref(), Some("{}"));
        assert_eq!(again.len(), out.len() - text.len() + 2);
        // A flipped byte in the text fails the CRC check.
        let mut bad = out.clone();
        let at = bad.windows(7).position(|w| w == b"gemini\"").unwrap();
        bad[at] = b'G';
        assert_eq!(read_text(&bad, KEYWORD), None);
    }

    #[test]
    fn not_a_png_is_refused() {
        assert!(with_text(b"GIF89a....", KEYWORD, "x").is_none());
        let png = tiny_png();
        assert!(
            with_text(&png[..png.len() - 5], KEYWORD, "x").is_none(),
            "truncated"
        );
    }
}
