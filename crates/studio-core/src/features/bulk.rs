//! What the gallery's bulk actions share (delete, restore and export of a selection, each one core
//! call): the ids once each in the order asked, and an item an action left as it was, with its reason.

use media_api::Words;
use serde::Serialize;

/// One item a bulk action left as it was, and why (in plain words).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct NotDone {
    pub id: String,
    pub reason: Words,
}

impl NotDone {
    pub(crate) fn new(id: &str, reason: Words) -> Self {
        NotDone {
            id: id.to_string(),
            reason,
        }
    }
}

/// The ids in the order asked, each once (a repeated id is done once).
pub(crate) fn distinct(ids: &[String]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    ids.iter()
        .filter(|id| seen.insert(id.as_str()))
        .cloned()
        .collect()
}
