//! The `presets` table: named form states (names unique per form ignoring case).

use super::Store;
use crate::base::error::{CoreError, Result};
use crate::base::model::now;
use media_api::say;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Preset {
    pub id: String,
    pub form: String,
    pub name: String,
    pub value: String,
    pub created_at: String,
    pub updated_at: String,
}

/// How a rename went.
#[derive(Debug, Clone, PartialEq)]
pub enum PresetRename {
    Renamed(Preset),
    /// No preset has that id.
    Missing,
    /// Another preset of the form already has the name (ignoring case); nothing changed.
    Taken(Preset),
}

const COLS: &str = "id, form, name, value, created_at, COALESCE(updated_at, created_at)";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Preset> {
    Ok(Preset {
        id: r.get(0)?,
        form: r.get(1)?,
        name: r.get(2)?,
        value: r.get(3)?,
        created_at: r.get(4)?,
        updated_at: r.get(5)?,
    })
}

fn by_id(c: &Connection, id: &str) -> Result<Option<Preset>> {
    Ok(c.query_row(
        &format!("SELECT {COLS} FROM presets WHERE id = ?1"),
        [id],
        from_row,
    )
    .optional()?)
}

fn by_name(c: &Connection, form: &str, name: &str) -> Result<Option<Preset>> {
    Ok(c.query_row(
        &format!("SELECT {COLS} FROM presets WHERE form = ?1 AND name = ?2 COLLATE NOCASE"),
        params![form, name],
        from_row,
    )
    .optional()?)
}

impl Store {
    /// The presets of a form, newest first.
    pub fn presets_list(&self, form: &str) -> Result<Vec<Preset>> {
        self.rows(
            &format!(
                "SELECT {COLS} FROM presets WHERE form = ?1 ORDER BY created_at DESC, rowid DESC"
            ),
            [form],
            from_row,
        )
    }

    /// Saves `value` under `name` in `form`; the same name (ignoring case) replaces that preset's value.
    pub fn presets_save(&self, form: &str, name: &str, value: &str) -> Result<Preset> {
        self.with_conn(|c| {
            let ts = now();
            let tx = c.unchecked_transaction()?;
            let id = match by_name(&tx, form, name)? {
                Some(p) => {
                    tx.execute(
                        "UPDATE presets SET name = ?2, value = ?3, updated_at = ?4 WHERE id = ?1",
                        params![p.id, name, value, ts],
                    )?;
                    p.id
                }
                None => {
                    let id = uuid::Uuid::new_v4().to_string();
                    tx.execute(
                        "INSERT INTO presets (id, form, name, value, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
                        params![id, form, name, value, ts],
                    )?;
                    id
                }
            };
            let saved = by_id(&tx, &id)?;
            tx.commit()?;
            saved.ok_or_else(|| CoreError::internal(say!("presets.preset_could_not_saved", "The preset could not be saved"), "row missing after write"))
        })
    }

    /// Renames a preset, unless another preset of its form has the name.
    pub fn presets_rename(&self, id: &str, name: &str) -> Result<PresetRename> {
        self.with_conn(|c| {
            let tx = c.unchecked_transaction()?;
            let Some(p) = by_id(&tx, id)? else {
                return Ok(PresetRename::Missing);
            };
            if let Some(other) = by_name(&tx, &p.form, name)? {
                if other.id != p.id {
                    return Ok(PresetRename::Taken(other));
                }
            }
            tx.execute(
                "UPDATE presets SET name = ?2, updated_at = ?3 WHERE id = ?1",
                params![p.id, name, now()],
            )?;
            let saved = by_id(&tx, id)?;
            tx.commit()?;
            saved.map(PresetRename::Renamed).ok_or_else(|| {
                CoreError::internal(
                    say!(
                        "presets.preset_could_not_renamed",
                        "The preset could not be renamed"
                    ),
                    "row missing after write",
                )
            })
        })
    }

    /// Deletes a preset (nothing happens when it is already gone).
    pub fn presets_delete(&self, id: &str) -> Result<()> {
        self.lock()
            .execute("DELETE FROM presets WHERE id = ?1", [id])?;
        Ok(())
    }
}
