//! How politely and how promptly the tracker follows many jobs: a standalone sandbox whose jobs take
//! 60 s, the core with its shipped settings (2.5 s shortest interval, 60 requests a minute), then
//! 4 image jobs of 2 pictures, 12 videos, 8 tracks and 4 slideshows sent at once. Prints, side by side
//! in one run: the requests the app sent while idle, the requests per minute while the 28 ran (most in
//! any rolling minute, and the mean), and for every job how long after the service finished it the
//! result was saved in the library. Figures are printed, never asserted.
//!
//! ```text
//! bash scripts/bench-polling.sh                       # the whole run, about three minutes
//! bash scripts/bench-polling.sh --job-seconds 30 --idle-seconds 10
//! ```
//! Needs a Secret Service (the script runs it under scripts/with-keyring.sh).

use serde_json::Value;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use studio_core::media_api::types::images::GenerateImageRequest;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::types::slideshows::GenerateSlideshowRequest;
use studio_core::media_api::types::videos::{StandardVideoRequest, VideoAspectRatio};
use studio_core::media_api::{ImageId, ImageProvider, VideoProvider};
use studio_core::{Core, CoreOptions, JobKind, JobState, SpendRequest};

struct Args {
    job_seconds: f64,
    idle_seconds: u64,
}

fn args() -> Args {
    let mut a = Args {
        job_seconds: 60.0,
        idle_seconds: 30,
    };
    let mut it = std::env::args().skip(1);
    while let Some(x) = it.next() {
        let v = it.next().and_then(|v| v.parse::<f64>().ok());
        match (x.as_str(), v) {
            ("--job-seconds", Some(v)) => a.job_seconds = v,
            ("--idle-seconds", Some(v)) => a.idle_seconds = v as u64,
            _ => {
                eprintln!("usage: polling_bench [--job-seconds N] [--idle-seconds N]");
                std::process::exit(2);
            }
        }
    }
    a
}

fn intent() -> String {
    uuid::Uuid::new_v4().to_string()
}

async fn control(base: &str, method: reqwest::Method, path: &str) -> Value {
    media_api::tls::client()
        .request(method, format!("{base}{path}"))
        .send()
        .await
        .expect("sandbox control")
        .json()
        .await
        .expect("json")
}

