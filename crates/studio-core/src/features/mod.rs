//! The features on top of the kinds of spending: each area of the app the window has a screen or a
//! panel for, one module each, taking the layers it uses (never `Core`: its facade, `api`, calls
//! them).

pub(crate) mod account_check;
pub(crate) mod bulk;
pub(crate) mod character_faces;
pub(crate) mod characters;
pub(crate) mod collections;
pub(crate) mod export;
pub(crate) mod file_settings;
pub(crate) mod gallery;
pub(crate) mod gallery_sync;
pub(crate) mod pickers;
pub(crate) mod presets;
pub(crate) mod recipes;
pub(crate) mod slideshow_library;
pub(crate) mod slideshow_video;
pub(crate) mod spending;
pub(crate) mod tags;
pub(crate) mod trash;
pub(crate) mod video_source;
pub mod words_catalogue;
