//! POST /api/videos/add-music: mixes a completed music job at 35% volume behind a completed video's
//! own audio. Free. A video still processing or an unfinished music job is refused (400).

use axum::extract::State;
use axum::response::Response;
use media_api::types::mixing::AddMusicRequest;
use serde_json::json;

use super::support::{check, tool_failed};
use crate::http::auth::Auth;
use crate::http::body::{ok, Body};
use crate::http::error::{ApiError, ApiResult};
use crate::media::video;
use crate::state::model::{JobKind, Output, VideoRec};
use crate::state::Shared;

pub async fn add_music(
    State(sb): State<Shared>,
    auth: Auth,
    Body(req): Body<AddMusicRequest>,
) -> ApiResult<Response> {
    check(media_api::rules::validate_add_music(&req))?;
    let now = sb.now_ms();
    let (video, music_file) = {
        let st = sb.lock();
        // videoId: a generated video, or (accepted as well) the job that is producing one.
        let video = match st
            .videos
            .get(req.video_id.as_str())
            .filter(|v| v.account_id == auth.account_id)
        {
            Some(v) => v.clone(),
            None => {
                let job = st
                    .job_of(&auth.account_id, req.video_id.as_str(), JobKind::Video)
                    .ok_or_else(|| ApiError::not_found("video"))?;
                match job.visible_output(now) {
                    Some(Output::Video(id)) => st
                        .videos
                        .get(id)
                        .cloned()
                        .ok_or_else(|| ApiError::not_found("video"))?,
                    _ => {
                        let status = job.status(now);
                        let msg = if status.is_active() {
                            "The video is still processing"
                        } else {
                            "The video failed and has no file"
                        };
                        return Err(ApiError::field("videoId", msg));
                    }
                }
            }
        };
        let job = st
            .job_of(&auth.account_id, req.music_id.as_str(), JobKind::Music)
            .ok_or_else(|| ApiError::not_found("music"))?;
        let music_file = match job.visible_output(now) {
            Some(Output::Music(f)) => f.clone(),
            _ => {
                return Err(ApiError::field(
                    "musicId",
                    format!(
                        "The music job is not completed (status: {})",
                        job.status(now).name()
                    ),
                ))
            }
        };
        (video, music_file)
    };
    let id = sb.mutate(|st| st.new_id("vid"));
    let file = format!("{id}.mp4");
    video::add_music(
        &sb.media.path(&video.file),
        &sb.media.path(&music_file),
        &sb.media.path(&file),
    )
    .await
    .map_err(tool_failed)?;
    let url = sb.media.url(&file);
    sb.mutate(|st| {
        st.videos.insert(
            id.clone(),
            VideoRec {
                id: id.clone(),
                account_id: auth.account_id.clone(),
                file,
                prompt: format!("{} + music", video.prompt),
                source_image_id: video.source_image_id.clone(),
                character_id: video.character_id.clone(),
                job_id: None,
                created_ms: now,
            },
        )
    });
    Ok(ok(json!({ "videoUrl": url, "videoId": id })))
}
