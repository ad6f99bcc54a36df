//! The generic polling loop shared by every job kind.

use super::{JobUpdate, PollConfig};
use crate::error::{Error, Result};
use futures::future::BoxFuture;
use futures::Stream;
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::time::Duration;
use tokio::time::Instant;

/// Fetches the current state of the given pending job ids.
pub(crate) type Fetch =
    Box<dyn FnMut(Vec<String>) -> BoxFuture<'static, Result<Vec<JobUpdate>>> + Send>;

struct State {
    fetch: Fetch,
    cfg: PollConfig,
    started: Option<Instant>,
    delay: Duration,
    pending: BTreeSet<String>,
    last: HashMap<String, JobUpdate>,
    buffer: VecDeque<Result<JobUpdate>>,
    done: bool,
}

/// Polls until every id is terminal, emitting changed updates. Transient errors are emitted and
/// polling goes on; other errors are emitted and end the stream.
pub(crate) fn run(
    ids: Vec<String>,
    cfg: PollConfig,
    fetch: Fetch,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    let state = State {
        fetch,
        cfg,
        started: None,
        delay: cfg.interval,
        pending: ids.into_iter().collect(),
        last: HashMap::new(),
        buffer: VecDeque::new(),
        done: false,
    };
    futures::stream::unfold(state, |mut st| async move {
        loop {
            if let Some(item) = st.buffer.pop_front() {
                return Some((item, st));
            }
            if st.done || st.pending.is_empty() {
                return None;
            }
            let now = Instant::now();
            match st.started {
                None => st.started = Some(now),
                Some(start) => {
                    let elapsed = now.saturating_duration_since(start);
                    if st.cfg.timeout.is_some_and(|t| elapsed >= t) {
                        st.done = true;
                        return Some((Err(Error::Timeout), st));
                    }
                    st.delay = st.cfg.next_delay(elapsed, st.delay);
                    tokio::time::sleep(st.delay).await;
                }
            }
            let ids: Vec<String> = st.pending.iter().cloned().collect();
            match (st.fetch)(ids).await {
                Ok(updates) => {
                    for u in updates {
                        if !st.pending.contains(&u.id) {
                            continue;
                        }
                        if u.is_terminal() {
                            st.pending.remove(&u.id);
                        }
                        if st.last.get(&u.id) != Some(&u) {
                            st.last.insert(u.id.clone(), u.clone());
                            st.buffer.push_back(Ok(u));
                        }
                    }
                }
                Err(e) if e.is_transient() => st.buffer.push_back(Err(e)),
                Err(e) => {
                    st.done = true;
                    st.buffer.push_back(Err(e));
                }
            }
        }
    })
}
