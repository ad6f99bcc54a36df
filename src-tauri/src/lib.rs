//! Media Studio: the Tauri shell over `studio-core`.
//!
//! Commands (one module per area under [`commands`]) are a few lines each; events are the core's
//! [`studio_core::CoreEvent`]s re-emitted as typed tauri-specta events ([`events`]).
//! [`specta_builder`] registers every command (the one list, `command_names.rs`) and event, for
//! [`build_app`] (IPC) and the `export-bindings` binary (`ui/src/bindings.ts`).

pub mod commands;
mod core_slot;
pub mod csp;
mod drag_out;
pub mod dropped;
pub mod events;
mod folder_picker;
mod heap_trim;
pub mod notify;
mod outside;
mod save_picker;
mod self_update;
pub mod single_instance;
mod webview_memory;
pub mod webview_render;
pub mod window_show;

pub use core_slot::CoreSlot;
pub use dropped::Dropped;
pub use folder_picker::FolderPicker;
pub use save_picker::SavePicker;

include!("command_names.rs");

use studio_core::media_api::{catalog, rules::limits};
use studio_core::{Core, CoreOptions};
use tauri::{Manager, Runtime};

/// Header written at the top of `ui/src/bindings.ts`.
pub const BINDINGS_HEADER: &str =
    "// generated — do not edit. Regenerate with `cargo run -p media-studio --example export-bindings`.\n// Source: src-tauri/src/lib.rs (specta_builder).";

/// Registers a list of commands (`app_commands!`).
macro_rules! register {
    ($($area:ident::$name:ident $(<$runtime:ident>)?,)*) => {
        tauri_specta::collect_commands![$($area::$name $(::<tauri::$runtime>)?,)*]
    };
}

/// Every command and event of the app, in one place.
pub fn specta_builder<R: Runtime>() -> tauri_specta::Builder<R> {
    use commands::*;
    tauri_specta::Builder::<R>::new()
        .commands(app_commands!(register))
        .events(tauri_specta::collect_events![
            events::JobUpdated,
            events::CreditsChanged,
            events::ConnectionChanged,
            events::RecipeRunUpdated
        ])
        // Limits the window checks under the field before anything is sent (the core checks them too).
        .constant("COLLECTION_NAME_MAX", studio_core::COLLECTION_NAME_MAX)
        .constant("TAG_NAME_MAX", studio_core::TAG_NAME_MAX)
        .constant("RATING_MAX", studio_core::RATING_MAX)
        .constant("RECIPE_NAME_MAX", studio_core::RECIPE_NAME_MAX)
        .constant("RECIPE_TOPIC_MAX", studio_core::RECIPE_TOPIC_MAX)
        // The most prompts one batch sends, and how long a slideshow video's slides fade into each other
        // (the length the window shows before making it).
        .constant("BATCH_MAX", studio_core::BATCH_MAX)
        .constant("VIDEO_COMPARE_MAX", studio_core::VIDEO_COMPARE_MAX)
        .constant("SLIDESHOW_FADE_SECONDS", studio_core::FADE_SECONDS)
        // The longest voice recording an avatar's estimate takes (a talking video's length is its voice's).
        .constant("RECORDING_SECONDS_MAX", studio_core::RECORDING_SECONDS_MAX)
        // The service's documented limits the window's controls stop at (the rules say the rest): pictures
        // per request, slides per slideshow, a track's length, a caption's characters, and the longest video
        // a maker is taken to make where the spec publishes no range (media_api::rules::limits,
        // media_api::catalog).
        .constant("NUM_IMAGES_MAX", limits::NUM_IMAGES_MAX)
        .constant("SLIDE_COUNT_MAX", limits::SLIDE_COUNT_MAX)
        .constant("MUSIC_MAX_MS", limits::MUSIC_MAX_MS)
        .constant("OVERLAY_TEXT_MAX_CHARS", limits::OVERLAY_TEXT_MAX_CHARS)
        .constant("ASSUMED_MAX_SECONDS", catalog::ASSUMED_MAX_SECONDS)
        // JSON values (e.g. the service's credit transactions) hold numbers, which are `number` in JS anyway.
        .dangerously_cast_bigints_to_number()
        // One TypeScript type per Rust type (not `_Serialize`/`_Deserialize` pairs): simpler for the UI.
        .disable_serde_phases()
}

