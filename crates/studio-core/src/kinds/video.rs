//! A standard (motion) video as a spend [`Action`], priced per second (premium, Studio discount), and
//! what the video kinds share (an avatar, an edit of a video). The tracker polls the job
//! (tracker/video.rs).

use super::video_edit::VIDEO_EDIT_PROVIDER;
use super::{Kind, SpendRequest};
use crate::base::error::{CoreError, Result};
use crate::base::model::JobKind;
use crate::jobs::spend::queue::Line;
use crate::jobs::spend::{Action, PerSecond, Price, PriceBasis, Sent};
use crate::store::JobRow;
use media_api::say;
use media_api::types::videos::{JobCreated, StandardVideoRequest};
use media_api::{catalog, pricing, rules, Client, FieldError, RuleContext, Tier, VideoProvider};
use serde::Serialize;

pub(crate) fn per_second(
    provider: &VideoProvider,
    premium: bool,
    seconds: u32,
    tier: &Tier,
) -> Price {
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

pub(crate) fn accepted(c: JobCreated) -> Sent {
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
/// (docs/assumptions.md, "Polling of video jobs"). Without it the video could not be found on the
/// documented service: a listing that can't be read (after the client's retries) is a reason not to
/// send, in words.
pub(crate) async fn baseline(client: &Client) -> Result<serde_json::Value> {
    let ids = media_api::poll::video_library_ids(client)
        .await
        .map_err(|e| CoreError::from(e).reword(unlisted))?;
    let mut ids: Vec<String> = ids.into_iter().collect();
    ids.sort();
    Ok(serde_json::json!({ "videoBaseline": ids }))
}

/// Why a job was not sent when the library listing it needs couldn't be read.
pub(crate) fn unlisted(why: media_api::Words) -> media_api::Words {
    say!(
        "spend.library_unreadable",
        "Your library at the service couldn't be read just now ({why}), and it is how this result is found once made, so nothing was sent or charged. Try again in a moment",
        why = why
    )
}

/// A standard (motion) video.
pub(crate) struct VideoAction(pub StandardVideoRequest);

impl Action for VideoAction {
    const KIND: JobKind = JobKind::Video;
    /// Videos of a group go one at a time: the documented service tells a finished video only by the
    /// library listing, which doesn't say whose a new video is (tracker/video.rs), so a video sent
    /// while another is being made could be taken for it, under the other maker's name.
    fn line(&self) -> Line {
        Line::OneAtATime
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
    async fn before(&self, client: &Client) -> Result<Option<serde_json::Value>> {
        baseline(client).await.map(Some)
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        Ok(accepted(client.videos().generate(&self.0).await?))
    }
}

impl Kind for VideoAction {
    one_request!(Video, VideoAction);
    fn stores(provider: &str) -> bool {
        provider != VIDEO_EDIT_PROVIDER
    }
}
