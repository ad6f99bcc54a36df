//! `data:` URIs as the service takes inline reference images.

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;

/// `data:<mime>;base64,<payload>` for `bytes`.
pub fn to_data_uri(mime: &str, bytes: &[u8]) -> String {
    let mut uri = String::with_capacity(mime.len() + 13 + bytes.len().div_ceil(3) * 4);
    uri.push_str("data:");
    uri.push_str(mime);
    uri.push_str(";base64,");
    STANDARD.encode_string(bytes, &mut uri);
    uri
}

/// The MIME type and decoded bytes of a base64 `data:` URI, or `None` if it is not one.
pub fn parse_data_uri(uri: &str) -> Option<(String, Vec<u8>)> {
    let rest = uri.strip_prefix("data:")?;
    let (header, payload) = rest.split_once(',')?;
    let mime = header.strip_suffix(";base64")?;
    let bytes = STANDARD.decode(payload.trim()).ok()?;
    Some((mime.to_string(), bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let uri = to_data_uri("image/png", b"\x89PNG\x00\xff");
        assert_eq!(uri, "data:image/png;base64,iVBORwD/");
        assert_eq!(
            parse_data_uri(&uri),
            Some(("image/png".to_string(), b"\x89PNG\x00\xff".to_vec()))
        );
        assert_eq!(parse_data_uri("https://example.com/a.png"), None);
        assert_eq!(parse_data_uri("data:image/png,raw"), None);
    }
}