async fn api_requests(base: &str) -> Vec<Value> {
    control(base, reqwest::Method::GET, "/__sandbox/requests").await["requests"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn most_in_a_minute(times: &[u64]) -> usize {
    times
        .iter()
        .map(|&t| times.iter().filter(|&&u| u >= t && u < t + 60_000).count())
        .max()
        .unwrap_or(0)
}

fn image(provider: ImageProvider, prompt: &str, n: u32) -> SpendRequest {
    let mut request = GenerateImageRequest::simple(prompt);
    request.num_images = Some(n);
    SpendRequest::Image {
        provider,
        request,
        reference: None,
    }
}

/// One press through the one door: the job it started.
async fn spend(core: &Core, request: SpendRequest) -> studio_core::TrackedJob {
    let mut jobs = core.spend(&intent(), request).await.expect("sent");
    jobs.remove(0)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let a = args();
    let sb = media_sandbox::spawn(media_sandbox::SandboxConfig {
        job_seconds: a.job_seconds,
        ..Default::default()
    })
    .await
    .expect("sandbox");
    let base = sb.base_url().to_string();
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 100_000);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut opts = CoreOptions::new(dir.path());
    opts.ignore_env = true;
    opts.keyring_service = "studio.media.app.bench".into();
    let (interval, budget) = (opts.poll_interval, opts.poll_budget_per_minute);
    let core = Core::open(opts).await.expect("core");
    core.connect_service(&base, key, true)
        .await
        .expect("connect");

    // A picture to animate (finished at once by moving the sandbox's clock).
    let seed = spend(&core, image(ImageProvider::GrokImage, "a lighthouse", 1)).await;
    sb.advance_clock(a.job_seconds + 1.0);
    let image_id = loop {
        let j = core.job_get(&seed.id).unwrap().unwrap();
        if j.status == JobState::Completed {
            break j.media[0].remote_id.clone().expect("image id");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    tokio::time::sleep(Duration::from_secs(3)).await;

    // Idle: nothing to follow.
    control(&base, reqwest::Method::DELETE, "/__sandbox/requests").await;
    tokio::time::sleep(Duration::from_secs(a.idle_seconds)).await;
    let idle = api_requests(&base).await.len();

    // The 28 jobs, sent at once.
    control(&base, reqwest::Method::DELETE, "/__sandbox/requests").await;
    let start = Instant::now();
    let mut jobs: Vec<(String, String, JobKind)> = vec![];
    for i in 0..4 {
        let j = spend(
            &core,
            image(ImageProvider::GrokImage, &format!("a fox {i}"), 2),
        )
        .await;
        jobs.push((j.id, j.remote_id.unwrap_or_default(), j.kind));
    }
    for i in 0..12 {
        let mut r = StandardVideoRequest::new(format!("waves {i}"), VideoAspectRatio::Vertical);
        r.image_id = Some(ImageId::new(image_id.clone()));
        r.provider = Some(VideoProvider::Seedance);
        r.duration = Some(4);
        let j = spend(&core, SpendRequest::Video { request: r }).await;
        jobs.push((j.id, j.remote_id.unwrap_or_default(), j.kind));
    }
    for i in 0..8 {
        let r = GenerateMusicRequest {
            prompt: format!("calm beat {i}"),
            duration: 15_000,
            preset: None,
        };
        let j = spend(&core, SpendRequest::Music { request: r }).await;
        jobs.push((j.id, j.remote_id.unwrap_or_default(), j.kind));
    }
    for i in 0..4 {
        let r = GenerateSlideshowRequest {
            topic: format!("morning habits {i}"),
            slide_count: Some(3),
            ..Default::default()
        };
        let j = spend(&core, SpendRequest::Slideshow { request: r }).await;
        jobs.push((j.id, j.remote_id.unwrap_or_default(), j.kind));
    }
    let sent_in = start.elapsed();
    let sent_at_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0);

    // Watch the library (no service request): when a job lands, ask the sandbox how long ago it
    // finished there.
    let mut late: BTreeMap<String, (JobKind, f64, JobState)> = BTreeMap::new();
    let deadline = Instant::now() + Duration::from_secs_f64(a.job_seconds * 4.0 + 120.0);
    while late.len() < jobs.len() && Instant::now() < deadline {
        for (id, rid, kind) in &jobs {
            if late.contains_key(id) {
                continue;
            }
            let j = core.job_get(id).unwrap().unwrap();
            if matches!(j.status, JobState::Completed | JobState::Failed) {
                let s = control(
                    &base,
                    reqwest::Method::GET,
                    &format!("/__sandbox/jobs/{rid}"),
                )
                .await;
                let ago = s["finishedAgoMs"].as_f64().unwrap_or(f64::NAN) / 1000.0;
                late.insert(id.clone(), (*kind, ago, j.status));
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let ran = start.elapsed();
    let log = api_requests(&base).await;
    // Following: every request after the last submission (the sends and their balance checks are
    // the creator's presses, not polling).
    let following: Vec<&Value> = log
        .iter()
        .filter(|r| r["atMs"].as_u64().unwrap_or(0) > sent_at_ms)
        .collect();
    let times: Vec<u64> = following
        .iter()
        .filter_map(|r| r["atMs"].as_u64())
        .collect();
    let all_times: Vec<u64> = log.iter().filter_map(|r| r["atMs"].as_u64()).collect();
    let mut by_path: BTreeMap<String, usize> = BTreeMap::new();
    if std::env::var_os("BENCH_TRACE").is_some() {
        for r in &following {
            eprintln!("TRACE {} {} {}", r["atMs"], r["method"], r["path"]);
        }
    }
    for r in &following {
        let p = r["path"].as_str().unwrap_or("");
        let key = p.split('/').take(4).collect::<Vec<_>>().join("/");
        *by_path.entry(key).or_default() += 1;
    }

    println!(
        "Polling benchmark: shortest interval {interval:?}, budget {budget} requests a minute, jobs take {} s",
        a.job_seconds
    );
    println!();
    println!("| | figure | goal |");
    println!("|---|---|---|");
    println!(
        "| idle, {} s, no job | {idle} requests | 0 |",
        a.idle_seconds
    );
    println!(
        "| following the 28 jobs: most requests in any rolling minute | {} | <= 60 |",
        most_in_a_minute(&times)
    );
    println!(
        "| following the 28 jobs: mean requests a minute ({} in {:.0} s) | {:.1} | |",
        following.len(),
        ran.as_secs_f64(),
        following.len() as f64 / ran.as_secs_f64() * 60.0
    );
    println!(
        "| with the 28 sends and their balance checks: most in any rolling minute | {} | |",
        most_in_a_minute(&all_times)
    );
    let mut per_kind: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for (kind, ago, _) in late.values() {
        per_kind.entry(format!("{kind:?}")).or_default().push(*ago);
    }
    let mut all: Vec<f64> = late.values().map(|v| v.1).collect();
    all.sort_by(|a, b| a.total_cmp(b));
    for (kind, mut v) in per_kind {
        v.sort_by(|a, b| a.total_cmp(b));
        println!(
            "| {kind} ({}): saved after the service finished, median / most | {:.1} s / {:.1} s | most <= 15 s |",
            v.len(),
            v[v.len() / 2],
            v[v.len() - 1]
        );
    }
    if let Some(most) = all.last() {
        println!(
            "| all {} jobs: median / most | {:.1} s / {:.1} s | most <= 15 s |",
            all.len(),
            all[all.len() / 2],
            most
        );
    }
    let failed = late.values().filter(|v| v.2 == JobState::Failed).count();
    println!();
    println!(
        "sent in {:.1} s; {} of {} jobs landed ({failed} failed); GETs by path: {by_path:?}",
        sent_in.as_secs_f64(),
        late.len(),
        jobs.len()
    );
    core.shutdown().await;
    sb.shutdown().await;
}
