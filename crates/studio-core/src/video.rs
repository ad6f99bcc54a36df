//! Video generation as spend [`Action`]s: standard (motion) and talking-head avatar videos, priced per
//! second (premium, Studio discount). The tracker polls the job (tracker/video.rs).

use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::model::{JobKind, TrackedJob};
use crate::spend::{self, Action, Estimate, PerSecond, Price, Sent};
use media_api::types::videos::{AvatarVideoRequest, JobCreated, StandardVideoRequest};
use media_api::{catalog, pricing, rules, Client, FieldError, RuleContext, Tier, VideoProvider};
use serde::Serialize;

fn per_second(provider: &VideoProvider, premium: bool, seconds: u32, tier: &Tier) -> Price {
    let rate = pricing::video_rate(provider, premium);
    Price {
        credits: pricing::video_cost(provider, premium, seconds, tier).get(),
        per_second: Some(PerSecond {
            seconds,
            rate,
            full_price: rate.saturating_mul(seconds),
            discounted: tier.has_video_discount(),
        }),
        note: None,
    }
}

pub(crate) fn to_json<T: Serialize>(v: &T) -> Result<serde_json::Value> {
    serde_json::to_value(v).map_err(|e| CoreError::internal("Could not save the request", e))
}

fn accepted(c: JobCreated) -> Sent {
    Sent::Job {
        charged: None,
        remote_id: c.job_id.as_str().to_string(),
        result: c
            .prompt_used
            .map(|p| serde_json::json!({ "promptUsed": p })),
    }
}

/// The library's video ids before the job starts, kept in the job's result: if the service has no
/// video job endpoint, the tracker recognises the new video as the first one not in this list
/// (docs/assumptions.md, "Polling of video jobs"). Best effort.
async fn baseline(client: &Client) -> Option<serde_json::Value> {
    let ids = media_api::poll::video_library_ids(client).await.ok()?;
    let mut ids: Vec<String> = ids.into_iter().collect();
    ids.sort();
    Some(serde_json::json!({ "videoBaseline": ids }))
}

/// A standard (motion) video.
pub(crate) struct VideoAction(pub StandardVideoRequest);

impl Action for VideoAction {
    fn kind(&self) -> JobKind {
        JobKind::Video
    }
    fn provider(&self) -> String {
        self.0.provider_or_default().as_str().to_string()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        rules::validate_standard_video(&self.0, ctx)
    }
    fn price(&self, tier: &Tier) -> Price {
        let seconds = self.0.duration.unwrap_or(catalog::DEFAULT_VIDEO_SECONDS);
        let premium = self.0.is_premium.unwrap_or(false);
        per_second(&self.0.provider_or_default(), premium, seconds, tier)
    }
    fn stored(&self) -> Result<serde_json::Value> {
        to_json(&self.0)
    }
    async fn before(&self, client: &Client) -> Option<serde_json::Value> {
        baseline(client).await
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        Ok(accepted(client.videos().generate(&self.0).await?))
    }
}

/// A talking-head avatar video.
pub(crate) struct AvatarAction(pub AvatarVideoRequest);

impl Action for AvatarAction {
    fn kind(&self) -> JobKind {
        JobKind::Avatar
    }
    fn provider(&self) -> String {
        self.0.provider.as_str().to_string()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        rules::validate_avatar_video(&self.0, ctx)
    }
    /// Seconds: s2sDuration, else 150 dialogue characters per 10 s, else 5 s.
    fn price(&self, tier: &Tier) -> Price {
        let seconds = pricing::avatar_seconds(&self.0);
        let premium = self.0.is_premium.unwrap_or(false);
        per_second(&self.0.provider, premium, seconds, tier)
    }
    fn stored(&self) -> Result<serde_json::Value> {
        to_json(&self.0)
    }
    async fn before(&self, client: &Client) -> Option<serde_json::Value> {
        baseline(client).await
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        Ok(accepted(client.videos().generate_avatar(&self.0).await?))
    }
}

impl Core {
    /// Cost (rate x duration, premium, Studio discount), balance after, and field errors of a standard video.
    pub async fn estimate_video(&self, request: &StandardVideoRequest) -> Result<Estimate> {
        spend::estimate(&self.inner, &VideoAction(request.clone())).await
    }

    /// Cost, estimated duration and field errors of an avatar video.
    pub async fn estimate_avatar(&self, request: &AvatarVideoRequest) -> Result<Estimate> {
        spend::estimate(&self.inner, &AvatarAction(request.clone())).await
    }

    /// Starts a standard video job once per `intent` (tracked until its file is saved).
    pub async fn generate_video(
        &self,
        intent: &str,
        request: &StandardVideoRequest,
    ) -> Result<TrackedJob> {
        spend::submit_once(&self.inner, intent, VideoAction(request.clone())).await
    }

    /// Starts an avatar video job once per `intent`.
    pub async fn generate_avatar(
        &self,
        intent: &str,
        request: &AvatarVideoRequest,
    ) -> Result<TrackedJob> {
        spend::submit_once(&self.inner, intent, AvatarAction(request.clone())).await
    }
}
