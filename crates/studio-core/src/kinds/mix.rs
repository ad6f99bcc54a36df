//! Video plus music: what can be mixed (completed videos and tracks of this library, which the service
//! knows by id), and the mix itself (`POST /api/videos/add-music`, free, synchronous). The mixed video
//! is saved into the library by the tracker like any finished job (a `mix` job, provider `add-music`).
//! The mix is a spend `Action` (`MixAction`); its inputs are found by id, however old. A captioned,
//! trimmed or silent copy, which the service knows by no id, gets its music on this computer instead
//! (`jobs::local_mix`).

use crate::base::error::{CoreError, Result};
use crate::base::model::{JobKind, MediaKind, TrackedJob};

use super::{unreadable, Kind, SpendRequest};
use crate::base::model::MakerPrice;
use crate::jobs::local_mix;
use crate::jobs::spend::{Action, Price, Sent};
use crate::jobs::tracker::RemoteOutput;
use crate::jobs::Jobs;
use crate::store::JobRow;
use crate::store::MediaRow;
use media_api::say;
use media_api::types::mixing::AddMusicRequest;
use media_api::{Client, FieldError, MusicId, RuleContext, Tier, VideoId};
use serde::Serialize;

/// Provider name of mix jobs.
pub const MIX_PROVIDER: &str = "add-music";

/// What the mix form explains besides its pickers (which page over the whole library with
/// `library_pick`: every video, and the tracks the service knows by id).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct MixChoices {
    /// Videos and tracks still being made: explained, not offered.
    pub waiting: Vec<TrackedJob>,
}

pub(crate) fn choices(jobs: &Jobs) -> Result<MixChoices> {
    let waiting = jobs
        .store
        .active_jobs()?
        .iter()
        .filter(|j| matches!(j.kind, JobKind::Video | JobKind::Avatar | JobKind::Music))
        .map(|j| jobs.tracked(j))
        .collect::<Result<Vec<_>>>()?;
    Ok(MixChoices { waiting })
}

/// Music mixed into a video (free, answered at once). Both are found by id, however old.
pub(crate) struct MixAction {
    video_media_id: String,
    music_media_id: String,
    /// The two library items, once found (`prepare`).
    found: Option<(MediaRow, MediaRow)>,
}

const VIDEO_FIELD: &str = "videoId";
const MUSIC_FIELD: &str = "musicId";

impl MixAction {
    pub fn new(video_media_id: &str, music_media_id: &str) -> Self {
        MixAction {
            video_media_id: video_media_id.trim().to_string(),
            music_media_id: music_media_id.trim().to_string(),
            found: None,
        }
    }

    fn find(&self, jobs: &Jobs) -> std::result::Result<(MediaRow, MediaRow), Vec<FieldError>> {
        let one = |id: &str, kind: MediaKind| -> Option<MediaRow> {
            let row = jobs.store.media(id).ok().flatten()?;
            (row.kind == kind).then_some(row)
        };
        // A video the service knows by no id is mixed on this computer: it needs its file.
        let video = one(&self.video_media_id, MediaKind::Video).filter(|v| {
            !local_mix::mixed_here(v) || jobs.paths.media_dir().join(&v.file).is_file()
        });
        let music = mixable(one(&self.music_media_id, MediaKind::Audio));
        match (video, music) {
            (Some(v), Some(m)) => Ok((v, m)),
            (v, m) => {
                let mut errors = Vec::new();
                if v.is_none() {
                    errors.push(FieldError::new(
                        VIDEO_FIELD,
                        say!(
                            "mixing.choose_finished_video_from",
                            "Choose a finished video from your library"
                        ),
                    ));
                }
                if m.is_none() {
                    errors.push(FieldError::new(
                        MUSIC_FIELD,
                        say!(
                            "mixing.choose_finished_music_track",
                            "Choose a finished music track from your library"
                        ),
                    ));
                }
                Err(errors)
            }
        }
    }

    /// Whether this mix is made on this computer: its video is one the service knows by no id.
    pub fn made_here(&self, jobs: &Jobs) -> bool {
        let video = jobs.store.media(&self.video_media_id).ok().flatten();
        video.is_some_and(|v| v.kind == MediaKind::Video && local_mix::mixed_here(&v))
    }

