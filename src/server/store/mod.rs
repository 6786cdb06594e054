//! Where tables and their choices are kept: one trait, SQLite (`sqlite.rs`) and PostgreSQL
//! (`postgres.rs`) behind it. A choice is committed before it is acknowledged or broadcast;
//! (table, index) is the choices' key, so when two instances sharing a PostgreSQL database store
//! the same index of a table, the first committed wins and the other gets `Stored::Taken`.

pub mod postgres;
pub mod sqlite;

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use crate::bots::Level;
pub use crate::table::SeatKind;

/// A seat as stored: a person's token only as its hash (empty for a computer).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeatRow {
    pub kind: SeatKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    pub token_hash: String,
}

/// A table as stored: everything but its choices.
#[derive(Debug, Clone)]
pub struct TableRow {
    pub id: String,
    pub ruleset: String,
    pub setup: Value,
    pub seed: u64,
    /// One per seat (stored as `[{kind, level?, token_hash}]`).
    pub seats: Vec<SeatRow>,
    pub spectator_hash: String,
    pub clock: Option<u64>,
}

/// Why a choice was not stored.
#[derive(Debug, Clone, PartialEq)]
pub enum Stored {
    /// That index of the table is already stored (by another instance, or before a restart).
    Taken,
    /// The database failed (a lost connection, a full disk...): the message to log.
    Failed(String),
}

/// What a shared store's listener hears.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// Choice `index` of `table` was stored (by any instance, this one included).
    Choice { table: String, index: usize },
    /// The listener lost its connection and made it again: notices may have been missed.
    Missed,
}

/// Called by a store's listener thread for each change; false once nobody listens any more
/// (the engine stopped), which ends the thread.
pub type OnChange = Box<dyn Fn(Change) -> bool + Send>;

pub trait Store {
    fn create(&mut self, table: &TableRow) -> Result<(), String>;
    /// Stores choice `index` of `table` (committed when this returns `Ok`, or, inside a batch,
    /// when `commit` does).
    fn add_choice(&mut self, table: &str, index: usize, choice: &Value, timeout: bool) -> Result<(), Stored>;
    fn finish(&mut self, table: &str) -> Result<(), String>;
    fn table(&mut self, id: &str) -> Result<Option<TableRow>, String>;
    /// The stored choices of `table` from index `from` on, in order, each with whether the
    /// clock played it.
    fn choices_from(&mut self, table: &str, from: usize) -> Result<Vec<(Value, bool)>, String>;
    /// Every stored choice of `table`, in order.
    fn choices(&mut self, table: &str) -> Result<Vec<Value>, String> {
        Ok(self.choices_from(table, 0)?.into_iter().map(|(c, _)| c).collect())
    }
    fn unfinished(&mut self) -> Result<Vec<String>, String>;
    /// Starts hearing the choices other instances store, if this store can be shared
    /// (PostgreSQL); a store of one instance (SQLite) hears nothing and does nothing.
    fn listen(&mut self, on_change: OnChange) -> Result<(), String> {
        let _ = on_change;
        Ok(())
    }
    /// Opens a batch: what is stored until `commit` is committed at once, in one write to disk
    /// (SQLite's group commit). A store that commits each choice as it comes (PostgreSQL, whose
    /// other instances must see each choice, and which a refused insert would roll back
    /// whole) keeps the default: no batch.
    fn begin(&mut self) -> Result<(), String> {
        Ok(())
    }
    /// Commits the batch `begin` opened.
    fn commit(&mut self) -> Result<(), String> {
        Ok(())
    }
}

/// Opens the store a `--database` names: `sqlite:PATH`, `sqlite::memory:`, or a PostgreSQL URL
/// (`postgres://…` or `postgresql://…`).
pub fn open(database: &str) -> Result<Box<dyn Store + Send>, String> {
    if let Some(path) = database.strip_prefix("sqlite:") {
        return Ok(Box::new(sqlite::Sqlite::open(path)?));
    }
    if database.starts_with("postgres://") || database.starts_with("postgresql://") {
        return Ok(Box::new(postgres::Postgres::open(database)?));
    }
    Err(format!(
        "unknown database {database:?}: sqlite:PATH, sqlite::memory:, or postgres://USER@HOST:PORT/NAME"
    ))
}
