//! How much the web view keeps in memory. WebKitGTK's default cache model is a web browser's: it sizes its
//! memory caches (decoded pictures, resources, back/forward pages) from the machine's RAM, so an app whose
//! pages are its own and whose gallery scrolls through thousands of thumbnails grows with what was looked at.
//! The document-viewer model keeps only what is on screen; thumbnails come from the app's own loopback media
//! server (and the disk cache) when they are shown again.

use tauri::{Manager, Runtime};

/// Sets the main window's web view to the document-viewer cache model (Linux; elsewhere nothing to do).
pub fn keep_small<R: Runtime>(app: &tauri::App<R>) {
    let Some(window) = app.get_webview_window("main") else {
        return;
    };
    #[cfg(target_os = "linux")]
    {
        let set = window.with_webview(|webview| {
            use webkit2gtk::{CacheModel, WebContextExt, WebViewExt};
            if let Some(context) = webview.inner().context() {
                context.set_cache_model(CacheModel::DocumentViewer);
            }
        });
        if let Err(e) = set {
            tracing::warn!("could not set the web view's cache model: {e}");
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = window;
}
