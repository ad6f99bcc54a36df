//! Jobs alike (same kind, provider and size) sent within a few seconds of each other tend to finish
//! together. Of such a cohort only the oldest running job (its leader) is asked at the usual pace
//! (a little more often, as it answers for many); the others are asked all at once when one finishes,
//! and on their own only now and then. Twelve tracks sent together cost about one track's polling,
//! not twelve.

use crate::store::JobRow;
use std::collections::{HashMap, HashSet};
use std::time::Duration;
use tokio::time::Instant;

/// Jobs first seen within this of their leader belong to its cohort.
pub(crate) const SPAN: Duration = Duration::from_secs(10);
/// A follower's interval is this many times the usual one.
pub(crate) const FOLLOWER_SLOWER: u32 = 3;

/// What makes two jobs alike: kind, provider, and the size the service works on.
pub(crate) fn key(j: &JobRow) -> String {
    let size = ["duration", "numImages", "slideCount"]
        .iter()
        .filter_map(|k| j.request.get(*k))
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(",");
    format!("{:?}/{}/{size}", j.kind, j.provider)
}

/// Whether `a` and `b` are of one cohort.
pub(crate) fn alike(a: &JobRow, b: &JobRow, born: &HashMap<String, Instant>) -> bool {
    let (Some(&x), Some(&y)) = (born.get(&a.id), born.get(&b.id)) else {
        return false;
    };
    key(a) == key(b) && x.max(y).saturating_duration_since(x.min(y)) <= SPAN
}

/// The cohorts among `jobs`: who follows, and how many jobs each leader answers for (itself included).
#[derive(Debug, Default)]
pub(crate) struct Cohorts {
    pub followers: HashSet<String>,
    pub led: HashMap<String, usize>,
}

/// Groups `jobs` into cohorts (every job of a cohort but its leader follows).
pub(crate) fn cohorts(jobs: &[&JobRow], born: &HashMap<String, Instant>) -> Cohorts {
    let mut groups: HashMap<String, Vec<(Instant, &str)>> = HashMap::new();
    for j in jobs {
        if let Some(&b) = born.get(&j.id) {
            groups.entry(key(j)).or_default().push((b, j.id.as_str()));
        }
    }
    let mut out = Cohorts::default();
    for mut g in groups.into_values() {
        g.sort();
        let Some(&(leader, leader_id)) = g.first() else {
            continue;
        };
        let mut size = 1;
        for &(b, id) in &g[1..] {
            if b.saturating_duration_since(leader) <= SPAN {
                out.followers.insert(id.to_string());
                size += 1;
            }
        }
        out.led.insert(leader_id.to_string(), size);
    }
    out
}
