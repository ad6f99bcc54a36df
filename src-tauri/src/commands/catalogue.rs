use studio_core::media_api::catalog::{catalog, Catalog};

/// media-api's static catalogue: providers, costs, 4K options, aspect ratios, photo types...
/// (Static data: answered at once, even while the core is still opening.)
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub fn catalogue_get() -> Catalog {
    catalog()
}
