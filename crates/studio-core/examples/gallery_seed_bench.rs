//! Seeds a library with many items (real SQLite in a data dir, real small pictures and thumbnails —
//! a few distinct files hard-linked under every item's own name) and prints how the gallery queries
//! behave: insert time, first page, deep page, filtered pages, counts, memory. Figures are printed,
//! never asserted.
//!
//! ```text
//! cargo run --release -p studio-core --example gallery_seed_bench                  # 10,000 items, temp dir
//! cargo run --release -p studio-core --example gallery_seed_bench -- --items 2000
//! cargo run --release -p studio-core --example gallery_seed_bench -- --keep /tmp/gallery-10k
//! MEDIA_STUDIO_DATA_DIR=/tmp/gallery-10k target/debug/media-studio                 # the app on that library
//! ```
//!
//! `--keep DIR` seeds into DIR (new or empty) and leaves it behind: the app opened on it shows the
//! seeded gallery (not connected; items of 8 characters `char_bench_1..8`, some unassigned, videos when
//! ffmpeg is installed, 2% in the trash).

use serde_json::json;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use studio_core::store::{JobRow, MediaRow};
use studio_core::{Core, CoreOptions, GalleryQuery, JobKind, JobState, MediaKind, Paths, Store};

const DISTINCT: usize = 12;
const PER_JOB: usize = 4;
/// The scene of an item's prompt: one of these for ten jobs in turn (each in 1 of 40 items: a rare
/// word, where "portrait" is in nearly every prompt).
const SCENES: [&str; 40] = [
    "rooftop",
    "beach",
    "forest",
    "desert",
    "harbour",
    "library",
    "market",
    "garden",
    "bridge",
    "subway",
    "castle",
    "meadow",
    "canyon",
    "glacier",
    "vineyard",
    "lighthouse",
    "stadium",
    "bakery",
    "studio",
    "temple",
    "orchard",
    "island",
    "village",
    "airport",
    "museum",
    "canal",
    "theatre",
    "jungle",
    "volcano",
    "lagoon",
    "prairie",
    "factory",
    "cathedral",
    "pier",
    "plaza",
    "tundra",
    "alley",
    "balcony",
    "greenhouse",
    "observatory",
];

struct Args {
    items: usize,
    keep: Option<PathBuf>,
    /// Extra SQL run before the core opens (index experiments).
    sql: Option<String>,
}

