//! The loopback media server: `http://127.0.0.1:PORT/<token>/media/<file>` and `.../<token>/thumbs/<file>`,
//! with HTTP ranges (tower-http ServeDir), and `.../<token>/small/<file>`: a thumbnail for small tiles
//! ([`small`]). Everything else is 404.

pub(crate) mod small;

use crate::base::error::{CoreError, Result};
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use media_api::say;
use std::path::Path;
use tokio::sync::watch;
use tower_http::services::ServeDir;

pub struct MediaServer {
    origin: String,
    base: String,
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

impl std::fmt::Debug for MediaServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MediaServer").finish_non_exhaustive()
    }
}

impl MediaServer {
    /// Serves `media_dir` and `thumbs_dir` under a fresh random token, on `listener` (a loopback
    /// socket bound earlier, see [`bind`]) or else on a free port of 127.0.0.1.
    pub async fn start(
        media_dir: &Path,
        thumbs_dir: &Path,
        listener: Option<&std::net::TcpListener>,
    ) -> Result<MediaServer> {
        let token = uuid::Uuid::new_v4().simple().to_string();
        let serve = |dir: &Path| {
            ServeDir::new(dir)
                .append_index_html_on_directories(false)
                .redirect_to_trailing_slash(false)
        };
        let app = Router::new()
            .nest_service(&format!("/{token}/media"), serve(media_dir))
            .nest_service(&format!("/{token}/thumbs"), serve(thumbs_dir))
            .route(
                &format!("/{token}/small/{{file}}"),
                get(small::serve).with_state(std::sync::Arc::new(thumbs_dir.to_path_buf())),
            )
            .fallback(|| async { StatusCode::NOT_FOUND });
        let could_not = |e| {
            CoreError::internal(
                say!(
                    "media_server.could_not_start_media",
                    "Could not start the media server"
                ),
                e,
            )
        };
        let listener = match listener {
            Some(l) => l.try_clone(),
            None => bind(),
        }
        .and_then(|l| {
            l.set_nonblocking(true)?;
            tokio::net::TcpListener::from_std(l)
        })
        .map_err(could_not)?;
        let addr = listener.local_addr()?;
        let (stop, mut rx) = watch::channel(false);
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app)
                .with_graceful_shutdown(async move {
                    let _ = rx.wait_for(|s| *s).await;
                })
                .await;
        });
        let origin = format!("http://127.0.0.1:{}", addr.port());
        Ok(MediaServer {
            base: format!("{origin}/{token}"),
            origin,
            stop,
            task,
        })
    }

    /// `http://127.0.0.1:PORT/<token>` (no trailing slash).
    pub fn base_url(&self) -> &str {
        &self.base
    }
    /// `http://127.0.0.1:PORT`.
    pub fn origin(&self) -> &str {
        &self.origin
    }
    pub fn media_url(&self, file: &str) -> String {
        format!("{}/media/{}", self.base, encode(file))
    }
    pub fn thumb_url(&self, file: &str) -> String {
        format!("{}/thumbs/{}", self.base, encode(file))
    }
    /// The thumbnail `file` made small enough for a small tile ([`small::SHORT_SIDE`]).
    pub fn small_thumb_url(&self, file: &str) -> String {
        format!("{}/small/{}", self.base, encode(file))
    }

    pub fn stop(&self) {
        let _ = self.stop.send(true);
    }
}

impl Drop for MediaServer {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
        self.task.abort();
    }
}

/// A socket on a free port of 127.0.0.1 for the media server, bound now so that its port is known
/// before anything that must name it (the window's content security policy) is made.
pub fn bind() -> std::io::Result<std::net::TcpListener> {
    std::net::TcpListener::bind(("127.0.0.1", 0))
}

fn encode(file: &str) -> String {
    url::form_urlencoded::byte_serialize(file.as_bytes())
        .collect::<String>()
        .replace('+', "%20")
}
