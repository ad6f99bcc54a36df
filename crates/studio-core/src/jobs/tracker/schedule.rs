//! What to ask the service next, within the [`Budget`]: one jobs list for every image job, one video
//! library listing that spots finished videos and avatars, a status check per music track and
//! slideshow, and per-job video checks only now and then (for progress and failures). Each check is
//! due again after an interval that grows with the age of the youngest job it serves; when more is
//! due than the budget allows, the check asked least recently goes first, so every job gets its turn.
//! Follow-ups (a finished job's details, which of the videos that just appeared is whose, the
//! siblings of a job that just finished) go before everything else.

use super::budget::Budget;
use super::cohort;
use crate::base::model::{JobKind, JobState};
use crate::store::JobRow;
use std::collections::{HashMap, HashSet, VecDeque};
use std::time::Duration;
use tokio::time::Instant;

/// A check answering for this many jobs or more is asked more often ([`Schedule::interval_serving`]).
const SEVERAL: usize = 3;

/// One request the tracker may send.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Check {
    /// `GET /api/user/jobs?includeRecent=true`: every image job, and the free slots of the queue.
    ImageJobs,
    /// `GET /api/user/images?imageType=video&showAll=true`: spots finished videos and avatars.
    VideoLibrary,
    /// One job's own status (by local job id).
    Job(String),
    /// `GET /api/user/credits` after results were saved.
    Credits,
}

#[derive(Debug)]
pub(crate) struct Schedule {
    /// The shortest interval (the spec advises 2 to 3 s).
    base: Duration,
    /// The longest interval of a check that can see a job finish.
    cap: Duration,
    /// Per-job video checks: at most this often, and only with budget to spare...
    video_every: Duration,
    /// ...unless one is this overdue.
    video_overdue: Duration,
    /// A cohort's follower waits for budget to spare unless it was last asked this long ago.
    follower_overdue: Duration,
    pub budget: Budget,
    last: HashMap<Check, Instant>,
    born: HashMap<String, Instant>,
    urgent: VecDeque<Check>,
    /// Image jobs the jobs list does not show (not listed yet, or finished long ago).
    unlisted: HashSet<String>,
    /// Video ids in the last library listing (`None` before the first one).
    seen_videos: Option<HashSet<String>>,
    /// Videos that appeared and no job has claimed yet, with when they appeared.
    unclaimed: Vec<(String, Instant)>,
    credits_since: Option<Instant>,
}

/// Kinds whose jobs the tracker follows at the service.
fn followed(j: &JobRow) -> bool {
    // A video the service accepted without naming it is followed by the listing (its baseline); a
    // job whose answer was lost is looked up where the spec gives a way.
    (j.remote_id.is_some()
        || (is_video(j.kind) && baseline(j).is_some())
        || crate::jobs::spend::lookup::being_looked_up(j))
        && matches!(
            j.status,
            JobState::Pending | JobState::Processing | JobState::Submitting
        )
}

/// The video ids listed before the job was sent (`video::baseline`).
fn baseline(j: &JobRow) -> Option<HashSet<String>> {
    let b = j.result.as_ref()?.get("videoBaseline")?;
    serde_json::from_value(b.clone()).ok()
}

/// The class of a check that is routine only when long overdue.
fn overdue_or_spare(overdue: bool) -> u8 {
    if overdue {
        1
    } else {
        2
    }
}

pub(super) fn is_video(kind: JobKind) -> bool {
    matches!(kind, JobKind::Video | JobKind::Avatar)
}

impl Schedule {
    pub fn new(base: Duration, per_minute: u32) -> Schedule {
        Schedule {
            base,
            cap: base * 5,
            video_every: base * 24,
            video_overdue: base * 120,
            follower_overdue: base * 24,
            budget: Budget::new(per_minute),
            last: HashMap::new(),
            born: HashMap::new(),
            urgent: VecDeque::new(),
            unlisted: HashSet::new(),
            seen_videos: None,
            unclaimed: Vec::new(),
            credits_since: None,
        }
    }

    /// The wait between two checks for a job of this age: the base interval for young jobs, then a
    /// fifth of the age, at most `cap`.
    pub fn interval(&self, age: Duration) -> Duration {
        (age / 5).clamp(self.base, self.cap)
    }

    /// The wait between two asks of a check that answers for `serves` jobs: one that answers for
    /// several (a list, a cohort's leader) is asked more often, at most every 3.5 base intervals, so
    /// that many finished jobs are seen soon.
    fn interval_serving(&self, age: Duration, serves: usize) -> Duration {
        let i = self.interval(age);
        if serves >= SEVERAL {
            i.min(self.base * 7 / 2)
        } else {
            i
        }
    }

