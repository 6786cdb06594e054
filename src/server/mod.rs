//! `arbiter serve`: server-authoritative online play (docs/online.md). The engine runs on
//! threads of its own (`tables.rs`: each owns the tables whose id falls to it and a store
//! connection, each table the sans-IO `crate::table::Table` the pages' Worker host drives too); axum serves the HTTP
//! routes (`http.rs`) and the WebSockets (`ws.rs`) on tokio and talks to it by messages.

pub mod community;
pub mod http;
pub mod limits;
pub mod store;
pub mod tables;
pub mod ws;

use std::net::SocketAddr;

/// What `arbiter serve` is asked to do.
#[derive(Debug, Clone)]
pub struct Config {
    pub host: String,
    pub port: u16,
    /// `sqlite:PATH`, `sqlite::memory:`, or a PostgreSQL URL (`postgres://…`, `postgresql://…`).
    pub database: String,
    /// The folder of static files to serve (`www/dist`), if any.
    pub static_dir: Option<String>,
    /// Origins besides the server's own allowed to open a WebSocket.
    pub allow_origins: Vec<String>,
    /// Tables one address may create per 10 minutes (`--tables-per-address`; behind a proxy
    /// every player has the proxy's address).
    pub tables_per_address: usize,
    /// Engine threads the tables are spread over (`--engine-threads`; 0: one per core). A
    /// database in memory (`sqlite::memory:`) is one connection's: one thread.
    pub engine_threads: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            host: "127.0.0.1".into(),
            port: 8000,
            database: "sqlite:arbiter.db".into(),
            static_dir: None,
            allow_origins: vec![],
            tables_per_address: limits::TABLES_PER_WINDOW,
            engine_threads: 0,
        }
    }
}

/// Opens the store, resumes every unfinished table, binds and serves until the process ends.
/// Prints one line with the bound address once listening.
pub fn run(config: Config) -> Result<(), String> {
    // The log goes to stderr (stdout carries the one "listening" line), at `info` unless
    // RUST_LOG says otherwise.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    let colour = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(colour)
        .try_init();
    let community = std::sync::Arc::new(community::Community::open(&config.database)?);
    let engine = tables::Engine::start(
        &|| store::open(&config.database),
        engine_threads(&config),
        Some(community::record_endings(community.clone())),
    )?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async move {
        let addr = format!("{}:{}", config.host, config.port);
        let listener = tokio::net::TcpListener::bind(&addr)
            .await
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        let app = http::router(engine.clone(), &config).merge(community::routes::router(community, engine));
        println!("arbiter serve: listening on http://{bound}");
        tracing::info!(address = %bound, database = %store_kind(&config.database), "listening");
        axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
            .await
            .map_err(|e| format!("server error: {e}"))
    })
}

/// How many engine threads `config` asks for: one per core unless it says; one for a database
/// in memory (each connection would have its own).
fn engine_threads(config: &Config) -> usize {
    if config.database == "sqlite::memory:" {
        return 1;
    }
    match config.engine_threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// The kind of store a `--database` URL names, for the log (never the URL: it may hold a
/// password).
fn store_kind(url: &str) -> &'static str {
    if url.starts_with("postgres") {
        "postgresql"
    } else {
        "sqlite"
    }
}
