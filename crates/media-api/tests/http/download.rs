//! The key reaches only the configured service origin.

use super::{client, KEY};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn has_key(req: &wiremock::Request) -> bool {
    req.headers.get("authorization").is_some()
        || req.headers.get("x-api-key").is_some()
        || req
            .headers
            .values()
            .any(|v| v.to_str().unwrap_or("").contains(KEY))
}

#[tokio::test]
async fn key_goes_to_the_service_origin_only() {
    let service = MockServer::start().await;
    let cdn = MockServer::start().await; // another port: another origin
    Mock::given(method("GET"))
        .and(path("/media/a.png"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(b"PNGDATA".to_vec(), "image/png"))
        .mount(&service)
        .await;
    Mock::given(method("GET"))
        .and(path("/b.png"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(b"CDN".to_vec(), "image/png"))
        .mount(&cdn)
        .await;
    let c = client(&service);

    let m = media_api::download::fetch(&c, &format!("{}/media/a.png", service.uri()))
        .await
        .unwrap();
    assert_eq!(m.bytes, b"PNGDATA");
    assert_eq!(m.content_type.as_deref(), Some("image/png"));
    assert!(has_key(&service.received_requests().await.unwrap()[0]));

    let m = media_api::download::fetch(&c, &format!("{}/b.png", cdn.uri()))
        .await
        .unwrap();
    assert_eq!(m.bytes, b"CDN");
    assert!(!has_key(&cdn.received_requests().await.unwrap()[0]));
}

#[tokio::test]
async fn redirect_to_another_origin_drops_the_key() {
    for style in [media_api::AuthStyle::Bearer, media_api::AuthStyle::XApiKey] {
        let service = MockServer::start().await;
        let cdn = MockServer::start().await;
        Mock::given(method("GET"))
            .and(path("/media/v.mp4"))
            .respond_with(
                ResponseTemplate::new(302)
                    .insert_header("Location", format!("{}/v.mp4", cdn.uri()).as_str()),
            )
            .mount(&service)
            .await;
        Mock::given(method("GET"))
            .and(path("/v.mp4"))
            .respond_with(ResponseTemplate::new(200).set_body_raw(b"VIDEO".to_vec(), "video/mp4"))
            .mount(&cdn)
            .await;
        let c = media_api::Client::builder(service.uri())
            .api_key(media_api::ApiKey::new(KEY))
            .auth_style(style)
            .build()
            .unwrap();
        let mut out = Vec::new();
        let (n, ct) =
            media_api::download::fetch_to(&c, &format!("{}/media/v.mp4", service.uri()), &mut out)
                .await
                .unwrap();
        assert_eq!(
            (n, out.as_slice(), ct.as_deref()),
            (5, &b"VIDEO"[..], Some("video/mp4"))
        );
        assert!(has_key(&service.received_requests().await.unwrap()[0]));
        let cdn_reqs = cdn.received_requests().await.unwrap();
        assert_eq!(cdn_reqs.len(), 1);
        assert!(
            !has_key(&cdn_reqs[0]),
            "key leaked on redirect with {style:?}"
        );
    }
}

#[tokio::test]
async fn download_errors_keep_status_and_non_https_is_refused() {
    let service = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(404).set_body_string("gone"))
        .mount(&service)
        .await;
    let c = client(&service);
    let e = media_api::download::fetch(&c, &format!("{}/x", service.uri()))
        .await
        .unwrap_err();
    assert_eq!((e.status(), e.body()), (Some(404), Some("gone")));
    let https = media_api::Client::builder("https://api.example.com")
        .build()
        .unwrap();
    let e = media_api::download::fetch(&https, "http://cdn.example.com/a.png")
        .await
        .unwrap_err();
    assert_eq!(e.field_errors()[0].field, "url");
    let e = media_api::download::fetch(&https, "file:///etc/passwd")
        .await
        .unwrap_err();
    assert_eq!(e.code(), "validation");
}

/// For a service on the internet, a media link into this computer or a private network is refused in
/// words before anything connects: an address written in the link, or a name that resolves to one
/// (`localhost` here; a listener on its port sees no connection).
#[tokio::test]
async fn links_into_this_computer_or_a_private_network_are_refused_for_an_internet_service() {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
        .await
        .unwrap();
    let port = listener.local_addr().unwrap().port();
    let accepted = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let seen = accepted.clone();
    tokio::spawn(async move {
        while listener.accept().await.is_ok() {
            seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
    });
    let c = media_api::Client::builder("https://service.example.invalid")
        .api_key(media_api::ApiKey::new(KEY))
        .connect_timeout(std::time::Duration::from_secs(3))
        .build()
        .unwrap();
    for url in [
        format!("https://127.0.0.1:{port}/x.png"),
        format!("https://localhost:{port}/x.png"),
        format!("https://[::1]:{port}/x.png"),
        "https://10.0.0.5/x.png".to_string(),
        "https://169.254.169.254/latest/meta-data".to_string(),
        "https://[::ffff:192.168.1.1]/x.png".to_string(),
    ] {
        match media_api::download::fetch(&c, &url).await {
            Err(media_api::Error::Validation(errors)) => {
                assert_eq!(errors[0].field, "url", "{url}");
                assert!(
                    errors[0].message.contains("your own network"),
                    "{url}: {}",
                    errors[0].message
                );
            }
            other => panic!("{url}: {other:?}"),
        }
    }
    assert_eq!(
        accepted.load(std::sync::atomic::Ordering::SeqCst),
        0,
        "nothing connected to this computer"
    );
}
