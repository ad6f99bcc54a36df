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
    /// How closely it keeps to the spec (default: [`Profile::Spec`]).
    pub profile: Profile,
    /// Answers the control interface (`/__sandbox/`: accounts, the clock, faults, request logs). On
    /// for tests and the standalone binary; the app's embedded Sandbox has it off unless its window
    /// tests ask (`MEDIA_STUDIO_SANDBOX_CONTROL=1`), so no other program on the computer can script it.
    pub control: bool,
}

/// How the sandbox answers where the spec is silent.
///
/// * `Spec` (the default, the embedded Sandbox's and the tests'): every documented answer carries
///   exactly its documented fields, plus one field no version of the app knows (`newerField`), as a
///   newer service would; no undocumented route answers; where the spec is silent it takes the reading
///   that gives the app least to go on, and for money the one that costs the creator most. Each such
///   choice is listed in docs/assumptions.md ("The strict sandbox").
/// * `Rich`: the sandbox as it grew beside the app, with conveniences the spec does not document
///   (a video poll, entries' `type`/`prompt`/`createdAt`, hook types' `defaultSlideCount`, an image
///   job's every picture, credit transactions). Only tests that show what it alone can use it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Profile {
    #[default]
    Spec,
    Rich,
}

impl Profile {
    pub fn parse(s: &str) -> Option<Profile> {
        match s.trim().to_ascii_lowercase().as_str() {
            "spec" | "strict" => Some(Profile::Spec),
            "rich" => Some(Profile::Rich),
            _ => None,
        }
    }
    pub fn as_str(&self) -> &'static str {
        match self {
            Profile::Spec => "spec",
            Profile::Rich => "rich",
        }
    }
    pub fn is_spec(&self) -> bool {
        *self == Profile::Spec
    }
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            media_addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir: None,
            job_seconds: 3.0,
            seed: None,
            profile: Profile::Spec,
            control: true,
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
