//! Slideshow jobs: `GET /api/slideshows/{id}` per job; when completed, every slide's image (with its
//! caption) becomes an output that `download` saves into the media cache with a thumbnail.

use super::{PollOutcome, Poller, RemoteOutput, RemoteState};
use crate::db::JobRow;
use crate::model::{JobKind, MediaKind};
use futures::future::BoxFuture;
use media_api::types::slideshows::Slideshow;
use media_api::{Client, JobStatus, SlideshowId};

pub struct SlideshowPoller;

impl Poller for SlideshowPoller {
    fn kind(&self) -> JobKind {
        JobKind::Slideshow
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
                let outcome = match client.slideshows().get(&SlideshowId::from(rid)).await {
                    Ok(env) => PollOutcome::State(state_of(&env.slideshow)),
                    Err(media_api::Error::NotFound { .. }) => PollOutcome::Missing,
                    Err(e) => PollOutcome::Error(e),
                };
                out.push((job.id.clone(), outcome));
            }
            out
        })
    }
}

fn text(s: &Slideshow, key: &str) -> Option<String> {
    s.extra
        .get(key)
        .and_then(|v| v.as_str())
        .map(str::to_string)
        .filter(|t| !t.trim().is_empty())
}

/// Captions of the slides that have an image, in the order of [`state_of`]'s outputs.
pub(crate) fn captions_of(s: &Slideshow) -> Vec<Option<String>> {
    s.slides
        .iter()
        .filter(|slide| {
            slide
                .image_url
                .as_deref()
                .is_some_and(|u| !u.trim().is_empty())
        })
        .map(|slide| slide.caption.clone().filter(|c| !c.trim().is_empty()))
        .collect()
}

/// Captions of a finished slideshow job (one more GET; the outputs saved by the tracker carry only
/// URLs). Empty when the service can't be asked now.
pub(crate) async fn captions(client: &Client, job: &JobRow) -> Vec<Option<String>> {
    let Some(rid) = job.remote_id.as_deref() else {
        return vec![];
    };
    match client.slideshows().get(&SlideshowId::from(rid)).await {
        Ok(env) => captions_of(&env.slideshow),
        Err(_) => vec![],
    }
}

pub(crate) fn state_of(s: &Slideshow) -> RemoteState {
    let outputs = if s.status == JobStatus::Completed {
        s.slides
            .iter()
            .filter_map(|slide| {
                let url = slide.image_url.clone().filter(|u| !u.trim().is_empty())?;
                Some(RemoteOutput {
                    remote_id: None,
                    url,
                    kind: MediaKind::Image,
                })
            })
            .collect()
    } else {
        vec![]
    };
    RemoteState {
        status: s.status.clone(),
        progress: text(s, "progress"),
        error: text(s, "error"),
        outputs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completed_slides_become_outputs_and_captions_follow_them() {
        let s: Slideshow = serde_json::from_value(serde_json::json!({
            "id": "ss_1", "status": "completed", "topic": "t",
            "slides": [{"imageUrl": "http://x/1.png", "caption": "One"}, {"caption": "no image"}, {"imageUrl": "http://x/2.png"}]
        }))
        .unwrap();
        let st = state_of(&s);
        assert_eq!(st.outputs.len(), 2);
        assert_eq!(captions_of(&s), vec![Some("One".to_string()), None]);
        let p: Slideshow = serde_json::from_value(
            serde_json::json!({"id": "ss_1", "status": "processing", "progress": "Slide 2 of 6"}),
        )
        .unwrap();
        assert_eq!(state_of(&p).progress.as_deref(), Some("Slide 2 of 6"));
        assert!(state_of(&p).outputs.is_empty());
    }
}
