//! The service's media tools (`tools`; each is spent through `api/spend.rs`).

use super::Core;
use crate::base::error::Result;
use crate::kinds::tool::{self, ToolList};

impl Core {
    /// The tool ids the service offers (free).
    pub async fn tools_list(&self) -> Result<ToolList> {
        tool::list(&self.session).await
    }
}
