//! Media downloads: size cap (Content-Length up front, counted while streaming), throughput over a
//! window, deadline, empty files, bounded error bodies.

use super::{client, within, Hostile, Reply, GIB};
use media_api::download::{self, MediaLimits};
use media_api::Error;
use std::time::Duration;

const MIB: u64 = 1 << 20;
const SLACK: u64 = 16 * MIB;

/// Small, fast limits for the tests.
fn limits(max_bytes: u64, deadline: Duration) -> MediaLimits {
    MediaLimits {
        max_bytes,
        min_bytes_per_sec: 1000,
        window: Duration::from_millis(500),
        deadline,
    }
}

fn media_url(h: &Hostile) -> String {
    format!("{}/media/file.png", h.url)
}

#[test]
fn presets_and_default() {
    assert_eq!(MediaLimits::IMAGE.max_bytes, 64 * MIB);
    assert_eq!(MediaLimits::AUDIO.max_bytes, 256 * MIB);
    assert_eq!(MediaLimits::VIDEO.max_bytes, 2 * GIB);
    assert_eq!(MediaLimits::default(), MediaLimits::VIDEO);
    for l in [MediaLimits::IMAGE, MediaLimits::AUDIO, MediaLimits::VIDEO] {
        assert_eq!(
            (l.min_bytes_per_sec, l.window),
            (32 * 1024, Duration::from_secs(10))
        );
    }
}

