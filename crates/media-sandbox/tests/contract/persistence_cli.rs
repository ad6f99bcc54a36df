//! `--data DIR` keeps accounts, jobs and media across restarts; the binary prints its base URL first.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use media_api::types::images::GenerateImageRequest;
use media_api::{AuthStyle, ImageProvider, JobStatus, Tier};
use media_sandbox::{spawn, SandboxConfig};

#[tokio::test]
async fn state_and_media_survive_a_restart() {
    let dir = std::env::temp_dir().join(format!("sbx-persist-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // The rich profile: the job's status (which the strict one's image poll does not carry).
    let cfg = || SandboxConfig {
        data_dir: Some(dir.clone()),
        job_seconds: 0.2,
        profile: media_sandbox::Profile::Rich,
        ..SandboxConfig::default()
    };

    let sb = spawn(cfg()).await.unwrap();
    let (key, _) = sb.create_account(Tier::Pro, 10);
    let client = crate::common::client_for(&sb, &key, AuthStyle::Bearer);
    let job = client
        .images()
        .generate(
            &ImageProvider::GrokImage,
            &GenerateImageRequest::simple("keep me"),
        )
        .await
        .unwrap();
    for _ in 0..100 {
        if client.images().status(&job.job_id).await.unwrap().status == Some(JobStatus::Completed) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let old_url = client
        .images()
        .status(&job.job_id)
        .await
        .unwrap()
        .image_url
        .unwrap();
    sb.shutdown().await;
    assert!(dir.join("state.json").is_file());

    let sb = spawn(cfg()).await.unwrap();
    let client = crate::common::client_for(&sb, &key, AuthStyle::Bearer);
    assert_eq!(client.credits().get(false).await.unwrap().credits, 9.0);
    let st = client.images().status(&job.job_id).await.unwrap();
    assert_eq!(st.status, Some(JobStatus::Completed));
    let url = st.image_url.unwrap();
    assert!(url.starts_with(sb.media_base_url()));
    let bytes = media_api::tls::get(&url)
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert!(bytes.starts_with(b"\x89PNG"));
    // A URL handed out by the previous run (other port) still names the sandbox's own file.
    let shot = client
        .tools()
        .write_shot_prompt(&media_api::types::tools::ImageUrlRequest { image_url: old_url })
        .await
        .unwrap();
    assert!(shot.shot_prompt.contains("Framing"));
    sb.shutdown().await;
    let _ = std::fs::remove_dir_all(&dir);
}

/// The binary started on any port: it prints its base URL first, answers, and has made its temporary
/// media folder (`media-sandbox-<pid>-...`).
async fn started(extra: &[&str]) -> (std::process::Child, impl Fn() -> usize) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_media-sandbox"))
        .args(["--addr", "127.0.0.1:0", "--job-seconds", "1", "--seed", "7"])
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let base = line.trim().to_string();
    assert!(base.starts_with("http://127.0.0.1:"), "{base}");
    let r = media_api::tls::get(format!("{base}/api/user/credits"))
        .await
        .unwrap();
    assert_eq!(r.status(), 401);
    let v: serde_json::Value = media_api::tls::client()
        .post(format!("{base}/__sandbox/accounts"))
        .json(&serde_json::json!({"tier": "pro", "credits": 3}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(v["apiKey"].as_str().unwrap().starts_with("sl_"));
    let pid = child.id();
    let media_dirs = move || {
        std::fs::read_dir(std::env::temp_dir())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with(&format!("media-sandbox-{pid}-"))
            })
            .count()
    };
    assert_eq!(media_dirs(), 1);
    (child, media_dirs)
}

/// SIGTERM: the binary stops cleanly and removes its temporary media directory.
#[cfg(unix)]
#[tokio::test]
async fn binary_prints_base_url_first_and_stops_at_sigterm() {
    let (mut child, media_dirs) = started(&[]).await;
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    assert_eq!(media_dirs(), 0);
}

/// On every system (Windows has no SIGTERM): with --stop-with-stdin the binary stops cleanly when its
/// parent closes its standard input, and removes its temporary media directory.
#[tokio::test]
async fn a_closed_stdin_stops_it_cleanly_when_asked() {
    let (mut child, media_dirs) = started(&["--stop-with-stdin"]).await;
    drop(child.stdin.take());
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    assert_eq!(media_dirs(), 0);
}
