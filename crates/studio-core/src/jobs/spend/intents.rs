//! Exactly once per intent. Every submission carries an intent id made by the window when a person
//! presses a spend button; a double click, a repeated Enter or a press while the first is being sent
//! arrive with the same id. The first runs the pipeline; the others wait for it and get its answer.
//! The id is stored with each job it made, so after a restart a repeat finds the jobs in the library
//! and sends nothing either.

use crate::base::error::{CoreError, Result};
use crate::base::lock;
use crate::jobs::Jobs;
use media_api::say;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::OnceCell;

/// The longest intent id accepted (the window sends a UUID).
pub const INTENT_MAX: usize = 100;
/// How long an answer is kept in memory (the library keeps the jobs for good).
const KEEP: Duration = Duration::from_secs(15 * 60);

type Answer = Result<Vec<String>>;
/// When an intent was first seen, and its answer once there is one.
type Seen = (Instant, Arc<OnceCell<Answer>>);

/// Intents seen by this run, with their answers (job ids, or the error the first attempt met).
#[derive(Default)]
pub(crate) struct Intents {
    seen: Mutex<HashMap<String, Seen>>,
}

impl Intents {
    fn cell(&self, intent: &str) -> Arc<OnceCell<Answer>> {
        let mut seen = lock(&self.seen);
        let now = Instant::now();
        seen.retain(|_, (at, cell)| now.duration_since(*at) < KEEP || !cell.initialized());
        seen.entry(intent.to_string())
            .or_insert_with(|| (now, Arc::new(OnceCell::new())))
            .1
            .clone()
    }
}

/// Refuses an empty or oversized intent id before anything else happens.
pub(crate) fn check(intent: &str) -> Result<&str> {
    let intent = intent.trim();
    if intent.is_empty() || intent.len() > INTENT_MAX || intent.chars().any(char::is_control) {
        return Err(CoreError::validation(
            "intent",
            say!(
                "intents.request_has_no_valid",
                "This request has no valid submission id; press the button again"
            ),
        ));
    }
    Ok(intent)
}

/// Runs `submit` once for `intent` and answers every repeat with its outcome: the ids of the jobs it
/// saved (in order). A repeat after a restart is answered from the library.
pub(crate) async fn once<F, Fut>(jobs: &Jobs, intent: &str, submit: F) -> Answer
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Answer>,
{
    let intent = check(intent)?;
    let cell = jobs.intents.cell(intent);
    cell.get_or_init(|| async {
        let known = jobs.store.jobs_of_intent(intent)?;
        if !known.is_empty() {
            return Ok(known);
        }
        submit().await
    })
    .await
    .clone()
}
