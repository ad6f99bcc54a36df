//! studio-core: the Media Studio app without Tauri, in layers, one folder each, every one naming only
//! its own and those below (docs/architecture.md, "studio-core: the layers"; `layers.rs` checks it):
//! `base` (error, model, events, paths, settings), `store` (the library database, all SQL), `session`
//! (connection, key store, credits), `media_server`, `jobs` (the one spend path, the tracker), `kinds`
//! (each kind of spending), `features` (one module per area), and `api`: [`Core`], one value per app
//! run (`Core::open(CoreOptions::new(dir)).await?`), whose methods are named as the app's commands.
//! This file only names them and what the app and the tests use.

mod api;
mod base;
mod features;
mod jobs;
mod kinds;
#[cfg(test)]
mod layers;
pub mod media_server;
mod session;
pub mod store;

pub use api::Core;
pub use base::error::{CoreError, ErrorCode, Result};
pub use base::events::CoreEvent;
pub use base::model::ReferenceInfo;
pub use base::model::{
    ApiKeyEntry, ConnectionMode, ConnectionStatus, CreatedKey, CreditsView, JobKind, JobState,
    KeyStorage, MakerPrice, MediaItem, MediaKind, MediaSource, ReviewFlag, Shelf, TrackedJob,
    RATING_MAX,
};
pub use base::options::{test_seam, CoreOptions, KEYRING_SERVICE};
pub use base::paths::{Paths, DATA_DIR_ENV};
pub use base::reference::PreparedReference;
pub use base::settings::{check_feed, Settings, FEED_FIELD};
pub use base::KEY_PREFIX_LEN;
pub use features::account_check::{AccountCheck, ReadCheck, ShapeProblem};
pub use features::bulk::NotDone;
pub use features::characters::{CharacterDeleted, CharacterPage, CharacterView};
pub use features::collections::COLLECTION_NAME_MAX;
pub use features::export::{
    free_save_path, ChosenFolder, DragFiles, ExportedMany, ExportedZip, SavedFile, SavedMetadata,
};
pub use features::file_settings::{FileCharacter, FileSettings};
pub use features::gallery::{GalleryPage, GalleryQuery, GallerySort};
pub use features::gallery_sync::{CharacterName, GallerySync};
pub use features::pickers::{PickPage, PickQuery};
pub use features::presets::PRESET_NAME_MAX;
pub use features::recipes::{
    recipe_step_kinds, starter as starter_recipe, Recipe, RecipeForecast, RecipeRun, RecipeStep,
    RecipeStepKind, RunState, RunStep, StepForecast, StepOutput, StepState, RECIPE_NAME_MAX,
    RECIPE_STEPS_MAX, RECIPE_TOPIC_MAX, STARTER_ID, TOPIC,
};
pub use features::slideshow_library::{SlideView, SlideshowPage, SlideshowQuery, SlideshowView};
pub use features::slideshow_video::FADE_SECONDS;
pub use features::slideshow_video::{
    SlideshowVideo, SLIDESHOW_VIDEO_PROVIDER, VIDEO_HEIGHT, VIDEO_WIDTH,
};
pub use features::spending::{
    spending_csv, SpendFigure, Spending, SpendingJob, SpendingJobs, SPENDING_DAYS,
    SPENDING_PAGE_MAX,
};
pub use features::tags::TAG_NAME_MAX;
pub use features::trash::{DeleteScope, DeletedItem, DeletedMany, RestoredMany, ServiceCopy};
pub use features::video_source::VideoSource;
pub use features::words_catalogue;
pub use jobs::local_mix::LOCAL_MIX_PROVIDER;
pub use jobs::spend::{CompareFigures, Estimate, PerSecond, PriceBasis, ProviderEstimate};
pub use jobs::{spend, tracker};
pub use kinds::avatar::RECORDING_SECONDS_MAX;
pub use kinds::batch::BATCH_MAX;
pub use kinds::compare::VIDEO_COMPARE_MAX;
pub use kinds::face::ImageReference;
pub use kinds::mix::{MixChoices, MIX_PROVIDER};
pub use kinds::slideshow::{slideshow_cost, slideshow_errors, HookTypeView};
pub use kinds::tool::{ToolList, ToolRequest};
pub use kinds::video_edit::VIDEO_EDIT_PROVIDER;
pub use kinds::SpendRequest;
/// Re-exported so the app names request types without its own media-api dependency.
pub use media_api;
pub use media_server::MediaServer;
pub use session::keystore;
pub use session::keystore::KeyStore;
pub use store::health::LibraryRecovery;
pub use store::instance::{adopt_folder, LOCK_FILE};
pub use store::{
    Collection, GalleryRef, Preset, ShelfCount, SpendingQuery, SpendingRow, Store, Tag,
};
