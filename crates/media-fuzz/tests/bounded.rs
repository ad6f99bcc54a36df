//! The bounded run of every fuzz target (stable Rust, in the test command): each seed and each saved
//! regression, then `bounded_cases` inputs made from them (times `MEDIA_FUZZ_CASES`, default 1). A
//! failing input is written to a file whose path the failure names; copy it into
//! `regressions/<target>/` once fixed.

use media_fuzz::mutate::{mutate, Rng};
use media_fuzz::{target, try_run};
use std::path::{Path, PathBuf};

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn bounded(name: &str, extra_seed_dirs: &[PathBuf]) {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let t = target(name);
    let mut seed_files = files(&here.join("seeds").join(name));
    for d in extra_seed_dirs {
        seed_files.extend(files(d));
    }
    let regressions = files(&here.join("regressions").join(name));
    let seeds: Vec<Vec<u8>> = seed_files
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    assert!(!seeds.is_empty(), "{name} has no seeds");
    let scale: usize = std::env::var("MEDIA_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let mut failures = Vec::new();
    let mut fail = |input: &[u8], why: String| {
        let path = std::env::temp_dir().join(format!("media-fuzz-{name}-{}", failures.len()));
        std::fs::write(&path, input).unwrap();
        failures.push(format!("{why} (input: {})", path.display()));
    };
    for p in seed_files.iter().chain(&regressions) {
        let input = std::fs::read(p).unwrap();
        if let Err(why) = try_run(t, &input) {
            fail(&input, format!("{}: {why}", p.display()));
        }
    }
    let mut rng = Rng::new(0x5EED ^ name.len() as u64);
    let cases = t.bounded_cases * scale;
    for _ in 0..cases {
        let input = mutate(&mut rng, &seeds);
        if let Err(why) = try_run(t, &input) {
            fail(&input, why);
        }
    }
    println!(
        "{name}: {} seeds, {} regressions, {cases} made inputs, {} failures",
        seed_files.len(),
        regressions.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{name}:\n{}", failures.join("\n"));
}

#[test]
fn answers() {
    bounded("answers", &[]);
}

#[test]
fn priced() {
    bounded("priced", &[]);
}

#[test]
fn requests() {
    bounded("requests", &[]);
}

#[test]
fn png_meta() {
    bounded("png_meta", &[]);
}

/// Also every picture of ../shared/testdata (PngSuite with its corrupt files, real photos).
#[test]
fn images() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/testdata");
    bounded("images", &[shared.join("pngsuite"), shared.join("photos")]);
}

#[test]
fn sandbox() {
    bounded("sandbox", &[]);
}

/// The seeds get past decoding, so the made inputs start from requests and answers that are read
/// as what they are: every answer seed is read by at least one answer type (error bodies aside),
/// every priced and request seed decodes, and the sandbox accepts each of its seeds but the few
/// whose inputs (a video, a music job) it has not made.
#[test]
fn seeds_reach_past_decoding() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds");
    for p in files(&here.join("answers")) {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let read = media_api::fuzz::answers_read(&std::fs::read(&p).unwrap());
        assert!(
            read > 0 || name.starts_with("error"),
            "{name}: read by no answer type"
        );
    }
    for p in files(&here.join("priced")) {
        let bytes = std::fs::read(&p).unwrap();
        serde_json::from_slice::<media_api::Priced>(&bytes)
            .unwrap_or_else(|e| panic!("{p:?}: {e}"));
    }
    let mut answered = Vec::new();
    for p in files(&here.join("sandbox")) {
        let status = media_fuzz::sandbox::status(&std::fs::read(&p).unwrap()).unwrap();
        answered.push(format!(
            "{} {status}",
            p.file_name().unwrap().to_string_lossy()
        ));
    }
    let ok = answered.iter().filter(|a| a.ends_with(" 200")).count();
    assert!(ok >= 8, "{answered:#?}");
}
