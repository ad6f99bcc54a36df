//! The jobs the window follows (the Jobs tray, each screen's recent results), with their media.

use crate::base::error::Result;
use crate::base::model::TrackedJob;
use crate::core::Core;
use crate::store::RECENT_PER_KIND;

impl Core {
    /// The jobs the window follows, with their media, newest first: every job under way and the newest
    /// [`RECENT_PER_KIND`] of each kind (the tray shows 8 finished; screens their few recent results).
    pub fn jobs_list(&self) -> Result<Vec<TrackedJob>> {
        self.store
            .recent_jobs(RECENT_PER_KIND)?
            .iter()
            .map(|j| self.jobs.tracked(j))
            .collect()
    }

    pub fn job_get(&self, id: &str) -> Result<Option<TrackedJob>> {
        self.store
            .job(id)?
            .map(|j| self.jobs.tracked(&j))
            .transpose()
    }
}
