//! Thumbnail throughput of media-prep next to libvips' `vipsthumbnail` on the same files.
//!
//! ```text
//! cargo run --release -p media-prep --example thumb_bench -- [--size N] [--repeat N] DIR_OR_FILE...
//! ```
//!
//! Each round thumbnails every input file (read from disk, written to a temporary folder) once with
//! `media_prep::thumbnail_file` in this process (one thread); then one `vipsthumbnail` process is
//! given all files of all rounds (its default threading, and again with one thread). Figures are
//! images/s and MB/s of input file size. Exits non-zero when `vipsthumbnail` is not installed.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

struct Args {
    size: u32,
    repeat: u32,
    files: Vec<PathBuf>,
}

fn parse_args() -> Result<Args, String> {
    let mut size = 256;
    let mut repeat = 20;
    let mut inputs = Vec::new();
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut number = |name: &str| -> Result<u32, String> {
            it.next()
                .and_then(|v| v.parse().ok())
                .filter(|&v| v > 0)
                .ok_or(format!("{name} needs a positive number"))
        };
        match arg.as_str() {
            "--size" => size = number("--size")?,
            "--repeat" => repeat = number("--repeat")?,
            "-h" | "--help" => return Err(String::new()),
            _ => inputs.push(PathBuf::from(arg)),
        }
    }
    let mut files = Vec::new();
    for input in inputs {
        if input.is_dir() {
            let entries =
                std::fs::read_dir(&input).map_err(|e| format!("{}: {e}", input.display()))?;
            let mut found: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| is_image(p))
                .collect();
            found.sort();
            files.extend(found);
        } else {
            files.push(input);
        }
    }
    if files.is_empty() {
        return Err("no image files given".into());
    }
    Ok(Args {
        size,
        repeat,
        files,
    })
}

fn is_image(p: &Path) -> bool {
    let ext = p
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    matches!(
        ext.as_deref(),
        Some("jpg" | "jpeg" | "png" | "webp" | "gif")
    )
}

fn report(label: &str, images: u64, bytes: u64, took: Duration) {
    let secs = took.as_secs_f64().max(1e-9);
    println!(
        "{label:<34} {images:>6} images {:>8.3} s {:>9.1} images/s {:>8.2} MB/s",
        secs,
        images as f64 / secs,
        bytes as f64 / 1e6 / secs
    );
}

/// One `vipsthumbnail` process given every file `repeat` times, so its start-up counts once.
fn run_vips(args: &Args, out: &Path, threads: Option<u32>) -> Result<Duration, String> {
    let mut cmd = Command::new("vipsthumbnail");
    cmd.arg("--size")
        .arg(args.size.to_string())
        .arg("-o")
        .arg(out.join("%s_vips.jpg[Q=82,strip]"));
    for _ in 0..args.repeat {
        cmd.args(&args.files);
    }
    cmd.stdout(Stdio::null());
    if let Some(n) = threads {
        cmd.env("VIPS_CONCURRENCY", n.to_string());
    }
    let started = Instant::now();
    let status = cmd.status().map_err(|e| format!("vipsthumbnail: {e}"))?;
    if !status.success() {
        return Err(format!("vipsthumbnail failed: {status}"));
    }
    Ok(started.elapsed())
}

/// Wall time of starting `vipsthumbnail` and having it do nothing (`--version`).
fn vips_startup() -> Option<Duration> {
    let started = Instant::now();
    let ok = Command::new("vipsthumbnail")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    ok.then(|| started.elapsed())
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}\nusage: thumb_bench [--size N] [--repeat N] DIR_OR_FILE...");
            return ExitCode::from(2);
        }
    };
    let Some(startup) = vips_startup() else {
        eprintln!(
            "vipsthumbnail not found on PATH: install libvips-tools (scripts/setup.sh) to compare"
        );
        return ExitCode::FAILURE;
    };
    let out = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("cannot make a temporary folder: {e}");
            return ExitCode::FAILURE;
        }
    };
    let bytes_per_round: u64 = args
        .files
        .iter()
        .map(|f| std::fs::metadata(f).map(|m| m.len()).unwrap_or(0))
        .sum();
    let images = args.files.len() as u64 * u64::from(args.repeat);
    let bytes = bytes_per_round * u64::from(args.repeat);
    println!(
        "{} files ({:.2} MB), longest side {} px, {} rounds",
        args.files.len(),
        bytes_per_round as f64 / 1e6,
        args.size,
        args.repeat
    );

    let started = Instant::now();
    for _ in 0..args.repeat {
        for (i, file) in args.files.iter().enumerate() {
            let dst = out.path().join(format!("{i}_media_prep.jpg"));
            if let Err(e) = media_prep::thumbnail_file(file, &dst, args.size) {
                eprintln!("{}: {e}", file.display());
                return ExitCode::FAILURE;
            }
        }
    }
    report(
        "media-prep (1 thread, in-process)",
        images,
        bytes,
        started.elapsed(),
    );

    for (label, threads) in [
        ("vipsthumbnail (default threads)", None),
        ("vipsthumbnail (1 thread)", Some(1)),
    ] {
        match run_vips(&args, out.path(), threads) {
            Ok(took) => report(label, images, bytes, took),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    }
    println!(
        "(vipsthumbnail: one process for all rounds; its start-up, about {} ms, is included once)",
        startup.as_millis()
    );
    ExitCode::SUCCESS
}
