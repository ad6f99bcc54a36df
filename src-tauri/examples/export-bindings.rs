//! Writes `ui/src/bindings.ts` from the app's commands and events (tauri-specta).
//!
//! `cargo run -p media-studio --example export-bindings`            regenerate the file
//! `cargo run -p media-studio --example export-bindings -- --check` exit 1 if the file is stale

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let check = std::env::args().skip(1).any(|a| a == "--check");
    let target = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ui/src/bindings.ts");
    let builder = media_studio::specta_builder::<tauri::Wry>();
    let exporter =
        || specta_typescript::Typescript::default().header(media_studio::BINDINGS_HEADER);

    if !check {
        if let Err(e) = builder.export(exporter(), &target) {
            eprintln!("export-bindings: could not write {}: {e}", target.display());
            return ExitCode::FAILURE;
        }
        println!("wrote {}", target.display());
        return ExitCode::SUCCESS;
    }

    let tmp = match tempfile_path() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("export-bindings: no temp file: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = builder
        .export(exporter(), &tmp)
        .map_err(|e| e.to_string())
        .and_then(|_| std::fs::read_to_string(&tmp).map_err(|e| e.to_string()));
    let _ = std::fs::remove_file(&tmp);
    let fresh = match result {
        Ok(s) => s,
        Err(e) => {
            eprintln!("export-bindings: could not generate bindings: {e}");
            return ExitCode::FAILURE;
        }
    };
    match std::fs::read_to_string(&target) {
        Ok(current) if current == fresh => {
            println!("{} is up to date", target.display());
            ExitCode::SUCCESS
        }
        Ok(_) => {
            eprintln!(
                "{} is STALE: the Rust commands or types changed.\nRun `cargo run -p media-studio --example export-bindings` and commit ui/src/bindings.ts.",
                target.display()
            );
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!(
                "{} is missing ({e}).\nRun `cargo run -p media-studio --example export-bindings` and commit ui/src/bindings.ts.",
                target.display()
            );
            ExitCode::FAILURE
        }
    }
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
