//! The PostgreSQL store: the schema of the SQLite one, every choice committed on its own, and
//! LISTEN/NOTIFY so that several instances on one database see each other's choices.
//!
//! Storing choice `n` of table `T` notifies the channel `arbiter_choices` with `"T n"` in the
//! same statement (so the notice is sent exactly when the choice is committed). Each instance
//! listens on a second connection, on a thread of its own, and hands every notice to the engine
//! thread (`Store::listen`).

use super::{Change, OnChange, Store, Stored, TableRow};
use postgres::error::SqlState;
use postgres::fallible_iterator::FallibleIterator;
use postgres::{Client, Config, NoTls};
use serde_json::Value;
use std::time::Duration;

/// The channel the choices are announced on.
pub const CHANNEL: &str = "arbiter_choices";

/// The schema, created once by whichever instance comes first (the advisory lock keeps two
/// instances starting together from creating it at the same time).
const SCHEMA: &str = "BEGIN;
    SELECT pg_advisory_xact_lock(7242001);
    CREATE TABLE IF NOT EXISTS tables (
        id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, setup TEXT NOT NULL,
        seed TEXT NOT NULL, seats TEXT NOT NULL, spectator_hash TEXT NOT NULL,
        clock BIGINT, finished BOOLEAN NOT NULL DEFAULT FALSE,
        created BIGINT NOT NULL DEFAULT (extract(epoch FROM now())::BIGINT));
    CREATE TABLE IF NOT EXISTS choices (
        table_id TEXT NOT NULL REFERENCES tables(id), idx INTEGER NOT NULL,
        choice TEXT NOT NULL, timeout BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (table_id, idx));
    COMMIT;";

/// Inserts a choice and, in the same statement, announces it: both or neither.
const ADD_CHOICE: &str = "WITH added AS (
        INSERT INTO choices (table_id, idx, choice, timeout) VALUES ($1, $2, $3, $4)
        RETURNING table_id, idx)
    SELECT pg_notify('arbiter_choices', table_id || ' ' || idx) FROM added";

pub struct Postgres {
    config: Config,
    /// `None` once the connection is lost; the next call connects again.
    db: Option<Client>,
}

/// An error of the database as a line of the log: the server's own message when it sent one
/// (the client's `Display` says only "db error" then).
fn err(e: postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("database: {}: {}", db.severity(), db.message()),
        None => format!("database: {e}"),
    }
}

/// How long one statement may run before the server cancels it (the engine thread waits for
/// every statement: a stuck one would hold up every table).
const STATEMENT_TIMEOUT: &str = "-c statement_timeout=5000";

/// The URL's settings, with a connect timeout of 5 s when it names none (a database that is
/// down is then an error soon, not a hung engine thread), and a statement timeout of 5 s
/// unless the URL's `options` set one.
pub fn config_of(url: &str) -> Result<Config, String> {
    let mut config: Config = url.parse().map_err(|e| format!("cannot read the database URL: {e}"))?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(Duration::from_secs(5));
    }
    config.keepalives_idle(Duration::from_secs(30));
    let options = match config.get_options() {
        Some(o) if o.contains("statement_timeout") => o.to_string(),
        Some(o) => format!("{o} {STATEMENT_TIMEOUT}"),
        None => STATEMENT_TIMEOUT.to_string(),
    };
    config.options(&options);
    Ok(config)
}

impl Postgres {
    /// Connects to `url` (`postgres://…` or `postgresql://…`) and creates the schema if absent.
    pub fn open(url: &str) -> Result<Postgres, String> {
        let config = config_of(url)?;
        let mut db = config
            .connect(NoTls)
            .map_err(|e| format!("cannot open the database {}: {e}", redacted(url)))?;
        db.batch_execute(SCHEMA).map_err(err)?;
        Ok(Postgres { config, db: Some(db) })
    }

    /// The connection, made again if the last one was lost.
    fn db(&mut self) -> Result<&mut Client, String> {
        if self.db.as_ref().is_none_or(Client::is_closed) {
            self.db = None;
            self.db = Some(self.config.connect(NoTls).map_err(err)?);
        }
        self.db.as_mut().ok_or_else(|| "database: not connected".to_string())
    }

