//! 401/402/403/404/422/429/500 with JSON, HTML and empty bodies.

use super::client;
use media_api::Error;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const HTML: &str = "<html><body><h1>Bad Gateway</h1></body></html>";

async fn credits_error(status: u16, body: Option<(&str, &str)>) -> Error {
    let server = MockServer::start().await;
    let mut resp = ResponseTemplate::new(status);
    if let Some((ct, b)) = body {
        resp = resp.set_body_raw(b.as_bytes().to_vec(), ct);
    }
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .respond_with(resp)
        .mount(&server)
        .await;
    let c = media_api::Client::builder(server.uri())
        .api_key(media_api::ApiKey::new("sl_x"))
        .retry_policy(media_api::RetryPolicy::none())
        .build()
        .unwrap();
    c.credits().get(false).await.expect_err("must fail")
}

fn json(msg: &str) -> String {
    format!(r#"{{"success": false, "error": "{msg}"}}"#)
}

#[tokio::test]
async fn statuses_with_json_html_and_empty_bodies() {
    for status in [401u16, 402, 403, 404, 422, 429, 500] {
        let j = json("nope");
        for body in [
            Some(("application/json", j.as_str())),
            Some(("text/html", HTML)),
            None,
        ] {
            let e = credits_error(status, body).await;
            let text = body.map(|b| b.1).unwrap_or("");
            match (status, &e) {
                (401, Error::Unauthorized { body, .. })
                | (402, Error::InsufficientCredits { body, .. })
                | (403, Error::Forbidden { body, .. })
                | (404, Error::NotFound { body, .. })
                | (429, Error::RateLimited { body, .. }) => assert_eq!(body, text),
                (
                    500,
                    Error::Server {
                        status: 500, body, ..
                    },
                ) => assert_eq!(body, text),
                (422, Error::Validation(v)) if body.is_some_and(|b| b.0 == "application/json") => {
                    assert_eq!(v[0].message, "nope")
                }
                (
                    422,
                    Error::Server {
                        status: 422, body, ..
                    },
                ) => assert_eq!(body, text),
                _ => panic!("status {status} with {body:?} mapped to {e:?}"),
            }
            if status != 422 || body.is_none_or(|b| b.0 != "application/json") {
                assert_eq!(e.status(), Some(status), "{e:?}");
            }
        }
    }
}

#[tokio::test]
async fn json_messages_are_extracted() {
    let e = credits_error(
        402,
        Some((
            "application/json",
            r#"{"message": "Need 4 credits, have 1"}"#,
        )),
    )
    .await;
    assert!(
        matches!(&e, Error::InsufficientCredits { message, .. } if message == "Need 4 credits, have 1")
    );
    let e = credits_error(
        403,
        Some(("application/json", r#"{"detail": "Studio tier required"}"#)),
    )
    .await;
    assert!(matches!(&e, Error::Forbidden { message, .. } if message == "Studio tier required"));
    let e = credits_error(
        401,
        Some((
            "application/json",
            r#"{"error": {"message": "bad key", "code": 1}}"#,
        )),
    )
    .await;
    assert!(matches!(&e, Error::Unauthorized { message, .. } if message == "bad key"));
    assert_eq!(e.code(), "unauthorized");
}

#[tokio::test]
async fn validation_bodies_name_the_field() {
    let e = credits_error(
        400,
        Some((
            "application/json",
            r#"{"success": false, "error": "Too long", "field": "notes"}"#,
        )),
    )
    .await;
    let v = e.field_errors();
    assert_eq!(v.len(), 1);
    assert_eq!(
        (v[0].field.as_str(), v[0].message.as_str()),
        ("notes", "Too long")
    );
    let e = credits_error(
        422,
        Some((
            "application/json",
            r#"{"detail": [{"loc": ["body", "numImages"], "msg": "too big"}]}"#,
        )),
    )
    .await;
    assert_eq!(e.field_errors()[0].field, "numImages");
    let e = credits_error(400, Some(("text/plain", "bad request"))).await;
    assert!(matches!(&e, Error::Server { status: 400, body, .. } if body == "bad request"));
}

#[tokio::test]
async fn retry_after_is_read() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(429)
                .insert_header("Retry-After", "120")
                .set_body_string("slow down"),
        )
        .mount(&server)
        .await;
    // 120 s is beyond max_retry_after: returned at once, not waited for.
    let e = client(&server).credits().get(false).await.unwrap_err();
    assert_eq!(e.retry_after(), Some(std::time::Duration::from_secs(120)));
    assert_eq!(server.received_requests().await.unwrap().len(), 1);
}

#[tokio::test]
async fn success_false_with_200_is_an_error_and_bad_shapes_are_decode_errors() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"success": false, "error": "weird"}"#),
        )
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/api/user/jobs"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_string(r#"{"success": true, "jobs": [{"id": "j1", "status": 5}]}"#),
        )
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/api/hook-types"))
        .respond_with(ResponseTemplate::new(200).set_body_string("<html>maintenance</html>"))
        .mount(&server)
        .await;
    let c = client(&server);
    assert!(matches!(
        c.credits().get(false).await,
        Err(Error::Server { status: 200, .. })
    ));
    match c.jobs().list(false).await {
        Err(Error::Decode { path, .. }) => assert_eq!(path, "jobs[0].status"),
        other => panic!("{other:?}"),
    }
    match c.hook_types().list().await {
        Err(Error::Decode { snippet, .. }) => assert!(snippet.contains("maintenance")),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn huge_error_bodies_are_capped() {
    let big = "x".repeat(200_000);
    let e = credits_error(502, Some(("text/html", big.as_str()))).await;
    let body = e.body().unwrap();
    assert!(
        body.len() < 70_000 && body.ends_with("[truncated]"),
        "{}",
        body.len()
    );
    assert!(e.to_string().len() < 400, "Display stays short");
}
