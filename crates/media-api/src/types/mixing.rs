//! `POST /api/videos/add-music` (free; music at 35% volume behind the original audio).

use super::common::{yes, Extra};
use crate::ids::{MusicId, VideoId};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct AddMusicRequest {
    pub video_id: VideoId,
    pub music_id: MusicId,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct AddMusicResponse {
    #[serde(default = "yes")]
    pub success: bool,
    pub video_url: String,
    #[serde(flatten)]
    #[cfg_attr(feature = "specta", specta(skip))]
    pub extra: Extra,
}
