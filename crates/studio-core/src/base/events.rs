//! Events the app forwards to the web view as typed Tauri events.

use crate::base::model::{ConnectionStatus, CreditsView, TrackedJob};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", content = "payload")]
// A job is the usual event and is cloned once per receiver anyway; boxing it would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum CoreEvent {
    JobUpdated(TrackedJob),
    CreditsChanged(CreditsView),
    ConnectionChanged(ConnectionStatus),
    /// A recipe run moved on (its id): the window reads the runs again.
    RecipeRunUpdated(String),
}

/// Capacity of the broadcast channel; a slow receiver skips (`RecvError::Lagged`) rather than blocks.
pub const EVENT_CAPACITY: usize = 256;

/// The sending end of the event channel, shared by the layers that report (session, jobs).
#[derive(Clone)]
pub(crate) struct Events(tokio::sync::broadcast::Sender<CoreEvent>);

impl Events {
    pub fn new() -> Events {
        Events(tokio::sync::broadcast::channel(EVENT_CAPACITY).0)
    }

    /// Sends to every receiver there is (none is fine).
    pub fn emit(&self, e: CoreEvent) {
        let _ = self.0.send(e);
    }

    /// A receiver of every event from now on.
    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<CoreEvent> {
        self.0.subscribe()
    }
}
