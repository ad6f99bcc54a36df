//! Slideshows in the local library: each is a `slideshow` job (its request: topic, hook type, text
//! style, ...) with one media row per slide (downloaded by the tracker, caption in `prompt`).
//! Export copies the cached slide files into a folder.

use crate::base::error::{CoreError, Result};
use crate::base::model::{JobKind, JobState};
use crate::jobs::library::media_item;
use crate::jobs::Below;
use crate::media_server::MediaServer;
use crate::store::{JobRow, MediaRow, Store};
use media_api::rules::known_slide_count;
use media_api::say;
use media_api::types::slideshows::GenerateSlideshowRequest;
use media_api::Words;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One slide of a saved slideshow (`url`/`thumbUrl` on the app's media server).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SlideView {
    pub index: u32,
    /// The slide's library item (what a next step takes).
    pub media_id: String,
    pub caption: Option<String>,
    pub url: String,
    pub thumb_url: Option<String>,
    pub width: Option<u32>,
    pub height: Option<u32>,
}

/// A slideshow as the app keeps it: the request as sent, the job's state, and its slides when done.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SlideshowView {
    /// The local job id (also the id of `JobUpdated` events).
    pub id: String,
    pub remote_id: Option<String>,
    pub status: JobState,
    pub progress: Option<Words>,
    pub error: Option<Words>,
    pub topic: String,
    pub hook_type: Option<String>,
    pub provider: String,
    pub slide_count: u32,
    pub cost_estimate: Option<u32>,
    pub request: GenerateSlideshowRequest,
    pub created_at: String,
    pub completed_at: Option<String>,
    pub slides: Vec<SlideView>,
}

/// Slide number of a cached file named `{job}-{n}.{ext}` (the tracker's naming).
fn slide_number(file: &str) -> u32 {
    Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .and_then(|s| s.rsplit_once('-'))
        .and_then(|(_, n)| n.parse().ok())
        .unwrap_or(0)
}

pub(crate) fn slides_of(store: &Store, job_id: &str) -> Result<Vec<MediaRow>> {
    let mut rows = store.media_of_job(job_id)?;
    rows.sort_by_key(|m| slide_number(&m.file));
    Ok(rows)
}

fn view(store: &Store, media: &MediaServer, j: &JobRow) -> Result<SlideshowView> {
    let request: GenerateSlideshowRequest =
        serde_json::from_value(j.request.clone()).unwrap_or_default();
    let slides: Vec<SlideView> = slides_of(store, &j.id)?
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let item = media_item(media, m);
            SlideView {
                index: i as u32,
                media_id: m.id.clone(),
                caption: m.prompt.clone(),
                url: item.url,
                thumb_url: item.thumb_url,
                width: m.width,
                height: m.height,
            }
        })
        .collect();
    Ok(SlideshowView {
        id: j.id.clone(),
        remote_id: j.remote_id.clone(),
        status: j.status,
        progress: j.progress.clone(),
        error: j.error.clone(),
        topic: request.topic.clone(),
        hook_type: request.hook_type.as_ref().map(|h| h.as_str().to_string()),
        provider: j.provider.clone(),
        slide_count: known_slide_count(&request).unwrap_or(slides.len() as u32),
        cost_estimate: j.cost_estimate,
        request,
        created_at: j.created_at.clone(),
        completed_at: j.completed_at.clone(),
        slides,
    })
}

/// Which saved slideshows a page holds: those whose topic holds every word of `search`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SlideshowQuery {
    pub search: String,
    pub offset: u32,
    pub limit: u32,
}

/// One page of saved slideshows, newest first; `total` counts every match.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SlideshowPage {
    pub slideshows: Vec<SlideshowView>,
    pub total: u32,
}

