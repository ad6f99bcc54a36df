//! media-sandbox: the Media Generation Service on loopback, faithful to the spec, with synthetic
//! media (real PNG, MP4 and M4A files), a second media listener, a virtual job clock, a control
//! interface for tests (`/__sandbox/`) and fault injection.
//!
//! ```no_run
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let sb = media_sandbox::spawn(media_sandbox::SandboxConfig::default()).await?;
//! let (api_key, _account) = sb.create_account(media_sandbox::Tier::Pro, 100);
//! println!("{} {}", sb.base_url(), api_key);
//! sb.shutdown().await;
//! # Ok(()) }
//! ```

mod app;
mod catalog;
mod config;
mod handle;
mod http;
mod media;
mod routes;
mod state;
mod util;

pub use config::{parse_tier, tier_is_paid, tier_name, Profile, SandboxConfig, Tier};
pub use handle::{spawn, SandboxError, SandboxHandle};
pub use routes::BODY_ROUTES;
