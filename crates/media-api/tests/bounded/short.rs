//! Answers that stop before the length their headers promise (a 206 whose body is shorter than its
//! Content-Range, a 200 cut before its Content-Length) are refused like a lost connection, never saved as
//! a whole file; the download goes on from where it stopped on the next try.

use media_api::download::{self, MediaLimits};
use media_api::{Client, Error};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// The file the server holds: 1000 bytes, each its position modulo 251.
fn whole() -> Vec<u8> {
    (0..1000u32).map(|i| (i % 251) as u8).collect()
}

const ETAG: &str = "\"v1\"";

/// How the server's first answer stops short.
#[derive(Debug, Clone, Copy)]
enum Cut {
    /// A 206 whose Content-Length counts only the bytes sent, fewer than its Content-Range names.
    ShortLength,
    /// A 206 without a Content-Length, its connection closed before the Content-Range's end.
    Closed,
    /// A 206 whose bytes are all there, but its range ends before the file does (`bytes a-b/size`
    /// with b + 1 < size).
    RangeEndsEarly,
}

/// A server of one file answering each request by hand: a `Range: bytes=N-` with the 206 of the rest,
/// cut as `cut` says on the first request only; a request without a Range with a 206 of the whole file
/// (cut the same way). Returns its base URL, the requests it got and the Range headers it saw.
async fn server(cut: Cut) -> (String, Arc<AtomicUsize>, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let requests = Arc::new(AtomicUsize::new(0));
    let ranges = Arc::new(Mutex::new(Vec::new()));
    let (count, seen) = (requests.clone(), ranges.clone());
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let first = count.fetch_add(1, Ordering::SeqCst) == 0;
            let seen = seen.clone();
            tokio::spawn(async move {
                let mut head = Vec::new();
                let mut buf = [0u8; 4096];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 64 * 1024 {
                    match sock.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                let head = String::from_utf8_lossy(&head).to_ascii_lowercase();
                let from: usize = head
                    .lines()
                    .find_map(|l| l.strip_prefix("range: bytes="))
                    .and_then(|r| r.trim().trim_end_matches('-').parse().ok())
                    .unwrap_or(0);
                seen.lock().unwrap().push(format!("bytes={from}-"));
                let file = whole();
                let rest = &file[from..];
                let (send, length, end) = match (first, cut) {
                    (false, _) => (rest.len(), Some(rest.len()), file.len() - 1),
                    (true, Cut::ShortLength) => {
                        (rest.len() / 2, Some(rest.len() / 2), file.len() - 1)
                    }
                    (true, Cut::Closed) => (rest.len() / 2, None, file.len() - 1),
                    (true, Cut::RangeEndsEarly) => {
                        let n = rest.len() / 2;
                        (n, Some(n), from + n - 1)
                    }
                };
                let mut out = format!(
                    "HTTP/1.1 206 Partial Content\r\nContent-Type: image/png\r\nETag: {ETAG}\r\n\
                     Content-Range: bytes {from}-{end}/{}\r\nConnection: close\r\n",
                    file.len()
                );
                if let Some(n) = length {
                    out.push_str(&format!("Content-Length: {n}\r\n"));
                }
                out.push_str("\r\n");
                let _ = sock.write_all(out.as_bytes()).await;
                let _ = sock.write_all(&rest[..send]).await;
                let _ = sock.shutdown().await;
            });
        }
    });
    (url, requests, ranges)
}

fn limits() -> MediaLimits {
    MediaLimits {
        deadline: Duration::from_secs(10),
        ..MediaLimits::IMAGE
    }
}

async fn read_back(path: &std::path::Path) -> Vec<u8> {
    tokio::fs::read(path).await.unwrap()
}

