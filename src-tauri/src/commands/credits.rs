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

/// Every sent job of this connection the query takes (a period, a kind, a maker), a page at a time, with
/// the figure each counts for and where it comes from; the totals of all of them.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn spending_jobs(
    core: CoreState<'_>,
    query: studio_core::SpendingQuery,
) -> Result<studio_core::SpendingJobs, CoreError> {
    core.get().await?.spending_jobs(&query)
}

/// Writes every job the query takes as a CSV file into a folder chosen with `export_folder_pick`;
/// answers the file's path.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn spending_export(
    core: CoreState<'_>,
    query: studio_core::SpendingQuery,
    folder: String,
) -> Result<String, CoreError> {
    core.get().await?.spending_export(&query, &folder).await
}
