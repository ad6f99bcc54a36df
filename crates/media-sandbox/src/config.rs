//! Sandbox configuration and the subscription tier.

use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Clone)]
pub struct SandboxConfig {
    /// Main listener (the service, paths under /api/ and /__sandbox/).
    pub addr: SocketAddr,
    /// Media listener (another origin, as a CDN would be).
    pub media_addr: SocketAddr,
    /// Keeps accounts, jobs and media across restarts when set; memory (and a temp dir) otherwise.
    pub data_dir: Option<PathBuf>,
    /// Virtual seconds a generation job takes (pending for the first third, then processing).
    pub job_seconds: f64,
    /// Seed for ids and keys (deterministic runs); random when None.
    pub seed: Option<u64>,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            media_addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir: None,
            job_seconds: 3.0,
            seed: None,
        }
    }
}

/// Subscription tier of an account (media-api's type).
pub use media_api::Tier;

pub fn tier_name(t: &Tier) -> String {
    t.as_str().to_string()
}

/// Parses a known tier (pro, studio, free).
pub fn parse_tier(s: &str) -> Option<Tier> {
    Some(Tier::parse(s)).filter(|t| t.is_known())
}

pub fn tier_is_paid(t: &Tier) -> bool {
    matches!(t, Tier::Pro | Tier::Studio)
}