/// A file that already holds the first 200 bytes, from a try whose answer was called `"v1"`.
async fn held_file(name: &str) -> (std::path::PathBuf, tokio::fs::File) {
    let dir = std::env::temp_dir().join(format!("media-api-short-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("x.png.resume");
    std::fs::write(&path, &whole()[..200]).unwrap();
    let file = tokio::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(&path)
        .await
        .unwrap();
    (path, file)
}

#[tokio::test]
async fn a_206_that_stops_short_is_refused_and_the_next_try_completes_the_file() {
    for cut in [Cut::ShortLength, Cut::Closed, Cut::RangeEndsEarly] {
        let (url, requests, ranges) = server(cut).await;
        let c = Client::builder(url.as_str()).build().unwrap();
        let media = format!("{url}/media/x.png");
        let (path, mut file) = held_file(&format!("{cut:?}")).await;
        let mut validator = Some(ETAG.to_string());

        let first =
            download::fetch_to_file_resuming(&c, &media, &mut file, &limits(), &mut validator)
                .await;
        let e = match first {
            Err(e) => e,
            Ok(r) => panic!("{cut:?}: saved as whole: {r:?}"),
        };
        assert!(
            matches!(e, Error::Network { .. }),
            "{cut:?}: refused like a lost connection (the caller goes on later): {e:?}"
        );
        assert_eq!(validator.as_deref(), Some(ETAG), "{cut:?}");
        let got = read_back(&path).await;
        assert_eq!(got, whole()[..600], "{cut:?}: the file keeps what came");

        let second =
            download::fetch_to_file_resuming(&c, &media, &mut file, &limits(), &mut validator)
                .await
                .unwrap_or_else(|e| panic!("{cut:?}: {e:?}"));
        assert_eq!((second.total, second.kept), (1000, 600), "{cut:?}");
        assert_eq!(read_back(&path).await, whole(), "{cut:?}");
        assert_eq!(requests.load(Ordering::SeqCst), 2, "{cut:?}");
        assert_eq!(
            *ranges.lock().unwrap(),
            ["bytes=200-", "bytes=600-"],
            "{cut:?}: the second try asks from where the first stopped"
        );
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
}

/// The plain download (into memory or a writer) refuses a 206 that stops short too.
#[tokio::test]
async fn a_plain_download_of_a_206_that_stops_short_is_refused() {
    for cut in [Cut::ShortLength, Cut::Closed, Cut::RangeEndsEarly] {
        let (url, _, _) = server(cut).await;
        let c = Client::builder(url.as_str()).build().unwrap();
        let media = format!("{url}/media/x.png");
        match download::fetch_limited(&c, &media, &limits()).await {
            Err(e) => assert!(matches!(e, Error::Network { .. }), "{cut:?}: {e:?}"),
            Ok(m) => panic!("{cut:?}: saved as whole: {} bytes", m.bytes.len()),
        }
        // The second answer is whole.
        let m = download::fetch_limited(&c, &media, &limits())
            .await
            .unwrap();
        assert_eq!(m.bytes, whole(), "{cut:?}");
    }
}

/// A 200 whose connection closes before its Content-Length is a lost connection too.
#[tokio::test]
async fn a_200_cut_before_its_length_is_refused() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let mut buf = [0u8; 4096];
            let _ = sock.read(&mut buf).await;
            let _ = sock
                .write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n")
                .await;
            let _ = sock.write_all(&whole()[..400]).await;
            let _ = sock.shutdown().await;
        }
    });
    let c = Client::builder(url.as_str()).build().unwrap();
    let e = download::fetch_limited(&c, &format!("{url}/x.png"), &limits())
        .await
        .unwrap_err();
    assert!(matches!(e, Error::Network { .. }), "{e:?}");
}

/// A 206 whose body goes on past its Content-Range (no Content-Length, closed late) is refused, and
/// what lies past the range (bytes its headers don't vouch for) is never written into the file.
#[tokio::test]
async fn a_206_longer_than_its_range_is_refused() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let mut buf = [0u8; 4096];
            let _ = sock.read(&mut buf).await;
            let head = format!(
                "HTTP/1.1 206 Partial Content\r\nETag: {ETAG}\r\nContent-Range: bytes 200-599/1000\r\n\
                 Connection: close\r\n\r\n"
            );
            let _ = sock.write_all(head.as_bytes()).await;
            let _ = sock.write_all(&whole()[200..600]).await;
            let _ = sock.write_all(&[b'x'; 300]).await;
            let _ = sock.shutdown().await;
        }
    });
    let c = Client::builder(url.as_str()).build().unwrap();
    let (path, mut file) = held_file("longer").await;
    let mut validator = Some(ETAG.to_string());
    let e = download::fetch_to_file_resuming(
        &c,
        &format!("{url}/x.png"),
        &mut file,
        &limits(),
        &mut validator,
    )
    .await
    .unwrap_err();
    assert_eq!(e.status(), Some(206), "{e:?}");
    assert!(e.body().unwrap().contains("past the 400 bytes"), "{e:?}");
    let got = read_back(&path).await;
    assert!(
        got.len() <= 600 && got[..] == whole()[..got.len()],
        "{}",
        got.len()
    );
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}
