//! Events the app forwards to the web view as typed Tauri events.

use crate::model::{ConnectionStatus, CreditsView, TrackedJob};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", content = "payload")]
// A job is the usual event and is cloned once per receiver anyway; boxing it would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum CoreEvent {
    JobUpdated(TrackedJob),
    CreditsChanged(CreditsView),
    ConnectionChanged(ConnectionStatus),
}

/// Capacity of the broadcast channel; a slow receiver skips (`RecvError::Lagged`) rather than blocks.
pub const EVENT_CAPACITY: usize = 256;
