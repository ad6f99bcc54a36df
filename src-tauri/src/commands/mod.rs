//! App commands, one module per area (docs/architecture.md, "App commands"). Each is a few lines over
//! `studio_core::Core` and returns `Result<T, CoreError>` (`{ code, message, field?, details? }`).

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
pub mod presets;
pub mod recipes;
pub mod slideshows;
pub mod spend;
pub mod tools;
pub mod videos;

pub use studio_core::CoreError;
/// The managed core, as commands receive it (`core.get().await?` waits while it opens).
pub type CoreState<'a> = tauri::State<'a, crate::CoreSlot>;
