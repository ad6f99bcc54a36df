//! Slideshow jobs: `GET /api/slideshows/{id}` per job; when completed, every slide's image, with its
//! caption, becomes an output that `download` saves into the media cache with a thumbnail.

use super::{PollOutcome, RemoteOutput, RemoteState};
use crate::base::model::MediaKind;
use media_api::types::slideshows::Slideshow;
use media_api::Words;
use media_api::{Client, JobStatus, SlideshowId};

/// `GET /api/slideshows/{id}`.
pub(crate) async fn check(client: &Client, rid: &str) -> PollOutcome {
    match client.slideshows().get(&SlideshowId::from(rid)).await {
        Ok(env) => PollOutcome::State(state_of(&env.slideshow)),
        Err(media_api::Error::NotFound { .. }) => PollOutcome::Missing,
        Err(e) => PollOutcome::Error(e),
    }
}

fn text(s: &Slideshow, key: &str) -> Option<String> {
    s.extra
        .get(key)
        .and_then(|v| v.as_str())
        .map(str::to_string)
        .filter(|t| !t.trim().is_empty())
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
                    caption: slide.caption.clone().filter(|c| !c.trim().is_empty()),
                })
            })
            .collect()
    } else {
        vec![]
    };
    RemoteState {
        status: s.status.clone(),
        progress: text(s, "progress").map(Words::plain),
        error: text(s, "error").map(Words::plain),
        outputs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completed_slides_become_outputs_with_their_captions() {
        let s: Slideshow = serde_json::from_value(serde_json::json!({
            "id": "ss_1", "status": "completed", "topic": "t",
            "slides": [{"imageUrl": "http://x/1.png", "caption": "One"}, {"caption": "no image"}, {"imageUrl": "http://x/2.png"}]
        }))
        .unwrap();
        let st = state_of(&s);
        let captions: Vec<Option<String>> = st.outputs.iter().map(|o| o.caption.clone()).collect();
        assert_eq!(captions, vec![Some("One".to_string()), None]);
        let p: Slideshow = serde_json::from_value(
            serde_json::json!({"id": "ss_1", "status": "processing", "progress": "Slide 2 of 6"}),
        )
        .unwrap();
        assert_eq!(state_of(&p).progress.as_deref(), Some("Slide 2 of 6"));
        assert!(state_of(&p).outputs.is_empty());
    }
}
