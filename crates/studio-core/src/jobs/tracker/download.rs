//! Saving a finished job's outputs: download into media/ (the key goes only to the service origin),
//! thumbnail into thumbs/ (320 px), a media row each; then the job is completed.

use super::RemoteOutput;
use crate::base::error::{CoreError, Result};
use crate::base::model::MediaKind;
use crate::base::paths::Paths;
use crate::jobs::{Jobs, Write};
use crate::media_server::small;
use crate::store::{JobRow, MediaRow};
use media_api::say;
use media_api::Client;
use media_api::Words;
use std::path::Path;

pub const THUMB_SIDE: u32 = 320;
/// The most pixels a saved picture may have (50 million: an 8K picture is 33 million).
pub const MAX_PIXELS: u64 = 50_000_000;

/// How a try at saving a job's results ended.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Saved {
    /// The job is completed (or failed for good: its file is gone from the service).
    Done,
    /// The service refused the link (403 or 410): the job needs a fresh one.
    LinkExpired,
    /// Saving can't go on now (no connection, the service busy, the disk full): it waits and goes on
    /// by itself; these never count as tries. The words say why.
    Paused(Words),
    /// The download stalled (under the kind's floor of bytes a second): it waits a moment and goes on
    /// from what arrived, by itself, a few times in a row; `held` is how much of the file is kept now.
    Stalled { why: Words, held: u64 },
    /// The file can never be used as it is (too large, not the kind's media, an address the app must
    /// refuse): the job fails now, keeping the address, and "Save again" may try once more.
    Refused(Words),
}

/// Whether a download stopped for being too slow (under the kinds' floor of bytes a second): what
/// arrived is kept and the download goes on from there by itself ([`Saved::Stalled`]), until it stalls
/// too often in a row without more arriving; then the job fails in words and Save again goes on.
fn too_slow(e: &media_api::Error) -> bool {
    e.is_too_slow()
}

/// Whether a failed download can go on later (a connection lost, a busy service, a full disk),
/// rather than being refused for what the file is.
fn paused_by(e: &media_api::Error) -> bool {
    if too_slow(e) {
        return false;
    }
    match e {
        media_api::Error::Network { .. }
        | media_api::Error::Unreachable { .. }
        | media_api::Error::Timeout
        | media_api::Error::RateLimited { .. } => true,
        media_api::Error::Server { status, .. } => *status >= 500,
        _ => false,
    }
}

/// A download's failure in words for a person.
fn words_of(e: &media_api::Error) -> Words {
    if let Some(words) = e.plain_words().filter(|_| too_slow(e)) {
        return words.clone();
    }
    if e.is_disk_full() {
        return say!(
            "save.disk_full",
            "the disk is full: free some space and saving goes on by itself"
        );
    }
    match e {
        media_api::Error::Network { .. }
        | media_api::Error::Unreachable { .. }
        | media_api::Error::Timeout => say!(
            "save.connection_lost",
            "the connection to the service was lost; saving goes on by itself when it is back"
        ),
        media_api::Error::RateLimited { .. } | media_api::Error::Server { .. } => say!(
            "save.busy",
            "the service is busy; saving goes on by itself in a moment"
        ),
        other => other
            .plain_words()
            .cloned()
            .unwrap_or_else(|| CoreError::from(other.clone()).said()),
    }
}

/// Downloads what is missing and completes the job.
pub(crate) async fn finish(jobs: &Jobs, client: &Client, mut job: JobRow) -> Result<Saved> {
    let outputs: Vec<RemoteOutput> = super::outputs_of(&job).unwrap_or_default();
    let existing = jobs.store.media_of_job(&job.id)?;
    for (i, out) in outputs.iter().enumerate() {
        if existing
            .iter()
            .any(|m| m.remote_url.as_deref() == Some(out.url.as_str()))
        {
            continue;
        }
        // Already in the library from a gallery sync: it becomes this job's. Slideshow slides keep
        // their captions (as the media's text).
        let text = out.caption.clone().or_else(|| prompt_of(&job));
        let (rid, url) = (out.remote_id.as_deref(), out.url.as_str());
        if jobs
            .store
            .adopt_synced(&job.id, &job.provider, rid, url, text.as_deref())?
        {
            continue;
        }
        match save_one(jobs, client, &job, i, out).await {
            Ok(mut row) => {
                if let Some(caption) = &out.caption {
                    row.prompt = Some(caption.clone());
                }
                jobs.store.insert_media(&row)?;
            }
            Err(media_api::Error::NotFound { .. }) => {
                job.fail(say!(
                    "job.file_gone",
                    "The finished file could not be downloaded (it is gone from the service)"
                ));
                jobs.save(&mut job, Write::State(None))?;
                return Ok(Saved::Done);
            }
            Err(media_api::Error::Forbidden { .. })
            | Err(media_api::Error::Server { status: 410, .. }) => return Ok(Saved::LinkExpired),
            Err(e) if paused_by(&e) => return Ok(Saved::Paused(words_of(&e))),
            Err(e) if too_slow(&e) => {
                let part = format!(
                    ".{}-{}.{}.resume",
                    job.id,
                    i + 1,
                    extension(&out.url, out.kind)
                );
                let held =
                    std::fs::metadata(jobs.paths.media_dir().join(part)).map_or(0, |m| m.len());
                return Ok(Saved::Stalled {
                    why: words_of(&e),
                    held,
                });
            }
            Err(e) => return Ok(Saved::Refused(words_of(&e))),
        }
    }
    job.complete();
    jobs.save(&mut job, Write::State(None))?;
    Ok(Saved::Done)
}

