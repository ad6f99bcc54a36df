//! The service's media tools (`tools`; each is spent through `api/spend.rs`).

use super::Core;
use crate::base::error::Result;
use crate::tools::{self, ToolList};

impl Core {
    /// The tool ids the service offers (free).
    pub async fn tools_list(&self) -> Result<ToolList> {
        tools::list(&self.session).await
    }
}
