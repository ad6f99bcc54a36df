//! Music tracks: estimate (rules + the music price table + cached balance) and generation. Duration is
//! milliseconds on the wire (the UI speaks seconds). The job id is also the track's musicId for mixing.

use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::model::{Estimate, JobKind, TrackedJob};
use crate::submit::{estimate_balance, fresh_balance, submit, Accepted};
use media_api::types::music::GenerateMusicRequest;
use media_api::{pricing, rules, RuleContext};

impl Core {
    /// Cost, balance after, and field errors of a music track. Never sends anything.
    pub async fn estimate_music(&self, request: &GenerateMusicRequest) -> Result<Estimate> {
        let ctx = self
            .inner
            .client()
            .map(|c| c.rule_context())
            .unwrap_or(RuleContext::STRICT);
        let errors = rules::validate_generate_music(request, &ctx);
        let (bal, _) = estimate_balance(&self.inner).await?;
        let credits = pricing::music(request.duration).get();
        let after = bal - credits as f64;
        Ok(Estimate {
            credits,
            balance: bal,
            balance_after: after,
            affordable: errors.is_empty() && after >= 0.0,
            errors,
        })
    }

    /// Validates, checks the balance, and starts a music job (tracked until the track is saved).
    pub async fn generate_music(&self, request: &GenerateMusicRequest) -> Result<TrackedJob> {
        let inner = &self.inner;
        let client = inner.client()?;
        let errors = rules::validate_generate_music(request, &client.rule_context());
        if !errors.is_empty() {
            return Err(CoreError::from_field_errors(&errors));
        }
        let (fresh, _) = fresh_balance(inner).await?;
        let cost = pricing::music(request.duration).get();
        if fresh.credits < cost as f64 {
            return Err(CoreError::insufficient(cost, fresh.credits));
        }
        let body = serde_json::to_value(request)
            .map_err(|e| CoreError::internal("Could not save the request", e))?;
        let provider = "music";
        let prompt = serde_json::json!({ "promptUsed": request.prompt });
        submit(
            inner,
            JobKind::Music,
            provider,
            body,
            cost,
            Some(prompt),
            async {
                let c = client.music().generate(request).await?;
                Ok(Accepted {
                    remote_id: c.job_id.as_str().to_string(),
                    result: None,
                })
            },
        )
        .await
    }
}
