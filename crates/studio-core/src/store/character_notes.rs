//! The `character_notes` table: the notes a person saved on a character, as they sent them. The spec
//! documents `notes` on the update only, never in an answer, so the app keeps what was sent to show it
//! again (nothing typed is lost).

use super::Store;
use crate::base::error::Result;
use crate::base::model::now;
use rusqlite::{params, OptionalExtension};

impl Store {
    /// The notes last sent for this character, if any.
    pub fn character_notes(&self, character_id: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .query_row(
                "SELECT notes FROM character_notes WHERE character_id = ?1",
                [character_id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Keeps the notes the service accepted for this character.
    pub fn character_notes_save(&self, character_id: &str, notes: &str) -> Result<()> {
        self.lock().execute(
            "INSERT INTO character_notes (character_id, notes, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT(character_id) DO UPDATE SET notes = excluded.notes, updated_at = excluded.updated_at",
            params![character_id, notes, now()],
        )?;
        Ok(())
    }
}
