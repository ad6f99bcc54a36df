//! Saving a library item as a file of the person's choosing, with what made it: a PNG carries the
//! metadata in an `iTXt` chunk "MediaStudio" (JSON); any other file gets `<file>.json` beside it.
//! The caller picks the path (a save dialog that asks before replacing a file); this writes it.

use crate::base::error::{CoreError, Result};
use crate::base::model::{MediaItem, MediaKind};
use crate::base::paths::Paths;
use crate::features::bulk::{distinct, NotDone};
use crate::jobs::library::gallery_item;
use crate::jobs::Below;
use crate::media_server::MediaServer;
use crate::store::GalleryRow;
use media_api::say;
use media_prep::png_meta;
use serde::Serialize;
use serde_json::json;
use std::path::{Path, PathBuf};

/// How the metadata was stored: inside the PNG, or in a `.json` file beside the saved file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum SavedMetadata {
    PngText,
    Sidecar,
}

#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SavedFile {
    pub path: String,
    pub metadata: SavedMetadata,
}

fn not_in_library() -> CoreError {
    CoreError::not_found(say!(
        "export.item_not_library",
        "This item is not in your library"
    ))
}

/// Letters, digits, '.', '-' only (lowercase), at most `max` characters.
fn safe(s: &str, max: usize) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '-')
        .map(|c| c.to_ascii_lowercase())
        .take(max)
        .collect::<String>()
        .trim_matches('.')
        .to_string()
}

/// `<provider>-<yyyy-mm-dd>-<short id>.<ext>` (provider "media" when unknown).
pub(crate) fn suggested_name(r: &GalleryRow) -> String {
    let m = &r.media;
    let provider = m
        .provider
        .as_deref()
        .map(|p| safe(p, 40))
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| "media".into());
    let date = m
        .created_at
        .get(..10)
        .filter(|d| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").is_ok());
    let date = date
        .map(str::to_string)
        .unwrap_or_else(|| chrono::Utc::now().format("%Y-%m-%d").to_string());
    let short: String =
        m.id.chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .take(8)
            .collect();
    let ext = Path::new(&m.file)
        .extension()
        .and_then(|e| e.to_str())
        .map(|e| safe(e, 5))
        .unwrap_or_default();
    let ext = if ext.is_empty() {
        "bin".to_string()
    } else {
        ext
    };
    format!("{provider}-{date}-{short}.{ext}")
}

/// `dir/name` when free, else `dir/stem (2).ext`, `(3)`, ...
pub fn free_save_path(dir: &Path, name: &str) -> PathBuf {
    let p = Path::new(name);
    let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or("media");
    let ext = p.extension().and_then(|s| s.to_str()).unwrap_or("bin");
    crate::features::slideshow_library::free_path(dir, stem, ext)
}

/// What goes into the file's metadata.
pub(crate) fn metadata(item: &MediaItem) -> serde_json::Value {
    json!({
        "app": "Media Studio",
        "kind": item.kind,
        "jobKind": item.job_kind,
        "provider": item.provider,
        "request": item.request,
        "promptUsed": item.prompt_used,
        "prompt": item.prompt,
        "cost": item.cost,
        "createdAt": item.created_at,
        "completedAt": item.completed_at,
        "characterId": item.character_id,
        "reference": item.reference,
        "source": item.source,
        "tags": item.tags,
    })
}

fn write_err(e: impl std::fmt::Display) -> CoreError {
    CoreError::internal(
        say!(
            "export.we_couldn_write_file",
            "We couldn't write the file there — check the folder and try again"
        ),
        e,
    )
}

/// Writes `bytes` to `dest` through a temporary file in the same folder (never half a file).
fn write_atomic(dest: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let dir = dest
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(write_err)?;
    tmp.write_all(bytes).map_err(write_err)?;
    tmp.persist(dest).map_err(|e| write_err(e.error))?;
    Ok(())
}

fn save(
    media: &MediaServer,
    paths: &Paths,
    r: &GalleryRow,
    tags: Vec<String>,
    dest: &Path,
) -> Result<SavedFile> {
    let mut item = gallery_item(media, r);
    item.tags = tags;
    let bytes = std::fs::read(paths.media_dir().join(&r.media.file)).map_err(|e| {
        CoreError::not_found(say!(
            "export.file_item_missing_from",
            "The file of this item is missing from the app's folder"
        ))
        .with_details(e.to_string())
    })?;
    let meta = serde_json::to_string_pretty(&metadata(&item)).unwrap_or_default();
    let with_text = png_meta::is_png(&bytes)
        .then(|| png_meta::with_text(&bytes, png_meta::KEYWORD, &meta))
        .flatten();
    let metadata = match with_text {
        Some(png) => {
            write_atomic(dest, &png)?;
            SavedMetadata::PngText
        }
        None => {
            write_atomic(dest, &bytes)?;
            let mut sidecar = dest.as_os_str().to_owned();
            sidecar.push(".json");
            write_atomic(Path::new(&sidecar), meta.as_bytes())?;
            SavedMetadata::Sidecar
        }
    };
    Ok(SavedFile {
        path: dest.to_string_lossy().into_owned(),
        metadata,
    })
}

