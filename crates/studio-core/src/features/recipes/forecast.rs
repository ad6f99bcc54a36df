//! The forecast of a recipe before it starts: each step priced by its kind's own `Action::price` (the
//! price its form shows; no second copy of any price), the total, the balance and what is left.

use super::steps::{
    apply, check, fill, stand_in, uses_topic, INPUT_FIELDS, RECIPE_TOPIC_MAX, TOPIC,
};
use super::Recipe;
use crate::base::error::Result;
use crate::jobs::spend::{known_balance, PerSecond, PriceBasis};
use crate::jobs::Jobs;
use crate::kinds::AnyAction;
use media_api::say;
use media_api::{FieldError, RuleContext, Tier, Words};
use serde::Serialize;

/// The price of one step.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct StepForecast {
    pub label: String,
    pub credits: u32,
    /// The per-second breakdown of a video's price.
    pub per_second: Option<PerSecond>,
    /// What `credits` stands on: a published price, the top of a range, or no published price (then
    /// `credits` is 0 and means nothing).
    pub basis: PriceBasis,
    /// Why the price is not a published figure, in words.
    pub price_note: Option<Words>,
    /// What is still open when the run starts (a pick of an earlier step) and how the price takes it.
    pub open: Option<Words>,
}

/// What a recipe would cost with this character and topic.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RecipeForecast {
    pub steps: Vec<StepForecast>,
    /// The steps' published prices (and tops of ranges) added up; steps with no published price are
    /// not in it (`unpriced` counts them).
    pub total: u32,
    /// How many steps have no published price: the run may cost more than `total`.
    pub unpriced: u32,
    /// The balance when it is known (connected), else null.
    pub balance: Option<f64>,
    pub balance_after: Option<f64>,
    /// The balance is known and does not cover the total (the run would stop before the step it can't pay).
    pub short: bool,
    /// Problems of the recipe, the topic or a step's options, by field (`steps[1].duration`).
    pub errors: Vec<FieldError>,
    /// Nothing stands in the way.
    pub ready: bool,
}

/// The documented limits each step breaks, as `steps[i].<field>` (a step's inputs are not checked:
/// stand-ins take their place until the earlier steps are done).
pub(crate) fn rule_errors(ctx: &RuleContext, recipe: &Recipe) -> Vec<FieldError> {
    let mut out = Vec::new();
    for (i, step) in recipe.steps.iter().enumerate() {
        if let Some(action) = stand_in_action(recipe, i, None, "topic") {
            for e in action.rules(ctx) {
                if !INPUT_FIELDS.contains(&e.field.as_str()) {
                    let field = format!("steps[{i}].{}", e.field);
                    out.push(FieldError::new(
                        field,
                        say!(
                            "recipe.step_problem",
                            "{label}: {why}",
                            label = step.label.as_str(),
                            why = e.said()
                        ),
                    ));
                }
            }
        }
    }
    out
}

/// Step `i` as it would be sent, with stand-ins for its inputs; `None` when its inputs don't fit.
fn stand_in_action(
    recipe: &Recipe,
    i: usize,
    character_id: Option<&str>,
    topic: &str,
) -> Option<AnyAction> {
    let mut request = apply(&recipe.steps[i], character_id, topic).ok()?;
    fill(&mut request, &stand_in(&recipe.steps, i)).ok()?;
    AnyAction::from_request(request).ok()
}

/// Each step's price for an account of `tier`.
pub(crate) fn prices(
    recipe: &Recipe,
    character_id: Option<&str>,
    topic: &str,
    tier: &Tier,
) -> Vec<StepForecast> {
    (0..recipe.steps.len())
        .map(|i| {
            let step = &recipe.steps[i];
            let price = stand_in_action(recipe, i, character_id, topic).map(|a| a.price(tier));
            let picked = step
                .from
                .iter()
                .filter(|&&f| recipe.steps.get(f as usize).is_some_and(|s| s.pick))
                .map(|f| f + 1)
                .collect::<Vec<_>>();
            StepForecast {
                label: step.label.clone(),
                credits: price.as_ref().map_or(0, |p| p.credits),
                per_second: price.as_ref().and_then(|p| p.per_second.clone()),
                basis: price.as_ref().map_or(PriceBasis::Published, |p| p.basis),
                price_note: price.and_then(|p| p.note),
                open: match picked[..] {
                    [] => None,
                    [one] => Some(say!(
                        "recipe.uses_pick",
                        "Uses the pick of step {n}: the price is the same whichever is picked",
                        n = one
                    )),
                    [first, second, ..] => Some(say!(
                        "recipe.uses_picks",
                        "Uses the picks of steps {first} and {second}: the price is the same whichever are picked",
                        first = first,
                        second = second
                    )),
                },
            }
        })
        .collect()
}

/// Every problem of `recipe` started with `topic`, by field (`no_topic`: the words for none).
pub(crate) fn problems(
    jobs: &Jobs,
    recipe: &Recipe,
    topic: &str,
    no_topic: Words,
) -> Vec<FieldError> {
    let mut errors = check(recipe);
    errors.extend(rule_errors(&jobs.session.rule_context(), recipe));
    let count = topic.chars().count();
    if topic.trim().is_empty() && uses_topic(recipe) {
        errors.push(FieldError::new("topic", no_topic));
    } else if count > RECIPE_TOPIC_MAX {
        errors.push(FieldError::new(
            "topic",
            say!(
                "forecast.topic_too_long",
                "A topic is at most {max} characters; this one has {count}",
                max = RECIPE_TOPIC_MAX,
                count = count
            ),
        ));
    }
    errors
}

pub(crate) async fn forecast(
    jobs: &Jobs,
    recipe: &Recipe,
    character_id: Option<&str>,
    topic: &str,
) -> Result<RecipeForecast> {
    let no_topic = say!(
        "forecast.write_topic_recipe_texts",
        "Write a topic: this recipe's texts use {topic}",
        topic = TOPIC
    );
    let errors = problems(jobs, recipe, topic, no_topic);
    let (balance, tier) = known_balance(jobs).await?;
    let steps = prices(recipe, character_id, topic, &tier);
    let total = steps.iter().map(|s| s.credits).sum::<u32>();
    let unpriced = steps
        .iter()
        .filter(|s| s.basis == PriceBasis::NotPublished)
        .count() as u32;
    let balance_after = balance.map(|b| b - total as f64);
    let short = balance_after.is_some_and(|a| a < 0.0);
    Ok(RecipeForecast {
        steps,
        total,
        unpriced,
        balance,
        balance_after,
        short,
        ready: errors.is_empty() && !short,
        errors,
    })
}
