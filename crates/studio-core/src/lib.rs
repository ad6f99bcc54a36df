//! studio-core: the Media Studio app without Tauri.
//!
//! * [`Core`]: one value per app run (`Core::open(CoreOptions::new(dir)).await?`), cheap to clone.
//!   Connection profiles (embedded sandbox / service) in `connection`, credits and API keys in `account`,
//!   image estimates and generation in `images`, the job tracker in `tracker`, library and drafts in `library`.
//! * [`CoreError`] / [`ErrorCode`]: the one error crossing IPC.
//! * [`CoreEvent`]: `JobUpdated`, `CreditsChanged`, `ConnectionChanged` on a broadcast channel
//!   ([`Core::subscribe`]).
//! * [`Paths`], [`Settings`], [`KeyStore`], [`Db`], [`MediaServer`]: the parts, usable alone.

mod account;
mod character_faces;
mod characters;
mod connection;
mod core;
pub mod db;
mod error;
mod events;
mod images;
pub mod keystore;
mod library;
pub mod media_server;
mod mixing;
mod model;
mod music;
mod paths;
mod reference;
mod settings;
mod slideshow_library;
mod slideshows;
mod submit;
mod tools;
pub mod tracker;
mod video;

pub use crate::core::{Core, CoreOptions};
pub use characters::{CharacterPage, CharacterView};
pub use reference::PreparedReference;
pub use db::Db;
pub use error::{CoreError, ErrorCode, Result};
pub use events::CoreEvent;
pub use keystore::{KeyStore, KEYRING_SERVICE};
pub use media_server::MediaServer;
pub use model::{
    ApiKeyEntry, ConnectionMode, ConnectionStatus, CreatedKey, CreditsView, Estimate, JobKind, JobState, KeyStorage,
    MediaItem, MediaKind, TrackedJob,
};
pub use paths::{Paths, DATA_DIR_ENV};
pub use settings::Settings;
pub use slideshow_library::{SlideView, SlideshowView};
pub use slideshows::{slideshow_cost, slideshow_errors, HookTypeView};
pub use mixing::{MixChoices, MIX_PROVIDER};
pub use video::VideoEstimate;
pub use tools::{ToolList, ToolRequest, ToolResult};

/// Re-exported so the app names request types without its own media-api dependency.
pub use media_api;
/// Key prefix length shown to people (`sl_` + 8, the service's documented prefix length).
pub const KEY_PREFIX_LEN: usize = 11;