/// Builds the app on `builder` (`tauri::Builder::default()` or `tauri::test::mock_builder()`):
/// plugins, commands, and a setup that opens the core (data dir: `MEDIA_STUDIO_DATA_DIR`, else the
/// platform's app data dir), which restores the last connection, and forwards core events to the page.
/// The media server's socket is bound first, and the window's content security policy names its port
/// ([`csp`]).
pub fn build_app<R: Runtime>(
    builder: tauri::Builder<R>,
    mut context: tauri::Context<R>,
) -> tauri::Result<tauri::App<R>> {
    let media_listener = std::sync::Arc::new(studio_core::media_server::bind()?);
    csp::pin_loopback_port(context.config_mut(), media_listener.local_addr()?.port());
    let specta = specta_builder::<R>();
    let handler = specta.invoke_handler();
    builder
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_notification::init())
        .plugin(tauri_plugin_opener::init())
        // Its commands are granted to no page (capabilities/main.json): the app checks and installs
        // updates itself, only when the person asks (self_update.rs).
        .plugin(tauri_plugin_updater::Builder::new().build())
        .invoke_handler(handler)
        .on_page_load(window_show::on_page_load)
        .on_webview_event(dropped::on_webview_event)
        .on_window_event(dropped::on_window_event)
        .setup(move |app| {
            specta.mount_events(app);
            window_show::at_the_latest(app.handle());
            webview_memory::keep_small(app);
            // The system's folder (an old identifier's moved to it first), unless a folder is named.
            let named = std::env::var_os(studio_core::DATA_DIR_ENV).is_some_and(|v| !v.is_empty());
            let fallback = match (
                named,
                single_instance::system_folder(&app.config().identifier),
            ) {
                (false, Some(folder)) => folder,
                _ => app.path().app_data_dir()?,
            };
            // Opened off the event loop once the page has painted (`window_painted`, or
            // OPEN_AT_THE_LATEST after start): a locked keyring, restoring the sandbox or checking a
            // large library must not hold up the first paint; commands wait for it.
            let handle = app.handle().clone();
            app.manage(CoreSlot::new(move || async move {
                let mut options = CoreOptions::new(fallback);
                options.media_listener = Some(media_listener);
                let opened = Core::open(options).await;
                match &opened {
                    Ok(core) => {
                        tracing::info!(data_dir = %core.paths().root().display(), "core opened");
                        events::forward(handle, core.subscribe());
                        let core = core.clone();
                        heap_trim::keep_trimmed(move || core.release_memory());
                    }
                    Err(e) => {
                        tracing::error!(
                            code = e.code.as_str(),
                            "core did not open: {}",
                            e.message()
                        )
                    }
                }
                opened
            }));
            app.manage(Dropped::default());
            app.manage(notify::NoticeWords::default());
            app.manage(self_update::Offered::default());
            app.manage(FolderPicker::new(app.handle().clone()));
            app.manage(outside::Outside::new(app.handle().clone()));
            app.manage(SavePicker::new(app.handle().clone()));
            let handle = app.handle().clone();
            tauri::async_runtime::spawn(async move {
                tokio::time::sleep(core_slot::OPEN_AT_THE_LATEST).await;
                handle.state::<CoreSlot>().start();
            });
            Ok(())
        })
        .build(context)
}

/// Runs a built app until its last window closes, then stops the core (tracker, sandbox, media server).
pub fn run_app<R: Runtime>(app: tauri::App<R>) {
    app.run(|handle, event| {
        if let tauri::RunEvent::Exit = event {
            if let Some(core) = handle.try_state::<CoreSlot>().and_then(|s| s.opened()) {
                tauri::async_runtime::block_on(async move { core.shutdown().await });
            }
        }
    });
}

/// The desktop app (`main.rs`). A second launch on the same data folder shows the first window and exits (`single_instance`,
/// registered first so it runs before any window or the core opens). How the web view draws is chosen
/// before anything else starts ([`webview_render`]).
pub fn run() {
    webview_render::choose();
    init_tracing();
    let context = tauri::generate_context!();
    // A library in the old identifier's folder moves to the new one before anything (the web view on
    // Linux) makes the new folder.
    if std::env::var_os(studio_core::DATA_DIR_ENV).is_none_or(|v| v.is_empty()) {
        single_instance::system_folder(&context.config().identifier);
    }
    let identifier = context.config().identifier.clone();
    let mut builder = tauri::Builder::default();
    if let Some(plugin) = single_instance::plugin(&identifier) {
        builder = builder.plugin(plugin);
    }
    let app = build_app(builder, context).unwrap_or_else(|e| {
        #[cfg(target_os = "linux")]
        single_instance::start_again_if_ended(
            &e.to_string(),
            &identifier,
            std::time::Duration::from_secs(10),
        );
        eprintln!("Media Studio could not start: {e}");
        std::process::exit(1);
    });
    run_app(app);
}

fn init_tracing() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_env("MEDIA_STUDIO_LOG")
        .unwrap_or_else(|_| EnvFilter::new("info,media_sandbox=warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(false)
        .with_writer(std::io::stderr)
        .try_init();
}
