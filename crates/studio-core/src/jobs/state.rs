//! A job's moves from state to state, each named once with what goes with it: its error, its progress
//! and its times. Every place that moves a job moves it through these, so a failed job always has its
//! reason and its end time and no progress left over, a job being made has no error, and so on. The
//! row is written, and the window told, by `Jobs::save` (`jobs::Write` says how).

use crate::base::model::{now, JobState};
use crate::store::JobRow;
use media_api::Words;

impl JobRow {
    /// Being written to the service now.
    pub(crate) fn submitting(&mut self) {
        self.status = JobState::Submitting;
        self.touch();
    }

    /// At the service, being made (`Pending` or `Processing`), saying how it is doing when it says so.
    pub(crate) fn running(&mut self, status: JobState, progress: Option<Words>) {
        debug_assert!(matches!(status, JobState::Pending | JobState::Processing));
        self.status = status;
        self.error = None;
        self.completed_at = None;
        if progress.is_some() {
            self.progress = progress;
        }
        self.touch();
    }

    /// Made at the service: its result is being saved on this computer.
    pub(crate) fn saving(&mut self, progress: Option<Words>) {
        self.status = JobState::Downloading;
        self.error = None;
        self.completed_at = None;
        self.progress = progress;
        self.touch();
    }

    /// Done: its result is in the library (or, for a job that makes words, in its result).
    pub(crate) fn complete(&mut self) {
        self.status = JobState::Completed;
        self.error = None;
        self.progress = None;
        self.touch();
        self.completed_at = Some(self.updated_at.clone());
    }

    /// Over without a result, and why in words for a person.
    pub(crate) fn fail(&mut self, why: Words) {
        self.status = JobState::Failed;
        self.error = Some(why);
        self.progress = None;
        self.touch();
        self.completed_at = Some(self.updated_at.clone());
    }

    fn touch(&mut self) {
        self.updated_at = now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job() -> JobRow {
        JobRow {
            id: "j".into(),
            cost_estimate: Some(2),
            status: JobState::Processing,
            progress: Some(Words::plain("Almost there")),
            remote_id: Some("r".into()),
            created_at: "2026-11-27T00:00:00Z".into(),
            updated_at: "2026-11-27T00:00:00Z".into(),
            ..JobRow::new(
                crate::base::model::JobKind::Image,
                "gemini",
                serde_json::json!({}),
            )
        }
    }

    #[test]
    fn each_move_leaves_the_job_whole() {
        let mut j = job();
        j.fail(Words::plain("The model was busy"));
        assert_eq!(j.status, JobState::Failed);
        assert!(j.progress.is_none(), "no progress left on a failed job");
        assert_eq!(j.completed_at.as_ref(), Some(&j.updated_at));
        // Saved again: being saved, its old failure gone.
        j.saving(Some(Words::plain("Saving again…")));
        assert_eq!(
            (j.status, j.error.is_none(), j.completed_at.is_none()),
            (JobState::Downloading, true, true)
        );
        j.complete();
        assert_eq!(
            (j.status, j.progress.is_none()),
            (JobState::Completed, true)
        );
        assert!(j.completed_at.is_some());
        let mut k = job();
        k.running(JobState::Pending, None);
        assert_eq!(
            k.progress,
            Some(Words::plain("Almost there")),
            "kept unless told"
        );
    }
}
