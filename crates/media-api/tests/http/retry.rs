//! GETs retry on 429/5xx/connect errors; chargeable POSTs never repeat once sent.

use super::client;
use media_api::types::images::GenerateImageRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::{Error, ImageProvider};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

#[tokio::test]
async fn get_retries_on_5xx_then_succeeds() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .respond_with(ResponseTemplate::new(503).set_body_string("busy"))
        .up_to_n_times(2)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_string(r#"{"success": true, "credits": 7, "tier": "pro"}"#),
        )
        .mount(&server)
        .await;
    let c = client(&server).credits().get(false).await.unwrap();
    assert_eq!(c.credits, 7.0);
    assert_eq!(server.received_requests().await.unwrap().len(), 3);
}

#[tokio::test]
async fn get_retries_on_429_honouring_retry_after() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(429).insert_header("Retry-After", "1"))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"success": true, "hookTypes": []}"#),
        )
        .mount(&server)
        .await;
    let started = std::time::Instant::now();
    client(&server).hook_types().list().await.unwrap();
    assert!(
        started.elapsed() >= std::time::Duration::from_millis(900),
        "waited {:?}",
        started.elapsed()
    );
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test]
async fn get_gives_up_after_max_retries() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500))
        .mount(&server)
        .await;
    let e = client(&server).jobs().list(true).await.unwrap_err();
    assert!(matches!(e, Error::Server { status: 500, .. }));
    assert_eq!(
        server.received_requests().await.unwrap().len(),
        4,
        "1 try + 3 retries"
    );
}

#[tokio::test]
async fn get_does_not_retry_4xx() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(401))
        .mount(&server)
        .await;
    assert!(matches!(
        client(&server).credits().get(false).await,
        Err(Error::Unauthorized { .. })
    ));
    assert_eq!(server.received_requests().await.unwrap().len(), 1);
}

#[tokio::test]
async fn chargeable_posts_are_never_retried() {
    for status in [500u16, 502, 503, 429] {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(status))
            .mount(&server)
            .await;
        let c = client(&server);
        let e = c
            .images()
            .generate(&ImageProvider::Gemini, &GenerateImageRequest::simple("x"))
            .await
            .unwrap_err();
        assert_eq!(e.status(), Some(status));
        let music = GenerateMusicRequest {
            prompt: "x".into(),
            duration: 10_000,
            preset: None,
        };
        c.music().generate(&music).await.unwrap_err();
        assert_eq!(
            server.received_requests().await.unwrap().len(),
            2,
            "one each for status {status}"
        );
    }
}

#[tokio::test]
async fn deletes_are_never_retried() {
    let server = MockServer::start().await;
    Mock::given(method("DELETE"))
        .respond_with(ResponseTemplate::new(503))
        .mount(&server)
        .await;
    let c = client(&server);
    c.characters().delete(&"c1".into()).await.unwrap_err();
    c.library().delete(&"i1".into()).await.unwrap_err();
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test]
async fn connect_errors_are_retried_for_gets_and_reported_as_network() {
    // A port with nothing listening: bind, note the port, drop the listener.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let c = media_api::Client::builder(format!("http://127.0.0.1:{port}"))
        .retry_policy(media_api::RetryPolicy {
            max_retries: 2,
            min_delay: std::time::Duration::from_millis(1),
            max_delay: std::time::Duration::from_millis(2),
            max_retry_after: std::time::Duration::from_secs(1),
        })
        .build()
        .unwrap();
    let e = c.credits().get(false).await.unwrap_err();
    assert!(matches!(e, Error::Unreachable { .. }), "{e:?}");
    assert_eq!(e.code(), "network");
    assert!(e.is_transient() && !e.may_have_reached());
}

#[tokio::test]
async fn local_validation_sends_nothing() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200))
        .mount(&server)
        .await;
    let req = GenerateImageRequest {
        num_images: Some(7),
        ..GenerateImageRequest::simple("x")
    };
    let e = client(&server)
        .images()
        .generate(&ImageProvider::Gemini, &req)
        .await
        .unwrap_err();
    assert_eq!(e.field_errors()[0].field, "numImages");
    assert!(server.received_requests().await.unwrap().is_empty());
}
