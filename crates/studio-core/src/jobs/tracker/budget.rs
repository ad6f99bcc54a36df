//! The request budget every poll shares: at most `per_minute` requests in any rolling minute; routine
//! checks take at most the part of the minute not kept for follow-ups, spread evenly over it, so a
//! burst of follow-ups (many jobs finishing at once) never holds up the lists that spot the next ones;
//! and one backoff for all of them after the service says it is busy (429 or 503), honouring its
//! Retry-After. Time is passed in, so the rules are tested without waiting.

use std::collections::VecDeque;
use std::time::Duration;
use tokio::time::Instant;

const WINDOW: Duration = Duration::from_secs(60);
/// Backoff after a 429/503 without Retry-After: 5 s, doubling per strike, at most 2 minutes.
const FIRST_BACKOFF: Duration = Duration::from_secs(5);
const MAX_BACKOFF: Duration = Duration::from_secs(120);
/// A Retry-After longer than this is capped (a broken header must not stop polling for a day).
const MAX_RETRY_AFTER: Duration = Duration::from_secs(600);

#[derive(Debug)]
pub(crate) struct Budget {
    per_minute: usize,
    /// Kept for follow-ups ([`Budget::take_now`]): routine checks use the rest.
    reserve: usize,
    /// Every request of the last minute, and whether it was routine.
    sent: VecDeque<(Instant, bool)>,
    paused_until: Option<Instant>,
    strikes: u32,
}

impl Budget {
    /// `per_minute` requests in any rolling minute, spread evenly (one per 60 s / `per_minute`); a
    /// sixth of them is kept for follow-ups.
    pub fn new(per_minute: u32) -> Budget {
        let per_minute = per_minute.max(1) as usize;
        Budget {
            per_minute,
            reserve: per_minute / 6,
            sent: VecDeque::new(),
            paused_until: None,
            strikes: 0,
        }
    }

    /// Keeps `n` requests of every minute for follow-ups (between a sixth and two fifths of the
    /// budget): as many as the jobs that may finish together and then each need one.
    pub fn keep_for_follow_ups(&mut self, n: usize) {
        self.reserve = n.clamp(self.per_minute / 6, self.per_minute * 2 / 5);
    }

    fn forget_old(&mut self, now: Instant) {
        while let Some(&(t, _)) = self.sent.front() {
            if now.saturating_duration_since(t) >= WINDOW {
                self.sent.pop_front();
            } else {
                break;
            }
        }
    }

    /// When the next request may go (now or later).
    pub fn next_free(&mut self, now: Instant) -> Instant {
        self.next_free_leaving(now, self.reserve)
    }

    /// When the next routine request may go that leaves `reserve` requests of the minute to
    /// follow-ups: the routine ones of the minute stay under the rest and are spread evenly over it,
    /// and all of them under the whole budget.
    fn next_free_leaving(&mut self, now: Instant, reserve: usize) -> Instant {
        self.forget_old(now);
        let mut at = now;
        if let Some(p) = self.paused_until {
            at = at.max(p);
        }
        let allowance = self.per_minute.saturating_sub(reserve).max(1);
        let routine: Vec<Instant> = self.sent.iter().filter(|s| s.1).map(|s| s.0).collect();
        if let Some(&last) = routine.last() {
            at = at.max(last + WINDOW / allowance as u32);
        }
        if routine.len() >= allowance {
            at = at.max(routine[routine.len() - allowance] + WINDOW);
        }
        if self.sent.len() >= self.per_minute {
            at = at.max(self.sent[self.sent.len() - self.per_minute].0 + WINDOW);
        }
        at
    }

    /// Takes one request from the budget if it may go now.
    pub fn take(&mut self, now: Instant) -> bool {
        if self.next_free(now) > now {
            return false;
        }
        self.sent.push_back((now, true));
        true
    }

    /// Takes one request for a check that only goes with budget to spare: it leaves a further sixth
    /// of the minute for routine checks.
    pub fn take_spare(&mut self, now: Instant) -> bool {
        let reserve = self.reserve + self.per_minute / 6;
        if self.next_free_leaving(now, reserve) > now {
            return false;
        }
        self.sent.push_back((now, true));
        true
    }

    /// Takes one request for a follow-up that should not wait its turn (a finished job's details):
    /// the rolling minute and a pause still hold, the even spacing does not.
    pub fn take_now(&mut self, now: Instant) -> bool {
        self.forget_old(now);
        if self.paused_until.is_some_and(|p| p > now) || self.sent.len() >= self.per_minute {
            return false;
        }
        self.sent.push_back((now, false));
        true
    }

