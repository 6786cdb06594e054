//! The community's database: players, ratings and finished games, in the server's database
//! (SQLite or PostgreSQL). The queries are written once (`community/mod.rs`), in the SQL both
//! understand (`$1` parameters, TEXT, BIGINT, DOUBLE PRECISION); this file is the two ways of
//! running them.

use postgres::types::{ToSql, Type};

/// A value in or out of a query.
#[derive(Debug, Clone, PartialEq)]
pub enum Val {
    Int(i64),
    Real(f64),
    Text(String),
    Null,
}

impl Val {
    pub fn int(&self) -> i64 {
        match self {
            Val::Int(i) => *i,
            Val::Real(r) => *r as i64,
            _ => 0,
        }
    }
    pub fn real(&self) -> f64 {
        match self {
            Val::Real(r) => *r,
            Val::Int(i) => *i as f64,
            _ => 0.0,
        }
    }
    pub fn text(&self) -> String {
        match self {
            Val::Text(t) => t.clone(),
            Val::Int(i) => i.to_string(),
            Val::Real(r) => r.to_string(),
            Val::Null => String::new(),
        }
    }
}

impl From<&str> for Val {
    fn from(s: &str) -> Val {
        Val::Text(s.to_string())
    }
}
impl From<String> for Val {
    fn from(s: String) -> Val {
        Val::Text(s)
    }
}
impl From<i64> for Val {
    fn from(i: i64) -> Val {
        Val::Int(i)
    }
}
impl From<f64> for Val {
    fn from(r: f64) -> Val {
        Val::Real(r)
    }
}

/// Why a statement failed.
#[derive(Debug, Clone, PartialEq)]
pub enum DbError {
    /// A unique key refused the row (a name or a key already taken).
    Unique,
    Other(String),
}

impl std::fmt::Display for DbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DbError::Unique => write!(f, "database: a unique key refused the row"),
            DbError::Other(m) => write!(f, "database: {m}"),
        }
    }
}

/// One connection that runs the community's queries.
pub trait Db: Send {
    /// Runs statements without parameters (the schema, `BEGIN`, `COMMIT`, `ROLLBACK`).
    fn batch(&mut self, sql: &str) -> Result<(), DbError>;
    /// Runs one statement; how many rows it changed.
    fn exec(&mut self, sql: &str, params: &[Val]) -> Result<u64, DbError>;
    /// Runs one query; its rows.
    fn rows(&mut self, sql: &str, params: &[Val]) -> Result<Vec<Vec<Val>>, DbError>;
    /// Whether other instances may share this database (then the schema is made under a lock).
    fn shared(&self) -> bool {
        false
    }
}

pub struct Sqlite(pub rusqlite::Connection);

fn sqlite_err(e: rusqlite::Error) -> DbError {
    match &e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ConstraintViolation => DbError::Unique,
        _ => DbError::Other(e.to_string()),
    }
}

fn sqlite_params(params: &[Val]) -> Vec<rusqlite::types::Value> {
    params
        .iter()
        .map(|v| match v {
            Val::Int(i) => rusqlite::types::Value::Integer(*i),
            Val::Real(r) => rusqlite::types::Value::Real(*r),
            Val::Text(t) => rusqlite::types::Value::Text(t.clone()),
            Val::Null => rusqlite::types::Value::Null,
        })
        .collect()
}

impl Db for Sqlite {
    fn batch(&mut self, sql: &str) -> Result<(), DbError> {
        self.0.execute_batch(sql).map_err(sqlite_err)
    }
    fn exec(&mut self, sql: &str, params: &[Val]) -> Result<u64, DbError> {
        let mut statement = self.0.prepare_cached(sql).map_err(sqlite_err)?;
        statement
            .execute(rusqlite::params_from_iter(sqlite_params(params)))
            .map(|n| n as u64)
            .map_err(sqlite_err)
    }
    fn rows(&mut self, sql: &str, params: &[Val]) -> Result<Vec<Vec<Val>>, DbError> {
        let mut statement = self.0.prepare_cached(sql).map_err(sqlite_err)?;
        let columns = statement.column_count();
        let mut rows = statement
            .query(rusqlite::params_from_iter(sqlite_params(params)))
            .map_err(sqlite_err)?;
        let mut out = Vec::new();
        while let Some(row) = rows.next().map_err(sqlite_err)? {
            let mut values = Vec::with_capacity(columns);
            for i in 0..columns {
                values.push(match row.get_ref(i).map_err(sqlite_err)? {
                    rusqlite::types::ValueRef::Integer(i) => Val::Int(i),
                    rusqlite::types::ValueRef::Real(r) => Val::Real(r),
                    rusqlite::types::ValueRef::Text(t) => Val::Text(String::from_utf8_lossy(t).into_owned()),
                    rusqlite::types::ValueRef::Blob(_) | rusqlite::types::ValueRef::Null => Val::Null,
                });
            }
            out.push(values);
        }
        Ok(out)
    }
}

