//! Video and avatar jobs. One video library listing (`GET /api/user/images?imageType=video&showAll=true`)
//! spots finished videos for all of them; `GET /api/generate/video/{jobId}` (an assumption, see
//! docs/assumptions.md) then says whose a new video is, and now and then how a job is doing. When that
//! path answers anything but a job's status (a 404 on the documented service) the job is looked for in
//! the last listing: an entry named by the job id, else the
//! first video not in the baseline taken before the job was sent. In that mode a failure can't be
//! seen: the job stays `processing` with a note, and after `CoreOptions::video_listing_deadline` (30
//! minutes) it is failed with
//! words that say so (it may have been charged; a video that appears later comes in with the sync).

use super::{PollOutcome, RemoteOutput, RemoteState};
use crate::base::model::MediaKind;
use crate::store::JobRow;
use media_api::types::library::{ImageType, LibraryImage, LibraryQuery, LibraryResponse};
use media_api::types::videos::VideoJobStatus;
use media_api::{say, Words};
use media_api::{Client, JobId, JobStatus};

/// `GET /api/generate/video/{jobId}`; when that path answers 404, the last library listing (if any)
/// says whether the video is there.
pub(crate) async fn check(
    client: &Client,
    job: &JobRow,
    rid: &str,
    library: Option<&LibraryResponse>,
    deadline: std::time::Duration,
    taken: &(dyn Fn(&str) -> bool + Sync),
) -> PollOutcome {
    match client.videos().status(&JobId::from(rid)).await {
        Ok(s) => PollOutcome::State(from_status(&s)),
        // The spec documents no video poll. Whatever stands at that path (a 404, a 405, a gateway's
        // error page, a web page served with a 200) says nothing of the job: only the library can.
        Err(e) if no_poll_here(&e) => match library {
            Some(lib) => PollOutcome::State(from_library(job, rid, lib, deadline, taken)),
            None => PollOutcome::State(from_library(
                job,
                rid,
                &LibraryResponse::default(),
                deadline,
                taken,
            )),
        },
        Err(e) => PollOutcome::Error(e),
    }
}

/// An answer from the undocumented poll path that means there is no poll to ask (the library listing is
/// asked instead); a refused key, a rate limit or a lost connection are the same for the listing, so they
/// stay errors to wait out.
fn no_poll_here(e: &media_api::Error) -> bool {
    use media_api::Error as E;
    matches!(
        e,
        E::NotFound { .. }
            | E::Forbidden { .. }
            | E::Server { .. }
            | E::Decode { .. }
            | E::Validation(_)
    )
}

/// The wait in words ("30 minutes", "2 seconds").
fn waited(d: std::time::Duration) -> Words {
    match d.as_secs() {
        s if s >= 120 => say!("job.waited_minutes", "{n} minutes", n = s / 60),
        s => say!("job.waited_seconds", "{n} seconds", n = s),
    }
}

fn listing_overdue(job: &JobRow, deadline: std::time::Duration) -> bool {
    chrono::DateTime::parse_from_rfc3339(&job.created_at)
        .ok()
        .is_some_and(|t| {
            chrono::Utc::now().signed_duration_since(t.with_timezone(&chrono::Utc))
                > chrono::Duration::from_std(deadline).unwrap_or(chrono::Duration::MAX)
        })
}

/// What the last listing says of a video job the service accepted without naming it.
pub(crate) fn listed(
    job: &JobRow,
    library: Option<&LibraryResponse>,
    deadline: std::time::Duration,
    taken: &(dyn Fn(&str) -> bool + Sync),
) -> PollOutcome {
    let empty = LibraryResponse::default();
    PollOutcome::State(from_library(
        job,
        "",
        library.unwrap_or(&empty),
        deadline,
        taken,
    ))
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
        Some(u) if status == JobStatus::Completed => vec![RemoteOutput::new(
            MediaKind::Video,
            s.video_id.as_ref().map(|v| v.as_str().to_string()),
            u.clone(),
        )],
        _ => vec![],
    };
    RemoteState {
        status,
        progress: s.progress.clone().map(Words::plain),
        error: s.error.clone().map(Words::plain),
        outputs,
    }
}

/// `taken`: whether a listed video is already another job's (saved in the library, or being saved),
/// so two jobs never take the same new video.
fn from_library(
    job: &JobRow,
    rid: &str,
    lib: &LibraryResponse,
    deadline: std::time::Duration,
    taken: &(dyn Fn(&str) -> bool + Sync),
) -> RemoteState {
    let entries: Vec<&LibraryImage> = lib.all_images().collect();
    let baseline: Option<Vec<String>> = job
        .result
        .as_ref()
        .and_then(|r| r.get("videoBaseline"))
        .and_then(|b| serde_json::from_value(b.clone()).ok());
    let named = entries.iter().find(|e| e.is_of_job(rid));
    let fresh = baseline.as_ref().and_then(|b| {
        entries.iter().find(|e| {
            !b.iter().any(|x| x == e.id.as_str()) && e.url.is_some() && !taken(e.id.as_str())
        })
    });
    match named
        .or(fresh)
        .and_then(|e| e.url.clone().map(|u| (e.id.as_str().to_string(), u)))
    {
        Some((id, url)) => RemoteState {
            status: JobStatus::Completed,
            progress: None,
            error: None,
            outputs: vec![RemoteOutput::new(MediaKind::Video, Some(id), url)],
        },
        None if listing_overdue(job, deadline) => RemoteState {
            status: JobStatus::Failed,
            progress: None,
            error: Some(say!(
                "job.video_not_listed",
                "The service has not listed this video {waited} after it was sent, and it gives no other way to ask how a video is doing. It may have failed, and it may have been charged: check your balance. If it appears later, the Gallery's sync brings it in.",
                waited = waited(deadline)
            )),
            outputs: vec![],
        },
        None => RemoteState {
            status: JobStatus::Processing,
            progress: Some(say!(
                "progress.video_listing",
                "Waiting for the video to appear in your library"
            )),
            error: None,
            outputs: vec![],
        },
    }
}