    /// Runs `f` on the connection; a lost connection is dropped so the next call reconnects.
    fn with<T>(&mut self, f: impl FnOnce(&mut Client) -> Result<T, postgres::Error>) -> Result<T, String> {
        let db = self.db()?;
        let out = f(db);
        if self.db.as_ref().is_some_and(Client::is_closed) {
            self.db = None;
        }
        out.map_err(err)
    }
}

/// The URL without its password, for error messages.
fn redacted(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let user = &url[s + 3..at];
            let user = user.split(':').next().unwrap_or("");
            format!("{}{user}{}", &url[..s + 3], &url[at..])
        }
        _ => url.to_string(),
    }
}

impl Store for Postgres {
    fn create(&mut self, t: &TableRow) -> Result<(), String> {
        let (setup, seed, seats) = (
            t.setup.to_string(),
            t.seed.to_string(),
            serde_json::to_string(&t.seats).map_err(|e| e.to_string())?,
        );
        let clock = t.clock.map(|c| c as i64);
        self.with(|db| {
            db.execute(
                "INSERT INTO tables (id, ruleset, setup, seed, seats, spectator_hash, clock) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                &[&t.id, &t.ruleset, &setup, &seed, &seats, &t.spectator_hash, &clock],
            )
        })
        .map(|_| ())
    }
    fn add_choice(&mut self, table: &str, index: usize, choice: &Value, timeout: bool) -> Result<(), Stored> {
        let index = i32::try_from(index).map_err(|_| Stored::Failed("database: too many choices".into()))?;
        let text = choice.to_string();
        let db = self.db().map_err(Stored::Failed)?;
        let out = db.query(ADD_CHOICE, &[&table, &index, &text, &timeout]);
        if self.db.as_ref().is_some_and(Client::is_closed) {
            self.db = None;
        }
        match out {
            Ok(_) => Ok(()),
            Err(e) if e.code() == Some(&SqlState::UNIQUE_VIOLATION) => Err(Stored::Taken),
            Err(e) => Err(Stored::Failed(err(e))),
        }
    }
    fn finish(&mut self, table: &str) -> Result<(), String> {
        self.with(|db| db.execute("UPDATE tables SET finished = TRUE WHERE id = $1", &[&table]))
            .map(|_| ())
    }
    fn table(&mut self, id: &str) -> Result<Option<TableRow>, String> {
        let row = self.with(|db| {
            db.query_opt(
                "SELECT ruleset, setup, seed, seats, spectator_hash, clock FROM tables WHERE id = $1",
                &[&id],
            )
        })?;
        let Some(row) = row else { return Ok(None) };
        let bad = |what: &str| format!("database: table {id}: bad {what}");
        let text = |i: usize, what: &str| row.try_get::<_, String>(i).map_err(|_| bad(what));
        Ok(Some(TableRow {
            id: id.to_string(),
            ruleset: text(0, "ruleset")?,
            setup: serde_json::from_str(&text(1, "setup")?).map_err(|_| bad("setup"))?,
            seed: text(2, "seed")?.parse().map_err(|_| bad("seed"))?,
            seats: serde_json::from_str(&text(3, "seats")?).map_err(|_| bad("seats"))?,
            spectator_hash: text(4, "spectator hash")?,
            clock: row
                .try_get::<_, Option<i64>>(5)
                .map_err(|_| bad("clock"))?
                .map(|c| c as u64),
        }))
    }
    fn choices_from(&mut self, table: &str, from: usize) -> Result<Vec<(Value, bool)>, String> {
        let from = i32::try_from(from).unwrap_or(i32::MAX);
        let rows = self.with(|db| {
            db.query(
                "SELECT idx, choice, timeout FROM choices WHERE table_id = $1 AND idx >= $2 ORDER BY idx",
                &[&table, &from],
            )
        })?;
        let bad = || format!("database: table {table}: bad choice");
        let mut out = vec![];
        for (k, row) in rows.iter().enumerate() {
            // A gap would mean a choice stored out of order: the log stops before it.
            let idx: i32 = row.try_get(0).map_err(|_| bad())?;
            if i64::from(idx) != i64::from(from) + k as i64 {
                break;
            }
            let text: String = row.try_get(1).map_err(|_| bad())?;
            let timeout: bool = row.try_get(2).map_err(|_| bad())?;
            out.push((serde_json::from_str(&text).map_err(|_| bad())?, timeout));
        }
        Ok(out)
    }
    fn unfinished(&mut self) -> Result<Vec<String>, String> {
        let rows = self.with(|db| db.query("SELECT id FROM tables WHERE NOT finished ORDER BY id", &[]))?;
        rows.iter().map(|r| r.try_get::<_, String>(0).map_err(err)).collect()
    }
    /// Starts the listener thread: a connection of its own that LISTENs on `arbiter_choices`
    /// and calls `on_change` for each notice. When that connection is lost it connects again
    /// (every second until it can) and reports `Change::Missed`, since notices sent meanwhile
    /// are gone.
    fn listen(&mut self, on_change: OnChange) -> Result<(), String> {
        let config = self.config.clone();
        // The first connection is made here, so that choices stored from now on are heard.
        let first = listener(&config)?;
        std::thread::Builder::new()
            .name("arbiter-listen".into())
            .spawn(move || {
                let mut db = Some(first);
                let mut failing = false;
                loop {
                    let Some(mut client) = db.take() else {
                        match listener(&config) {
                            Ok(c) => {
                                tracing::info!("listening to the database again");
                                failing = false;
                                db = Some(c);
                                if !on_change(Change::Missed) {
                                    return;
                                }
                            }
                            Err(e) => {
                                if !failing {
                                    tracing::error!(error = %e, "the database listener");
                                    failing = true;
                                }
                                std::thread::sleep(Duration::from_secs(1));
                            }
                        }
                        continue;
                    };
                    let mut notices = client.notifications();
                    let mut heard = notices.blocking_iter();
                    loop {
                        match heard.next() {
                            Ok(Some(n)) => {
                                let change = parse(n.payload());
                                if let Some(change) = change {
                                    if !on_change(change) {
                                        return;
                                    }
                                }
                            }
                            Ok(None) => break,
                            Err(e) => {
                                tracing::error!(error = %err(e), "the database listener");
                                break;
                            }
                        }
                    }
                    tracing::warn!("the database listener lost its connection");
                }
            })
            .map_err(|e| e.to_string())?;
        Ok(())
    }
}

