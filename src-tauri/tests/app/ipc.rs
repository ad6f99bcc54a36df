//! Drives the real app setup (studio-core, embedded sandbox) on Tauri's mock runtime and calls commands
//! through IPC, as the page does.

use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{Listener, Manager, WebviewWindow};

fn invoke(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    let req = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().unwrap(),
        body: InvokeBody::Json(args),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(w, req).map(|b| b.deserialize::<Value>().unwrap())
}

#[test]
fn commands_over_ipc_with_the_embedded_sandbox() {
    let data = tempfile::tempdir().unwrap();
    // The only test in this binary that opens a core: no other thread reads the environment meanwhile.
    std::env::set_var("MEDIA_STUDIO_DATA_DIR", data.path());
    let mut app =
        media_studio::build_app(mock_builder(), tauri::generate_context!()).expect("app builds");
    // The setup hook (which opens the core) runs on the event loop's first iteration.
    #[allow(deprecated)]
    app.run_iteration(|_, _| {});
    let w = app.get_webview_window("main").unwrap_or_else(|| {
        tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .unwrap()
    });
    let core = tauri::async_runtime::block_on(app.state::<media_studio::CoreSlot>().get())
        .expect("core opens");
    assert_eq!(
        core.paths().root(),
        data.path(),
        "MEDIA_STUDIO_DATA_DIR is honoured"
    );
    // The window may show pictures and play media from the media server's port and no other.
    let csp = app
        .config()
        .app
        .security
        .csp
        .clone()
        .expect("a CSP")
        .to_string();
    let origin = core.media_origin();
    assert!(origin.starts_with("http://127.0.0.1:"), "{origin}");
    for directive in ["img-src", "media-src"] {
        let sources = csp
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with(directive))
            .unwrap_or_else(|| panic!("{directive} in {csp}"));
        let loopback: Vec<&str> = sources
            .split_whitespace()
            .filter(|s| s.contains("127.0.0.1"))
            .collect();
        assert_eq!(loopback, [origin], "{directive}: {csp}");
    }

    // First run: no connection, nothing about a key.
    let status = invoke(&w, "connection_status", json!({})).unwrap();
    assert_eq!(status["mode"], "none", "{status}");
    assert_eq!(status["keySet"], false);
    assert!(status["keyPrefix"].is_null());

    // Catalogue: media-api's, camelCase, with image providers and costs.
    let cat = invoke(&w, "catalogue_get", json!({})).unwrap();
    let providers = cat["imageProviders"].as_array().expect("imageProviders");
    assert!(!providers.is_empty());
    assert!(
        providers
            .iter()
            .all(|p| p["slug"].is_string() && p["cost"].is_number()),
        "{}",
        cat["imageProviders"]
    );
    assert!(cat["aspectRatios"]
        .as_array()
        .is_some_and(|a| !a.is_empty()));

    // Not connected: the one IPC error shape.
    let err = invoke(&w, "credits_get", json!({ "includeRecent": false })).unwrap_err();
    assert_eq!(err["code"], "unauthorized", "{err}");
    assert!(err["message"].as_str().is_some_and(|m| !m.is_empty()));

    // Arguments are checked by Tauri (camelCase on the JS side).
    assert!(
        invoke(&w, "credits_get", json!({})).is_err(),
        "missing includeRecent is refused"
    );

    // Core events reach the page as typed events (`connection-changed`, ...).
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    app.listen_any("connection-changed", move |e| {
        let _ = tx.send(e.payload().to_string());
    });

    // Sandbox: connects, key stored, only its prefix comes back.
    let status = invoke(&w, "connect_sandbox", json!({})).unwrap();
    let changed: Value = serde_json::from_str(
        &rx.recv_timeout(std::time::Duration::from_secs(10))
            .expect("connection-changed"),
    )
    .unwrap();
    assert_eq!(changed["mode"], "sandbox", "{changed}");
    assert_eq!(status["mode"], "sandbox", "{status}");
    assert_eq!(status["keySet"], true);
    let prefix = status["keyPrefix"].as_str().expect("prefix");
    assert!(
        prefix.len() <= studio_core::KEY_PREFIX_LEN,
        "only a prefix of the key: {prefix}"
    );
    assert!(
        status["baseUrl"]
            .as_str()
            .is_some_and(|u| u.starts_with("http://127.0.0.1:")),
        "{status}"
    );

    // Credits: what the core grants the sandbox account.
    let credits = invoke(&w, "credits_get", json!({ "includeRecent": true })).unwrap();
    let granted = studio_core::CoreOptions::new(data.path()).sandbox_credits as f64;
    assert_eq!(credits["credits"].as_f64(), Some(granted), "{credits}");
    assert_eq!(credits["maxCredits"].as_f64(), Some(granted), "{credits}");
    assert!(credits["recent"].is_array());

    // Status now reports the sandbox; nothing in any response carries more of the key than the prefix.
    let status = invoke(&w, "connection_status", json!({})).unwrap();
    assert_eq!(status["mode"], "sandbox");

    // Drafts round-trip; library and jobs start empty.
    invoke(
        &w,
        "draft_save",
        json!({ "form": "images", "value": "{\"prompt\":\"a fox\"}" }),
    )
    .unwrap();
    assert_eq!(
        invoke(&w, "draft_get", json!({ "form": "images" })).unwrap(),
        json!("{\"prompt\":\"a fox\"}")
    );
    assert_eq!(
        invoke(&w, "draft_get", json!({ "form": "nothing" })).unwrap(),
        Value::Null
    );
    assert_eq!(invoke(&w, "jobs_list", json!({})).unwrap(), json!([]));

    // The page reads a file of this computer only when the person dropped it on the window.
    let photo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/testdata/photos/astronaut.png")
        .canonicalize()
        .expect("the shared test photos");
    let path = photo.to_string_lossy().into_owned();
    let err = invoke(&w, "reference_prepare", json!({ "path": path })).unwrap_err();
    assert_eq!(err["code"], "validation", "{err}");
    assert!(
        err["message"].as_str().unwrap().contains("Drop the photo"),
        "{err}"
    );
    // What the window's drop listener does with the system's drop.
    app.state::<media_studio::Dropped>()
        .remember(std::slice::from_ref(&photo));
    let prepared = invoke(&w, "reference_prepare", json!({ "path": path })).unwrap();
    assert!(prepared["token"].is_string(), "{prepared}");
    // No plugin's command: a drag out names items, never paths.
    assert!(invoke(
        &w,
        "plugin:drag|start_drag",
        json!({ "item": [path], "image": "", "onEvent": null })
    )
    .is_err());
    assert_eq!(
        invoke(
            &w,
            "library_list",
            json!({ "kind": null, "limit": 50, "offset": 0 })
        )
        .unwrap(),
        json!([])
    );

    // Estimate of a valid request against the real balance.
    let request = json!({ "simplePrompt": "a red fox", "numImages": 1, "formData": { "photography": { "aspectRatio": "1:1" } } });
    let provider = providers[0]["slug"].clone();
    let est = invoke(
        &w,
        "spend_estimate",
        json!({ "request": { "kind": "image", "provider": provider, "request": request, "reference": null } }),
    )
    .unwrap();
    assert_eq!(est["balance"].as_f64(), Some(granted), "{est}");
    assert!(est["credits"].as_u64().is_some_and(|c| c > 0), "{est}");
    assert_eq!(est["errors"], json!([]), "{est}");
    assert_eq!(
        (&est["ready"], &est["short"]),
        (&json!(true), &json!(false)),
        "{est}"
    );

    // The face is named, never sent as base64: an expired photo is a field error on "reference".
    let gone = json!({ "characterId": null, "token": "expired" });
    let est = invoke(
        &w,
        "spend_estimate",
        json!({ "request": { "kind": "image", "provider": provider, "request": request, "reference": gone } }),
    )
    .unwrap();
    assert_eq!(est["errors"][0]["field"], "reference", "{est}");
    // Compare: per-provider cost and the account's room for jobs.
    let two = json!([providers[0]["slug"], providers[1]["slug"]]);
    let cmp = invoke(
        &w,
        "spend_estimate",
        json!({ "request": { "kind": "compare", "providers": two, "request": request, "reference": null } }),
    )
    .unwrap();
    assert_eq!(
        cmp["compare"]["providers"].as_array().map(|p| p.len()),
        Some(2),
        "{cmp}"
    );
    assert!(
        cmp["compare"]["jobLimit"].as_u64().is_some() && cmp["compare"]["activeJobs"] == 0,
        "{cmp}"
    );
    // The whole set's price is the sum of the providers'.
    let sum: u64 = cmp["compare"]["providers"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["credits"].as_u64())
        .sum();
    assert_eq!(cmp["credits"].as_u64(), Some(sum), "{cmp}");
    // Presets round-trip; resubmitting an unknown job is not found.
    let p = invoke(
        &w,
        "presets_save",
        json!({ "form": "create-image", "name": "Beach", "value": "{}" }),
    )
    .unwrap();
    let renamed = invoke(
        &w,
        "presets_rename",
        json!({ "id": p["id"], "name": "Beach at dusk" }),
    )
    .unwrap();
    assert_eq!(renamed["name"], "Beach at dusk");
    assert_eq!(
        invoke(&w, "presets_list", json!({ "form": "create-image" }))
            .unwrap()
            .as_array()
            .map(|a| a.len()),
        Some(1)
    );
    invoke(&w, "presets_delete", json!({ "id": p["id"] })).unwrap();
    let again = json!({ "request": { "kind": "again", "jobId": "nope" } });
    let err = invoke(&w, "spend_estimate", again).unwrap_err();
    assert_eq!(err["code"], "not_found", "{err}");

    // Gallery: a query may leave fields out (defaults), sync of an empty account, the trash.
    let page = invoke(
        &w,
        "gallery_list",
        json!({ "query": { "trash": false, "limit": 100 } }),
    )
    .unwrap();
    assert_eq!(page, json!({ "items": [], "total": 0 }));
    let full = json!({ "kind": "image", "characterId": null, "unassigned": true, "trash": true, "offset": 0, "limit": 0 });
    assert_eq!(
        invoke(&w, "gallery_list", json!({ "query": full })).unwrap()["total"],
        0
    );
    let sync = invoke(&w, "gallery_sync", json!({})).unwrap();
    assert_eq!(
        (
            sync["added"].as_u64(),
            sync["total"].as_u64(),
            sync["skipped"].as_u64()
        ),
        (Some(0), Some(0), Some(0)),
        "{sync}"
    );
    assert!(sync["characters"].is_array());
    assert_eq!(invoke(&w, "trash_empty", json!({})).unwrap(), json!(0));
    for cmd in ["media_delete", "media_restore", "media_save"] {
        let err = invoke(&w, cmd, json!({ "id": "nope", "scope": "this_computer" })).unwrap_err();
        assert_eq!(err["code"], "not_found", "{cmd}: {err}");
    }

    // A job's settings come back typed, in the shape its form sends ("Open these settings").
    let track = json!({ "prompt": "calm piano", "duration": 15000 });
    let jobs = invoke(
        &w,
        "spend",
        json!({ "intent": "ipc-settings", "request": { "kind": "music", "request": track } }),
    )
    .unwrap();
    assert_eq!(jobs.as_array().map(|j| j.len()), Some(1), "{jobs}");
    let job = &jobs[0];
    assert_eq!(
        invoke(&w, "jobs_settings", json!({ "id": job["id"] })).unwrap(),
        json!({ "kind": "music", "request": track })
    );
    let err = invoke(&w, "jobs_settings", json!({ "id": "nope" })).unwrap_err();
    assert_eq!(err["code"], "not_found", "{err}");

    tauri::async_runtime::block_on(async move { core.shutdown().await });
}
