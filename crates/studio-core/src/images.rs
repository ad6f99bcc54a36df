//! Image generation: estimate (validation + pricing + cached balance) and submit (the shared
//! persist-first, POST-once flow of `submit.rs`).

use crate::account::{balance, fetch_credits};
use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::model::{Estimate, JobKind, TrackedJob};
use crate::submit::{submit, Accepted};
use media_api::types::images::GenerateImageRequest;
use media_api::{pricing, rules, ImageProvider, Priced, RuleContext, Tier};

impl Core {
    /// What generating would cost, the balance after, and every field error. Never sends the request.
    pub async fn estimate_images(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
    ) -> Result<Estimate> {
        let inner = &self.inner;
        let ctx = inner
            .client()
            .map(|c| c.rule_context())
            .unwrap_or(RuleContext::STRICT);
        let errors = rules::validate_generate_image(provider, request, &ctx);
        let (bal, tier) = match inner.client() {
            Ok(_) => {
                let b = balance(inner).await?;
                (b.credits, b.tier.unwrap_or(Tier::Pro))
            }
            Err(_) => (0.0, Tier::Pro),
        };
        let credits = pricing::estimate(
            &Priced::Image {
                provider: provider.clone(),
                request: request.clone(),
            },
            &tier,
        )
        .get();
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
        let inner = &self.inner;
        let client = inner.client()?;
        let errors = rules::validate_generate_image(provider, request, &client.rule_context());
        if !errors.is_empty() {
            return Err(CoreError::from_field_errors(&errors));
        }
        let fresh = fetch_credits(inner, false).await?;
        let tier = fresh.tier.clone().unwrap_or(Tier::Pro);
        let cost = pricing::estimate(
            &Priced::Image {
                provider: provider.clone(),
                request: request.clone(),
            },
            &tier,
        )
        .get();
        if fresh.credits < cost as f64 {
            return Err(CoreError::insufficient(cost, fresh.credits));
        }
        let request_json = serde_json::to_value(request)
            .map_err(|e| CoreError::internal("Could not save the request", e))?;
        let post = async {
            client.images().generate(provider, request).await.map(|created| Accepted {
                remote_id: created.job_id.as_str().to_string(),
                result: created.prompt_used.map(|p| serde_json::json!({ "promptUsed": p })),
            })
        };
        submit(inner, JobKind::Image, provider.as_str(), request_json, cost, None, post).await
    }
}
