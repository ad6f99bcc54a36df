//! studio-core: the Media Studio app without Tauri.
//!
//! * [`Core`]: one value per app run (`Core::open(CoreOptions::new(dir)).await?`), cheap to clone: one
//!   handle of each layer (docs/architecture.md, "studio-core: the layers").
//!   - `session`: the live connection (embedded sandbox / service), key store, credits and API keys;
//!   - `store`: the library database, every SQL statement of the crate;
//!   - `jobs`: every action that spends credits goes through `jobs::spend` (one path, once per intent),
//!     the job tracker (`jobs::tracker`), making a job again (`kinds::again`);
//!   - the features on top, one module per area (`images`, `characters`, `video`, `music`, `slideshows`,
//!     `tools`, `mixing`, `gallery`, `trash`, `export`, `presets`, ...), each helper taking the layers it
//!     uses; `library` turns rows into what the window sees.
//! * [`CoreError`] / [`ErrorCode`]: the one error crossing IPC.
//! * [`CoreEvent`]: `JobUpdated`, `CreditsChanged`, `ConnectionChanged` on a broadcast channel
//!   ([`Core::subscribe`]).
//! * [`Paths`], [`Settings`], [`KeyStore`], [`Store`], [`MediaServer`]: the parts, usable alone.

mod account_check;
mod api;
mod base;
mod bulk;
mod character_faces;
mod characters;
mod collections;
mod export;
mod gallery;
mod gallery_sync;
mod jobs;
mod kinds;
#[cfg(test)]
mod layers;
pub mod media_server;
mod pickers;
mod presets;
mod recipes;
mod session;
mod slideshow_library;
mod slideshow_video;
mod spending;
pub mod store;
mod tags;
mod trash;
mod video_source;
pub mod words_catalogue;

pub use account_check::{AccountCheck, ReadCheck, ShapeProblem};
pub use api::Core;
pub use base::error::{CoreError, ErrorCode, Result};
pub use base::events::CoreEvent;
pub use base::model::ReferenceInfo;
pub use base::model::{
    ApiKeyEntry, ConnectionMode, ConnectionStatus, CreatedKey, CreditsView, JobKind, JobState,
    KeyStorage, MakerPrice, MediaItem, MediaKind, MediaSource, Shelf, TrackedJob,
};
pub use base::options::{CoreOptions, KEYRING_SERVICE};
pub use base::paths::{Paths, DATA_DIR_ENV};
pub use base::reference::PreparedReference;
pub use base::settings::{check_feed, Settings, FEED_FIELD};
pub use bulk::NotDone;
pub use characters::{CharacterDeleted, CharacterPage, CharacterView};
pub use collections::{Collection, COLLECTION_NAME_MAX};
pub use kinds::batch::BATCH_MAX;
pub use kinds::compare::VIDEO_COMPARE_MAX;
pub use export::{free_save_path, ChosenFolder, DragFiles, ExportedMany, SavedFile, SavedMetadata};
pub use gallery::{GalleryPage, GalleryQuery, GalleryRef, GallerySort, ShelfCount};
pub use gallery_sync::{CharacterName, GallerySync};
pub use kinds::face::ImageReference;
pub use jobs::local_mix::LOCAL_MIX_PROVIDER;
pub use jobs::spend::{CompareFigures, Estimate, PerSecond, PriceBasis, ProviderEstimate};
pub use jobs::{spend, tracker};
pub use kinds::SpendRequest;
pub use media_server::MediaServer;
pub use kinds::mix::{MixChoices, MIX_PROVIDER};
pub use pickers::{PickPage, PickQuery};
pub use presets::PRESET_NAME_MAX;
pub use recipes::{
    recipe_step_kinds, starter as starter_recipe, Recipe, RecipeForecast, RecipeRun, RecipeStep,
    RecipeStepKind, RunState, RunStep, StepForecast, StepOutput, StepState, RECIPE_NAME_MAX,
    RECIPE_STEPS_MAX, STARTER_ID, TOPIC,
};
pub use session::keystore;
pub use session::keystore::KeyStore;
pub use slideshow_library::{SlideView, SlideshowPage, SlideshowQuery, SlideshowView};
pub use slideshow_video::FADE_SECONDS;
pub use slideshow_video::{SlideshowVideo, SLIDESHOW_VIDEO_PROVIDER, VIDEO_HEIGHT, VIDEO_WIDTH};
pub use kinds::slideshow::{slideshow_cost, slideshow_errors, HookTypeView};
pub use spending::{
    spending_csv, SpendFigure, Spending, SpendingJob, SpendingJobs, SPENDING_DAYS,
    SPENDING_PAGE_MAX,
};
pub use store::health::LibraryRecovery;
pub use store::instance::LOCK_FILE;
pub use store::{Preset, SpendingQuery, SpendingRow, Store};
pub use tags::{Tag, TAG_NAME_MAX};
pub use kinds::tool::{ToolList, ToolRequest};
pub use trash::{DeleteScope, DeletedItem, DeletedMany, RestoredMany, ServiceCopy};
pub use kinds::video_edit::VIDEO_EDIT_PROVIDER;
pub use video_source::VideoSource;

pub use base::KEY_PREFIX_LEN;
/// Re-exported so the app names request types without its own media-api dependency.
pub use media_api;
