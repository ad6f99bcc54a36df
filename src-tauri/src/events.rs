//! Typed events (tauri-specta): the core's events re-emitted to the page. Names are the kebab-case of
//! the type (`job-updated`, `credits-changed`, `connection-changed`, `recipe-run-updated`). A job that finishes while no window
//! has the focus is also announced by an OS notification (`notify`).

use serde::Serialize;
use studio_core::{ConnectionStatus, CoreEvent, CreditsView, TrackedJob};
use tauri::{AppHandle, Runtime};
use tauri_specta::Event;
use tokio::sync::broadcast::{error::RecvError, Receiver};

#[derive(Debug, Clone, Serialize, specta::Type, tauri_specta::Event)]
pub struct JobUpdated(pub TrackedJob);

#[derive(Debug, Clone, Serialize, specta::Type, tauri_specta::Event)]
pub struct CreditsChanged(pub CreditsView);

#[derive(Debug, Clone, Serialize, specta::Type, tauri_specta::Event)]
pub struct ConnectionChanged(pub ConnectionStatus);

/// A recipe run moved on (its id): the Recipes screen reads the runs again.
#[derive(Debug, Clone, Serialize, specta::Type, tauri_specta::Event)]
pub struct RecipeRunUpdated(pub String);

/// Spawns the task that forwards every core event to the page until the core is dropped.
pub fn forward<R: Runtime>(app: AppHandle<R>, mut rx: Receiver<CoreEvent>) {
    tauri::async_runtime::spawn(async move {
        let mut seen = crate::notify::Seen::default();
        loop {
            let sent = match rx.recv().await {
                Ok(CoreEvent::JobUpdated(j)) => {
                    crate::notify::on_job(&app, &mut seen, &j);
                    JobUpdated(j).emit(&app)
                }
                Ok(CoreEvent::CreditsChanged(c)) => CreditsChanged(c).emit(&app),
                Ok(CoreEvent::ConnectionChanged(s)) => ConnectionChanged(s).emit(&app),
                Ok(CoreEvent::RecipeRunUpdated(id)) => RecipeRunUpdated(id).emit(&app),
                Err(RecvError::Lagged(n)) => {
                    tracing::warn!(skipped = n, "event forwarding lagged");
                    continue;
                }
                Err(RecvError::Closed) => break,
            };
            if let Err(e) = sent {
                tracing::warn!("could not emit an event: {e}");
            }
        }
    });
}
