//! Shared state of one sandbox: the persistent store behind a mutex, the virtual clock, logs and faults.

pub mod accounts;
pub mod jobs;
pub mod model;
pub mod persist;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::http::faults::Fault;
use crate::media::store::MediaStore;
use model::{Account, Character, ImageRec, Job, KeyRec, VideoRec};

/// Everything that survives a restart with `--data DIR`.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Store {
    pub rng: u64,
    pub clock_offset_ms: i64,
    pub accounts: BTreeMap<String, Account>,
    pub keys: Vec<KeyRec>,
    pub jobs: BTreeMap<String, Job>,
    pub characters: BTreeMap<String, Character>,
    pub images: BTreeMap<String, ImageRec>,
    pub videos: BTreeMap<String, VideoRec>,
    /// Media origins of earlier runs on this data directory (most recent last).
    #[serde(default)]
    pub media_origins: Vec<String>,
}

impl Store {
    pub fn new_id(&mut self, prefix: &str) -> String {
        format!("{prefix}_{}", crate::util::random_token(&mut self.rng, 16))
    }
}

/// Virtual clock: real elapsed time plus whatever `/__sandbox/clock/advance` added.
#[derive(Debug)]
pub struct Clock {
    start: Instant,
    start_unix_ms: i64,
    offset_ms: AtomicI64,
}

impl Clock {
    pub fn new(offset_ms: i64) -> Self {
        Clock {
            start: Instant::now(),
            start_unix_ms: crate::util::real_unix_ms(),
            offset_ms: AtomicI64::new(offset_ms),
        }
    }
    pub fn now_ms(&self) -> i64 {
        self.start_unix_ms
            + self.start.elapsed().as_millis() as i64
            + self.offset_ms.load(Ordering::SeqCst)
    }
    pub fn advance(&self, ms: i64) -> i64 {
        self.offset_ms.fetch_add(ms, Ordering::SeqCst) + ms
    }
    pub fn offset_ms(&self) -> i64 {
        self.offset_ms.load(Ordering::SeqCst)
    }
}

/// Request logs keep at most this many entries (the oldest half is dropped when full).
pub const LOG_CAP: usize = 20_000;

/// One request to the main listener as `/__sandbox/requests` shows it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestLog {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub credits_charged: i64,
    pub faulted: bool,
    /// Wall-clock milliseconds since the Unix epoch when the request arrived (for rates).
    pub at_ms: u64,
}

/// One request to the media listener.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MediaLog {
    pub path: String,
    pub had_auth_header: bool,
    pub status: u16,
    /// The request's Range header, when it asked for part of the file.
    pub range: Option<String>,
}

pub struct Sandbox {
    store: Mutex<Store>,
    pub clock: Clock,
    pub media: MediaStore,
    pub job_ms: i64,
    pub requests: Mutex<Vec<RequestLog>>,
    pub media_requests: Mutex<Vec<MediaLog>>,
    pub faults: Mutex<Vec<Fault>>,
    pub persister: Option<persist::Persister>,
    /// Limits concurrent ffmpeg/image renders (2 cores).
    pub render_slots: tokio::sync::Semaphore,
    pub profile: crate::Profile,
    /// The control interface answers (`SandboxConfig::control`).
    pub control: bool,
}

pub type Shared = Arc<Sandbox>;

impl Sandbox {
    pub fn new(
        store: Store,
        media: MediaStore,
        job_ms: i64,
        persister: Option<persist::Persister>,
        profile: crate::Profile,
        control: bool,
    ) -> Self {
        let clock = Clock::new(store.clock_offset_ms);
        Sandbox {
            store: Mutex::new(store),
            clock,
            media,
            job_ms,
            requests: Mutex::new(Vec::new()),
            media_requests: Mutex::new(Vec::new()),
            faults: Mutex::new(Vec::new()),
            persister,
            render_slots: tokio::sync::Semaphore::new(2),
            profile,
            control,
        }
    }

    /// Locks the store for reading or writing; never held across an await.
    pub fn lock(&self) -> MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs a mutation and schedules a snapshot.
    pub fn mutate<R>(&self, f: impl FnOnce(&mut Store) -> R) -> R {
        let r = {
            let mut store = self.lock();
            let r = f(&mut store);
            store.clock_offset_ms = self.clock.offset_ms();
            r
        };
        self.mark_dirty();
        r
    }

    pub fn mark_dirty(&self) {
        if let Some(p) = &self.persister {
            p.mark_dirty();
        }
    }

    pub fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Serialises the store (for snapshots).
    pub fn snapshot_json(&self) -> Vec<u8> {
        let mut store = self.lock();
        store.clock_offset_ms = self.clock.offset_ms();
        serde_json::to_vec(&*store).unwrap_or_default()
    }
}

pub fn lock_vec<T>(m: &Mutex<Vec<T>>) -> MutexGuard<'_, Vec<T>> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
