//! Recipes: templates of chained steps, their forecast, and their runs (studio-core `recipes`).

use super::{CoreError, CoreState};
use studio_core::{Recipe, RecipeForecast, RecipeRun, RecipeStepKind};

/// The starter first, then every saved recipe by name.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipes_list(core: CoreState<'_>) -> Result<Vec<Recipe>, CoreError> {
    core.get().await?.recipes_list()
}

/// The kinds of step a recipe takes (key, label, a new step's request, what it takes and gives), in
/// the editor's order. (Static data: answered at once, even while the core is still opening.)
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub fn recipe_step_kinds() -> Vec<RecipeStepKind> {
    studio_core::recipe_step_kinds()
}

/// Saves a recipe after checking it by field; the starter (or a new one) is saved as a new copy.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipes_save(core: CoreState<'_>, recipe: Recipe) -> Result<Recipe, CoreError> {
    core.get().await?.recipes_save(recipe)
}

#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipes_delete(core: CoreState<'_>, id: String) -> Result<(), CoreError> {
    core.get().await?.recipes_delete(&id)
}

/// Each step's price, the total and the balance after, for this character and topic. Sends nothing.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipes_forecast(
    core: CoreState<'_>,
    recipe: Recipe,
    character_id: Option<String>,
    topic: String,
) -> Result<RecipeForecast, CoreError> {
    let core = core.get().await?;
    core.recipes_forecast(&recipe, character_id.as_deref(), &topic)
        .await
}

/// Starts a saved recipe once per `intent` and sends its first step.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipes_start(
    core: CoreState<'_>,
    intent: String,
    recipe_id: String,
    character_id: Option<String>,
    topic: String,
) -> Result<RecipeRun, CoreError> {
    let core = core.get().await?;
    core.recipes_start(&intent, &recipe_id, character_id.as_deref(), &topic)
        .await
}

/// The newest runs, newest first.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipe_runs_list(core: CoreState<'_>) -> Result<Vec<RecipeRun>, CoreError> {
    core.get().await?.recipe_runs_list()
}

/// Picks one result of the step waiting for a pick, and goes on.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipe_run_pick(
    core: CoreState<'_>,
    run_id: String,
    step: u32,
    media_id: String,
) -> Result<RecipeRun, CoreError> {
    let core = core.get().await?;
    core.recipe_run_pick(&run_id, step, &media_id).await
}

/// Goes on with a paused run (the balance is checked again first).
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipe_run_resume(
    core: CoreState<'_>,
    run_id: String,
) -> Result<RecipeRun, CoreError> {
    core.get().await?.recipe_run_resume(&run_id).await
}

/// Stops a run: no further step is sent.
#[tauri::command]
#[specta::specta]
#[tracing::instrument(skip_all)]
pub async fn recipe_run_stop(core: CoreState<'_>, run_id: String) -> Result<RecipeRun, CoreError> {
    core.get().await?.recipe_run_stop(&run_id).await
}
