//! Where each job kind's state is read from.

use super::runner::{run, Fetch};
use super::{JobKind, JobUpdate, PollConfig};
use crate::error::{Error, Result};
use crate::ids::{ImageId, JobId, MusicId, SlideshowId};
use crate::types::common::JobStatus;
use crate::types::jobs::ImageJob;
use crate::types::library::{ImageType, LibraryImage, LibraryQuery};
use crate::Client;
use futures::{FutureExt, Stream};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

type Updates = Result<Vec<JobUpdate>>;

/// One image job.
pub fn image_job(
    client: &Client,
    id: &JobId,
    cfg: PollConfig,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    image_jobs(client, std::slice::from_ref(id), cfg)
}

/// Several image jobs, served by one `GET /api/user/jobs?includeRecent=true` per tick.
pub fn image_jobs(
    client: &Client,
    ids: &[JobId],
    cfg: PollConfig,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    let client = client.clone();
    let misses: Arc<Mutex<HashMap<String, u32>>> = Arc::default();
    let fetch: Fetch = Box::new(move |pending: Vec<String>| {
        let client = client.clone();
        let misses = misses.clone();
        async move { image_tick(&client, pending, &misses, cfg.missing_limit).await }.boxed()
    });
    run(ids.iter().map(|i| i.to_string()).collect(), cfg, fetch)
}

async fn image_tick(
    client: &Client,
    pending: Vec<String>,
    misses: &Mutex<HashMap<String, u32>>,
    limit: u32,
) -> Updates {
    let listed = client.jobs().list(true).await?;
    let mut out = Vec::new();
    for id in pending {
        let job_id = JobId::new(id.clone());
        if let Some(job) = listed.find(&job_id) {
            out.push(from_image_job(job));
            continue;
        }
        // Not listed (not yet, or finished more than 5 minutes ago): ask for the single job.
        match client.images().status(&job_id).await {
            Ok(s) if s.status.is_some() => {
                let mut u = JobUpdate::new(
                    JobKind::Image,
                    id.clone(),
                    s.status.unwrap_or(JobStatus::Pending),
                );
                u.progress = s.progress;
                u.error = s.error;
                u.media_id = s.image_id.map(|i| i.0);
                u.media_url = s.image_url;
                out.push(u);
            }
            Ok(_) | Err(Error::NotFound { .. }) => {
                let n = {
                    let mut m = misses.lock().unwrap_or_else(|p| p.into_inner());
                    let n = m.entry(id.clone()).or_insert(0);
                    *n += 1;
                    *n
                };
                if n >= limit {
                    let mut u = JobUpdate::new(JobKind::Image, id, JobStatus::Failed);
                    u.error = Some("The job could not be found any more".into());
                    out.push(u);
                }
            }
            Err(e) => return Err(e),
        }
    }
    Ok(out)
}

fn from_image_job(job: &ImageJob) -> JobUpdate {
    JobUpdate::from_image_job(job)
}

/// A music job (`GET /api/generate/music/{jobId}`).
pub fn music_job(
    client: &Client,
    id: &MusicId,
    cfg: PollConfig,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    let client = client.clone();
    let fetch: Fetch = Box::new(move |pending: Vec<String>| {
        let client = client.clone();
        async move {
            let mut out = Vec::new();
            for id in pending {
                let m = client.music().status(&MusicId::new(id.clone())).await?;
                out.push(JobUpdate::from_music_job(&id, &m));
            }
            Ok(out)
        }
        .boxed()
    });
    run(vec![id.to_string()], cfg, fetch)
}

/// A slideshow (`GET /api/slideshows/{id}`).
pub fn slideshow(
    client: &Client,
    id: &SlideshowId,
    cfg: PollConfig,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    let client = client.clone();
    let fetch: Fetch = Box::new(move |pending: Vec<String>| {
        let client = client.clone();
        async move {
            let mut out = Vec::new();
            for id in pending {
                let s = client
                    .slideshows()
                    .get(&SlideshowId::new(id.clone()))
                    .await?
                    .slideshow;
                let mut u = JobUpdate::from_slideshow(&s);
                u.id = id;
                out.push(u);
            }
            Ok(out)
        }
        .boxed()
    });
    run(vec![id.to_string()], cfg, fetch)
}

