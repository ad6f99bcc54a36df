//! The managed state: the core once it has opened (or why it could not).

use studio_core::{Core, CoreError};
use tokio::sync::watch;

type Opened = Option<Result<Core, CoreError>>;

/// Commands take `State<CoreSlot>` and `get().await` the core; the first calls wait while it opens.
pub struct CoreSlot(watch::Receiver<Opened>);

impl CoreSlot {
    /// The slot, and the function that fills it once.
    pub fn new() -> (CoreSlot, impl FnOnce(Result<Core, CoreError>)) {
        let (tx, rx) = watch::channel(None);
        (CoreSlot(rx), move |opened| {
            let _ = tx.send(Some(opened));
        })
    }

    /// The core, waiting for it to open; the opening error if it could not.
    pub async fn get(&self) -> Result<Core, CoreError> {
        let mut rx = self.0.clone();
        let opened = rx
            .wait_for(Option::is_some)
            .await
            .map_err(|e| CoreError::internal("The app is shutting down", e))?;
        opened.clone().expect("checked by wait_for")
    }

    /// The core if it has opened, without waiting.
    pub fn opened(&self) -> Option<Core> {
        self.0
            .borrow()
            .as_ref()
            .and_then(|r| r.as_ref().ok())
            .cloned()
    }
}
