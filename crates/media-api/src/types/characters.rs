//! `/api/characters`.

use super::common::{yes, Extra};
use crate::ids::{CharacterId, ImageId, VideoId};
use serde::{Deserialize, Serialize};

/// A saved character. List/create responses carry id, name, referenceUrl, createdAt; the update
/// response carries updatedAt; the single-character response adds generated media.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Character {
    pub id: CharacterId,
    #[serde(default)]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hair_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hair_style: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub age: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub makeup: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_details: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_details: Option<String>,
    /// Free text, at most 2000 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generated_images: Option<Vec<GeneratedImage>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generated_videos: Option<Vec<GeneratedVideo>>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// An image generated with a character (fields beyond id, url, prompt, createdAt: not documented).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GeneratedImage {
    pub id: ImageId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generated_videos: Option<Vec<GeneratedVideo>>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// A generated video record (fields not documented: all optional, unknown ones kept).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GeneratedVideo {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<VideoId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub video_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterList {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default)]
    pub characters: Vec<Character>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "specta", specta(type = Option<f64>))]
    pub total: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub has_more: Option<bool>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// `{success, character}`: create and update responses.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterEnvelope {
    #[serde(default = "yes")]
    pub success: bool,
    pub character: Character,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// `GET /api/characters/{id}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterDetail {
    #[serde(default = "yes")]
    pub success: bool,
    pub character: Character,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub editability: Option<Editability>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_from_purchase: Option<bool>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

impl CharacterDetail {
    /// Editable unless published to the marketplace or sold (absent editability: editable).
    pub fn can_edit(&self) -> bool {
        self.editability
            .as_ref()
            .map(|e| e.can_edit)
            .unwrap_or(true)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Editability {
    #[serde(default = "yes")]
    pub can_edit: bool,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// `DELETE /api/characters/{id}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterDeleted {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deleted: Option<DeletedCounts>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DeletedCounts {
    #[serde(default)]
    #[cfg_attr(feature = "specta", specta(type = f64))]
    pub images: u64,
    #[serde(default)]
    #[cfg_attr(feature = "specta", specta(type = f64))]
    pub videos: u64,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

/// Query of `GET /api/characters` (limit default 50). Signed so that negative input can be refused
/// with a field error rather than a parse error.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ListCharactersQuery {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "specta", specta(type = Option<f64>))]
    pub limit: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "specta", specta(type = Option<f64>))]
    pub offset: Option<i64>,
}

/// `POST /api/characters`: exactly one of `referenceUrl` / `referenceImage` (a base64 data URI).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CreateCharacterRequest {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_image: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hair_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hair_style: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub age: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub makeup: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_details: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_details: Option<String>,
}

/// `PATCH /api/characters/{id}`: everything optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct UpdateCharacterRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_image: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hair_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hair_style: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub age: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub makeup: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_details: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bottom_details: Option<String>,
}
