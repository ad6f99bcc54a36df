//! Presets: named form states a person saves and reuses (`value` is any text; the page stores its form
//! as JSON). Names are trimmed, 1 to 80 characters, unique per form ignoring case: saving under an
//! existing name replaces that preset's value; renaming onto a taken name is refused.

use crate::base::error::{CoreError, Result};
use crate::store::{Preset, PresetRename, Store};
use media_api::say;

/// Longest preset name, in characters.
pub const PRESET_NAME_MAX: usize = 80;

/// The trimmed name, or the field error for it.
pub fn check_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(CoreError::validation(
            "name",
            say!("presets.give_preset_name", "Give the preset a name"),
        ));
    }
    if name.chars().count() > PRESET_NAME_MAX {
        return Err(CoreError::validation(
            "name",
            say!(
                "presets.preset_name_at_most",
                "A preset name can be at most {preset_name_max} characters",
                preset_name_max = PRESET_NAME_MAX
            ),
        ));
    }
    Ok(name.to_string())
}

pub(crate) fn check_form(form: &str) -> Result<&str> {
    let form = form.trim();
    if form.is_empty() {
        return Err(CoreError::validation(
            "form",
            say!(
                "presets.preset_needs_form_name",
                "A preset needs a form name"
            ),
        ));
    }
    Ok(form)
}

pub(crate) fn rename(store: &Store, id: &str, name: &str) -> Result<Preset> {
    let name = check_name(name)?;
    match store.presets_rename(id, &name)? {
        PresetRename::Renamed(p) => Ok(p),
        PresetRename::Missing => Err(CoreError::not_found(say!(
            "presets.preset_no_longer_exists",
            "That preset no longer exists"
        ))),
        PresetRename::Taken(other) => Err(CoreError::validation(
            "name",
            say!(
                "presets.name_taken",
                "You already have a preset called “{name}”",
                name = other.name.as_str()
            ),
        )),
    }
}

pub(crate) fn export(store: &Store, form: &str, path: &std::path::Path) -> Result<u32> {
    let form = check_form(form)?;
    let list = store.presets_list(form)?;
    let file = PresetFile {
        app: PRESET_FILE_APP.into(),
        form: form.to_string(),
        presets: list
            .iter()
            .map(|p| FilePreset {
                name: p.name.clone(),
                value: p.value.clone(),
            })
            .collect(),
    };
    let text = serde_json::to_string_pretty(&file).map_err(|e| {
        CoreError::internal(
            say!(
                "presets.could_not_write_presets",
                "Could not write the presets"
            ),
            e,
        )
    })?;
    std::fs::write(path, text).map_err(|e| {
        CoreError::internal(
            say!(
                "presets.presets_could_not_written",
                "The presets could not be written there"
            ),
            e,
        )
    })?;
    Ok(list.len() as u32)
}

pub(crate) fn import(store: &Store, form: &str, path: &std::path::Path) -> Result<Vec<Preset>> {
    let form = check_form(form)?;
    let not_presets = || {
        CoreError::validation(
            "file",
            say!(
                "presets.file_not_media_studio",
                "This file is not a Media Studio preset file"
            ),
        )
    };
    let len = std::fs::metadata(path).map_err(|_| not_presets())?.len();
    if len > PRESET_FILE_MAX {
        return Err(CoreError::validation(
            "file",
            say!(
                "presets.file_too_large_preset",
                "This file is too large to be a preset file"
            ),
        ));
    }
    let text = std::fs::read_to_string(path).map_err(|_| not_presets())?;
    let file: PresetFile = serde_json::from_str(&text).map_err(|_| not_presets())?;
    if file.app != PRESET_FILE_APP {
        return Err(not_presets());
    }
    if file.form != form {
        return Err(CoreError::validation(
            "file",
            say!(
                "presets.other_form",
                "This file holds presets of another form (“{form}”), not of this one",
                form = file.form.as_str()
            ),
        ));
    }
    let mut checked = Vec::with_capacity(file.presets.len());
    for p in &file.presets {
        let name = check_name(&p.name).map_err(|e| {
            CoreError::validation(
                "file",
                say!(
                    "presets.file_preset_unsaveable",
                    "A preset in this file can't be saved: {why}",
                    why = e.said()
                ),
            )
        })?;
        if p.value.len() > PRESET_VALUE_MAX {
            return Err(CoreError::validation(
                "file",
                say!(
                    "presets.preset_file_too_large",
                    "The preset “{name}” in this file is too large",
                    name = name
                ),
            ));
        }
        checked.push((name, p.value.clone()));
    }
    checked
        .into_iter()
        .map(|(name, value)| store.presets_save(form, &name, &value))
        .collect()
}

/// What a preset file says it is.
const PRESET_FILE_APP: &str = "Media Studio presets";
/// The largest preset file read (a form's presets are a few kilobytes).
const PRESET_FILE_MAX: u64 = 1 << 20;
/// The largest value one preset may hold.
const PRESET_VALUE_MAX: usize = 64 * 1024;

/// A preset file: the form's presets by name and value.
#[derive(serde::Serialize, serde::Deserialize)]
struct PresetFile {
    app: String,
    form: String,
    presets: Vec<FilePreset>,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct FilePreset {
    name: String,
    value: String,
}
