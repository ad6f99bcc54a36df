//! Is a downloaded file what it claims to be? Its first bytes are checked against the formats each
//! kind may have, before it gets a name in the library and before ffmpeg reads it: an empty file, an
//! error page saved as a video or a truncated picture is refused with a plain message.

use crate::base::model::MediaKind;
use media_api::{say, Words};
use std::io::Read;
use std::path::Path;

/// Video containers ffmpeg may open for a poster (its demuxer names).
pub(crate) const VIDEO_FORMATS: &str = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm";

/// Which container the first bytes of a video or sound file show, if any this app accepts.
pub(crate) fn sniff(kind: MediaKind, head: &[u8]) -> Option<&'static str> {
    let at = |i: usize, m: &[u8]| head.len() >= i + m.len() && &head[i..i + m.len()] == m;
    let iso =
        at(4, b"ftyp") || at(4, b"moov") || at(4, b"mdat") || at(4, b"wide") || at(4, b"free");
    match kind {
        MediaKind::Image => media_api::rules::sniff_image_format(head).map(|_| "image"),
        MediaKind::Video if iso => Some("mp4"),
        MediaKind::Video if at(0, &[0x1A, 0x45, 0xDF, 0xA3]) => Some("matroska"),
        MediaKind::Video => None,
        MediaKind::Audio if iso => Some("m4a"),
        MediaKind::Audio if at(0, b"ID3") || at(0, b"OggS") || at(0, b"fLaC") => Some("audio"),
        MediaKind::Audio if at(0, b"RIFF") && at(8, b"WAVE") => Some("wav"),
        // MPEG audio frames and ADTS AAC start with 11 (12) set bits.
        MediaKind::Audio if head.len() >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0 => {
            Some("audio")
        }
        MediaKind::Audio => None,
    }
}

fn noun(kind: MediaKind) -> Words {
    match kind {
        MediaKind::Image => say!("save.kind.picture", "a picture"),
        MediaKind::Video => say!("save.kind.video", "a video"),
        MediaKind::Audio => say!("save.kind.sound", "a sound file"),
    }
}

/// Refuses an empty file, or one whose bytes are not of its kind.
pub(crate) fn check(path: &Path, kind: MediaKind, written: u64) -> Result<(), media_api::Error> {
    // A refusal in plain words (media_api's reading limits): the file is not usable, trying again
    // brings the same bytes.
    let refuse = media_api::Error::limit;
    if written == 0 {
        return Err(refuse(say!(
            "save.empty_file",
            "the service sent an empty file"
        )));
    }
    let mut head = [0u8; 32];
    let n = std::fs::File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .map_err(|e| media_api::Error::Network {
            message: format!("could not read the file back: {e}"),
        })?;
    match sniff(kind, &head[..n]) {
        Some(_) => Ok(()),
        None => Err(refuse(say!(
            "save.not_of_kind",
            "the service sent a file that is not {kind}",
            kind = noun(kind)
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_told_by_their_first_bytes() {
        let mp4 = b"\0\0\0\x20ftypisom\0\0\0\0";
        assert_eq!(sniff(MediaKind::Video, mp4), Some("mp4"));
        assert_eq!(
            sniff(MediaKind::Video, &[0x1A, 0x45, 0xDF, 0xA3, 1]),
            Some("matroska")
        );
        assert_eq!(sniff(MediaKind::Video, b"<html><body>502</body>"), None);
        assert_eq!(sniff(MediaKind::Audio, mp4), Some("m4a"));
        assert_eq!(sniff(MediaKind::Audio, b"ID3\x04"), Some("audio"));
        assert_eq!(sniff(MediaKind::Audio, &[0xFF, 0xFB, 0x90]), Some("audio"));
        assert_eq!(
            sniff(MediaKind::Audio, b"RIFF\0\0\0\0WAVEfmt "),
            Some("wav")
        );
        assert_eq!(sniff(MediaKind::Audio, b"{\"error\":1}"), None);
        assert_eq!(
            sniff(MediaKind::Image, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"),
            Some("image")
        );
        assert_eq!(sniff(MediaKind::Image, b"GIF8"), None);
        assert_eq!(sniff(MediaKind::Image, &[]), None);
    }

    #[test]
    fn empty_and_wrong_files_are_refused_in_plain_words() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("x");
        std::fs::write(&p, b"").unwrap();
        let e = check(&p, MediaKind::Video, 0).unwrap_err();
        assert!(e.to_string().contains("empty file"), "{e}");
        std::fs::write(&p, b"<!doctype html><title>Expired</title>").unwrap();
        let e = check(&p, MediaKind::Video, 38).unwrap_err();
        assert!(e.to_string().contains("not a video"), "{e}");
        std::fs::write(&p, b"\0\0\0\x18ftypmp42\0\0\0\0").unwrap();
        check(&p, MediaKind::Video, 16).unwrap();
    }
}
