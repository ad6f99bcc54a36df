//! A bare Tauri window for `scripts/bench-startup.sh`: same crate, profile and features as the app, but no
//! core, no sandbox, no UI bundle — one window titled "Bare Tauri window" showing a static page served by a
//! tiny custom protocol. It draws as the app does (`webview_render`). With `BARE_SHOW_ON_LOAD` set it is
//! made hidden and shown when its page has loaded, as the app's window is (`window_show`).

use tauri::http::Response;
use tauri::{WebviewUrl, WebviewWindowBuilder};

const PAGE: &str = r#"<!doctype html><html><head><meta charset="utf-8"><title>Bare Tauri window</title></head>
<body style="margin:0;font:24px sans-serif;background:#f4f1ea;color:#222">
<div style="padding:48px"><h1 style="color:#3b5bdb">Bare Tauri window</h1><p>A static page, for start-up comparison.</p></div>
</body></html>"#;

fn main() {
    // Drawn the way the app draws on this machine (with or without compositing), so the two compare.
    media_studio::webview_render::choose();
    let mut context = tauri::generate_context!();
    context.config_mut().app.windows.clear();
    tauri::Builder::default()
        .register_uri_scheme_protocol("bare", |_ctx, _req| {
            Response::builder()
                .header("Content-Type", "text/html; charset=utf-8")
                .body(PAGE.as_bytes().to_vec())
                .unwrap()
        })
        .setup(|app| {
            let url = "bare://localhost/".parse().expect("static url");
            WebviewWindowBuilder::new(app, "bare", WebviewUrl::CustomProtocol(url))
                .title("Bare Tauri window")
                .inner_size(1280.0, 800.0)
                .visible(std::env::var_os("BARE_SHOW_ON_LOAD").is_none())
                .on_page_load(|w, p| {
                    if p.event() == tauri::webview::PageLoadEvent::Finished {
                        let _ = w.show();
                    }
                })
                .build()?;
            Ok(())
        })
        .run(context)
        .expect("bare window failed");
}
