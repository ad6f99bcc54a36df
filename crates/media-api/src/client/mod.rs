//! The HTTP client: builder, configuration, per-area handles.

pub(crate) mod body;
mod proxy;
pub(crate) mod response;
mod transport;

pub(crate) use response::error_from_response;
pub(crate) use transport::{map_reqwest, parse_retry_after, Method};

pub use body::DEFAULT_MAX_RESPONSE_BYTES;
pub use proxy::Proxies;

use crate::api;
use crate::error::{Error, Result};
use crate::rules::RuleContext;
use crate::secret::ApiKey;
use std::sync::Arc;
use std::time::Duration;
use url::Url;

/// Which header carries the key.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum AuthStyle {
    /// `Authorization: Bearer <key>` (default).
    #[default]
    Bearer,
    /// `X-API-Key: <key>`.
    XApiKey,
}

/// Retries of idempotent requests (GET): capped exponential backoff with jitter, honouring
/// Retry-After up to `max_retry_after`. Requests that may spend credits or destroy data are retried
/// only when the connection could not be made (the request never left).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    pub max_retries: usize,
    pub min_delay: Duration,
    pub max_delay: Duration,
    /// A Retry-After longer than this is not waited for: the 429 is returned.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_retries: 3,
            min_delay: Duration::from_millis(500),
            max_delay: Duration::from_secs(8),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    /// No retries at all.
    pub fn none() -> Self {
        RetryPolicy {
            max_retries: 0,
            ..Default::default()
        }
    }
}

/// Builds a [`Client`]: `Client::builder(base_url).api_key(ApiKey::new(s)).build()?`.
#[derive(Debug, Clone)]
pub struct ClientBuilder {
    base_url: String,
    api_key: Option<ApiKey>,
    auth: AuthStyle,
    connect_timeout: Duration,
    read_timeout: Duration,
    request_deadline: Duration,
    max_response_bytes: u64,
    retry: RetryPolicy,
    user_agent: String,
    /// None: what the environment says, read when the client is built.
    proxies: Option<Proxies>,
}

/// Default whole-request deadline of an API call (one attempt): 120 s.
pub const DEFAULT_REQUEST_DEADLINE: Duration = Duration::from_secs(120);
/// Deadline of an operation the service answers only when its work is done (the agent tools, adding
/// music, a video edit, an inline upload): 10 minutes. Passing it is [`Error::Timeout`], an unknown
/// outcome the caller looks up; it is never sent again.
pub const SYNC_DEADLINE: Duration = Duration::from_secs(600);

impl ClientBuilder {
    pub fn api_key(mut self, key: ApiKey) -> Self {
        self.api_key = Some(key);
        self
    }
    pub fn auth_style(mut self, style: AuthStyle) -> Self {
        self.auth = style;
        self
    }
    /// Time allowed to establish a connection (default 10 s).
    pub fn connect_timeout(mut self, d: Duration) -> Self {
        self.connect_timeout = d;
        self
    }
    /// Time allowed between reads of a media download (default 60 s). API calls are bounded by
    /// their whole deadline instead ([`Self::request_deadline`], [`SYNC_DEADLINE`]): a wait for the
    /// first byte of an answer is the service working, not a stalled read.
    pub fn read_timeout(mut self, d: Duration) -> Self {
        self.read_timeout = d;
        self
    }
    /// Time allowed for one attempt of an API call, from connecting to the last byte of the answer
    /// (default [`DEFAULT_REQUEST_DEADLINE`], 120 s): a server trickling bytes can't hold a call
    /// longer. Passing it is [`Error::Timeout`]; a GET may then be retried (per the retry policy),
    /// other methods are not sent again. Media downloads have their own limits
    /// ([`crate::download::MediaLimits`]).
    pub fn request_deadline(mut self, d: Duration) -> Self {
        self.request_deadline = d;
        self
    }
    /// Largest API answer read (default [`DEFAULT_MAX_RESPONSE_BYTES`], 32 MiB); a larger one is
    /// refused while reading (or before, by its Content-Length) with an [`Error::Limit`] in words
    /// for a person. Error answers are read up to 64 KiB whatever this says, and keep their status.
    pub fn max_response_bytes(mut self, n: u64) -> Self {
        self.max_response_bytes = n;
        self
    }
    pub fn retry_policy(mut self, p: RetryPolicy) -> Self {
        self.retry = p;
        self
    }
    pub fn user_agent(mut self, ua: impl Into<String>) -> Self {
        self.user_agent = ua.into();
        self
    }
    /// The proxy API calls and media downloads go through (default: [`Proxies::from_env`], read when
    /// the client is built). One decision for both clients and the download guard; only https goes
    /// through it (a `CONNECT` tunnel), and never to a target on this computer.
    pub fn proxies(mut self, proxies: Proxies) -> Self {
        self.proxies = Some(proxies);
        self
    }

