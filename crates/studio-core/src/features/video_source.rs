//! A local picture as a video's source image. The service documents no upload endpoint; its only upload
//! is a character's inline `referenceImage` ("uploaded to storage automatically"). So the prepared photo
//! becomes a character named "Video source · <file name>", and its stored `referenceUrl` is the video
//! request's `uploadedImageUrl` (docs/assumptions.md, "Video source").

use crate::base::error::{CoreError, Result};
use crate::jobs::Below;
use media_api::say;
use media_api::types::characters::CreateCharacterRequest;
use serde::Serialize;

/// Longest part of the file name kept in the character's name.
const NAME_PART_MAX: usize = 60;

/// A picture stored at the service, ready to be a video's `uploadedImageUrl`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct VideoSource {
    pub uploaded_image_url: String,
    pub character_id: String,
    pub character_name: String,
}

/// "Video source · <file name>" (the file name shortened to 60 characters).
pub fn video_source_name(file_name: &str) -> String {
    let trimmed = file_name.trim();
    let part: String = if trimmed.is_empty() {
        "photo".into()
    } else {
        trimmed.chars().take(NAME_PART_MAX).collect()
    };
    format!("Video source · {part}")
}

pub(crate) async fn upload(below: &Below, token: &str) -> Result<VideoSource> {
    let (_, file_name) = below.refs.prepared(token).ok_or_else(|| {
        CoreError::validation(
            "token",
            say!(
                "video_source.photo_no_longer_available",
                "That photo is no longer available — drop it again"
            ),
        )
    })?;
    let name = video_source_name(&file_name);
    let request = CreateCharacterRequest {
        name: name.clone(),
        ..Default::default()
    };
    let ch = crate::features::characters::create(below, request, Some(token.to_string())).await?;
    let url = ch
        .reference_url
        .filter(|u| !u.trim().is_empty())
        .ok_or_else(|| {
            CoreError::internal(
                say!(
                    "video_source.service_kept_picture_but",
                    "The service kept the picture but did not say where"
                ),
                "no referenceUrl",
            )
        })?;
    Ok(VideoSource {
        uploaded_image_url: url,
        character_id: ch.id.as_str().to_string(),
        character_name: ch.name,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_say_what_the_character_is_for() {
        assert_eq!(video_source_name("beach.jpg"), "Video source · beach.jpg");
        assert_eq!(video_source_name("  "), "Video source · photo");
        assert_eq!(
            video_source_name(&"x".repeat(100)).chars().count(),
            "Video source · ".chars().count() + 60
        );
    }
}