    /// What may be sent now, in order; each takes one request from the budget.
    pub fn plan(&mut self, now: Instant, active: &[JobRow], waiting: bool) -> Vec<Check> {
        let jobs: Vec<&JobRow> = active.iter().filter(|j| followed(j)).collect();
        let ids: HashSet<&str> = jobs.iter().map(|j| j.id.as_str()).collect();
        for j in &jobs {
            self.born.entry(j.id.clone()).or_insert(now);
        }
        self.born.retain(|id, _| ids.contains(id.as_str()));
        self.unlisted.retain(|id| ids.contains(id.as_str()));
        self.last.retain(|c, _| match c {
            Check::Job(id) => ids.contains(id.as_str()),
            _ => true,
        });
        self.urgent.retain(|c| match c {
            Check::Job(id) => ids.contains(id.as_str()),
            _ => true,
        });
        self.hunt_unclaimed_videos(&jobs);

        // (check, due, class): 0 = in its turn; 1 = long overdue, one per round in its turn (so a
        // cohort's followers coming due together never crowd out the lists); 2 = only with budget to
        // spare.
        let mut due: Vec<(Check, Instant, u8)> = Vec::new();
        let youngest = |f: &dyn Fn(&JobRow) -> bool| -> Option<Duration> {
            jobs.iter()
                .filter(|j| f(j))
                .map(|j| now.saturating_duration_since(self.born[&j.id]))
                .min()
        };
        let count = |f: &dyn Fn(&JobRow) -> bool| jobs.iter().filter(|j| f(j)).count();
        if let Some(age) = youngest(&|j| j.kind == JobKind::Image) {
            let serves = count(&|j| j.kind == JobKind::Image);
            let at = self.next(&Check::ImageJobs, age, serves, now);
            due.push((Check::ImageJobs, at, 0));
        } else if waiting {
            let at = self.next(&Check::ImageJobs, self.cap, 1, now);
            due.push((Check::ImageJobs, at, 0));
        }
        if let Some(age) = youngest(&|j| is_video(j.kind)) {
            let serves = count(&|j| is_video(j.kind));
            let at = self.next(&Check::VideoLibrary, age, serves, now);
            due.push((Check::VideoLibrary, at, 0));
        }
        let own: Vec<&JobRow> = jobs
            .iter()
            .copied()
            .filter(|j| match j.kind {
                JobKind::Image => self.unlisted.contains(&j.id),
                k => !is_video(k),
            })
            .collect();
        let cohorts = cohort::cohorts(&own, &self.born);
        // Jobs sent together finish together, and each may then need one request of its own.
        self.budget.keep_for_follow_ups(jobs.len());
        for j in &jobs {
            let check = Check::Job(j.id.clone());
            let age = now.saturating_duration_since(self.born[&j.id]);
            if own.iter().any(|o| o.id == j.id) {
                let serves = cohorts.led.get(&j.id).copied().unwrap_or(1);
                let mut at = self.next(&check, age, serves, now);
                let mut class = 0;
                if cohorts.followers.contains(&j.id) {
                    // A follower is asked when its leader finishes; on its own only with budget to
                    // spare, unless it has waited long.
                    let t = self.last.get(&check).copied().unwrap_or(self.born[&j.id]);
                    at = t + self.interval(age) * cohort::FOLLOWER_SLOWER;
                    class =
                        overdue_or_spare(now.saturating_duration_since(t) >= self.follower_overdue);
                }
                due.push((check.clone(), at, class));
            } else if is_video(j.kind) {
                let last = self.last.get(&check).copied().unwrap_or(self.born[&j.id]);
                let class =
                    overdue_or_spare(now.saturating_duration_since(last) >= self.video_overdue);
                due.push((check, last + self.video_every, class));
            }
        }
        if let Some(since) = self.credits_since {
            let class = overdue_or_spare(now.saturating_duration_since(since) >= self.cap * 3);
            due.push((Check::Credits, since + self.base, class));
        }

        let mut out = Vec::new();
        // How a check takes from the budget: a follow-up at once, a routine one in its turn, a spare
        // one only with budget to spare.
        #[derive(PartialEq)]
        enum Way {
            Now,
            Routine,
            Spare,
        }
        let mut take = |c: Check, s: &mut Self, way: Way| -> bool {
            if out.contains(&c) {
                return true;
            }
            let ok = match way {
                Way::Now => s.budget.take_now(now),
                Way::Routine => s.budget.take(now),
                Way::Spare => s.budget.take_spare(now),
            };
            if !ok {
                return false;
            }
            s.last.insert(c.clone(), now);
            out.push(c);
            true
        };
        while let Some(c) = self.urgent.front().cloned() {
            if !take(c, self, Way::Now) {
                return out;
            }
            self.urgent.pop_front();
        }
        let mut ready: Vec<(Check, Instant, u8)> =
            due.into_iter().filter(|(_, at, _)| *at <= now).collect();
        // Normal before spare; within a class, the one asked least recently first.
        ready.sort_by_key(|(c, _, class)| (*class, self.asked(c)));
        let mut overdue_taken = false;
        for (c, _, class) in ready {
            let credits = c == Check::Credits;
            let way = match class {
                0 => Way::Routine,
                1 if !overdue_taken => {
                    overdue_taken = true;
                    Way::Routine
                }
                1 => continue,
                _ => Way::Spare,
            };
            if !take(c, self, way) {
                break;
            }
            if credits {
                self.credits_since = None;
            }
        }
        out
    }