    pub fn build(self) -> Result<Client> {
        let base = parse_base_url(&self.base_url)?;
        let origin = base.origin();
        let same_origin = reqwest::redirect::Policy::custom(move |attempt| {
            if attempt.previous().len() >= 10 || attempt.url().origin() != origin {
                attempt.stop()
            } else {
                attempt.follow()
            }
        });
        // reqwest's own reading of the environment is off: both clients go through the one decision,
        // which the guard uses too.
        let proxies = Arc::new(self.proxies.unwrap_or_else(Proxies::from_env));
        let http = crate::tls::client_builder()
            .no_proxy()
            .proxy(proxies.to_reqwest())
            .connect_timeout(self.connect_timeout)
            .user_agent(self.user_agent.clone())
            .redirect(same_origin)
            .build()
            .map_err(|e| Error::InvalidBaseUrl(format!("could not set up HTTP: {e}")))?;
        // Media downloads follow redirects by hand, so the key is attached only on the service origin;
        // names are looked up by the guard, which refuses private addresses for a service on the
        // internet (and lets the proxy's own name through).
        let guard = crate::download::guard::Guard::for_service(
            &base,
            proxies.clone(),
            self.connect_timeout,
        );
        let media_http = crate::tls::client_builder()
            .no_proxy()
            .proxy(proxies.to_reqwest())
            .dns_resolver(guard.clone())
            .connect_timeout(self.connect_timeout)
            .read_timeout(self.read_timeout)
            .user_agent(self.user_agent)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| Error::InvalidBaseUrl(format!("could not set up HTTP: {e}")))?;
        let ctx = RuleContext {
            allow_loopback_http: crate::rules::is_loopback(&base),
        };
        Ok(Client {
            inner: Arc::new(Inner {
                http,
                media_http,
                guard,
                base,
                key: self.api_key,
                auth: self.auth,
                retry: self.retry,
                request_deadline: self.request_deadline,
                max_response_bytes: self.max_response_bytes,
                ctx,
            }),
        })
    }
}

/// Parses and checks a service base URL: https, or http on a loopback host; no query or fragment, no
/// user name or password.
pub fn parse_base_url(s: &str) -> Result<Url> {
    let mut url = Url::parse(s.trim()).map_err(|e| Error::InvalidBaseUrl(format!("{s}: {e}")))?;
    if url.cannot_be_a_base() || url.host().is_none() {
        return Err(Error::InvalidBaseUrl(format!("{s}: not a web address")));
    }
    match url.scheme() {
        "https" => {}
        "http" if crate::rules::is_loopback(&url) => {}
        "http" => {
            return Err(Error::InvalidBaseUrl(format!(
                "{s}: must use https (http only for loopback)"
            )))
        }
        other => {
            return Err(Error::InvalidBaseUrl(format!(
                "{s}: unsupported scheme {other}"
            )))
        }
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(Error::InvalidBaseUrl(format!(
            "{s}: must not have a query or fragment"
        )));
    }
    if !url.username().is_empty() || url.password().is_some() {
        // A name or password in the address would be sent with every request and kept in settings:
        // the key is the only credential, and it lives in the keyring.
        return Err(Error::InvalidBaseUrl(
            "the address must not hold a user name or password (only the API key, entered apart)"
                .into(),
        ));
    }
    if !url.path().ends_with('/') {
        let p = format!("{}/", url.path());
        url.set_path(&p);
    }
    Ok(url)
}

