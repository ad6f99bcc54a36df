//! `POST /api/generate/{provider}` and `GET /api/generate/image/{jobId}`.

use super::common::{yes, Extra, JobStatus};
use super::form_data::CharacterFormData;
use crate::ids::{ImageId, JobId};
use serde::{Deserialize, Serialize};

pub use super::common::JobCreated;

/// Body shared by every image provider; the provider slug goes in the URL.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GenerateImageRequest {
    pub form_data: CharacterFormData,
    /// Base64 reference image (data URI or bare base64) for face consistency.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_image: Option<String>,
    /// Direct text prompt; bypasses the structured form data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simple_prompt: Option<String>,
    /// 1 to 6, default 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_images: Option<u32>,
    /// 4K / higher resolution on providers that offer it.
    #[serde(rename = "enable4K", default, skip_serializing_if = "Option::is_none")]
    pub enable_4k: Option<bool>,
}

impl GenerateImageRequest {
    /// A request with only a text prompt.
    pub fn simple(prompt: impl Into<String>) -> Self {
        GenerateImageRequest {
            simple_prompt: Some(prompt.into()),
            ..Default::default()
        }
    }
    pub fn num_images_or_default(&self) -> u32 {
        self.num_images.unwrap_or(1)
    }
    pub fn wants_4k(&self) -> bool {
        self.enable_4k.unwrap_or(false)
    }
}

/// `GET /api/generate/image/{jobId}` (full shape not documented: everything optional but status).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ImageJobStatus {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default, alias = "jobId", skip_serializing_if = "Option::is_none")]
    pub id: Option<JobId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<JobStatus>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_id: Option<ImageId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