    /// The service said it is busy: every poll waits `retry_after` (when said) or a growing backoff.
    pub fn back_off(&mut self, now: Instant, retry_after: Option<Duration>) {
        self.strikes = self.strikes.saturating_add(1);
        let wait = match retry_after {
            Some(ra) => ra.min(MAX_RETRY_AFTER),
            None => {
                let doublings = self.strikes.saturating_sub(1).min(10);
                (FIRST_BACKOFF * 2u32.pow(doublings)).min(MAX_BACKOFF)
            }
        };
        let until = now + wait;
        self.paused_until = Some(self.paused_until.map_or(until, |p| p.max(until)));
    }

    /// A request was answered normally: the backoff starts from the beginning next time.
    pub fn recovered(&mut self) {
        self.strikes = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent_in_any_minute(times: &[Instant]) -> usize {
        times
            .iter()
            .map(|&t| times.iter().filter(|&&u| u >= t && u < t + WINDOW).count())
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn never_more_than_the_budget_in_any_rolling_minute_and_evenly_spread() {
        let start = Instant::now();
        let mut b = Budget::new(60);
        let mut times = vec![];
        // Try every 100 ms for five minutes.
        for i in 0..3000u64 {
            let now = start + Duration::from_millis(i * 100);
            if b.take(now) {
                times.push(now);
            }
        }
        // Routine checks use five sixths of the budget...
        let most = sent_in_any_minute(&times);
        assert!(most <= 50, "{most}");
        assert!(
            times.len() >= 245,
            "the budget is used, not wasted: {}",
            times.len()
        );
        for w in times.windows(2) {
            assert!(w[1] - w[0] >= Duration::from_secs(1));
        }
        // ...the rest is there for follow-ups, up to the whole minute's budget.
        let now = start + Duration::from_millis(3000 * 100);
        let mut more = 0;
        while b.take_now(now) {
            more += 1;
        }
        assert!(more >= 10, "{more}");
    }

    #[test]
    fn a_burst_of_follow_ups_does_not_hold_up_routine_checks() {
        let start = Instant::now();
        let mut b = Budget::new(60);
        b.keep_for_follow_ups(24);
        let mut times = vec![];
        for i in 0..600u64 {
            let now = start + Duration::from_millis(i * 100);
            if b.take(now) {
                times.push(now);
            }
        }
        // 24 jobs finish at once: each gets its follow-up.
        let burst = start + Duration::from_secs(60);
        for _ in 0..24 {
            assert!(b.take_now(burst));
            times.push(burst);
        }
        // The lists go on at their pace (one within two seconds), and the minute stays in budget.
        let next = (0..20u64)
            .map(|i| burst + Duration::from_millis(i * 100))
            .find(|&t| b.take(t));
        assert!(
            next.is_some(),
            "routine checks wait for the follow-ups to age out"
        );
        times.push(next.unwrap());
        for i in 0..1200u64 {
            let now = burst + Duration::from_millis(2000 + i * 100);
            if b.take(now) {
                times.push(now);
            }
        }
        assert!(
            sent_in_any_minute(&times) <= 60,
            "{}",
            sent_in_any_minute(&times)
        );
    }

    #[test]
    fn follow_ups_skip_the_spacing_but_not_the_minute_or_a_pause() {
        let start = Instant::now();
        let mut b = Budget::new(6);
        assert!(b.take(start));
        assert!(!b.take(start));
        assert!((0..5).all(|_| b.take_now(start)));
        assert!(!b.take_now(start), "the minute is full");
        let later = start + WINDOW;
        b.back_off(later, Some(Duration::from_secs(5)));
        assert!(!b.take_now(later));
        assert!(b.take_now(later + Duration::from_secs(5)));
    }

    #[test]
    fn retry_after_pauses_every_request_and_a_missing_one_backs_off_growing() {
        let start = Instant::now();
        let mut b = Budget::new(600);
        assert!(b.take(start));
        b.back_off(start, Some(Duration::from_secs(7)));
        assert!(!b.take(start + Duration::from_secs(6)));
        assert_eq!(b.next_free(start), start + Duration::from_secs(7));
        assert!(b.take(start + Duration::from_secs(7)));
        // Without Retry-After: 5 s, then 10 s (a second strike), then reset after a normal answer.
        let t = start + Duration::from_secs(100);
        b.recovered();
        b.back_off(t, None);
        assert_eq!(b.next_free(t), t + Duration::from_secs(5));
        b.back_off(t, None);
        assert_eq!(b.next_free(t), t + Duration::from_secs(10));
        b.recovered();
        let t2 = t + Duration::from_secs(50);
        b.back_off(t2, None);
        assert_eq!(b.next_free(t2), t2 + Duration::from_secs(5));
        // An absurd Retry-After is capped at 10 minutes.
        let t3 = t2 + Duration::from_secs(50);
        b.back_off(t3, Some(Duration::from_secs(86_400)));
        assert_eq!(b.next_free(t3), t3 + MAX_RETRY_AFTER);
    }
}
