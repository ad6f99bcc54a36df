//! Send a failed job again: a new job of the same kind, provider, request and face, through the same
//! submission path as the first time (validation, fresh balance, persist first, POST once). The failed
//! job stays as it was. The cost shown is the estimate now (prices and balance may have changed).

use crate::core::Core;
use crate::error::{CoreError, ErrorCode, Result};
use crate::image_reference;
use crate::images::{reference_errors, without_face};
use crate::mixing::MIX_PROVIDER;
use crate::model::{Estimate, JobKind, JobState, TrackedJob};
use crate::tools::ToolRequest;
use crate::video::VideoEstimate;
use media_api::types::images::GenerateImageRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::types::slideshows::GenerateSlideshowRequest;
use media_api::types::videos::{AvatarVideoRequest, StandardVideoRequest};
use media_api::{rules, ImageProvider};
use serde::de::DeserializeOwned;

/// A failed job's request, ready to be sent again.
enum Again {
    Image(
        ImageProvider,
        GenerateImageRequest,
        Option<serde_json::Value>,
    ),
    Video(StandardVideoRequest),
    Avatar(AvatarVideoRequest),
    Music(GenerateMusicRequest),
    Slideshow(GenerateSlideshowRequest),
    Tool(ToolRequest),
    /// Adding music to a video (free, answered at once): the two library items.
    Mix(String, String),
}

fn unreadable() -> CoreError {
    CoreError::new(
        ErrorCode::Validation,
        "This job can't be sent again: its request was not kept in a form the app can read. Make it again from its screen.",
    )
    .with_field("id")
}

fn parse<T: DeserializeOwned>(v: &serde_json::Value) -> Result<T> {
    serde_json::from_value(v.clone()).map_err(|_| unreadable())
}

fn to_estimate(v: VideoEstimate) -> Estimate {
    Estimate {
        credits: v.credits,
        balance: v.balance,
        balance_after: v.balance_after,
        affordable: v.affordable,
        errors: v.errors,
    }
}

impl Core {
    /// The failed job `id` and what to send again.
    fn failed_job(&self, id: &str) -> Result<Again> {
        let job = self.inner.db.job(id)?.ok_or_else(|| {
            CoreError::new(ErrorCode::NotFound, "That job is no longer in your list")
                .with_field("id")
        })?;
        if job.status != JobState::Failed {
            return Err(CoreError::validation(
                "id",
                "Only a failed job can be sent again",
            ));
        }
        let made_on: Option<String> = self.inner.db.with_conn(|c| {
            Ok(
                c.query_row("SELECT connection FROM jobs WHERE id = ?1", [id], |r| {
                    r.get(0)
                })?,
            )
        })?;
        if let (Some(made), Some(now)) = (made_on, self.inner.db.current_connection()) {
            if made != now {
                let place = if made == "sandbox" {
                    "the sandbox".to_string()
                } else {
                    made
                };
                return Err(CoreError::validation(
                    "id",
                    format!("This job was made with {place}; connect to it again to send it again"),
                ));
            }
        }
        let r = &job.request;
        Ok(match job.kind {
            JobKind::Image => {
                let provider: ImageProvider =
                    parse(&serde_json::Value::String(job.provider.clone()))?;
                Again::Image(provider, without_face(&parse(r)?), job.reference.clone())
            }
            JobKind::Video if job.provider == MIX_PROVIDER => {
                let field = |k: &str| r.get(k).and_then(|v| v.as_str()).map(str::to_string);
                match (field("videoMediaId"), field("musicMediaId")) {
                    (Some(v), Some(m)) => Again::Mix(v, m),
                    _ => return Err(unreadable()),
                }
            }
            JobKind::Video => Again::Video(parse(r)?),
            JobKind::Avatar => Again::Avatar(parse(r)?),
            JobKind::Music => Again::Music(parse(r)?),
            JobKind::Slideshow => Again::Slideshow(parse(r)?),
            JobKind::Tool => Again::Tool(parse(r)?),
        })
    }

    /// What sending the failed job again would cost now, the balance after, and every field error.
    pub async fn resubmit_estimate(&self, id: &str) -> Result<Estimate> {
        match self.failed_job(id)? {
            Again::Image(provider, request, stored) => {
                let mut est = self.estimate_images(&provider, &request).await?;
                if let Ok(client) = self.inner.client() {
                    if let Err(e) =
                        image_reference::resolve_stored(&self.inner, &client, stored.as_ref()).await
                    {
                        est.errors.extend(reference_errors(e));
                        est.affordable = false;
                    }
                }
                Ok(est)
            }
            Again::Video(r) => self.estimate_video(&r).await.map(to_estimate),
            Again::Avatar(r) => self.estimate_avatar(&r).await.map(to_estimate),
            Again::Music(r) => self.estimate_music(&r).await,
            Again::Slideshow(r) => self.estimate_slideshow(&r).await,
            Again::Tool(r) => self.tools_estimate(&r).await,
            Again::Mix(..) => {
                let (bal, _) = crate::submit::estimate_balance(&self.inner).await?;
                Ok(Estimate {
                    credits: 0,
                    balance: bal,
                    balance_after: bal,
                    affordable: true,
                    errors: Vec::new(),
                })
            }
        }
    }

    /// Sends the failed job `id` again as a new job (same kind, provider, request and face).
    pub async fn resubmit(&self, id: &str) -> Result<TrackedJob> {
        match self.failed_job(id)? {
            Again::Image(provider, request, stored) => {
                let client = self.inner.client()?;
                let errors =
                    rules::validate_generate_image(&provider, &request, &client.rule_context());
                if !errors.is_empty() {
                    return Err(CoreError::from_field_errors(&errors));
                }
                let face =
                    image_reference::resolve_stored(&self.inner, &client, stored.as_ref()).await?;
                self.send_image(&provider, &request, face, None).await
            }
            Again::Video(r) => self.generate_video(&r).await,
            Again::Avatar(r) => self.generate_avatar(&r).await,
            Again::Music(r) => self.generate_music(&r).await,
            Again::Slideshow(r) => self.generate_slideshow(&r).await,
            Again::Tool(r) => {
                let out = self.tools_run(&r).await?;
                out.job.ok_or_else(|| {
                    CoreError::new(
                        ErrorCode::Validation,
                        "This tool answers at once and keeps no job; run it again from its screen",
                    )
                })
            }
            Again::Mix(video, music) => self.mix_add_music(&video, &music).await,
        }
    }
}
