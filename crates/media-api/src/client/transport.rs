//! Sending requests: URL building, authentication, retries.

use super::{body, error_from_response, Client};
use crate::error::{Error, Result};
use crate::rules::FieldError;
use crate::say;
use backon::{ExponentialBuilder, Retryable};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::time::Duration;
use tokio::time::Instant;
use url::Url;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Method {
    Get,
    Post,
    Patch,
    Delete,
}

impl Method {
    fn reqwest(self) -> reqwest::Method {
        match self {
            Method::Get => reqwest::Method::GET,
            Method::Post => reqwest::Method::POST,
            Method::Patch => reqwest::Method::PATCH,
            Method::Delete => reqwest::Method::DELETE,
        }
    }
}

/// One failed attempt: the error, and whether the request certainly never left (connect failure).
struct Failure {
    error: Error,
    not_sent: bool,
}

pub(crate) fn map_reqwest(e: reqwest::Error) -> Error {
    if e.is_connect() {
        // The connection was never made (refused, no route, a connect timeout): nothing was sent.
        Error::Unreachable { message: chain(&e) }
    } else if e.is_timeout() {
        Error::Timeout
    } else {
        Error::Network { message: chain(&e) }
    }
}

/// The error and its sources in one line. It names the URL, never a header: the key cannot leak
/// through it.
fn chain(e: &reqwest::Error) -> String {
    let mut message = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        message.push_str(": ");
        message.push_str(&s.to_string());
        source = s.source();
    }
    message
}

/// The delay of a Retry-After header: seconds, or an HTTP date (the time until it; 0 when past).
/// At most one day; anything else is ignored (the backoff applies).
pub(crate) fn parse_retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    const DAY: Duration = Duration::from_secs(86_400);
    let v = headers
        .get(reqwest::header::RETRY_AFTER)?
        .to_str()
        .ok()?
        .trim();
    if let Ok(secs) = v.parse::<f64>() {
        return (secs.is_finite() && secs >= 0.0)
            .then(|| Duration::from_secs_f64(secs.min(86_400.0)));
    }
    let when = httpdate::parse_http_date(v).ok()?;
    let wait = when
        .duration_since(std::time::SystemTime::now())
        .unwrap_or(Duration::ZERO);
    Some(wait.min(DAY))
}

/// Why an identifier can't be one path segment, in plain words.
fn bad_segment(s: &str) -> Option<crate::words::Words> {
    if s.trim().is_empty() {
        Some(say!(
            "rules.identifier_required",
            "An identifier is required"
        ))
    } else if s == "." || s == ".." {
        Some(say!(
            "client.identifier_dots",
            "This identifier is not valid: it can't be \".\" or \"..\""
        ))
    } else if s.chars().any(char::is_control) {
        Some(say!(
            "client.identifier_control",
            "This identifier is not valid: it can't contain line breaks, tabs or other control characters"
        ))
    } else {
        None
    }
}

impl Client {
    /// `{base}api/{segments...}`, each segment percent-encoded (an id can never change the path).
    /// Blank segments, "." and ".." (which URL parsing would drop or resolve) and segments with a
    /// control character are refused with a field error on `id`, before anything is sent.
    pub(crate) fn api_url(&self, segments: &[&str]) -> Result<Url> {
        for s in segments {
            if let Some(why) = bad_segment(s) {
                return Err(Error::Validation(vec![FieldError::new("id", why)]));
            }
        }
        let mut url = self.inner.base.clone();
        {
            let mut path = url
                .path_segments_mut()
                .map_err(|_| Error::InvalidBaseUrl(self.inner.base.to_string()))?;
            path.pop_if_empty().push("api");
            for s in segments {
                path.push(s);
            }
        }
        Ok(url)
    }

    pub(crate) fn authorize(&self, req: reqwest::RequestBuilder) -> reqwest::RequestBuilder {
        match (&self.inner.key, self.inner.auth) {
            (Some(k), super::AuthStyle::Bearer) => req.bearer_auth(k.expose()),
            (Some(k), super::AuthStyle::XApiKey) => req.header("X-API-Key", k.expose()),
            (None, _) => req,
        }
    }

    /// GET with retries on 429/5xx/network failures.
    pub(crate) async fn get<T: DeserializeOwned>(
        &self,
        segments: &[&str],
        query: &[(&str, String)],
    ) -> Result<T> {
        self.call::<T, ()>(Method::Get, segments, query, None).await
    }

