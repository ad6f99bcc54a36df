//! `GET /api/user/jobs`.

use super::common::{yes, Extra, JobStatus, Tier};
use crate::ids::{ImageId, JobId};
use serde::{Deserialize, Serialize};

/// An image job as listed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ImageJob {
    pub id: JobId,
    pub status: JobStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress: Option<String>,
    /// The prompt used (structured JSON text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_id: Option<ImageId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completed_at: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// Active jobs, and with `includeRecent=true` jobs finished in the last 5 minutes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct JobsResponse {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default)]
    pub jobs: Vec<ImageJob>,
    /// Present only with `includeRecent=true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recent_jobs: Option<Vec<ImageJob>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subscription_tier: Option<Tier>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "specta", specta(type = Option<f64>))]
    pub job_limit: Option<i64>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

impl JobsResponse {
    /// Finds a job among the active and recent lists.
    pub fn find(&self, id: &JobId) -> Option<&ImageJob> {
        // Recent (finished) entries first: they are the more final state if a job shows in both.
        self.recent_jobs
            .iter()
            .flatten()
            .chain(self.jobs.iter())
            .find(|j| &j.id == id)
    }
}
