//! The ground every layer stands on: the one error, the model the window sees, events, the data
//! folder's layout, settings.json, ffmpeg, the photos held to send as a face (`reference`), how a core
//! is opened, and the crate's own small helpers.

pub(crate) mod error;
pub(crate) mod events;
pub(crate) mod ffmpeg;
pub(crate) mod model;
pub(crate) mod options;
pub(crate) mod paths;
pub(crate) mod reference;
pub(crate) mod settings;

/// A std mutex's guard, also after a panic elsewhere poisoned it (the data is still whole: every
/// critical section of this crate leaves it consistent).
pub(crate) fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Key prefix length shown to people (`sl_` + 8, the service's documented prefix length).
pub const KEY_PREFIX_LEN: usize = 11;
