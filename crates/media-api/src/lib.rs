//! Typed client of the Media Generation Service.
//!
//! * [`types`]: wire types per API area (camelCase, unknown fields and enum values kept).
//! * [`ids`]: newtype identifiers.
//! * [`rules`]: the one table of documented limits, as pure validation functions.
//! * [`pricing`]: credit estimates for every chargeable request.
//! * [`catalog`]: static provider / hook type / option data for user interfaces.
//! * [`Client`]: the HTTP client, with per-area handles (`client.characters().list(..)`).
//! * [`shapes`]: the documented answers, field by field (the strict sandbox, the account check).
//! * [`poll`]: job status streams; [`download`]: media fetching that never leaks the key.

#[macro_use]
mod macros;

pub mod api;
pub mod catalog;
mod client;
pub mod download;
mod error;
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzz;
pub mod ids;
pub mod poll;
pub mod pricing;
pub mod rules;
mod secret;
pub mod shapes;
pub mod tls;
pub mod types;
pub mod words;

pub use client::{
    parse_base_url, AuthStyle, Client, ClientBuilder, Proxies, RetryPolicy,
    DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_REQUEST_DEADLINE, SYNC_DEADLINE,
};
pub use error::{Error, Result};
pub use ids::{CharacterId, ImageId, JobId, KeyId, MusicId, SlideshowId, VideoId};
pub use pricing::{estimate, Credits, Priced};
pub use rules::{FieldError, RuleContext};
pub use secret::{ApiKey, RevealedKey};
pub use types::common::{JobStatus, Tier};
pub use types::providers::{ImageProvider, VideoProvider};
pub use words::{Param, Words};
