//! Slideshows: hook types (the service's dynamic list, with the spec's defaults where it gives them), estimate (validation +
//! pricing + cached balance) and submit (persist first, POST once, tracked as a `slideshow` job).
//! The local library of slideshows (list, get, export) is in `slideshow_library`.

use super::{Kind, SpendRequest};
use crate::base::error::Result;
use crate::base::model::JobKind;
use crate::jobs::spend::{Action, Price, Sent};
use crate::kinds::video::to_json;
use crate::session::Session;
use crate::store::JobRow;
use media_api::catalog;
use media_api::say;
use media_api::types::hook_types::HookType;
use media_api::types::slideshows::GenerateSlideshowRequest;
use media_api::{pricing, rules, Client, FieldError, ImageProvider, Priced, RuleContext, Tier};
use serde::Serialize;

/// A hook type (story format) as the app shows it. `slug` is kept verbatim, known or not.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct HookTypeView {
    pub slug: String,
    pub name: String,
    pub description: Option<String>,
    pub id: Option<String>,
    /// How many slides it makes unless told: the spec's table for a format it lists, else a
    /// `defaultSlideCount` the service may send (not documented), else unknown (null: the service sets
    /// it, and the window invents no number).
    pub default_slides: Option<u32>,
    /// The slug is one of the documented ones.
    pub known: bool,
}

impl HookTypeView {
    pub fn from_wire(h: &HookType) -> HookTypeView {
        let from_service = h
            .extra
            .get("defaultSlideCount")
            .and_then(|v| v.as_u64())
            .filter(|n| (1..=rules::limits::SLIDE_COUNT_MAX as u64).contains(n))
            .map(|n| n as u32);
        let known_default = catalog::hook_default_slides(&h.slug);
        let slug = h.slug.as_str().to_string();
        let name = if h.name.trim().is_empty() {
            catalog::hook_types()
                .into_iter()
                .find(|k| k.slug == h.slug)
                .map(|k| k.name.to_string())
                .unwrap_or(slug.clone())
        } else {
            h.name.clone()
        };
        HookTypeView {
            slug,
            name,
            description: h.description.clone().filter(|d| !d.trim().is_empty()),
            id: h.id.clone(),
            default_slides: known_default.or(from_service),
            known: known_default.is_some(),
        }
    }
}

/// Field errors of a slideshow request: media-api's rules (slide count, slides vs count, provider,
/// text style keys and colours).
pub fn slideshow_errors(
    request: &GenerateSlideshowRequest,
    ctx: &RuleContext,
) -> Vec<media_api::FieldError> {
    rules::validate_generate_slideshow(request, ctx)
}

/// What the slideshow costs (the documented rule: grok-image 3 for 1-6 slides, 6 for 7-10; others per
/// image x slides).
pub fn slideshow_cost(request: &GenerateSlideshowRequest) -> u32 {
    pricing::estimate(
        &Priced::Slideshow {
            request: request.clone(),
        },
        &Tier::Pro,
    )
    .get()
}

pub(crate) async fn hook_types(session: &Session) -> Result<Vec<HookTypeView>> {
    let client = session.client()?;
    let list = client
        .hook_types()
        .list()
        .await
        .inspect_err(|e| session.observe_error(e))?;
    Ok(list
        .hook_types
        .iter()
        .map(HookTypeView::from_wire)
        .collect())
}

/// A slideshow.
pub(crate) struct SlideshowAction(pub GenerateSlideshowRequest);

