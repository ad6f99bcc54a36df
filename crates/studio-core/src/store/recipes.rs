//! Recipes (`recipes`: templates, their steps as JSON) and their runs (`recipe_runs`: one per intent,
//! the run's state in its own column for "which runs go on", the rest as JSON). Kept only here.

use super::Store;
use crate::base::error::Result;
use rusqlite::{params, OptionalExtension};

/// A stored run: its JSON body and state.
#[derive(Debug, Clone, PartialEq)]
pub struct RunRow {
    pub id: String,
    pub state: String,
    pub body: String,
}

impl Store {
    /// Every saved recipe's JSON body, by name.
    pub fn recipes(&self) -> Result<Vec<String>> {
        self.with_conn(|c| {
            let mut st = c.prepare_cached(
                "SELECT body FROM recipes ORDER BY name COLLATE NOCASE, created_at",
            )?;
            let rows = st
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<String>>>()?;
            Ok(rows)
        })
    }

    pub fn recipe(&self, id: &str) -> Result<Option<String>> {
        self.with_conn(|c| {
            Ok(
                c.query_row("SELECT body FROM recipes WHERE id = ?1", [id], |r| r.get(0))
                    .optional()?,
            )
        })
    }

    /// Saves (inserts or replaces) a recipe.
    pub fn save_recipe(&self, id: &str, name: &str, body: &str, at: &str) -> Result<()> {
        self.with_conn(|c| {
            c.execute(
                "INSERT INTO recipes (id, name, body, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)
                 ON CONFLICT(id) DO UPDATE SET name = ?2, body = ?3, updated_at = ?4",
                params![id, name, body, at],
            )?;
            Ok(())
        })
    }

    /// Deletes a recipe (its runs stay: each keeps its own copy of the steps); whether it was there.
    pub fn delete_recipe(&self, id: &str) -> Result<bool> {
        self.with_conn(|c| Ok(c.execute("DELETE FROM recipes WHERE id = ?1", [id])? > 0))
    }

    /// Saves a new run unless `intent` already made one; answers the id of the run of that intent.
    pub fn insert_run(&self, row: &RunRow, intent: &str, at: &str) -> Result<String> {
        self.with_conn(|c| {
            c.execute(
                "INSERT INTO recipe_runs (id, intent, state, body, created_at, updated_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5) ON CONFLICT(intent) DO NOTHING",
                params![row.id, intent, row.state, row.body, at],
            )?;
            Ok(c.query_row(
                "SELECT id FROM recipe_runs WHERE intent = ?1",
                [intent],
                |r| r.get(0),
            )?)
        })
    }

    pub fn run(&self, id: &str) -> Result<Option<RunRow>> {
        self.with_conn(|c| {
            Ok(c.query_row(
                "SELECT id, state, body FROM recipe_runs WHERE id = ?1",
                [id],
                |r| {
                    Ok(RunRow {
                        id: r.get(0)?,
                        state: r.get(1)?,
                        body: r.get(2)?,
                    })
                },
            )
            .optional()?)
        })
    }

    pub fn update_run(&self, row: &RunRow, at: &str) -> Result<()> {
        self.with_conn(|c| {
            c.execute(
                "UPDATE recipe_runs SET state = ?2, body = ?3, updated_at = ?4 WHERE id = ?1",
                params![row.id, row.state, row.body, at],
            )?;
            Ok(())
        })
    }

    /// The newest `limit` runs, newest first.
    pub fn runs(&self, limit: u32) -> Result<Vec<RunRow>> {
        self.rows(
            "SELECT id, state, body FROM recipe_runs ORDER BY created_at DESC, rowid DESC LIMIT ?1",
            [limit],
            |r| {
                Ok(RunRow {
                    id: r.get(0)?,
                    state: r.get(1)?,
                    body: r.get(2)?,
                })
            },
        )
    }

    /// The ids of the runs in `state`, oldest first.
    pub fn runs_in_state(&self, state: &str) -> Result<Vec<String>> {
        self.with_conn(|c| {
            let mut st = c.prepare_cached(
                "SELECT id FROM recipe_runs WHERE state = ?1 ORDER BY created_at, rowid",
            )?;
            let rows = st
                .query_map([state], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<String>>>()?;
            Ok(rows)
        })
    }
}
