//! Updates of the app: the release feed's address (a setting of the core) and, only when the person
//! asks, the check and the install (crate::updates, over Tauri's updater plugin).

use super::{CoreError, CoreState};
use crate::self_update::{Offered, UpdateInstalled, UpdateOffer};
use studio_core::media_api::say;

/// The release feed checked for updates; none when updates are off (the default).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn updates_feed(core: CoreState<'_>) -> Result<Option<String>, CoreError> {
    Ok(core.get().await?.updates_feed())
}

/// Sets the release feed, or turns updates off (none or empty).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn updates_feed_set(
    core: CoreState<'_>,
    address: Option<String>,
) -> Result<Option<String>, CoreError> {
    core.get().await?.updates_feed_set(address)
}

/// Asks the release feed for a newer version; none when this one is the newest.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn updates_check<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    core: CoreState<'_>,
    offered: tauri::State<'_, Offered>,
) -> Result<Option<UpdateOffer>, CoreError> {
    let feed = core.get().await?.updates_feed().ok_or_else(|| {
        CoreError::validation(
            studio_core::FEED_FIELD,
            say!(
                "app.updates_off_enter_release",
                "Updates are off: enter the release feed's address first"
            ),
        )
    })?;
    crate::self_update::check(&app, &offered, &feed).await
}

/// Downloads the offered update, checks its signature and installs it (from the next start).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn updates_install(
    offered: tauri::State<'_, Offered>,
) -> Result<UpdateInstalled, CoreError> {
    crate::self_update::install(&offered).await
}

/// Starts the app again (after an update was installed).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub fn app_restart<R: tauri::Runtime>(app: tauri::AppHandle<R>) {
    app.restart();
}
