//! Where tables and their choices are kept: one trait, SQLite behind it (`sqlite.rs`). A choice
//! is committed before it is acknowledged or broadcast; (table, index) is the choices' key.

pub mod sqlite;

use serde_json::Value;

/// A table as stored: everything but its choices.
#[derive(Debug, Clone)]
pub struct TableRow {
    pub id: String,
    pub ruleset: String,
    pub setup: Value,
    pub seed: u64,
    /// `[{kind, level?, token_hash}]`, one per seat.
    pub seats: Value,
    pub spectator_hash: String,
    pub clock: Option<u64>,
}

pub trait Store {
    fn create(&mut self, table: &TableRow) -> Result<(), String>;
    /// Stores choice `index` of `table`; an error when that index is already taken.
    fn add_choice(&mut self, table: &str, index: usize, choice: &Value, timeout: bool) -> Result<(), String>;
    fn finish(&mut self, table: &str) -> Result<(), String>;
    fn table(&mut self, id: &str) -> Result<Option<TableRow>, String>;
    fn choices(&mut self, table: &str) -> Result<Vec<Value>, String>;
    fn unfinished(&mut self) -> Result<Vec<String>, String>;
}

/// Opens the store a `--database` names: `sqlite:PATH` or `sqlite::memory:`.
pub fn open(database: &str) -> Result<Box<dyn Store + Send>, String> {
    if let Some(path) = database.strip_prefix("sqlite:") {
        return Ok(Box::new(sqlite::Sqlite::open(path)?));
    }
    Err(format!(
        "unknown database {database:?}: this build stores tables in SQLite (sqlite:PATH or sqlite::memory:)"
    ))
}
