//! A talking-head avatar video as a spend [`Action`], priced per second of the length the spec's rules
//! give (`video::per_second`). The tracker polls the job (tracker/video.rs).

use super::video::{accepted, baseline, per_second, to_json};
use super::{parse, Kind, SpendRequest};
use crate::base::error::Result;
use crate::base::model::JobKind;
use crate::jobs::spend::queue::Line;
use crate::jobs::spend::{Action, Price, Sent};
use crate::store::JobRow;
use media_api::say;
use media_api::types::videos::AvatarVideoRequest;
use media_api::{pricing, rules, Client, FieldError, RuleContext, Tier};

/// The field a recording's length is asked on (kept by the app, not sent: the spec has no such field).
pub const RECORDING_SECONDS_FIELD: &str = "recordingSeconds";
/// The longest recording length accepted (ten minutes).
pub const RECORDING_SECONDS_MAX: f64 = 600.0;

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
    const KIND: JobKind = JobKind::Avatar;
    /// One at a time in a group, as videos are (`VideoAction`).
    fn line(&self) -> Line {
        Line::OneAtATime
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
    async fn before(&self, client: &Client) -> Result<Option<serde_json::Value>> {
        let mut facts = baseline(client).await?;
        if let (Some(s), Some(obj)) = (self.recording_seconds, facts.as_object_mut()) {
            obj.insert("recordingSeconds".into(), serde_json::json!(s));
        }
        Ok(Some(facts))
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        Ok(accepted(
            client.videos().generate_avatar(&self.request).await?,
        ))
    }
}

impl Kind for AvatarAction {
    fn of_request(r: &SpendRequest) -> Option<Self> {
        match r {
            SpendRequest::Avatar {
                request,
                recording_seconds,
            } => Some(AvatarAction {
                request: request.clone(),
                recording_seconds: *recording_seconds,
            }),
            _ => None,
        }
    }
    /// With the recording's length the job kept.
    fn request_of(job: &JobRow) -> Result<SpendRequest> {
        let kept = job.result.as_ref().and_then(|v| v.get("recordingSeconds"));
        Ok(SpendRequest::Avatar {
            request: parse(&job.request)?,
            recording_seconds: kept.and_then(|v| v.as_f64()),
        })
    }
}
