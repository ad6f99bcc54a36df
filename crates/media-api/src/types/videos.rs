//! `POST /api/generate/video` (standard and avatar), `POST /api/generate/video-edit` (pass-through),
//! and video job status (`GET /api/generate/video/{jobId}`, an assumption: see docs/assumptions.md).

use super::common::{yes, Extra, JobStatus};
use super::providers::{VideoProvider, VoiceProvider};
use crate::ids::{ImageId, JobId, VideoId};
use serde::{Deserialize, Serialize};

pub use super::common::JobCreated;

wire_enum! {
    /// Video aspect ratio.
    pub enum VideoAspectRatio {
        Vertical = "9:16",
        Wide = "16:9",
    }
}

/// Standard (motion) video. One of `imageId`, `uploadedImageUrl`, `imageUrl` is required.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct StandardVideoRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_id: Option<ImageId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uploaded_image_url: Option<String>,
    /// Alias of `uploadedImageUrl`; if both are given, `uploadedImageUrl` wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    /// Motion prompt; ignored by kling-motion.
    #[serde(default)]
    pub prompt: String,
    pub aspect_ratio: VideoAspectRatio,
    /// Default seedance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider: Option<VideoProvider>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_premium: Option<bool>,
    /// Seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skip_enhancement: Option<bool>,
    /// Motion source; required for kling-motion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_video_url: Option<String>,
}

impl StandardVideoRequest {
    pub fn new(prompt: impl Into<String>, aspect_ratio: VideoAspectRatio) -> Self {
        StandardVideoRequest {
            image_id: None,
            uploaded_image_url: None,
            image_url: None,
            prompt: prompt.into(),
            aspect_ratio,
            provider: None,
            is_premium: None,
            duration: None,
            skip_enhancement: None,
            reference_video_url: None,
        }
    }
    /// The provider, or the service default (seedance).
    pub fn provider_or_default(&self) -> VideoProvider {
        self.provider.clone().unwrap_or_default()
    }
}

/// Talking-head avatar video.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct AvatarVideoRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_id: Option<ImageId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uploaded_image_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    #[serde(default)]
    pub prompt: String,
    /// Text to speak (about 150 characters per 10 seconds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dialogue: Option<String>,
    pub aspect_ratio: VideoAspectRatio,
    /// Required: kling-avatar, creatify-aurora or veed-fabric.
    pub provider: VideoProvider,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_premium: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub voice_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub voice_provider: Option<VoiceProvider>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub voice_audio_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub s2s_audio_url: Option<String>,
    /// Seconds of the speech-to-speech audio, used for credit calculation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub s2s_duration: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skip_enhancement: Option<bool>,
}

impl AvatarVideoRequest {
    pub fn new(
        prompt: impl Into<String>,
        aspect_ratio: VideoAspectRatio,
        provider: VideoProvider,
    ) -> Self {
        AvatarVideoRequest {
            image_id: None,
            uploaded_image_url: None,
            image_url: None,
            prompt: prompt.into(),
            dialogue: None,
            aspect_ratio,
            provider,
            is_premium: None,
            voice_id: None,
            voice_provider: None,
            voice_audio_url: None,
            s2s_audio_url: None,
            s2s_duration: None,
            skip_enhancement: None,
        }
    }
}

/// Video job status (`GET /api/generate/video/{jobId}`; shape not documented, all optional).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct VideoJobStatus {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default, alias = "jobId", skip_serializing_if = "Option::is_none")]
    pub id: Option<JobId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<JobStatus>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_id: Option<VideoId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_url: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// What the app sends to `POST /api/generate/video-edit`. The spec shows no request shape: this is the
/// app's assumption (docs/assumptions.md): the video by its id or its address, and the edit in words.
/// `extra` carries any further field as given.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct VideoEditRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_id: Option<VideoId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_url: Option<String>,
    /// The edit, described.
    pub prompt: String,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// Response of `POST /api/generate/video-edit` (not documented: kept whole).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct VideoEditResponse {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub job_id: Option<JobId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_url: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
