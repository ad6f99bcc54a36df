//! The app's core against hostile links (issue 28): a service on loopback (the strict sandbox) whose
//! answers point at a hostile server beside it. Four hostile files (a PNG whose header claims 60000 x
//! 60000 pixels, a body that says it is 3 GB, one that never ends, one that drips a byte a second) are
//! handed to the core three ways: as a job's result (the poll answer's `imageUrl`), as a character's face
//! (the listing's `referenceUrl`), and as a reference photo on disk (the bomb, and a 3 GB sparse file).
//! Three ordinary pictures are made at the same time. Prints, side by side in one run: the process's
//! memory at idle and at its highest while the hostile files were met, what became of each hostile link
//! and how long it took, and when the ordinary pictures arrived. Figures are printed, never asserted.
//!
//! ```text
//! bash scripts/bench-hostile.sh                 # about a minute and a half
//! bash scripts/bench-hostile.sh --seconds 120   # watch longer
//! ```
//! Needs a Secret Service (the script runs it under scripts/with-keyring.sh).

use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use studio_core::media_api::types::images::GenerateImageRequest;
use studio_core::media_api::ImageProvider;
use studio_core::{Core, CoreOptions, JobState, SpendRequest};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const KINDS: [&str; 4] = ["bomb", "huge", "endless", "drip"];

fn watch_seconds() -> u64 {
    let mut it = std::env::args().skip(1);
    match (it.next().as_deref(), it.next().and_then(|v| v.parse().ok())) {
        (None, _) => 75,
        (Some("--seconds"), Some(s)) => s,
        _ => {
            eprintln!("usage: hostile_links [--seconds N]");
            std::process::exit(2);
        }
    }
}

/// The process's resident memory now (VmRSS), in MB.
fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut c = 0xFFFF_FFFFu32;
    for &b in bytes {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 == 1 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

fn chunk(kind: &[u8], data: &[u8]) -> Vec<u8> {
    let mut out = (data.len() as u32).to_be_bytes().to_vec();
    let mut body = kind.to_vec();
    body.extend_from_slice(data);
    out.extend_from_slice(&body);
    out.extend_from_slice(&crc32(&body).to_be_bytes());
    out
}

/// A small PNG whose header claims 60000 x 60000 RGBA pixels (about 13.4 GB decoded).
fn bomb_png() -> Vec<u8> {
    let mut ihdr = 60000u32.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&60000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend(chunk(b"IHDR", &ihdr));
    // A zlib stream of a few zero bytes (a decoder would ask for far more).
    png.extend(chunk(
        b"IDAT",
        &[0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01],
    ));
    png.extend(chunk(b"IEND", &[]));
    png
}

/// Serves the hostile files on loopback; counts the bytes it sent.
async fn hostile_server(sent: Arc<AtomicU64>) -> String {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
        .await
        .unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        loop {
            let Ok((mut sock, _)) = listener.accept().await else {
                continue;
            };
            let sent = sent.clone();
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let n = sock.read(&mut buf).await.unwrap_or(0);
                let req = String::from_utf8_lossy(&buf[..n]).to_string();
                let path = req.split_whitespace().nth(1).unwrap_or("/").to_string();
                let kind = KINDS.iter().find(|k| path.contains(*k)).copied();
                let head = |len: Option<u64>| {
                    let len = len.map_or(String::new(), |l| format!("Content-Length: {l}\r\n"));
                    format!("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n{len}Connection: close\r\n\r\n")
                };
                let block = vec![0x42u8; 64 * 1024];
                match kind {
                    Some("bomb") => {
                        let png = bomb_png();
                        let _ = sock
                            .write_all(head(Some(png.len() as u64)).as_bytes())
                            .await;
                        let _ = sock.write_all(&png).await;
                        sent.fetch_add(png.len() as u64, Ordering::Relaxed);
                    }
                    Some("huge") | Some("endless") => {
                        let len = (kind == Some("huge")).then_some(3_000_000_000u64);
                        let _ = sock.write_all(head(len).as_bytes()).await;
                        let _ = sock.write_all(&bomb_png()[..8]).await;
                        while sock.write_all(&block).await.is_ok() {
                            sent.fetch_add(block.len() as u64, Ordering::Relaxed);
                        }
                    }
                    Some("drip") => {
                        let _ = sock.write_all(head(None).as_bytes()).await;
                        for b in bomb_png() {
                            if sock.write_all(&[b]).await.is_err() {
                                break;
                            }
                            sent.fetch_add(1, Ordering::Relaxed);
                            tokio::time::sleep(Duration::from_secs(1)).await;
                        }
                    }
                    _ => {
                        let _ = sock.write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").await;
                    }
                }
            });
        }
    });
    base
}

