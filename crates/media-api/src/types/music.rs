//! `POST /api/generate/music`, `GET /api/generate/music/{jobId}`.

use super::common::{yes, Extra, JobStatus};
use crate::ids::MusicId;
use serde::{Deserialize, Serialize};

/// `duration` is in milliseconds (1 to 300000).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GenerateMusicRequest {
    pub prompt: String,
    #[cfg_attr(feature = "specta", specta(type = f64))]
    pub duration: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
}

/// The jobId is also the musicId used for mixing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MusicJobCreated {
    #[serde(default = "yes")]
    pub success: bool,
    pub job_id: MusicId,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MusicJob {
    #[serde(default = "yes")]
    pub success: bool,
    pub status: JobStatus,
    /// Only when completed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub music_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress: Option<String>,
    /// Only when failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