    /// Saves it to be made on this computer (`local_mix`), once per intent.
    pub async fn start_here(&self, jobs: &Jobs, intent: &str) -> Result<TrackedJob> {
        let (video, music) = self
            .find(jobs)
            .map_err(|e| CoreError::from_field_errors(&e))?;
        local_mix::start(jobs, intent, &video, &music).await
    }

    fn ids(&self) -> Option<(VideoId, MusicId)> {
        let (v, m) = self.found.as_ref()?;
        Some((
            VideoId::new(v.remote_id.clone().unwrap_or_default()),
            MusicId::new(m.remote_id.clone().unwrap_or_default()),
        ))
    }
}

/// A library item the service knows by id (it has a remote id).
fn mixable(row: Option<MediaRow>) -> Option<MediaRow> {
    row.filter(|m| !local_mix::mixed_here(m))
}

impl Action for MixAction {
    const KIND: JobKind = JobKind::Mix;
    fn provider(&self) -> String {
        MIX_PROVIDER.to_string()
    }
    fn rules(&self, _ctx: &RuleContext) -> Vec<FieldError> {
        let mut errors = Vec::new();
        if self.video_media_id.is_empty() {
            errors.push(FieldError::new(
                VIDEO_FIELD,
                say!("mixing.choose_video", "Choose a video"),
            ));
        }
        if self.music_media_id.is_empty() {
            errors.push(FieldError::new(
                MUSIC_FIELD,
                say!("mixing.choose_music_track", "Choose a music track"),
            ));
        }
        errors
    }
    fn price(&self, _tier: &Tier) -> Price {
        Price::flat(0)
    }
    async fn check(&self, jobs: &Jobs) -> Vec<FieldError> {
        self.find(jobs).err().unwrap_or_default()
    }
    async fn prepare(&mut self, jobs: &Jobs, _client: &Client) -> Result<()> {
        let found = self
            .find(jobs)
            .map_err(|e| CoreError::from_field_errors(&e))?;
        self.found = Some(found);
        Ok(())
    }
    fn stored(&self) -> Result<serde_json::Value> {
        let (video_id, music_id) = self.ids().unzip();
        Ok(serde_json::json!({
            "videoId": video_id.as_ref().map(|v| v.as_str()),
            "musicId": music_id.as_ref().map(|m| m.as_str()),
            "videoMediaId": self.video_media_id, "musicMediaId": self.music_media_id,
        }))
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        let (video_id, music_id) = self.ids().ok_or_else(|| media_api::Error::Decode {
            path: "add-music".into(),
            message: "the video and the track were not found".into(),
            snippet: String::new(),
        })?;
        let res = client
            .mixing()
            .add_music(&AddMusicRequest { video_id, music_id })
            .await?;
        let new_id = res
            .extra
            .get("videoId")
            .and_then(|v| v.as_str())
            .map(str::to_string);
        let title = self
            .found
            .as_ref()
            .and_then(|(v, _)| v.prompt.clone())
            .unwrap_or_else(|| "Video".into());
        Ok(Sent::Done {
            remote_id: new_id.clone(),
            output: RemoteOutput::new(MediaKind::Video, new_id, res.video_url),
            result: Some(serde_json::json!({ "promptUsed": format!("{title} + music") })),
        })
    }
}

impl Kind for MixAction {
    fn of_request(r: &SpendRequest) -> Option<Self> {
        match r {
            SpendRequest::Mix {
                video_media_id,
                music_media_id,
            } => Some(MixAction::new(video_media_id, music_media_id)),
            _ => None,
        }
    }
    /// The two library items, by the ids the job kept.
    fn request_of(job: &JobRow) -> Result<SpendRequest> {
        let field = |k: &str| {
            job.request
                .get(k)
                .and_then(|v| v.as_str())
                .map(str::to_string)
        };
        match (field("videoMediaId"), field("musicMediaId")) {
            (Some(video_media_id), Some(music_media_id)) => Ok(SpendRequest::Mix {
                video_media_id,
                music_media_id,
            }),
            _ => Err(unreadable()),
        }
    }
    fn maker_price(_provider: &str) -> MakerPrice {
        MakerPrice::Free
    }
}
