//! Agent media tools (caption overlay, stitch, trim, mute, shot prompt, remove background), each a spend
//! `Action` (`ToolRequest`).
//!
//! The service answers these synchronously. Running one goes the one spend path (`spend`): validate
//! with `media_api::rules` (refused before any request), check the balance against `media_api::pricing`
//! (remove background 2, the rest 0), save a `tool` job as `submitting`, call the service once, save the
//! job as `downloading` with the result's address, and let the tracker save the file into the library
//! (the job keeps the request, so every result knows its source). The shot prompt is text only: no job,
//! nothing saved.

use super::{Kind, SpendRequest};
use crate::base::error::Result;
use crate::base::model::MakerPrice;
use crate::base::model::{JobKind, MediaKind};
use crate::jobs::spend::{Action, Price, Sent};
use crate::jobs::tracker::RemoteOutput;
use crate::session::Session;
use crate::store::JobRow;
use media_api::say;
use media_api::types::tools::{
    ImageUrlRequest, MediaKind as WireKind, MuteVideoRequest, OverlayTextRequest,
    StitchVideosRequest, TrimVideoRequest,
};
use media_api::{pricing, rules, Client, FieldError, Priced, RuleContext, Tier};
use serde::{Deserialize, Serialize};

/// One tool call, named by its canvas-parity tool id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "tool", content = "request", rename_all = "snake_case")]
pub enum ToolRequest {
    OverlayText(OverlayTextRequest),
    StitchVideos(StitchVideosRequest),
    TrimVideo(TrimVideoRequest),
    MuteVideo(MuteVideoRequest),
    WriteShotPrompt(ImageUrlRequest),
    RemoveBackground(ImageUrlRequest),
}

impl ToolRequest {
    /// The tool id (`overlay_text`, ...), also the job's `provider`.
    pub fn tool_id(&self) -> &'static str {
        match self {
            ToolRequest::OverlayText(_) => "overlay_text",
            ToolRequest::StitchVideos(_) => "stitch_videos",
            ToolRequest::TrimVideo(_) => "trim_video",
            ToolRequest::MuteVideo(_) => "mute_video",
            ToolRequest::WriteShotPrompt(_) => "write_shot_prompt",
            ToolRequest::RemoveBackground(_) => "remove_background",
        }
    }

    /// Field errors of `media_api::rules` for this call.
    pub fn validate(&self, ctx: &RuleContext) -> Vec<FieldError> {
        match self {
            ToolRequest::OverlayText(r) => rules::validate_overlay_text(r, ctx),
            ToolRequest::StitchVideos(r) => rules::validate_stitch_videos(r, ctx),
            ToolRequest::TrimVideo(r) => rules::validate_trim_video(r, ctx),
            ToolRequest::MuteVideo(r) => rules::validate_mute_video(r, ctx),
            ToolRequest::WriteShotPrompt(r) | ToolRequest::RemoveBackground(r) => {
                rules::validate_image_url_tool(r, ctx)
            }
        }
    }

    fn priced(&self) -> Priced {
        match self {
            ToolRequest::RemoveBackground(_) => Priced::RemoveBackground,
            ToolRequest::OverlayText(r) => Priced::OverlayText { request: r.clone() },
            _ => Priced::Free,
        }
    }

    /// Estimated credits (remove background 2; overlay, stitch, trim, mute, shot prompt 0).
    pub fn cost(&self, tier: &Tier) -> u32 {
        pricing::estimate(&self.priced(), tier).get()
    }

    /// How the result is described in the library.
    fn describe(&self) -> String {
        match self {
            ToolRequest::OverlayText(r) => format!("Caption: {}", r.text.trim()),
            ToolRequest::StitchVideos(r) => format!("{} clips joined", r.video_urls.len()),
            ToolRequest::TrimVideo(r) => {
                format!("Trimmed {}–{} s", secs(r.start_time), secs(r.end_time))
            }
            ToolRequest::MuteVideo(_) => "Muted".to_string(),
            ToolRequest::WriteShotPrompt(_) => "Shot prompt".to_string(),
            ToolRequest::RemoveBackground(_) => "Background removed".to_string(),
        }
    }
}

fn secs(s: f64) -> String {
    let r = (s * 10.0).round() / 10.0;
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// The service's tool catalogue (`GET /api/agent/tools`).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ToolList {
    /// Canvas-parity tool ids as the service sent them (unknown ids kept verbatim).
    pub tool_ids: Vec<String>,
    pub tool_count: Option<u32>,
}

