use super::{CoreError, CoreState};
use studio_core::CreditsView;

/// The balance (and, when asked, recent transactions) of the connected account.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn credits_get(
    core: CoreState<'_>,
    include_recent: bool,
) -> Result<CreditsView, CoreError> {
    core.get().await?.credits_get(include_recent).await
}

/// What was spent in the last 30 days (this connection's jobs by day, kind and maker; estimate and charge).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn spending_get(core: CoreState<'_>) -> Result<studio_core::Spending, CoreError> {
    core.get().await?.spending_get()
}
