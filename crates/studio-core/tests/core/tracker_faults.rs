//! The tracker against a broken service: a 429 storm on the jobs list, a download that never ends, a
//! link the service no longer honours, a file that is not what it claims. Real HTTP to the sandbox,
//! whose scripted faults (`/__sandbox/faults`) stand in for the broken parts.

use crate::common::*;
use std::time::Duration;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::ImageProvider;
use studio_core::{Core, JobState};

async fn requests(base: &str) -> Vec<serde_json::Value> {
    control_get(base, "/__sandbox/requests").await["requests"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

async fn media_requests(base: &str) -> Vec<serde_json::Value> {
    control_get(base, "/__sandbox/media-requests").await["requests"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn track(prompt: &str) -> GenerateMusicRequest {
    GenerateMusicRequest {
        prompt: prompt.into(),
        duration: 15_000,
        preset: None,
    }
}

async fn connected(job_seconds: f64) -> (media_sandbox::SandboxHandle, tempfile::TempDir, Core) {
    connected_as(job_seconds, media_sandbox::Tier::Studio, 500).await
}

/// Sends a track and scripts `fault` (status, body, trickle) for the first download of its file;
/// answers the job and the file's path at the media listener.
async fn track_with_faulty_file(
    core: &Core,
    base: &str,
    prompt: &str,
    fault_fields: serde_json::Value,
) -> (studio_core::TrackedJob, String) {
    let job = core
        .generate_music(&intent(), &track(prompt))
        .await
        .expect("sent");
    let rid = job.remote_id.clone().expect("remote id");
    let path = format!("/media/{rid}.m4a");
    let mut body = serde_json::json!({"path": path, "count": 1});
    if let (Some(b), Some(f)) = (body.as_object_mut(), fault_fields.as_object()) {
        b.extend(f.clone());
    }
    fault(base, body).await;
    (job, path)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_storm_on_the_jobs_list_pauses_every_poll_and_never_fans_out() {
    let (sb, _dir, core) = connected(1.0).await;
    let base = sb.base_url().to_string();
    fault(
        &base,
        serde_json::json!({"path": "/api/user/jobs", "status": 429, "retryAfter": 2, "count": 3}),
    )
    .await;
    let mut ids = vec![];
    for p in ["a fox", "a hare", "a lynx"] {
        let j = core
            .generate_images(&intent(), &ImageProvider::GrokImage, &request(p, 1), None)
            .await
            .expect("sent");
        ids.push(j.id);
    }
    for id in &ids {
        let j = wait_job(&core, id, Duration::from_secs(30)).await;
        assert_eq!(j.status, JobState::Completed, "{j:?}");
    }
    let log = requests(&base).await;
    let gets: Vec<&serde_json::Value> = log.iter().filter(|r| r["method"] == "GET").collect();
    // No image job was asked on its own while the list answered 429 (no fan-out)...
    let storm_end = gets
        .iter()
        .rposition(|r| r["status"] == 429)
        .expect("the 429s were seen");
    assert!(
        !gets[..storm_end].iter().any(|r| r["path"]
            .as_str()
            .unwrap_or("")
            .starts_with("/api/generate/image/")),
        "{gets:#?}"
    );
    // ...and after each 429 nothing at all was asked for its Retry-After (2 s).
    for (i, r) in gets.iter().enumerate() {
        if r["status"] == 429 {
            if let Some(next) = gets.get(i + 1) {
                let gap = next["atMs"].as_u64().unwrap() - r["atMs"].as_u64().unwrap();
                assert!(gap >= 1900, "asked again {gap} ms after a 429: {next}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_download_that_never_ends_does_not_hold_up_other_jobs() {
    let (sb, _dir, core) = connected(0.5).await;
    let base = sb.base_url().to_string();
    let (stuck, path) =
        track_with_faulty_file(&core, &base, "stuck", serde_json::json!({"trickleMs": 200})).await;
    // The others are sent only once the endless download has begun, so they finish beside it.
    wait_state(
        &core,
        &stuck.id,
        &[JobState::Downloading],
        Duration::from_secs(30),
    )
    .await;
    let other = core
        .generate_music(&intent(), &track("other"))
        .await
        .expect("sent");
    let picture = core
        .generate_images(
            &intent(),
            &ImageProvider::GrokImage,
            &request("a heron", 1),
            None,
        )
        .await
        .expect("sent");
    for id in [&other.id, &picture.id] {
        let j = wait_job(&core, id, Duration::from_secs(30)).await;
        assert_eq!(j.status, JobState::Completed, "{j:?}");
    }
    let s = core.job_get(&stuck.id).unwrap().unwrap();
    assert_eq!(s.status, JobState::Downloading, "{s:?}");
    assert!(media_requests(&base)
        .await
        .iter()
        .any(|m| m["path"] == path));
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_link_is_asked_for_again_and_the_track_lands() {
    let (sb, _dir, core) = connected(0.5).await;
    let base = sb.base_url().to_string();
    let (job, path) = track_with_faulty_file(
        &core,
        &base,
        "expiring",
        serde_json::json!({"status": 403, "body": "<html>Expired</html>"}),
    )
    .await;
    let rid = job.remote_id.clone().expect("remote id");
    let j = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(j.status, JobState::Completed, "{j:?}");
    assert_eq!(j.media.len(), 1);
    let statuses: Vec<u64> = media_requests(&base)
        .await
        .iter()
        .filter(|m| m["path"] == path)
        .map(|m| m["status"].as_u64().unwrap())
        .collect();
    assert_eq!(statuses, vec![403, 200]);
    // The job was asked again for its link between the two.
    let polls = requests(&base)
        .await
        .iter()
        .filter(|r| r["path"] == format!("/api/generate/music/{rid}"))
        .count();
    assert!(polls >= 2, "{polls}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_that_is_not_a_track_is_refused_at_once_and_saved_again() {
    let (sb, _dir, core) = connected(0.5).await;
    let base = sb.base_url().to_string();
    let (job, path) = track_with_faulty_file(
        &core,
        &base,
        "html",
        serde_json::json!({"status": 200, "body": "<!doctype html><p>Sign in</p>"}),
    )
    .await;
    // The page is refused at once (the same link would bring the same page): failed in words, the
    // address kept; Save again fetches it again, and the real track lands.
    let refused = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(refused.status, JobState::Failed, "{refused:?}");
    assert!(refused.can_save_again, "{refused:?}");
    assert!(
        refused
            .error
            .as_deref()
            .unwrap()
            .contains("not a sound file"),
        "{refused:?}"
    );
    core.job_save_again(&job.id).unwrap();
    let j = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(j.status, JobState::Completed, "{j:?}");
    let file = core
        .paths()
        .media_dir()
        .join(j.media[0].url.rsplit('/').next().expect("file name"));
    let head = std::fs::read(&file).expect("saved");
    assert_eq!(&head[4..8], b"ftyp", "the real track, not the page");
    assert_eq!(
        media_requests(&base)
            .await
            .iter()
            .filter(|m| m["path"] == path)
            .count(),
        2
    );
    // Nothing else is left in media/ (the refused bytes never took a name).
    let names: Vec<String> = std::fs::read_dir(core.paths().media_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

/// The file at `path` was asked for twice, the second time only from `cut` on (a 206), and the file that
/// landed is the whole of it, as the service holds it.
async fn went_on_from(base: &str, path: &str, cut: u64, core: &Core, j: &studio_core::TrackedJob) {
    let tries: Vec<(u64, Option<String>)> = media_requests(base)
        .await
        .iter()
        .filter(|m| m["path"] == path)
        .map(|m| {
            (
                m["status"].as_u64().unwrap(),
                m["range"].as_str().map(str::to_string),
            )
        })
        .collect();
    assert_eq!(
        tries,
        vec![(200, None), (206, Some(format!("bytes={cut}-")))],
        "the second try asked only for the rest"
    );
    let url = j.media[0].remote_url.clone().unwrap();
    let whole = media_api::tls::get(&url)
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert!(whole.len() as u64 > cut);
    assert_eq!(std::fs::read(file_of(core, &j.media[0])).unwrap(), whole);
}

/// A download cut off part-way goes on where it stopped: the next try asks only for the rest (a
/// Range the service's file server answers with 206), and the file that lands is the whole track.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_download_cut_off_part_way_goes_on_where_it_stopped() {
    let (sb, _dir, core) = connected(0.5).await;
    let base = sb.base_url().to_string();
    const CUT: u64 = 3000;
    let (job, path) = track_with_faulty_file(
        &core,
        &base,
        "cut off",
        serde_json::json!({"cutAfterBytes": CUT}),
    )
    .await;
    let j = wait_job(&core, &job.id, Duration::from_secs(60)).await;
    assert_eq!(j.status, JobState::Completed, "{j:?}");
    went_on_from(&base, &path, CUT, &core, &j).await;
    core.shutdown().await;
}

/// A download that stalls part-way (the connection open, nothing more arriving) pauses and goes on
/// from where it stopped by itself: the next try asks only for the rest, and the whole track lands.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_download_that_stalls_part_way_goes_on_by_itself() {
    let (sb, _dir, core) = connected(0.5).await;
    let base = sb.base_url().to_string();
    let mut events = core.subscribe();
    const CUT: u64 = 3000;
    let (job, path) = track_with_faulty_file(
        &core,
        &base,
        "stalled",
        serde_json::json!({"cutAfterBytes": CUT, "stall": true}),
    )
    .await;
    // Paused in words while it waits (the stall is told after the kind's 10 s window).
    job_update(
        &mut events,
        Duration::from_secs(40),
        "saving paused after the stall",
        |j| j.id == job.id && j.progress.as_deref().is_some_and(|p| p.contains("stalled")),
    )
    .await;
    let j = wait_job(&core, &job.id, Duration::from_secs(60)).await;
    assert_eq!(j.status, JobState::Completed, "{j:?}");
    went_on_from(&base, &path, CUT, &core, &j).await;
    core.shutdown().await;
}

/// A small PNG whose header claims 60000 x 60000 pixels, and a link that drips a byte a second: served
/// by a hostile server beside the sandbox, named as a job's second picture by its poll answer.
async fn hostile_server() -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    fn chunk(kind: &[u8], data: &[u8]) -> Vec<u8> {
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        let mut out = (data.len() as u32).to_be_bytes().to_vec();
        let crc = {
            let mut c = 0xFFFF_FFFFu32;
            for &b in &body {
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
        };
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc.to_be_bytes());
        out
    }
    let mut ihdr = 60000u32.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&60000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
    let mut bomb = b"\x89PNG\r\n\x1a\n".to_vec();
    bomb.extend(chunk(b"IHDR", &ihdr));
    bomb.extend(chunk(b"IDAT", &[0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]));
    bomb.extend(chunk(b"IEND", &[]));
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
        .await
        .unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let bomb = bomb.clone();
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let n = sock.read(&mut buf).await.unwrap_or(0);
                let drip = String::from_utf8_lossy(&buf[..n]).contains("/drip.png");
                let len = if drip {
                    String::new()
                } else {
                    format!("Content-Length: {}\r\n", bomb.len())
                };
                let head = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n{len}Connection: close\r\n\r\n"
                );
                let _ = sock.write_all(head.as_bytes()).await;
                if drip {
                    for b in bomb {
                        if sock.write_all(&[b]).await.is_err() {
                            break;
                        }
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                } else {
                    let _ = sock.write_all(&bomb).await;
                }
            });
        }
    });
    base
}

/// A result that is a picture bomb is refused before anything decodes it, and one that drips a byte a
/// second fails in words after stalling three times in a row with nothing more arriving, instead of
/// waiting for ever: each keeps its address for Save again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_picture_bomb_and_a_drip_as_results_are_refused_in_words() {
    let (sb, _dir, core) = connected(0.5).await;
    let hostile = hostile_server().await;
    for (file, words) in [
        (
            "bomb.png",
            "far larger than any the service makes (60000 x 60000 pixels)",
        ),
        ("drip.png", "The download was too slow"),
    ] {
        let mut request = request(file, 2);
        request.num_images = Some(2);
        let job = core
            .spend_one(
                &intent(),
                studio_core::SpendRequest::Image {
                    provider: ImageProvider::GrokImage,
                    request,
                    reference: None,
                },
            )
            .await
            .unwrap();
        let rid = job.remote_id.clone().unwrap();
        fault(
            sb.base_url(),
            serde_json::json!({
                "path": format!("/api/generate/image/{rid}"), "method": "GET",
                "setFields": {"imageUrl": format!("{hostile}/{file}")}, "count": 1000
            }),
        )
        .await;
        let done = wait_job(&core, &job.id, Duration::from_secs(90)).await;
        assert_eq!(done.status, JobState::Failed, "{file}: {done:?}");
        assert!(done.can_save_again, "{file}: {done:?}");
        assert!(
            done.error.as_deref().unwrap().contains(words),
            "{file}: {done:?}"
        );
        assert!(done.media.is_empty(), "{file}: nothing saved: {done:?}");
    }
    core.shutdown().await;
}

/// A part kept from an earlier try that is not the start of the file after all (a changed file, or
/// bytes that were never the file's): the whole is fetched again, and the right track lands.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_part_that_is_not_the_files_start_is_fetched_again_whole() {
    let (sb, _dir, core) = connected(1.0).await;
    let job = core
        .generate_music(&intent(), &track("changed"))
        .await
        .expect("sent");
    let rid = job.remote_id.clone().unwrap();
    let url = format!("{}/media/{rid}.m4a", sb.media_base_url());
    // What an earlier try would have left: a part of something else, named as this file's.
    let media = core.paths().media_dir();
    let file = format!("{}-1.m4a", job.id);
    std::fs::write(media.join(format!(".{file}.resume")), vec![0u8; 1000]).unwrap();
    std::fs::write(
        media.join(format!(".{file}.resume-url")),
        format!("{url}\n\"an-old-etag\""),
    )
    .unwrap();
    let j = wait_job(&core, &job.id, Duration::from_secs(30)).await;
    assert_eq!(j.status, JobState::Completed, "{j:?}");
    let whole = media_api::tls::get(&url)
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert_eq!(std::fs::read(file_of(&core, &j.media[0])).unwrap(), whole);
    assert!(
        !media.join(format!(".{file}.resume")).exists(),
        "nothing left to go on from"
    );
    core.shutdown().await;
}

/// A character's face that drips (a byte every 200 ms, never ending) while three pictures with that face
/// wait for a slot: their faces are fetched off the tracker's round, so a track sent meanwhile is still
/// followed and saved before any of them gives up; each fails within the face's limits, in words,
/// unsent and uncharged (the round waited up to a face's hour for each before).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dripping_face_holds_up_no_other_job() {
    use studio_core::{ImageReference, SpendRequest};
    let (sb, dir, core, key) = connected_with_key(1.0, media_sandbox::Tier::Pro, 100).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let picture = |prompt: &str, face: Option<&str>| SpendRequest::Image {
        provider: ImageProvider::GrokImage,
        request: request(prompt, 1),
        reference: face.map(|id| ImageReference {
            character_id: Some(id.to_string()),
            ..Default::default()
        }),
    };
    // The account's four slots are taken; three pictures with Mia's face wait for one.
    for i in 0..4 {
        core.spend(&intent(), picture(&format!("a hill {i}"), None))
            .await
            .unwrap();
    }
    let mut faced = Vec::new();
    for i in 0..3 {
        let j = core
            .spend(&intent(), picture(&format!("Mia {i}"), Some(&mia)))
            .await
            .unwrap()
            .remove(0);
        assert_eq!(j.status, JobState::Waiting, "{j:?}");
        faced.push(j.id);
    }
    // Opened again, the app has no face in memory: sending them fetches Mia's, which now drips.
    core.shutdown().await;
    let client = studio_core::media_api::Client::builder(sb.base_url())
        .api_key(studio_core::media_api::ApiKey::new(key.clone()))
        .build()
        .unwrap();
    let face = client
        .characters()
        .get(&studio_core::media_api::CharacterId::from(mia.clone()))
        .await
        .unwrap()
        .character
        .reference_url
        .unwrap();
    let path = url::Url::parse(&face).unwrap().path().to_string();
    fault(
        sb.base_url(),
        serde_json::json!({"path": path, "trickleMs": 200, "count": 10}),
    )
    .await;
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let song = core
        .generate_music(&intent(), &track("a walk"))
        .await
        .unwrap();

    let saved = wait_job(&core, &song.id, Duration::from_secs(60)).await;
    assert_eq!(saved.status, JobState::Completed, "{saved:?}");
    for id in &faced {
        let j = core.job_get(id).unwrap().unwrap();
        assert_ne!(
            j.status,
            JobState::Failed,
            "the track was saved first: {j:?}"
        );
    }
    for id in &faced {
        let j = wait_job(&core, id, Duration::from_secs(120)).await;
        assert_eq!(j.status, JobState::Failed, "{j:?}");
        let why = j.error.unwrap().text;
        assert!(
            why.contains("Mia's face picture") && why.contains("nothing was charged"),
            "{why}"
        );
        assert!(j.remote_id.is_none(), "never sent");
    }
    core.shutdown().await;
    sb.shutdown().await;
}
