//! Base URL rules, authentication headers, path encoding, secret handling.

use super::{client, KEY};
use media_api::{ApiKey, AuthStyle, Client, Error};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

#[test]
fn base_url_must_be_https_except_loopback() {
    for ok in [
        "https://api.example.com",
        "https://api.example.com/prefix/",
        "http://127.0.0.1:8080",
        "http://localhost:1",
        "http://[::1]:9",
    ] {
        assert!(Client::builder(ok).build().is_ok(), "{ok}");
    }
    for bad in [
        "http://api.example.com",
        "ftp://x",
        "not a url",
        "http://10.0.0.1",
        "https://x/?q=1",
        "https://user:secret@api.example.com",
        "https://user@api.example.com",
    ] {
        assert!(
            matches!(Client::builder(bad).build(), Err(Error::InvalidBaseUrl(_))),
            "{bad}"
        );
    }
    let c = Client::builder("http://127.0.0.1:1").build().unwrap();
    assert!(c.rule_context().allow_loopback_http);
    let c = Client::builder("https://api.example.com").build().unwrap();
    assert!(!c.rule_context().allow_loopback_http);
}

#[test]
fn debug_never_shows_the_key() {
    let c = Client::builder("https://api.example.com")
        .api_key(ApiKey::new(KEY))
        .build()
        .unwrap();
    assert!(!format!("{c:?}").contains(KEY));
    assert!(!format!("{:?}", ApiKey::new(KEY)).contains(KEY));
}

#[tokio::test]
async fn bearer_by_default() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_string(r#"{"success":true,"credits":1,"tier":"pro"}"#),
        )
        .mount(&server)
        .await;
    client(&server).credits().get(false).await.unwrap();
}

#[tokio::test]
async fn x_api_key_option() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(header("x-api-key", KEY))
        .respond_with(ResponseTemplate::new(200).set_body_string(r#"{"success":true,"credits":1}"#))
        .mount(&server)
        .await;
    let c = Client::builder(server.uri())
        .api_key(ApiKey::new(KEY))
        .auth_style(AuthStyle::XApiKey)
        .build()
        .unwrap();
    c.credits().get(false).await.unwrap();
    let req = &server.received_requests().await.unwrap()[0];
    assert!(req.headers.get("authorization").is_none());
}

#[tokio::test]
async fn ids_cannot_change_the_path() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(404)
                .set_body_string(r#"{"success":false,"error":"Character not found"}"#),
        )
        .mount(&server)
        .await;
    let e = client(&server)
        .characters()
        .get(&"../user/credits".into())
        .await
        .unwrap_err();
    assert!(matches!(e, Error::NotFound { ref message, .. } if message == "Character not found"));
    let req = &server.received_requests().await.unwrap()[0];
    assert_eq!(req.url.path(), "/api/characters/..%2Fuser%2Fcredits");
    // Empty ids are refused locally.
    let e = client(&server)
        .characters()
        .get(&"".into())
        .await
        .unwrap_err();
    assert!(matches!(e, Error::Validation(_)));
}

#[tokio::test]
async fn base_url_with_a_path_prefix() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/svc/api/hook-types"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"success":true,"hookTypes":[]}"#),
        )
        .mount(&server)
        .await;
    let c = Client::builder(format!("{}/svc", server.uri()))
        .build()
        .unwrap();
    c.hook_types().list().await.unwrap();
}

#[tokio::test]
async fn https_client_builds_and_fails_cleanly() {
    // Exercises the rustls set-up: a closed local port gives a network error, not a panic.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let c = Client::builder(format!("https://127.0.0.1:{port}"))
        .api_key(ApiKey::new(KEY))
        .retry_policy(media_api::RetryPolicy::none())
        .build()
        .unwrap();
    let e = c.credits().get(false).await.unwrap_err();
    assert!(matches!(e, Error::Unreachable { .. }), "{e:?}");
    assert!(
        !e.may_have_reached(),
        "a connection never made sent nothing"
    );
    assert!(!e.to_string().contains(KEY));
}

#[tokio::test]
async fn only_the_deadline_ends_a_wait_for_an_answer() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_delay(std::time::Duration::from_millis(500))
                .set_body_string("{}"),
        )
        .mount(&server)
        .await;
    // Waiting for an answer's first byte is the service working, not a stalled read: only the
    // call's whole deadline ends it (a tool or an upload may take minutes; issue: 60 s to the first
    // byte failed them while the service went on and charged).
    let c = Client::builder(server.uri())
        .read_timeout(std::time::Duration::from_millis(100))
        .request_deadline(std::time::Duration::from_secs(5))
        .retry_policy(media_api::RetryPolicy::none())
        .build()
        .unwrap();
    c.hook_types()
        .list()
        .await
        .expect("an answer slower than the read timeout but within the deadline");
    let c = Client::builder(server.uri())
        .request_deadline(std::time::Duration::from_millis(200))
        .retry_policy(media_api::RetryPolicy::none())
        .build()
        .unwrap();
    let e = c.hook_types().list().await.unwrap_err();
    assert!(matches!(e, Error::Timeout), "{e:?}");
    assert!(
        e.may_have_reached(),
        "a deadline passed: the request may have been taken"
    );
}
