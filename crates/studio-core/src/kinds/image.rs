//! Image generation as a spend [`Action`]: one provider, the structured request, and its face. The face
//! (`ImageReference`: a saved character or a prepared photo) becomes the request's `referenceImage` right
//! before sending (`image_reference`); a `referenceImage` from the page is ignored, and the stored
//! request never holds base64.

use super::{parse, unreadable, Kind, SpendRequest};
use crate::base::error::{CoreError, Result};
use crate::base::model::JobKind;
use crate::jobs::spend::queue::Line;
use crate::jobs::spend::{Action, Price, Sent};
use crate::jobs::tracker::image::IMAGE_BASELINE;
use crate::jobs::Jobs;
use crate::kinds::face::{self, ImageReference, Resolved};
use crate::store::JobRow;
use media_api::say;
use media_api::types::images::GenerateImageRequest;
use media_api::types::library::ImageType;
use media_api::{pricing, rules, Client, FieldError, ImageProvider, Priced, RuleContext, Tier};

/// Where an image job's face comes from.
#[derive(Debug, Clone)]
pub(crate) enum Face {
    /// Chosen in the form (a character or a prepared photo).
    Pick(Option<ImageReference>),
    /// As a stored job kept it (resubmit): the character again, or the library copy of the photo.
    Stored(Option<serde_json::Value>),
    /// Resolved, ready to send.
    Ready(Option<Resolved>),
}

impl Face {
    /// Whether the reference is a library picture: the job is an edit of it.
    pub fn is_edit(&self) -> bool {
        match self {
            Face::Pick(r) => r.as_ref().is_some_and(ImageReference::is_edit),
            Face::Stored(v) => v
                .as_ref()
                .and_then(|v| v.get("mediaId"))
                .is_some_and(|id| id.as_str().is_some_and(|s| !s.trim().is_empty())),
            Face::Ready(r) => r.as_ref().is_some_and(|r| r.stored.media_id.is_some()),
        }
    }
}

/// One image job.
#[derive(Debug, Clone)]
pub(crate) struct ImageAction {
    pub provider: ImageProvider,
    /// Without `referenceImage`.
    pub request: GenerateImageRequest,
    pub face: Face,
}

impl ImageAction {
    pub fn new(provider: &ImageProvider, request: &GenerateImageRequest, face: Face) -> Self {
        ImageAction {
            provider: provider.clone(),
            request: GenerateImageRequest {
                reference_image: None,
                ..request.clone()
            },
            face,
        }
    }
}

/// A resolution failure as field errors (plain words on "reference").
fn reference_errors(e: CoreError) -> Vec<FieldError> {
    let words = e.said();
    vec![FieldError::new(
        e.field.unwrap_or_else(|| face::FIELD.into()),
        words,
    )]
}

async fn resolve(
    jobs: &Jobs,
    client: &Client,
    face: &Face,
    persist: bool,
) -> Result<Option<Resolved>> {
    match face {
        Face::Pick(r) => face::resolve(jobs, client, r.as_ref(), persist).await,
        Face::Stored(v) => face::resolve_stored(jobs, client, v.as_ref()).await,
        Face::Ready(r) => Ok(r.clone()),
    }
}

