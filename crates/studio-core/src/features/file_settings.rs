//! Settings back from an exported file ("Open these settings" of a dropped file): a PNG the app wrote
//! carries them in its `iTXt` chunk "MediaStudio", any other file in `<file>.json` beside it (see
//! `export`), and the `.json` itself may be dropped. They are read back, typed as `jobs_settings` gives
//! a job's (the same hand-off fills the form), with the character and the edited picture kept only when
//! this library knows them. Nothing is sent and nothing is spent: the person presses the form's button.
//!
//! Bounded and forgiving: a dropped file is read at most [`PNG_MAX`] (a `.json` at most [`JSON_MAX`]),
//! only a PNG is read whole (of any other file its first 8 bytes), a damaged or foreign file is "no
//! settings in this file", and fields a newer app writes are passed over.

use crate::base::error::{CoreError, Result};
use crate::base::model::{JobKind, ReferenceInfo};
use crate::kinds::SpendRequest;
use crate::store::{JobRow, Store};
use media_api::{say, Words};
use media_prep::png_meta;
use serde::Serialize;
use serde_json::{Map, Value};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest PNG read for its settings.
pub const PNG_MAX: u64 = 64 * 1024 * 1024;
/// The largest `.json` beside a file read for its settings.
pub const JSON_MAX: u64 = 1024 * 1024;

/// The character a file's settings name, and whether this library knows it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct FileCharacter {
    pub id: String,
    /// This library's name for it, else the file's (none when neither says).
    pub name: Option<String>,
    /// This library has made or listed something with it: the form opens with it as the face. When
    /// false the form opens without a face (the settings leave it out).
    pub known: bool,
}

/// What a dropped file says of the settings it was made with.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct FileSettings {
    /// The file's name, as shown.
    pub file_name: String,
    /// Its settings, typed as `jobs_settings` gives a job's; null when it has none this app reads.
    pub settings: Option<SpendRequest>,
    /// Why there are none, in plain words (null when there are).
    pub missing: Option<Words>,
    /// The maker the file names (its slug; the window names it, or says it doesn't know it).
    pub provider: Option<String>,
    /// The character its face was, when it had one.
    pub character: Option<FileCharacter>,
    /// An edit of a picture this library doesn't hold: the form opens for a new picture instead.
    pub edited_picture_missing: bool,
    /// The face's names for the form (as `MediaItem.reference`), an unknown character's id left out.
    pub face: Option<ReferenceInfo>,
    /// When the item was made, as the file says.
    pub created_at: Option<String>,
}

fn none_here() -> Words {
    say!(
        "file_settings.no_settings_in_file",
        "There are no settings in this file: only pictures and files Media Studio exported carry them."
    )
}

fn unreadable() -> Words {
    say!(
        "file_settings.settings_not_readable",
        "This file has Media Studio settings, but not in a form this version can open."
    )
}

fn cannot_read(e: impl std::fmt::Display) -> CoreError {
    CoreError::validation(
        "path",
        say!(
            "file_settings.file_cannot_be_read",
            "This file can't be read. Check that it is still there and drop it again."
        ),
    )
    .with_details(e.to_string())
}

/// At most `max` bytes of `path`; `None` when it holds more.
fn read_bounded(path: &Path, max: u64) -> std::io::Result<Option<Vec<u8>>> {
    let mut out = Vec::new();
    std::fs::File::open(path)?
        .take(max + 1)
        .read_to_end(&mut out)?;
    Ok((out.len() as u64 <= max).then_some(out))
}

fn sidecar_of(path: &Path) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".json");
    PathBuf::from(s)
}

fn is_json(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
}

/// The settings text a file carries: its PNG chunk, or the `.json` (dropped, or beside it).
fn text_of(path: &Path) -> Result<Option<String>> {
    if is_json(path) {
        let bytes = read_bounded(path, JSON_MAX).map_err(cannot_read)?;
        return Ok(bytes.and_then(|b| String::from_utf8(b).ok()));
    }
    let mut head = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(8).read_to_end(&mut head))
        .map_err(cannot_read)?;
    if png_meta::is_png(&head) {
        let bytes = read_bounded(path, PNG_MAX).map_err(cannot_read)?;
        if let Some(text) = bytes.and_then(|b| png_meta::read_text(&b, png_meta::KEYWORD)) {
            return Ok(Some(text));
        }
    }
    let sidecar = sidecar_of(path);
    if !sidecar.is_file() {
        return Ok(None);
    }
    let bytes = read_bounded(&sidecar, JSON_MAX).unwrap_or_default();
    Ok(bytes.and_then(|b| String::from_utf8(b).ok()))
}

