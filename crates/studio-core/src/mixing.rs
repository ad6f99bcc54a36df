//! Video plus music: what can be mixed (completed videos and tracks of this library, which the service
//! knows by id), and the mix itself (`POST /api/videos/add-music`, free, synchronous). The mixed video
//! is saved into the library by the tracker like any finished job (a `video` job, provider `add-music`).

use crate::core::Core;
use crate::db::{JobRow, MediaRow};
use crate::error::{CoreError, Result};
use crate::events::CoreEvent;
use crate::library::{media_item, tracked};
use crate::model::{now, JobKind, JobState, MediaItem, MediaKind, TrackedJob};
use crate::tracker::RemoteOutput;
use media_api::types::mixing::AddMusicRequest;
use media_api::{MusicId, VideoId};
use serde::Serialize;

/// Provider name of mix jobs.
pub const MIX_PROVIDER: &str = "add-music";

/// The pickers of the mix form.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct MixChoices {
    /// Completed videos the service knows by id, newest first.
    pub videos: Vec<MediaItem>,
    /// Completed music tracks (their id is the music job's id), newest first.
    pub music: Vec<MediaItem>,
    /// Videos and tracks still being made: explained, not offered.
    pub waiting: Vec<TrackedJob>,
}

fn mixable(rows: Vec<MediaRow>) -> Vec<MediaRow> {
    rows.into_iter()
        .filter(|m| m.remote_id.as_deref().is_some_and(|r| !r.trim().is_empty()))
        .collect()
}

impl Core {
    /// Completed videos and music tracks that can be mixed, and those still being made.
    pub fn mix_choices(&self) -> Result<MixChoices> {
        let inner = &self.inner;
        let videos = mixable(inner.db.list_media(Some(MediaKind::Video), 500, 0)?);
        let music = mixable(inner.db.list_media(Some(MediaKind::Audio), 500, 0)?);
        let waiting = inner
            .db
            .active_jobs()?
            .iter()
            .filter(|j| matches!(j.kind, JobKind::Video | JobKind::Avatar | JobKind::Music))
            .map(|j| tracked(inner, j))
            .collect::<Result<Vec<_>>>()?;
        Ok(MixChoices {
            videos: videos.iter().map(|m| media_item(inner, m)).collect(),
            music: music.iter().map(|m| media_item(inner, m)).collect(),
            waiting,
        })
    }

    /// Mixes a library track into a library video (both by their local media id). The service answers
    /// with the new video's URL; the returned job (`downloading`) completes once the file is saved.
    pub async fn mix_add_music(
        &self,
        video_media_id: &str,
        music_media_id: &str,
    ) -> Result<TrackedJob> {
        let inner = &self.inner;
        let client = inner.client()?;
        let find = |kind: MediaKind, id: &str| -> Result<Option<MediaRow>> {
            Ok(mixable(inner.db.list_media(Some(kind), 500, 0)?)
                .into_iter()
                .find(|m| m.id == id))
        };
        let Some(video) = find(MediaKind::Video, video_media_id)? else {
            return Err(CoreError::validation(
                "videoId",
                "Choose a finished video from your library",
            ));
        };
        let Some(music) = find(MediaKind::Audio, music_media_id)? else {
            return Err(CoreError::validation(
                "musicId",
                "Choose a finished music track from your library",
            ));
        };
        let req = AddMusicRequest {
            video_id: VideoId::new(video.remote_id.clone().unwrap_or_default()),
            music_id: MusicId::new(music.remote_id.clone().unwrap_or_default()),
        };
        let res = client
            .mixing()
            .add_music(&req)
            .await
            .inspect_err(|e| crate::connection::observe_error(inner, e))?;
        let new_id = res
            .extra
            .get("videoId")
            .and_then(|v| v.as_str())
            .map(str::to_string);
        let outputs = vec![RemoteOutput {
            remote_id: new_id.clone(),
            url: res.video_url.clone(),
            kind: MediaKind::Video,
        }];
        let prompt = format!("{} + music", video.prompt.as_deref().unwrap_or("Video"));
        let ts = now();
        let job = JobRow {
            id: uuid::Uuid::new_v4().to_string(),
            kind: JobKind::Video,
            provider: MIX_PROVIDER.to_string(),
            request: serde_json::json!({
                "videoId": req.video_id.as_str(), "musicId": req.music_id.as_str(),
                "videoMediaId": video.id, "musicMediaId": music.id,
            }),
            cost_estimate: Some(0),
            status: JobState::Downloading,
            progress: Some("Saving the mixed video…".into()),
            error: None,
            remote_id: new_id,
            result: Some(serde_json::json!({ "outputs": outputs, "promptUsed": prompt })),
            created_at: ts.clone(),
            updated_at: ts,
            completed_at: None,
            group_id: None,
            reference: None,
        };
        inner.db.insert_job(&job)?;
        let t = tracked(inner, &job)?;
        inner.emit(CoreEvent::JobUpdated(t.clone()));
        inner.wake.notify_one();
        Ok(t)
    }
}
