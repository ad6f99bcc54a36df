//! Recipes: templates of chained steps kept on this computer (`recipes`) and their runs, driven through
//! the one spend path by the recipes' driver (`recipes::runs`, `recipes::Driver`).

use super::Core;
use crate::base::error::Result;
use crate::features::recipes::{self, runs, Recipe, RecipeForecast, RecipeRun};

impl Core {
    /// The starters first, then every saved recipe by name.
    pub fn recipes_list(&self) -> Result<Vec<Recipe>> {
        recipes::list(&self.store)
    }

    /// A recipe by id (the starters included).
    pub fn recipe(&self, id: &str) -> Result<Recipe> {
        recipes::get(&self.store, id)
    }

    /// Saves a recipe after checking it (by field: `name`, `steps[2].from`, ...); a new one (no id, or
    /// the starter's) gets an id. Answers the recipe as saved.
    pub fn recipes_save(&self, recipe: Recipe) -> Result<Recipe> {
        recipes::save(&self.store, &self.session.rule_context(), recipe)
    }

    /// Deletes a saved recipe (runs started from it keep their own copy of its steps).
    pub fn recipes_delete(&self, id: &str) -> Result<()> {
        recipes::delete(&self.store, id)
    }

    /// What `recipe` (saved or not) would cost started with this character and topic: every step's
    /// price, the total, the balance after; and every problem by field. Sends nothing.
    pub async fn recipes_forecast(
        &self,
        recipe: &Recipe,
        character_id: Option<&str>,
        topic: &str,
    ) -> Result<RecipeForecast> {
        recipes::forecast(&self.jobs, recipe, character_id, topic).await
    }

    /// Starts `recipe_id` with this character (the face of its picture steps) and topic, once per
    /// `intent` (a repeat answers the run it made), and sends its first step.
    pub async fn recipes_start(
        &self,
        intent: &str,
        recipe_id: &str,
        character_id: Option<&str>,
        topic: &str,
    ) -> Result<RecipeRun> {
        let (jobs, driver) = (&self.jobs, &self.recipes);
        runs::start(jobs, driver, intent, recipe_id, character_id, topic).await
    }

    /// The newest runs, newest first.
    pub fn recipe_runs_list(&self) -> Result<Vec<RecipeRun>> {
        runs::list(&self.jobs)
    }

    /// Picks `media_id`, one result of step `step` that waits for a pick, and goes on.
    pub async fn recipe_run_pick(
        &self,
        run_id: &str,
        step: u32,
        media_id: &str,
    ) -> Result<RecipeRun> {
        runs::pick(&self.jobs, &self.recipes, run_id, step, media_id).await
    }

    /// Goes on with a paused run (after credits were added): the balance is checked again before the
    /// step is sent.
    pub async fn recipe_run_resume(&self, run_id: &str) -> Result<RecipeRun> {
        runs::resume(&self.jobs, &self.recipes, run_id).await
    }

    /// Stops a run: no further step is sent (a job already sent goes on, and its result is kept in the
    /// library).
    pub async fn recipe_run_stop(&self, run_id: &str) -> Result<RecipeRun> {
        runs::stop(&self.jobs, &self.recipes, run_id).await
    }
}
