//! After a service-mode session, the key is in no file under the data directory (SQLite and WAL
//! included) and in no log line (everything at TRACE captured).

#[path = "core/common/mod.rs"]
mod common;

use common::*;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use studio_core::media_api::ImageProvider;
use studio_core::JobState;

#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_key_is_in_no_file_and_no_log() {
    let captured = Captured::default();
    let writer = captured.clone();
    tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .init();

    let sb = sandbox(0.3).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 100);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), false)
        .await
        .expect("connect (keyring)");
    core.credits_get(true).await.unwrap();
    let job = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("leak check", 2),
            None,
        )
        .await
        .unwrap();
    let done = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Completed);
    let keys = core.api_keys_list().await.unwrap();
    assert_eq!(keys.len(), 1);
    let created = core.api_keys_create("second").await.unwrap();
    assert!(created.key.starts_with("sl_"));
    core.api_keys_revoke(&created.key_id).await.unwrap();
    core.draft_save("images", "{}").unwrap();
    let status_json = serde_json::to_string(&core.connection_status()).unwrap();
    assert!(!status_json.contains(&key));
    core.shutdown().await;
    drop(core);
    let core = open(dir.path()).await; // restored from the keyring
    assert!(core.connection_status().key_set);
    core.credits_get(false).await.unwrap();

    let secret_tail = &key[11..];
    let mut all = Vec::new();
    files(dir.path(), &mut all);
    assert!(all.iter().any(|p| p.ends_with("library.sqlite")));
    for p in &all {
        let bytes = std::fs::read(p).unwrap();
        assert!(
            !contains(&bytes, key.as_bytes()),
            "key found in {}",
            p.display()
        );
        assert!(
            !contains(&bytes, secret_tail.as_bytes()),
            "key text found in {}",
            p.display()
        );
    }
    core.forget_key().await.unwrap();
    core.shutdown().await;

    let logs = captured.0.lock().unwrap().clone();
    assert!(!logs.is_empty(), "tracing output was captured");
    assert!(
        !contains(&logs, secret_tail.as_bytes()),
        "key found in the logs"
    );
}
