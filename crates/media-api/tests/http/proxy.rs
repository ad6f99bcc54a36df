//! Media downloads and API calls through a proxy (HTTPS_PROXY and the like): the proxy the person chose
//! is used even when it is on this computer or their network, what the service's link leads to is still
//! checked, and the key reaches the service only inside a CONNECT tunnel. A proxy of the tests' own on
//! 127.0.0.1, named `localhost`, records every byte it is sent and tunnels a CONNECT to a TLS server of
//! the tests' when given one.

use super::KEY;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A proxy on 127.0.0.1: records the first line of every request and every byte a client sent it
/// (tunnelled ones too); a CONNECT is tunnelled to `tunnel_to` whatever host it names (the way a proxy
/// on a network reaches the internet), or answered 502 without one.
pub struct TestProxy {
    pub port: u16,
    seen: Arc<Mutex<Vec<String>>>,
    received: Arc<Mutex<Vec<u8>>>,
}

impl TestProxy {
    pub async fn start(tunnel_to: Option<SocketAddr>) -> TestProxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let received = Arc::new(Mutex::new(Vec::new()));
        let (lines, bytes) = (seen.clone(), received.clone());
        tokio::spawn(async move {
            while let Ok((sock, _)) = listener.accept().await {
                tokio::spawn(serve(sock, tunnel_to, lines.clone(), bytes.clone()));
            }
        });
        TestProxy {
            port,
            seen,
            received,
        }
    }

    /// The proxy's address by name, as a person would write it in HTTPS_PROXY.
    pub fn url(&self) -> String {
        format!("http://localhost:{}", self.port)
    }

    /// The request lines it received, in order.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().unwrap().clone()
    }

    /// Whether the key was among the bytes it received, anywhere.
    pub fn saw_key(&self) -> bool {
        let received = self.received.lock().unwrap();
        received.windows(KEY.len()).any(|w| w == KEY.as_bytes())
    }
}

async fn serve(
    mut sock: TcpStream,
    tunnel_to: Option<SocketAddr>,
    seen: Arc<Mutex<Vec<String>>>,
    received: Arc<Mutex<Vec<u8>>>,
) {
    let mut head = Vec::new();
    let mut buf = [0u8; 4096];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 16 * 1024 {
        match sock.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    received.lock().unwrap().extend_from_slice(&head);
    if !head.windows(4).any(|w| w == b"\r\n\r\n") {
        return;
    }
    let text = String::from_utf8_lossy(&head);
    let line = text.lines().next().unwrap_or_default().to_string();
    seen.lock().unwrap().push(line.clone());
    match tunnel_to {
        Some(to) if line.starts_with("CONNECT ") => {
            let Ok(upstream) = TcpStream::connect(to).await else {
                return;
            };
            if sock
                .write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")
                .await
                .is_err()
            {
                return;
            }
            let (mut from_client, mut to_client) = sock.into_split();
            let (mut from_upstream, mut to_upstream) = upstream.into_split();
            tokio::spawn(async move {
                let _ = tokio::io::copy(&mut from_upstream, &mut to_client).await;
            });
            loop {
                match from_client.read(&mut buf).await {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        received.lock().unwrap().extend_from_slice(&buf[..n]);
                        if to_upstream.write_all(&buf[..n]).await.is_err() {
                            break;
                        }
                    }
                }
            }
            let _ = to_upstream.shutdown().await;
        }
        _ => {
            let _ = sock
                .write_all(
                    b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                )
                .await;
        }
    }
}

/// The test CA's certificate (tls/ca.pem), which signed tls/server.pem for `service.example.invalid`
/// and `media.example.invalid` (made by openssl, P-256, valid for 100 years; the CA's key was thrown
/// away).
#[cfg(target_os = "linux")]
pub fn ca_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/http/tls/ca.pem")
}