fn str_of(m: &Map<String, Value>, key: &str) -> Option<String> {
    m.get(key)
        .and_then(Value::as_str)
        .map(str::to_string)
        .filter(|s| !s.trim().is_empty())
}

/// The kind of job that made it: the file's `jobKind`, or (written before it was kept) a picture's.
fn job_kind_of(m: &Map<String, Value>) -> Option<JobKind> {
    match m.get("jobKind") {
        Some(Value::Null) | None => {
            (m.get("kind").and_then(Value::as_str) == Some("image")).then_some(JobKind::Image)
        }
        Some(v) => serde_json::from_value(v.clone()).ok(),
    }
}

/// What the settings `text` of a file named `file_name` open, in this library.
pub(crate) fn from_text(store: &Store, file_name: String, text: &str) -> Result<FileSettings> {
    let mut out = FileSettings {
        file_name,
        settings: None,
        missing: Some(none_here()),
        provider: None,
        character: None,
        edited_picture_missing: false,
        face: None,
        created_at: None,
    };
    let Ok(Value::Object(m)) = serde_json::from_str::<Value>(text) else {
        return Ok(out);
    };
    if m.get("app").and_then(Value::as_str) != Some("Media Studio") {
        return Ok(out);
    }
    out.provider = str_of(&m, "provider");
    out.created_at = str_of(&m, "createdAt");
    let request = m.get("request").filter(|r| r.is_object()).cloned();
    let (Some(kind), Some(provider), Some(request)) = (job_kind_of(&m), &out.provider, request)
    else {
        out.missing = Some(if m.get("request").is_some_and(Value::is_object) {
            unreadable()
        } else {
            none_here()
        });
        return Ok(out);
    };
    let mut face: ReferenceInfo = m
        .get("reference")
        .and_then(|r| serde_json::from_value(r.clone()).ok())
        .unwrap_or_default();
    if face.character_id.is_none() && kind == JobKind::Image {
        face.character_id = str_of(&m, "characterId");
    }
    if let Some(id) = face.character_id.clone() {
        let seen = store.character_seen(&id)?;
        let known = seen.is_some();
        let name = seen.flatten().or_else(|| face.character_name.clone());
        out.character = Some(FileCharacter {
            id,
            name: name.clone(),
            known,
        });
        face.character_name = name;
        if !known {
            face.character_id = None;
        }
    }
    if let Some(edited) = face.edited_from.clone() {
        if store.gallery_row(&edited)?.is_none() {
            out.edited_picture_missing = true;
            face.edited_from = None;
        }
    }
    let mut job = JobRow::new(kind, provider.clone(), request);
    job.reference = Some(serde_json::json!({
        "characterId": face.character_id,
        "characterName": face.character_name,
        "fileName": face.file_name,
        "mediaId": face.edited_from,
    }));
    match SpendRequest::from_job(&job) {
        Ok(settings) => {
            out.settings = Some(settings);
            out.missing = None;
        }
        Err(_) => out.missing = Some(unreadable()),
    }
    let empty = face == ReferenceInfo::default();
    out.face = (!empty).then_some(face);
    Ok(out)
}

/// The settings a dropped (or exported) file at `path` carries, for "Open these settings".
pub(crate) fn from_file(store: &Store, path: &Path) -> Result<FileSettings> {
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match text_of(path)? {
        Some(text) => from_text(store, file_name, &text),
        None => from_text(store, file_name, ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bounded_read_says_when_a_file_is_larger() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("a.bin");
        std::fs::write(&f, [1u8; 10]).unwrap();
        assert_eq!(read_bounded(&f, 10).unwrap().unwrap().len(), 10);
        assert_eq!(read_bounded(&f, 9).unwrap(), None);
    }

    #[test]
    fn the_job_kind_of_an_older_export_is_a_pictures() {
        let m = |v: Value| v.as_object().unwrap().clone();
        assert_eq!(
            job_kind_of(&m(serde_json::json!({"kind": "image"}))),
            Some(JobKind::Image)
        );
        assert_eq!(job_kind_of(&m(serde_json::json!({"kind": "video"}))), None);
        assert_eq!(
            job_kind_of(&m(serde_json::json!({"kind": "video", "jobKind": "video"}))),
            Some(JobKind::Video)
        );
        assert_eq!(
            job_kind_of(&m(
                serde_json::json!({"kind": "image", "jobKind": "hologram"})
            )),
            None
        );
    }
}