impl Action for SlideshowAction {
    const KIND: JobKind = JobKind::Slideshow;
    fn provider(&self) -> String {
        let p = self
            .0
            .image_provider
            .clone()
            .unwrap_or(ImageProvider::GrokImage);
        p.as_str().to_string()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        slideshow_errors(&self.0, ctx)
    }
    fn price(&self, _tier: &Tier) -> Price {
        let credits = slideshow_cost(&self.0);
        if rules::known_slide_count(&self.0).is_none() {
            Price::at_most(
                credits,
                say!(
                    "price.slideshow.slides_unknown",
                    "This format's number of slides is set by the service and not published: the price is at most this (10 slides). Choose the number of slides for the exact price"
                ),
            )
        } else {
            Price::flat(credits)
        }
    }
    fn stored(&self) -> Result<serde_json::Value> {
        to_json(&self.0)
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        let created = client.slideshows().generate(&self.0).await?;
        Ok(Sent::Job {
            charged: created
                .credits_cost
                .filter(|c| c.is_finite() && *c >= 0.0)
                .map(|c| c.round() as u32),
            remote_id: created.id.as_str().to_string(),
            result: created
                .credits_cost
                .map(|c| serde_json::json!({ "creditsCost": c })),
        })
    }
}

impl Kind for SlideshowAction {
    one_request!(Slideshow, SlideshowAction);
}

#[cfg(test)]
mod tests {
    use super::*;
    use media_api::types::hook_types::HookTypeSlug;
    use media_api::types::slideshows::{SlideInput, TextStyle};

    fn req(hook: &str, n: Option<u32>, provider: ImageProvider) -> GenerateSlideshowRequest {
        GenerateSlideshowRequest {
            topic: "morning routines".into(),
            hook_type: Some(HookTypeSlug::from(hook)),
            slide_count: n,
            image_provider: Some(provider),
            text_style: Some(TextStyle {
                font_size: Some(72.0),
                text_color: Some("#FFCC00".into()),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    #[test]
    fn listicle_of_seven_costs_six_with_grok_and_fourteen_with_gpt_image_2() {
        assert_eq!(
            slideshow_cost(&req("listicle", Some(7), ImageProvider::GrokImage)),
            6
        );
        assert_eq!(
            slideshow_cost(&req("listicle", Some(7), ImageProvider::GptImage2)),
            14
        );
        assert_eq!(
            slideshow_cost(&req("listicle", Some(6), ImageProvider::GrokImage)),
            3
        );
    }

    #[test]
    fn refusals_name_their_fields() {
        let ctx = RuleContext::STRICT;
        let e = slideshow_errors(&req("listicle", Some(11), ImageProvider::GrokImage), &ctx);
        assert!(e.iter().any(|e| e.field == "slideCount"), "{e:?}");
        let mut r = req("listicle", Some(2), ImageProvider::GrokImage);
        r.slides = Some(vec![
            SlideInput {
                text: Some("a".into()),
                image_prompt: None
            };
            3
        ]);
        assert!(slideshow_errors(&r, &ctx)
            .iter()
            .any(|e| e.field == "slides"));
        let mut r = req("listicle", Some(2), ImageProvider::GrokImage);
        r.text_style = Some(TextStyle {
            bg_bar_color: Some("#GGHHII".into()),
            ..Default::default()
        });
        assert!(slideshow_errors(&r, &ctx)
            .iter()
            .any(|e| e.field == "textStyle.bgBarColor"));
        assert!(slideshow_errors(
            &req("brand-new-format", Some(3), ImageProvider::GrokImage),
            &ctx
        )
        .is_empty());
    }

    #[test]
    fn unknown_hook_types_keep_their_slug_and_the_service_default() {
        let wire: HookType = serde_json::from_value(serde_json::json!({
            "slug": "myth-buster", "name": "Myth Buster", "description": "Bust a myth", "defaultSlideCount": 7
        }))
        .unwrap();
        let v = HookTypeView::from_wire(&wire);
        assert_eq!(
            (v.slug.as_str(), v.default_slides, v.known),
            ("myth-buster", Some(7), false)
        );
        let wire: HookType = serde_json::from_value(serde_json::json!({
            "slug": "myth-buster", "name": "Myth Buster", "description": "Bust a myth"
        }))
        .unwrap();
        assert_eq!(HookTypeView::from_wire(&wire).default_slides, None);
        let wire: HookType =
            serde_json::from_value(serde_json::json!({"slug": "listicle", "name": ""})).unwrap();
        let v = HookTypeView::from_wire(&wire);
        assert_eq!(
            (v.name.as_str(), v.default_slides, v.known),
            ("Listicle", Some(6), true)
        );
    }
}