fn args() -> Args {
    let mut a = Args {
        items: 10_000,
        keep: None,
        sql: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(x) = it.next() {
        match x.as_str() {
            "--items" => a.items = it.next().and_then(|n| n.parse().ok()).expect("--items N"),
            "--keep" => a.keep = Some(PathBuf::from(it.next().expect("--keep DIR"))),
            "--sql" => a.sql = Some(it.next().expect("--sql 'CREATE INDEX ...'")),
            other => panic!("unknown argument {other} (use --items N, --keep DIR)"),
        }
    }
    a
}

fn rss_kib() -> (u64, u64) {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |k: &str| {
        s.lines()
            .find(|l| l.starts_with(k))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// A few real pictures (PNG, 768 px) and their 320 px thumbnails (with their 160 px small copies); a real
/// 1 s H.264 clip when ffmpeg is there.
fn sources(dir: &Path) -> (Vec<(PathBuf, PathBuf)>, Option<PathBuf>) {
    std::fs::create_dir_all(dir).unwrap();
    let mut pics = Vec::new();
    for i in 0..DISTINCT {
        let (r, g, b) = (
            (i * 37 % 255) as u8,
            (i * 91 % 255) as u8,
            (200 - i * 13) as u8,
        );
        let img = image::RgbImage::from_fn(768, 768, |x, y| {
            image::Rgb([
                r.wrapping_add((x / 6) as u8),
                g.wrapping_add((y / 6) as u8),
                b,
            ])
        });
        let png = dir.join(format!("pic-{i}.png"));
        img.save(&png).unwrap();
        let thumb = dir.join(format!("pic-{i}.jpg"));
        media_prep::thumbnail_file(&png, &thumb, 320).expect("thumbnail");
        media_prep::thumbnail_file(&thumb, small_of(&thumb), 160).expect("small thumbnail");
        pics.push((png, thumb));
    }
    let clip = dir.join("clip.mp4");
    let made = std::process::Command::new("ffmpeg")
        .args([
            "-v",
            "error",
            "-y",
            "-f",
            "lavfi",
            "-i",
            "testsrc=size=320x240:rate=24",
            "-t",
            "1",
        ])
        .args(["-c:v", "libx264", "-pix_fmt", "yuv420p"])
        .arg(&clip)
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    (pics, made.then_some(clip))
}

/// Links a thumbnail under `name`, with its small copy, as the app makes them together.
fn link_thumb(paths: &Paths, thumb: &Path, name: &str) {
    let [full, small] = paths.thumb_files(name);
    link(thumb, &full);
    if let Some(dir) = small.parent() {
        std::fs::create_dir_all(dir).unwrap();
    }
    link(&small_of(thumb), &small);
}

fn small_of(thumb: &Path) -> PathBuf {
    thumb.with_extension("small.jpg")
}

fn link(src: &Path, dst: &Path) {
    if std::fs::hard_link(src, dst).is_err() {
        std::fs::copy(src, dst).unwrap();
    }
}

fn ts(base: chrono::DateTime<chrono::Utc>, minutes_ago: i64) -> String {
    (base - chrono::Duration::minutes(minutes_ago))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Writes `n` items: image jobs of 4 (every other one with a character), 1 in 20 a video job, 1 in 10
/// items only listed by the service, 1 in 50 without a remote id (those go to the trash later).
/// Returns (jobs, items, ids to trash).
fn seed(paths: &Paths, n: usize) -> (usize, usize, Vec<String>) {
    let (pics, clip) = sources(&paths.root().join("bench-src"));
    let db = Store::open(&paths.library_db()).unwrap();
    let now = chrono::Utc::now();
    let (mut jobs, mut items, mut j) = (0, 0, 0usize);
    let mut to_trash = Vec::new();
    while items < n {
        j += 1;
        let at = (n - items) as i64 * 7; // newest last, ~7 minutes apart
        let character = (j % 2 == 0).then(|| format!("char_bench_{}", j % 8 + 1));
        if j % 10 == 0 {
            // Only listed by the service (gallery sync).
            let id = uuid::Uuid::new_v4().to_string();
            let (png, thumb) = &pics[j % DISTINCT];
            let file = format!("service-{id}.png");
            link(png, &paths.media_dir().join(&file));
            link_thumb(paths, thumb, &format!("service-{id}.jpg"));
            db.insert_media(&MediaRow {
                id: id.clone(),
                kind: MediaKind::Image,
                remote_id: Some(format!("img_bench_{j}")),
                remote_url: Some(format!("https://media.example/img_bench_{j}.png")),
                file,
                thumb: Some(format!("service-{}.jpg", id)),
                job_id: None,
                character_id: character,
                provider: None,
                prompt: Some(format!("{{\"scene\":\"bench {j}\"}}")),
                width: Some(768),
                height: Some(768),
                created_at: ts(now, at),
                first_seen: None,
                service_gone: None,
            })
            .unwrap();
            items += 1;
            continue;
        }
        let video = j % 20 == 5 && clip.is_some();
        let count = if video { 1 } else { PER_JOB.min(n - items) };
        let job_id = uuid::Uuid::new_v4().to_string();
        let (kind, provider, request) = if video {
            (
                JobKind::Video,
                "seedance",
                json!({ "imageUrl": "https://media.example/src.png", "prompt": "slow pan", "duration": 6 }),
            )
        } else {
            let form = json!({ "subject": { "description": format!("bench portrait {j}") }, "photography": { "aspectRatio": "1:1" } });
            (
                JobKind::Image,
                "gpt-image-2",
                json!({ "formData": form, "numImages": count }),
            )
        };
        db.insert_job(&JobRow {
            id: job_id.clone(),
            kind,
            provider: provider.into(),
            request,
            cost_estimate: Some(if video { 30 } else { 2 * count as u32 }),
            status: JobState::Completed,
            progress: None,
            error: None,
            remote_id: Some(format!("job_bench_{j}")),
            result: Some(
                json!({ "promptUsed": format!("{{\"subject\":\"bench portrait {j}\"}}") }),
            ),
            created_at: ts(now, at + 1),
            updated_at: ts(now, at),
            completed_at: Some(ts(now, at)),
            group_id: None,
            reference: character
                .as_ref()
                .map(|c| json!({ "characterId": c, "characterName": format!("Bench {c}") })),
            intent: None,
        })
        .unwrap();
        jobs += 1;
        for k in 0..count {
            let (png, thumb) = &pics[(j + k) % DISTINCT];
            let (src, ext, kind) = if video {
                (clip.as_ref().unwrap(), "mp4", MediaKind::Video)
            } else {
                (png, "png", MediaKind::Image)
            };
            let file = format!("{job_id}-{}.{ext}", k + 1);
            let tname = format!("{job_id}-{}.jpg", k + 1);
            link(src, &paths.media_dir().join(&file));
            link_thumb(paths, thumb, &tname);
            let id = uuid::Uuid::new_v4().to_string();
            let local_only = items % 50 == 25;
            if local_only {
                to_trash.push(id.clone());
            }
            db.insert_media(&MediaRow {
                id,
                kind,
                remote_id: (!local_only).then(|| format!("img_bench_{j}_{k}")),
                remote_url: Some(format!("https://media.example/img_bench_{j}_{k}.{ext}")),
                file,
                thumb: Some(tname),
                job_id: Some(job_id.clone()),
                character_id: character.clone(),
                provider: Some(provider.into()),
                prompt: Some(format!(
                    "bench portrait {j} on a {}",
                    SCENES[(j / 10) % SCENES.len()]
                )),
                width: Some(if video { 320 } else { 768 }),
                height: Some(if video { 240 } else { 768 }),
                created_at: ts(now, at),
                first_seen: None,
                service_gone: None,
            })
            .unwrap();
            items += 1;
        }
    }
    (jobs, items, to_trash)
}

fn time<T>(label: &str, runs: usize, mut f: impl FnMut() -> T) -> T {
    let mut all = Vec::with_capacity(runs);
    let mut out = None;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        out = Some(f());
        all.push(t.elapsed());
    }
    let first = all[0];
    all.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{label:<44} first {:>7.2} ms   median {:>7.2} ms   max {:>7.2} ms",
        ms(first),
        ms(all[all.len() / 2]),
        ms(all[all.len() - 1])
    );
    out.unwrap()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let a = args();
    let tmp = tempfile::tempdir().unwrap();
    let root = a.keep.clone().unwrap_or_else(|| tmp.path().to_path_buf());
    if root.exists()
        && std::fs::read_dir(&root)
            .map(|mut d| d.next().is_some())
            .unwrap_or(false)
    {
        panic!(
            "{} is not empty: --keep needs a new or empty folder",
            root.display()
        );
    }
    let paths = Paths::at(&root);
    paths.ensure().unwrap();
    println!(
        "gallery seed bench: {} items into {}",
        a.items,
        root.display()
    );

    let t = Instant::now();
    let (jobs, items, to_trash) = seed(&paths, a.items);
    let seeded = t.elapsed();
    println!(
        "seeded {items} items ({jobs} jobs) in {:.2} s ({:.3} ms per item, files and rows)",
        seeded.as_secs_f64(),
        seeded.as_secs_f64() * 1000.0 / items as f64
    );

    if let Some(sql) = &a.sql {
        let t = Instant::now();
        rusqlite::Connection::open(paths.library_db())
            .unwrap()
            .execute_batch(sql)
            .expect("--sql runs");
        println!("--sql ran in {:.1} ms", t.elapsed().as_secs_f64() * 1000.0);
    }
    let mut opts = CoreOptions::new(&root);
    opts.ignore_env = true;
    let t = Instant::now();
    let core = Core::open(opts).await.expect("core opens");
    println!(
        "core opened in {:.1} ms",
        t.elapsed().as_secs_f64() * 1000.0
    );

    // 2% to the trash (items without a remote id: no service involved).
    let t = Instant::now();
    for id in &to_trash {
        core.media_delete(id, studio_core::DeleteScope::Service)
            .await
            .expect("trashed");
    }
    println!(
        "moved {} items to the trash in {:.1} ms",
        to_trash.len(),
        t.elapsed().as_secs_f64() * 1000.0
    );

    let q = GalleryQuery::default;
    let first = time("gallery_list first page (100)", 30, || {
        core.gallery_list(&GalleryQuery { limit: 100, ..q() })
            .unwrap()
    });
    println!("  -> {} items, total {}", first.items.len(), first.total);
    let offset = 9_900.min(first.total.saturating_sub(100));
    let deep = time(
        &format!("gallery_list deep page (offset {offset}, 100)"),
        30,
        || {
            core.gallery_list(&GalleryQuery {
                limit: 100,
                offset,
                ..q()
            })
            .unwrap()
        },
    );
    println!("  -> {} items", deep.items.len());
    time("total count only (limit 1)", 30, || {
        core.gallery_list(&GalleryQuery { limit: 1, ..q() })
            .unwrap()
            .total
    });
    let c = time("character filter, first page", 30, || {
        core.gallery_list(&GalleryQuery {
            character_id: Some("char_bench_3".into()),
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    println!("  -> total {}", c.total);
    time("unassigned, first page", 30, || {
        core.gallery_list(&GalleryQuery {
            unassigned: true,
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    time("videos, first page", 30, || {
        core.gallery_list(&GalleryQuery {
            kind: Some(MediaKind::Video),
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    let tr = time("trash, first page", 30, || {
        core.gallery_list(&GalleryQuery {
            trash: true,
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    println!("  -> total {}", tr.total);
    // The library's search (issue 13): words in the prompt, a shelf, sort by cost, counts per shelf.
    let w = time("search \"portrait 7\", first page", 30, || {
        core.gallery_list(&GalleryQuery {
            text: Some("portrait 7".into()),
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    println!("  -> total {}", w.total);
    let w = time("search \"rooftop\", first page", 30, || {
        core.gallery_list(&GalleryQuery {
            text: Some("rooftop".into()),
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    println!("  -> total {}", w.total);
    let w = time("search \"portrait\", first page", 30, || {
        core.gallery_list(&GalleryQuery {
            text: Some("portrait".into()),
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    println!("  -> total {}", w.total);
    time("music shelf, first page", 30, || {
        core.gallery_list(&GalleryQuery {
            shelf: Some(studio_core::Shelf::Music),
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    time("sort by cost, first page", 10, || {
        core.gallery_list(&GalleryQuery {
            sort: studio_core::GallerySort::Cost,
            limit: 100,
            ..q()
        })
        .unwrap()
    });
    time("counts per shelf, whole library", 30, || {
        core.gallery_counts(&q()).unwrap()
    });
    time("counts per shelf of \"portrait 7\"", 30, || {
        core.gallery_counts(&GalleryQuery {
            text: Some("portrait 7".into()),
            ..q()
        })
        .unwrap()
    });
    time("counts per shelf of \"rooftop\"", 30, || {
        core.gallery_counts(&GalleryQuery {
            text: Some("rooftop".into()),
            ..q()
        })
        .unwrap()
    });
    let all = time(
        "select all in view (gallery_refs, whole library)",
        5,
        || core.gallery_refs(&q()).unwrap(),
    );
    println!("  -> {} refs", all.len());
    time("library_list (500)", 10, || {
        core.library_list(None, 500, 0).unwrap()
    });
    let json = serde_json::to_vec(&first).unwrap();
    println!("first page as JSON over IPC: {} KiB", json.len() / 1024);
    let (rss, hwm) = rss_kib();
    println!(
        "memory: RSS {:.1} MiB, peak {:.1} MiB",
        rss as f64 / 1024.0,
        hwm as f64 / 1024.0
    );
    let db_size = std::fs::metadata(paths.library_db())
        .map(|m| m.len())
        .unwrap_or(0);
    println!("library.sqlite: {:.1} MiB", db_size as f64 / 1_048_576.0);
    core.shutdown().await;
    if a.keep.is_some() {
        println!(
            "kept: MEDIA_STUDIO_DATA_DIR={} opens the app on this library",
            root.display()
        );
    }
}
