//! How a [`Core`](crate::Core) is opened: its data folder, the embedded sandbox's pace and credits, the
//! tracker's pace and budget, the keyring's service name.

use std::path::PathBuf;
use std::time::Duration;

/// Secret Service "service" attribute of every entry this app writes.
pub const KEYRING_SERVICE: &str = "studio.media.app";

/// How to open a [`Core`](crate::Core).
#[derive(Debug, Clone)]
pub struct CoreOptions {
    /// Data directory used when `MEDIA_STUDIO_DATA_DIR` is not set.
    pub data_dir: PathBuf,
    /// Ignore `MEDIA_STUDIO_DATA_DIR` and use `data_dir` as given (tests with several cores).
    pub ignore_env: bool,
    /// Virtual seconds a job takes in the embedded sandbox (default 3; `MEDIA_STUDIO_SANDBOX_JOB_SECONDS`
    /// overrides it, so window tests can hold a job open long enough to kill the app mid-job).
    pub sandbox_job_seconds: f64,
    /// Credits of the embedded sandbox's Studio account (default 500, also its maxCredits).
    pub sandbox_credits: i64,
    /// The shortest wait between two checks of a job (default 2.5 s, as the service advises 2-3 s);
    /// older jobs are checked less often (see `tracker::schedule`).
    pub poll_interval: Duration,
    /// Requests the tracker may send in any rolling minute, all polls together (default 60).
    pub poll_budget_per_minute: u32,
    /// Results saved at once (default 3).
    pub download_workers: usize,
    /// Secret Service "service" attribute (default `studio.media.app`).
    pub keyring_service: String,
    /// How long a video known only by the library listing is waited for before its job says it is
    /// overdue (default 30 minutes; the spec shows no video job states).
    pub video_listing_deadline: Duration,
    /// The loopback socket the media server answers on, bound before the window was made so that the
    /// window's content security policy names its one port (`media_listener::bind`); a free port
    /// when none is given.
    pub media_listener: Option<std::sync::Arc<std::net::TcpListener>>,
}

impl CoreOptions {
    pub fn new(data_dir: impl Into<PathBuf>) -> Self {
        CoreOptions {
            data_dir: data_dir.into(),
            ignore_env: false,
            sandbox_job_seconds: sandbox_job_seconds_from_env().unwrap_or(3.0),
            sandbox_credits: 500,
            poll_interval: Duration::from_millis(2500),
            poll_budget_per_minute: 60,
            download_workers: 3,
            keyring_service: KEYRING_SERVICE.to_string(),
            video_listing_deadline: Duration::from_secs(30 * 60),
            media_listener: None,
        }
    }
}

/// A test seam: the environment variable `name`, read by a debug build only (the tests' builds and a
/// developer's). A release build never reads it: a person's environment can't script the app
/// (`scripts/package.sh` checks that a release binary names none).
pub fn test_seam(name: &str) -> Option<std::ffi::OsString> {
    #[cfg(debug_assertions)]
    return std::env::var_os(name);
    #[cfg(not(debug_assertions))]
    {
        let _ = name;
        None
    }
}

/// Environment override of the embedded sandbox's job duration, when it is a sane positive number.
pub const SANDBOX_JOB_SECONDS_ENV: &str = "MEDIA_STUDIO_SANDBOX_JOB_SECONDS";

fn sandbox_job_seconds_from_env() -> Option<f64> {
    let v: f64 = test_seam(SANDBOX_JOB_SECONDS_ENV)?
        .to_str()?
        .trim()
        .parse()
        .ok()?;
    (v.is_finite() && v > 0.0 && v <= 3600.0).then_some(v)
}
