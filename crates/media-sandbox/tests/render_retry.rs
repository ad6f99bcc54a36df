//! A render whose ffmpeg fails once is tried again, and the job completes: on a busy machine ffmpeg can
//! fail once, and under Wine it is a host program started from a Windows one (the Windows stage once saw
//! a video never appear). A test binary of its own: it puts a stand-in ffmpeg first on PATH. Unix only:
//! the stand-in is a shell script, and under Wine ffmpeg is already a stand-in (scripts/windows/host-run.c).
#![cfg(unix)]

#[path = "contract/common/mod.rs"]
mod common;

use media_api::types::music::GenerateMusicRequest;
use media_sandbox::Tier;
use std::os::unix::fs::PermissionsExt;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_render_whose_ffmpeg_fails_once_is_tried_again_and_the_job_completes() {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let real = std::env::split_paths(&path)
        .map(|d| d.join("ffmpeg"))
        .find(|f| f.is_file())
        .expect("ffmpeg on PATH (bash scripts/setup.sh installs it)");
    let dir = std::env::temp_dir().join(format!(
        "sbx-retry-{}-{}",
        std::process::id(),
        common::rand_suffix()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let marker = dir.join("failed-once");
    let stand_in = dir.join("ffmpeg");
    std::fs::write(
        &stand_in,
        format!(
            "#!/bin/sh\nif [ ! -e '{m}' ]; then : > '{m}'; echo 'stand-in: failing once' >&2; exit 1; fi\nexec '{r}' \"$@\"\n",
            m = marker.display(),
            r = real.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&stand_in, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut dirs = vec![dir.clone()];
    dirs.extend(std::env::split_paths(&path));
    std::env::set_var("PATH", std::env::join_paths(dirs).unwrap());

    let e = common::env(Tier::Pro, 1000).await;
    let music = e
        .client
        .music()
        .generate(&GenerateMusicRequest {
            prompt: "a calm tune".into(),
            duration: 5_000,
            preset: None,
        })
        .await
        .unwrap();
    let v = e
        .finish(&format!("/api/generate/music/{}", music.job_id))
        .await;
    assert!(
        marker.exists(),
        "the first render's ffmpeg was the stand-in's failure"
    );
    assert_eq!(v["status"], "completed", "{v}");
    let _ = std::fs::remove_dir_all(&dir);
}
