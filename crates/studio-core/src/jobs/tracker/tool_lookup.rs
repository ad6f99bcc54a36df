//! A cut-out (remove background) whose answer was lost after it was sent: its picture is looked for
//! in the picture listing (`GET /api/user/images?imageType=image`), as the first picture new since
//! the listing taken before the send (`imageBaseline`) that no job of this library holds. Not found
//! within the jobs list's 5 minutes, its outcome stays unknown and is said so.

use super::{PollOutcome, RemoteOutput, RemoteState};
use crate::base::model::MediaKind;
use crate::jobs::spend::lookup::{looking_up, unknown_words, LookUp};
use crate::jobs::Jobs;
use crate::store::JobRow;
use media_api::say;
use media_api::types::library::{ImageType, LibraryQuery};
use media_api::{Client, JobStatus};

/// How long a cut-out is looked for.
const LOOK_FOR: chrono::Duration = chrono::Duration::minutes(5);

pub(super) async fn check(jobs: &Jobs, client: &Client, job: &JobRow) -> PollOutcome {
    let baseline: Vec<String> = job
        .result
        .as_ref()
        .and_then(|r| r.get("imageBaseline"))
        .and_then(|b| serde_json::from_value(b.clone()).ok())
        .unwrap_or_default();
    let listing = client
        .library()
        .list(&LibraryQuery {
            image_type: Some(ImageType::Image),
            show_all: Some(true),
        })
        .await;
    let listing = match listing {
        Ok(l) => l,
        Err(e) => return PollOutcome::Error(e),
    };
    let found = listing.all_images().find(|e| {
        !baseline.iter().any(|b| b == e.id.as_str())
            && e.url.is_some()
            && !jobs.store.media_of_remote_id(e.id.as_str()).unwrap_or(true)
    });
    if let Some(e) = found {
        return PollOutcome::State(RemoteState {
            status: JobStatus::Completed,
            progress: Some(say!(
                "progress.found_made",
                "Found at the service: it was made before its answer was lost"
            )),
            error: None,
            outputs: vec![RemoteOutput::new(
                MediaKind::Image,
                Some(e.id.as_str().to_string()),
                e.url.clone().unwrap_or_default(),
            )],
        });
    }
    let over = chrono::DateTime::parse_from_rfc3339(&job.created_at)
        .ok()
        .is_some_and(|t| chrono::Utc::now() - t.with_timezone(&chrono::Utc) > LOOK_FOR);
    PollOutcome::State(if over {
        RemoteState {
            status: JobStatus::Failed,
            progress: None,
            error: Some(unknown_words(LookUp::PictureListing)),
            outputs: vec![],
        }
    } else {
        RemoteState {
            status: JobStatus::Processing,
            progress: Some(looking_up()),
            error: None,
            outputs: vec![],
        }
    })
}