pub(crate) async fn list(session: &Session) -> Result<ToolList> {
    let client = session.client()?;
    let cat = client
        .tools()
        .list()
        .await
        .inspect_err(|e| session.observe_error(e))?;
    Ok(ToolList {
        tool_ids: cat
            .parity_tool_ids
            .iter()
            .map(|t| t.as_str().to_string())
            .collect(),
        tool_count: cat.tool_count.map(|n| n.min(u32::MAX as u64) as u32),
    })
}

/// How the spec prices a tool, whatever its request: text on a picture is free and on a video not
/// published; joining, trimming and muting videos are priced nowhere, nor is describing a shot ("no
/// image-generation credits": other credits are not ruled out); removing a background is.
pub(crate) fn tool_price(tool_id: &str) -> MakerPrice {
    match tool_id {
        "overlay_text" => MakerPrice::FreeOnPictures,
        "stitch_videos" | "trim_video" | "mute_video" | "write_shot_prompt" => {
            MakerPrice::NotPublished
        }
        _ => MakerPrice::Published,
    }
}

impl Action for ToolRequest {
    const KIND: JobKind = JobKind::Tool;
    fn provider(&self) -> String {
        self.tool_id().to_string()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        self.validate(ctx)
    }
    fn price(&self, tier: &Tier) -> Price {
        let credits = self.cost(tier);
        let unpublished = match tool_price(self.tool_id()) {
            MakerPrice::NotPublished => true,
            MakerPrice::FreeOnPictures => {
                matches!(self, ToolRequest::OverlayText(r) if r.video_url.is_some())
            }
            MakerPrice::Published | MakerPrice::Free => false,
        };
        if unpublished {
            Price::not_published(say!(
                "price.tool.unpublished",
                "The service publishes no price for this: it may charge for it, and your balance will show what it took"
            ))
        } else {
            Price::flat(credits)
        }
    }
    fn stored(&self) -> Result<serde_json::Value> {
        crate::kinds::video::to_json(self)
    }
    /// The words of what it does; for a cut-out, also the picture listing before the send (its
    /// picture can then be found if the answer is lost: `tracker::tool_lookup`).
    async fn before(&self, client: &Client) -> Result<Option<serde_json::Value>> {
        let mut facts = serde_json::json!({ "promptUsed": self.describe() });
        if let ToolRequest::RemoveBackground(_) = self {
            if let Ok(ids) =
                media_api::poll::library_ids(client, media_api::types::library::ImageType::Image)
                    .await
            {
                let mut ids: Vec<String> = ids.into_iter().collect();
                ids.sort();
                facts["imageBaseline"] = serde_json::json!(ids);
            }
        }
        Ok(Some(facts))
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        if let ToolRequest::WriteShotPrompt(r) = self {
            let out = client.tools().write_shot_prompt(r).await?;
            return Ok(Sent::Answered {
                result: serde_json::json!({ crate::base::model::WORDS_KEY: out.shot_prompt }),
            });
        }
        let output = call(client, self).await?;
        Ok(Sent::Done {
            remote_id: output.remote_id.clone(),
            output,
            result: None,
        })
    }
}

/// The one service call of a media-producing tool.
async fn call(client: &Client, request: &ToolRequest) -> Result<RemoteOutput, media_api::Error> {
    let tools = client.tools();
    let video = |url: String| RemoteOutput::new(MediaKind::Video, None, url);
    Ok(match request {
        ToolRequest::OverlayText(r) => {
            let out = tools.overlay_text(r).await?;
            let kind = match out.media_type {
                Some(WireKind::Video) => MediaKind::Video,
                Some(WireKind::Image) => MediaKind::Image,
                _ if r.video_url.is_some() => MediaKind::Video,
                _ => MediaKind::Image,
            };
            RemoteOutput::new(kind, None, out.url)
        }
        ToolRequest::StitchVideos(r) => video(tools.stitch_videos(r).await?.video_url),
        ToolRequest::TrimVideo(r) => video(tools.trim_video(r).await?.video_url),
        ToolRequest::MuteVideo(r) => video(tools.mute_video(r).await?.video_url),
        ToolRequest::RemoveBackground(r) => {
            let out = tools.remove_background(r).await?;
            RemoteOutput::new(
                MediaKind::Image,
                out.image_id.map(|i| i.as_str().to_string()),
                out.image_url,
            )
        }
        // Text only: answered in `send` as words, no file.
        ToolRequest::WriteShotPrompt(_) => {
            return Err(media_api::Error::Decode {
                path: "write-shot-prompt".into(),
                message: "produces no file".into(),
                snippet: String::new(),
            })
        }
    })
}

impl Kind for ToolRequest {
    one_request!(Tool, ToolRequest::from);
    fn maker_price(provider: &str) -> MakerPrice {
        tool_price(provider)
    }
}