impl Action for ImageAction {
    const KIND: JobKind = JobKind::Image;
    fn provider(&self) -> String {
        self.provider.as_str().to_string()
    }
    fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        let mut errs = rules::validate_generate_image(&self.provider, &self.request, ctx);
        errs.extend(super::edit::change_errors(&self.face, &self.request, &errs));
        errs
    }
    fn price(&self, tier: &Tier) -> Price {
        let priced = Priced::Image {
            provider: self.provider.clone(),
            request: self.request.clone(),
        };
        Price::flat(pricing::estimate(&priced, tier).get())
    }
    async fn check(&self, jobs: &Jobs) -> Vec<FieldError> {
        let Ok(client) = jobs.session.client() else {
            return Vec::new();
        };
        match resolve(jobs, &client, &self.face, false).await {
            Ok(_) => Vec::new(),
            Err(e) => reference_errors(e),
        }
    }
    async fn prepare(&mut self, jobs: &Jobs, client: &Client) -> Result<()> {
        let face = resolve(jobs, client, &self.face, true).await?;
        self.face = Face::Ready(face);
        Ok(())
    }
    fn stored(&self) -> Result<serde_json::Value> {
        serde_json::to_value(&self.request).map_err(|e| {
            CoreError::internal(
                say!(
                    "images.could_not_save_request",
                    "Could not save the request"
                ),
                e,
            )
        })
    }
    fn reference(&self) -> Option<serde_json::Value> {
        match &self.face {
            Face::Ready(Some(r)) => r.stored_json(),
            _ => None,
        }
    }
    /// A slot of the account's jobLimit; a job of several pictures also waits until no other job of
    /// several is being made: the documented answers name one picture per job, and the others are found
    /// as new pictures of the listing (`jobs::tracker::image`), which can't say whose they are.
    fn line(&self) -> Line {
        if self.request.num_images_or_default() > 1 {
            Line::SlotsAlone
        } else {
            Line::Slots
        }
    }
    /// Several pictures: the library's pictures before the send, so those the service's documented
    /// answers don't name (they name one per job) can be told apart (`jobs::tracker::image`).
    async fn before(&self, client: &Client) -> Result<Option<serde_json::Value>> {
        if self.request.num_images_or_default() <= 1 {
            return Ok(None);
        }
        let ids = media_api::poll::library_ids(client, ImageType::Image)
            .await
            .map_err(|e| CoreError::from(e).reword(crate::kinds::video::unlisted))?;
        let mut ids: Vec<String> = ids.into_iter().collect();
        ids.sort();
        Ok(Some(serde_json::json!({ IMAGE_BASELINE: ids })))
    }
    async fn send(&self, client: &Client) -> std::result::Result<Sent, media_api::Error> {
        let mut sent = self.request.clone();
        if let Face::Ready(Some(r)) = &self.face {
            sent.reference_image = Some(r.data_uri.clone());
        }
        let created = client.images().generate(&self.provider, &sent).await?;
        Ok(Sent::Job {
            charged: None,
            remote_id: created.job_id.as_str().to_string(),
            result: created
                .prompt_used
                .map(|p| serde_json::json!({ "promptUsed": p })),
        })
    }
}

impl Kind for ImageAction {
    fn of_request(r: &SpendRequest) -> Option<Self> {
        match r {
            SpendRequest::Image {
                provider,
                request,
                reference,
            } => Some(ImageAction::new(
                provider,
                request,
                Face::Pick(reference.clone()),
            )),
            _ => None,
        }
    }
    /// Its face named by its character, or the picture it edited.
    fn request_of(job: &JobRow) -> Result<SpendRequest> {
        let provider: ImageProvider = parse(&serde_json::Value::String(job.provider.clone()))?;
        let mut request: GenerateImageRequest = parse(&job.request)?;
        request.reference_image = None;
        let info = crate::jobs::library::info_of(job).unwrap_or_default();
        let reference = match (info.character_id, info.edited_from) {
            (Some(id), _) => Some(ImageReference {
                character_id: Some(id),
                ..Default::default()
            }),
            (None, Some(id)) => Some(ImageReference::picture(id)),
            (None, None) => None,
        };
        Ok(SpendRequest::Image {
            provider,
            request,
            reference,
        })
    }
    /// The face the job kept (a one-off photo's library copy included).
    fn of_job(job: &JobRow) -> Result<Self> {
        match Self::request_of(job)? {
            SpendRequest::Image {
                provider, request, ..
            } => Ok(ImageAction::new(
                &provider,
                &request,
                Face::Stored(job.reference.clone()),
            )),
            _ => Err(unreadable()),
        }
    }
}