/// A client of the Media Generation Service. Cheap to clone.
#[derive(Clone)]
pub struct Client {
    pub(crate) inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub(crate) http: reqwest::Client,
    pub(crate) media_http: reqwest::Client,
    /// What media links may lead to (`download::guard`).
    pub(crate) guard: crate::download::guard::Guard,
    pub(crate) base: Url,
    pub(crate) key: Option<ApiKey>,
    pub(crate) auth: AuthStyle,
    pub(crate) retry: RetryPolicy,
    pub(crate) request_deadline: Duration,
    pub(crate) max_response_bytes: u64,
    pub(crate) ctx: RuleContext,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("base_url", &self.inner.base.as_str())
            .field("api_key", &self.inner.key)
            .field("auth", &self.inner.auth)
            .finish()
    }
}

impl Client {
    pub fn builder(base_url: impl Into<String>) -> ClientBuilder {
        ClientBuilder {
            base_url: base_url.into(),
            api_key: None,
            auth: AuthStyle::Bearer,
            connect_timeout: Duration::from_secs(10),
            read_timeout: Duration::from_secs(60),
            request_deadline: DEFAULT_REQUEST_DEADLINE,
            max_response_bytes: DEFAULT_MAX_RESPONSE_BYTES,
            retry: RetryPolicy::default(),
            user_agent: concat!("media-studio-media-api/", env!("CARGO_PKG_VERSION")).to_string(),
            proxies: None,
        }
    }

    /// The same client (connection pool, key, base URL) with another retry policy. A caller that
    /// paces its own requests (the app's job tracker, with one budget and one backoff for all its
    /// polls) takes [`RetryPolicy::none()`], so no request is repeated behind its back.
    pub fn with_retry_policy(&self, retry: RetryPolicy) -> Client {
        Client {
            inner: Arc::new(Inner {
                http: self.inner.http.clone(),
                media_http: self.inner.media_http.clone(),
                guard: self.inner.guard.clone(),
                base: self.inner.base.clone(),
                key: self.inner.key.clone(),
                auth: self.inner.auth,
                retry,
                request_deadline: self.inner.request_deadline,
                max_response_bytes: self.inner.max_response_bytes,
                ctx: self.inner.ctx,
            }),
        }
    }

    /// The service base URL (always ends with `/`).
    pub fn base_url(&self) -> &Url {
        &self.inner.base
    }

    /// The validation context of this client (loopback http allowed only for a loopback service).
    pub fn rule_context(&self) -> RuleContext {
        self.inner.ctx
    }

    /// Whether an API key is configured.
    pub fn has_api_key(&self) -> bool {
        self.inner.key.is_some()
    }

    pub fn credits(&self) -> api::Credits<'_> {
        api::Credits::new(self)
    }
    pub fn api_keys(&self) -> api::ApiKeys<'_> {
        api::ApiKeys::new(self)
    }
    pub fn characters(&self) -> api::Characters<'_> {
        api::Characters::new(self)
    }
    pub fn images(&self) -> api::Images<'_> {
        api::Images::new(self)
    }
    pub fn videos(&self) -> api::Videos<'_> {
        api::Videos::new(self)
    }
    pub fn tools(&self) -> api::Tools<'_> {
        api::Tools::new(self)
    }
    pub fn jobs(&self) -> api::Jobs<'_> {
        api::Jobs::new(self)
    }
    pub fn library(&self) -> api::Library<'_> {
        api::Library::new(self)
    }
    pub fn slideshows(&self) -> api::Slideshows<'_> {
        api::Slideshows::new(self)
    }
    pub fn hook_types(&self) -> api::HookTypes<'_> {
        api::HookTypes::new(self)
    }
    pub fn music(&self) -> api::Music<'_> {
        api::Music::new(self)
    }
    pub fn mixing(&self) -> api::Mixing<'_> {
        api::Mixing::new(self)
    }
    /// Whether `other` is this very client (a clone of it), not another one made for another
    /// connection or key.
    pub fn is_same(&self, other: &Client) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }
    /// Documented reads as untyped JSON (the account check).
    pub fn answers(&self) -> api::Answers<'_> {
        api::Answers::new(self)
    }
}
