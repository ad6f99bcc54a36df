//! `spawn(config) -> SandboxHandle`: binds both listeners, loads `--data` state, serves until shutdown.

use std::net::SocketAddr;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::media::store::{temp_dir, MediaStore};
use crate::state::persist::{self, Persister};
use crate::state::{Sandbox, Shared, Store};
use crate::{SandboxConfig, Tier};

#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    #[error("could not bind {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("sandbox data directory: {0}")]
    Data(std::io::Error),
}

pub struct SandboxHandle {
    sb: Shared,
    base_url: String,
    media_base_url: String,
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
}

impl Sandbox {
    /// Creates an account with one key; returns (full key, account id).
    pub fn create_account(
        &self,
        tier: Tier,
        credits: i64,
        max_credits: Option<i64>,
    ) -> (String, String) {
        let now = self.now_ms();
        self.mutate(|st| {
            let account = st.create_account(tier, credits, max_credits, now);
            let (key, _) = st.create_key(&account, "Sandbox key", now);
            (key, account)
        })
    }
}

async fn bind(addr: SocketAddr) -> Result<(TcpListener, SocketAddr), SandboxError> {
    let l = TcpListener::bind(addr)
        .await
        .map_err(|source| SandboxError::Bind { addr, source })?;
    let local = l
        .local_addr()
        .map_err(|source| SandboxError::Bind { addr, source })?;
    Ok((l, local))
}

fn url_of(addr: SocketAddr) -> String {
    let host = if addr.ip().is_unspecified() {
        "127.0.0.1".to_string()
    } else {
        addr.ip().to_string()
    };
    if addr.is_ipv6() && !addr.ip().is_unspecified() {
        format!("http://[{host}]:{}", addr.port())
    } else {
        format!("http://{host}:{}", addr.port())
    }
}

/// Starts a sandbox. Both listeners default to 127.0.0.1 with a free port.
pub async fn spawn(config: SandboxConfig) -> Result<SandboxHandle, SandboxError> {
    let (main_l, main_addr) = bind(config.addr).await?;
    let (media_l, media_addr) = bind(config.media_addr).await?;
    let (base_url, media_base_url) = (url_of(main_addr), url_of(media_addr));

    let mut store = match &config.data_dir {
        Some(dir) => persist::load(dir)
            .map_err(SandboxError::Data)?
            .unwrap_or_default(),
        None => Store::default(),
    };
    if store.rng == 0 {
        store.rng = crate::util::initial_seed(config.seed);
    }
    let previous = store.media_origins.clone();
    store.media_origins.retain(|o| *o != media_base_url);
    store.media_origins.push(media_base_url.clone());
    let excess = store.media_origins.len().saturating_sub(64);
    store.media_origins.drain(..excess);
    let media = match &config.data_dir {
        Some(dir) => MediaStore::new(dir.join("media"), media_base_url.clone(), false)
            .map(|m| m.with_previous_origins(previous)),
        None => MediaStore::new(
            temp_dir(crate::util::initial_seed(None)),
            media_base_url.clone(),
            true,
        ),
    }
    .map_err(SandboxError::Data)?;
    if !has_ffmpeg() {
        tracing::warn!("sandbox: ffmpeg not found on PATH; video and music jobs will fail (run scripts/setup.sh)");
    }
    let persister = config.data_dir.as_deref().map(Persister::new);
    let job_ms = (config.job_seconds.max(0.0) * 1000.0) as i64;
    let sb: Shared = Arc::new(Sandbox::new(
        store,
        media,
        job_ms,
        persister,
        config.profile,
        config.control,
    ));
    if let Some(p) = &sb.persister {
        p.start(Arc::downgrade(&sb));
        p.mark_dirty();
    }
    crate::media::render::resume_renders(&sb);

    let (stop, stop_rx) = watch::channel(false);
    let main_app =
        crate::app::router(sb.clone()).into_make_service_with_connect_info::<SocketAddr>();
    let media_app = crate::media::server::router(sb.clone());
    let mut rx1 = stop_rx.clone();
    let mut rx2 = stop_rx;
    let t1 = tokio::spawn(async move {
        let _ = axum::serve(main_l, main_app)
            .with_graceful_shutdown(async move {
                let _ = rx1.wait_for(|s| *s).await;
            })
            .await;
    });
    let t2 = tokio::spawn(async move {
        let _ = axum::serve(media_l, media_app)
            .with_graceful_shutdown(async move {
                let _ = rx2.wait_for(|s| *s).await;
            })
            .await;
    });
    Ok(SandboxHandle {
        sb,
        base_url,
        media_base_url,
        stop,
        tasks: vec![t1, t2],
    })
}

fn has_ffmpeg() -> bool {
    std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).any(|d| d.join("ffmpeg").is_file()))
        .unwrap_or(false)
}

impl SandboxHandle {
    /// The service's base URL (`http://127.0.0.1:PORT`); API paths start with /api/.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// The media listener's base URL (another origin); media URLs are `{media_base_url}/media/...`.
    pub fn media_base_url(&self) -> &str {
        &self.media_base_url
    }

    /// How closely it keeps to the spec.
    pub fn profile(&self) -> crate::Profile {
        self.sb.profile
    }

    /// Creates an account and its first key in-process (same as `POST /__sandbox/accounts`).
    /// Returns (api_key, account_id).
    pub fn create_account(&self, tier: Tier, credits: i64) -> (String, String) {
        self.sb.create_account(tier, credits, None)
    }

    /// Moves the virtual clock forward (same as `POST /__sandbox/clock/advance`).
    pub fn advance_clock(&self, seconds: f64) {
        self.sb.clock.advance((seconds * 1000.0) as i64);
        self.sb.mutate(|_| ());
    }

    /// Stops both listeners (open connections finish) and writes the last snapshot.
    pub async fn shutdown(mut self) {
        let _ = self.stop.send(true);
        for t in self.tasks.drain(..) {
            let _ = tokio::time::timeout(std::time::Duration::from_secs(5), t).await;
        }
        if let Some(p) = &self.sb.persister {
            p.flush(&self.sb);
        }
    }
}

impl Drop for SandboxHandle {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
        if let Some(p) = &self.sb.persister {
            p.flush(&self.sb);
        }
    }
}
