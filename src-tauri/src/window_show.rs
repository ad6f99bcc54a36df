//! The main window is made hidden (`visible: false` in tauri.conf.json) and shown once its page has loaded.
//!
//! A window mapped before its web view has drawn anything made WebKitGTK's first paint fall in two groups
//! on this machine: about 0.5 s, or about 1.0 s after start (the bare Tauri window of
//! `scripts/bench-startup.sh` too, in a third to a half of its starts). Shown when the page has loaded,
//! the bare window painted after 0.44-0.63 s in 24 starts out of 24. The person never sees an empty white
//! window either. If the page never reports its load (a broken bundle), the window is shown anyway after
//! [`SHOW_AT_THE_LATEST`], with whatever it has.

use std::time::Duration;

use tauri::webview::{PageLoadEvent, PageLoadPayload};
use tauri::{AppHandle, Manager, Runtime, Webview};

/// The label of the window this applies to (tauri.conf.json).
pub const MAIN: &str = "main";

/// How long the window may stay hidden when its page never says it loaded.
pub const SHOW_AT_THE_LATEST: Duration = Duration::from_secs(2);

/// `tauri::Builder::on_page_load`: shows the main window when its page has finished loading.
pub fn on_page_load<R: Runtime>(webview: &Webview<R>, payload: &PageLoadPayload<'_>) {
    if payload.event() == PageLoadEvent::Finished && webview.label() == MAIN {
        show_hidden(webview.app_handle());
    }
}

/// Shows the main window after [`SHOW_AT_THE_LATEST`] if it is still hidden.
pub fn at_the_latest<R: Runtime>(app: &AppHandle<R>) {
    let app = app.clone();
    tauri::async_runtime::spawn(async move {
        tokio::time::sleep(SHOW_AT_THE_LATEST).await;
        show_hidden(&app);
    });
}

/// Shows the main window unless it is already shown (a page loaded again leaves a minimised window be).
fn show_hidden<R: Runtime>(app: &AppHandle<R>) {
    if let Some(w) = app.get_webview_window(MAIN) {
        if !w.is_visible().unwrap_or(false) {
            if let Err(e) = w.show() {
                tracing::warn!("could not show the window: {e}");
            }
        }
    }
}
