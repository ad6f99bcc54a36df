#![allow(dead_code)]
//! Helpers shared by the integration tests: a spawned media-sandbox over real HTTP, cores on temp dirs.

mod by_kind;
pub use by_kind::*;

use media_sandbox::{SandboxConfig, SandboxHandle};
use std::path::Path;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use studio_core::media_api::types::images::GenerateImageRequest;
use studio_core::{Core, CoreOptions, JobState, MediaItem, TrackedJob};

pub const TEST_KEYRING_SERVICE: &str = "studio.media.app.test";

/// A sandbox on the strict profile (the spec's answers and nothing more): what every test runs on
/// unless it says why it needs the rich one.
pub async fn sandbox(job_seconds: f64) -> SandboxHandle {
    sandbox_on(media_sandbox::Profile::Spec, job_seconds).await
}

pub async fn sandbox_on(profile: media_sandbox::Profile, job_seconds: f64) -> SandboxHandle {
    media_sandbox::spawn(SandboxConfig {
        job_seconds,
        profile,
        ..Default::default()
    })
    .await
    .expect("sandbox")
}

pub fn options(dir: &Path) -> CoreOptions {
    let mut o = CoreOptions::new(dir);
    o.ignore_env = true;
    o.sandbox_job_seconds = 0.3;
    o.poll_interval = Duration::from_millis(150);
    // Tests poll a fast sandbox every 150 ms: the budget is not what they test (tracker_budget.rs is).
    o.poll_budget_per_minute = 6000;
    o.keyring_service = TEST_KEYRING_SERVICE.to_string();
    o
}

pub async fn open(dir: &Path) -> Core {
    Core::open(options(dir)).await.expect("core opens")
}

pub fn request(prompt: &str, n: u32) -> GenerateImageRequest {
    let mut r = GenerateImageRequest::simple(prompt);
    r.num_images = Some(n);
    r
}

/// A sandbox whose jobs take `job_seconds`, an account of `tier` with `credits`, and a core on a temp
/// dir connected to it with that account's key.
pub async fn connected_as(
    job_seconds: f64,
    tier: media_sandbox::Tier,
    credits: i64,
) -> (SandboxHandle, tempfile::TempDir, Core) {
    let (sb, dir, core, _) = connected_with_key(job_seconds, tier, credits).await;
    (sb, dir, core)
}

/// As [`connected_as`], with the account's key (to ask the sandbox directly).
pub async fn connected_with_key(
    job_seconds: f64,
    tier: media_sandbox::Tier,
    credits: i64,
) -> (SandboxHandle, tempfile::TempDir, Core, String) {
    connected_on(media_sandbox::Profile::Spec, job_seconds, tier, credits).await
}

/// As [`connected_with_key`], on a sandbox of the given profile.
pub async fn connected_on(
    profile: media_sandbox::Profile,
    job_seconds: f64,
    tier: media_sandbox::Tier,
    credits: i64,
) -> (SandboxHandle, tempfile::TempDir, Core, String) {
    let sb = sandbox_on(profile, job_seconds).await;
    let (key, _) = sb.create_account(tier, credits);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .expect("connect");
    (sb, dir, core, key)
}

/// One picture of `prompt` made with grok-image and saved (its job, completed).
pub async fn picture(core: &Core, prompt: &str) -> TrackedJob {
    let job = core
        .generate_images(
            &intent(),
            &media_api::ImageProvider::GrokImage,
            &request(prompt, 1),
            None,
        )
        .await
        .unwrap();
    wait_job(core, &job.id, Duration::from_secs(30)).await
}

/// Waits until the job is completed or failed.
pub async fn wait_job(core: &Core, id: &str, timeout: Duration) -> TrackedJob {
    wait_state(core, id, &[JobState::Completed, JobState::Failed], timeout).await
}

