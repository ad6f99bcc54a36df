//! Job status streams. Each stream polls at the advised 2-3 s interval (2.5 s), backs off for long
//! jobs (x1.5 per poll after the first minute, up to 10 s), emits an update whenever something
//! changes, and ends on completed / failed (or after the configured timeout).
//!
//! Image jobs are read from one `GET /api/user/jobs?includeRecent=true` per tick, however many jobs
//! are tracked; a job missing from both lists is asked for by `GET /api/generate/image/{jobId}`.
//! Video jobs use `GET /api/generate/video/{jobId}`; if the service answers 404 there, the stream
//! falls back to finding the video in `GET /api/user/images?imageType=video`.

mod runner;
mod sources;

pub use sources::{
    image_job, image_jobs, library_ids, music_job, slideshow, video_job, video_job_with_baseline,
    video_library_ids,
};

use crate::types::common::JobStatus;
use crate::types::jobs::ImageJob;
use crate::types::music::MusicJob;
use crate::types::slideshows::{Slide, Slideshow};
use crate::types::videos::VideoJobStatus;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Timing of a status stream.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PollConfig {
    /// Delay between polls at first (advised 2-3 s).
    pub interval: Duration,
    /// After this long, the delay grows by `factor` per poll...
    pub backoff_after: Duration,
    pub factor: f64,
    /// ...up to this.
    pub max_interval: Duration,
    /// Give up (with `Error::Timeout`) after this long; None: never.
    pub timeout: Option<Duration>,
    /// Polls in a row in which an image job is found nowhere before it is reported failed.
    pub missing_limit: u32,
}

impl Default for PollConfig {
    fn default() -> Self {
        PollConfig {
            interval: Duration::from_millis(2500),
            backoff_after: Duration::from_secs(60),
            factor: 1.5,
            max_interval: Duration::from_secs(10),
            timeout: Some(Duration::from_secs(30 * 60)),
            missing_limit: 10,
        }
    }
}

impl PollConfig {
    /// The delay after a poll, given the time since polling began and the previous delay.
    pub fn next_delay(&self, elapsed: Duration, previous: Duration) -> Duration {
        if elapsed < self.backoff_after {
            self.interval
        } else {
            previous
                .mul_f64(self.factor.max(1.0))
                .clamp(self.interval, self.max_interval.max(self.interval))
        }
    }
}

wire_enum! {
    /// What kind of job an update is about.
    pub enum JobKind {
        Image = "image",
        Video = "video",
        Music = "music",
        Slideshow = "slideshow",
    }
}

/// One observed state of a job.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct JobUpdate {
    pub kind: JobKind,
    /// The job id (for music, also the musicId; for slideshows, the slideshow id).
    pub id: String,
    pub status: JobStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// imageId / videoId / musicId of the result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_id: Option<String>,
    /// imageUrl / videoUrl / musicUrl of the result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_url: Option<String>,
    /// Slides of a slideshow.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slides: Option<Vec<Slide>>,
}

impl JobUpdate {
    pub fn new(kind: JobKind, id: impl Into<String>, status: JobStatus) -> Self {
        JobUpdate {
            kind,
            id: id.into(),
            status,
            progress: None,
            error: None,
            media_id: None,
            media_url: None,
            slides: None,
        }
    }
    pub fn is_terminal(&self) -> bool {
        self.status.is_terminal()
    }

    /// From an entry of `GET /api/user/jobs`.
    pub fn from_image_job(job: &ImageJob) -> Self {
        let mut u = JobUpdate::new(JobKind::Image, job.id.to_string(), job.status.clone());
        u.progress = job.progress.clone();
        u.error = job.error.clone();
        u.media_id = job.image_id.as_ref().map(|i| i.to_string());
        u.media_url = job.image_url.clone();
        u
    }

    /// From `GET /api/generate/video/{jobId}`; a videoUrl without a status counts as completed.
    pub fn from_video_status(job_id: &str, s: &VideoJobStatus) -> Self {
        let status = match (&s.status, &s.video_url) {
            (Some(st), _) => st.clone(),
            (None, Some(_)) => JobStatus::Completed,
            (None, None) => JobStatus::Processing,
        };
        let mut u = JobUpdate::new(JobKind::Video, job_id, status);
        u.progress = s.progress.clone();
        u.error = s.error.clone();
        u.media_id = s.video_id.as_ref().map(|v| v.to_string());
        u.media_url = s.video_url.clone();
        u
    }

    /// From `GET /api/generate/music/{jobId}` (the job id is also the music id).
    pub fn from_music_job(music_id: &str, m: &MusicJob) -> Self {
        let mut u = JobUpdate::new(JobKind::Music, music_id, m.status.clone());
        u.progress = m.progress.clone();
        u.error = m.error.clone();
        u.media_url = m.music_url.clone();
        u.media_id = Some(music_id.to_string());
        u
    }

    /// From `GET /api/slideshows/{id}`.
    pub fn from_slideshow(s: &Slideshow) -> Self {
        let mut u = JobUpdate::new(JobKind::Slideshow, s.id.to_string(), s.status.clone());
        u.media_id = Some(s.id.to_string());
        u.slides = Some(s.slides.clone());
        u
    }
}
