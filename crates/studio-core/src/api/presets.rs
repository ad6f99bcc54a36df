//! Presets: named form states a person saves and reuses (`presets`).

use super::Core;
use crate::base::error::Result;
use crate::features::presets::{self, check_form, check_name};
use crate::store::Preset;
use std::path::Path;

impl Core {
    /// The presets of a form, newest first.
    pub fn presets_list(&self, form: &str) -> Result<Vec<Preset>> {
        self.store.presets_list(form.trim())
    }

    /// Saves `value` under `name` in `form`; the same name (ignoring case) replaces that preset's value.
    pub fn presets_save(&self, form: &str, name: &str, value: &str) -> Result<Preset> {
        let (form, name) = (check_form(form)?, check_name(name)?);
        self.store.presets_save(form, &name, value)
    }

    /// Renames a preset; a blank name or one another preset of the form already has is refused.
    pub fn presets_rename(&self, id: &str, name: &str) -> Result<Preset> {
        presets::rename(&self.store, id, name)
    }

    /// Deletes a preset (nothing happens when it is already gone).
    pub fn presets_delete(&self, id: &str) -> Result<()> {
        self.store.presets_delete(id)
    }

    /// Writes every preset of `form` into a preset file at `path` (to keep, or to take to another
    /// computer); answers how many.
    pub fn presets_export(&self, form: &str, path: &Path) -> Result<u32> {
        presets::export(&self.store, form, path)
    }

    /// Reads a preset file of `form` at `path` and saves its presets (a name the form already has gets
    /// the file's value). Refused whole, before anything is saved, when the file is not a preset file,
    /// holds another form's presets or a preset that can't be saved.
    pub fn presets_import(&self, form: &str, path: &Path) -> Result<Vec<Preset>> {
        presets::import(&self.store, form, path)
    }
}