    /// Sends a request. GETs retry on transient failures; other methods only when the connection
    /// could not be made (so a chargeable or destructive request is never repeated).
    pub(crate) async fn call<T: DeserializeOwned, B: Serialize + ?Sized>(
        &self,
        method: Method,
        segments: &[&str],
        query: &[(&str, String)],
        body: Option<&B>,
    ) -> Result<T> {
        let deadline = self.inner.request_deadline;
        self.call_within(method, segments, query, body, deadline)
            .await
    }

    /// [`Self::call`] for an operation the service answers only when its work is done (the agent
    /// tools, adding music, a video edit, an inline upload): the deadline is
    /// [`super::SYNC_DEADLINE`] (or the client's own, when longer).
    pub(crate) async fn call_long<T: DeserializeOwned, B: Serialize + ?Sized>(
        &self,
        method: Method,
        segments: &[&str],
        query: &[(&str, String)],
        body: Option<&B>,
    ) -> Result<T> {
        let deadline = self.inner.request_deadline.max(super::SYNC_DEADLINE);
        self.call_within(method, segments, query, body, deadline)
            .await
    }

    async fn call_within<T: DeserializeOwned, B: Serialize + ?Sized>(
        &self,
        method: Method,
        segments: &[&str],
        query: &[(&str, String)],
        body: Option<&B>,
        deadline: Duration,
    ) -> Result<T> {
        let url = self.api_url(segments)?;
        let body = match body {
            Some(b) => Some(serde_json::to_vec(b).map_err(|e| Error::Decode {
                path: String::new(),
                message: format!("could not encode the request: {e}"),
                snippet: String::new(),
            })?),
            None => None,
        };
        let policy = self.inner.retry;
        let idempotent = method == Method::Get;
        let backoff = ExponentialBuilder::default()
            .with_min_delay(policy.min_delay)
            .with_max_delay(policy.max_delay)
            .with_max_times(policy.max_retries)
            .with_jitter();
        let attempt = || self.attempt::<T>(method, &url, query, body.as_deref(), deadline);
        attempt
            .retry(backoff)
            .when(|f: &Failure| if idempotent { f.error.is_transient() } else { f.not_sent })
            .adjust(|f: &Failure, next: Option<Duration>| {
                let next = next?;
                match f.error.retry_after() {
                    Some(ra) if ra > policy.max_retry_after => None,
                    Some(ra) => Some(ra),
                    None => Some(next),
                }
            })
            .notify(|f: &Failure, d: Duration| {
                tracing::debug!(error = %f.error, delay_ms = d.as_millis() as u64, "retrying request");
            })
            .await
            .map_err(|f| f.error)
    }

    async fn attempt<T: DeserializeOwned>(
        &self,
        method: Method,
        url: &Url,
        query: &[(&str, String)],
        body: Option<&[u8]>,
        within: Duration,
    ) -> std::result::Result<T, Failure> {
        let mut req = self.inner.http.request(method.reqwest(), url.clone());
        if !query.is_empty() {
            req = req.query(query);
        }
        req = self
            .authorize(req)
            .header(reqwest::header::ACCEPT, "application/json");
        if let Some(b) = body {
            req = req
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(b.to_vec());
        }
        // The whole exchange (connect, send, headers, body) must end by the deadline, so a server
        // trickling bytes can't hold a call forever. When it passes the request may have been
        // received: `not_sent` stays false, so a POST is never sent again.
        let deadline = body::after(within);
        let timed_out = |_| Failure {
            error: Error::Timeout,
            not_sent: false,
        };
        let resp = tokio::time::timeout_at(deadline, req.send())
            .await
            .map_err(timed_out)?
            .map_err(|e| Failure {
                not_sent: e.is_connect(),
                error: map_reqwest(e),
            })?;
        let status = resp.status().as_u16();
        let retry_after = parse_retry_after(resp.headers());
        let fail = |error| Failure {
            error,
            not_sent: false,
        };
        if (200..300).contains(&status) {
            let cap = self.inner.max_response_bytes;
            let bytes = tokio::time::timeout_at(deadline, body::read_json(resp, cap))
                .await
                .map_err(timed_out)?
                .map_err(fail)?;
            super::response::decode_success(status, &bytes).map_err(fail)
        } else {
            // The status is known: a slow or huge error body is cut short, never turned into a
            // timeout or a size error.
            let until = deadline.min(Instant::now() + body::ERROR_BODY_TIME);
            let bytes = body::read_error(resp, until).await;
            Err(fail(error_from_response(status, retry_after, &bytes)))
        }
    }
}