/// A file name made of the topic's letters and digits (at most 40), `slideshow` when none.
fn file_stem(topic: &str) -> String {
    let mut s = String::new();
    for c in topic.chars() {
        if c.is_alphanumeric() {
            s.extend(c.to_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
        if s.chars().count() >= 40 {
            break;
        }
    }
    let s = s.trim_matches('-').to_string();
    if s.is_empty() {
        "slideshow".into()
    } else {
        s
    }
}

/// `dir/name`, or `dir/stem (2).ext`, ... when taken.
pub(crate) fn free_path(dir: &Path, stem: &str, ext: &str) -> PathBuf {
    let first = dir.join(format!("{stem}.{ext}"));
    if !first.exists() {
        return first;
    }
    (2..)
        .map(|n| dir.join(format!("{stem} ({n}).{ext}")))
        .find(|p| !p.exists())
        .unwrap_or(first)
}

pub(crate) fn list(below: &Below, query: &SlideshowQuery) -> Result<SlideshowPage> {
    let words: Vec<String> = query
        .search
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let limit = query.limit.clamp(1, 100);
    let (jobs, total) = below.store.slideshow_jobs(&words, limit, query.offset)?;
    Ok(SlideshowPage {
        slideshows: jobs
            .iter()
            .map(|j| view(&below.store, &below.media, j))
            .collect::<Result<_>>()?,
        total,
    })
}

pub(crate) fn get(below: &Below, id: &str) -> Result<Option<SlideshowView>> {
    match below.store.job(id)? {
        Some(j) if j.kind == JobKind::Slideshow => Ok(Some(view(&below.store, &below.media, &j)?)),
        _ => Ok(None),
    }
}

/// The slideshow job `id` of the library, else "not in your library".
pub(crate) fn slideshow_job(store: &Store, id: &str) -> Result<JobRow> {
    let job = store.job(id)?.filter(|j| j.kind == JobKind::Slideshow);
    job.ok_or_else(|| {
        CoreError::not_found(say!(
            "slideshow_library.slideshow_not_library",
            "This slideshow is not in your library"
        ))
    })
}

pub(crate) async fn export(below: &Below, id: &str, dir: &Path) -> Result<Vec<String>> {
    let job = slideshow_job(&below.store, id)?;
    let rows = slides_of(&below.store, id)?;
    if job.status != JobState::Completed || rows.is_empty() {
        return Err(CoreError::validation(
            "id",
            say!(
                "slideshow_library.slideshow_has_no_finished",
                "This slideshow has no finished slides to export yet"
            ),
        ));
    }
    if !dir.is_dir() {
        return Err(CoreError::validation(
            "dir",
            say!(
                "slideshow_library.choose_existing_folder_export",
                "Choose an existing folder to export into"
            ),
        ));
    }
    let topic: String = job
        .request
        .get("topic")
        .and_then(|t| t.as_str())
        .unwrap_or("")
        .to_string();
    let stem = file_stem(&topic);
    let media_dir = below.paths.media_dir();
    let mut written = Vec::with_capacity(rows.len());
    for (i, m) in rows.iter().enumerate() {
        let ext = Path::new(&m.file)
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("png")
            .to_string();
        let dest = free_path(dir, &format!("{stem}-{:02}", i + 1), &ext);
        tokio::fs::copy(media_dir.join(&m.file), &dest)
            .await
            .map_err(|e| {
                CoreError::internal(
                    say!(
                        "slideshow_library.slide_not_written",
                        "Could not write slide {n} into that folder",
                        n = i + 1
                    ),
                    e,
                )
            })?;
        written.push(dest.to_string_lossy().into_owned());
    }
    // The carousel's words, numbered as the files are, for the post's text.
    let captions: String = rows
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}. {}\n", i + 1, m.prompt.as_deref().unwrap_or("").trim()))
        .collect();
    let dest = free_path(dir, &format!("{stem}-captions"), "txt");
    tokio::fs::write(&dest, format!("{topic}\n\n{captions}"))
        .await
        .map_err(|e| {
            CoreError::internal(
                say!(
                    "slideshow_library.could_not_write_captions",
                    "Could not write the captions into that folder"
                ),
                e,
            )
        })?;
    written.push(dest.to_string_lossy().into_owned());
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slides_sort_by_number_not_by_text() {
        let mut files = vec!["j-10.png", "j-2.png", "j-1.png"];
        files.sort_by_key(|f| slide_number(f));
        assert_eq!(files, vec!["j-1.png", "j-2.png", "j-10.png"]);
    }

    #[test]
    fn export_names_are_safe_and_never_overwrite() {
        assert_eq!(file_stem("My Morning / Routine!"), "my-morning-routine");
        assert_eq!(file_stem("../.."), "slideshow");
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a-01.png"), b"x").unwrap();
        assert_eq!(
            free_path(dir.path(), "a-01", "png"),
            dir.path().join("a-01 (2).png")
        );
    }
}
