use super::{CoreError, CoreState};
use studio_core::{ApiKeyEntry, CreatedKey};

/// Keys of the account (prefixes only).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn api_keys_list(core: CoreState<'_>) -> Result<Vec<ApiKeyEntry>, CoreError> {
    core.get().await?.api_keys_list().await
}

/// Creates a NEW key for the person to copy once (never the app's own key).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn api_keys_create(core: CoreState<'_>, name: String) -> Result<CreatedKey, CoreError> {
    core.get().await?.api_keys_create(&name).await
}

#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn api_keys_revoke(core: CoreState<'_>, key_id: String) -> Result<(), CoreError> {
    core.get().await?.api_keys_revoke(&key_id).await
}
