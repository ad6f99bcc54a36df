//! App commands, one module per area (docs/architecture.md, "App commands"). Each is a few lines over
//! `studio_core::Core`, calls the core method of its own name, returns `Result<T, CoreError>`
//! (`{ code, message, field?, details? }`), and runs in one tracing span named as it
//! (`#[tracing::instrument(skip_all)]`: its arguments, a key among them, are never recorded).

pub mod api_keys;
pub mod app;
pub mod catalogue;
pub mod characters;
pub mod collections;
pub mod connection;
pub mod credits;
pub mod drafts;
pub mod gallery;
pub mod jobs;
pub mod library;
pub mod mixing;
pub mod notices;
pub mod presets;
pub mod recipes;
pub mod slideshows;
pub mod spend;
pub mod tools;
pub mod updates;
pub mod videos;

pub use studio_core::CoreError;
/// The managed core, as commands receive it (`core.get().await?` waits while it opens).
pub type CoreState<'a> = tauri::State<'a, crate::CoreSlot>;

#[cfg(test)]
mod tests {
    /// Every command runs in its own span, recording none of its arguments.
    #[test]
    fn every_command_has_its_span() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands");
        for entry in std::fs::read_dir(&dir).expect("commands") {
            let path = entry.expect("entry").path();
            if path.ends_with("mod.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("readable");
            let commands = text.matches("#[specta::specta]").count();
            let spanned = text
                .matches("#[specta::specta]\n#[tracing::instrument(skip_all)]")
                .count();
            assert_eq!(
                commands,
                spanned,
                "{}: a command without its span",
                path.display()
            );
        }
    }
}
