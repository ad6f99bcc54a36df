//! Updates of the app itself: a release feed (Tauri's updater manifest) at the address set in Settings
//! (`studio_core::updates`; none by default, so the Sandbox build never asks), checked only when the
//! person asks, and installed only with their yes. The package is downloaded here with a bound on its
//! size and a floor on its speed, then handed to the updater plugin, which checks its signature against
//! the public key built into the app (tauri.conf.json, `plugins.updater.pubkey`) before installing
//! anything: a package that doesn't match is refused in words and nothing is changed.

use serde::Serialize;
use std::sync::Mutex;
use std::time::Duration;
use studio_core::media_api::say;
use studio_core::{CoreError, ErrorCode};
use tauri::{AppHandle, Runtime};
use tauri_plugin_updater::{Update, UpdaterExt};

/// The largest package accepted (an installer of the app is tens of megabytes).
const MAX_PACKAGE_BYTES: u64 = 512 * 1024 * 1024;
/// How long the feed may take to answer.
const FEED_TIMEOUT: Duration = Duration::from_secs(20);
/// How long a package download may stall between two pieces.
const STALL: Duration = Duration::from_secs(30);

/// A newer version the feed offers.
#[derive(Debug, Clone, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct UpdateOffer {
    /// The version offered.
    pub version: String,
    /// The version running now.
    pub current: String,
    /// What is new, in the release's own words (none when the feed says nothing).
    pub notes: Option<String>,
    /// When it was released (RFC 3339), when the feed says.
    pub date: Option<String>,
}

/// An update that was installed: it runs from the next start.
#[derive(Debug, Clone, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct UpdateInstalled {
    pub version: String,
}

/// The update last offered, kept for the person's yes.
#[derive(Default)]
pub struct Offered(Mutex<Option<Update>>);

fn lock(o: &Offered) -> std::sync::MutexGuard<'_, Option<Update>> {
    o.0.lock().unwrap_or_else(|e| e.into_inner())
}

/// The public key updates are checked against: the app's own. A debug build (the window tests) may be
/// given another, so a test can sign a package of its own; a release build can't.
fn pubkey() -> Option<String> {
    studio_core::test_seam("MEDIA_STUDIO_TEST_UPDATER_PUBKEY")?
        .into_string()
        .ok()
}

/// Where an update is installed: the running app (or, in a debug build under test, a stand-in file, so a
/// window test never replaces the binary it runs).
fn install_target() -> Option<std::path::PathBuf> {
    studio_core::test_seam("MEDIA_STUDIO_TEST_UPDATE_TARGET").map(Into::into)
}

fn unavailable(message: studio_core::media_api::Words) -> CoreError {
    CoreError::new(ErrorCode::Network, message)
}

/// Asks the feed at `feed` whether a newer version exists; keeps it for [`install`].
pub async fn check<R: Runtime>(
    app: &AppHandle<R>,
    offered: &Offered,
    feed: &str,
) -> Result<Option<UpdateOffer>, CoreError> {
    let url = studio_core::check_feed(feed)?;
    let mut builder = app
        .updater_builder()
        .endpoints(vec![url])
        .map_err(|e| {
            CoreError::validation(
                studio_core::FEED_FIELD,
                say!(
                    "update.feed_refused",
                    "This feed address can't be used: {why}",
                    why = e.to_string()
                ),
            )
        })?
        .timeout(FEED_TIMEOUT);
    if let Some(key) = pubkey() {
        builder = builder.pubkey(key);
    }
    if let Some(target) = install_target() {
        builder = builder.executable_path(target);
    }
    let updater = builder.build().map_err(|e| {
        CoreError::internal(
            say!(
                "update.updates_checked_system",
                "Updates can't be checked on this system"
            ),
            e,
        )
    })?;
    let found = updater.check().await.map_err(|e| {
        tracing::info!("update check failed: {e}");
        unavailable(say!(
            "update.release_feed_couldn_read",
            "The release feed couldn't be read. Check its address in Settings, or try again later."
        ))
    })?;
    let offer = found.as_ref().map(|u| UpdateOffer {
        version: u.version.clone(),
        current: u.current_version.clone(),
        notes: u.body.clone().filter(|b| !b.trim().is_empty()),
        date: u
            .raw_json
            .get("pub_date")
            .and_then(|d| d.as_str())
            .map(str::to_string),
    });
    *lock(offered) = found;
    Ok(offer)
}