pub struct Postgres(pub postgres::Client);

fn postgres_err(e: postgres::Error) -> DbError {
    match e.code() {
        Some(code) if *code == postgres::error::SqlState::UNIQUE_VIOLATION => DbError::Unique,
        _ => DbError::Other(match e.as_db_error() {
            Some(db) => db.message().to_string(),
            None => e.to_string(),
        }),
    }
}

fn postgres_params(params: &[Val]) -> Vec<Box<dyn ToSql + Sync>> {
    params
        .iter()
        .map(|v| -> Box<dyn ToSql + Sync> {
            match v {
                Val::Int(i) => Box::new(*i),
                Val::Real(r) => Box::new(*r),
                Val::Text(t) => Box::new(t.clone()),
                Val::Null => Box::new(None::<String>),
            }
        })
        .collect()
}

impl Db for Postgres {
    fn shared(&self) -> bool {
        true
    }
    fn batch(&mut self, sql: &str) -> Result<(), DbError> {
        self.0.batch_execute(sql).map_err(postgres_err)
    }
    fn exec(&mut self, sql: &str, params: &[Val]) -> Result<u64, DbError> {
        let boxed = postgres_params(params);
        let refs: Vec<&(dyn ToSql + Sync)> = boxed.iter().map(|b| b.as_ref()).collect();
        self.0.execute(sql, &refs).map_err(postgres_err)
    }
    fn rows(&mut self, sql: &str, params: &[Val]) -> Result<Vec<Vec<Val>>, DbError> {
        let boxed = postgres_params(params);
        let refs: Vec<&(dyn ToSql + Sync)> = boxed.iter().map(|b| b.as_ref()).collect();
        let rows = self.0.query(sql, &refs).map_err(postgres_err)?;
        Ok(rows
            .iter()
            .map(|row| {
                (0..row.len())
                    .map(|i| {
                        let ty = row.columns()[i].type_();
                        let value = if *ty == Type::INT8 {
                            row.try_get::<_, Option<i64>>(i).ok().flatten().map(Val::Int)
                        } else if *ty == Type::INT4 {
                            row.try_get::<_, Option<i32>>(i)
                                .ok()
                                .flatten()
                                .map(|v| Val::Int(v.into()))
                        } else if *ty == Type::FLOAT8 {
                            row.try_get::<_, Option<f64>>(i).ok().flatten().map(Val::Real)
                        } else {
                            row.try_get::<_, Option<String>>(i).ok().flatten().map(Val::Text)
                        };
                        value.unwrap_or(Val::Null)
                    })
                    .collect()
            })
            .collect())
    }
}

/// Opens the community's connection to the server's database (`--database`): a second
/// connection beside the tables' own (`sqlite::memory:` gets a database of its own).
pub fn open(database: &str) -> Result<Box<dyn Db>, String> {
    if let Some(path) = database.strip_prefix("sqlite:") {
        let db = if path == ":memory:" {
            rusqlite::Connection::open_in_memory()
        } else {
            rusqlite::Connection::open(path)
        }
        .map_err(|e| format!("cannot open the database {path}: {e}"))?;
        db.execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;")
            .map_err(|e| format!("database: {e}"))?;
        return Ok(Box::new(Sqlite(db)));
    }
    // The tables' settings: a connect timeout, and a statement timeout of 5 s.
    let client = crate::server::store::postgres::config_of(database)?
        .connect(postgres::NoTls)
        .map_err(|e| format!("cannot connect to the database: {e}"))?;
    Ok(Box::new(Postgres(client)))
}