/// Waits until the job is in one of `states`.
pub async fn wait_state(
    core: &Core,
    id: &str,
    states: &[JobState],
    timeout: Duration,
) -> TrackedJob {
    let start = Instant::now();
    loop {
        let j = core.job_get(id).expect("db").expect("job exists");
        if states.contains(&j.status) {
            return j;
        }
        assert!(
            start.elapsed() < timeout,
            "job did not reach {states:?} in time: {j:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The next update of a job that `matches` among the core's events, within `timeout`; the test fails
/// naming `what` when none comes.
pub async fn job_update(
    events: &mut tokio::sync::broadcast::Receiver<studio_core::CoreEvent>,
    timeout: Duration,
    what: &str,
    matches: impl Fn(&TrackedJob) -> bool,
) -> TrackedJob {
    loop {
        match tokio::time::timeout(timeout, events.recv()).await {
            Ok(Ok(studio_core::CoreEvent::JobUpdated(j))) if matches(&j) => return j,
            Ok(Ok(_)) => continue,
            other => panic!("{what}: {other:?}"),
        }
    }
}

pub async fn control_get(base: &str, path: &str) -> serde_json::Value {
    media_api::tls::get(format!("{base}{path}"))
        .await
        .expect("control")
        .json()
        .await
        .expect("json")
}

/// Scripts a failure of the sandbox's next matching requests (`/__sandbox/faults`).
pub async fn fault(base: &str, body: serde_json::Value) {
    let r = media_api::tls::client()
        .post(format!("{base}/__sandbox/faults"))
        .json(&body)
        .send()
        .await
        .expect("fault");
    assert!(
        r.status().is_success(),
        "{}",
        r.text().await.unwrap_or_default()
    );
}

/// A new press of a spend button (its intent id).
pub fn intent() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// How many requests that may spend reached the sandbox (generation, slideshows, tools, mixing).
pub async fn spend_posts(sb: &SandboxHandle) -> usize {
    let log = control_get(sb.base_url(), "/__sandbox/requests").await;
    let spends = [
        "/api/generate/",
        "/api/slideshows/generate",
        "/api/agent/",
        "/api/photo-editor/",
        "/api/videos/add-music",
    ];
    log["requests"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter(|r| r["method"] == "POST")
                .filter(|r| {
                    let path = r["path"].as_str().unwrap_or("");
                    spends.iter().any(|s| path.starts_with(s))
                })
                .count()
        })
        .unwrap_or(0)
}

/// How many DELETE requests reached the sandbox.
pub async fn deletes(base: &str) -> usize {
    let log = control_get(base, "/__sandbox/requests").await;
    log["requests"]
        .as_array()
        .map(|a| a.iter().filter(|r| r["method"] == "DELETE").count())
        .unwrap_or(0)
}

/// The file of a library item in the media folder.
pub fn file_of(core: &Core, m: &MediaItem) -> PathBuf {
    let name = m.url.rsplit('/').next().unwrap();
    core.paths().media_dir().join(name)
}

/// `ffmpeg -v error -i FILE -f null -` succeeds with nothing on stderr.
pub fn ffmpeg_clean(path: &std::path::Path) {
    let out = std::process::Command::new("ffmpeg")
        .args(["-nostdin", "-v", "error", "-i"])
        .arg(path)
        .args(["-f", "null", "-"])
        .output()
        .expect("ffmpeg runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && err.trim().is_empty(),
        "{}: {err}",
        path.display()
    );
}

/// A media file's length in seconds (0 when ffprobe can't tell).
pub fn duration_of(path: &std::path::Path) -> f64 {
    let out = std::process::Command::new("ffprobe")
        .args([
            "-v",
            "error",
            "-show_entries",
            "format=duration",
            "-of",
            "default=nw=1:nk=1",
        ])
        .arg(path)
        .output()
        .expect("ffprobe runs");
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .unwrap_or(0.0)
}

/// A job row written by hand (a state the app would have left): the given kind, provider, request and
/// state, made at a fixed time, nothing else known. Other fields by struct update.
pub fn job_row(
    id: &str,
    kind: studio_core::JobKind,
    provider: &str,
    request: serde_json::Value,
    status: JobState,
) -> studio_core::store::JobRow {
    let ts = "2026-11-23T00:00:00.000Z".to_string();
    studio_core::store::JobRow {
        id: id.into(),
        kind,
        provider: provider.into(),
        request,
        cost_estimate: None,
        status,
        progress: None,
        error: None,
        remote_id: None,
        result: None,
        created_at: ts.clone(),
        updated_at: ts,
        completed_at: None,
        group_id: None,
        reference: None,
        intent: None,
    }
}

/// A small face-ish PNG on disk.
pub fn face_file(dir: &Path, name: &str) -> PathBuf {
    let img = image::RgbImage::from_fn(96, 96, |x, y| {
        image::Rgb([(x * 2) as u8, (y * 2) as u8, 160])
    });
    let path = dir.join(name);
    img.save(&path).unwrap();
    path
}

/// A saved character (named `name`) whose face is a small generated picture.
pub async fn character(core: &Core, dir: &Path, name: &str) -> String {
    let prep = core
        .reference_prepare(face_file(dir, "face.png"))
        .await
        .unwrap();
    let req = studio_core::media_api::types::characters::CreateCharacterRequest {
        name: name.into(),
        ..Default::default()
    };
    core.characters_create(req, Some(prep.token))
        .await
        .unwrap()
        .id
        .as_str()
        .to_string()
}

/// Makes the job fail at the sandbox, with `error` as the service's words.
pub async fn fail_at_sandbox(sb: &media_sandbox::SandboxHandle, job: &TrackedJob, error: &str) {
    let remote = job.remote_id.clone().expect("remote id");
    let url = format!("{}/__sandbox/jobs/{remote}/fail", sb.base_url());
    let r = media_api::tls::client()
        .post(url)
        .json(&serde_json::json!({ "error": error }))
        .send()
        .await
        .unwrap();
    assert!(r.status().is_success(), "{:?}", r.text().await);
}

/// Makes the job fail at the sandbox and waits until the tracker saw it.
pub async fn fail_job(
    sb: &media_sandbox::SandboxHandle,
    core: &Core,
    job: &TrackedJob,
    error: &str,
) -> TrackedJob {
    fail_at_sandbox(sb, job, error).await;
    let done = wait_job(core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(done.status, JobState::Failed, "{done:?}");
    done
}

/// A media row written by hand: this kind and service id, made at `created`, nothing else known.
pub fn media_row(
    id: &str,
    kind: studio_core::MediaKind,
    remote_id: Option<&str>,
    created: &str,
) -> studio_core::store::MediaRow {
    studio_core::store::MediaRow {
        id: id.into(),
        kind,
        remote_id: remote_id.map(str::to_string),
        remote_url: None,
        file: format!("{id}.bin"),
        thumb: None,
        job_id: None,
        character_id: None,
        provider: None,
        prompt: None,
        width: None,
        height: None,
        created_at: created.into(),
        first_seen: None,
        service_gone: None,
    }
}

/// A picker's first page (60) of `kind`, searched by `search`; `at_service`: only what the service can read.
pub fn pick_query(
    kind: studio_core::MediaKind,
    search: &str,
    at_service: bool,
) -> studio_core::PickQuery {
    studio_core::PickQuery {
        kind: Some(kind),
        character_id: None,
        search: search.into(),
        at_service,
        offset: 0,
        limit: 60,
    }
}

/// A folder on a small tmpfs of its own, unmounted when dropped: a disk that can be filled. Mounting
/// needs root, as the project's set-up (apt) does.
pub struct SmallDisk {
    path: PathBuf,
    _dir: Option<tempfile::TempDir>,
}

impl SmallDisk {
    /// A disk of `size` (tmpfs's own words: `32m`) in a new folder.
    pub fn new(size: &str) -> SmallDisk {
        let dir = tempfile::tempdir().unwrap();
        let mut disk = SmallDisk::at(dir.path(), size);
        disk._dir = Some(dir);
        disk
    }

    /// A disk of `size` mounted on the folder `path` (made if missing).
    pub fn at(path: &Path, size: &str) -> SmallDisk {
        std::fs::create_dir_all(path).unwrap();
        let out = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(path)
            .output()
            .expect("mount runs");
        assert!(
            out.status.success(),
            "a small disk for the test needs root to mount a tmpfs: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        SmallDisk {
            path: path.to_path_buf(),
            _dir: None,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Fills the disk to its last byte (with a file `filler`).
    pub fn fill(&self) {
        use std::io::Write;
        let mut f = std::fs::File::create(self.path().join("filler")).unwrap();
        for chunk in [1 << 20, 4096, 1] {
            let bytes = vec![0u8; chunk];
            while f.write_all(&bytes).and_then(|()| f.flush()).is_ok() {}
        }
    }

    /// Frees what [`SmallDisk::fill`] took.
    pub fn free(&self) {
        std::fs::remove_file(self.path().join("filler")).unwrap();
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.path)
            .status();
    }
}
