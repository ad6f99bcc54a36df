//! Recipes: chained steps (4 pictures of a character → pick one → a 6 s motion video → a 30 s track →
//! mix → caption; pictures → a talking avatar → music → mix; a week of pictures), each step one
//! [`SpendRequest`] whose inputs are the chosen results of earlier steps.
//! A recipe is a template kept on this computer (`steps` checks it); started with a character and a
//! topic it becomes a run (`runs`), driven one step at a time by `driver`, which spends only through
//! `jobs::spend` with a deterministic intent per step — so a restart or a repeated event never sends a
//! step twice. `forecast` prices every step with the price each kind's form shows.

mod driver;
mod forecast;
pub(crate) mod runs;
mod step_kinds;
mod steps;

pub(crate) use driver::Driver;
pub(crate) use forecast::forecast;
pub use forecast::{RecipeForecast, StepForecast};
pub use runs::{RecipeRun, RunState, RunStep, StepState};
pub use step_kinds::{recipe_step_kinds, RecipeStepKind, StepOutput};
pub use steps::{RECIPE_NAME_MAX, RECIPE_STEPS_MAX, RECIPE_TOPIC_MAX, TOPIC};

use crate::base::error::{CoreError, Result};
use crate::base::model::now;
use crate::kinds::SpendRequest;
use crate::store::Store;
use media_api::{say, RuleContext};
use serde::{Deserialize, Serialize};
use step_kinds::StepKind;

/// A recipe: a named template of steps, saved on this computer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Recipe {
    /// Empty for a new recipe (saving gives it one).
    pub id: String,
    pub name: String,
    pub steps: Vec<RecipeStep>,
    /// The starter that comes with the app: copied to be changed, never changed or deleted itself.
    #[serde(default)]
    pub built_in: bool,
}

/// One step: what it sends (its inputs left empty), which earlier steps feed it, and whether a person
/// picks one of its results before later steps use it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RecipeStep {
    pub label: String,
    /// The request; `{topic}` in its texts is replaced by the run's topic, and a picture step's face is
    /// the run's character.
    pub request: SpendRequest,
    /// The earlier steps (0 = the first) whose chosen result it takes: one for a motion video or a
    /// tool, the video's step then the music's for a mix.
    #[serde(default)]
    pub from: Vec<u32>,
    /// A person picks one of its results before later steps use it (with one result it goes on).
    #[serde(default)]
    pub pick: bool,
}

/// The id of the first starter recipe.
pub const STARTER_ID: &str = "starter";

/// A starter's step: `kind`'s request, taking the results of the steps `from`.
fn step(label: &str, kind: StepKind, from: Vec<u32>, pick: bool) -> RecipeStep {
    RecipeStep {
        label: label.into(),
        request: kind.request(),
        from,
        pick,
    }
}

/// The starters that come with the app: copied to be changed, never changed or deleted themselves.
pub fn starters() -> Vec<Recipe> {
    let day = |name: &str, scene: &str| {
        let mut s = step(name, StepKind::Pictures, vec![], false);
        if let SpendRequest::Image { request, .. } = &mut s.request {
            request.num_images = Some(1);
            request.simple_prompt = Some(format!("{{topic}}, {scene}"));
        }
        s
    };
    vec![
        starter(),
        Recipe {
            id: "starter-talking-head".into(),
            name: "Talking-head clip with music".into(),
            built_in: true,
            steps: vec![
                step("4 pictures", StepKind::Pictures, vec![], true),
                step("Talking avatar", StepKind::Avatar, vec![0], false),
                step("30 s track", StepKind::Music, vec![], false),
                step("Mix", StepKind::Mix, vec![1, 2], false),
            ],
        },
        Recipe {
            id: "starter-week".into(),
            name: "A week of pictures of the character".into(),
            built_in: true,
            steps: vec![
                day("Monday", "Monday morning, coffee at the window"),
                day("Tuesday", "Tuesday, at work, focused"),
                day("Wednesday", "Wednesday, a walk in the park"),
                day("Thursday", "Thursday evening, cooking dinner"),
                day("Friday", "Friday night, out with friends"),
                day("Saturday", "Saturday, at the beach"),
                day("Sunday", "Sunday, reading on the sofa"),
            ],
        },
    ]
}

/// Whether `id` names a starter.
fn is_starter(id: &str) -> bool {
    starters().iter().any(|s| s.id == id)
}

/// The first starter: 4 pictures of the character → pick one → a 6 s motion video → a 30 s track →
/// mix → caption with the topic.
pub fn starter() -> Recipe {
    Recipe {
        id: STARTER_ID.into(),
        name: "Captioned video with music".into(),
        built_in: true,
        steps: vec![
            step("4 pictures", StepKind::Pictures, vec![], true),
            step("6 s motion video", StepKind::Motion, vec![0], false),
            step("30 s track", StepKind::Music, vec![], false),
            step("Mix", StepKind::Mix, vec![1, 2], false),
            step("Caption", StepKind::Caption, vec![3], false),
        ],
    }
}

fn not_found() -> CoreError {
    CoreError::not_found(say!(
        "recipes.recipe_no_longer_exists",
        "This recipe no longer exists"
    ))
}

fn unreadable(e: impl std::fmt::Display) -> CoreError {
    CoreError::internal(
        say!(
            "recipes.could_not_read_saved",
            "Could not read a saved recipe"
        ),
        e,
    )
}

pub(crate) fn list(store: &Store) -> Result<Vec<Recipe>> {
    let mut out = starters();
    for body in store.recipes()? {
        out.push(serde_json::from_str(&body).map_err(unreadable)?);
    }
    Ok(out)
}

pub(crate) fn get(store: &Store, id: &str) -> Result<Recipe> {
    if let Some(s) = starters().into_iter().find(|s| s.id == id) {
        return Ok(s);
    }
    let body = store.recipe(id)?.ok_or_else(not_found)?;
    serde_json::from_str(&body).map_err(unreadable)
}

pub(crate) fn save(store: &Store, rules: &RuleContext, recipe: Recipe) -> Result<Recipe> {
    let mut recipe = recipe;
    recipe.name = recipe.name.trim().to_string();
    let errors = [steps::check(&recipe), forecast::rule_errors(rules, &recipe)].concat();
    CoreError::if_any(&errors)?;
    if recipe.id.is_empty() || is_starter(&recipe.id) || recipe.built_in {
        recipe.id = uuid::Uuid::new_v4().to_string();
    }
    recipe.built_in = false;
    let body = serde_json::to_string(&recipe).map_err(|e| {
        CoreError::internal(
            say!("recipes.could_not_save_recipe", "Could not save the recipe"),
            e,
        )
    })?;
    store.save_recipe(&recipe.id, &recipe.name, &body, &now())?;
    Ok(recipe)
}

pub(crate) fn delete(store: &Store, id: &str) -> Result<()> {
    if is_starter(id) {
        return Err(CoreError::validation(
            "id",
            say!(
                "recipes.starter_recipe_comes_app",
                "A starter recipe comes with the app and can't be deleted"
            ),
        ));
    }
    if !store.delete_recipe(id)? {
        return Err(not_found());
    }
    Ok(())
}
