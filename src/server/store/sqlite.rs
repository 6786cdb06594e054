//! The SQLite store: one file, WAL. A choice outside a batch is committed on its own; inside
//! one (`begin` … `commit`) the choices and finishes are kept in memory and written at the
//! commit in one short write transaction, so that several engine threads, each with its own
//! connection, hold the file's one writer only while they write (never while their games step).

use super::{Store, Stored, TableRow};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::Value;
use std::sync::{Mutex, MutexGuard};

/// This process's connections (one per engine thread) take turns writing: a thread that waits
/// for another's write is woken as soon as it ends, where SQLite's own wait for a busy file
/// sleeps for milliseconds at a time.
static WRITER: Mutex<()> = Mutex::new(());

fn writing() -> MutexGuard<'static, ()> {
    WRITER.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

pub struct Sqlite {
    db: Connection,
    /// The batch open (`begin`): what it stores, written at `commit`.
    batch: Option<Batch>,
}

/// What a batch stores: its choices (table, index, choice, timeout) and finished tables.
#[derive(Default)]
struct Batch {
    choices: Vec<(String, usize, String, bool)>,
    finished: Vec<String>,
}

fn err(e: rusqlite::Error) -> String {
    format!("database: {e}")
}

impl Sqlite {
    pub fn open(path: &str) -> Result<Sqlite, String> {
        let db = if path == ":memory:" {
            Connection::open_in_memory()
        } else {
            Connection::open(path)
        }
        .map_err(|e| format!("cannot open the database {path}: {e}"))?;
        db.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             PRAGMA busy_timeout = 5000;
             CREATE TABLE IF NOT EXISTS tables (
                 id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, setup TEXT NOT NULL,
                 seed TEXT NOT NULL, seats TEXT NOT NULL, spectator_hash TEXT NOT NULL,
                 clock INTEGER, finished INTEGER NOT NULL DEFAULT 0,
                 created INTEGER NOT NULL DEFAULT (strftime('%s','now')));
             CREATE TABLE IF NOT EXISTS choices (
                 table_id TEXT NOT NULL REFERENCES tables(id), idx INTEGER NOT NULL,
                 choice TEXT NOT NULL, timeout INTEGER NOT NULL DEFAULT 0,
                 PRIMARY KEY (table_id, idx));",
        )
        .map_err(err)?;
        Ok(Sqlite { db, batch: None })
    }
}

/// Inserts a choice (the statement prepared once per connection: a choice pays for no parsing).
fn insert(db: &Connection, table: &str, index: usize, choice: &str, timeout: bool) -> rusqlite::Result<()> {
    db.prepare_cached("INSERT INTO choices (table_id, idx, choice, timeout) VALUES (?1, ?2, ?3, ?4)")
        .and_then(|mut q| q.execute(params![table, index as i64, choice, timeout as i64]))
        .map(|_| ())
}

fn finish(db: &Connection, table: &str) -> rusqlite::Result<()> {
    db.prepare_cached("UPDATE tables SET finished = 1 WHERE id = ?1")
        .and_then(|mut q| q.execute(params![table]))
        .map(|_| ())
}

impl Store for Sqlite {
    fn create(&mut self, t: &TableRow) -> Result<(), String> {
        let _turn = writing();
        self.db
            .execute(
                "INSERT INTO tables (id, ruleset, setup, seed, seats, spectator_hash, clock) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    t.id,
                    t.ruleset,
                    t.setup.to_string(),
                    t.seed.to_string(),
                    serde_json::to_string(&t.seats).map_err(|e| e.to_string())?,
                    t.spectator_hash,
                    t.clock.map(|c| c as i64)
                ],
            )
            .map(|_| ())
            .map_err(err)
    }
    fn add_choice(&mut self, table: &str, index: usize, choice: &Value, timeout: bool) -> Result<(), Stored> {
        if let Some(batch) = &mut self.batch {
            batch
                .choices
                .push((table.to_string(), index, choice.to_string(), timeout));
            return Ok(());
        }
        let inserted = {
            let _turn = writing();
            insert(&self.db, table, index, &choice.to_string(), timeout)
        };
        match inserted {
            Ok(()) => Ok(()),
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY =>
            {
                Err(Stored::Taken)
            }
            Err(e) => Err(Stored::Failed(err(e))),
        }
    }
    fn finish(&mut self, table: &str) -> Result<(), String> {
        if let Some(batch) = &mut self.batch {
            batch.finished.push(table.to_string());
            return Ok(());
        }
        let _turn = writing();
        finish(&self.db, table).map_err(err)
    }
    fn table(&mut self, id: &str) -> Result<Option<TableRow>, String> {
        let row = self
            .db
            .query_row(
                "SELECT ruleset, setup, seed, seats, spectator_hash, clock FROM tables WHERE id = ?1",
                params![id],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, Option<i64>>(5)?,
                    ))
                },
            )
            .optional()
            .map_err(err)?;
        let Some((ruleset, setup, seed, seats, spectator_hash, clock)) = row else {
            return Ok(None);
        };
        let bad = |what: &str| format!("database: table {id}: bad {what}");
        Ok(Some(TableRow {
            id: id.to_string(),
            ruleset,
            setup: serde_json::from_str(&setup).map_err(|_| bad("setup"))?,
            seed: seed.parse().map_err(|_| bad("seed"))?,
            seats: serde_json::from_str(&seats).map_err(|_| bad("seats"))?,
            spectator_hash,
            clock: clock.map(|c| c as u64),
        }))
    }
    fn choices_from(&mut self, table: &str, from: usize) -> Result<Vec<(Value, bool)>, String> {
        let mut q = self
            .db
            .prepare_cached("SELECT choice, timeout FROM choices WHERE table_id = ?1 AND idx >= ?2 ORDER BY idx")
            .map_err(err)?;
        let rows = q
            .query_map(params![table, from as i64], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))
            })
            .map_err(err)?;
        let mut out = vec![];
        for row in rows {
            let (text, timeout) = row.map_err(err)?;
            let choice = serde_json::from_str(&text).map_err(|_| format!("database: table {table}: bad choice"))?;
            out.push((choice, timeout != 0));
        }
        Ok(out)
    }
    fn begin(&mut self) -> Result<(), String> {
        self.batch = Some(Batch::default());
        Ok(())
    }
    /// Writes the batch in one transaction (one write to disk): all of it or, if any of it
    /// fails (a choice's index already stored included), none.
    fn commit(&mut self) -> Result<(), String> {
        let Some(batch) = self.batch.take() else {
            return Ok(());
        };
        if batch.choices.is_empty() && batch.finished.is_empty() {
            return Ok(());
        }
        let db = &self.db;
        let _turn = writing();
        let written = db
            .prepare_cached("BEGIN IMMEDIATE")
            .and_then(|mut q| q.execute([]))
            .and_then(|_| {
                for (table, index, choice, timeout) in &batch.choices {
                    insert(db, table, *index, choice, *timeout)?;
                }
                for table in &batch.finished {
                    finish(db, table)?;
                }
                db.prepare_cached("COMMIT").and_then(|mut q| q.execute([]))
            });
        written.map(|_| ()).map_err(|e| {
            // Nothing of a batch that failed is kept.
            if !db.is_autocommit() {
                let _ = db.execute_batch("ROLLBACK");
            }
            err(e)
        })
    }
    fn unfinished(&mut self) -> Result<Vec<String>, String> {
        let mut q = self
            .db
            .prepare("SELECT id FROM tables WHERE finished = 0")
            .map_err(err)?;
        let rows = q.query_map([], |r| r.get::<_, String>(0)).map_err(err)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(err)
    }
}
