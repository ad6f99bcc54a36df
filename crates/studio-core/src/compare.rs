//! Compare: one image request sent to several providers at once (one job each, sharing a group id).
//! The estimate prices every provider, checks the set (at least two, no duplicate, no more than the
//! account's jobLimit minus the image jobs already running) and the face; `images_compare` refuses the
//! whole set before any POST when anything is wrong or the balance is short, then POSTs each once.

use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::image_reference::{self, ImageReference};
use crate::images::{check_reference, image_cost, without_face};
use crate::model::TrackedJob;
use crate::submit::estimate_balance;
use media_api::types::images::GenerateImageRequest;
use media_api::{catalog, rules, Client, FieldError, ImageProvider, RuleContext};
use serde::Serialize;

/// The field the set's errors are reported on.
pub const PROVIDERS_FIELD: &str = "providers";

/// One provider's share of a compare.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ProviderEstimate {
    pub provider: String,
    pub credits: u32,
    pub errors: Vec<FieldError>,
}

/// What a compare would cost and whether it may go: `errors` holds the set's errors ("providers"), the
/// form's (with their field paths, once each) and the face's ("reference").
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CompareEstimate {
    pub providers: Vec<ProviderEstimate>,
    pub total_credits: u32,
    pub balance: f64,
    pub balance_after: f64,
    pub affordable: bool,
    /// Image jobs the account may run at once (GET /api/user/jobs), when known.
    pub job_limit: Option<u32>,
    /// Image jobs pending or processing at the service now.
    pub active_jobs: u32,
    pub errors: Vec<FieldError>,
}

/// The jobs sent together, in the order of the providers (a refused POST gives a failed job).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CompareGroup {
    pub group_id: String,
    pub jobs: Vec<TrackedJob>,
}

fn name(p: &ImageProvider) -> String {
    catalog::image_provider(p)
        .map(|i| i.name.to_string())
        .unwrap_or_else(|| p.as_str().to_string())
}

/// The set's own errors: fewer than two, a provider twice, more than the account can run now.
pub fn set_errors(
    providers: &[ImageProvider],
    job_limit: Option<u32>,
    active: u32,
) -> Vec<FieldError> {
    let mut errs = Vec::new();
    let f = |m: String| FieldError::new(PROVIDERS_FIELD, m);
    if providers.len() < 2 {
        errs.push(f("Pick at least two providers to compare".into()));
    }
    let mut seen: Vec<&ImageProvider> = Vec::new();
    for p in providers {
        if seen.contains(&p) {
            errs.push(f(format!(
                "{} is picked twice: pick each provider once",
                name(p)
            )));
        } else {
            seen.push(p);
        }
    }
    if let Some(limit) = job_limit {
        let free = limit.saturating_sub(active);
        if providers.len() as u32 > free {
            let running = if active == 1 {
                "1 is running".to_string()
            } else {
                format!("{active} are running")
            };
            let msg = if free == 0 {
                format!("You can run {limit} jobs at once and {running}: wait for one to finish before comparing")
            } else if active == 0 {
                format!("You can run {limit} jobs at once: pick at most {free} providers")
            } else {
                format!("You can run {limit} jobs at once and {running}: pick at most {free} provider{}", if free == 1 { "" } else { "s" })
            };
            errs.push(f(msg));
        }
    }
    errs
}

/// jobLimit and the active image jobs at the service.
async fn job_room(client: &Client) -> std::result::Result<(Option<u32>, u32), media_api::Error> {
    let r = client.jobs().list(false).await?;
    let limit = r.job_limit.map(|l| l.clamp(0, u32::MAX as i64) as u32);
    Ok((limit, r.jobs.len() as u32))
}

fn push_unique(all: &mut Vec<FieldError>, more: &[FieldError]) {
    for e in more {
        if !all.contains(e) {
            all.push(e.clone());
        }
    }
}

/// Every provider's estimate and the form's errors, without the set's.
fn per_provider(
    providers: &[ImageProvider],
    request: &GenerateImageRequest,
    ctx: &RuleContext,
    tier: &media_api::Tier,
) -> (Vec<ProviderEstimate>, Vec<FieldError>) {
    let mut form = Vec::new();
    let list = providers
        .iter()
        .map(|p| {
            let errors = rules::validate_generate_image(p, request, ctx);
            push_unique(&mut form, &errors);
            ProviderEstimate {
                provider: p.as_str().to_string(),
                credits: image_cost(p, request, tier),
                errors,
            }
        })
        .collect();
    (list, form)
}

