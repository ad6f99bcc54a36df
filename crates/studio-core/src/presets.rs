//! Presets: named form states a person saves and reuses (`value` is any text; the page stores its form
//! as JSON). Names are trimmed, 1 to 80 characters, unique per form ignoring case: saving under an
//! existing name replaces that preset's value; renaming onto a taken name is refused.

use crate::core::Core;
use crate::error::{CoreError, ErrorCode, Result};
use crate::store::{Preset, PresetRename};

/// Longest preset name, in characters.
pub const PRESET_NAME_MAX: usize = 80;

/// The trimmed name, or the field error for it.
pub fn check_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(CoreError::validation("name", "Give the preset a name"));
    }
    if name.chars().count() > PRESET_NAME_MAX {
        return Err(CoreError::validation(
            "name",
            format!("A preset name can be at most {PRESET_NAME_MAX} characters"),
        ));
    }
    Ok(name.to_string())
}

fn check_form(form: &str) -> Result<&str> {
    let form = form.trim();
    if form.is_empty() {
        return Err(CoreError::validation("form", "A preset needs a form name"));
    }
    Ok(form)
}

impl Core {
    /// The presets of a form, newest first.
    pub fn presets_list(&self, form: &str) -> Result<Vec<Preset>> {
        self.store.presets_list(form.trim())
    }

    /// Saves `value` under `name` in `form`; the same name (ignoring case) replaces that preset's value.
    pub fn presets_save(&self, form: &str, name: &str, value: &str) -> Result<Preset> {
        let form = check_form(form)?;
        let name = check_name(name)?;
        self.store.presets_save(form, &name, value)
    }

    /// Renames a preset; a blank name or one another preset of the form already has is refused.
    pub fn presets_rename(&self, id: &str, name: &str) -> Result<Preset> {
        let name = check_name(name)?;
        match self.store.presets_rename(id, &name)? {
            PresetRename::Renamed(p) => Ok(p),
            PresetRename::Missing => Err(CoreError::new(
                ErrorCode::NotFound,
                "That preset no longer exists",
            )),
            PresetRename::Taken(other) => Err(CoreError::validation(
                "name",
                format!("You already have a preset called “{}”", other.name),
            )),
        }
    }

    /// Deletes a preset (nothing happens when it is already gone).
    pub fn presets_delete(&self, id: &str) -> Result<()> {
        self.store.presets_delete(id)
    }
}
