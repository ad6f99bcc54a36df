//! `POST /api/slideshows/generate`, `GET /api/slideshows/{id}`.

use super::common::{yes, Extra, JobStatus};
use super::hook_types::HookTypeSlug;
use super::providers::ImageProvider;
use super::tools::TextPosition;
use crate::ids::{CharacterId, SlideshowId};
use serde::{Deserialize, Serialize};

wire_enum! {
    /// `textStyle.textTransform`.
    pub enum TextTransform {
        Uppercase = "uppercase",
        Lowercase = "lowercase",
        None = "none",
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GenerateSlideshowRequest {
    pub topic: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hook_type: Option<HookTypeSlug>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character_id: Option<CharacterId>,
    /// 1 to 10; default is the hook type's default, else 6.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slide_count: Option<u32>,
    /// Default grok-image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_provider: Option<ImageProvider>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub product_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub product_description: Option<String>,
    /// Not longer than the slide count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slides: Option<Vec<SlideInput>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_style: Option<TextStyle>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SlideInput {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_prompt: Option<String>,
}

/// Slide text style, merged with defaults by the service. Unknown keys are rejected by the service:
/// they are kept in `extra` only so that validation can name them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TextStyle {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<TextPosition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub font_size: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub font_family: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stroke_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stroke_width: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bg_bar_opacity: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bg_bar_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bg_bar_mode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_align: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_chars_per_line: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_transform: Option<TextTransform>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub letter_spacing: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vertical_offset: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub watermark: Option<bool>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SlideshowCreated {
    #[serde(default = "yes")]
    pub success: bool,
    pub id: SlideshowId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credits_cost: Option<f64>,
    /// `/api/slideshows/{id}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub poll_url: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Slide {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caption: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Slideshow {
    pub id: SlideshowId,
    pub status: JobStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topic: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hook_type: Option<HookTypeSlug>,
    #[serde(default)]
    pub slides: Vec<Slide>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SlideshowEnvelope {
    #[serde(default = "yes")]
    pub success: bool,
    pub slideshow: Slideshow,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
