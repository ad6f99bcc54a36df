//! Agent media tools: `/api/agent/*` and `POST /api/photo-editor/remove-background`.

use super::common::{yes, Extra};
use crate::ids::ImageId;
use serde::{Deserialize, Serialize};

wire_enum! {
    /// Canvas-parity tool ids of `GET /api/agent/tools`.
    pub enum ToolId {
        CreateImage = "create_image",
        CreateImageBatch = "create_image_batch",
        EditImage = "edit_image",
        RemoveBackground = "remove_background",
        OverlayText = "overlay_text",
        CreateVideo = "create_video",
        EditVideo = "edit_video",
        StitchVideos = "stitch_videos",
        TrimVideo = "trim_video",
        MuteVideo = "mute_video",
        WriteShotPrompt = "write_shot_prompt",
    }
}

wire_enum! {
    /// Vertical placement of overlay text (overlay-text `position`, slideshow `textStyle.position`).
    pub enum TextPosition {
        Top = "top",
        Center = "center",
        Bottom = "bottom",
    }
}

wire_enum! {
    /// Kind of media returned by overlay-text.
    pub enum MediaKind {
        Image = "image",
        Video = "video",
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ToolCatalog {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default)]
    pub parity_tool_ids: Vec<ToolId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "specta", specta(type = Option<f64>))]
    pub tool_count: Option<u64>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// Text 1 to 120 characters; exactly one of `imageUrl` / `videoUrl`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct OverlayTextRequest {
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_url: Option<String>,
    /// Default bottom.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<TextPosition>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct OverlayTextResponse {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<MediaKind>,
    pub url: String,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// 2 to 5 HTTPS URLs, in clip order.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct StitchVideosRequest {
    pub video_urls: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct StitchVideosResponse {
    #[serde(default = "yes")]
    pub success: bool,
    pub video_url: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "specta", specta(type = Option<f64>))]
    pub clip_count: Option<u64>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// `startTime >= 0`, `endTime > startTime` (seconds).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TrimVideoRequest {
    pub video_url: String,
    pub start_time: f64,
    pub end_time: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TrimVideoResponse {
    #[serde(default = "yes")]
    pub success: bool,
    pub video_url: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_time: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_time: Option<f64>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MuteVideoRequest {
    pub video_url: String,
}

/// `{success, videoUrl}`: mute-video.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct VideoUrlResponse {
    #[serde(default = "yes")]
    pub success: bool,
    pub video_url: String,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// Body of write-shot-prompt and remove-background: one HTTPS image URL.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ImageUrlRequest {
    pub image_url: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ShotPromptResponse {
    #[serde(default = "yes")]
    pub success: bool,
    pub shot_prompt: String,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// A transparent PNG.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RemoveBackgroundResponse {
    #[serde(default = "yes")]
    pub success: bool,
    pub image_url: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_id: Option<ImageId>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
