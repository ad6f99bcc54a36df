//! Image jobs: one `GET /api/user/jobs?includeRecent=true` answers for all of them; a job absent from
//! both lists (not listed yet, or finished more than 5 minutes ago) or finished with several images is
//! asked for with `GET /api/generate/image/{jobId}` (whose `imageIds`/`imageUrls` carry every image).

use super::{PollOutcome, RemoteOutput, RemoteState};
use crate::model::MediaKind;
use crate::store::JobRow;
use media_api::types::images::ImageJobStatus;
use media_api::types::jobs::{ImageJob, JobsResponse};
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

/// `GET /api/generate/image/{jobId}`.
pub(crate) async fn check(client: &Client, rid: &str) -> PollOutcome {
    match client.images().status(&JobId::from(rid)).await {
        Ok(s) => PollOutcome::State(from_status(&s)),
        Err(media_api::Error::NotFound { .. }) => PollOutcome::Missing,
        Err(e) => PollOutcome::Error(e),
    }
}

fn image(remote_id: Option<String>, url: String) -> RemoteOutput {
    RemoteOutput {
        remote_id,
        url,
        kind: MediaKind::Image,
        caption: None,
    }
}

fn from_listed(j: &ImageJob) -> RemoteState {
    let outputs = match &j.image_url {
        Some(u) if j.status == JobStatus::Completed => {
            vec![image(
                j.image_id.as_ref().map(|i| i.as_str().to_string()),
                u.clone(),
            )]
        }
        _ => vec![],
    };
    RemoteState {
        status: j.status.clone(),
        progress: j.progress.clone(),
        error: j.error.clone(),
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
                outputs.push(image(ids.get(i).cloned(), u));
            }
        } else if let Some(u) = &s.image_url {
            outputs.push(image(
                s.image_id.as_ref().map(|i| i.as_str().to_string()),
                u.clone(),
            ));
        }
    }
    RemoteState {
        status,
        progress: s.progress.clone(),
        error: s.error.clone(),
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
