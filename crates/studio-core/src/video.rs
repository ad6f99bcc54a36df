//! Video generation as spend [`Action`]s: standard (motion) and talking-head avatar videos, priced per
//! second (premium, Studio discount). The tracker polls the job (tracker/video.rs).

use crate::error::{CoreError, Result};
use crate::jobs::spend::{Action, PerSecond, Price, Sent};
use crate::model::JobKind;
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
        basis: crate::jobs::spend::PriceBasis::Published,
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
pub(crate) async fn baseline(client: &Client) -> Option<serde_json::Value> {
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

/// The field a recording's length is asked on (kept by the app, not sent: the spec has no such field).
pub const RECORDING_SECONDS_FIELD: &str = "recordingSeconds";
/// The longest recording length accepted (ten minutes).
const RECORDING_SECONDS_MAX: f64 = 600.0;

/// A talking-head avatar video. `recording_seconds`: how long a pre-made voice recording
/// (`voiceAudioUrl`) is, as the person says — the video is that long, so it is priced from it (the 5 s
/// default would price it below the charge). Kept with the job, never sent.
pub(crate) struct AvatarAction {
    pub request: AvatarVideoRequest,
    pub recording_seconds: Option<f64>,
}

impl AvatarAction {
    /// Spoken from a recording of its own (no dialogue, no speech-to-speech length).
    fn spoken_from_recording(&self) -> bool {
        let r = &self.request;
        r.voice_audio_url
            .as_deref()
            .is_some_and(|u| !u.trim().is_empty())
            && r.dialogue.as_deref().is_none_or(|d| d.trim().is_empty())
            && r.s2s_duration.is_none()
    }
}

impl Action for AvatarAction {
    fn kind(&self) -> JobKind {
        JobKind::Avatar
    }
    fn provider(&self) -> String {
        self.request.provider.as_str().to_string()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        let mut errors = rules::validate_avatar_video(&self.request, ctx);
        if self.spoken_from_recording() {
            match self.recording_seconds {
                Some(s) if s.is_finite() && s > 0.0 && s <= RECORDING_SECONDS_MAX => {}
                Some(_) => errors.push(FieldError::new(
                    RECORDING_SECONDS_FIELD,
                    "A recording can be 1 second to 10 minutes long",
                )),
                None => errors.push(FieldError::new(
                    RECORDING_SECONDS_FIELD,
                    "Say how long the recording is, so the price can be worked out",
                )),
            }
        }
        errors
    }
    /// Seconds: s2sDuration, else 150 dialogue characters per 10 s, else the recording's length, else 5 s.
    fn price(&self, tier: &Tier) -> Price {
        let seconds = match self.recording_seconds {
            Some(s) if self.spoken_from_recording() && s.is_finite() && s > 0.0 => {
                s.min(RECORDING_SECONDS_MAX).ceil() as u32
            }
            _ => pricing::avatar_seconds(&self.request),
        };
        let premium = self.request.is_premium.unwrap_or(false);
        per_second(&self.request.provider, premium, seconds, tier)
    }
    fn stored(&self) -> Result<serde_json::Value> {
        to_json(&self.request)
    }
    async fn before(&self, client: &Client) -> Option<serde_json::Value> {
        let mut facts = baseline(client)
            .await
            .unwrap_or_else(|| serde_json::json!({}));
        if let (Some(s), Some(obj)) = (self.recording_seconds, facts.as_object_mut()) {
            obj.insert("recordingSeconds".into(), serde_json::json!(s));
        }
        Some(facts)
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        Ok(accepted(
            client.videos().generate_avatar(&self.request).await?,
        ))
    }
}
