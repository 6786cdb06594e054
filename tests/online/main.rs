//! The integration tests of the command line and of `arbiter serve` (SQLite, PostgreSQL, limits),
//! in one crate.

mod cli;
mod community;
mod endings;
mod engine_threads;
mod frame_changes;
mod one_table;
mod server;
mod server_limits;
mod server_postgres;
#[cfg(feature = "serve")]
#[path = "../common/server.rs"]
mod serving;
mod tables;
#[path = "../common/toy.rs"]
#[allow(dead_code)]
mod toy;
