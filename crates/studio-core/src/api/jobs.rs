//! The jobs the window follows (the Jobs tray, each screen's recent results), with their media, and
//! what is done to one without spending (the door of spending is `api/spend.rs`).

use super::Core;
use crate::base::error::Result;
use crate::base::model::TrackedJob;
use crate::kinds::{again, SpendRequest};
use crate::store::RECENT_PER_KIND;

impl Core {
    /// The jobs the window follows, with their media, newest first: every job under way and the newest
    /// [`RECENT_PER_KIND`] of each kind (the tray shows 8 finished; screens their few recent results).
    pub fn jobs_list(&self) -> Result<Vec<TrackedJob>> {
        let recent = self.store.recent_jobs(RECENT_PER_KIND)?;
        recent.iter().map(|j| self.jobs.tracked(j)).collect()
    }

    pub fn job_get(&self, id: &str) -> Result<Option<TrackedJob>> {
        let job = self.store.job(id)?;
        job.map(|j| self.jobs.tracked(&j)).transpose()
    }

    /// The settings the job `id` was made with, typed, for its form to be filled from (any job of this
    /// library, whatever its state or connection: nothing is sent).
    pub fn jobs_settings(&self, id: &str) -> Result<SpendRequest> {
        again::settings(&self.store, id)
    }

    /// Cancels a job still waiting for a slot (nothing was sent or charged).
    pub fn jobs_cancel(&self, id: &str) -> Result<TrackedJob> {
        crate::jobs::spend::queue::cancel(&self.jobs, id)
    }

    /// Saves a finished result again from its kept address, after saving it was refused or given up
    /// (nothing is sent to the service, nothing is charged).
    pub fn job_save_again(&self, id: &str) -> Result<TrackedJob> {
        let row = crate::jobs::tracker::workers::save_again(&self.jobs, id)?;
        self.jobs.tracked(&row)
    }
}
