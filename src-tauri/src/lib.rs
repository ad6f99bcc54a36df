//! Media Studio: the Tauri shell over `studio-core`.
//!
//! Commands (one module per area under [`commands`]) are a few lines each; events are the core's
//! [`studio_core::CoreEvent`]s re-emitted as typed tauri-specta events ([`events`]).
//! [`specta_builder`] is the one list of commands and events, used by [`build_app`] (IPC) and by the
//! `export-bindings` binary (`ui/src/bindings.ts`).

pub mod commands;
pub mod events;

include!("command_names.rs");

use studio_core::{Core, CoreOptions};
use tauri::{Manager, Runtime};

/// Header written at the top of `ui/src/bindings.ts`.
pub const BINDINGS_HEADER: &str =
    "// generated — do not edit. Regenerate with `cargo run -p media-studio --bin export-bindings`.\n// Source: src-tauri/src/lib.rs (specta_builder).";

/// Every command and event of the app, in one place.
pub fn specta_builder<R: Runtime>() -> tauri_specta::Builder<R> {
    use commands::*;
    tauri_specta::Builder::<R>::new()
        .commands(tauri_specta::collect_commands![
            connection::connection_status,
            connection::connect_sandbox,
            connection::connect_service,
            connection::forget_key,
            credits::credits_get,
            api_keys::api_keys_list,
            api_keys::api_keys_create,
            api_keys::api_keys_revoke,
            catalogue::catalogue_get,
            images::images_estimate,
            images::images_generate,
            jobs::jobs_list,
            library::library_list,
            drafts::draft_get,
            drafts::draft_save,
        ])
        .events(tauri_specta::collect_events![
            events::JobUpdated,
            events::CreditsChanged,
            events::ConnectionChanged
        ])
        // JSON values (e.g. the service's credit transactions) hold numbers, which are `number` in JS anyway.
        .dangerously_cast_bigints_to_number()
        // One TypeScript type per Rust type (not `_Serialize`/`_Deserialize` pairs): simpler for the UI.
        .disable_serde_phases()
}

/// Builds the app on `builder` (`tauri::Builder::default()` or `tauri::test::mock_builder()`):
/// plugins, commands, and a setup that opens the core (data dir: `MEDIA_STUDIO_DATA_DIR`, else the
/// platform's app data dir), which restores the last connection, and forwards core events to the page.
pub fn build_app<R: Runtime>(builder: tauri::Builder<R>, context: tauri::Context<R>) -> tauri::Result<tauri::App<R>> {
    let specta = specta_builder::<R>();
    let handler = specta.invoke_handler();
    builder
        .plugin(tauri_plugin_dialog::init())
        .invoke_handler(handler)
        .setup(move |app| {
            specta.mount_events(app);
            let fallback = app.path().app_data_dir()?;
            let core = tauri::async_runtime::block_on(Core::open(CoreOptions::new(fallback)))?;
            tracing::info!(data_dir = %core.paths().root().display(), "core opened");
            events::forward(app.handle().clone(), core.subscribe());
            app.manage(core);
            Ok(())
        })
        .build(context)
}

/// Runs a built app until its last window closes, then stops the core (tracker, sandbox, media server).
pub fn run_app<R: Runtime>(app: tauri::App<R>) {
    app.run(|handle, event| {
        if let tauri::RunEvent::Exit = event {
            if let Some(core) = handle.try_state::<Core>() {
                let core = core.inner().clone();
                tauri::async_runtime::block_on(async move { core.shutdown().await });
            }
        }
    });
}

/// The desktop app (`main.rs`).
pub fn run() {
    init_tracing();
    let app = build_app(tauri::Builder::default(), tauri::generate_context!()).unwrap_or_else(|e| {
        eprintln!("Media Studio could not start: {e}");
        std::process::exit(1);
    });
    run_app(app);
}

fn init_tracing() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_env("MEDIA_STUDIO_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_ansi(false).with_writer(std::io::stderr).try_init();
}
