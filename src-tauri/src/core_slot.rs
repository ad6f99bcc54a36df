//! The managed state: the core once it has opened (or why it could not). It starts opening when the
//! page says its first frame is on screen (`window_painted`), or at the latest [`OPEN_AT_THE_LATEST`]
//! after start, so a large library's check and the core's start don't compete with the web view's own
//! start for the first paint. Commands sent before that wait for it.

use std::sync::Mutex;
use std::time::Duration;
use studio_core::media_api::say;
use studio_core::{Core, CoreError};
use tokio::sync::watch;

type Opened = Option<Result<Core, CoreError>>;
type Start = Box<dyn FnOnce() + Send>;

/// When the core starts opening even if nothing has asked for it.
pub const OPEN_AT_THE_LATEST: Duration = Duration::from_secs(2);

/// Commands take `State<CoreSlot>` and `get().await` the core, waiting while it opens.
pub struct CoreSlot {
    opened: watch::Receiver<Opened>,
    start: Mutex<Option<Start>>,
}

impl CoreSlot {
    /// The slot and its filler: `open` is spawned once, by the first [`CoreSlot::start`], and
    /// fills the slot with what it gives.
    pub fn new<F>(open: impl FnOnce() -> F + Send + 'static) -> CoreSlot
    where
        F: std::future::Future<Output = Result<Core, CoreError>> + Send + 'static,
    {
        let (tx, rx) = watch::channel(None);
        let start: Start = Box::new(move || {
            tauri::async_runtime::spawn(async move {
                let opened = open().await;
                let _ = tx.send(Some(opened));
            });
        });
        CoreSlot {
            opened: rx,
            start: Mutex::new(Some(start)),
        }
    }

    /// Starts opening the core unless it has started already.
    pub fn start(&self) {
        let start = self.start.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(start) = start {
            start();
        }
    }

    /// The core, waiting for it to start and open; the opening error if it could not.
    pub async fn get(&self) -> Result<Core, CoreError> {
        let mut rx = self.opened.clone();
        let opened = rx.wait_for(Option::is_some).await.map_err(|e| {
            CoreError::internal(say!("app.app_shutting_down", "The app is shutting down"), e)
        })?;
        opened.clone().expect("checked by wait_for")
    }

    /// The core if it has opened, without waiting.
    pub fn opened(&self) -> Option<Core> {
        self.opened
            .borrow()
            .as_ref()
            .and_then(|r| r.as_ref().ok())
            .cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Arc;

    #[test]
    fn the_core_opens_once_when_started() {
        let calls = Arc::new(AtomicU32::new(0));
        let counted = calls.clone();
        let slot = CoreSlot::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            async {
                Err(CoreError::internal(
                    say!("test.open", "Could not open"),
                    "the test's core",
                ))
            }
        });
        std::thread::sleep(Duration::from_millis(50));
        assert_eq!(calls.load(Ordering::SeqCst), 0, "nothing opens unasked");
        assert!(slot.opened().is_none());
        slot.start();
        let e = tauri::async_runtime::block_on(slot.get()).unwrap_err();
        assert_eq!(e.message(), "Could not open");
        slot.start();
        let again = tauri::async_runtime::block_on(slot.get()).unwrap_err();
        assert_eq!(again.message(), "Could not open");
        assert_eq!(calls.load(Ordering::SeqCst), 1, "opened once");
    }
}