async fn save_one(
    jobs: &Jobs,
    client: &Client,
    job: &JobRow,
    index: usize,
    out: &RemoteOutput,
) -> Result<MediaRow, media_api::Error> {
    let got = fetch_into_library(
        &jobs.paths,
        client,
        &out.url,
        out.kind,
        &format!("{}-{}", job.id, index + 1),
    )
    .await?;
    Ok(MediaRow {
        remote_id: out.remote_id.clone(),
        remote_url: Some(out.url.clone()),
        thumb: got.thumb,
        job_id: Some(job.id.clone()),
        provider: Some(job.provider.clone()),
        prompt: prompt_of(job),
        width: got.width,
        height: got.height,
        ..MediaRow::new(out.kind, got.file)
    })
}

/// A whole download before it takes its name: the kind's own bytes and, for a picture, a size that can
/// be decoded (its header says how large it would be in memory: a picture past the budget is refused
/// before anything decodes it; a few bytes can claim 60000 x 60000 pixels).
fn check_whole(path: &Path, kind: MediaKind, written: u64) -> Result<(), media_api::Error> {
    super::magic::check(path, kind, written)?;
    if kind == MediaKind::Image {
        // By its bytes: the file's name while it arrives says nothing of its format.
        let dims = image::ImageReader::open(path)
            .and_then(|r| r.with_guessed_format())
            .ok()
            .and_then(|r| r.into_dimensions().ok());
        if let Some((w, h)) = dims {
            if u64::from(w) * u64::from(h) > MAX_PIXELS {
                return Err(media_api::Error::limit(say!(
                    "save.picture_too_large",
                    "the picture is far larger than any the service makes ({width} x {height} pixels), so it is not used",
                    width = w,
                    height = h
                )));
            }
        }
    }
    Ok(())
}

/// A file saved into media/ (and its thumbnail in thumbs/, for pictures and videos).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Fetched {
    pub file: String,
    pub thumb: Option<String>,
    pub width: Option<u32>,
    pub height: Option<u32>,
}

