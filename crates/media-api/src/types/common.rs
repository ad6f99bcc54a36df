//! Types shared by several areas.

use serde::{Deserialize, Serialize};

/// Unknown fields of a response object, kept verbatim.
pub type Extra = serde_json::Map<String, serde_json::Value>;

pub(crate) fn yes() -> bool {
    true
}

wire_enum! {
    /// Subscription tier. `free` exists in the sandbox; the service documents pro and studio.
    pub enum Tier {
        Pro = "pro",
        Studio = "studio",
        Free = "free",
    }
}

impl Tier {
    /// Studio subscribers receive 10% off video generation.
    pub fn has_video_discount(&self) -> bool {
        matches!(self, Tier::Studio)
    }
}

wire_enum! {
    /// Status shared by image jobs, video jobs, slideshows and music jobs.
    pub enum JobStatus {
        Pending = "pending",
        Processing = "processing",
        Completed = "completed",
        Failed = "failed",
    }
}

impl JobStatus {
    /// Completed or failed: polling can stop.
    pub fn is_terminal(&self) -> bool {
        matches!(self, JobStatus::Completed | JobStatus::Failed)
    }
}

/// A response that carries nothing but `success` (deletions, revocations).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Ack {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

impl Default for Ack {
    fn default() -> Self {
        Ack {
            success: true,
            extra: Extra::new(),
        }
    }
}

/// The `{success, jobId, promptUsed}` response of image and video generation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct JobCreated {
    #[serde(default = "yes")]
    pub success: bool,
    pub job_id: crate::ids::JobId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_used: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