/// A TLS server on 127.0.0.1 presenting the certificate of `service.example.invalid` and
/// `media.example.invalid` (signed by the test CA), answering `GET /api/user/credits` with a balance of
/// 7 and every other request with `picture` as a PNG. Keeps the head of every request it decrypted.
#[cfg(target_os = "linux")]
pub fn tls_server(picture: Vec<u8>) -> (SocketAddr, Arc<Mutex<Vec<String>>>) {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let certs = CertificateDer::pem_slice_iter(include_bytes!("tls/server.pem"))
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    let key = PrivateKeyDer::from_pem_slice(include_bytes!("tls/server.key")).unwrap();
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(certs, key)
    .unwrap();
    let config = Arc::new(config);
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let heads = Arc::new(Mutex::new(Vec::new()));
    let record = heads.clone();
    std::thread::spawn(move || {
        for sock in listener.incoming().flatten() {
            let (config, picture, record) = (config.clone(), picture.clone(), record.clone());
            std::thread::spawn(move || {
                use std::io::{Read, Write};
                let _ = sock.set_read_timeout(Some(std::time::Duration::from_secs(10)));
                let Ok(conn) = rustls::ServerConnection::new(config) else {
                    return;
                };
                let mut tls = rustls::StreamOwned::new(conn, sock);
                let mut head = Vec::new();
                let mut buf = [0u8; 1024];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 16 * 1024 {
                    match tls.read(&mut buf) {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                let head = String::from_utf8_lossy(&head).to_string();
                let (content_type, body) = if head.starts_with("GET /api/user/credits") {
                    let credits = r#"{"success":true,"credits":7,"tier":"pro","maxCredits":100,"creditsResetAt":"2030-01-01T00:00:00Z"}"#;
                    ("application/json", credits.as_bytes().to_vec())
                } else {
                    ("image/png", picture)
                };
                record.lock().unwrap().push(head);
                let answer = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
                     Connection: close\r\n\r\n",
                    body.len()
                );
                let _ = tls.write_all(answer.as_bytes());
                let _ = tls.write_all(&body);
                tls.conn.send_close_notify();
                let _ = tls.flush();
            });
        }
    });
    (addr, heads)
}

/// The `media` tool as a person behind a proxy runs it: its client made with no proxy setting, so from
/// the environment, which is the child's only (never this process's): `HTTPS_PROXY` naming `proxy`, and
/// the test CA trusted through the system's own certificate file (`SSL_CERT_FILE`, read by the
/// platform's verifier on Linux, as a TLS-inspecting corporate proxy's root is). Its output.
#[cfg(target_os = "linux")]
async fn media_tool(proxy: &TestProxy, args: &[&std::ffi::OsStr]) -> String {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_media"));
    for var in [
        "HTTPS_PROXY",
        "https_proxy",
        "HTTP_PROXY",
        "http_proxy",
        "ALL_PROXY",
        "all_proxy",
        "NO_PROXY",
        "no_proxy",
        "REQUEST_METHOD",
        "SSL_CERT_DIR",
        "MEDIA_API_URL",
        "MEDIA_API_KEY",
    ] {
        c.env_remove(var);
    }
    c.env("HTTPS_PROXY", proxy.url())
        .env("SSL_CERT_FILE", ca_path())
        .args(["--url", "https://service.example.invalid", "--json"])
        .args(args);
    let run = tokio::task::spawn_blocking(move || c.output().expect("runs"))
        .await
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout).to_string();
    assert!(
        run.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    stdout
}

/// The whole way through a proxy on this computer named `localhost`, which tunnels every CONNECT to a
/// TLS server on loopback: a link of a service on the internet is downloaded (the proxy gets the link's
/// name and resolves it itself), and an API call carries the key only inside the tunnel to the service:
/// the server reads it, the proxy never sees it.
#[cfg(target_os = "linux")]
#[tokio::test]
async fn through_a_proxy_named_localhost_a_result_is_saved_and_the_key_stays_in_the_tunnel() {
    let picture = b"\x89PNG\r\n\x1a\n a picture that came through the proxy".to_vec();
    let (server, heads) = tls_server(picture.clone());
    let proxy = TestProxy::start(Some(server)).await;
    let dir = std::env::temp_dir().join(format!("media-api-proxy-{}", proxy.port));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("x.png");
    media_tool(
        &proxy,
        &[
            "download".as_ref(),
            "https://media.example.invalid/x.png".as_ref(),
            "--out".as_ref(),
            out.as_os_str(),
        ],
    )
    .await;
    assert_eq!(std::fs::read(&out).unwrap(), picture);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        proxy.seen(),
        ["CONNECT media.example.invalid:443 HTTP/1.1"],
        "the proxy got the target's name and resolved it itself"
    );

    let said = media_tool(
        &proxy,
        &["--key".as_ref(), KEY.as_ref(), "credits".as_ref()],
    )
    .await;
    assert!(said.contains('7'), "{said}");
    assert_eq!(
        proxy.seen().last().map(String::as_str),
        Some("CONNECT service.example.invalid:443 HTTP/1.1")
    );
    let heads = heads.lock().unwrap().clone();
    let credits = heads.last().unwrap().to_ascii_lowercase();
    assert!(
        credits.starts_with("get /api/user/credits")
            && credits.contains(&format!(
                "authorization: bearer {}",
                KEY.to_ascii_lowercase()
            )),
        "the service got the key: {credits}"
    );
    assert!(!proxy.saw_key(), "the proxy saw the key");
}

