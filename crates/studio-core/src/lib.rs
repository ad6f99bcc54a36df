//! studio-core: the Media Studio app without Tauri.
//!
//! * [`Core`]: one value per app run (`Core::open(CoreOptions::new(dir)).await?`), cheap to clone.
//!   Connection profiles (embedded sandbox / service) in `connection`, credits and API keys in `account`,
//!   every action that spends credits goes through `spend` (one path, once per intent),
//!   image estimates and generation in `images`, the job tracker in `tracker`, library and drafts in `library`.
//! * [`CoreError`] / [`ErrorCode`]: the one error crossing IPC.
//! * [`CoreEvent`]: `JobUpdated`, `CreditsChanged`, `ConnectionChanged` on a broadcast channel
//!   ([`Core::subscribe`]).
//! * [`Paths`], [`Settings`], [`KeyStore`], [`Db`], [`MediaServer`]: the parts, usable alone.

mod account;
mod character_faces;
mod characters;
mod compare;
mod connection;
mod core;
pub mod db;
mod error;
mod events;
mod export;
mod ffmpeg;
mod gallery;
mod gallery_sync;
mod image_reference;
mod images;
mod instance;
pub mod keystore;
mod library;
mod library_health;
mod local_mix;
pub mod media_server;
mod mixing;
mod model;
mod music;
mod paths;
pub mod png_meta;
mod presets;
mod reference;
mod resubmit;
mod settings;
mod slideshow_library;
mod slideshows;
pub mod spend;
mod spending;
mod sweep;
mod tools;
pub mod tracker;
mod trash;
mod video;
mod video_source;

pub use crate::core::{Core, CoreOptions};
pub use characters::{CharacterPage, CharacterView};
pub use compare::{CompareEstimate, CompareGroup, ProviderEstimate};
pub use db::Db;
pub use error::{CoreError, ErrorCode, Result};
pub use events::CoreEvent;
pub use export::{free_save_path, SavedFile, SavedMetadata};
pub use gallery::{GalleryPage, GalleryQuery};
pub use gallery_sync::{CharacterName, GallerySync};
pub use image_reference::ImageReference;
pub use instance::LOCK_FILE;
pub use keystore::{KeyStore, KEYRING_SERVICE};
pub use library_health::LibraryRecovery;
pub use local_mix::LOCAL_MIX_PROVIDER;
pub use media_server::MediaServer;
pub use mixing::{MixChoices, MIX_PROVIDER};
pub use model::ReferenceInfo;
pub use model::{
    ApiKeyEntry, ConnectionMode, ConnectionStatus, CreatedKey, CreditsView, JobKind, JobState,
    KeyStorage, MediaItem, MediaKind, MediaSource, TrackedJob,
};
pub use paths::{Paths, DATA_DIR_ENV};
pub use presets::{Preset, PRESET_NAME_MAX};
pub use reference::PreparedReference;
pub use settings::Settings;
pub use slideshow_library::{SlideView, SlideshowView};
pub use slideshows::{slideshow_cost, slideshow_errors, HookTypeView};
pub use spend::{Estimate, PerSecond, SpendRequest};
pub use spending::{Spending, SpendingRow, SPENDING_DAYS};
pub use tools::{ToolList, ToolRequest, ToolResult};
pub use trash::{DeletedItem, ServiceCopy};
pub use video_source::VideoSource;

/// Re-exported so the app names request types without its own media-api dependency.
pub use media_api;
/// Key prefix length shown to people (`sl_` + 8, the service's documented prefix length).
pub const KEY_PREFIX_LEN: usize = 11;
