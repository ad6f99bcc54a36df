//! The sandbox's request bodies: one sandbox on loopback for the whole run (strict profile, a job
//! clock that never finishes a job, so no render starts), an account with some credits (a new one when
//! they run out). The first byte picks the route (of `media_sandbox::BODY_ROUTES`), the rest is the
//! body. The sandbox must answer every body, with a status
//! below 500: a 5xx or a dropped connection (a handler that panicked) is a crash.

use std::sync::OnceLock;
use std::time::Duration;

/// Credits of each account: enough for the seeds, spent in a few hundred accepted requests.
const CREDITS: i64 = 500;

struct Live {
    rt: tokio::runtime::Runtime,
    http: reqwest::Client,
    base: String,
    /// The account's key; a new account takes over when one runs out of credits.
    key: std::sync::Mutex<String>,
    sandbox: media_sandbox::SandboxHandle,
}

fn live() -> &'static Live {
    static LIVE: OnceLock<Live> = OnceLock::new();
    LIVE.get_or_init(|| {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("a runtime");
        let sandbox = rt
            .block_on(media_sandbox::spawn(media_sandbox::SandboxConfig {
                job_seconds: 1e9,
                seed: Some(7),
                control: false,
                ..Default::default()
            }))
            .expect("the sandbox starts");
        let (key, _) = sandbox.create_account(media_sandbox::Tier::Pro, CREDITS);
        Live {
            http: media_api::tls::client_builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("a client"),
            base: sandbox.base_url().to_string(),
            key: std::sync::Mutex::new(key),
            rt,
            sandbox,
        }
    })
}

pub fn request(data: &[u8]) {
    status(data);
}

/// [`request`], telling the status the sandbox answered (none for an empty input).
pub fn status(data: &[u8]) -> Option<u16> {
    let (which, body) = data.split_first()?;
    let routes = media_sandbox::BODY_ROUTES;
    let (method, path) = routes[*which as usize % routes.len()];
    let l = live();
    let method = reqwest::Method::from_bytes(method.as_bytes()).expect("a method");
    let req = l
        .http
        .request(method, format!("{}{path}", l.base))
        .bearer_auth(l.key.lock().unwrap_or_else(|p| p.into_inner()).as_str())
        .header("content-type", "application/json")
        .body(body.to_vec());
    let (status, answer) =
        l.rt.block_on(async move {
            let r = req.send().await.map_err(|e| format!("no answer: {e}"))?;
            let status = r.status().as_u16();
            let bytes = r.bytes().await.map_err(|e| format!("answer cut: {e}"))?;
            Ok::<_, String>((status, bytes))
        })
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    assert!(
        status < 500,
        "{path} answered {status}: {}",
        String::from_utf8_lossy(&answer[..answer.len().min(300)])
    );
    if status == 402 {
        let (key, _) = l.sandbox.create_account(media_sandbox::Tier::Pro, CREDITS);
        *l.key.lock().unwrap_or_else(|p| p.into_inner()) = key;
    }
    Some(status)
}
