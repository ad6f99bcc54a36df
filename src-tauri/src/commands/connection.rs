use super::{CoreError, CoreState};
use studio_core::{AccountCheck, ConnectionStatus};

/// Where the app is connected (mode "none" on first run). Never includes the key, only its prefix.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn connection_status(core: CoreState<'_>) -> Result<ConnectionStatus, CoreError> {
    Ok(core.get().await?.connection_status())
}

/// Starts (or reuses) the embedded sandbox and connects to it.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn connect_sandbox(core: CoreState<'_>) -> Result<ConnectionStatus, CoreError> {
    core.get().await?.connect_sandbox().await
}

/// Connects to the hosted service. The key is write-only: it goes to the core's key store, never back.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
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
#[tracing::instrument(skip_all)]
pub async fn forget_key(core: CoreState<'_>) -> Result<ConnectionStatus, CoreError> {
    core.get().await?.forget_key().await
}

/// Reads what the spec documents of the connected account (nothing that spends) and compares each
/// answer with its documented shape.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn account_check(core: CoreState<'_>) -> Result<AccountCheck, CoreError> {
    core.get().await?.account_check().await
}

/// The last check made in this run, if any.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn account_check_last(core: CoreState<'_>) -> Result<Option<AccountCheck>, CoreError> {
    Ok(core.get().await?.account_check_last())
}

/// Saves the report of the last check where the person chooses (field names and types, never a
/// value or the key); null when they cancel.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn account_check_report_save(
    picker: tauri::State<'_, crate::SavePicker>,
    core: CoreState<'_>,
) -> Result<Option<String>, CoreError> {
    let core = core.get().await?;
    core.account_check_report()?;
    match picker
        .pick("Save the service check", "media-studio-service-check.json")
        .await
    {
        Some(path) => core
            .account_check_report_save(&path)
            .map(|p| Some(p.display().to_string())),
        None => Ok(None),
    }
}
