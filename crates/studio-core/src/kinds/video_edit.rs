//! Edit video (`POST /api/generate/video-edit`, the catalogue's edit_video) as a spend [`Action`]: a
//! video of the library, by its service id (or its address when it has none), and the edit in words.
//! The request and answer are not shown in the spec (docs/assumptions.md). The answer's job is a video
//! job, followed by the tracker like any other (tracker/video.rs); an answer with only a video's
//! address is a finished video. No price is published: the window says so, never "free".

use super::{Kind, SpendRequest};
use crate::base::error::Result;
use crate::base::model::MakerPrice;
use crate::base::model::{JobKind, MediaKind};
use crate::jobs::spend::{Action, Price, Sent};
use crate::jobs::tracker::RemoteOutput;
use crate::store::JobRow;
use media_api::say;
use media_api::types::videos::VideoEditRequest;
use media_api::{rules, Client, FieldError, RuleContext, Tier};

/// The provider an edit job is listed under.
pub const VIDEO_EDIT_PROVIDER: &str = "video-edit";

pub(crate) struct VideoEditAction(pub VideoEditRequest);

impl Action for VideoEditAction {
    const KIND: JobKind = JobKind::Video;
    fn provider(&self) -> String {
        VIDEO_EDIT_PROVIDER.to_string()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        rules::validate_video_edit(&self.0, ctx)
    }
    fn price(&self, _tier: &Tier) -> Price {
        Price::not_published(say!(
            "price.edit.unpublished",
            "The service publishes no price for editing a video: it may charge for it, and your balance will show what it took"
        ))
    }
    fn stored(&self) -> Result<serde_json::Value> {
        crate::kinds::video::to_json(&self.0)
    }
    async fn before(&self, client: &Client) -> Result<Option<serde_json::Value>> {
        crate::kinds::video::baseline(client).await.map(Some)
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        let answer = client.videos().edit_video(&self.0).await?;
        match (answer.job_id, answer.video_url) {
            (Some(id), _) => Ok(Sent::Job {
                remote_id: id.as_str().to_string(),
                result: None,
                charged: None,
            }),
            (None, Some(url)) => Ok(Sent::Done {
                remote_id: None,
                output: RemoteOutput::new(MediaKind::Video, None, url),
                result: None,
            }),
            // The spec shows no answer: the edited video is the new one in the listing.
            (None, None) => Ok(Sent::Unnamed),
        }
    }
}

impl Kind for VideoEditAction {
    one_request!(VideoEdit, VideoEditAction);
    fn stores(provider: &str) -> bool {
        provider == VIDEO_EDIT_PROVIDER
    }
    fn maker_price(_provider: &str) -> MakerPrice {
        MakerPrice::NotPublished
    }
}