/// Downloads the offered package (bounded), has its signature checked and installs it.
pub async fn install(offered: &Offered) -> Result<UpdateInstalled, CoreError> {
    let update = lock(offered).clone().ok_or_else(|| {
        CoreError::validation(
            "update",
            say!(
                "update.check_updates_first_no",
                "Check for updates first: no update is offered now"
            ),
        )
    })?;
    let bytes = download(&update).await?;
    let version = update.version.clone();
    // `install` verifies the signature first; a package that doesn't match is never installed.
    tokio::task::spawn_blocking(move || update.install(bytes))
        .await
        .map_err(|e| CoreError::internal(say!("update.update_couldn_installed", "The update couldn't be installed"), e))?
        .map_err(|e| {
            use tauri_plugin_updater::Error as E;
            tracing::warn!("update not installed: {e}");
            match e {
                E::Minisign(_) | E::Base64(_) | E::SignatureUtf8(_) => CoreError::new(
                    ErrorCode::Validation, say!("update.downloaded_update_isn_signed", "The downloaded update isn't signed by Media Studio's makers, so it was not installed. Nothing was changed."),
                )
                .with_field("update"),
                E::SignedVersionMismatch { .. } | E::MissingSignedVersion => CoreError::new(
                    ErrorCode::Validation, say!("update.downloaded_update_other_version", "The downloaded package is signed for another version than the feed offers, so it was not installed. Nothing was changed."),
                )
                .with_field("update"),
                E::InvalidUpdaterFormat => CoreError::new(
                    ErrorCode::Validation, say!("update.downloaded_update_isn_package", "The downloaded update isn't a package for this system, so it was not installed. Nothing was changed."),
                )
                .with_field("update"),
                E::AuthenticationFailed => CoreError::new(
                    ErrorCode::Validation, say!("update.update_needs_system_password", "The update needs your system password to install, and it was not given. Nothing was changed."),
                )
                .with_field("update"),
                other => CoreError::internal(say!("update.update_couldn_installed_nothing", "The update couldn't be installed. Nothing was changed"), other),
            }
        })?;
    Ok(UpdateInstalled { version })
}

/// The package, read with a bound on its size and a floor on its speed; https, or http to this computer.
async fn download(update: &Update) -> Result<Vec<u8>, CoreError> {
    let url = update.download_url.clone();
    let loopback_http = url.scheme() == "http" && studio_core::media_api::rules::is_loopback(&url);
    if url.scheme() != "https" && !loopback_http {
        return Err(CoreError::new(
            ErrorCode::Validation, say!("update.feed_offers_update_over", "The feed offers the update over plain http, which the app doesn't use: it was not downloaded."),
        )
        .with_field("update"));
    }
    let lost = |e: &dyn std::fmt::Display| {
        tracing::info!("update download failed: {e}");
        unavailable(say!(
            "update.update_couldn_downloaded_try",
            "The update couldn't be downloaded. Try again later."
        ))
    };
    let client = studio_core::media_api::tls::client_builder()
        .connect_timeout(FEED_TIMEOUT)
        .build()
        .map_err(|e| lost(&e))?;
    let mut response = client
        .get(url)
        .header(reqwest::header::ACCEPT, "application/octet-stream")
        .send()
        .await
        .map_err(|e| lost(&e))?;
    if !response.status().is_success() {
        return Err(lost(&response.status()));
    }
    let too_big = || {
        CoreError::new(
            ErrorCode::Validation,
            say!(
                "update.update_far_larger_than",
                "The update is far larger than any package of the app, so it was not downloaded."
            ),
        )
        .with_field("update")
    };
    if response
        .content_length()
        .is_some_and(|n| n > MAX_PACKAGE_BYTES)
    {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    loop {
        let chunk = tokio::time::timeout(STALL, response.chunk())
            .await
            .map_err(|_| lost(&"stalled"))?
            .map_err(|e| lost(&e))?;
        let Some(chunk) = chunk else { break };
        if bytes.len() as u64 + chunk.len() as u64 > MAX_PACKAGE_BYTES {
            return Err(too_big());
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}
