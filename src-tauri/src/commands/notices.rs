//! The window's words for the OS notifications: the app says them in Rust while no window has the
//! focus, so the window gives it its catalogue's templates of the Rust side's words (`core.*`) in the
//! language it speaks, at start and whenever the language changes.

use std::collections::BTreeMap;
use tauri::State;

use crate::notify::NoticeWords;

/// Keeps the templates (key without its `core.` area → template) the notices are said with.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub fn notices_words_set(said: State<'_, NoticeWords>, words: BTreeMap<String, String>) {
    said.set(words);
}