/// What a bulk export wrote, and the items it could not write, each with its reason.
#[derive(Debug, Clone, Default, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ExportedMany {
    pub files: Vec<SavedFile>,
    pub failed: Vec<NotDone>,
}

/// A folder chosen in a dialog: its token (what the page passes back) and its path (what the page
/// shows).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ChosenFolder {
    pub token: String,
    pub shown: String,
}

/// What a drag out of the window carries: the files, and a picture to show under the pointer (none for
/// music or a video without a thumbnail). The app starts the drag itself: the page never sees these paths.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DragFiles {
    pub files: Vec<PathBuf>,
    pub icon: Option<PathBuf>,
}

/// The folders the person chose in this run, named to the page by tokens: the page can ask for an
/// export into one but never name a folder of its own.
#[derive(Default)]
pub(crate) struct Folders(std::sync::Mutex<std::collections::HashMap<String, PathBuf>>);

impl Folders {
    /// Keeps a folder chosen in a dialog under a fresh token.
    pub fn choose(&self, path: PathBuf) -> ChosenFolder {
        let token = uuid::Uuid::new_v4().simple().to_string();
        let shown = path.to_string_lossy().into_owned();
        crate::base::lock(&self.0).insert(token.clone(), path);
        ChosenFolder { token, shown }
    }

    /// The folder of a token given here; another token is refused on "folder".
    pub fn get(&self, folder: &str) -> Result<PathBuf> {
        let chosen = crate::base::lock(&self.0).get(folder).cloned();
        chosen.ok_or_else(|| {
            CoreError::validation(
                "folder",
                say!(
                    "export.choose_folder_export_first",
                    "Choose the folder to export to first (this one was not chosen here)."
                ),
            )
        })
    }
}

pub(crate) fn save_name(below: &Below, id: &str) -> Result<String> {
    Ok(suggested_name(
        &below.store.gallery_row(id)?.ok_or_else(not_in_library)?,
    ))
}

pub(crate) async fn export_into(below: &Below, id: &str, dir: &Path) -> Result<SavedFile> {
    let dest = free_save_path(dir, &save_name(below, id)?);
    save_to(below, id, &dest).await
}

pub(crate) async fn export_many(
    below: &Below,
    ids: &[String],
    dir: &Path,
    progress: impl Fn(u32, u32),
) -> Result<ExportedMany> {
    let ids = distinct(ids);
    let total = ids.len() as u32;
    let mut out = ExportedMany::default();
    for (done, id) in ids.iter().enumerate() {
        match export_into(below, id, dir).await {
            Ok(file) => out.files.push(file),
            Err(e) => out.failed.push(NotDone::new(id, e.said())),
        }
        progress(done as u32 + 1, total);
    }
    Ok(out)
}

/// A selection saved as one .zip file: where it went, how many items are in it, and those left out
/// with their reasons.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ExportedZip {
    pub path: String,
    pub items: u32,
    pub failed: Vec<NotDone>,
}

/// The selection as one .zip at `dest`: each item exported as `export_many` writes it into a folder
/// (a PNG with its settings inside, any other file with its .json beside it), then streamed into the
/// archive as it is (pictures, videos and music are compressed already; no compressor is linked) and
/// its staged copy removed, so the disk holds one item's copy at a time beside the archive. The archive is written beside `dest` and
/// moved there whole at the end: a cancelled or failed export leaves no half a zip behind.
pub(crate) async fn export_zip(
    below: &Below,
    ids: &[String],
    dest: &Path,
    progress: impl Fn(u32, u32),
) -> Result<ExportedZip> {
    let ids = distinct(ids);
    let total = ids.len() as u32;
    let dir = dest.parent().unwrap_or(Path::new("."));
    let staging = tempfile::tempdir()?;
    let part = tempfile::NamedTempFile::new_in(dir)?;
    let mut zip = Some(zip::ZipWriter::new(part.reopen()?));
    let mut out = ExportedZip {
        path: dest.to_string_lossy().into_owned(),
        items: 0,
        failed: Vec::new(),
    };
    for (done, id) in ids.iter().enumerate() {
        match export_into(below, id, staging.path()).await {
            Ok(saved) => {
                let mut files = vec![PathBuf::from(&saved.path)];
                if saved.metadata == SavedMetadata::Sidecar {
                    files.push(PathBuf::from(format!("{}.json", saved.path)));
                }
                let mut w = zip.take().ok_or_else(zip_failed)?;
                let (w, added) = tokio::task::spawn_blocking(move || {
                    let added = add_to_zip(&mut w, &files);
                    (w, added)
                })
                .await
                .map_err(|e| CoreError::internal(zip_words(), e))?;
                zip = Some(w);
                added?;
                out.items += 1;
            }
            Err(e) => out.failed.push(NotDone::new(id, e.said())),
        }
        progress(done as u32 + 1, total);
    }
    let w = zip.take().ok_or_else(zip_failed)?;
    let dest = dest.to_path_buf();
    tokio::task::spawn_blocking(move || -> Result<()> {
        let file = w
            .finish()
            .map_err(|e| CoreError::internal(zip_words(), e))?;
        file.sync_all()?;
        part.persist(&dest).map_err(|e| CoreError::from(e.error))?;
        Ok(())
    })
    .await
    .map_err(|e| CoreError::internal(zip_words(), e))??;
    Ok(out)
}

