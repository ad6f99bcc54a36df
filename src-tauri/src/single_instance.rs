//! One app per data folder. A second launch on the same folder brings the first window forward and
//! exits before it opens a window or the core; a launch on another folder (`MEDIA_STUDIO_DATA_DIR`) is a
//! separate app and runs side by side.
//! A launch that meets the folder's app as it ends (frozen, then killed) starts again once that app has
//! let go of the folder ([`start_again_if_ended`]), instead of exiting without a window.
//!
//! This is the official single-instance plugin. On Linux its D-Bus name is keyed to the data folder
//! (`studio.media.app.f<hash of the folder>.SingleInstance` instead of the identifier alone, which would
//! stop every second app whatever its folder). On Windows (a named mutex and a message window) and macOS
//! (a socket) the plugin can only be keyed to the identifier, so it is used there for the data folder
//! every person has, the system's app data folder; an app started on a folder of its own
//! (`MEDIA_STUDIO_DATA_DIR`: tests, a second library) doesn't take part. Where the plugin is not used
//! (that case, or Linux without a session bus), the core's lock on the folder (`studio_core`'s
//! `library.lock`) is what refuses a second app: its window says, in plain words, that Media Studio is
//! already open with this library.

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use tauri::{plugin::TauriPlugin, AppHandle, Manager, Runtime};

/// The identifier the app had before: a folder named after it ends in `.app`, which macOS shows as an app
/// rather than a folder. Its data folder is moved to the new name at the first start ([`system_folder`]);
/// the keyring's entries keep this name (`studio_core::KEYRING_SERVICE`), so a saved key is found as before.
pub const OLD_IDENTIFIER: &str = "studio.media.app";

/// The system's app data folder of the library (the data dir joined with the identifier), once a folder of
/// the old identifier was moved there (`studio_core::adopt_folder`: not while another app has it open;
/// then, and if the move fails, the old folder is this run's). Worked out once per run. The web view's
/// own folder, where Windows and macOS keep it apart from the library (the window's language choice), is
/// moved too when nothing is in the way.
pub fn system_folder(identifier: &str) -> Option<PathBuf> {
    static CHOSEN: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    CHOSEN
        .get_or_init(|| {
            let base = dirs::data_dir()?;
            let new = base.join(identifier);
            if identifier == OLD_IDENTIFIER {
                return Some(new);
            }
            let chosen = studio_core::adopt_folder(&base.join(OLD_IDENTIFIER), &new);
            if let Some(local) = dirs::data_local_dir().filter(|l| *l != base) {
                let (old, new) = (local.join(OLD_IDENTIFIER), local.join(identifier));
                if old.is_dir() && !new.exists() {
                    let _ = std::fs::rename(&old, &new);
                }
            }
            Some(chosen)
        })
        .clone()
}

/// The data folder this launch will open: `MEDIA_STUDIO_DATA_DIR` when set, else the platform's app
/// data folder ([`system_folder`]).
pub fn data_folder(identifier: &str) -> Option<PathBuf> {
    let dir = match std::env::var_os(studio_core::DATA_DIR_ENV).filter(|v| !v.is_empty()) {
        Some(d) => PathBuf::from(d),
        None => system_folder(identifier)?,
    };
    // The same folder spelled two ways (relative, a link) is one folder.
    Some(std::fs::canonicalize(&dir).unwrap_or_else(|_| std::path::absolute(&dir).unwrap_or(dir)))
}

/// The D-Bus id of the folder's instance: the identifier and 16 hex digits of the folder's SHA-256.
pub fn dbus_id(identifier: &str, folder: &Path) -> String {
    let hash = Sha256::digest(folder.as_os_str().as_encoded_bytes());
    let hex: String = hash[..8].iter().map(|b| format!("{b:02x}")).collect();
    format!("{identifier}.f{hex}")
}

/// The plugin keyed to this launch's data folder (Linux); `None` where it can't be keyed so.
#[cfg(target_os = "linux")]
pub fn plugin<R: Runtime>(identifier: &str) -> Option<TauriPlugin<R>> {
    let folder = data_folder(identifier)?;
    let builder = tauri_plugin_single_instance::Builder::new()
        .dbus_id(dbus_id(identifier, &folder))
        .callback(|app, _args, _cwd| {
            tracing::info!("a second launch on this library: showing this window instead");
            show_main(app);
        });
    Some(builder.build())
}

/// The plugin keyed to the identifier (Windows, macOS), for the system's app data folder only; `None`
/// for an app started on a folder of its own, which the core's folder lock guards (see the module's note).
#[cfg(not(target_os = "linux"))]
pub fn plugin<R: Runtime>(identifier: &str) -> Option<TauriPlugin<R>> {
    if !on_the_default_folder(
        std::env::var_os(studio_core::DATA_DIR_ENV).as_deref(),
        identifier,
    ) {
        return None;
    }
    Some(tauri_plugin_single_instance::init(|app, _args, _cwd| {
        tracing::info!("a second launch: showing this window instead");
        show_main(app);
    }))
}

