//! API calls: JSON answers capped while reading, error bodies capped with their status kept, the
//! whole-request deadline, Retry-After on 503, identifiers refused before sending.

use super::{client, fast_retries, within, Hostile, Reply, GIB};
use media_api::types::music::GenerateMusicRequest;
use media_api::{Error, DEFAULT_MAX_RESPONSE_BYTES};
use std::time::Duration;

const MIB: u64 = 1 << 20;
/// What loopback socket buffers (and hyper's read buffer) may hold beyond what the client read.
const SLACK: u64 = 16 * MIB;

fn assert_too_large_answer(e: &Error) {
    match e {
        Error::Limit { words, slow: false } => {
            assert_eq!(
                words.text,
                "The service sent an answer larger than 32 MB, so it was not read"
            );
            assert_eq!(words.key, "limits.answer_too_large");
            assert_eq!(e.to_string(), words.text, "shown as plain words");
        }
        other => panic!("expected the size refusal, got {other:?}"),
    }
}

#[tokio::test]
async fn a_1_gib_json_answer_is_refused_by_its_length_before_reading() {
    let h = Hostile::start(Reply::Flood {
        status: 200,
        length: Some(GIB),
    })
    .await;
    let c = client(&h)
        .retry_policy(fast_retries(3, Duration::from_secs(1)))
        .build()
        .unwrap();
    let (r, _) = within(Duration::from_secs(5), c.credits().get(false)).await;
    assert_too_large_answer(&r.unwrap_err());
    assert_eq!(h.requests(), 1, "a size refusal is not retried");
    let written = h.written_after_close().await;
    assert!(written < SLACK, "the server got {written} bytes out");
}

#[tokio::test]
async fn an_endless_chunked_json_answer_stops_at_the_cap() {
    let h = Hostile::start(Reply::Flood {
        status: 200,
        length: None,
    })
    .await;
    let c = client(&h).build().unwrap();
    let (r, _) = within(Duration::from_secs(5), c.credits().get(false)).await;
    assert_too_large_answer(&r.unwrap_err());
    let written = h.written_after_close().await;
    assert!(
        (DEFAULT_MAX_RESPONSE_BYTES..DEFAULT_MAX_RESPONSE_BYTES + SLACK).contains(&written),
        "read up to the cap and no further: the server got {written} bytes out"
    );
}

#[tokio::test]
async fn the_cap_is_configurable() {
    let h = Hostile::start(Reply::Fixed {
        status: 200,
        headers: vec![("Content-Type", "application/json".into())],
        body: format!(
            r#"{{"success": true, "credits": 7, "pad": "{}"}}"#,
            "x".repeat(2000)
        )
        .into(),
    })
    .await;
    let small = client(&h).max_response_bytes(1000).build().unwrap();
    let e = small.credits().get(false).await.unwrap_err();
    assert!(e.to_string().contains("larger than 1000 bytes"), "{e}");
    let roomy = client(&h)
        .max_response_bytes(4000)
        .request_deadline(Duration::MAX)
        .build()
        .unwrap();
    assert_eq!(roomy.credits().get(false).await.unwrap().credits, 7.0);
}

#[tokio::test]
async fn a_trickle_ends_at_the_deadline_and_a_get_retries_once() {
    let h = Hostile::start(Reply::Trickle {
        status: 200,
        bytes: 1,
        every: Duration::from_millis(100),
    })
    .await;
    let c = client(&h)
        .request_deadline(Duration::from_millis(500))
        .retry_policy(fast_retries(1, Duration::from_secs(1)))
        .build()
        .unwrap();
    let (r, took) = within(Duration::from_secs(4), c.credits().get(false)).await;
    let e = r.unwrap_err();
    assert!(matches!(e, Error::Timeout), "{e:?}");
    assert_eq!(h.requests(), 2, "1 try + 1 retry");
    assert!(
        took >= Duration::from_millis(950),
        "each try ran to its deadline: {took:?}"
    );
}

#[tokio::test]
async fn a_post_past_the_deadline_is_never_sent_again() {
    let h = Hostile::start(Reply::Trickle {
        status: 200,
        bytes: 1,
        every: Duration::from_millis(100),
    })
    .await;
    let c = client(&h)
        .request_deadline(Duration::from_millis(400))
        .retry_policy(fast_retries(3, Duration::from_secs(1)))
        .build()
        .unwrap();
    let music = GenerateMusicRequest {
        prompt: "x".into(),
        duration: 10_000,
        preset: None,
    };
    let (r, _) = within(Duration::from_secs(3), c.music().generate(&music)).await;
    assert!(matches!(r, Err(Error::Timeout)), "{r:?}");
    assert_eq!(h.requests(), 1);
}

#[tokio::test]
async fn an_html_502_keeps_its_status() {
    let page = "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>";
    let h = Hostile::start(Reply::Fixed {
        status: 502,
        headers: vec![("Content-Type", "text/html".into())],
        body: page.into(),
    })
    .await;
    let e = client(&h)
        .build()
        .unwrap()
        .jobs()
        .list(true)
        .await
        .unwrap_err();
    match &e {
        Error::Server {
            status: 502, body, ..
        } => assert_eq!(body, page),
        other => panic!("{other:?}"),
    }
    assert!(e.is_transient());
    assert_eq!(e.retry_after(), None);
}

