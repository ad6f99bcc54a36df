//! Compare (`SpendRequest::Compare`): one image request sent to several providers at once (one job
//! each, sharing a group id); video makers side by side (`SpendRequest::VideoCompare`): one picture and
//! prompt to 2 to [`VIDEO_COMPARE_MAX`] video makers, one group; and how a group is estimated and sent
//! (a batch is one too, `batch`). The estimate prices every member, checks the set (at least two
//! providers, no duplicate) and the face; the send refuses the whole set before any POST when anything
//! is wrong or the balance is short, saves every member's job in one transaction (all or none), then
//! POSTs each once — as many as may go now (`queue::free_now`: image jobs as many as the account runs
//! at once, videos one at a time); the rest wait in line.

use super::{batch, SpendRequest};
use crate::base::error::Result;
use crate::base::model::{JobState, TrackedJob};
use crate::jobs::spend::{self, queue, Action, CompareFigures, Estimate, Price, ProviderEstimate};
use crate::jobs::Jobs;
use crate::kinds::face::ImageReference;
use crate::kinds::image::{Face, ImageAction};
use crate::kinds::video::VideoAction;
use media_api::say;
use media_api::types::images::GenerateImageRequest;
use media_api::types::videos::StandardVideoRequest;
use media_api::Words;
use media_api::{catalog, FieldError, ImageProvider, VideoProvider};

/// The field the set's errors are reported on.
pub const PROVIDERS_FIELD: &str = "providers";
/// The most video makers one side-by-side compare sends to (video is the costliest output).
pub const VIDEO_COMPARE_MAX: usize = 4;

fn name(p: &ImageProvider) -> String {
    catalog::image_provider(p)
        .map(|i| i.name.to_string())
        .unwrap_or_else(|| p.as_str().to_string())
}

/// The set's own errors: fewer than two, a provider twice. (More than the account runs at once is not
/// an error: the rest wait in line for a slot, `spend::queue`.)
pub fn set_errors(providers: &[ImageProvider]) -> Vec<FieldError> {
    let mut errs = Vec::new();
    let f = |m: Words| FieldError::new(PROVIDERS_FIELD, m);
    if providers.len() < 2 {
        errs.push(f(say!(
            "compare.pick_at_least_two",
            "Pick at least two providers to compare"
        )));
    }
    let mut seen: Vec<&ImageProvider> = Vec::new();
    for p in providers {
        if seen.contains(&p) {
            errs.push(f(say!(
                "compare.provider_picked_twice",
                "{name} is picked twice: pick each provider once",
                name = name(p)
            )));
        } else {
            seen.push(p);
        }
    }
    errs
}

/// A video compare's own errors: fewer than two makers, more than [`VIDEO_COMPARE_MAX`], one twice;
/// and no length (each maker is priced and made for the same length, so it must be chosen).
pub fn video_set_errors(providers: &[VideoProvider], duration: Option<u32>) -> Vec<FieldError> {
    let f = |m: Words| FieldError::new(PROVIDERS_FIELD, m);
    let mut errs = Vec::new();
    if duration.is_none() {
        errs.push(FieldError::new(
            "duration",
            say!(
                "compare.choose_length_every_maker",
                "Choose a length: every maker makes the same length, and each is priced by it"
            ),
        ));
    }
    if providers.len() < 2 {
        errs.push(f(say!(
            "compare.pick_two_makers",
            "Pick at least two video makers to compare"
        )));
    }
    if providers.len() > VIDEO_COMPARE_MAX {
        errs.push(f(say!(
            "compare.too_many_makers",
            "Compare at most {max} video makers at once (you picked {count})",
            max = VIDEO_COMPARE_MAX,
            count = providers.len()
        )));
    }
    let mut seen: Vec<&VideoProvider> = Vec::new();
    for p in providers {
        if seen.contains(&p) {
            let name = catalog::video_provider(p)
                .map(|i| i.name.to_string())
                .unwrap_or_else(|| p.as_str().to_string());
            errs.push(f(say!(
                "compare.maker_picked_twice",
                "{name} is picked twice: pick each maker once",
                name = name
            )));
        } else {
            seen.push(p);
        }
    }
    errs
}

