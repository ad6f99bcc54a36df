use super::{CoreError, CoreState};
use studio_core::ToolList;

/// The agent tool ids the service offers (`GET /api/agent/tools`, free).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn tools_list(core: CoreState<'_>) -> Result<ToolList, CoreError> {
    core.get().await?.tools_list().await
}
