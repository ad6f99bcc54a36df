//! Image jobs: one `GET /api/user/jobs?includeRecent=true` answers for all of them; a job absent from
//! both lists (not listed yet, or finished more than 5 minutes ago) or finished with several images is
//! asked for with `GET /api/generate/image/{jobId}`. The spec documents one `imageId`/`imageUrl` in
//! both answers: `imageIds`/`imageUrls`, which a service may add, name every picture; without them
//! the others are looked for in the library (`others`).

use super::{PollOutcome, RemoteOutput, RemoteState};
use crate::base::model::MediaKind;
use crate::jobs::Jobs;
use crate::store::JobRow;
use media_api::say;
use media_api::types::images::ImageJobStatus;
use media_api::types::jobs::{ImageJob, JobsResponse};
use media_api::types::library::{ImageType, LibraryQuery};
use media_api::Words;
use media_api::{Client, JobId, JobStatus};

/// What the jobs list says of one image job: `None` when it isn't listed, or when it finished with
/// several images (the list names one; the job's own status names all).
pub(crate) fn from_list(list: &JobsResponse, job: &JobRow) -> Option<RemoteState> {
    let rid = JobId::from(job.remote_id.as_deref()?);
    let listed = list.find(&rid)?;
    let many = job
        .request
        .get("numImages")
        .and_then(|n| n.as_u64())
        .unwrap_or(1)
        > 1;
    if many && listed.status == JobStatus::Completed {
        return None;
    }
    Some(from_listed(listed))
}

/// The key of the pictures listed before a job of several was sent, in its result.
pub(crate) const IMAGE_BASELINE: &str = "imageBaseline";

/// How many pictures a job asked for.
fn wanted(job: &JobRow) -> usize {
    job.request
        .get("numImages")
        .and_then(|n| n.as_u64())
        .unwrap_or(1)
        .max(1) as usize
}

/// `GET /api/generate/image/{jobId}`. A job of several pictures that the answer names fewer of (the
/// spec documents one `imageId`/`imageUrl`) looks for the rest in the library (`others`).
pub(crate) async fn check(jobs: &Jobs, client: &Client, job: &JobRow, rid: &str) -> PollOutcome {
    match client.images().status(&JobId::from(rid)).await {
        Ok(s) => {
            let mut state = from_status(&s);
            let missing = wanted(job).saturating_sub(state.outputs.len());
            if state.status == JobStatus::Completed && missing > 0 && !state.outputs.is_empty() {
                others(jobs, client, job, &mut state, missing).await;
            }
            PollOutcome::State(state)
        }
        Err(media_api::Error::NotFound { .. }) => PollOutcome::Missing,
        Err(e) => PollOutcome::Error(e),
    }
}

/// The pictures of a finished job that the service's answer did not name: the library's pictures
/// that were not there before the job was sent (`imageBaseline`), are not the one named, are named by
/// no other job of the jobs list, and are in no job of this library. Jobs of several pictures are made
/// one at a time (`queue::Line::SlotsAlone`), so no other job's unnamed pictures can be among them.
/// Taken only when exactly as many are new as are missing (a picture made elsewhere meanwhile would
/// make it a guess); otherwise the job keeps what was named and says so, and the others come in with
/// the Gallery's sync as pictures made elsewhere.
async fn others(
    jobs: &Jobs,
    client: &Client,
    job: &JobRow,
    state: &mut RemoteState,
    missing: usize,
) {
    let baseline: Option<Vec<String>> = job
        .result
        .as_ref()
        .and_then(|r| r.get(IMAGE_BASELINE))
        .and_then(|b| serde_json::from_value(b.clone()).ok());
    let asked = wanted(job);
    let named = state.outputs.len();
    let short = |state: &mut RemoteState| {
        state.progress = Some(say!(
            "progress.some_named",
            "The service named {named} of the {asked} pictures; the others come into your Gallery when it next syncs",
            named = named,
            asked = asked
        ));
    };
    let Some(baseline) = baseline else {
        return short(state);
    };
    let listing = match client
        .library()
        .list(&LibraryQuery {
            image_type: Some(ImageType::Image),
            show_all: Some(true),
        })
        .await
    {
        Ok(l) => l,
        Err(_) => return short(state),
    };
    // The pictures the jobs list names (one per job) are those jobs' own: a job of one picture that
    // finished meanwhile is not a picture of this one. Unknown, nothing can be told apart.
    let named_elsewhere: Vec<String> = match client.jobs().list(true).await {
        Ok(list) => list
            .jobs
            .iter()
            .chain(list.recent_jobs.iter().flatten())
            .filter(|j| Some(j.id.as_str()) != job.remote_id.as_deref())
            .filter_map(|j| j.image_id.as_ref().map(|i| i.as_str().to_string()))
            .collect(),
        Err(_) => return short(state),
    };
    let known = jobs.store.known_media().ok();
    let fresh: Vec<(String, String)> = listing
        .all_images()
        .filter(|e| !baseline.iter().any(|b| b == e.id.as_str()))
        .filter(|e| !named_elsewhere.iter().any(|n| n == e.id.as_str()))
        .filter(|e| {
            !state
                .outputs
                .iter()
                .any(|o| o.remote_id.as_deref() == Some(e.id.as_str()))
        })
        .filter(|e| {
            known
                .as_ref()
                .is_none_or(|k| k.find(e.id.as_str(), e.url.as_deref()).is_none())
        })
        .filter_map(|e| Some((e.id.as_str().to_string(), e.url.clone()?)))
        .collect();
    if fresh.len() != missing {
        return short(state);
    }
    for (id, url) in fresh {
        state
            .outputs
            .push(RemoteOutput::new(MediaKind::Image, Some(id), url));
    }
}

fn from_listed(j: &ImageJob) -> RemoteState {
    let outputs = match &j.image_url {
        Some(u) if j.status == JobStatus::Completed => {
            vec![RemoteOutput::new(
                MediaKind::Image,
                j.image_id.as_ref().map(|i| i.as_str().to_string()),
                u.clone(),
            )]
        }
        _ => vec![],
    };
    RemoteState {
        status: j.status.clone(),
        progress: j.progress.clone().map(Words::plain),
        error: j.error.clone().map(Words::plain),
        outputs,
    }
}

fn from_status(s: &ImageJobStatus) -> RemoteState {
    let status = s.status.clone().unwrap_or(if s.image_url.is_some() {
        JobStatus::Completed
    } else {
        JobStatus::Processing
    });
    let mut outputs = Vec::new();
    if status == JobStatus::Completed {
        let urls: Vec<String> = strings(s.extra.get("imageUrls"));
        let ids: Vec<String> = strings(s.extra.get("imageIds"));
        if !urls.is_empty() {
            for (i, u) in urls.into_iter().enumerate() {
                outputs.push(RemoteOutput::new(MediaKind::Image, ids.get(i).cloned(), u));
            }
        } else if let Some(u) = &s.image_url {
            outputs.push(RemoteOutput::new(
                MediaKind::Image,
                s.image_id.as_ref().map(|i| i.as_str().to_string()),
                u.clone(),
            ));
        }
    }
    RemoteState {
        status,
        progress: s.progress.clone().map(Words::plain),
        error: s.error.clone().map(Words::plain),
        outputs,
    }
}

fn strings(v: Option<&serde_json::Value>) -> Vec<String> {
    v.and_then(|v| v.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}
