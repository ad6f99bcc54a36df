//! `/api/user/images`: the user's image (and video) library.

use super::common::{yes, Extra};
use crate::ids::{CharacterId, ImageId};
use serde::{Deserialize, Serialize};

wire_enum! {
    /// `imageType` filter (default: all).
    pub enum ImageType {
        Image = "image",
        Video = "video",
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LibraryQuery {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_type: Option<ImageType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub show_all: Option<bool>,
}

/// A library entry (an image, or a video when `imageType=video`: then `id` is the video's id).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LibraryImage {
    pub id: ImageId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

impl LibraryImage {
    /// Whether this entry says it is job `job_id`'s: its own id is the job's, or it carries the job's id
    /// in a field the spec doesn't show (`jobId`, `job_id`, `videoJobId`; docs/assumptions.md). The one
    /// place those names are read.
    pub fn is_of_job(&self, job_id: &str) -> bool {
        !job_id.is_empty()
            && (self.id.as_str() == job_id
                || ["jobId", "job_id", "videoJobId"]
                    .iter()
                    .any(|k| self.extra.get(*k).and_then(|v| v.as_str()) == Some(job_id)))
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LibraryCharacter {
    pub id: CharacterId,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub images: Vec<LibraryImage>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LibraryResponse {
    #[serde(default = "yes")]
    pub success: bool,
    #[serde(default)]
    pub characters: Vec<LibraryCharacter>,
    #[serde(default)]
    pub unassigned: Vec<LibraryImage>,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}

impl Default for LibraryResponse {
    fn default() -> Self {
        LibraryResponse {
            success: true,
            characters: Vec::new(),
            unassigned: Vec::new(),
            extra: Extra::new(),
        }
    }
}

impl LibraryResponse {
    /// Every entry, character images first, then unassigned ones.
    pub fn all_images(&self) -> impl Iterator<Item = &LibraryImage> {
        self.characters
            .iter()
            .flat_map(|c| c.images.iter())
            .chain(self.unassigned.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::LibraryImage;

    #[test]
    fn an_entry_is_a_jobs_by_its_id_or_an_undocumented_job_field() {
        let entry = |v: serde_json::Value| -> LibraryImage { serde_json::from_value(v).unwrap() };
        assert!(entry(serde_json::json!({"id": "j1"})).is_of_job("j1"));
        for k in ["jobId", "job_id", "videoJobId"] {
            assert!(
                entry(serde_json::json!({"id": "v9", k: "j1"})).is_of_job("j1"),
                "{k}"
            );
        }
        let plain = entry(serde_json::json!({"id": "v9", "url": "https://x/v.mp4"}));
        assert!(!plain.is_of_job("j1"));
        assert!(!plain.is_of_job(""), "no job id names nothing");
    }
}
