//! Image generation: estimate (validation + pricing + cached balance) and submit (persist first, POST once).

use crate::account::{balance, fetch_credits};
use crate::connection::observe_error;
use crate::core::Core;
use crate::db::JobRow;
use crate::error::{CoreError, Result};
use crate::events::CoreEvent;
use crate::model::{now, Estimate, JobKind, JobState, TrackedJob};
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
        let ts = now();
        let mut job = JobRow {
            id: uuid::Uuid::new_v4().to_string(),
            kind: JobKind::Image,
            provider: provider.as_str().to_string(),
            request: serde_json::to_value(request)
                .map_err(|e| CoreError::internal("Could not save the request", e))?,
            cost_estimate: Some(cost),
            status: JobState::Submitting,
            progress: None,
            error: None,
            remote_id: None,
            result: None,
            created_at: ts.clone(),
            updated_at: ts,
            completed_at: None,
        };
        inner.db.insert_job(&job)?;
        inner.emit(CoreEvent::JobUpdated(crate::library::tracked(inner, &job)?));
        match client.images().generate(provider, request).await {
            Ok(created) => {
                job.remote_id = Some(created.job_id.as_str().to_string());
                job.status = JobState::Pending;
                job.result = created
                    .prompt_used
                    .map(|p| serde_json::json!({ "promptUsed": p }));
            }
            Err(e) => {
                observe_error(inner, &e);
                let err = submit_error(e);
                job.status = JobState::Failed;
                job.error = Some(err.message.clone());
                job.updated_at = now();
                job.completed_at = Some(job.updated_at.clone());
                inner.db.update_job(&job)?;
                inner.emit(CoreEvent::JobUpdated(crate::library::tracked(inner, &job)?));
                return Err(err);
            }
        }
        job.updated_at = now();
        inner.db.update_job(&job)?;
        let tracked = crate::library::tracked(inner, &job)?;
        inner.emit(CoreEvent::JobUpdated(tracked.clone()));
        inner.wake.notify_one();
        // The service charges at acceptance: refresh the balance.
        let _ = fetch_credits(inner, false).await;
        Ok(tracked)
    }
}

/// Plain words for a failed POST of a generation request (it is never retried).
pub(crate) fn submit_error(e: media_api::Error) -> CoreError {
    let mut err = CoreError::from(e.clone());
    match e {
        media_api::Error::RateLimited { .. } => {
            err.message =
                "Too many jobs are running at once; wait for one to finish and try again".into();
        }
        media_api::Error::Network { .. } | media_api::Error::Timeout => {
            err.message = "Lost contact with the service while sending; the job may still have started — check your library before trying again".into();
        }
        _ => {}
    }
    err
}