/// Ids of the videos in the library now: pass them to [`video_job_with_baseline`] (taken before
/// starting the job) so that the library fallback can recognise the new video.
pub async fn video_library_ids(client: &Client) -> Result<HashSet<String>> {
    library_ids(client, ImageType::Video).await
}

/// Ids of the library's entries of one kind now (`GET /api/user/images?imageType=..&showAll=true`).
pub async fn library_ids(client: &Client, image_type: ImageType) -> Result<HashSet<String>> {
    let q = LibraryQuery {
        image_type: Some(image_type),
        show_all: Some(true),
    };
    let lib = client.library().list(&q).await?;
    Ok(lib.all_images().map(|i| i.id.to_string()).collect())
}

/// A video job; the baseline is taken when the fallback is first needed.
pub fn video_job(
    client: &Client,
    id: &JobId,
    cfg: PollConfig,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    video_stream(client, id, None, cfg)
}

/// A video job, with the library's video ids from before the job started.
pub fn video_job_with_baseline(
    client: &Client,
    id: &JobId,
    baseline: HashSet<String>,
    cfg: PollConfig,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    video_stream(client, id, Some(baseline), cfg)
}

#[derive(Debug, Clone)]
enum VideoMode {
    /// `GET /api/generate/video/{jobId}` works (or has not failed yet).
    Direct,
    /// The service has no such endpoint: watch the video library.
    Library(Option<HashSet<String>>),
}

fn video_stream(
    client: &Client,
    id: &JobId,
    baseline: Option<HashSet<String>>,
    cfg: PollConfig,
) -> impl Stream<Item = Result<JobUpdate>> + Send {
    let client = client.clone();
    let mode = Arc::new(Mutex::new((VideoMode::Direct, baseline)));
    let fetch: Fetch = Box::new(move |pending: Vec<String>| {
        let client = client.clone();
        let mode = mode.clone();
        async move {
            let mut out = Vec::new();
            for id in pending {
                out.push(video_tick(&client, &id, &mode).await?);
            }
            Ok(out)
        }
        .boxed()
    });
    run(vec![id.to_string()], cfg, fetch)
}

type ModeCell = Mutex<(VideoMode, Option<HashSet<String>>)>;

async fn video_tick(client: &Client, id: &str, mode: &ModeCell) -> Result<JobUpdate> {
    let current = mode.lock().unwrap_or_else(|p| p.into_inner()).0.clone();
    if let VideoMode::Direct = current {
        match client.videos().status(&JobId::new(id)).await {
            Ok(s) => return Ok(JobUpdate::from_video_status(id, &s)),
            Err(Error::NotFound { .. }) => {
                let mut m = mode.lock().unwrap_or_else(|p| p.into_inner());
                let baseline = m.1.take();
                m.0 = VideoMode::Library(baseline);
            }
            Err(e) => return Err(e),
        }
    }
    library_tick(client, id, mode).await
}

async fn library_tick(client: &Client, id: &str, mode: &ModeCell) -> Result<JobUpdate> {
    let q = LibraryQuery {
        image_type: Some(ImageType::Video),
        show_all: Some(true),
    };
    let lib = client.library().list(&q).await?;
    let entries: Vec<&LibraryImage> = lib.all_images().collect();
    let baseline = {
        let mut m = mode.lock().unwrap_or_else(|p| p.into_inner());
        match &mut m.0 {
            VideoMode::Library(b @ None) => {
                // No baseline: everything there now is "old" (the new video is matched by id only
                // if it is already done).
                *b = Some(entries.iter().map(|e| e.id.to_string()).collect());
                None
            }
            VideoMode::Library(Some(b)) => Some(b.clone()),
            VideoMode::Direct => None,
        }
    };
    let by_job = entries.iter().find(|e| e.is_of_job(id));
    let fresh = baseline.as_ref().and_then(|b| {
        entries
            .iter()
            .find(|e| !b.contains(e.id.as_str()) && e.url.is_some())
    });
    let mut u = JobUpdate::new(JobKind::Video, id, JobStatus::Processing);
    match by_job.or(fresh) {
        Some(e) => {
            u.status = JobStatus::Completed;
            u.media_id = Some(ImageId::to_string(&e.id));
            u.media_url = e.url.clone();
        }
        None => u.progress = Some("Waiting for the video to appear in the library".into()),
    }
    Ok(u)
}
