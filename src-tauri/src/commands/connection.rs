use super::{CoreError, CoreState};
use studio_core::ConnectionStatus;

/// Where the app is connected (mode "none" on first run). Never includes the key, only its prefix.
#[tauri::command]
#[specta::specta]
pub async fn connection_status(core: CoreState<'_>) -> Result<ConnectionStatus, CoreError> {
    Ok(core.get().await?.status())
}

/// Starts (or reuses) the embedded sandbox and connects to it.
#[tauri::command]
#[specta::specta]
pub async fn connect_sandbox(core: CoreState<'_>) -> Result<ConnectionStatus, CoreError> {
    core.get().await?.connect_sandbox().await
}

/// Connects to the hosted service. The key is write-only: it goes to the core's key store, never back.
#[tauri::command]
#[specta::specta]
pub async fn connect_service(
    core: CoreState<'_>,
    base_url: String,
    api_key: String,
    session_only: bool,
) -> Result<ConnectionStatus, CoreError> {
    core.get()
        .await?
        .connect_service(&base_url, api_key, session_only)
        .await
}

/// Forgets the stored key (keyring or session) and disconnects.
#[tauri::command]
#[specta::specta]
pub async fn forget_key(core: CoreState<'_>) -> Result<ConnectionStatus, CoreError> {
    core.get().await?.forget_key().await
}
