//! A form's draft: kept on this computer as the person types, so nothing typed is lost.

use super::Core;
use crate::base::error::{CoreError, Result};
use media_api::say;

impl Core {
    /// The saved draft of a form (any text, usually JSON), if any.
    pub fn draft_get(&self, form: &str) -> Result<Option<String>> {
        self.store.draft_get(form)
    }

    /// Saves (replaces) the draft of a form.
    pub fn draft_save(&self, form: &str, value: &str) -> Result<()> {
        if form.trim().is_empty() {
            return Err(CoreError::validation(
                "form",
                say!("drafts.draft_needs_form_name", "A draft needs a form name"),
            ));
        }
        self.store.draft_save(form, value)
    }

    pub fn draft_delete(&self, form: &str) -> Result<()> {
        self.store.draft_delete(form)
    }
}
