//! Fetching media URLs returned by the service. The API key is attached only when the URL has the
//! configured service origin (scheme, host and port), and redirects are followed by hand so that a
//! redirect to another origin never carries it.

use crate::client::{error_from_response, map_reqwest};
use crate::error::{Error, Result};
use crate::Client;
use tokio::io::{AsyncWrite, AsyncWriteExt};
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

/// Downloads a media URL into memory.
pub async fn fetch(client: &Client, url: &str) -> Result<Media> {
    let (resp, final_url) = open(client, url).await?;
    let content_type = content_type(&resp);
    let bytes = resp.bytes().await.map_err(map_reqwest)?.to_vec();
    Ok(Media {
        bytes,
        content_type,
        final_url,
    })
}

/// Streams a media URL into a writer; returns the number of bytes written and the content type.
pub async fn fetch_to<W: AsyncWrite + Unpin>(
    client: &Client,
    url: &str,
    out: &mut W,
) -> Result<(u64, Option<String>)> {
    let (mut resp, _) = open(client, url).await?;
    let ct = content_type(&resp);
    let mut written = 0u64;
    while let Some(chunk) = resp.chunk().await.map_err(map_reqwest)? {
        out.write_all(&chunk).await.map_err(|e| Error::Network {
            message: format!("could not write: {e}"),
        })?;
        written += chunk.len() as u64;
    }
    out.flush().await.map_err(|e| Error::Network {
        message: format!("could not write: {e}"),
    })?;
    Ok((written, ct))
}

fn content_type(resp: &reqwest::Response) -> Option<String> {
    resp.headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
}

/// Sends the GET, following redirects by hand; returns the successful response.
async fn open(client: &Client, url: &str) -> Result<(reqwest::Response, String)> {
    let mut current = parse_media_url(client, url)?;
    for _ in 0..=MAX_REDIRECTS {
        let mut req = client.inner.media_http.get(current.clone());
        if is_service_origin(client, &current) {
            req = client.authorize(req);
        }
        let resp = req.send().await.map_err(map_reqwest)?;
        let status = resp.status();
        if status.is_redirection() {
            let location = resp
                .headers()
                .get(reqwest::header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .ok_or_else(|| Error::Server {
                    status: status.as_u16(),
                    body: "redirect without Location".into(),
                })?;
            let next = current.join(location).map_err(|e| Error::Server {
                status: status.as_u16(),
                body: format!("bad redirect: {e}"),
            })?;
            current = check_scheme(client, next)?;
            continue;
        }
        if !status.is_success() {
            let code = status.as_u16();
            let retry_after = crate::client::parse_retry_after(resp.headers());
            let body = resp.bytes().await.unwrap_or_default();
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
            .map_err(|e| Error::field("url", format!("Not a web address: {e}")))?,
        Err(e) => return Err(Error::field("url", format!("Not a web address: {e}"))),
    };
    check_scheme(client, parsed)
}

fn check_scheme(client: &Client, url: Url) -> Result<Url> {
    match url.scheme() {
        "https" => Ok(url),
        "http" if client.rule_context().allow_loopback_http && crate::rules::is_loopback(&url) => {
            Ok(url)
        }
        _ => Err(Error::field(
            "url",
            format!("Media must be fetched over https (got {})", url.scheme()),
        )),
    }
}
