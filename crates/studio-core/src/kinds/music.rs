//! Music tracks as a spend [`Action`]. Duration is milliseconds on the wire (the UI speaks seconds).
//! The job id is also the track's musicId for mixing.

use super::{Kind, SpendRequest};
use crate::base::error::Result;
use crate::base::model::JobKind;
use crate::jobs::spend::{Action, Price, Sent};
use crate::kinds::video::to_json;
use crate::store::JobRow;
use media_api::types::music::GenerateMusicRequest;
use media_api::{pricing, rules, Client, FieldError, RuleContext, Tier};

pub(crate) struct MusicAction(pub GenerateMusicRequest);

impl Action for MusicAction {
    const KIND: JobKind = JobKind::Music;
    fn provider(&self) -> String {
        "music".into()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        rules::validate_generate_music(&self.0, ctx)
    }
    fn price(&self, _tier: &Tier) -> Price {
        Price::flat(pricing::music(self.0.duration).get())
    }
    fn stored(&self) -> Result<serde_json::Value> {
        to_json(&self.0)
    }
    async fn before(&self, _client: &Client) -> Result<Option<serde_json::Value>> {
        Ok(Some(serde_json::json!({ "promptUsed": self.0.prompt })))
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        let c = client.music().generate(&self.0).await?;
        Ok(Sent::Job {
            charged: None,
            remote_id: c.job_id.as_str().to_string(),
            result: None,
        })
    }
}

impl Kind for MusicAction {
    one_request!(Music, MusicAction);
}
