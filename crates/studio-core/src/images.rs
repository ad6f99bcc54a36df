//! Image generation: estimate (validation + pricing + cached balance) and submit (the shared
//! persist-first, POST-once flow of `submit.rs`). The face (`ImageReference`) is resolved into the
//! request's `referenceImage` here (`image_reference`); a `referenceImage` from the page is ignored.

use crate::account::{balance, fetch_credits};
use crate::core::{Core, Inner};
use crate::error::{CoreError, Result};
use crate::image_reference::{self, ImageReference, Resolved};
use crate::model::{Estimate, JobKind, TrackedJob};
use crate::submit::{submit_tagged, Accepted, JobTags};
use media_api::types::images::GenerateImageRequest;
use media_api::{pricing, rules, FieldError, ImageProvider, Priced, RuleContext, Tier};

/// What the request costs on `provider`.
pub(crate) fn image_cost(
    provider: &ImageProvider,
    request: &GenerateImageRequest,
    tier: &Tier,
) -> u32 {
    pricing::estimate(
        &Priced::Image {
            provider: provider.clone(),
            request: request.clone(),
        },
        tier,
    )
    .get()
}

/// The request without whatever `referenceImage` the page sent (the core sets it).
pub(crate) fn without_face(request: &GenerateImageRequest) -> GenerateImageRequest {
    GenerateImageRequest {
        reference_image: None,
        ..request.clone()
    }
}

/// A resolution failure as field errors of an estimate (plain words on "reference").
pub(crate) fn reference_errors(e: CoreError) -> Vec<FieldError> {
    vec![FieldError::new(
        e.field.unwrap_or_else(|| image_reference::FIELD.into()),
        e.message,
    )]
}

/// Checks the reference for an estimate (nothing is copied): field errors, never a failure.
pub(crate) async fn check_reference(
    inner: &Inner,
    reference: Option<&ImageReference>,
) -> Vec<FieldError> {
    let Some(r) = reference else {
        return Vec::new();
    };
    match inner.client() {
        Ok(client) => match image_reference::resolve(inner, &client, Some(r), false).await {
            Ok(_) => Vec::new(),
            Err(e) => reference_errors(e),
        },
        Err(_) => Vec::new(),
    }
}

impl Core {
    /// What generating would cost, the balance after, and every field error. Never sends the request.
    pub async fn estimate_images(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
    ) -> Result<Estimate> {
        self.estimate_images_with(provider, request, None).await
    }

    /// [`Core::estimate_images`] with a face: an unknown character or an expired photo is a field error
    /// on "reference".
    pub async fn estimate_images_with(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<Estimate> {
        let inner = &self.inner;
        let request = without_face(request);
        let ctx = inner
            .client()
            .map(|c| c.rule_context())
            .unwrap_or(RuleContext::STRICT);
        let mut errors = rules::validate_generate_image(provider, &request, &ctx);
        errors.extend(check_reference(inner, reference).await);
        let (bal, tier) = match inner.client() {
            Ok(_) => {
                let b = balance(inner).await?;
                (b.credits, b.tier.unwrap_or(Tier::Pro))
            }
            Err(_) => (0.0, Tier::Pro),
        };
        let credits = image_cost(provider, &request, &tier);
        let after = bal - credits as f64;
        Ok(Estimate {
            credits,
            balance: bal,
            balance_after: after,
            affordable: errors.is_empty() && after >= 0.0,
            errors,
        })
    }

    /// Validates, checks the balance (refusing before sending when short), saves the job as
    /// `submitting`, POSTs once (never retried), stores the service's job id and hands the job to the
    /// tracker. Returns the job as saved.
    pub async fn generate_images(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
    ) -> Result<TrackedJob> {
        self.generate_images_with(provider, request, None).await
    }

    /// [`Core::generate_images`] with a face, sent as the request's `referenceImage`.
    pub async fn generate_images_with(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<TrackedJob> {
        let inner = &self.inner;
        let client = inner.client()?;
        let request = without_face(request);
        let errors = rules::validate_generate_image(provider, &request, &client.rule_context());
        if !errors.is_empty() {
            return Err(CoreError::from_field_errors(&errors));
        }
        let face = image_reference::resolve(inner, &client, reference, true).await?;
        self.send_image(provider, &request, face, None).await
    }

    /// Checks the fresh balance and submits one image job with its resolved face (generate, compare,
    /// resubmit). `request` has no `referenceImage`; the stored request never holds base64.
    pub(crate) async fn send_image(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
        face: Option<Resolved>,
        group_id: Option<String>,
    ) -> Result<TrackedJob> {
        let inner = &self.inner;
        let fresh = fetch_credits(inner, false).await?;
        let cost = image_cost(provider, request, &fresh.tier.clone().unwrap_or(Tier::Pro));
        if fresh.credits < cost as f64 {
            return Err(CoreError::insufficient(cost, fresh.credits));
        }
        let (job, err) = self
            .post_image(provider, request, face, group_id, cost)
            .await?;
        match err {
            Some(e) => Err(e),
            None => Ok(job),
        }
    }

    /// Saves and POSTs one image job (no balance check): a refused POST gives a failed job and its error.
    pub(crate) async fn post_image(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
        face: Option<Resolved>,
        group_id: Option<String>,
        cost: u32,
    ) -> Result<(TrackedJob, Option<CoreError>)> {
        let inner = &self.inner;
        let client = inner.client()?;
        let request_json = serde_json::to_value(request)
            .map_err(|e| CoreError::internal("Could not save the request", e))?;
        let tags = JobTags {
            group_id,
            reference: face.as_ref().and_then(Resolved::stored_json),
        };
        let mut sent = request.clone();
        sent.reference_image = face.map(|f| f.data_uri);
        let post = async {
            client
                .images()
                .generate(provider, &sent)
                .await
                .map(|created| Accepted {
                    remote_id: created.job_id.as_str().to_string(),
                    result: created
                        .prompt_used
                        .map(|p| serde_json::json!({ "promptUsed": p })),
                })
        };
        submit_tagged(
            inner,
            JobKind::Image,
            provider.as_str(),
            request_json,
            cost,
            None,
            tags,
            post,
        )
        .await
    }
}