/// A connection LISTENing on the channel.
fn listener(config: &Config) -> Result<Client, String> {
    let mut db = config.connect(NoTls).map_err(err)?;
    db.batch_execute(&format!("LISTEN {CHANNEL}")).map_err(err)?;
    Ok(db)
}

/// A notice's payload, `"T n"`.
fn parse(payload: &str) -> Option<Change> {
    let (table, index) = payload.rsplit_once(' ')?;
    Some(Change::Choice {
        table: table.to_string(),
        index: index.parse().ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_and_urls() {
        match parse("ab12 7") {
            Some(Change::Choice { table, index }) => assert_eq!((table.as_str(), index), ("ab12", 7)),
            _ => panic!("not read"),
        }
        assert!(parse("nonumber").is_none());
        assert_eq!(redacted("postgres://u:secret@h:5/db"), "postgres://u@h:5/db");
        assert_eq!(redacted("postgres://h/db"), "postgres://h/db");
    }

    #[test]
    fn statements_time_out_after_five_seconds_unless_the_url_says_otherwise() {
        let c = config_of("postgres://arbiter@localhost/arbiter").unwrap();
        assert_eq!(c.get_options(), Some("-c statement_timeout=5000"));
        let c = config_of("postgres://arbiter@localhost/arbiter?options=-c%20search_path%3Dx").unwrap();
        assert_eq!(c.get_options(), Some("-c search_path=x -c statement_timeout=5000"));
        let c = config_of("postgres://arbiter@localhost/arbiter?options=-c%20statement_timeout%3D100").unwrap();
        assert_eq!(c.get_options(), Some("-c statement_timeout=100"));
    }
}