/// A request sent as a group (a compare, a batch, video makers side by side): its members and the
/// set's own problems. The estimate prices every member, the send refuses the whole set before any
/// POST when anything is wrong (the set, the form, the face, the fresh balance for the total), saves
/// every member's job together, then POSTs each once (never retried), all in one group: the jobs in the
/// order of the members.
pub(crate) enum Group {
    Images(Vec<ImageAction>, Vec<FieldError>),
    Videos(Vec<VideoAction>, Vec<FieldError>),
}

impl Group {
    /// The group a request is, if it is one.
    pub fn of(request: &SpendRequest) -> Option<Group> {
        let image = |p: &ImageProvider, r: &GenerateImageRequest, face: &Option<ImageReference>| {
            ImageAction::new(p, r, Face::Pick(face.clone()))
        };
        Some(match request {
            SpendRequest::Compare {
                providers,
                request,
                reference,
            } => Group::Images(
                providers
                    .iter()
                    .map(|p| image(p, request, reference))
                    .collect(),
                set_errors(providers),
            ),
            SpendRequest::Batch {
                provider,
                requests,
                reference,
            } => Group::Images(
                requests
                    .iter()
                    .map(|r| image(provider, r, reference))
                    .collect(),
                batch::batch_errors(requests),
            ),
            SpendRequest::VideoCompare { providers, request } => Group::Videos(
                providers
                    .iter()
                    .map(|p| {
                        VideoAction(StandardVideoRequest {
                            provider: Some(p.clone()),
                            ..request.clone()
                        })
                    })
                    .collect(),
                video_set_errors(providers, request.duration),
            ),
            _ => return None,
        })
    }

    pub async fn estimate(self, jobs: &Jobs) -> Result<Estimate> {
        match self {
            Group::Images(members, set) => estimate_group(jobs, members, set).await,
            Group::Videos(members, set) => estimate_group(jobs, members, set).await,
        }
    }

    pub async fn send(self, jobs: &Jobs, intent: &str) -> Result<Vec<TrackedJob>> {
        match self {
            Group::Images(members, set) => send_group(jobs, intent, members, set).await,
            Group::Videos(members, set) => send_group(jobs, intent, members, set).await,
        }
    }
}

async fn estimate_group<A: Action>(
    jobs: &Jobs,
    actions: Vec<A>,
    set: Vec<FieldError>,
) -> Result<Estimate> {
    let ctx = jobs.session.rule_context();
    let (balance, tier) = spend::known_balance(jobs).await?;
    let (job_limit, active_jobs) = match jobs.session.client() {
        Ok(c) => queue::room(&c).await.unwrap_or((None, 0)),
        Err(_) => (None, 0),
    };
    let mut errors = set;
    let mut list = Vec::with_capacity(actions.len());
    let mut prices = Vec::with_capacity(actions.len());
    for a in &actions {
        let own = a.rules(&ctx);
        spend::push_unique(&mut errors, own.clone());
        let price = a.price(&tier);
        list.push(ProviderEstimate {
            provider: a.provider(),
            credits: price.credits,
            errors: own,
        });
        prices.push(price);
    }
    if let Some(first) = actions.first() {
        spend::push_unique(&mut errors, first.check(jobs).await);
    }
    let mut estimate = Estimate::new(Price::sum(&prices), balance, errors);
    estimate.compare = Some(CompareFigures {
        providers: list,
        job_limit,
        active_jobs,
    });
    Ok(estimate)
}

