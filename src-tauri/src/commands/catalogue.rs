use super::CoreState;
use studio_core::media_api::catalog::Catalog;

/// media-api's static catalogue: providers, costs, 4K options, aspect ratios, photo types...
#[tauri::command]
#[specta::specta]
pub fn catalogue_get(core: CoreState<'_>) -> Catalog {
    core.catalogue()
}
