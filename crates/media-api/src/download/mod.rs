//! Fetching media URLs returned by the service. The API key is attached only when the URL has the
//! configured service origin (scheme, host and port), and redirects are followed by hand so that a
//! redirect to another origin never carries it. Every download is bounded ([`MediaLimits`]): size
//! (checked against Content-Length before reading and counted while streaming), throughput over a
//! window, and a deadline; an empty file is refused, and so is one that stops before the length its
//! headers promise (as a lost connection, to go on from). For a service on the internet, a link into
//! this computer or the person's own network is refused ([`guard`]).

pub(crate) mod guard;
mod limits;

use crate::say;
pub use guard::is_public;
pub(crate) use limits::DISK_FULL;
pub use limits::{write_error, MediaLimits};

use crate::client::{body, error_from_response, map_reqwest};
use crate::error::{Error, Result};
use crate::Client;
use tokio::io::AsyncWrite;
use tokio::time::Instant;
use url::Url;

const MAX_REDIRECTS: usize = 10;

/// A downloaded media file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Media {
    pub bytes: Vec<u8>,
    pub content_type: Option<String>,
    /// The URL the bytes finally came from (after redirects).
    pub final_url: String,
}

/// Whether a URL is on the service origin (and may carry the key).
pub fn is_service_origin(client: &Client, url: &Url) -> bool {
    url.origin() == client.base_url().origin()
}

/// Downloads a media URL into memory with the generous default limits
/// ([`MediaLimits::default`], the video preset). Prefer [`fetch_limited`] with the kind's preset.
pub async fn fetch(client: &Client, url: &str) -> Result<Media> {
    fetch_limited(client, url, &MediaLimits::default()).await
}

/// Downloads a media URL into memory within `limits` (size, throughput, deadline; an empty file is
/// refused).
pub async fn fetch_limited(client: &Client, url: &str, limits: &MediaLimits) -> Result<Media> {
    let mut bytes = Vec::new();
    let (_, content_type, final_url) = download(client, url, &mut bytes, limits).await?;
    Ok(Media {
        bytes,
        content_type,
        final_url,
    })
}

/// Streams a media URL into a writer with the generous default limits ([`MediaLimits::default`]);
/// returns the number of bytes written and the content type. Prefer [`fetch_to_limited`].
pub async fn fetch_to<W: AsyncWrite + Unpin>(
    client: &Client,
    url: &str,
    out: &mut W,
) -> Result<(u64, Option<String>)> {
    fetch_to_limited(client, url, out, &MediaLimits::default()).await
}

/// Streams a media URL into a writer within `limits`; returns the number of bytes written and the
/// content type. An answer that stops before the length its headers promise is an [`Error::Network`].
/// On error the writer may hold part of the file: write to a temporary file.
pub async fn fetch_to_limited<W: AsyncWrite + Unpin>(
    client: &Client,
    url: &str,
    out: &mut W,
    limits: &MediaLimits,
) -> Result<(u64, Option<String>)> {
    let (n, content_type, _) = download(client, url, out, limits).await?;
    Ok((n, content_type))
}

/// A download into a file that may have gone on from an earlier try.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resumed {
    /// The file's whole length now.
    pub total: u64,
    pub content_type: Option<String>,
    /// The bytes an earlier try had written that were kept (0: the file was written from its start).
    pub kept: u64,
}

/// Streams a media URL into `file`, going on from the bytes it already holds where the server allows
/// it: `validator` is what the server called the file when those bytes came (its ETag, else its
/// Last-Modified). With one, the rest is asked for (`Range: bytes=N-`, `If-Range: <validator>`) and kept
/// only when a 206 starts where the file ends; without one, or on an answer of the whole file, the file
/// is emptied and written from its start (a 206 starting elsewhere is refused). `validator` is then set
/// to what this answer calls the file, before a byte is streamed, so a caller can keep it even when the
/// download fails. `limits` count the whole file. An answer that stops before the length its headers
/// promise (its Content-Length, a 206's `Content-Range: bytes a-b/size`) is an [`Error::Network`], like
/// a lost connection: the next try goes on from where it stopped. On error the file keeps what arrived.
pub async fn fetch_to_file_resuming(
    client: &Client,
    url: &str,
    file: &mut tokio::fs::File,
    limits: &MediaLimits,
    validator: &mut Option<String>,
) -> Result<Resumed> {
    use std::io::SeekFrom;
    use tokio::io::AsyncSeekExt;
    let have = file.metadata().await.map_err(write_error)?.len();
    let held = validator.take().filter(|_| have > 0);
    let deadline = body::after(limits.deadline);
    let ask = held.as_deref().map(|v| (have, v));
    let opened = match open(client, url, limits, deadline, ask).await {
        // Nothing past what is held: the held bytes may not be this file's; start again.
        Err(Error::Server { status: 416, .. }) if ask.is_some() => {
            open(client, url, limits, deadline, None).await
        }
        other => other,
    };
    let (resp, _) = opened?;
    let content_type = content_type(&resp);
    *validator = validator_of(&resp);
    let span = Span::of(&resp)?;
    let kept = match span.start {
        start if ask.is_some() && start == have => {
            file.seek(SeekFrom::End(0)).await.map_err(write_error)?;
            have
        }
        0 => {
            file.set_len(0).await.map_err(write_error)?;
            file.seek(SeekFrom::Start(0)).await.map_err(write_error)?;
            0
        }
        _ => return Err(span.misplaced()),
    };
    let rest = MediaLimits {
        max_bytes: limits.max_bytes.saturating_sub(kept),
        ..*limits
    };
    let n = limits::stream(resp, file, &rest, span.len, deadline).await?;
    span.check_whole(kept + n)?;
    Ok(Resumed {
        total: kept + n,
        content_type,
        kept,
    })
}

