//! Presets: named form states a person saves and reuses (`value` is any text; the page stores its form
//! as JSON). Names are trimmed, 1 to 80 characters, unique per form ignoring case: saving under an
//! existing name replaces that preset's value; renaming onto a taken name is refused.

use crate::core::Core;
use crate::error::{CoreError, ErrorCode, Result};
use crate::model::now;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::Serialize;

/// Longest preset name, in characters.
pub const PRESET_NAME_MAX: usize = 80;

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

impl Core {
    /// The presets of a form, newest first.
    pub fn presets_list(&self, form: &str) -> Result<Vec<Preset>> {
        self.inner.db.with_conn(|c| {
            let mut st = c.prepare(&format!(
                "SELECT {COLS} FROM presets WHERE form = ?1 ORDER BY created_at DESC, rowid DESC"
            ))?;
            let rows = st
                .query_map([form.trim()], from_row)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
    }

    /// Saves `value` under `name` in `form`; the same name (ignoring case) replaces that preset's value.
    pub fn presets_save(&self, form: &str, name: &str, value: &str) -> Result<Preset> {
        let form = check_form(form)?;
        let name = check_name(name)?;
        self.inner.db.with_conn(|c| {
            let ts = now();
            let tx = c.unchecked_transaction()?;
            let id = match by_name(&tx, form, &name)? {
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
            saved.ok_or_else(|| CoreError::internal("The preset could not be saved", "row missing after write"))
        })
    }

    /// Renames a preset; a blank name or one another preset of the form already has is refused.
    pub fn presets_rename(&self, id: &str, name: &str) -> Result<Preset> {
        let name = check_name(name)?;
        self.inner.db.with_conn(|c| {
            let tx = c.unchecked_transaction()?;
            let Some(p) = by_id(&tx, id)? else {
                return Err(CoreError::new(
                    ErrorCode::NotFound,
                    "That preset no longer exists",
                ));
            };
            if let Some(other) = by_name(&tx, &p.form, &name)? {
                if other.id != p.id {
                    return Err(CoreError::validation(
                        "name",
                        format!("You already have a preset called “{}”", other.name),
                    ));
                }
            }
            tx.execute(
                "UPDATE presets SET name = ?2, updated_at = ?3 WHERE id = ?1",
                params![p.id, name, now()],
            )?;
            let saved = by_id(&tx, id)?;
            tx.commit()?;
            saved.ok_or_else(|| {
                CoreError::internal("The preset could not be renamed", "row missing after write")
            })
        })
    }

    /// Deletes a preset (nothing happens when it is already gone).
    pub fn presets_delete(&self, id: &str) -> Result<()> {
        self.inner.db.with_conn(|c| {
            c.execute("DELETE FROM presets WHERE id = ?1", [id])?;
            Ok(())
        })
    }
}
