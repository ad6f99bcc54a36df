//! The `media` binary: JSON output, env configuration, exit codes.

use serde_json::Value;
use std::process::{Command, Output};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn media(args: &[&str], url: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_media"));
    c.args(args)
        .env_remove("MEDIA_API_URL")
        .env_remove("MEDIA_API_KEY");
    if let Some(u) = url {
        c.env("MEDIA_API_URL", u).env("MEDIA_API_KEY", "sl_cli_key");
    }
    c.output().expect("runs")
}

async fn run(args: Vec<&'static str>, url: String) -> Output {
    tokio::task::spawn_blocking(move || media(&args, Some(&url)))
        .await
        .unwrap()
}

fn json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&o.stdout)))
}

#[test]
fn estimate_offline() {
    let o = media(
        &[
            "--json",
            "estimate",
            "image",
            "--provider",
            "gemini",
            "--prompt",
            "x",
            "--num",
            "3",
            "--4k",
        ],
        None,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(json(&o)["credits"], 12);
    let o = media(
        &[
            "--json",
            "estimate",
            "--tier",
            "studio",
            "video",
            "--provider",
            "seedance",
            "--duration",
            "10",
        ],
        None,
    );
    assert_eq!(json(&o)["credits"], 18);
    let o = media(
        &[
            "--json",
            "estimate",
            "music",
            "--prompt",
            "lofi",
            "--seconds",
            "45",
        ],
        None,
    );
    assert_eq!(json(&o)["credits"], 8);
    let o = media(
        &[
            "--json",
            "estimate",
            "avatar",
            "--provider",
            "veed-fabric",
            "--dialogue",
            &"a".repeat(300),
        ],
        None,
    );
    assert_eq!(json(&o)["credits"], 40);
    let o = media(
        &[
            "--json",
            "estimate",
            "slideshow",
            "--topic",
            "t",
            "--slides",
            "8",
        ],
        None,
    );
    assert_eq!(json(&o)["credits"], 6);
}

#[test]
fn validation_exits_2() {
    let o = media(
        &[
            "estimate",
            "image",
            "--provider",
            "grok-image",
            "--prompt",
            "x",
            "--4k",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("enable4K: Grok Image has no 4K option"));
    let o = media(
        &[
            "estimate",
            "image",
            "--provider",
            "gemini",
            "--prompt",
            "x",
            "--num",
            "9",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    let o = media(&["credits"], None);
    assert_eq!(o.status.code(), Some(1), "no URL configured");
}

#[tokio::test(flavor = "multi_thread")]
async fn online_commands_and_exit_codes() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/user/credits"))
        .and(header("authorization", "Bearer sl_cli_key"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_string(r#"{"success":true,"credits":12.5,"tier":"pro"}"#),
        )
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/api/characters"))
        .respond_with(ResponseTemplate::new(401).set_body_string("<html>no</html>"))
        .mount(&s)
        .await;
    Mock::given(method("POST"))
        .and(path("/api/generate/music"))
        .respond_with(
            ResponseTemplate::new(402).set_body_string(r#"{"error":"Not enough credits"}"#),
        )
        .mount(&s)
        .await;
    let o = run(vec!["--json", "credits"], s.uri()).await;
    assert!(o.status.success());
    assert_eq!(json(&o)["credits"], 12.5);
    let o = run(vec!["credits"], s.uri()).await;
    assert!(String::from_utf8_lossy(&o.stdout).contains("credits: 12.5"));
    let o = run(vec!["characters", "list"], s.uri()).await;
    assert_eq!(o.status.code(), Some(3));
    let o = run(
        vec![
            "--json",
            "music",
            "generate",
            "--prompt",
            "x",
            "--seconds",
            "10",
        ],
        s.uri(),
    )
    .await;
    assert_eq!(o.status.code(), Some(4));
    let err: Value = serde_json::from_slice(&o.stderr).unwrap();
    assert_eq!(err["error"]["code"], "insufficient_credits");
    let o = run(vec!["characters", "delete", "c1"], s.uri()).await;
    assert_eq!(o.status.code(), Some(2), "delete needs --yes");
}