async fn send_group<A: Action>(
    jobs: &Jobs,
    intent: &str,
    actions: Vec<A>,
    set: Vec<FieldError>,
) -> Result<Vec<TrackedJob>> {
    let tags = spend::Tags {
        intent: Some(spend::intents::check(intent)?.to_string()),
        group_id: Some(uuid::Uuid::new_v4().to_string()),
    };
    let ids = spend::intents::once(jobs, intent, || async {
        let client = jobs.session.client()?;
        let mut actions = actions;
        let prices = spend::preflight(jobs, &client, &actions, set).await?;
        // Every member is made ready before the first is sent: a member that can't be (its face
        // can't be fetched) stops the whole set while nothing is sent yet, never half-way.
        for a in actions.iter_mut() {
            a.prepare(jobs, &client).await?;
        }
        for a in &actions {
            let (kind, provider, stored) = (A::KIND, a.provider(), a.stored()?);
            spend::lookup::guard(
                jobs,
                intent,
                kind,
                &provider,
                &stored,
                a.reference().as_ref(),
            )?;
        }
        // As many as may go now are sent now (image jobs: as many as the account runs at once;
        // videos: one at a time); the rest wait in line.
        let free = match actions.first() {
            Some(first) => queue::free_now(jobs, &client, first.line()).await,
            None => 0,
        };
        // Every member is saved before the first is sent, all in one transaction: a write that fails
        // leaves nothing sent (never a first member charged while the press answers an error, sent
        // again by the next press), and once they are written a repeat of the press finds them all.
        let mut rows = Vec::with_capacity(actions.len());
        for (i, (a, price)) in actions.iter().zip(&prices).enumerate() {
            let state = if i < free {
                JobState::Submitting
            } else {
                JobState::Waiting
            };
            rows.push(spend::new_job(&client, a, price, &tags, state).await?);
        }
        let rows = spend::save_jobs(jobs, &client, rows)?;
        let ids: Vec<String> = rows.iter().map(|j| j.id.clone()).collect();
        // Then each saved one is sent once. A member the service refuses is saved failed and the others
        // go on; so do they when one's answer can't be written in full (its job is saved, and followed
        // by what was saved): the rows saved for the press are its answer either way.
        for (a, job) in actions.iter().zip(rows) {
            if job.status != JobState::Submitting {
                continue;
            }
            let id = job.id.clone();
            if let Err(e) = spend::send_saved(jobs, &client, a, job).await {
                tracing::warn!(job = %id, "a compare member's answer was not saved in full: {}", e.message());
            }
        }
        jobs.wake();
        Ok(ids)
    })
    .await?;
    spend::jobs_of(jobs, &ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> ImageProvider {
        serde_json::from_value(serde_json::json!(s)).unwrap()
    }

    #[test]
    fn a_video_compare_takes_two_to_four_distinct_makers() {
        let v =
            |s: &str| -> VideoProvider { serde_json::from_value(serde_json::json!(s)).unwrap() };
        let len = Some(5);
        assert_eq!(video_set_errors(&[v("sora")], len).len(), 1);
        assert!(video_set_errors(&[v("sora"), v("wan")], len).is_empty());
        let five = [
            v("sora"),
            v("wan"),
            v("seedance"),
            v("veo-3.1"),
            v("grok-video"),
        ];
        assert!(video_set_errors(&five, len)[0]
            .message
            .contains("at most 4"));
        assert!(video_set_errors(&[v("sora"), v("sora")], len)[0]
            .message
            .contains("picked twice"));
        assert_eq!(
            video_set_errors(&[v("sora"), v("wan")], None)[0].field,
            "duration"
        );
    }

    #[test]
    fn the_set_needs_two_distinct_providers() {
        assert_eq!(set_errors(&[p("gemini")]).len(), 1);
        let dup = set_errors(&[p("gemini"), p("gemini")]);
        assert!(dup[0].message.contains("picked twice"), "{dup:?}");
        assert!(set_errors(&[p("gemini"), p("grok-image"), p("seedream-4.5")]).is_empty());
    }
}