async fn fault(base: &str, body: Value) {
    let r = media_api::tls::client()
        .post(format!("{base}/__sandbox/faults"))
        .json(&body)
        .send()
        .await
        .expect("sandbox control");
    assert!(
        r.status().is_success(),
        "fault refused: {}",
        r.text().await.unwrap_or_default()
    );
}

fn picture(prompt: &str) -> SpendRequest {
    pictures(prompt, 1)
}

/// A job of `n` pictures (one of several is asked for by its own poll, `GET /api/generate/image/{id}`,
/// whose answer a fault can change for that job alone).
fn pictures(prompt: &str, n: u32) -> SpendRequest {
    let mut request = GenerateImageRequest::simple(prompt);
    request.num_images = Some(n);
    SpendRequest::Image {
        provider: ImageProvider::GrokImage,
        request,
        reference: None,
    }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let watch = Duration::from_secs(watch_seconds());
    let sent = Arc::new(AtomicU64::new(0));
    let hostile = hostile_server(sent.clone()).await;
    let sb = media_sandbox::spawn(media_sandbox::SandboxConfig {
        job_seconds: 1.0,
        ..Default::default()
    })
    .await
    .expect("sandbox");
    let base = sb.base_url().to_string();
    let (key, _) = sb.create_account(media_sandbox::Tier::Studio, 10_000);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut opts = CoreOptions::new(dir.path());
    opts.ignore_env = true;
    opts.keyring_service = "studio.media.app.bench".into();
    let core = Core::open(opts).await.expect("core");
    core.connect_service(&base, key, true)
        .await
        .expect("connect");

    // Idle: one ordinary picture made and saved, then a rest.
    let warm = core
        .spend(&uuid::Uuid::new_v4().to_string(), picture("a calm lake"))
        .await
        .unwrap();
    while !matches!(
        core.job_get(&warm[0].id).unwrap().unwrap().status,
        JobState::Completed | JobState::Failed
    ) {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let idle = rss_mb();
    let peak = Arc::new(std::sync::Mutex::new(idle));
    let sampler = {
        let peak = peak.clone();
        tokio::spawn(async move {
            loop {
                let now = rss_mb();
                {
                    let mut p = peak.lock().unwrap();
                    if now > *p {
                        *p = now;
                    }
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    };
    let start = Instant::now();

    // Results: each hostile file as a job's picture.
    let mut results = vec![];
    for kind in KINDS {
        let job = core
            .spend(
                &uuid::Uuid::new_v4().to_string(),
                pictures(&format!("hostile {kind}"), 2),
            )
            .await
            .unwrap();
        let rid = job[0].remote_id.clone().expect("remote id");
        fault(
            &base,
            json!({
                "path": format!("/api/generate/image/{rid}"), "method": "GET",
                "setFields": {"imageUrl": format!("{hostile}/{kind}.png")}, "count": 100000
            }),
        )
        .await;
        results.push((kind, job[0].id.clone()));
    }
    // Ordinary pictures, at the same time.
    let mut ordinary = vec![];
    for i in 0..3 {
        let job = core
            .spend(
                &uuid::Uuid::new_v4().to_string(),
                picture(&format!("a fox {i}")),
            )
            .await
            .unwrap();
        ordinary.push(job[0].id.clone());
    }

    // Faces: a character whose listed face is each hostile file in turn.
    let photo = dir.path().join("face.png");
    image::RgbImage::from_fn(256, 256, |x, y| image::Rgb([x as u8, y as u8, 128]))
        .save(&photo)
        .unwrap();
    let token = core.reference_prepare(photo).await.expect("face").token;
    let req = serde_json::from_value(json!({"name": "Hostile face"})).unwrap();
    core.characters_create(req, Some(token))
        .await
        .expect("character");
    let mut faces = vec![];
    for kind in KINDS {
        fault(&base, json!({
            "path": "/api/characters", "method": "GET",
            "setFields": {"characters[].referenceUrl": format!("{hostile}/face-{kind}.png")}, "count": 1
        }))
        .await;
        let t = Instant::now();
        let listed = core.characters_list(None, None).await;
        faces.push((
            kind,
            t.elapsed(),
            listed
                .map(|p| p.characters.len())
                .map_err(|e| e.message().to_string()),
        ));
    }

    // References: files on this computer.
    let bomb = dir.path().join("bomb.png");
    std::fs::write(&bomb, bomb_png()).unwrap();
    let huge = dir.path().join("huge.png");
    let f = std::fs::File::create(&huge).unwrap();
    f.set_len(3_000_000_000).unwrap();
    std::fs::write(dir.path().join("head"), &bomb_png()[..8]).unwrap();
    let mut references = vec![];
    for (name, path) in [("bomb", bomb), ("3 GB file", huge)] {
        let t = Instant::now();
        let r = core.reference_prepare(path).await;
        references.push((
            name,
            t.elapsed(),
            r.map(|_| ()).map_err(|e| e.message().to_string()),
        ));
    }

    // Watch.
    let mut arrived: Vec<Option<Duration>> = vec![None; ordinary.len()];
    let mut ended: Vec<Option<(Duration, JobState, String)>> = vec![None; results.len()];
    while start.elapsed() < watch {
        for (i, id) in ordinary.iter().enumerate() {
            if arrived[i].is_none()
                && core.job_get(id).unwrap().unwrap().status == JobState::Completed
            {
                arrived[i] = Some(start.elapsed());
            }
        }
        for (i, (_, id)) in results.iter().enumerate() {
            let j = core.job_get(id).unwrap().unwrap();
            if ended[i].is_none() && matches!(j.status, JobState::Completed | JobState::Failed) {
                ended[i] = Some((
                    start.elapsed(),
                    j.status,
                    j.error.map(|w| w.text).unwrap_or_default(),
                ));
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    sampler.abort();
    let peak = *peak.lock().unwrap();

    println!("Hostile links, watched for {} s", watch.as_secs());
    println!();
    println!("| memory (VmRSS) | MB |");
    println!("|---|---|");
    println!("| idle, one picture made | {idle:.1} |");
    println!("| highest while the hostile files were met | {peak:.1} |");
    println!("| above idle (goal: at most 300) | {:.1} |", peak - idle);
    println!();
    println!("| as a job's result | ended after | as | words |");
    println!("|---|---|---|---|");
    for ((kind, id), end) in results.iter().zip(&ended) {
        match end {
            Some((t, st, words)) => {
                let saved = core.job_get(id).unwrap().unwrap().media.len();
                println!(
                    "| {kind} | {:.1} s | {st:?}, {saved} of 2 pictures saved | {words} |",
                    t.as_secs_f64()
                )
            }
            None => {
                let j = core.job_get(id).unwrap().unwrap();
                println!(
                    "| {kind} | not within the watch | {:?} | {} |",
                    j.status,
                    j.progress.map(|w| w.text).unwrap_or_default()
                );
            }
        }
    }
    println!();
    println!("| as a face | the listing answered after | characters |");
    println!("|---|---|---|");
    for (kind, t, r) in &faces {
        println!(
            "| {kind} | {:.1} s | {} |",
            t.as_secs_f64(),
            r.as_ref().map_or_else(|e| e.clone(), |n| n.to_string())
        );
    }
    println!();
    println!("| as a reference photo | refused after | words |");
    println!("|---|---|---|");
    for (name, t, r) in &references {
        println!(
            "| {name} | {:.2} s | {} |",
            t.as_secs_f64(),
            r.as_ref()
                .err()
                .cloned()
                .unwrap_or_else(|| "accepted".into())
        );
    }
    println!();
    let times: Vec<String> = arrived
        .iter()
        .map(|a| {
            a.map_or("not arrived".into(), |t| {
                format!("{:.1} s", t.as_secs_f64())
            })
        })
        .collect();
    println!("Ordinary pictures arrived after: {}", times.join(", "));
    println!(
        "Bytes the hostile server sent: {:.1} MB",
        sent.load(Ordering::Relaxed) as f64 / 1e6
    );
    core.shutdown().await;
}
