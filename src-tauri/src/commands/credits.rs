use super::{CoreError, CoreState};
use studio_core::CreditsView;

/// The balance (and, when asked, recent transactions) of the connected account.
#[tauri::command]
#[specta::specta]
pub async fn credits_get(
    core: CoreState<'_>,
    include_recent: bool,
) -> Result<CreditsView, CoreError> {
    core.get().await?.credits(include_recent).await
}
