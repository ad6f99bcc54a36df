//! Bounded reads against a hostile server of the tests' own (raw HTTP/1.1 on a loopback
//! `TcpListener`): endless bodies with and without Content-Length, trickles, huge error bodies, HTML
//! error pages, Retry-After on 503, empty media, and identifiers that must never be sent.

mod api;
mod media;
mod short;

use media_api::{ApiKey, Client, RetryPolicy};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// 1 GiB: what an endless body announces (never allocated: one 64 KiB buffer is written over and
/// over).
pub const GIB: u64 = 1 << 30;

/// How a connection is answered after its request head has been read.
#[derive(Debug, Clone)]
pub enum Reply {
    /// A status line and headers, then `body` as it is (with its Content-Length, unless the headers
    /// name a Transfer-Encoding: then `body` must be framed by the test).
    Fixed {
        status: u16,
        headers: Vec<(&'static str, String)>,
        body: Vec<u8>,
    },
    /// `length` bytes of `x` as fast as the client takes them: with that Content-Length, or
    /// chunked (no length) when None. Ends when the client hangs up.
    Flood { status: u16, length: Option<u64> },
    /// `bytes` bytes every `every`, chunked, without end (until the client hangs up).
    Trickle {
        status: u16,
        bytes: usize,
        every: Duration,
    },
}

/// A running hostile server: its base URL and what it did.
pub struct Hostile {
    pub url: String,
    /// Body bytes written (accepted by the socket) over all connections.
    pub written: Arc<AtomicU64>,
    pub requests: Arc<AtomicUsize>,
    /// Set when the last connection has ended (the client hung up or the body was done).
    pub closed: Arc<AtomicBool>,
}

impl Hostile {
    /// Serves every connection with `reply`.
    pub async fn start(reply: Reply) -> Hostile {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let h = Hostile {
            url,
            written: Arc::default(),
            requests: Arc::default(),
            closed: Arc::default(),
        };
        let (written, requests, closed) = (h.written.clone(), h.requests.clone(), h.closed.clone());
        tokio::spawn(async move {
            while let Ok((sock, _)) = listener.accept().await {
                let (reply, written, closed) = (reply.clone(), written.clone(), closed.clone());
                requests.fetch_add(1, Ordering::SeqCst);
                closed.store(false, Ordering::SeqCst);
                tokio::spawn(async move {
                    let _ = serve(sock, reply, &written).await;
                    closed.store(true, Ordering::SeqCst);
                });
            }
        });
        h
    }

    /// Waits (at most 3 s) until the server's connection has ended, then the body bytes it wrote.
    pub async fn written_after_close(&self) -> u64 {
        for _ in 0..300 {
            if self.closed.load(Ordering::SeqCst) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(
            self.closed.load(Ordering::SeqCst),
            "the client kept reading"
        );
        self.written.load(Ordering::SeqCst)
    }

    pub fn requests(&self) -> usize {
        self.requests.load(Ordering::SeqCst)
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Whatever",
    }
}

async fn serve(mut sock: TcpStream, reply: Reply, written: &AtomicU64) -> std::io::Result<()> {
    // Read the request head (no request here has a body that matters: it is left unread).
    let mut head = Vec::new();
    let mut buf = [0u8; 4096];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = sock.read(&mut buf).await?;
        if n == 0 {
            return Ok(());
        }
        head.extend_from_slice(&buf[..n]);
    }
    let status_line = |s: u16| format!("HTTP/1.1 {s} {}\r\n", reason(s));
    let block = vec![b'x'; 64 * 1024];
    match reply {
        Reply::Fixed {
            status,
            headers,
            body,
        } => {
            let mut out = status_line(status);
            for (k, v) in &headers {
                out.push_str(&format!("{k}: {v}\r\n"));
            }
            if !headers
                .iter()
                .any(|(k, _)| k.eq_ignore_ascii_case("transfer-encoding"))
            {
                out.push_str(&format!("Content-Length: {}\r\n", body.len()));
            }
            out.push_str("\r\n");
            sock.write_all(out.as_bytes()).await?;
            sock.write_all(&body).await?;
            written.fetch_add(body.len() as u64, Ordering::SeqCst);
        }
        Reply::Flood { status, length } => {
            let framing = match length {
                Some(n) => format!("Content-Length: {n}"),
                None => "Transfer-Encoding: chunked".to_string(),
            };
            let head = format!(
                "{}Content-Type: text/html\r\n{framing}\r\n\r\n",
                status_line(status)
            );
            sock.write_all(head.as_bytes()).await?;
            let mut left = length.unwrap_or(u64::MAX);
            while left > 0 {
                let n = left.min(block.len() as u64) as usize;
                if length.is_none() {
                    sock.write_all(format!("{n:x}\r\n").as_bytes()).await?;
                }
                sock.write_all(&block[..n]).await?;
                if length.is_none() {
                    sock.write_all(b"\r\n").await?;
                }
                written.fetch_add(n as u64, Ordering::SeqCst);
                left -= n as u64;
            }
        }
        Reply::Trickle {
            status,
            bytes,
            every,
        } => {
            let head = format!("{}Transfer-Encoding: chunked\r\n\r\n", status_line(status));
            sock.write_all(head.as_bytes()).await?;
            loop {
                sock.write_all(format!("{bytes:x}\r\n").as_bytes()).await?;
                sock.write_all(&block[..bytes]).await?;
                sock.write_all(b"\r\n").await?;
                written.fetch_add(bytes as u64, Ordering::SeqCst);
                tokio::time::sleep(every).await;
            }
        }
    }
    sock.flush().await
}

/// A client of the hostile server, with the key, no retries unless the test says otherwise.
pub fn client(h: &Hostile) -> media_api::ClientBuilder {
    Client::builder(h.url.as_str())
        .api_key(ApiKey::new("sl_hostile_test"))
        .retry_policy(RetryPolicy::none())
}

/// Fast retries (backoff of a few milliseconds), Retry-After honoured up to `max_retry_after`.
pub fn fast_retries(max_retries: usize, max_retry_after: Duration) -> RetryPolicy {
    RetryPolicy {
        max_retries,
        min_delay: Duration::from_millis(5),
        max_delay: Duration::from_millis(20),
        max_retry_after,
    }
}

/// Runs `f`, failing the test when it takes longer than `limit`; returns its output and the time.
pub async fn within<T>(limit: Duration, f: impl std::future::Future<Output = T>) -> (T, Duration) {
    let started = std::time::Instant::now();
    let out = tokio::time::timeout(limit, f)
        .await
        .unwrap_or_else(|_| panic!("did not return within {limit:?}"));
    (out, started.elapsed())
}
