//! Music jobs: `GET /api/generate/music/{jobId}` per job. The finished track keeps the job id as its
//! remote id (it is the musicId used for mixing).

use super::{PollOutcome, RemoteOutput, RemoteState};
use crate::base::model::MediaKind;
use media_api::Words;
use media_api::{Client, JobStatus, MusicId};

/// `GET /api/generate/music/{jobId}`.
pub(crate) async fn check(client: &Client, rid: &str) -> PollOutcome {
    match client.music().status(&MusicId::new(rid)).await {
        Ok(m) => {
            let outputs = match &m.music_url {
                Some(u) if m.status == JobStatus::Completed => vec![RemoteOutput::new(
                    MediaKind::Audio,
                    Some(rid.to_string()),
                    u.clone(),
                )],
                _ => vec![],
            };
            PollOutcome::State(RemoteState {
                status: m.status.clone(),
                progress: m.progress.clone().map(Words::plain),
                error: m.error.clone().map(Words::plain),
                outputs,
            })
        }
        Err(media_api::Error::NotFound { .. }) => PollOutcome::Missing,
        Err(e) => PollOutcome::Error(e),
    }
}