/// Downloads `url` into media/`<stem>.<ext>` (the key goes only to the service origin) and makes its
/// 320 px thumbnail thumbs/`<stem>.jpg` (a failed thumbnail is logged, not an error).
pub(crate) async fn fetch_into_library(
    paths: &Paths,
    client: &Client,
    url: &str,
    kind: MediaKind,
    stem: &str,
) -> Result<Fetched, media_api::Error> {
    let ext = extension(url, kind);
    let file = format!("{stem}.{ext}");
    let media_dir = paths.media_dir();
    let dest = media_dir.join(&file);
    let io = media_api::download::write_error;
    let limits = match kind {
        MediaKind::Image => media_api::download::MediaLimits::IMAGE,
        MediaKind::Video => media_api::download::MediaLimits::VIDEO,
        MediaKind::Audio => media_api::download::MediaLimits::AUDIO,
    };
    // What arrives is kept under a partial name until it is whole: a try cut off by a lost
    // connection (or a full disk) leaves it, and the next try asks only for the rest where the
    // service allows it. Beside it is the address it came from and what the service called the file
    // then (its ETag or date), so the rest is never asked of another address, nor of a changed file.
    let tmp_path = media_dir.join(format!(".{file}.resume"));
    let from_path = media_dir.join(format!(".{file}.resume-url"));
    let forget = || {
        let _ = std::fs::remove_file(&tmp_path);
        let _ = std::fs::remove_file(&from_path);
    };
    let mut fresh = false;
    loop {
        let held = std::fs::read_to_string(&from_path).unwrap_or_default();
        let mut lines = held.lines();
        let mut validator = match (lines.next(), lines.next()) {
            (Some(u), v) if u == url && !fresh => v.map(str::to_string),
            _ => {
                let _ = std::fs::remove_file(&tmp_path);
                None
            }
        };
        let mut f = tokio::fs::OpenOptions::new()
            .create(true)
            .read(true)
            .write(true)
            .truncate(false)
            .open(&tmp_path)
            .await
            .map_err(io)?;
        let fetched = media_api::download::fetch_to_file_resuming(
            client,
            url,
            &mut f,
            &limits,
            &mut validator,
        )
        .await;
        let sidecar = format!("{url}\n{}", validator.unwrap_or_default());
        std::fs::write(&from_path, sidecar).map_err(io)?;
        match fetched {
            Ok(r) => {
                // On disk before it takes the real name: a crash never leaves a short file under it.
                let synced = f.sync_all().await;
                drop(f);
                synced.map_err(io)?;
                match check_whole(&tmp_path, kind, r.total) {
                    Ok(()) => {
                        if r.kept > 0 {
                            tracing::info!(
                                kept = r.kept,
                                total = r.total,
                                "a download went on where it stopped"
                            );
                        }
                        break;
                    }
                    // The held part and the rest were not one file after all: once more, whole.
                    Err(_) if r.kept > 0 && !fresh => {
                        fresh = true;
                        continue;
                    }
                    Err(e) => {
                        forget();
                        return Err(e);
                    }
                }
            }
            // Kept to go on from: the connection, the service or the disk, not the file, stopped it.
            Err(e) if paused_by(&e) || too_slow(&e) => return Err(e),
            Err(e) => {
                forget();
                return Err(e);
            }
        }
    }
    rename_in_place(&tmp_path, &dest).map_err(io)?;
    let _ = std::fs::remove_file(&from_path);

    let (mut width, mut height) = (None, None);
    let mut thumb = None;
    if kind == MediaKind::Image {
        let tname = format!("{stem}.jpg");
        let (src, thumbs, name) = (dest.clone(), paths.thumbs_dir(), tname.clone());
        let made = tokio::task::spawn_blocking(move || {
            let dims = image::image_dimensions(&src).ok();
            let t = media_prep::thumbnail_file(&src, thumbs.join(&name), THUMB_SIDE);
            if t.is_ok() {
                small::make(&thumbs, &name);
            }
            (dims, t)
        })
        .await;
        if let Ok((dims, t)) = made {
            if let Some((w, h)) = dims {
                width = Some(w);
                height = Some(h);
            }
            match t {
                Ok(_) => thumb = Some(tname),
                Err(e) => tracing::warn!("thumbnail failed: {}", e.message()),
            }
        }
    } else if kind == MediaKind::Video {
        let tname = format!("{stem}.jpg");
        let (src, thumbs, name) = (dest.clone(), paths.thumbs_dir(), tname.clone());
        match tokio::task::spawn_blocking(move || {
            let made = super::poster::video_poster(&src, &thumbs.join(&name), THUMB_SIDE);
            if made.is_ok() {
                small::make(&thumbs, &name);
            }
            made
        })
        .await
        {
            Ok(Ok((w, h))) => {
                (width, height) = (Some(w), Some(h));
                thumb = Some(tname);
            }
            Ok(Err(e)) => tracing::warn!("video poster failed: {e}"),
            Err(e) => tracing::warn!("video poster failed: {e}"),
        }
    }
    Ok(Fetched {
        file,
        thumb,
        width,
        height,
    })
}

/// Gives a finished, fsynced temporary file its name in the library, and syncs the folder, so a crash
/// never leaves a short file (or none) under that name.
pub(crate) fn name_in_place(tmp: tempfile::TempPath, dest: &Path) -> std::io::Result<()> {
    let tmp = tmp.keep().map_err(|e| e.error)?;
    rename_in_place(&tmp, dest)
}

/// [`name_in_place`] for a file kept under a name of its own (a download kept to go on from).
fn rename_in_place(tmp: &Path, dest: &Path) -> std::io::Result<()> {
    std::fs::rename(tmp, dest)?;
    if let Some(dir) = dest.parent().and_then(|d| std::fs::File::open(d).ok()) {
        let _ = dir.sync_all();
    }
    Ok(())
}

fn prompt_of(job: &JobRow) -> Option<String> {
    job.request
        .get("simplePrompt")
        .and_then(|p| p.as_str())
        .map(str::to_string)
        .or_else(|| {
            job.result
                .as_ref()?
                .get("promptUsed")?
                .as_str()
                .map(str::to_string)
        })
}

/// A safe extension from the URL's path, else the kind's default.
fn extension(url: &str, kind: MediaKind) -> String {
    let from_url = url::Url::parse(url).ok().and_then(|u| {
        Path::new(u.path())
            .extension()
            .and_then(|e| e.to_str())
            .map(|e| e.to_ascii_lowercase())
    });
    let known = [
        "png", "jpg", "jpeg", "webp", "gif", "mp4", "webm", "mov", "m4a", "mp3", "wav", "aac",
        "ogg",
    ];
    match from_url {
        Some(e) if known.contains(&e.as_str()) => e,
        _ => match kind {
            MediaKind::Image => "png".into(),
            MediaKind::Video => "mp4".into(),
            MediaKind::Audio => "m4a".into(),
        },
    }
}
