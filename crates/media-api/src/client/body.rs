//! Reading response bodies with a cap that holds while reading: a body is taken chunk by chunk and
//! reading stops as soon as it passes its cap, so a hostile or broken server can never make the
//! client hold more than the cap (plus one chunk) in memory.

use super::map_reqwest;
use crate::error::{Error, MAX_ERROR_BODY};
use crate::say;
use tokio::time::Instant;

/// Largest API (JSON) response read, 32 MiB. The one unpaginated listing, `GET /api/user/images`,
/// carries an id and a URL (and a prompt in the sandbox) per entry: 32 MiB is well over 100,000
/// entries. Change it with [`crate::ClientBuilder::max_response_bytes`].
pub const DEFAULT_MAX_RESPONSE_BYTES: u64 = 32 * 1024 * 1024;

/// Longest time spent reading the body of an error response (its status is already known): a slow
/// error body is cut short and the error keeps its status with the text read so far.
pub(crate) const ERROR_BODY_TIME: std::time::Duration = std::time::Duration::from_secs(10);

/// The instant `d` from now; a duration too long to add (say `Duration::MAX` for "no limit") gives
/// an instant about 30 years away instead of a panic.
pub(crate) fn after(d: std::time::Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(d)
        .unwrap_or_else(|| now + std::time::Duration::from_secs(30 * 365 * 86_400))
}

/// The body of a successful API response, at most `cap` bytes. A Content-Length over the cap is
/// refused before reading; a body without one (or lying about it) is refused as soon as it passes
/// the cap.
pub(crate) async fn read_json(mut resp: reqwest::Response, cap: u64) -> Result<Vec<u8>, Error> {
    if let Some(len) = resp.content_length() {
        if len > cap {
            return Err(too_large_answer(cap));
        }
    }
    let mut buf = Vec::with_capacity(resp.content_length().unwrap_or(0).min(64 * 1024) as usize);
    while let Some(chunk) = resp.chunk().await.map_err(map_reqwest)? {
        if buf.len() as u64 + chunk.len() as u64 > cap {
            return Err(too_large_answer(cap));
        }
        buf.extend_from_slice(&chunk);
    }
    Ok(buf)
}

/// The body of an error response: at most [`MAX_ERROR_BODY`] bytes (plus one, so the text is shown
/// as truncated), read until `until` at the latest. Never fails: the status is what matters, so a
/// body that breaks off or runs late gives the text read so far.
pub(crate) async fn read_error(mut resp: reqwest::Response, until: Instant) -> Vec<u8> {
    let mut buf = Vec::new();
    let cap = MAX_ERROR_BODY + 1;
    let read = async {
        while let Ok(Some(chunk)) = resp.chunk().await {
            let room = cap - buf.len();
            buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
            if buf.len() >= cap {
                break;
            }
        }
    };
    let _ = tokio::time::timeout_at(until, read).await;
    buf
}

/// The refusal of an API answer over the cap (an error of the service, not of the request).
fn too_large_answer(cap: u64) -> Error {
    Error::limit(say!(
        "limits.answer_too_large",
        "The service sent an answer larger than {size}, so it was not read",
        size = human_size(cap)
    ))
}

/// A size in plain words: "64 MB", "2 GB", "512 KB", "10 bytes" (binary units, as most people
/// read file sizes).
pub(crate) fn human_size(bytes: u64) -> String {
    const KB: u64 = 1024;
    const MB: u64 = KB * 1024;
    const GB: u64 = MB * 1024;
    let (unit, name) = match bytes {
        b if b >= GB => (GB, "GB"),
        b if b >= MB => (MB, "MB"),
        b if b >= KB => (KB, "KB"),
        b => return format!("{b} bytes"),
    };
    if bytes % unit == 0 {
        format!("{} {name}", bytes / unit)
    } else {
        format!("{:.1} {name}", bytes as f64 / unit as f64)
    }
}
