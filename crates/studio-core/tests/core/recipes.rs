//! Recipes against a spawned media-sandbox over real HTTP: the starter recipe from a character's four
//! pictures to a captioned video with music (waiting at the pick, going on after it), its forecast
//! (the steps' own prices), a balance that can't pay a later step (the run stops before it: nothing
//! sent, nothing spent), a restart in the middle (nothing sent twice), and templates checked by field.

use crate::common::*;
use std::time::{Duration, Instant};
use studio_core::media_api::types::videos::StandardVideoRequest;
use studio_core::{
    Core, ErrorCode, JobKind, MediaKind, PriceBasis, Recipe, RecipeRun, RunState, SpendRequest,
    StepState, RECIPE_TOPIC_MAX, STARTER_ID,
};

/// Waits until the run is in `state`.
async fn wait_run(core: &Core, id: &str, state: RunState) -> RecipeRun {
    let start = Instant::now();
    loop {
        let run = core
            .recipe_runs_list()
            .unwrap()
            .into_iter()
            .find(|r| r.id == id)
            .expect("the run is listed");
        if run.state == state {
            return run;
        }
        assert!(
            !matches!(run.state, RunState::Failed | RunState::Stopped) || state == run.state,
            "the run ended: {run:?}"
        );
        if start.elapsed() > Duration::from_secs(90) {
            let jobs: Vec<_> = run
                .steps
                .iter()
                .flat_map(|s| s.jobs.iter())
                .map(|j| core.job_get(j).unwrap())
                .collect();
            panic!("the run did not reach {state:?}: {run:?}\n{jobs:?}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The POSTs to `path` the sandbox received.
async fn posts_to(sb: &media_sandbox::SandboxHandle, path: &str) -> usize {
    let log = control_get(sb.base_url(), "/__sandbox/requests").await;
    log["requests"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["method"] == "POST" && r["path"].as_str().unwrap_or("").starts_with(path))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_starter_goes_from_a_character_to_a_captioned_video_with_music() {
    let (sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 500).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let starter = core.recipes_list().unwrap().remove(0);
    assert_eq!((starter.id.as_str(), starter.built_in), (STARTER_ID, true));

    // The forecast is each step's own estimate, summed.
    let forecast = core
        .recipes_forecast(&starter, Some(&mia), "a day at the beach")
        .await
        .unwrap();
    assert!(forecast.ready, "{forecast:?}");
    let mut by_step = Vec::new();
    for (i, step) in starter.steps.iter().enumerate() {
        let request = match (&step.request, i) {
            (SpendRequest::Video { request }, _) => {
                let mut r: StandardVideoRequest = request.clone();
                r.image_id = Some(studio_core::media_api::ImageId::new("any"));
                SpendRequest::Video { request: r }
            }
            (r, _) => r.clone(),
        };
        by_step.push(core.spend_estimate(request).await.unwrap().credits);
    }
    let prices: Vec<u32> = forecast.steps.iter().map(|s| s.credits).collect();
    assert_eq!(prices[..3], by_step[..3]);
    assert_eq!(prices, vec![by_step[0], 12, 5, 0, 0]);
    assert_eq!(forecast.total, prices.iter().sum::<u32>());
    assert_eq!(forecast.balance_after, Some(500.0 - forecast.total as f64));
    // The caption of a video has no published price: said so, and not counted as 0 in the total.
    assert_eq!(
        forecast.steps[4].basis,
        PriceBasis::NotPublished,
        "{forecast:?}"
    );
    assert!(forecast.steps[4].price_note.is_some(), "{forecast:?}");
    assert_eq!(forecast.unpriced, 1);
    assert_eq!(
        forecast.steps[3].basis,
        PriceBasis::Published,
        "the mix is free, as published"
    );
    assert!(forecast.steps[1]
        .open
        .as_deref()
        .unwrap()
        .contains("step 1"));

    let press = intent();
    let run = core
        .recipes_start(&press, STARTER_ID, Some(&mia), "a day at the beach")
        .await
        .unwrap();
    // The same press again answers the same run and sends nothing more.
    let again = core
        .recipes_start(&press, STARTER_ID, Some(&mia), "a day at the beach")
        .await
        .unwrap();
    assert_eq!(again.id, run.id);
    let waiting = wait_run(&core, &run.id, RunState::WaitingForPick).await;
    assert_eq!(waiting.steps[0].state, StepState::Pick);
    assert_eq!(waiting.steps[0].results.len(), 4);
    assert_eq!(waiting.steps[1].state, StepState::NotStarted);
    assert_eq!(posts_to(&sb, "/api/generate/grok-image").await, 1);
    assert_eq!(posts_to(&sb, "/api/generate/video").await, 0);
    assert_eq!(waiting.character_name.as_deref(), Some("Mia"));
    // The pictures carry Mia's face.
    let pictures = core.job_get(&waiting.steps[0].jobs[0]).unwrap().unwrap();
    assert_eq!(
        pictures.reference.and_then(|r| r.character_id).as_deref(),
        Some(mia.as_str())
    );

    let picked = waiting.steps[0].results[2].clone();
    core.recipe_run_pick(&run.id, 0, &picked.id).await.unwrap();
    let done = wait_run(&core, &run.id, RunState::Done).await;
    assert!(
        done.steps.iter().all(|s| s.state == StepState::Done),
        "{done:?}"
    );

    // The video was made from the picked picture; the track and the video were mixed; the caption
    // says the topic.
    let video_job = &done.steps[1].jobs[0];
    let SpendRequest::Video { request } = core.jobs_settings(video_job).unwrap() else {
        panic!("a video job");
    };
    assert_eq!(
        request.image_id.map(|i| i.as_str().to_string()),
        picked.remote_id
    );
    let mix = core.job_get(&done.steps[3].jobs[0]).unwrap().unwrap();
    assert_eq!(mix.kind, JobKind::Mix);
    let caption = &done.steps[4].results[0];
    assert_eq!(caption.kind, MediaKind::Video);
    assert_eq!(
        caption.prompt.as_deref(),
        Some("Caption: a day at the beach")
    );
    ffmpeg_clean(&file_of(&core, caption));
    assert!(core
        .library_list(Some(MediaKind::Video), 50, 0)
        .unwrap()
        .iter()
        .any(|m| m.id == caption.id));
    // One send per step that reaches the service (the caption's and the mix's included).
    assert_eq!(posts_to(&sb, "/api/generate/grok-image").await, 1);
    assert_eq!(posts_to(&sb, "/api/generate/video").await, 1);
    assert_eq!(spend_posts(&sb).await, 5);
    // The published prices were charged, and the step with no published price cost what the
    // (strict) sandbox charges for it: more than the total, never less.
    let spent = 500.0 - core.credits_get(false).await.unwrap().credits;
    assert!(
        spent > forecast.total as f64,
        "{spent} vs {}",
        forecast.total
    );
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_balance_that_cant_pay_a_later_step_stops_the_run_before_it() {
    let (sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 500).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let starter = core.recipe(STARTER_ID).unwrap();
    let prices = core
        .recipes_forecast(&starter, Some(&mia), "rain")
        .await
        .unwrap()
        .steps;
    core.shutdown().await;

    // An account with the pictures and the video, but 4 credits short of the track (5).
    let (key, _) = sb.create_account(
        media_sandbox::Tier::Pro,
        (prices[0].credits + prices[1].credits + 1) as i64,
    );
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let mia = character(&core, dir.path(), "Mia").await;
    let forecast = core
        .recipes_forecast(&starter, Some(&mia), "rain")
        .await
        .unwrap();
    assert!(forecast.short && !forecast.ready, "{forecast:?}");
    let run = core
        .recipes_start(&intent(), STARTER_ID, Some(&mia), "rain")
        .await
        .unwrap();
    let waiting = wait_run(&core, &run.id, RunState::WaitingForPick).await;
    let first = waiting.steps[0].results[0].id.clone();
    core.recipe_run_pick(&run.id, 0, &first).await.unwrap();
    let paused = wait_run(&core, &run.id, RunState::Paused).await;
    assert_eq!(
        paused.message.as_deref(),
        Some("Step 3 needs 5 credits; the balance is 1. Add credits, then press Resume.")
    );
    assert_eq!(paused.steps[1].state, StepState::Done);
    assert!(paused.steps[2].jobs.is_empty());
    assert_eq!(posts_to(&sb, "/api/generate/music").await, 0);
    assert_eq!(core.credits_get(false).await.unwrap().credits, 1.0);

    // Resume checks the balance again: still short, still paused, still nothing sent.
    let resumed = core.recipe_run_resume(&run.id).await.unwrap();
    assert_eq!(resumed.state, RunState::Paused);
    assert_eq!(posts_to(&sb, "/api/generate/music").await, 0);

    // Stop: ended, and Resume is refused.
    let stopped = core.recipe_run_stop(&run.id).await.unwrap();
    assert_eq!(stopped.state, RunState::Stopped);
    let err = core.recipe_run_resume(&run.id).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Validation);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_the_middle_goes_on_without_sending_a_step_twice() {
    let sb = sandbox(1.5).await;
    let (key, _) = sb.create_account(media_sandbox::Tier::Pro, 500);
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    core.connect_service(sb.base_url(), key.clone(), true)
        .await
        .unwrap();
    let mia = character(&core, dir.path(), "Mia").await;
    let run = core
        .recipes_start(&intent(), STARTER_ID, Some(&mia), "snow")
        .await
        .unwrap();
    let waiting = wait_run(&core, &run.id, RunState::WaitingForPick).await;
    let first = waiting.steps[0].results[0].id.clone();
    // Picked: the video is sent, and the app quits while it is being made.
    let after_pick = core.recipe_run_pick(&run.id, 0, &first).await.unwrap();
    assert_eq!(after_pick.steps[1].state, StepState::Working);
    core.shutdown().await;
    drop(core);

    let core = open(dir.path()).await;
    // (The key was kept for that run only: connected again, as a person would.)
    core.connect_service(sb.base_url(), key, true)
        .await
        .unwrap();
    let done = wait_run(&core, &run.id, RunState::Done).await;
    assert_eq!(done.steps[1].jobs, after_pick.steps[1].jobs);
    assert_eq!(posts_to(&sb, "/api/generate/grok-image").await, 1);
    assert_eq!(posts_to(&sb, "/api/generate/video").await, 1);
    assert_eq!(posts_to(&sb, "/api/generate/music").await, 1);
    assert_eq!(spend_posts(&sb).await, 5);
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_topic_longer_than_the_limit_is_a_field_problem_and_nothing_is_sent() {
    let (sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 500).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let starter = core.recipe(STARTER_ID).unwrap();
    let posts = posts_to(&sb, "/api/").await; // the character's
    let at_most = "é".repeat(RECIPE_TOPIC_MAX);
    let forecast = core
        .recipes_forecast(&starter, Some(&mia), &at_most)
        .await
        .unwrap();
    assert!(forecast.ready, "{forecast:?}");
    let over = format!("{at_most}!");
    let forecast = core
        .recipes_forecast(&starter, Some(&mia), &over)
        .await
        .unwrap();
    assert!(!forecast.ready);
    let problem = forecast.errors.iter().find(|e| e.field == "topic");
    assert_eq!(
        problem.map(|e| e.message.as_str()),
        Some("A topic is at most 120 characters; this one has 121"),
        "{forecast:?}"
    );
    let err = core
        .recipes_start(&intent(), STARTER_ID, Some(&mia), &over)
        .await
        .unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::Validation, Some("topic"))
    );
    assert!(core.recipe_runs_list().unwrap().is_empty());
    assert_eq!(posts_to(&sb, "/api/").await, posts, "nothing sent");
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_template_is_checked_by_field_and_saved_as_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let core = open(dir.path()).await;
    let mut recipe: Recipe = core.recipe(STARTER_ID).unwrap();
    recipe.name = "Beach reel".into();
    // The mix reads a later step.
    recipe.steps[3].from = vec![1, 4];
    let err = core.recipes_save(recipe.clone()).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("steps[3].from"), "{err:?}");
    assert!(
        err.message().contains("only use a step before it"),
        "{err:?}"
    );
    // Four pictures feeding the video without a pick.
    let mut no_pick = core.recipe(STARTER_ID).unwrap();
    no_pick.steps[0].pick = false;
    let err = core.recipes_save(no_pick).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("steps[0].pick"));
    // Out of range for the video maker: the rule table's field, under its step.
    recipe.steps[3].from = vec![1, 2];
    if let SpendRequest::Video { request } = &mut recipe.steps[1].request {
        request.duration = Some(30);
    }
    let err = core.recipes_save(recipe.clone()).unwrap_err();
    assert_eq!(err.field.as_deref(), Some("steps[1].duration"), "{err:?}");

    if let SpendRequest::Video { request } = &mut recipe.steps[1].request {
        request.duration = Some(6);
    }
    let saved = core.recipes_save(recipe).unwrap();
    assert!(saved.id != STARTER_ID && !saved.built_in);
    // Saved again under its id: changed in place, not copied.
    let mut renamed = saved.clone();
    renamed.name = "Beach reel, slow".into();
    assert_eq!(core.recipes_save(renamed).unwrap().id, saved.id);
    assert_eq!(core.recipe(&saved.id).unwrap().name, "Beach reel, slow");
    let list = core.recipes_list().unwrap();
    assert_eq!(
        list.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(),
        [
            "Captioned video with music",
            "Talking-head clip with music",
            "A week of pictures of the character",
            "Beach reel, slow"
        ]
    );
    assert_eq!(
        core.recipes_delete(STARTER_ID).unwrap_err().code,
        ErrorCode::Validation
    );
    core.recipes_delete(&saved.id).unwrap();
    assert_eq!(core.recipes_list().unwrap().len(), 3, "the starters");
    core.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_whose_job_fails_fails_the_run_in_words() {
    let (sb, dir, core) = connected_as(3.0, media_sandbox::Tier::Pro, 500).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let run = core
        .recipes_start(&intent(), STARTER_ID, Some(&mia), "fog")
        .await
        .unwrap();
    assert_eq!(run.steps[0].state, StepState::Working);
    let job = core.job_get(&run.steps[0].jobs[0]).unwrap().unwrap();
    fail_job(&sb, &core, &job, "The model was busy").await;
    let failed = wait_run(&core, &run.id, RunState::Failed).await;
    let message = failed.message.unwrap();
    assert!(
        message.starts_with("Step 1 (4 pictures) failed:")
            && message.contains("The model was busy"),
        "{message}"
    );
    assert_eq!(failed.steps[0].state, StepState::Failed);
    assert_eq!(posts_to(&sb, "/api/generate/video").await, 0);
    core.shutdown().await;
}

/// The talking-head starter: pictures of the character → pick one → a talking avatar from it (saying the
/// topic) → a track → mixed. And a recipe of the newer kinds: a picture edited, two clips joined.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_talking_head_starter_and_a_recipe_that_edits_and_joins() {
    let (_sb, dir, core) = connected_as(0.3, media_sandbox::Tier::Pro, 800).await;
    let mia = character(&core, dir.path(), "Mia").await;
    let starters: Vec<String> = core
        .recipes_list()
        .unwrap()
        .into_iter()
        .filter(|r| r.built_in)
        .map(|r| r.name)
        .collect();
    assert_eq!(
        starters,
        [
            "Captioned video with music",
            "Talking-head clip with music",
            "A week of pictures of the character"
        ]
    );
    let run = core
        .recipes_start(
            &intent(),
            "starter-talking-head",
            Some(&mia),
            "three tips for calm mornings",
        )
        .await
        .unwrap();
    let waiting = wait_run(&core, &run.id, RunState::WaitingForPick).await;
    let picked = waiting.steps[0].results[1].clone();
    core.recipe_run_pick(&run.id, 0, &picked.id).await.unwrap();
    let done = wait_run(&core, &run.id, RunState::Done).await;
    let SpendRequest::Avatar { request, .. } = core.jobs_settings(&done.steps[1].jobs[0]).unwrap()
    else {
        panic!("an avatar job");
    };
    assert_eq!(
        request.image_id.map(|i| i.as_str().to_string()),
        picked.remote_id
    );
    assert_eq!(
        request.dialogue.as_deref(),
        Some("three tips for calm mornings")
    );
    assert_eq!(
        core.job_get(&done.steps[3].jobs[0]).unwrap().unwrap().kind,
        JobKind::Mix
    );
    assert!(
        core.recipes_delete("starter-talking-head").is_err(),
        "a starter stays"
    );

    // Pictures → one edited; two motion clips of the pick → joined.
    let kinds = studio_core::recipe_step_kinds();
    let of = |key: &str| kinds.iter().find(|k| k.key == key).unwrap().request.clone();
    let step = |label: &str, key: &str, from: Vec<u32>, pick: bool| studio_core::RecipeStep {
        label: label.into(),
        request: of(key),
        from,
        pick,
    };
    let mut pictures = step("Pictures", "pictures", vec![], true);
    if let SpendRequest::Image { request, .. } = &mut pictures.request {
        request.num_images = Some(2);
    }
    let recipe = core
        .recipes_save(studio_core::Recipe {
            id: String::new(),
            name: "Edit and join".into(),
            built_in: false,
            steps: vec![
                pictures,
                step("Edit", "edit", vec![0], false),
                step("Clip one", "motion", vec![0], false),
                step("Clip two", "motion", vec![1], false),
                step("Join", "join", vec![2, 3], false),
            ],
        })
        .expect("a recipe of the newer kinds saves");
    let run = core
        .recipes_start(&intent(), &recipe.id, Some(&mia), "make the jacket red")
        .await
        .unwrap();
    let waiting = wait_run(&core, &run.id, RunState::WaitingForPick).await;
    let picked = waiting.steps[0].results[0].clone();
    core.recipe_run_pick(&run.id, 0, &picked.id).await.unwrap();
    let done = wait_run(&core, &run.id, RunState::Done).await;
    let edit = core.job_get(&done.steps[1].jobs[0]).unwrap().unwrap();
    assert_eq!(
        edit.reference.and_then(|r| r.edited_from),
        Some(picked.id.clone()),
        "the edit is of the picked picture, not a face"
    );
    let joined = &done.steps[4].results[0];
    assert_eq!(joined.kind, MediaKind::Video);
    core.shutdown().await;
}
