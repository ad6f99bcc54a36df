//! Job progression on the virtual clock, computed on read from timestamps:
//! pending for the first third of the run time, processing until the run time has passed and the
//! render has finished, then completed (or failed when the render failed or a failure was scripted).

use super::model::{Job, JobKind, Output};
use super::Store;

/// Image jobs an account may have pending or processing at once, per tier (the spec's jobLimit).
pub fn job_limit(tier: &crate::Tier) -> i64 {
    match crate::tier_name(tier).as_str() {
        "studio" => 8,
        "pro" => 4,
        _ => 0,
    }
}

/// Completed and failed jobs stay in `recentJobs` this long (virtual time).
pub const RECENT_WINDOW_MS: i64 = 5 * 60 * 1000;

#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    Pending,
    Processing { percent: u32 },
    Completed { at: i64 },
    Failed { error: String, at: i64 },
}

impl Status {
    pub fn name(&self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Processing { .. } => "processing",
            Status::Completed { .. } => "completed",
            Status::Failed { .. } => "failed",
        }
    }
    pub fn is_active(&self) -> bool {
        matches!(self, Status::Pending | Status::Processing { .. })
    }
    pub fn finished_at(&self) -> Option<i64> {
        match self {
            Status::Completed { at } | Status::Failed { at, .. } => Some(*at),
            _ => None,
        }
    }
    pub fn error(&self) -> Option<&str> {
        match self {
            Status::Failed { error, .. } => Some(error),
            _ => None,
        }
    }
    pub fn progress(&self, kind: JobKind) -> String {
        let what = match kind {
            JobKind::Image => "image",
            JobKind::Video => "video",
            JobKind::Music => "music",
            JobKind::Slideshow => "slides",
        };
        match self {
            Status::Pending => "Queued".to_string(),
            Status::Processing { percent } => format!("Generating {what}… {percent}%"),
            Status::Completed { .. } => "Completed".to_string(),
            Status::Failed { .. } => "Failed".to_string(),
        }
    }
}

impl Job {
    pub fn status(&self, now: i64) -> Status {
        let due = self.created_ms + self.run_ms;
        if let Some((error, at)) = &self.forced_failure {
            return Status::Failed {
                error: error.clone(),
                at: *at,
            };
        }
        let elapsed = now - self.created_ms;
        if elapsed < self.run_ms / 3 {
            return Status::Pending;
        }
        if now >= due {
            if let Some((error, at)) = &self.render_error {
                return Status::Failed {
                    error: error.clone(),
                    at: (*at).max(due),
                };
            }
            if let Some((_, at)) = &self.output {
                return Status::Completed { at: (*at).max(due) };
            }
        }
        let percent = if self.run_ms <= 0 {
            99
        } else {
            ((elapsed * 100) / self.run_ms).clamp(1, 99) as u32
        };
        Status::Processing { percent }
    }

    /// The output, only once the job shows as completed.
    pub fn visible_output(&self, now: i64) -> Option<&Output> {
        match self.status(now) {
            Status::Completed { .. } => self.output.as_ref().map(|(o, _)| o),
            _ => None,
        }
    }
}

impl Store {
    pub fn job_of(&self, account_id: &str, id: &str, kind: JobKind) -> Option<&Job> {
        self.jobs
            .get(id)
            .filter(|j| j.account_id == account_id && j.kind == kind)
    }

    pub fn active_image_jobs(&self, account_id: &str, now: i64) -> usize {
        self.jobs
            .values()
            .filter(|j| {
                j.account_id == account_id && j.kind == JobKind::Image && j.status(now).is_active()
            })
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::media::audio::MusicSpec;
    use crate::state::model::RenderSpec;

    fn job(run_ms: i64) -> Job {
        Job {
            id: "j".into(),
            account_id: "a".into(),
            kind: JobKind::Music,
            created_ms: 1_000,
            run_ms,
            prompt: String::new(),
            credits: 0,
            spec: RenderSpec::Music(MusicSpec {
                prompt: String::new(),
                duration_ms: 1,
                preset: None,
            }),
            forced_failure: None,
            output: None,
            render_error: None,
            meta: Default::default(),
        }
    }

    #[test]
    fn pending_processing_completed_on_the_clock() {
        let mut j = job(3_000);
        assert_eq!(j.status(1_500), Status::Pending);
        assert!(matches!(
            j.status(2_500),
            Status::Processing { percent: 50 }
        ));
        // Due but not rendered yet: still processing.
        assert!(matches!(j.status(9_000), Status::Processing { .. }));
        j.output = Some((Output::Music("m.m4a".into()), 2_000));
        assert_eq!(j.status(3_999).name(), "processing");
        assert_eq!(j.status(4_000), Status::Completed { at: 4_000 });
        assert!(j.visible_output(4_000).is_some() && j.visible_output(3_000).is_none());
        // A render that ends after the due time completes then.
        j.output = Some((Output::Music("m.m4a".into()), 6_000));
        assert_eq!(j.status(7_000), Status::Completed { at: 6_000 });
    }

    #[test]
    fn failures_win_and_carry_their_message() {
        let mut j = job(3_000);
        j.render_error = Some(("boom".into(), 2_000));
        assert_eq!(
            j.status(4_000),
            Status::Failed {
                error: "boom".into(),
                at: 4_000
            }
        );
        j.forced_failure = Some(("scripted".into(), 1_100));
        assert_eq!(j.status(1_200).error(), Some("scripted"));
        assert!(!j.status(1_200).is_active());
    }
}
