//! The `drafts` table: the saved state of each form (any text, usually JSON).

use super::Store;
use crate::base::error::Result;
use crate::base::model::now;
use rusqlite::{params, OptionalExtension};

impl Store {
    pub fn draft_get(&self, form: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .query_row("SELECT value FROM drafts WHERE form = ?1", [form], |r| {
                r.get(0)
            })
            .optional()?)
    }

    pub fn draft_save(&self, form: &str, value: &str) -> Result<()> {
        self.lock().execute(
            "INSERT INTO drafts (form, value, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT(form) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            params![form, value, now()],
        )?;
        Ok(())
    }

    pub fn draft_delete(&self, form: &str) -> Result<()> {
        self.lock()
            .execute("DELETE FROM drafts WHERE form = ?1", [form])?;
        Ok(())
    }
}
