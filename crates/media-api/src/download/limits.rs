//! Limits of a media download (size, throughput, time) and the bounded streaming loop.

use crate::client::body::human_size;
use crate::client::map_reqwest;
use crate::error::{Error, Result};
use crate::say;
use std::time::Duration;
use tokio::io::{AsyncWrite, AsyncWriteExt};
use tokio::time::Instant;

const MIB: u64 = 1024 * 1024;

/// What a media download may take: at most `max_bytes`, at least `min_bytes_per_sec` on average
/// over each `window` (0 turns the check off), and all of it (redirects, headers, body) within
/// `deadline`. The per-kind presets are [`MediaLimits::IMAGE`], [`MediaLimits::AUDIO`] and
/// [`MediaLimits::VIDEO`]; `Default` is the most generous of them (video).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MediaLimits {
    pub max_bytes: u64,
    pub min_bytes_per_sec: u64,
    pub window: Duration,
    pub deadline: Duration,
}

impl MediaLimits {
    /// Pictures: 64 MiB (a 4096 x 4096 RGBA picture stored uncompressed is 64 MiB; generated
    /// pictures are a few MB), 10 minutes.
    pub const IMAGE: MediaLimits = MediaLimits {
        max_bytes: 64 * MIB,
        min_bytes_per_sec: 32 * 1024,
        window: Duration::from_secs(10),
        deadline: Duration::from_secs(10 * 60),
    };
    /// Music and voice: 256 MiB (the longest track, 300 s, is 86 MB as 24-bit 48 kHz stereo WAV),
    /// 20 minutes.
    pub const AUDIO: MediaLimits = MediaLimits {
        max_bytes: 256 * MIB,
        deadline: Duration::from_secs(20 * 60),
        ..MediaLimits::IMAGE
    };
    /// A character's face or picture: 16 MiB (the service takes reference images up to 10 MB) within a
    /// minute, never slower than [`MediaLimits::IMAGE`] allows. A face fetched to be sent with a request
    /// is read with these, never with a video's hour.
    pub const FACE: MediaLimits = MediaLimits {
        max_bytes: 16 * MIB,
        deadline: Duration::from_secs(60),
        ..MediaLimits::IMAGE
    };
    /// Videos: 2 GiB (five stitched 60 s clips at 50 Mbit/s are under 2 GB), 1 hour.
    pub const VIDEO: MediaLimits = MediaLimits {
        max_bytes: 2048 * MIB,
        deadline: Duration::from_secs(60 * 60),
        ..MediaLimits::IMAGE
    };

    fn too_large(&self) -> Error {
        Error::limit(say!(
            "limits.file_too_large",
            "The file is too large (over the {size} allowed for this kind of file), so it was not downloaded",
            size = human_size(self.max_bytes)
        ))
    }

    fn too_slow(&self) -> Error {
        Error::Limit {
            words: Box::new(say!(
                "limits.too_slow",
                "The download was too slow (under {size} per second for {time}), so it was stopped; check your connection and try again",
                size = human_size(self.min_bytes_per_sec),
                time = human_duration(self.window)
            )),
            slow: true,
        }
    }

    pub(crate) fn too_long(&self) -> Error {
        Error::Network {
            message: format!(
                "the download took longer than {}, so it was stopped; check your connection and \
                 try again",
                human_duration(self.deadline).text
            ),
        }
    }
}

impl Default for MediaLimits {
    /// [`MediaLimits::VIDEO`], the most generous preset (what [`super::fetch`] and
    /// [`super::fetch_to`] use).
    fn default() -> Self {
        MediaLimits::VIDEO
    }
}

/// "10 seconds", "1 minute", "2 hours", "1.5 seconds".
fn human_duration(d: Duration) -> crate::words::Words {
    let secs = d.as_secs_f64();
    let n = |v: f64| (v * 10.0).round() / 10.0;
    if secs >= 3600.0 && secs % 3600.0 == 0.0 {
        let h = n(secs / 3600.0);
        if h == 1.0 {
            say!("limits.one_hour", "1 hour")
        } else {
            say!("limits.hours", "{n} hours", n = h)
        }
    } else if secs >= 60.0 && secs % 60.0 == 0.0 {
        let m = n(secs / 60.0);
        if m == 1.0 {
            say!("limits.one_minute", "1 minute")
        } else {
            say!("limits.minutes", "{n} minutes", n = m)
        }
    } else if n(secs) == 1.0 {
        say!("limits.one_second", "1 second")
    } else {
        say!("limits.seconds", "{n} seconds", n = n(secs))
    }
}