fn zip_words() -> media_api::Words {
    say!(
        "export.zip_not_written",
        "The .zip file couldn't be written"
    )
}

fn zip_failed() -> CoreError {
    CoreError::internal(zip_words(), "the archive was not there to write")
}

/// Streams each file into the archive under its own name, then removes the staged copy.
fn add_to_zip(w: &mut zip::ZipWriter<std::fs::File>, files: &[PathBuf]) -> Result<()> {
    use zip::write::SimpleFileOptions;
    for file in files {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "media".into());
        let options = SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored)
            .large_file(std::fs::metadata(file)?.len() >= u32::MAX as u64);
        w.start_file(name, options)
            .map_err(|e| CoreError::internal(zip_words(), e))?;
        std::io::copy(&mut std::fs::File::open(file)?, w)?;
        std::fs::remove_file(file)?;
    }
    Ok(())
}

pub(crate) fn file(below: &Below, id: &str) -> Result<PathBuf> {
    let row = below.store.gallery_row(id)?.ok_or_else(not_in_library)?;
    let file = below.paths.media_dir().join(&row.media.file);
    if !file.is_file() {
        return Err(CoreError::not_found(say!(
            "export.item_file_missing_from",
            "This item's file is missing from the library folder"
        )));
    }
    Ok(file)
}

pub(crate) fn drag_files(below: &Below, ids: &[String]) -> Result<DragFiles> {
    let mut out = DragFiles::default();
    for id in ids {
        let Some(row) = below.store.gallery_row(id)? else {
            continue;
        };
        let file = below.paths.media_dir().join(&row.media.file);
        if !file.is_file() {
            continue;
        }
        if out.icon.is_none() {
            let thumb = row
                .media
                .thumb
                .as_ref()
                .map(|t| below.paths.thumbs_dir().join(t));
            out.icon = thumb
                .filter(|t| t.is_file())
                .or_else(|| (row.media.kind == MediaKind::Image).then(|| file.clone()));
        }
        out.files.push(file);
    }
    Ok(out)
}

pub(crate) async fn save_to(below: &Below, id: &str, dest: &Path) -> Result<SavedFile> {
    let row = below.store.gallery_row(id)?.ok_or_else(not_in_library)?;
    let tags = below.store.tags_of(&[id])?.remove(id).unwrap_or_default();
    let (media, paths, dest) = (below.media.clone(), below.paths.clone(), dest.to_path_buf());
    crate::base::error::blocking(
        say!(
            "export.saving_file_stopped_unexpectedly",
            "Saving the file stopped unexpectedly"
        ),
        move || save(&media, &paths, &row, tags, &dest),
    )
    .await?
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::model::MediaKind;
    use crate::store::MediaRow;

    fn row(provider: Option<&str>, file: &str) -> GalleryRow {
        GalleryRow {
            media: MediaRow {
                id: "3f2a9c1e-77aa-4b1c-9d2e-000000000001".into(),
                provider: provider.map(str::to_string),
                created_at: "2026-11-22T03:04:05.000Z".into(),
                ..MediaRow::new(MediaKind::Image, file)
            },
            deleted_at: None,
            job: None,
            favourite: false,
            flag: crate::base::model::ReviewFlag::None,
            rating: None,
        }
    }

    #[test]
    fn suggested_names_are_safe() {
        assert_eq!(
            suggested_name(&row(Some("gpt-image-1.5"), "j-1.png")),
            "gpt-image-1.5-2026-11-22-3f2a9c1e.png"
        );
        assert_eq!(
            suggested_name(&row(None, "service-x.mp4")),
            "media-2026-11-22-3f2a9c1e.mp4"
        );
        assert_eq!(
            suggested_name(&row(Some("../../x"), "a")),
            "x-2026-11-22-3f2a9c1e.bin"
        );
    }

    #[test]
    fn free_save_path_adds_a_number() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            free_save_path(dir.path(), "a.png"),
            dir.path().join("a.png")
        );
        std::fs::write(dir.path().join("a.png"), b"x").unwrap();
        assert_eq!(
            free_save_path(dir.path(), "a.png"),
            dir.path().join("a (2).png")
        );
    }
}
