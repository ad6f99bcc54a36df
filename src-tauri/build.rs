include!("src/command_names.rs");

fn main() {
    // Every app command gets a generated `allow-<command>` permission; capabilities/main.json grants them.
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("tauri-build failed");
}