/// A client of a service on the internet, through `proxies`.
fn internet_client(proxies: media_api::Proxies) -> media_api::Client {
    media_api::Client::builder("https://service.example.invalid")
        .api_key(media_api::ApiKey::new(KEY))
        .retry_policy(media_api::RetryPolicy::none())
        .connect_timeout(std::time::Duration::from_secs(3))
        .proxies(proxies)
        .build()
        .unwrap()
}

/// Refused in words as a link into this computer or the person's network, naming the link's host (not
/// the proxy's).
fn assert_refused(r: media_api::Result<media_api::download::Media>, url: &str) {
    let host = url::Url::parse(url)
        .unwrap()
        .host_str()
        .unwrap()
        .to_string();
    match r {
        Err(media_api::Error::Validation(errors)) => {
            let message = &errors[0].message;
            assert_eq!(errors[0].field, "url", "{url}");
            assert!(
                message.contains("your own network")
                    && message.starts_with(&format!("The service's link leads to {host} (")),
                "{url}: {message}"
            );
        }
        other => panic!("{url}: {other:?}"),
    }
}

/// Through a proxy named `localhost` (HTTPS_PROXY), a link of a service on the internet reaches the
/// proxy as a CONNECT to its own name (this computer can't resolve it: the proxy does), and so does the
/// API call; a link into this computer or a private network is still refused in words, and the proxy
/// never hears of it.
#[tokio::test]
async fn through_a_proxy_named_localhost_links_go_to_the_proxy_and_are_still_checked() {
    let proxy = TestProxy::start(None).await;
    let c = internet_client(media_api::Proxies::from_vars([(
        "HTTPS_PROXY",
        proxy.url(),
    )]));
    let e = media_api::download::fetch(&c, "https://media.example.invalid/x.png")
        .await
        .unwrap_err();
    assert!(
        !matches!(e, media_api::Error::Validation(_)),
        "the proxy's own name is allowed: {e:?}"
    );
    assert_eq!(proxy.seen(), ["CONNECT media.example.invalid:443 HTTP/1.1"]);

    for url in [
        "https://10.0.0.5/x.png",
        "https://localhost:1/x.png",
        "https://media.localhost/x.png",
        "https://[::ffff:127.0.0.1]/x.png",
        "https://169.254.169.254/latest/meta-data",
    ] {
        assert_refused(media_api::download::fetch(&c, url).await, url);
    }
    assert_eq!(proxy.seen().len(), 1, "{:?}", proxy.seen());

    // The API calls go through the same proxy, in a tunnel: the key is not in what it was asked.
    let _ = c.credits().get(false).await.unwrap_err();
    assert_eq!(
        proxy.seen().last().map(String::as_str),
        Some("CONNECT service.example.invalid:443 HTTP/1.1")
    );
    assert!(!proxy.saw_key(), "the proxy saw the key");

    // A proxy written as an address of this computer is the person's choice too.
    let by_address = format!("http://127.0.0.1:{}", proxy.port);
    let c = internet_client(media_api::Proxies::from_vars([("ALL_PROXY", by_address)]));
    let _ = media_api::download::fetch(&c, "https://media.example.invalid/y.png")
        .await
        .unwrap_err();
    assert_eq!(
        proxy.seen().last().map(String::as_str),
        Some("CONNECT media.example.invalid:443 HTTP/1.1")
    );
}

