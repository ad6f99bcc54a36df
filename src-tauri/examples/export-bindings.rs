//! Writes the window's generated files from Rust: `ui/src/bindings.ts` (the app's commands and events,
//! tauri-specta) and `ui/src/i18n/en/core.ts` (the English of every `say!` and option label,
//! `studio_core::words_catalogue`).
//!
//! `cargo run -p media-studio --example export-bindings`            regenerate the files
//! `cargo run -p media-studio --example export-bindings -- --check` exit 1 if a file is stale

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Makes a generated file's text from the crate's folder.
type Generate = fn(&Path) -> Result<String, String>;

const HOW: &str = "Run `cargo run -p media-studio --example export-bindings` and commit";

fn main() -> ExitCode {
    let check = std::env::args().skip(1).any(|a| a == "--check");
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let files: [(PathBuf, Generate); 2] = [
        (here.join("../ui/src/bindings.ts"), bindings),
        (here.join("../ui/src/i18n/en/core.ts"), words),
    ];
    let mut ok = true;
    for (target, make) in files {
        let fresh = match make(&here) {
            Ok(s) => s,
            Err(e) => {
                eprintln!(
                    "export-bindings: could not generate {}: {e}",
                    target.display()
                );
                return ExitCode::FAILURE;
            }
        };
        if !check {
            if let Err(e) = std::fs::write(&target, fresh) {
                eprintln!("export-bindings: could not write {}: {e}", target.display());
                return ExitCode::FAILURE;
            }
            println!("wrote {}", target.display());
            continue;
        }
        match std::fs::read_to_string(&target) {
            Ok(current) if current == fresh => println!("{} is up to date", target.display()),
            Ok(_) => {
                eprintln!(
                    "{} is STALE: the Rust side changed.\n{HOW} it.",
                    target.display()
                );
                ok = false;
            }
            Err(e) => {
                eprintln!("{} is missing ({e}).\n{HOW} it.", target.display());
                ok = false;
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The commands and events, as tauri-specta writes them (through a temporary file).
fn bindings(_: &Path) -> Result<String, String> {
    let tmp = tempfile_path().map_err(|e| format!("no temp file: {e}"))?;
    let builder = media_studio::specta_builder::<tauri::Wry>();
    let exporter = specta_typescript::Typescript::default().header(media_studio::BINDINGS_HEADER);
    let result = builder
        .export(exporter, &tmp)
        .map_err(|e| e.to_string())
        .and_then(|_| std::fs::read_to_string(&tmp).map_err(|e| e.to_string()));
    let _ = std::fs::remove_file(&tmp);
    result
}

/// The English of the Rust side's words, read from the workspace's sources.
fn words(here: &Path) -> Result<String, String> {
    let root = here.join("..");
    let mut roots = vec![here.join("src")];
    for entry in std::fs::read_dir(root.join("crates")).map_err(|e| e.to_string())? {
        let src = entry.map_err(|e| e.to_string())?.path().join("src");
        if src.is_dir() {
            roots.push(src);
        }
    }
    let english = studio_core::words_catalogue::english(&roots)?;
    Ok(studio_core::words_catalogue::typescript(&english))
}

fn tempfile_path() -> std::io::Result<PathBuf> {
    let dir = std::env::temp_dir();
    let name = format!(
        "media-studio-bindings-{}-{}.ts",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    );
    Ok(dir.join(name))
}