#[tokio::test]
async fn a_huge_error_body_gives_its_status_with_truncated_text() {
    for length in [Some(50_000_000), None] {
        let h = Hostile::start(Reply::Flood {
            status: 500,
            length,
        })
        .await;
        let c = client(&h).build().unwrap();
        let (r, _) = within(Duration::from_secs(3), c.credits().get(false)).await;
        let e = r.unwrap_err();
        assert_eq!(e.status(), Some(500), "{length:?}: {e:?}");
        let body = e.body().unwrap();
        assert!(body.starts_with("xxxx") && body.ends_with("[truncated]"));
        assert!(body.len() <= 64 * 1024 + 20, "{}", body.len());
        let written = h.written_after_close().await;
        assert!(
            written < SLACK,
            "{length:?}: the server got {written} bytes out"
        );
    }
}

#[tokio::test]
async fn a_trickling_error_body_keeps_its_status_at_the_deadline() {
    let h = Hostile::start(Reply::Trickle {
        status: 503,
        bytes: 1,
        every: Duration::from_millis(50),
    })
    .await;
    let c = client(&h)
        .request_deadline(Duration::from_millis(600))
        .build()
        .unwrap();
    let (r, _) = within(Duration::from_secs(3), c.credits().get(false)).await;
    let e = r.unwrap_err();
    assert_eq!(e.status(), Some(503), "not a timeout: {e:?}");
    assert!(e.body().unwrap().starts_with('x'), "the text read so far");
}

#[tokio::test]
async fn retry_after_of_a_503_in_seconds_and_as_a_date() {
    let h = Hostile::start(Reply::Fixed {
        status: 503,
        headers: vec![("Retry-After", "2".into())],
        body: b"down for maintenance".to_vec(),
    })
    .await;
    // Longer than the policy waits for: returned at once, for the caller's scheduler.
    let c = client(&h)
        .retry_policy(fast_retries(3, Duration::from_secs(1)))
        .build()
        .unwrap();
    let e = c.credits().get(false).await.unwrap_err();
    assert_eq!(e.status(), Some(503));
    assert_eq!(e.retry_after(), Some(Duration::from_secs(2)));
    assert_eq!(h.requests(), 1);

    let when = std::time::SystemTime::now() + Duration::from_secs(30);
    let h = Hostile::start(Reply::Fixed {
        status: 503,
        headers: vec![("Retry-After", httpdate::fmt_http_date(when))],
        body: Vec::new(),
    })
    .await;
    let e = client(&h)
        .build()
        .unwrap()
        .credits()
        .get(false)
        .await
        .unwrap_err();
    let wait = e.retry_after().expect("an HTTP date is read");
    assert!(
        (Duration::from_secs(28)..=Duration::from_secs(30)).contains(&wait),
        "{wait:?}"
    );
}

#[tokio::test]
async fn a_get_waits_the_retry_after_of_a_503() {
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let server = MockServer::start().await;
    Mock::given(wiremock::matchers::method("GET"))
        .respond_with(ResponseTemplate::new(503).insert_header("Retry-After", "1"))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(wiremock::matchers::method("GET"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"success": true, "credits": 3}"#),
        )
        .mount(&server)
        .await;
    let c = media_api::Client::builder(server.uri())
        .retry_policy(fast_retries(3, Duration::from_secs(2)))
        .build()
        .unwrap();
    let (r, took) = within(Duration::from_secs(4), c.credits().get(false)).await;
    assert_eq!(r.unwrap().credits, 3.0);
    assert!(
        took >= Duration::from_millis(950),
        "the backoff alone is 5-20 ms: {took:?}"
    );
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test]
async fn dot_segments_and_control_characters_are_never_sent() {
    let h = Hostile::start(Reply::Fixed {
        status: 200,
        headers: Vec::new(),
        body: br#"{"success": true}"#.to_vec(),
    })
    .await;
    let c = client(&h).build().unwrap();
    for id in [".", "..", "a\nb", "a\u{7f}b", "x\ty"] {
        for e in [
            c.characters().get(&id.into()).await.unwrap_err(),
            c.characters().delete(&id.into()).await.unwrap_err(),
            c.videos().status(&id.into()).await.unwrap_err(),
        ] {
            let fields = e.field_errors();
            assert_eq!(fields.len(), 1, "{id:?}: {e:?}");
            assert_eq!(fields[0].field, "id", "{id:?}: {e:?}");
            let why = if id.starts_with('.') {
                r#"it can't be "." or "..""#
            } else {
                "it can't contain line breaks, tabs or other control characters"
            };
            assert!(fields[0].message.ends_with(why), "{id:?}: {e:?}");
        }
    }
    assert_eq!(h.requests(), 0, "nothing was sent");
}