/// A name this computer resolves to an address of its own or of its network (from /etc/hosts: the
/// machine's own name, `ip6-localhost`, ...) is refused before the request, though the proxy would
/// have been the one to resolve it.
#[cfg(unix)]
#[tokio::test]
async fn through_a_proxy_a_name_resolving_here_to_a_private_address_is_refused() {
    let hosts = std::fs::read_to_string("/etc/hosts").unwrap_or_default();
    let name = hosts.lines().find_map(|line| {
        let mut words = line.split('#').next()?.split_whitespace();
        let ip: std::net::IpAddr = words.next()?.parse().ok()?;
        let private = !media_api::download::is_public(ip);
        words.find(|n| {
            private && !n.contains("localhost") && n.contains(|c: char| c.is_ascii_alphabetic())
        })
    });
    // Debian's and Ubuntu's own /etc/hosts name `ip6-loopback` and the machine's name.
    let name = name.expect("/etc/hosts names a private address by a name other than localhost");
    let proxy = TestProxy::start(None).await;
    let c = internet_client(media_api::Proxies::from_vars([("ALL_PROXY", proxy.url())]));
    let url = format!("https://{name}/x.png");
    assert_refused(media_api::download::fetch(&c, &url).await, &url);
    assert!(proxy.seen().is_empty(), "{:?}", proxy.seen());
}

/// NO_PROXY (an exact host, a domain with or without its leading dot, `*`) sends a link straight to
/// its host, which the resolver checks as without a proxy: the proxy sees nothing.
#[tokio::test]
async fn no_proxy_sends_a_link_around_the_proxy() {
    let proxy = TestProxy::start(None).await;
    for no in ["media.example.invalid", "example.invalid", ".invalid", "*"] {
        let c = internet_client(media_api::Proxies::from_vars([
            ("HTTPS_PROXY", proxy.url().as_str()),
            ("NO_PROXY", no),
        ]));
        let e = media_api::download::fetch(&c, "https://media.example.invalid/x.png")
            .await
            .unwrap_err();
        assert!(!matches!(e, media_api::Error::Validation(_)), "{no}: {e:?}");
        assert_refused(
            media_api::download::fetch(&c, "https://localhost:1/x.png").await,
            "https://localhost:1/x.png",
        );
    }
    assert!(proxy.seen().is_empty(), "{:?}", proxy.seen());
}

/// A service on this computer (the Sandbox, over plain http) is reached directly, API calls and media
/// alike, whatever proxy the environment names: a proxy elsewhere can't reach this computer's loopback,
/// and one handed a plain-http request would read its key.
#[tokio::test]
async fn a_service_on_this_computer_never_goes_through_a_proxy() {
    use wiremock::matchers::{method, path};
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let proxy = TestProxy::start(None).await;
    let service = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "success": true, "credits": 5, "tier": "free"
        })))
        .mount(&service)
        .await;
    Mock::given(method("GET"))
        .and(path("/media/a.png"))
        .respond_with(ResponseTemplate::new(200).set_body_bytes(b"png".to_vec()))
        .mount(&service)
        .await;
    for uri in [
        service.uri(),
        service.uri().replace("127.0.0.1", "localhost"),
    ] {
        let c = media_api::Client::builder(uri.as_str())
            .api_key(media_api::ApiKey::new(KEY))
            .proxies(media_api::Proxies::from_vars([
                ("ALL_PROXY", proxy.url().as_str()),
                ("HTTP_PROXY", proxy.url().as_str()),
            ]))
            .build()
            .unwrap();
        c.credits().get(false).await.unwrap();
        let m = media_api::download::fetch(&c, &format!("{uri}/media/a.png"))
            .await
            .unwrap();
        assert_eq!(m.bytes, b"png");
    }
    assert!(!proxy.saw_key(), "the proxy saw the key");
    assert!(proxy.seen().is_empty(), "{:?}", proxy.seen());
}
