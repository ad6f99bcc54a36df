//! Video and avatar jobs. One video library listing (`GET /api/user/images?imageType=video&showAll=true`)
//! spots finished videos for all of them; `GET /api/generate/video/{jobId}` (an assumption, see
//! docs/assumptions.md) then says whose a new video is, and now and then how a job is doing. When that
//! path answers 404 the job is looked for in the last listing: an entry named by the job id, else the
//! first video not in the baseline taken before the job was sent. In that mode a failure can't be
//! seen, so the job stays `processing` with a note.

use super::{PollOutcome, RemoteOutput, RemoteState};
use crate::model::MediaKind;
use crate::store::JobRow;
use media_api::types::library::{ImageType, LibraryImage, LibraryQuery, LibraryResponse};
use media_api::types::videos::VideoJobStatus;
use media_api::{Client, JobId, JobStatus};

/// `GET /api/generate/video/{jobId}`; when that path answers 404, the last library listing (if any)
/// says whether the video is there.
pub(crate) async fn check(
    client: &Client,
    job: &JobRow,
    rid: &str,
    library: Option<&LibraryResponse>,
) -> PollOutcome {
    match client.videos().status(&JobId::from(rid)).await {
        Ok(s) => PollOutcome::State(from_status(&s)),
        Err(media_api::Error::NotFound { .. }) => match library {
            Some(lib) => PollOutcome::State(from_library(job, rid, lib)),
            None => PollOutcome::Missing,
        },
        Err(e) => PollOutcome::Error(e),
    }
}

/// `GET /api/user/images?imageType=video&showAll=true`.
pub(crate) async fn library(client: &Client) -> Result<LibraryResponse, media_api::Error> {
    let q = LibraryQuery {
        image_type: Some(ImageType::Video),
        show_all: Some(true),
    };
    client.library().list(&q).await
}

/// The ids of every video in a listing.
pub(crate) fn ids(lib: &LibraryResponse) -> std::collections::HashSet<String> {
    lib.all_images()
        .map(|e| e.id.as_str().to_string())
        .collect()
}

/// A status with a videoUrl but no status counts as completed.
pub(crate) fn from_status(s: &VideoJobStatus) -> RemoteState {
    let status = match (&s.status, &s.video_url) {
        (Some(st), _) => st.clone(),
        (None, Some(_)) => JobStatus::Completed,
        (None, None) => JobStatus::Processing,
    };
    let outputs = match &s.video_url {
        Some(u) if status == JobStatus::Completed => vec![RemoteOutput {
            remote_id: s.video_id.as_ref().map(|v| v.as_str().to_string()),
            url: u.clone(),
            kind: MediaKind::Video,
            caption: None,
        }],
        _ => vec![],
    };
    RemoteState {
        status,
        progress: s.progress.clone(),
        error: s.error.clone(),
        outputs,
    }
}

fn from_library(job: &JobRow, rid: &str, lib: &LibraryResponse) -> RemoteState {
    let entries: Vec<&LibraryImage> = lib.all_images().collect();
    let baseline: Option<Vec<String>> = job
        .result
        .as_ref()
        .and_then(|r| r.get("videoBaseline"))
        .and_then(|b| serde_json::from_value(b.clone()).ok());
    let named = entries.iter().find(|e| {
        e.id.as_str() == rid
            || ["jobId", "job_id", "videoJobId"]
                .iter()
                .any(|k| e.extra.get(*k).and_then(|v| v.as_str()) == Some(rid))
    });
    let fresh = baseline.as_ref().and_then(|b| {
        entries
            .iter()
            .find(|e| !b.iter().any(|x| x == e.id.as_str()) && e.url.is_some())
    });
    match named
        .or(fresh)
        .and_then(|e| e.url.clone().map(|u| (e.id.as_str().to_string(), u)))
    {
        Some((id, url)) => RemoteState {
            status: JobStatus::Completed,
            progress: None,
            error: None,
            outputs: vec![RemoteOutput {
                remote_id: Some(id),
                url,
                kind: MediaKind::Video,
                caption: None,
            }],
        },
        None => RemoteState {
            status: JobStatus::Processing,
            progress: Some("Waiting for the video to appear in your library".into()),
            error: None,
            outputs: vec![],
        },
    }
}