impl Core {
    /// What comparing would cost on each provider, in total, the balance after, the account's room for
    /// jobs and every error. Never sends a generation.
    pub async fn compare_estimate(
        &self,
        providers: &[ImageProvider],
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<CompareEstimate> {
        let inner = &self.inner;
        let request = without_face(request);
        let ctx = inner
            .client()
            .map(|c| c.rule_context())
            .unwrap_or(RuleContext::STRICT);
        let (bal, tier) = estimate_balance(inner).await?;
        let (job_limit, active_jobs) = match inner.client() {
            Ok(c) => job_room(&c).await.unwrap_or((None, 0)),
            Err(_) => (None, 0),
        };
        let (list, form) = per_provider(providers, &request, &ctx, &tier);
        let mut errors = set_errors(providers, job_limit, active_jobs);
        push_unique(&mut errors, &form);
        errors.extend(check_reference(inner, reference).await);
        let total: u32 = list.iter().map(|p| p.credits).sum();
        let after = bal - total as f64;
        Ok(CompareEstimate {
            providers: list,
            total_credits: total,
            balance: bal,
            balance_after: after,
            affordable: errors.is_empty() && after >= 0.0,
            job_limit,
            active_jobs,
            errors,
        })
    }

    /// Checks everything first (set, form, face, fresh balance, room for jobs) and refuses the whole
    /// set before any POST; then POSTs each provider once (never retried), all in one group.
    pub async fn compare(
        &self,
        providers: &[ImageProvider],
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<CompareGroup> {
        let inner = &self.inner;
        let client = inner.client()?;
        let request = without_face(request);
        let fresh = crate::account::fetch_credits(inner, false).await?;
        let tier = fresh.tier.clone().unwrap_or(media_api::Tier::Pro);
        let (job_limit, active) = job_room(&client).await.map_err(|e| {
            crate::connection::observe_error(inner, &e);
            CoreError::from(e)
        })?;
        let (list, form) = per_provider(providers, &request, &client.rule_context(), &tier);
        let mut errors = set_errors(providers, job_limit, active);
        push_unique(&mut errors, &form);
        if !errors.is_empty() {
            return Err(CoreError::from_field_errors(&errors));
        }
        let total: u32 = list.iter().map(|p| p.credits).sum();
        if fresh.credits < total as f64 {
            return Err(CoreError::insufficient(total, fresh.credits));
        }
        let face = image_reference::resolve(inner, &client, reference, true).await?;
        let group_id = uuid::Uuid::new_v4().to_string();
        let mut jobs = Vec::with_capacity(providers.len());
        for (p, est) in providers.iter().zip(&list) {
            let (job, _err) = self
                .post_image(
                    p,
                    &request,
                    face.clone(),
                    Some(group_id.clone()),
                    est.credits,
                )
                .await?;
            jobs.push(job);
        }
        Ok(CompareGroup { group_id, jobs })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> ImageProvider {
        serde_json::from_value(serde_json::json!(s)).unwrap()
    }

    #[test]
    fn the_set_needs_two_distinct_providers_within_the_room_left() {
        assert_eq!(set_errors(&[p("gemini")], None, 0).len(), 1);
        let dup = set_errors(&[p("gemini"), p("gemini")], None, 0);
        assert!(dup[0].message.contains("picked twice"), "{dup:?}");
        assert!(set_errors(&[p("gemini"), p("grok-image")], Some(4), 2).is_empty());
        let full = set_errors(
            &[p("gemini"), p("grok-image"), p("seedream-4.5")],
            Some(3),
            1,
        );
        assert_eq!(full[0].field, "providers");
        assert_eq!(
            full[0].message,
            "You can run 3 jobs at once and 1 is running: pick at most 2 providers"
        );
        let none = set_errors(&[p("gemini"), p("grok-image")], Some(4), 4);
        assert!(
            none[0].message.contains("wait for one to finish"),
            "{none:?}"
        );
    }
}
