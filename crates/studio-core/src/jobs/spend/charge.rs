//! What a job really cost, where the service says so: its own figure (a slideshow's `creditsCost`),
//! kept in the job's result as `charged` (`chargedFrom: "service"`). The balance just before and just
//! after a send that no other send overlapped is kept too, as what it is: `balanceDrop`, how far the
//! balance went down around the send (the spec does not say when a charge is made, so it is not called
//! the charge). Otherwise only the estimate is known, and the window says "Estimated".

use crate::jobs::Jobs;
use serde_json::{json, Value};
use std::sync::atomic::Ordering;

/// The sends in flight and how many have started, to tell whether a balance change was this send's alone.
#[derive(Default)]
pub(crate) struct Sends {
    started: std::sync::atomic::AtomicU64,
    in_flight: std::sync::atomic::AtomicU32,
}

/// One send being watched. It counts as in flight until dropped: a send that failed, or whose job could
/// not be saved, stops counting too, so later sends can still be measured alone.
pub(crate) struct Watch<'a> {
    sends: &'a Sends,
    before: Option<f64>,
    alone: bool,
    started: u64,
}

impl Drop for Watch<'_> {
    fn drop(&mut self) {
        self.sends.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

impl<'a> Watch<'a> {
    pub fn start(jobs: &'a Jobs) -> Watch<'a> {
        let alone = jobs.sends.in_flight.fetch_add(1, Ordering::SeqCst) == 0;
        let started = jobs.sends.started.fetch_add(1, Ordering::SeqCst) + 1;
        // The preflight has just read the balance fresh.
        let before = jobs.session.cached_credits().map(|b| b.credits);
        Watch {
            sends: &jobs.sends,
            before,
            alone,
            started,
        }
    }

    /// What to keep in the job's result once the send answered: `charged` (the service's figure) or
    /// `balanceDrop`.
    pub fn finish(
        self,
        after: Option<f64>,
        reported: Option<u32>,
        estimated: u32,
    ) -> Option<Value> {
        if let Some(c) = reported {
            return Some(json!({ "charged": c, "chargedFrom": "service" }));
        }
        let alone = self.alone && self.sends.started.load(Ordering::SeqCst) == self.started;
        let (Some(before), Some(after)) = (self.before, after) else {
            return None;
        };
        let moved = before - after;
        // A drop that is not a whole number of credits, or none while credits were expected (a service
        // may charge later), says nothing certain: the estimate stands.
        if !alone || moved < 0.0 || moved.fract() != 0.0 || (moved == 0.0 && estimated > 0) {
            return None;
        }
        Some(json!({ "balanceDrop": moved as u32 }))
    }
}

/// How far the balance went down around a job's send, if that was measured.
pub(crate) fn balance_drop_of(result: &Option<Value>) -> Option<u32> {
    result
        .as_ref()?
        .get("balanceDrop")?
        .as_u64()
        .map(|c| c.min(u32::MAX as u64) as u32)
}

/// The charge the service reported for a job, if it did.
pub(crate) fn charged_of(result: &Option<Value>) -> Option<u32> {
    result
        .as_ref()?
        .get("charged")?
        .as_u64()
        .map(|c| c.min(u32::MAX as u64) as u32)
}