/// What an answer calls its file: the ETag, else Last-Modified.
fn validator_of(resp: &reqwest::Response) -> Option<String> {
    [reqwest::header::ETAG, reqwest::header::LAST_MODIFIED]
        .iter()
        .find_map(|h| resp.headers().get(h)?.to_str().ok().map(str::to_string))
        .filter(|v| !v.is_empty() && !v.contains(['\r', '\n']))
}

/// Where an answer's bytes belong in the file and how long the file is, by the answer's headers: a
/// 206's `Content-Range: bytes <first>-<last>/<size>` (`*` for a size not told) names its bytes and the
/// file's length; any other success is the file from its start, its Content-Length long when told.
/// The one rule of a whole file: the body is as long as its headers say (a shorter one is a lost
/// connection, [`limits::stream`]), and the file is whole only when it reaches the length they
/// promise ([`Span::check_whole`]); either way what came is kept, so a next try goes on from there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Span {
    /// The byte of the file the body starts with.
    start: u64,
    /// The body's length, when told.
    len: Option<u64>,
    /// The whole file's length, when told.
    whole: Option<u64>,
}

impl Span {
    fn of(resp: &reqwest::Response) -> Result<Span> {
        if resp.status() != reqwest::StatusCode::PARTIAL_CONTENT {
            let len = resp.content_length();
            return Ok(Span {
                start: 0,
                len,
                whole: len,
            });
        }
        let header = resp
            .headers()
            .get(reqwest::header::CONTENT_RANGE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        Span::parse_range(header).ok_or_else(|| Error::Server {
            status: 206,
            body: format!("a part of the file without a range that can be read: {header:?}"),
            retry_after: None,
        })
    }

    /// `bytes <first>-<last>/<size>` with first <= last < size, or `bytes <first>-<last>/*`.
    fn parse_range(v: &str) -> Option<Span> {
        let (range, size) = v.trim().strip_prefix("bytes ")?.split_once('/')?;
        let (first, last) = range.split_once('-')?;
        let (first, last): (u64, u64) = (first.trim().parse().ok()?, last.trim().parse().ok()?);
        let whole = match size.trim() {
            "*" => None,
            n => Some(n.parse::<u64>().ok()?),
        };
        if first > last || whole.is_some_and(|w| last >= w) {
            return None;
        }
        Some(Span {
            start: first,
            len: Some(last - first + 1),
            whole,
        })
    }

    /// A part that starts neither where the file held ends nor at its start: it can't be placed.
    fn misplaced(&self) -> Error {
        Error::Server {
            status: 206,
            body: format!(
                "the service sent a part of the file starting at byte {}, not the part asked for",
                self.start
            ),
            retry_after: None,
        }
    }

    /// A file of `end` bytes after this answer is whole, unless the headers promised more: then it
    /// stopped short, like a lost connection (the bytes that came are kept, to go on from).
    fn check_whole(&self, end: u64) -> Result<()> {
        match self.whole {
            Some(whole) if end < whole => Err(Error::Network {
                message: format!(
                    "the file stopped after {end} of its {whole} bytes; the download can go on \
                     from there"
                ),
            }),
            _ => Ok(()),
        }
    }
}

/// Opens `url` and streams it into `out`, all before the deadline of `limits`.
async fn download<W: AsyncWrite + Unpin>(
    client: &Client,
    url: &str,
    out: &mut W,
    limits: &MediaLimits,
) -> Result<(u64, Option<String>, String)> {
    let deadline = body::after(limits.deadline);
    let (resp, final_url) = open(client, url, limits, deadline, None).await?;
    let content_type = content_type(&resp);
    let span = Span::of(&resp)?;
    if span.start != 0 {
        return Err(span.misplaced());
    }
    let n = limits::stream(resp, out, limits, span.len, deadline).await?;
    span.check_whole(n)?;
    Ok((n, content_type, final_url))
}

fn content_type(resp: &reqwest::Response) -> Option<String> {
    resp.headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
}

/// Sends the GET (asking for the bytes from `from` on, if the file is still the one `validator` names,
/// when given), following redirects by hand; returns the successful response. An error response keeps
/// its status, with at most 64 KiB of its body read for at most 10 s.
async fn open(
    client: &Client,
    url: &str,
    limits: &MediaLimits,
    deadline: Instant,
    from: Option<(u64, &str)>,
) -> Result<(reqwest::Response, String)> {
    let mut current = parse_media_url(client, url)?;
    for _ in 0..=MAX_REDIRECTS {
        let mut req = client.inner.media_http.get(current.clone());
        if let Some((from, validator)) = from {
            req = req
                .header(reqwest::header::RANGE, format!("bytes={from}-"))
                .header(reqwest::header::IF_RANGE, validator);
        }
        if is_service_origin(client, &current) {
            req = client.authorize(req);
        }
        tokio::time::timeout_at(deadline, client.inner.guard.check_name(&current))
            .await
            .map_err(|_| limits.too_long())?
            .map_err(guard::PrivateAddress::into_error)?;
        let resp = tokio::time::timeout_at(deadline, req.send())
            .await
            .map_err(|_| limits.too_long())?
            .map_err(|e| match guard::refused_in(&e) {
                Some(refused) => refused.into_error(),
                None => map_reqwest(e),
            })?;
        let status = resp.status();
        if status.is_redirection() {
            let location = resp
                .headers()
                .get(reqwest::header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .ok_or_else(|| Error::Server {
                    status: status.as_u16(),
                    body: "redirect without Location".into(),
                    retry_after: None,
                })?;
            let next = current.join(location).map_err(|e| Error::Server {
                status: status.as_u16(),
                body: format!("bad redirect: {e}"),
                retry_after: None,
            })?;
            current = check_scheme(client, next)?;
            continue;
        }
        if !status.is_success() {
            let code = status.as_u16();
            let retry_after = crate::client::parse_retry_after(resp.headers());
            let until = deadline.min(Instant::now() + body::ERROR_BODY_TIME);
            let body = body::read_error(resp, until).await;
            return Err(error_from_response(code, retry_after, &body));
        }
        return Ok((resp, current.to_string()));
    }
    Err(Error::Network {
        message: format!("too many redirects fetching {url}"),
    })
}

/// A media URL must be absolute http(s); relative URLs resolve against the service base. Plain http
/// is accepted only for loopback hosts of a loopback service (the sandbox's media port) or when the
/// service itself is plain http.
fn parse_media_url(client: &Client, url: &str) -> Result<Url> {
    let parsed = match Url::parse(url) {
        Ok(u) => u,
        Err(url::ParseError::RelativeUrlWithoutBase) => client
            .base_url()
            .join(url.trim_start_matches('/'))
            .map_err(|e| Error::field("url", not_a_web_address(e)))?,
        Err(e) => return Err(Error::field("url", not_a_web_address(e))),
    };
    check_scheme(client, parsed)
}

/// The scheme (https, or http on a loopback service's loopback) and, for a service on the internet,
/// an address written in the link that is not public ([`guard`]).
fn check_scheme(client: &Client, url: Url) -> Result<Url> {
    match url.scheme() {
        "https" => {}
        "http" if client.rule_context().allow_loopback_http && crate::rules::is_loopback(&url) => {}
        _ => {
            return Err(Error::field(
                "url",
                say!(
                    "download.https_only",
                    "Media must be fetched over https (got {scheme})",
                    scheme = url.scheme()
                ),
            ))
        }
    }
    client
        .inner
        .guard
        .check_url(&url)
        .map_err(guard::PrivateAddress::into_error)?;
    Ok(url)
}

fn not_a_web_address(e: url::ParseError) -> crate::words::Words {
    say!(
        "download.not_a_web_address",
        "Not a web address: {why}",
        why = e.to_string()
    )
}

#[cfg(test)]
mod tests {
    use super::Span;

    #[test]
    fn a_part_is_read_from_its_content_range() {
        let span = |start, len, whole| {
            Some(Span {
                start,
                len: Some(len),
                whole,
            })
        };
        assert_eq!(
            Span::parse_range("bytes 200-999/1000"),
            span(200, 800, Some(1000))
        );
        assert_eq!(Span::parse_range(" bytes 0-0/1 "), span(0, 1, Some(1)));
        assert_eq!(Span::parse_range("bytes 5-9/*"), span(5, 5, None));
        for bad in [
            "",
            "bytes */1000",
            "bytes 9-5/1000",
            "bytes 0-1000/1000",
            "bytes 0-99",
            "items 0-99/100",
            "bytes -1-99/100",
            "bytes 0-18446744073709551616/*",
        ] {
            assert_eq!(Span::parse_range(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_file_is_whole_only_at_its_promised_length() {
        let part = Span::parse_range("bytes 200-599/1000").unwrap();
        let e = part.check_whole(600).unwrap_err();
        assert!(matches!(e, crate::Error::Network { .. }), "{e:?}");
        assert!(part.check_whole(1000).is_ok());
        let untold = Span {
            start: 0,
            len: None,
            whole: None,
        };
        assert!(untold.check_whole(1).is_ok());
    }
}