#[tokio::test]
async fn a_1_gib_file_is_refused_by_its_length_before_reading() {
    let h = Hostile::start(Reply::Flood {
        status: 200,
        length: Some(GIB),
    })
    .await;
    let c = client(&h).build().unwrap();
    let url = media_url(&h);
    let fetch = download::fetch_limited(&c, &url, &MediaLimits::IMAGE);
    let (r, _) = within(Duration::from_secs(5), fetch).await;
    let e = r.unwrap_err();
    assert!(matches!(e, Error::Limit { slow: false, .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "The file is too large (over the 64 MB allowed for this kind of file), so it was not downloaded"
    );
    let words = e.plain_words().expect("shown to a person as it is");
    assert_eq!(words.text, e.to_string());
    assert_eq!(words.key, "limits.file_too_large");
    let written = h.written_after_close().await;
    assert!(written < SLACK, "the server got {written} bytes out");
}

#[tokio::test]
async fn an_endless_file_without_length_stops_at_the_cap() {
    let h = Hostile::start(Reply::Flood {
        status: 200,
        length: None,
    })
    .await;
    let c = client(&h).build().unwrap();
    let mut out = tokio::io::sink();
    let (cap, url) = (4 * MIB, media_url(&h));
    let l = limits(cap, Duration::from_secs(10));
    let fetch = download::fetch_to_limited(&c, &url, &mut out, &l);
    let (r, _) = within(Duration::from_secs(5), fetch).await;
    let e = r.unwrap_err();
    assert!(
        e.to_string()
            .starts_with("The file is too large (over the 4 MB"),
        "{e}"
    );
    let written = h.written_after_close().await;
    assert!(
        (cap..cap + SLACK).contains(&written),
        "read up to the cap and no further: the server got {written} bytes out"
    );
}

#[tokio::test]
async fn a_trickle_is_too_slow() {
    let h = Hostile::start(Reply::Trickle {
        status: 200,
        bytes: 1,
        every: Duration::from_millis(100),
    })
    .await;
    let c = client(&h).build().unwrap();
    let mut out = Vec::new();
    let l = limits(MIB, Duration::from_secs(10));
    let url = media_url(&h);
    let fetch = download::fetch_to_limited(&c, &url, &mut out, &l);
    let (r, took) = within(Duration::from_secs(3), fetch).await;
    let e = r.unwrap_err();
    assert!(e.is_too_slow() && e.is_transient(), "{e:?}");
    assert_eq!(
        e.plain_words().map(|w| w.text.as_str()),
        Some(
            "The download was too slow (under 1000 bytes per second for 0.5 seconds), so it was \
             stopped; check your connection and try again"
        )
    );
    assert!(
        took >= Duration::from_millis(450),
        "one whole window: {took:?}"
    );
    assert!(!out.is_empty() && out.len() < 20, "{} bytes", out.len());
}

#[tokio::test]
async fn a_steady_download_past_its_deadline_is_stopped() {
    // 4 KiB every 50 ms is fast enough for the floor (1000 B/s) but never ends.
    let h = Hostile::start(Reply::Trickle {
        status: 200,
        bytes: 4096,
        every: Duration::from_millis(50),
    })
    .await;
    let c = client(&h).build().unwrap();
    let mut out = tokio::io::sink();
    let l = limits(64 * MIB, Duration::from_millis(800));
    let url = media_url(&h);
    let fetch = download::fetch_to_limited(&c, &url, &mut out, &l);
    let (r, took) = within(Duration::from_secs(3), fetch).await;
    let e = r.unwrap_err();
    assert!(
        e.to_string()
            .contains("the download took longer than 0.8 seconds"),
        "{e}"
    );
    assert!(took >= Duration::from_millis(780), "{took:?}");
}

#[tokio::test]
async fn an_empty_file_is_refused() {
    let chunked_empty = Reply::Fixed {
        status: 200,
        headers: vec![("Transfer-Encoding", "chunked".into())],
        body: b"0\r\n\r\n".to_vec(),
    };
    let with_length_0 = Reply::Fixed {
        status: 200,
        headers: vec![("Content-Type", "image/png".into())],
        body: Vec::new(),
    };
    for reply in [with_length_0, chunked_empty] {
        let h = Hostile::start(reply.clone()).await;
        let c = client(&h).build().unwrap();
        let e = download::fetch(&c, &media_url(&h)).await.unwrap_err();
        assert_eq!(e.to_string(), "The service sent an empty file", "{reply:?}");
        let mut out = Vec::new();
        let e = download::fetch_to(&c, &media_url(&h), &mut out)
            .await
            .unwrap_err();
        assert!(matches!(e, Error::Limit { slow: false, .. }), "{e:?}");
    }
}

#[tokio::test]
async fn a_file_within_its_limits_arrives_whole() {
    let h = Hostile::start(Reply::Fixed {
        status: 200,
        headers: vec![("Content-Type", "image/png".into())],
        body: vec![7u8; 100_000],
    })
    .await;
    let c = client(&h).build().unwrap();
    let m = download::fetch_limited(&c, &media_url(&h), &limits(100_000, Duration::from_secs(5)))
        .await
        .unwrap();
    assert_eq!(
        (m.bytes.len(), m.content_type.as_deref()),
        (100_000, Some("image/png"))
    );
    let endless = MediaLimits {
        window: Duration::MAX,
        deadline: Duration::MAX,
        ..MediaLimits::IMAGE
    };
    let m = download::fetch_limited(&c, &media_url(&h), &endless)
        .await
        .unwrap();
    assert_eq!(
        m.bytes.len(),
        100_000,
        "no overflow with the longest durations"
    );
    let e = download::fetch_limited(&c, &media_url(&h), &limits(99_999, Duration::from_secs(5)))
        .await
        .unwrap_err();
    assert!(e.to_string().starts_with("The file is too large"), "{e}");
}

#[tokio::test]
async fn error_pages_of_a_download_are_bounded_and_keep_status() {
    let h = Hostile::start(Reply::Flood {
        status: 502,
        length: None,
    })
    .await;
    let c = client(&h).build().unwrap();
    let (r, _) = within(Duration::from_secs(3), download::fetch(&c, &media_url(&h))).await;
    let e = r.unwrap_err();
    assert_eq!(e.status(), Some(502), "{e:?}");
    assert!(e.body().unwrap().ends_with("[truncated]"));
    let written = h.written_after_close().await;
    assert!(written < SLACK, "the server got {written} bytes out");

    let h = Hostile::start(Reply::Fixed {
        status: 503,
        headers: vec![("Retry-After", "2".into())],
        body: b"<html>busy</html>".to_vec(),
    })
    .await;
    let c = client(&h).build().unwrap();
    let e = download::fetch(&c, &media_url(&h)).await.unwrap_err();
    assert_eq!(e.status(), Some(503));
    assert_eq!(e.retry_after(), Some(Duration::from_secs(2)));
}
