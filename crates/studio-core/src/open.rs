//! Opening and closing a [`Core`]: the top of studio-core's layers (docs/architecture.md). The core below
//! knows no feature; here the kinds of spending are handed to jobs (a job that waited for a slot is
//! sent by its kind's action) and the recipes' driver is started and stopped.

use crate::base::error::Result;
use crate::base::options::CoreOptions;
use crate::core::Core;
use std::sync::Arc;

impl Core {
    /// Opens the data directory (refused while another core has it open, and for a library made by a
    /// newer version; a damaged library is moved aside and a fresh one made), removes temporary files
    /// an earlier run left, starts the media server, restores the last connection, resumes every active
    /// job and the recipe runs. Must be called inside a tokio runtime.
    pub async fn open(opts: CoreOptions) -> Result<Core> {
        let core = Core::assemble(opts, Arc::new(crate::kinds::Registry)).await?;
        core.part::<crate::recipes::Driver>().start(&core.jobs);
        Ok(core)
    }

    /// Stops the recipes' driver, the tracker, the embedded sandbox (writing its last snapshot) and the
    /// media server.
    pub async fn shutdown(&self) {
        self.part::<crate::recipes::Driver>().shutdown().await;
        self.close().await;
    }
}
