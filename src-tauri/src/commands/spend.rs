//! The one door of spending: every spend button of the window (one request, a compare, "Make again")
//! sends a `SpendRequest`, priced by `spend_estimate` and sent by `spend`.
use super::{CoreError, CoreState};
use studio_core::{Estimate, SpendRequest, TrackedJob};

/// What the request would cost, the balance after, and every field problem. Sends nothing.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn spend_estimate(
    core: CoreState<'_>,
    request: SpendRequest,
) -> Result<Estimate, CoreError> {
    core.get().await?.spend_estimate(request).await
}

/// Sends the request once per `intent` (one press of the button: a repeat is answered with the first
/// press's jobs and sends nothing); the jobs it started are tracked (JobUpdated events) until their
/// results are in the library.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn spend(
    core: CoreState<'_>,
    intent: String,
    request: SpendRequest,
) -> Result<Vec<TrackedJob>, CoreError> {
    core.get().await?.spend(&intent, request).await
}
