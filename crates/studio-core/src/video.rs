//! Video generation as spend [`Action`]s: standard (motion) and talking-head avatar videos, priced per
//! second (premium, Studio discount). The tracker polls the job (tracker/video.rs).

use crate::base::error::{CoreError, Result};
use crate::base::model::JobKind;
use crate::jobs::spend::{Action, PerSecond, Price, PriceBasis, Sent};
use media_api::say;
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
        basis: PriceBasis::Published,
    }
}

pub(crate) fn to_json<T: Serialize>(v: &T) -> Result<serde_json::Value> {
    serde_json::to_value(v).map_err(|e| {
        CoreError::internal(
            say!("video.could_not_save_request", "Could not save the request"),
            e,
        )
    })
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
    /// Per second of the length asked for. With no length the spec says neither the default nor that
    /// it is short, so the price is the provider's longest, as the top of a range.
    fn price(&self, tier: &Tier) -> Price {
        let provider = self.0.provider_or_default();
        let premium = self.0.is_premium.unwrap_or(false);
        match self.0.duration {
            Some(seconds) => per_second(&provider, premium, seconds, tier),
            None => {
                let longest = catalog::video_provider(&provider)
                    .map(|p| p.max_seconds)
                    .unwrap_or(catalog::ASSUMED_MAX_SECONDS);
                Price {
                    note: Some(say!(
                        "price.video.no_length",
                        "No length is set, and the service doesn't say how long the video is then: up to {longest} seconds",
                        longest = longest
                    )),
                    basis: PriceBasis::AtMost,
                    ..per_second(&provider, premium, longest, tier)
                }
            }
        }
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
                    say!(
                        "video.recording_second_minutes_long",
                        "A recording can be 1 second to 10 minutes long"
                    ),
                )),
                None => errors.push(FieldError::new(
                    RECORDING_SECONDS_FIELD,
                    say!(
                        "video.say_how_long_recording",
                        "Say how long the recording is, so the price can be worked out"
                    ),
                )),
            }
        }
        errors
    }
    /// Per second of the length the spec's rules give: s2sDuration, else 150 dialogue characters per
    /// 10 s. Without either (silent, or spoken from a recording of its own) the spec gives no length, so
    /// no price: a recording's own length is offered in words as what it would cost if charged by it.
    fn price(&self, tier: &Tier) -> Price {
        let r = &self.request;
        let premium = r.is_premium.unwrap_or(false);
        let spoken = r.dialogue.as_deref().is_some_and(|d| !d.trim().is_empty());
        if spoken || r.s2s_duration.is_some() {
            return per_second(&r.provider, premium, pricing::avatar_seconds(r), tier);
        }
        match self.recording_seconds {
            Some(s) if self.spoken_from_recording() && s.is_finite() && s > 0.0 => {
                let seconds = s.min(RECORDING_SECONDS_MAX).ceil() as u32;
                let guess = per_second(&r.provider, premium, seconds, tier).credits;
                Price::not_published(say!(
                    "price.avatar.recording",
                    "The service publishes the price of an avatar from its dialogue or speech-to-speech length, not from a recording: {guess} credits if it charges the recording's {seconds} seconds",
                    guess = guess,
                    seconds = seconds
                ))
            }
            _ => Price::not_published(say!(
                "price.avatar.unknown",
                "The service publishes the price of an avatar from its dialogue or speech-to-speech length; with neither, it doesn't say"
            )),
        }
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
