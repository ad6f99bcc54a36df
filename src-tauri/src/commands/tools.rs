use super::{CoreError, CoreState};
use studio_core::{Estimate, ToolList, ToolRequest, ToolResult};

/// The agent tool ids the service offers (`GET /api/agent/tools`, free).
#[tauri::command]
#[specta::specta]
pub async fn tools_list(core: CoreState<'_>) -> Result<ToolList, CoreError> {
    core.get().await?.tools_list().await
}

/// Cost, balance after and field errors (media-api's rules) of a tool call, without sending it.
#[tauri::command]
#[specta::specta]
pub async fn tools_estimate(
    core: CoreState<'_>,
    request: ToolRequest,
) -> Result<Estimate, CoreError> {
    core.get().await?.tools_estimate(&request).await
}

/// Runs a tool once per `intent`; its file is saved into the library (the shot prompt returns text only).
#[tauri::command]
#[specta::specta]
pub async fn tools_run(
    core: CoreState<'_>,
    intent: String,
    request: ToolRequest,
) -> Result<ToolResult, CoreError> {
    core.get().await?.tools_run(&intent, &request).await
}
