//! Compare: one image request sent to several providers at once (one job each, sharing a group id).
//! The estimate prices every provider, checks the set (at least two, no duplicate, no more than the
//! account's jobLimit minus the image jobs already running) and the face; `images_compare` refuses the
//! whole set before any POST when anything is wrong or the balance is short, then POSTs each once.

use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::image_reference::ImageReference;
use crate::images::{Face, ImageAction};
use crate::model::TrackedJob;
use crate::spend::{self, Action, Estimate, Price};
use media_api::types::images::GenerateImageRequest;
use media_api::{catalog, Client, FieldError, ImageProvider};
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

/// What a compare would cost and whether it may go: `estimate` is the whole set's (the total; its
/// `errors` hold the set's errors on "providers", the form's once each and the face's on "reference").
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CompareEstimate {
    pub providers: Vec<ProviderEstimate>,
    pub estimate: Estimate,
    /// Image jobs the account may run at once (GET /api/user/jobs), when known.
    pub job_limit: Option<u32>,
    /// Image jobs pending or processing at the service now.
    pub active_jobs: u32,
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

impl Core {
    /// Per-provider and total cost, the balance after, the account's room for jobs, and every error of
    /// a compare (the set's on "providers", the form's once each, the face's on "reference").
    pub async fn compare_estimate(
        &self,
        providers: &[ImageProvider],
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<CompareEstimate> {
        let inner = &self.inner;
        let ctx = spend::rule_context(inner);
        let (balance, tier) = spend::known_balance(inner).await?;
        let (job_limit, active_jobs) = match inner.client() {
            Ok(c) => job_room(&c).await.unwrap_or((None, 0)),
            Err(_) => (None, 0),
        };
        let actions = members(providers, request, reference);
        let mut errors = set_errors(providers, job_limit, active_jobs);
        let mut list = Vec::with_capacity(actions.len());
        for a in &actions {
            let own = a.rules(&ctx);
            spend::push_unique(&mut errors, own.clone());
            list.push(ProviderEstimate {
                provider: a.provider(),
                credits: a.price(&tier).credits,
                errors: own,
            });
        }
        if let Some(first) = actions.first() {
            spend::push_unique(&mut errors, first.check(inner).await);
        }
        let total: u32 = list.iter().map(|p| p.credits).sum();
        Ok(CompareEstimate {
            providers: list,
            job_limit,
            active_jobs,
            estimate: Estimate::new(Price::flat(total), balance, errors),
        })
    }

    /// Sends the request to every provider once per `intent`: checks everything first (set, form,
    /// face, fresh balance for the total, room for jobs) and refuses the whole set before any POST;
    /// then POSTs each once (never retried), all in one group.
    pub async fn compare(
        &self,
        intent: &str,
        providers: &[ImageProvider],
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<CompareGroup> {
        let inner = &self.inner;
        let tags = spend::Tags {
            intent: Some(spend::intents::check(intent)?.to_string()),
            group_id: Some(uuid::Uuid::new_v4().to_string()),
        };
        let ids = spend::intents::once(inner, intent, || async {
            let client = inner.client()?;
            let (job_limit, active) = job_room(&client).await.map_err(|e| {
                crate::connection::observe_error(inner, &e);
                CoreError::from(e)
            })?;
            let mut actions = members(providers, request, reference);
            let set = set_errors(providers, job_limit, active);
            let prices = spend::preflight(inner, &client, &actions, set).await?;
            let mut ids = Vec::with_capacity(actions.len());
            for (a, price) in actions.iter_mut().zip(&prices) {
                a.prepare(inner, &client).await?;
                let (job, _refused) = spend::send_one(inner, &client, a, price, &tags).await?;
                ids.push(job.id);
            }
            Ok(ids)
        })
        .await?;
        let jobs = spend::jobs_of(inner, &ids)?;
        let group_id = jobs
            .iter()
            .find_map(|j| j.group_id.clone())
            .unwrap_or_default();
        Ok(CompareGroup { group_id, jobs })
    }
}

fn members(
    providers: &[ImageProvider],
    request: &GenerateImageRequest,
    reference: Option<&ImageReference>,
) -> Vec<ImageAction> {
    providers
        .iter()
        .map(|p| ImageAction::new(p, request, Face::Pick(reference.cloned())))
        .collect()
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
