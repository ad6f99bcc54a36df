//! Wire types, one module per API area. camelCase on the wire; `Option` for anything optional or
//! "may be present"; every response object keeps unknown fields in `extra`; enums keep unknown
//! values in an `Unknown(String)` variant.

pub mod api_keys;
pub mod characters;
pub mod common;
pub mod credits;
pub mod form_data;
pub mod hook_types;
pub mod images;
pub mod jobs;
pub mod library;
pub mod mixing;
pub mod music;
pub mod providers;
pub mod slideshows;
pub mod tools;
pub mod videos;

pub use common::{Ack, Extra, JobStatus, Tier};