/// Whether a launch opens the system's app data folder (no `MEDIA_STUDIO_DATA_DIR`, or one naming that
/// same folder), where a plugin keyed to the identifier alone stands for the folder.
#[cfg_attr(target_os = "linux", allow(dead_code))]
fn on_the_default_folder(data_dir_env: Option<&std::ffi::OsStr>, identifier: &str) -> bool {
    let Some(set) = data_dir_env.filter(|v| !v.is_empty()) else {
        return true;
    };
    let default = dirs::data_dir().map(|d| d.join(identifier));
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    default.is_some_and(|d| canonical(&d) == canonical(Path::new(set)))
}

/// What the plugin says when this launch found the folder's name taken and the app holding it did not take
/// the call (tauri-plugin-single-instance, `platform_impl/linux.rs`): the build fails with these words.
#[cfg(target_os = "linux")]
const NOT_FORWARDED: &str = "failed to forward arguments to the running instance";

/// Set on a launch [`start_again_if_ended`] started again, so a launch is started again once at most.
#[cfg(target_os = "linux")]
const STARTED_AGAIN_ENV: &str = "MEDIA_STUDIO_STARTED_AGAIN";

/// A launch that met the folder's app as it was ending (killed, crashed: its name stays on the session bus
/// until its connection closes, 2.1-2.3 s after a SIGKILL under load, measured), which the plugin turns
/// into an exit without a window. When `error` is that failed forward, waits up to `wait` for the name to
/// be free and, once it is, starts this program again in its place (exec: the same process, arguments and
/// environment), now the only app on the folder. Returns when it did not: another error, a launch already
/// started again, or a name still held after `wait` (an app alive but not answering).
#[cfg(target_os = "linux")]
pub fn start_again_if_ended(error: &str, identifier: &str, wait: std::time::Duration) {
    use std::os::unix::process::CommandExt;
    if !error.contains(NOT_FORWARDED) || std::env::var_os(STARTED_AGAIN_ENV).is_some() {
        return;
    }
    let Some(folder) = data_folder(identifier) else {
        return;
    };
    let name = format!("{}.SingleInstance", dbus_id(identifier, &folder));
    if !name_left(&name, wait) {
        return;
    }
    tracing::info!("the app that had this library ended as this launch asked it to show itself: starting again");
    // /proc/self/exe: this very program, even if an update has replaced the file meanwhile.
    let mut again = std::process::Command::new("/proc/self/exe");
    if let Some(arg0) = std::env::args_os().next() {
        again.arg0(arg0);
    }
    let e = again
        .args(std::env::args_os().skip(1))
        .env(STARTED_AGAIN_ENV, "1")
        .exec();
    tracing::warn!("could not start again: {e}");
}

/// Whether the bus name has no owner, or has lost it within `wait`.
#[cfg(target_os = "linux")]
fn name_left(name: &str, wait: std::time::Duration) -> bool {
    let end = std::time::Instant::now() + wait;
    let Ok(name) = zbus::names::BusName::try_from(name) else {
        return false;
    };
    let Ok(bus) = zbus::blocking::Connection::session() else {
        return false;
    };
    let Ok(dbus) = zbus::blocking::fdo::DBusProxy::new(&bus) else {
        return false;
    };
    loop {
        match dbus.name_has_owner(name.clone()) {
            Ok(false) => return true,
            Ok(true) if std::time::Instant::now() < end => {
                std::thread::sleep(std::time::Duration::from_millis(100))
            }
            _ => return false,
        }
    }
}

/// Brings the main window forward (un-minimised, shown, focused).
fn show_main<R: Runtime>(app: &AppHandle<R>) {
    if let Some(w) = app.get_webview_window("main") {
        let _ = w.unminimize();
        let _ = w.show();
        let _ = w.set_focus();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_name_per_folder_valid_for_dbus() {
        let a = dbus_id(
            "studio.media.app",
            Path::new("/home/a/.local/share/studio.media.app"),
        );
        let b = dbus_id("studio.media.app", Path::new("/tmp/media-studio-e2e-x"));
        assert_ne!(a, b);
        assert_eq!(
            a,
            dbus_id(
                "studio.media.app",
                Path::new("/home/a/.local/share/studio.media.app")
            )
        );
        // Elements of a D-Bus name: letters, digits, _ and -, never starting with a digit.
        for element in a.split('.') {
            assert!(!element.is_empty() && !element.starts_with(|c: char| c.is_ascii_digit()));
            assert!(element
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'));
        }
        assert!(a.len() < 200, "{a}");
    }

    /// On Windows and macOS the plugin (keyed to the identifier) is used for the system's folder only:
    /// an app on a folder of its own (the window tests run many side by side) never finds another.
    #[test]
    fn the_identifier_alone_stands_for_the_systems_folder_only() {
        let id = "studio.media.app";
        assert!(on_the_default_folder(None, id));
        assert!(on_the_default_folder(Some(std::ffi::OsStr::new("")), id));
        let own = tempfile::tempdir().unwrap();
        assert!(!on_the_default_folder(Some(own.path().as_os_str()), id));
        if let Some(system) = dirs::data_dir() {
            assert!(on_the_default_folder(Some(system.join(id).as_os_str()), id));
        }
    }
}
