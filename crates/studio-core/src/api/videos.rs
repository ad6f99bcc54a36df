//! A picture of this computer as a video's source (`video_source`).

use super::Core;
use crate::base::error::Result;
use crate::features::video_source::{self, VideoSource};

impl Core {
    /// Uploads a prepared photo (a `reference_prepare` / `reference_choose` token) as a character and
    /// returns its stored picture's URL for `uploadedImageUrl`.
    pub async fn video_source_upload(&self, token: &str) -> Result<VideoSource> {
        video_source::upload(&self.jobs, token).await
    }
}
