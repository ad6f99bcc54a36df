//! Configuration: CSP and capabilities, installers, the main window.

use serde_json::Value;
use std::path::Path;

fn read_json(rel: &str) -> Value {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    serde_json::from_str(
        &std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())),
    )
    .unwrap()
}

#[test]
fn csp_allows_no_eval_and_no_inline_script() {
    let conf = read_json("tauri.conf.json");
    let csp = conf["app"]["security"]["csp"]
        .as_object()
        .expect("csp is an object");
    for (directive, value) in csp {
        let v = value.as_str().unwrap();
        assert!(!v.contains("unsafe-eval"), "{directive}: {v}");
        assert!(
            !v.contains('*') || v.contains("http://127.0.0.1:*"),
            "{directive} has a wildcard: {v}"
        );
    }
    assert_eq!(csp["default-src"], "'self'");
    let script = csp["script-src"].as_str().unwrap();
    assert!(
        !script.contains("unsafe-inline") && !script.contains("data:") && !script.contains("blob:"),
        "{script}"
    );
    let connect = csp["connect-src"].as_str().unwrap();
    assert!(
        connect.contains("ipc:") && connect.contains("http://ipc.localhost"),
        "{connect}"
    );
    assert!(csp["media-src"]
        .as_str()
        .unwrap()
        .contains("http://127.0.0.1:*"));
    assert!(conf["app"]["security"]["dangerousDisableAssetCspModification"].is_null());
}

#[test]
fn capabilities_grant_no_shell_and_no_fs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("capabilities");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let cap: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for p in cap["permissions"].as_array().unwrap() {
            let id = p.as_str().or_else(|| p["identifier"].as_str()).unwrap();
            seen += 1;
            assert!(
                !id.starts_with("shell:") && !id.starts_with("fs:"),
                "{}: {id}",
                path.display()
            );
            assert!(
                !id.contains("allow-all") && id != "core:default",
                "{}: {id} is too broad",
                path.display()
            );
        }
    }
    assert!(seen > 0);
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    assert!(!manifest.contains("tauri-plugin-shell") && !manifest.contains("tauri-plugin-fs"));
}

/// capabilities/main.json as the list of commands makes it: the window basics and typed events, then
/// the app's own commands, each its `allow-<name>` permission. No plugin's commands: dialogs, drags
/// out, notifications and opening files are the app's own commands, which take items and tokens; a
/// plugin's command would let the page name a path.
fn capability_file() -> String {
    const DESCRIPTION: &str = "The main window: the app's own commands, typed events and window basics. No plugin's commands: dialogs, drags out of the window, notifications and opening files are started by the app's own commands in Rust, so the page never names a path. No shell, no fs.";
    let basics = [
        "core:event:allow-listen",
        "core:event:allow-unlisten",
        "core:window:default",
    ];
    let own = media_studio::COMMANDS
        .iter()
        .map(|c| format!("allow-{}", c.replace('_', "-")));
    let permissions: Vec<String> = basics.iter().map(|p| p.to_string()).chain(own).collect();
    let permissions = permissions
        .iter()
        .map(|p| format!("    \"{p}\""))
        .collect::<Vec<_>>();
    format!(
        "{{\n  \"$schema\": \"../gen/schemas/desktop-schema.json\",\n  \"identifier\": \"main\",\n  \"description\": \"{DESCRIPTION}\",\n  \"windows\": [\"main\"],\n  \"permissions\": [\n{}\n  ]\n}}\n",
        permissions.join(",\n")
    )
}

#[test]
fn the_capability_file_is_written_from_the_list_of_commands() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("capabilities/main.json");
    let fresh = capability_file();
    if std::env::var_os("UPDATE_CAPABILITIES").is_some() {
        std::fs::write(&path, &fresh).unwrap();
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == fresh,
        "capabilities/main.json is stale: run `UPDATE_CAPABILITIES=1 cargo test -p media-studio --test app capability`"
    );
    serde_json::from_str::<Value>(&fresh).expect("the capability file is JSON");
}

#[test]
fn bindings_are_fresh() {
    let tmp = tempfile::NamedTempFile::new().unwrap();
    media_studio::specta_builder::<tauri::test::MockRuntime>()
        .export(
            specta_typescript::Typescript::default().header(media_studio::BINDINGS_HEADER),
            tmp.path(),
        )
        .unwrap();
    let fresh = std::fs::read_to_string(tmp.path()).unwrap();
    let current = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/bindings.ts"),
    )
    .unwrap_or_default();
    assert!(
        current == fresh,
        "ui/src/bindings.ts is stale: run `cargo run -p media-studio --example export-bindings`"
    );
    for name in media_studio::COMMANDS {
        assert!(
            fresh.contains(&format!("\"{name}\"")),
            "bindings lack {name}"
        );
    }
    // ...and every command the bindings invoke has a name in COMMANDS (hence a permission).
    for invoked in fresh.split("__TAURI_INVOKE(\"").skip(1) {
        let name = invoked.split('"').next().unwrap();
        assert!(
            media_studio::COMMANDS.contains(&name),
            "{name} is registered but not in COMMANDS"
        );
    }
    for event in ["job-updated", "credits-changed", "connection-changed"] {
        assert!(fresh.contains(event), "bindings lack event {event}");
    }
}