    /// When `c` was last asked (a job never asked: when it was first seen; a list never asked:
    /// `None`, before everything).
    fn asked(&self, c: &Check) -> Option<Instant> {
        self.last.get(c).copied().or_else(|| match c {
            Check::Job(id) => self.born.get(id).copied(),
            _ => None,
        })
    }

    /// When `c` is due: an interval after it was last asked. Never asked: a list at once, a job one
    /// base interval after it was first seen (it was just sent).
    fn next(&self, c: &Check, age: Duration, serves: usize, now: Instant) -> Instant {
        match (self.last.get(c), c) {
            (Some(&t), _) => t + self.interval_serving(age, serves),
            (None, Check::Job(id)) => self.born.get(id).map_or(now, |&b| b + self.base),
            (None, _) => now,
        }
    }

    /// When the next tick has something to do (a check falling due, or the budget freeing).
    pub fn next_wake(&mut self, now: Instant) -> Instant {
        self.budget.next_free(now).max(now + self.base / 5)
    }

    /// A check must go first at the next chance.
    pub fn urgent(&mut self, c: Check) {
        if !self.urgent.contains(&c) {
            self.urgent.push_back(c);
        }
    }

    /// The jobs list did (or did not) show this image job.
    pub fn set_listed(&mut self, job: &str, listed: bool) {
        if listed {
            self.unlisted.remove(job);
        } else {
            self.unlisted.insert(job.to_string());
        }
    }

    /// Results were saved: the balance is read again (once, when the budget allows).
    pub fn want_credits(&mut self, now: Instant) {
        self.credits_since.get_or_insert(now);
    }

    /// A job finished: the others of its cohort are likely done too, and are asked next.
    pub fn finished(&mut self, now: Instant, done: &JobRow, active: &[JobRow]) {
        if is_video(done.kind) {
            return; // the library listing spots those
        }
        for j in active.iter().filter(|j| followed(j) && j.id != done.id) {
            let own = j.kind != JobKind::Image || self.unlisted.contains(&j.id);
            let recent = self
                .last
                .get(&Check::Job(j.id.clone()))
                .is_some_and(|&t| now.saturating_duration_since(t) < self.base);
            if own && !recent && cohort::alike(done, j, &self.born) {
                self.urgent(Check::Job(j.id.clone()));
            }
        }
    }

    /// A library listing: videos not seen before are looked for among the video jobs.
    pub fn videos_listed(&mut self, now: Instant, ids: HashSet<String>, active: &[JobRow]) {
        match &self.seen_videos {
            Some(seen) => {
                for id in ids.difference(seen) {
                    self.unclaimed.push((id.clone(), now));
                }
            }
            // The first listing of this run: a video missing from a job's baseline (the listing
            // taken before it was sent) may be its; a job without a baseline is asked once.
            None => {
                let mut fresh: HashSet<String> = HashSet::new();
                for j in active.iter().filter(|j| followed(j) && is_video(j.kind)) {
                    match baseline(j) {
                        Some(b) => fresh.extend(ids.iter().filter(|i| !b.contains(*i)).cloned()),
                        None => self.urgent(Check::Job(j.id.clone())),
                    }
                }
                self.unclaimed.extend(fresh.into_iter().map(|id| (id, now)));
            }
        }
        self.seen_videos = Some(ids);
    }

    /// A video job finished with this video: it is no longer looked for.
    pub fn video_claimed(&mut self, video_id: &str) {
        self.unclaimed.retain(|(id, _)| id != video_id);
    }

    /// For each unclaimed video, the oldest video job not asked since it appeared is asked; a video
    /// that every video job was asked about since it appeared belongs to none of them.
    fn hunt_unclaimed_videos(&mut self, jobs: &[&JobRow]) {
        let mut videos: Vec<&&JobRow> = jobs.iter().filter(|j| is_video(j.kind)).collect();
        videos.sort_by_key(|j| (self.born[&j.id], j.created_at.clone()));
        let asked_since = |s: &Self, id: &str, at: Instant| {
            s.last
                .get(&Check::Job(id.to_string()))
                .is_some_and(|&t| t >= at)
        };
        let unclaimed = std::mem::take(&mut self.unclaimed);
        let mut kept = Vec::new();
        let mut queued = 0usize;
        for (vid, at) in unclaimed {
            let candidates: Vec<&&&JobRow> = videos
                .iter()
                .filter(|j| !asked_since(self, &j.id, at))
                .collect();
            if candidates.is_empty() {
                continue;
            }
            if let Some(j) = candidates.get(queued) {
                self.urgent(Check::Job(j.id.clone()));
            }
            queued += 1;
            kept.push((vid, at));
        }
        self.unclaimed = kept;
    }
}

#[cfg(test)]
#[path = "schedule_tests.rs"]
mod tests;
