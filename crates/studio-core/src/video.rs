//! Video generation: standard (motion) and talking-head avatar videos. Estimates (rules + pricing with
//! premium and the Studio discount + cached balance) never send anything; generation checks again,
//! checks the fresh balance, and submits once (see `submit`). The tracker polls the job (tracker/video.rs).

use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::model::{JobKind, TrackedJob};
use crate::submit::{estimate_balance, fresh_balance, submit, Accepted};
use media_api::types::videos::{AvatarVideoRequest, StandardVideoRequest};
use media_api::{catalog, pricing, rules, RuleContext, Tier, VideoProvider};
use serde::Serialize;

/// What a video would cost, how long it would be, and every field error.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct VideoEstimate {
    pub credits: u32,
    pub balance: f64,
    pub balance_after: f64,
    pub affordable: bool,
    pub errors: Vec<media_api::FieldError>,
    /// Seconds charged: the duration asked for (standard; 5 when omitted) or the avatar estimate.
    pub seconds: u32,
    /// Credits per second (premium: 4).
    pub rate: u32,
    /// rate x seconds before the Studio discount.
    pub full_price: u32,
    /// Whether the Studio 10% video discount applies.
    pub discounted: bool,
}

fn video_estimate(
    provider: &VideoProvider,
    premium: bool,
    seconds: u32,
    tier: &Tier,
    balance: f64,
    errors: Vec<media_api::FieldError>,
) -> VideoEstimate {
    let rate = pricing::video_rate(provider, premium);
    let credits = pricing::video_cost(provider, premium, seconds, tier).get();
    let after = balance - credits as f64;
    VideoEstimate {
        credits,
        balance,
        balance_after: after,
        affordable: errors.is_empty() && after >= 0.0,
        errors,
        seconds,
        rate,
        full_price: rate.saturating_mul(seconds),
        discounted: tier.has_video_discount(),
    }
}

fn ctx(core: &Core) -> RuleContext {
    core.inner
        .client()
        .map(|c| c.rule_context())
        .unwrap_or(RuleContext::STRICT)
}

impl Core {
    /// Cost (rate x duration, premium, Studio discount), balance after, and field errors of a standard video.
    pub async fn estimate_video(&self, request: &StandardVideoRequest) -> Result<VideoEstimate> {
        let errors = rules::validate_standard_video(request, &ctx(self));
        let (bal, tier) = estimate_balance(&self.inner).await?;
        let seconds = request.duration.unwrap_or(catalog::DEFAULT_VIDEO_SECONDS);
        let premium = request.is_premium.unwrap_or(false);
        Ok(video_estimate(
            &request.provider_or_default(),
            premium,
            seconds,
            &tier,
            bal,
            errors,
        ))
    }

    /// Cost, estimated duration (s2sDuration, else 150 dialogue characters per 10 s, else 5 s) and field
    /// errors of an avatar video.
    pub async fn estimate_avatar(&self, request: &AvatarVideoRequest) -> Result<VideoEstimate> {
        let errors = rules::validate_avatar_video(request, &ctx(self));
        let (bal, tier) = estimate_balance(&self.inner).await?;
        let seconds = pricing::avatar_seconds(request);
        let premium = request.is_premium.unwrap_or(false);
        Ok(video_estimate(
            &request.provider,
            premium,
            seconds,
            &tier,
            bal,
            errors,
        ))
    }

    /// Validates, checks the balance, and starts a standard video job (tracked until its file is saved).
    pub async fn generate_video(&self, request: &StandardVideoRequest) -> Result<TrackedJob> {
        let inner = &self.inner;
        let client = inner.client()?;
        let errors = rules::validate_standard_video(request, &client.rule_context());
        if !errors.is_empty() {
            return Err(CoreError::from_field_errors(&errors));
        }
        let (fresh, tier) = fresh_balance(inner).await?;
        let cost = pricing::standard_video(request, &tier).get();
        if fresh.credits < cost as f64 {
            return Err(CoreError::insufficient(cost, fresh.credits));
        }
        let baseline = baseline(&client).await;
        let body = to_json(request)?;
        let provider = request.provider_or_default();
        submit(
            inner,
            JobKind::Video,
            provider.as_str(),
            body,
            cost,
            baseline,
            async {
                let c = client.videos().generate(request).await?;
                Ok(accepted(c))
            },
        )
        .await
    }

    /// Validates, checks the balance, and starts an avatar video job.
    pub async fn generate_avatar(&self, request: &AvatarVideoRequest) -> Result<TrackedJob> {
        let inner = &self.inner;
        let client = inner.client()?;
        let errors = rules::validate_avatar_video(request, &client.rule_context());
        if !errors.is_empty() {
            return Err(CoreError::from_field_errors(&errors));
        }
        let (fresh, tier) = fresh_balance(inner).await?;
        let cost = pricing::avatar_video(request, &tier).get();
        if fresh.credits < cost as f64 {
            return Err(CoreError::insufficient(cost, fresh.credits));
        }
        let baseline = baseline(&client).await;
        let body = to_json(request)?;
        submit(
            inner,
            JobKind::Avatar,
            request.provider.as_str(),
            body,
            cost,
            baseline,
            async {
                let c = client.videos().generate_avatar(request).await?;
                Ok(accepted(c))
            },
        )
        .await
    }
}

fn to_json<T: Serialize>(v: &T) -> Result<serde_json::Value> {
    serde_json::to_value(v).map_err(|e| CoreError::internal("Could not save the request", e))
}

fn accepted(c: media_api::types::videos::JobCreated) -> Accepted {
    Accepted {
        remote_id: c.job_id.as_str().to_string(),
        result: c
            .prompt_used
            .map(|p| serde_json::json!({ "promptUsed": p })),
    }
}

/// The library's video ids before the job starts, kept in the job's result: if the service has no
/// video job endpoint, the tracker recognises the new video as the first one not in this list
/// (docs/assumptions.md, "Polling of video jobs"). Best effort.
async fn baseline(client: &media_api::Client) -> Option<serde_json::Value> {
    let ids = media_api::poll::video_library_ids(client).await.ok()?;
    let mut ids: Vec<String> = ids.into_iter().collect();
    ids.sort();
    Some(serde_json::json!({ "videoBaseline": ids }))
}
