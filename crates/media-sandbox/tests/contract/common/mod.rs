//! Shared by the contract tests: a spawned sandbox, a media-api client on it, raw HTTP helpers,
//! waiting on the virtual clock, and ffmpeg checks of produced files.
#![allow(dead_code)]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use media_api::{ApiKey, AuthStyle, Client, RetryPolicy};
use media_sandbox::{spawn, Profile, SandboxConfig, SandboxHandle, Tier};
use serde_json::{json, Value};

pub struct Env {
    pub sb: SandboxHandle,
    pub key: String,
    pub account: String,
    pub client: Client,
    pub http: reqwest::Client,
    /// Downloads checked by ffmpeg land here; removed with the Env.
    pub scratch: PathBuf,
}

impl Drop for Env {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.scratch);
    }
}

/// A sandbox on the strict profile (the documented service), as studio-core's tests and the window
/// tests have it.
pub async fn env(tier: Tier, credits: i64) -> Env {
    env_of(Profile::Spec, tier, credits).await
}

/// A sandbox on the rich profile, for a test that checks what only it has; `why` names that (it is read
/// by the person reading the test, and kept out of the way of the compiler).
pub async fn env_rich(why: &str, tier: Tier, credits: i64) -> Env {
    debug_assert!(!why.is_empty());
    env_of(Profile::Rich, tier, credits).await
}

pub async fn env_of(profile: Profile, tier: Tier, credits: i64) -> Env {
    let sb = spawn(SandboxConfig {
        profile,
        ..SandboxConfig::default()
    })
    .await
    .expect("spawn sandbox");
    let (key, account) = sb.create_account(tier, credits);
    let client = client_for(&sb, &key, AuthStyle::Bearer);
    let scratch =
        std::env::temp_dir().join(format!("sbx-test-{}-{}", std::process::id(), rand_suffix()));
    std::fs::create_dir_all(&scratch).unwrap();
    Env {
        sb,
        key,
        account,
        client,
        http: media_api::tls::client(),
        scratch,
    }
}

pub fn client_for(sb: &SandboxHandle, key: &str, style: AuthStyle) -> Client {
    Client::builder(sb.base_url())
        .api_key(ApiKey::new(key))
        .auth_style(style)
        .retry_policy(RetryPolicy {
            min_delay: Duration::from_millis(20),
            max_delay: Duration::from_millis(100),
            ..RetryPolicy::default()
        })
        .build()
        .expect("client")
}

impl Env {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.sb.base_url())
    }

    /// Raw JSON request with this env's key; returns (status, body).
    pub async fn raw(&self, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
        let m = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut req = self
            .http
            .request(m, self.url(path))
            .header("X-API-Key", &self.key);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let resp = req.send().await.expect("send");
        let status = resp.status().as_u16();
        let text = resp.text().await.unwrap_or_default();
        (
            status,
            serde_json::from_str(&text).unwrap_or(Value::String(text)),
        )
    }

    pub async fn control(&self, path: &str, body: Value) -> Value {
        let r = self
            .http
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .expect("control");
        assert!(r.status().is_success(), "control {path}: {}", r.status());
        r.json().await.unwrap()
    }

    pub async fn advance(&self, seconds: f64) {
        self.control("/__sandbox/clock/advance", json!({ "seconds": seconds }))
            .await;
    }

    pub async fn credits(&self) -> i64 {
        let (_, v) = self.raw("GET", "/api/user/credits", None).await;
        v["credits"].as_i64().unwrap()
    }

    pub async fn requests(&self) -> Vec<Value> {
        let v: Value = self
            .http
            .get(self.url("/__sandbox/requests"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        v["requests"].as_array().cloned().unwrap_or_default()
    }

    pub async fn media_requests(&self) -> Vec<Value> {
        let v: Value = self
            .http
            .get(self.url("/__sandbox/media-requests"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        v["requests"].as_array().cloned().unwrap_or_default()
    }

    /// Advances the clock past the job time, then polls `path` until `status` is terminal.
    pub async fn finish(&self, path: &str) -> Value {
        self.advance(3.5).await;
        let start = Instant::now();
        loop {
            let (code, v) = self.raw("GET", path, None).await;
            assert_eq!(code, 200, "{path}: {v}");
            let status = v
                .get("status")
                .or_else(|| v["slideshow"].get("status"))
                .and_then(Value::as_str)
                .unwrap_or("");
            if status == "completed" || status == "failed" {
                return v;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{path} did not finish: {v}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Downloads a media URL without any key.
    pub async fn download(&self, url: &str) -> Vec<u8> {
        let r = media_api::tls::get(url).await.expect("download");
        assert_eq!(r.status(), 200, "{url}");
        r.bytes().await.unwrap().to_vec()
    }

    /// Downloads a media URL to a temp file and checks it with `ffmpeg -v error -i f -f null -`.
    pub async fn ffmpeg_ok(&self, url: &str, ext: &str) -> PathBuf {
        let bytes = self.download(url).await;
        let path = self.scratch.join(format!("{}.{ext}", rand_suffix()));
        std::fs::write(&path, &bytes).unwrap();
        let out = std::process::Command::new("ffmpeg")
            .args(["-v", "error", "-i"])
            .arg(&path)
            .args(["-f", "null", "-"])
            .output()
            .unwrap();
        assert!(
            out.status.success() && out.stderr.is_empty(),
            "ffmpeg rejects {url}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        path
    }
}

pub fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::SeqCst)
}

/// (duration seconds, has video, has audio) from ffprobe.
pub fn probe(path: &std::path::Path) -> (f64, bool, bool) {
    let out = std::process::Command::new("ffprobe")
        .args([
            "-v",
            "error",
            "-show_entries",
            "format=duration:stream=codec_type",
            "-of",
            "json",
        ])
        .arg(path)
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let d = v["format"]["duration"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0.0);
    let types: Vec<&str> = v["streams"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s["codec_type"].as_str())
        .collect();
    (d, types.contains(&"video"), types.contains(&"audio"))
}

/// A small PNG face as a data URI.
pub fn face_data_uri(color: [u8; 3]) -> String {
    use base64::Engine as _;
    let img = image::RgbaImage::from_fn(64, 64, |x, y| {
        let d = ((x as i32 - 32).pow(2) + (y as i32 - 32).pow(2)) as f32;
        if d < 600.0 {
            image::Rgba([color[0], color[1], color[2], 255])
        } else {
            image::Rgba([250, 250, 250, 255])
        }
    });
    let mut buf = std::io::Cursor::new(Vec::new());
    img.write_to(&mut buf, image::ImageFormat::Png).unwrap();
    format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(buf.into_inner())
    )
}