#[test]
fn installers_are_on_and_pack_only_the_app() {
    let conf = read_json("tauri.conf.json");
    let bundle = &conf["bundle"];
    assert_eq!(bundle["active"], true, "the bundler makes the installers");
    let targets: Vec<&str> = bundle["targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert_eq!(targets, ["deb", "rpm"]);
    // Every icon the bundle names exists in the top-level icons/ folder, with the other systems' formats.
    let icons: Vec<&str> = bundle["icon"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i.as_str().unwrap())
        .collect();
    for icon in &icons {
        assert!(icon.starts_with("../icons/"), "{icon}");
        let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(icon);
        assert!(p.is_file(), "{} is missing", p.display());
    }
    assert!(
        icons.iter().any(|i| i.ends_with(".ico")) && icons.iter().any(|i| i.ends_with(".icns"))
    );
    // The bundler packs every [[bin]] of the crate: tools are examples.
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    assert_eq!(
        manifest.matches("[[bin]]").count(),
        1,
        "only the app is a binary"
    );
}

/// The main window starts hidden and is shown when its page has loaded (`window_show`): its label is the
/// one `window_show` looks for.
#[test]
fn main_window_starts_hidden() {
    let conf = read_json("tauri.conf.json");
    let windows = conf["app"]["windows"].as_array().unwrap();
    let main = windows
        .iter()
        .find(|w| w["label"] == media_studio::window_show::MAIN)
        .expect("the main window is configured");
    assert_eq!(main["visible"], false);
}

/// `a` with `b` merged in, as `tauri build --config b` merges it (objects key by key, anything else
/// replaced).
fn merged(mut a: Value, b: &Value) -> Value {
    match (a.as_object_mut(), b.as_object()) {
        (Some(ao), Some(bo)) => {
            for (k, v) in bo {
                let next = match ao.remove(k) {
                    Some(old) => merged(old, v),
                    None => v.clone(),
                };
                ao.insert(k.clone(), next);
            }
            a
        }
        _ => b.clone(),
    }
}

#[test]
fn the_windows_and_macos_bundles_are_valid_tauri_configs_that_bring_ffmpeg() {
    // Linux packages depend on the distribution's ffmpeg; no sidecar there.
    let base = read_json("tauri.conf.json");
    assert!(base["bundle"]["externalBin"].is_null());
    for (file, targets) in [
        ("bundle/windows.conf.json", vec!["nsis", "msi"]),
        ("bundle/macos.conf.json", vec!["app", "dmg"]),
    ] {
        let config = merged(base.clone(), &read_json(file));
        // Tauri's own types (unknown keys refused), as its CLI reads them.
        let parsed: tauri::Config = serde_json::from_value(config.clone())
            .unwrap_or_else(|e| panic!("{file} merged into tauri.conf.json: {e}"));
        assert_eq!(parsed.identifier, "studio.media.desktop");
        assert_eq!(
            config["bundle"]["targets"],
            serde_json::json!(targets),
            "{file}"
        );
        assert_eq!(
            config["bundle"]["externalBin"],
            serde_json::json!(["binaries/ffmpeg", "binaries/ffprobe"]),
            "{file}: ffmpeg and ffprobe travel with the app"
        );
        // The signing identity is the releaser's, never in the repository.
        let signing = [
            &config["bundle"]["windows"]["certificateThumbprint"],
            &config["bundle"]["macOS"]["signingIdentity"],
        ];
        assert!(signing.iter().all(|v| v.is_null()), "{file}");
    }
}

/// The release configuration's updater: a package is installed only over https (the plugin refuses
/// another feed in a release build; a debug build, which the window tests run, lets a loopback feed
/// through with a warning), and only when its signature is bound to the version the feed announces,
/// so a tampered feed can't offer an older release as new.
#[test]
fn updates_need_https_and_a_signed_version() {
    let conf = read_json("tauri.conf.json");
    let updater = &conf["plugins"]["updater"];
    assert_eq!(
        updater["dangerousInsecureTransportProtocol"], false,
        "{updater}"
    );
    assert_eq!(updater["requireSignedVersion"], true, "{updater}");
    assert!(updater["pubkey"].as_str().is_some_and(|k| !k.is_empty()));
}