/// Streams a successful response into `out` within `limits`, returning the bytes written. A
/// Content-Length over the cap (or 0) is refused before reading; the count is checked on every chunk
/// whatever the Content-Length said; the throughput is checked at the end of each window even when
/// nothing arrives. `promised` is the body's length by the answer's headers (its Content-Length, a
/// 206's range): a body that ends before it is a lost connection ([`Error::Network`]), never a whole
/// file, and one that goes past it is refused before the extra bytes are written. On error `out` may
/// hold part of the file (callers write to a temporary file).
pub(crate) async fn stream<W: AsyncWrite + Unpin>(
    mut resp: reqwest::Response,
    out: &mut W,
    limits: &MediaLimits,
    promised: Option<u64>,
    deadline: Instant,
) -> Result<u64> {
    match resp.content_length() {
        Some(len) if len > limits.max_bytes => return Err(limits.too_large()),
        Some(0) => return Err(empty()),
        _ => {}
    }
    let status = resp.status().as_u16();
    let check_rate = limits.min_bytes_per_sec > 0 && !limits.window.is_zero();
    let mut total = 0u64;
    let mut window_start = Instant::now();
    let mut window_bytes = 0u64;
    loop {
        let wake = if check_rate {
            window_start
                .checked_add(limits.window)
                .map_or(deadline, |end| end.min(deadline))
        } else {
            deadline
        };
        match tokio::time::timeout_at(wake, resp.chunk()).await {
            Ok(Ok(Some(chunk))) => {
                total += chunk.len() as u64;
                if total > limits.max_bytes {
                    return Err(limits.too_large());
                }
                if let Some(promised) = promised.filter(|p| total > *p) {
                    return Err(Error::Server {
                        status,
                        body: format!("the answer went on past the {promised} bytes it promised"),
                        retry_after: None,
                    });
                }
                window_bytes += chunk.len() as u64;
                out.write_all(&chunk).await.map_err(write_error)?;
            }
            Ok(Ok(None)) => break,
            Ok(Err(e)) => return Err(map_reqwest(e)),
            Err(_) => {} // a check is due
        }
        let now = Instant::now();
        if now >= deadline {
            return Err(limits.too_long());
        }
        let elapsed = now - window_start;
        if check_rate && elapsed >= limits.window {
            if (window_bytes as f64) < limits.min_bytes_per_sec as f64 * elapsed.as_secs_f64() {
                return Err(limits.too_slow());
            }
            window_start = now;
            window_bytes = 0;
        }
    }
    out.flush().await.map_err(write_error)?;
    if let Some(promised) = promised.filter(|p| total < *p) {
        return Err(Error::Network {
            message: format!(
                "the connection ended after {total} of the {promised} bytes the answer promised; \
                 the download can go on from there"
            ),
        });
    }
    if total == 0 {
        return Err(empty());
    }
    Ok(total)
}

fn empty() -> Error {
    Error::limit(say!("limits.empty_file", "The service sent an empty file"))
}

/// A failed write to this computer's disk, as the error of a download: it can go on later (like a lost
/// connection). A full disk is told apart by the error's kind, not its text, which differs per system
/// ("No space left on device" on Linux, "There is not enough space on the disk" on Windows):
/// [`Error::is_disk_full`].
pub fn write_error(e: std::io::Error) -> Error {
    let message = if e.kind() == std::io::ErrorKind::StorageFull {
        format!("{DISK_FULL}: {e}")
    } else {
        format!("could not write the file: {e}")
    };
    Error::Network { message }
}

/// How the message of a write error on a full disk starts.
pub(crate) const DISK_FULL: &str = "the disk is full";

#[cfg(test)]
mod tests {
    use super::write_error;
    use std::io::{Error, ErrorKind};

    /// A full disk is told by the system's own error code (ENOSPC on Unix, ERROR_DISK_FULL on Windows),
    /// whatever the system's words for it; other write failures are not a full disk.
    #[test]
    fn a_full_disk_is_told_on_every_system() {
        let full = if cfg!(windows) { 112 } else { 28 };
        assert!(write_error(Error::from_raw_os_error(full)).is_disk_full());
        assert!(write_error(Error::from(ErrorKind::StorageFull)).is_disk_full());
        assert!(!write_error(Error::from(ErrorKind::PermissionDenied)).is_disk_full());
    }
}
