//! Music jobs: `GET /api/generate/music/{jobId}` per job. The finished track keeps the job id as its
//! remote id (it is the musicId used for mixing).

use super::{PollOutcome, Poller, RemoteOutput, RemoteState};
use crate::db::JobRow;
use crate::model::{JobKind, MediaKind};
use futures::future::BoxFuture;
use media_api::{Client, JobStatus, MusicId};

pub struct MusicPoller;

impl Poller for MusicPoller {
    fn kind(&self) -> JobKind {
        JobKind::Music
    }

    fn poll<'a>(
        &'a self,
        client: &'a Client,
        jobs: &'a [JobRow],
    ) -> BoxFuture<'a, Vec<(String, PollOutcome)>> {
        Box::pin(async move {
            let mut out = Vec::with_capacity(jobs.len());
            for job in jobs {
                let Some(rid) = job.remote_id.as_deref() else {
                    continue;
                };
                let outcome = match client.music().status(&MusicId::new(rid)).await {
                    Ok(m) => {
                        let outputs = match &m.music_url {
                            Some(u) if m.status == JobStatus::Completed => vec![RemoteOutput {
                                remote_id: Some(rid.to_string()),
                                url: u.clone(),
                                kind: MediaKind::Audio,
                            }],
                            _ => vec![],
                        };
                        PollOutcome::State(RemoteState {
                            status: m.status.clone(),
                            progress: m.progress.clone(),
                            error: m.error.clone(),
                            outputs,
                        })
                    }
                    Err(media_api::Error::NotFound { .. }) => PollOutcome::Missing,
                    Err(e) => PollOutcome::Error(e),
                };
                out.push((job.id.clone(), outcome));
            }
            out
        })
    }
}
