//! The one door of spending: every spend button of the window, a compare, a batch and "Make again"
//! (`kinds`, docs/architecture.md "Spending credits: one path").

use super::Core;
use crate::base::error::Result;
use crate::base::model::TrackedJob;
use crate::jobs::spend::Estimate;
use crate::kinds::{self, SpendRequest};

impl Core {
    /// What a spending request would cost, the balance after, and every field problem (a compare's
    /// also per provider, with the account's room for jobs). Sends nothing.
    pub async fn spend_estimate(&self, request: SpendRequest) -> Result<Estimate> {
        kinds::estimate(&self.jobs, request).await
    }

    /// Sends a spending request once per `intent` (one press: a repeat is answered with the first
    /// press's jobs and sends nothing). The jobs it started, tracked until their results are in the
    /// library (`JobUpdated`): one, or a compare's, in the order of its providers.
    pub async fn spend(&self, intent: &str, request: SpendRequest) -> Result<Vec<TrackedJob>> {
        kinds::spend(&self.jobs, intent, request).await
    }
}
