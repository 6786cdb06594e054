//! The `arbiter` command line: resolve scenarios, play and replay games of any ruleset.
//! Its subcommands are in cli/: scenarios and games (games.rs), simulations (simulate.rs),
//! bounded reading of files (input.rs).
//!
//! The arguments are read by clap from the types below (their doc comments are the help);
//! usage errors and engine errors alike exit 2 with a message on stderr.

use std::process::ExitCode;

use arbiter::rulesets::RulesetId;
use clap::{Args, CommandFactory, Parser, Subcommand};

/// `println!` that ends the process quietly when the reader of stdout has gone
/// (`arbiter play | head`) instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write;
        if let Err(e) = writeln!(std::io::stdout(), $($arg)*) {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            eprintln!("arbiter: stdout: {e}");
            std::process::exit(2);
        }
    }};
}

mod games;
mod input;
mod simulate;

/// A rules engine for collectible card games: resolve scenarios, play, replay and simulate
/// games of Eredan, Berserk and Yummell.
#[derive(Parser)]
#[command(name = "arbiter", version, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Online play over WebSockets (docs/online.md)
    #[cfg(all(feature = "serve", not(target_arch = "wasm32")))]
    Serve(ServeArgs),
    /// Resolve a scenario; prints the result JSON
    Scenario(ScenarioArgs),
    /// Play a full game between two random players
    Play(PlayArgs),
    /// Replay a saved game (ruleset, seed, setup and choices)
    Replay(ReplayArgs),
    /// Every card (and character, and Advantage) with its rules text, one per line (name: text)
    Cards(CardsArgs),
    /// Check a deck written as a plain list (`3 Кочевник` a line): prints its cards and every
    /// problem as JSON; exits 2 if it is not legal (docs/rules.md: Berserk B-GAME-1, Eredan E-SET and E-DECK)
    Deck(DeckArgs),
    /// Play many games between two bots: win/draw rates with 95% confidence intervals
    Simulate(SimulateArgs),
    /// Print the completion script of a shell
    Completions {
        /// The shell
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// `arbiter scenario`.
#[derive(Args)]
struct ScenarioArgs {
    /// The scenario's JSON file, or - for stdin
    #[arg(value_name = "FILE|-")]
    file: String,
}

/// A game's setup: one of the ruleset's own flags, or the whole setup as JSON.
#[derive(Args)]
struct SetupArgs {
    /// Eredan, or a whole game of Berserk: the two decks, by ready-deck id
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with_all = ["squads", "players", "setup"])]
    decks: Option<Vec<String>>,
    /// Berserk: the two squads, by ready-squad id
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with_all = ["players", "setup"])]
    squads: Option<Vec<String>>,
    /// Yummell: how many players, 2 to 8
    #[arg(long, value_name = "N", value_parser = whole, conflicts_with = "setup")]
    players: Option<u64>,
    /// The ruleset's whole setup as JSON (decks, squads, players, seats...), or @FILE, or @- for stdin
    #[arg(long, value_name = "JSON|@FILE")]
    setup: Option<String>,
}

/// `arbiter play`.
#[derive(Args)]
struct PlayArgs {
    /// The ruleset: eredan, berserk or yummell
    #[arg(long, value_name = "R", default_value = RulesetId::ALL[0].name())]
    ruleset: String,
    /// The seed of every random draw and of the random players
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = whole)]
    seed: u64,
    #[command(flatten)]
    setup: SetupArgs,
    /// The language of the events: en, fr, ru or it
    #[arg(long, value_name = "L", default_value = "en")]
    lang: String,
    /// Write the game's log to FILE, for `arbiter replay`
    #[arg(long, value_name = "FILE")]
    save: Option<String>,
}

/// `arbiter replay`.
#[derive(Args)]
struct ReplayArgs {
    /// The saved game (`arbiter play --save`, or a JS game's log)
    #[arg(value_name = "FILE")]
    file: String,
    /// The language of the events: en, fr, ru or it
    #[arg(long, value_name = "L", default_value = "en")]
    lang: String,
}

/// `arbiter deck`.
#[derive(Args)]
struct DeckArgs {
    /// The ruleset (Berserk's and Eredan's decks are checked)
    #[arg(long, value_name = "R", default_value = "berserk")]
    ruleset: String,
    /// The list's file, or - for stdin
    #[arg(value_name = "FILE|-")]
    file: String,
}

/// `arbiter cards`.
#[derive(Args)]
struct CardsArgs {
    /// The ruleset: eredan, berserk or yummell
    #[arg(long, value_name = "R", default_value = RulesetId::ALL[0].name())]
    ruleset: String,
    /// The language of the rules text
    #[arg(long, value_name = "L", default_value = "en")]
    lang: String,
    /// Print JSON instead: {"cards": [...], "ready": {...}}
    #[arg(long)]
    json: bool,
    /// Print what the engine plays of each printed card instead (Markdown; Berserk:
    /// docs/berserk-coverage.md)
    #[arg(long, conflicts_with = "json")]
    coverage: bool,
}

/// `arbiter simulate`.
#[derive(Args)]
struct SimulateArgs {
    /// The ruleset: eredan, berserk or yummell
    #[arg(long, value_name = "R", default_value = RulesetId::ALL[0].name())]
    ruleset: String,
    #[command(flatten)]
    setup: SetupArgs,
    /// The two bots, separated by a comma: random, greedy or strong
    #[arg(long, value_name = "A,B", default_value = "strong,greedy")]
    bots: String,
    /// How many games, 1 to 1,000,000
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = whole)]
    games: u64,
    /// The first game's seed; game i has seed S + i
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = whole)]
    seed: u64,
    /// Games played at once, 1 to 64 [default: the number of cores]
    #[arg(long, value_name = "T", value_parser = whole)]
    threads: Option<u64>,
    /// Playouts of each strong bot's decision, 1 to 100,000; P,Q gives the first bot P and the
    /// second Q (a strong bot against a stronger one)
    #[arg(long, value_name = "P[,Q]", value_delimiter = ',', num_args = 1, value_parser = whole,
          default_values_t = [u64::from(arbiter::bots::DEFAULT_PLAYOUTS)])]
    playouts: Vec<u64>,
    /// Write every game's seed, seats, winner and length as JSON to FILE
    #[arg(long, value_name = "FILE")]
    json: Option<String>,
    /// Write every game's seed, seats, winner and length as CSV to FILE
    #[arg(long, value_name = "FILE")]
    csv: Option<String>,
}

/// `arbiter serve`; the defaults are the server's own (`server::Config::default()`).
#[cfg(all(feature = "serve", not(target_arch = "wasm32")))]
#[derive(Args)]
struct ServeArgs {
    /// The port to listen on
    #[arg(long, value_name = "PORT", default_value_t = arbiter::server::Config::default().port,
          value_parser = |v: &str| v.parse::<u16>().map_err(|_| format!("\"{v}\" is not a port number (0 to 65535)")))]
    port: u16,
    /// The address to listen on
    #[arg(long, value_name = "HOST", default_value_t = arbiter::server::Config::default().host)]
    host: String,
    /// The store: sqlite:PATH, sqlite::memory: or postgres://...
    #[arg(long, value_name = "URL", default_value_t = arbiter::server::Config::default().database)]
    database: String,
    /// A folder of static files to serve (www/dist)
    #[arg(long = "static", value_name = "DIR")]
    static_dir: Option<String>,
    /// An origin besides the server's own allowed to open a WebSocket (repeatable)
    #[arg(long, value_name = "URL")]
    allow_origin: Vec<String>,
    /// Tables one address may create per 10 minutes, at least 1
    #[arg(long, value_name = "N", default_value_t = arbiter::server::Config::default().tables_per_address,
          value_parser = |v: &str| v.parse::<usize>().ok().filter(|n| *n > 0)
              .ok_or(format!("\"{v}\" is not a whole number of tables, at least 1")))]
    tables_per_address: usize,
}

/// A whole number (the value parser of counts and seeds).
fn whole(v: &str) -> Result<u64, String> {
    v.parse().map_err(|_| format!("\"{v}\" is not a whole number"))
}

impl SetupArgs {
    /// The setup as the engine reads it (`GameLog::setup`): null for the ruleset's ready
    /// setup. `--setup` is parsed by the engine's JSON reader and checked when the game starts.
    fn value(&self) -> Result<serde_json::Value, String> {
        use serde_json::json;
        Ok(match (&self.decks, &self.squads, self.players, &self.setup) {
            (Some(decks), ..) => json!({ "decks": decks }),
            (_, Some(squads), ..) => json!({ "squads": squads }),
            (_, _, Some(n), _) => json!({ "players": n }),
            (.., Some(text)) => {
                let limit = arbiter::scenario::MAX_SCENARIO_BYTES;
                let text = match text.strip_prefix('@') {
                    Some(path) => input::read(path, limit)?,
                    None => input::bounded(text.clone(), "--setup", limit)?,
                };
                arbiter::core::json::parse_in(&text, "setup").map_err(|e| e.to_string())?
            }
            _ => serde_json::Value::Null,
        })
    }
}

pub fn main() -> ExitCode {
    let result = match Cli::parse().command {
        #[cfg(all(feature = "serve", not(target_arch = "wasm32")))]
        Command::Serve(args) => serve(args),
        Command::Scenario(args) => games::scenario(&args),
        Command::Play(args) => games::play(&args),
        Command::Replay(args) => games::replay(&args),
        Command::Cards(args) => games::cards(&args),
        Command::Deck(args) => games::deck(&args),
        Command::Simulate(args) => simulate::simulate(&args),
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "arbiter", &mut script);
            out!("{}", String::from_utf8_lossy(&script).trim_end());
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("arbiter: {message}");
            ExitCode::from(2)
        }
    }
}

/// `arbiter serve`: online play over WebSockets (src/server/, docs/online.md).
#[cfg(all(feature = "serve", not(target_arch = "wasm32")))]
fn serve(args: ServeArgs) -> Result<(), String> {
    arbiter::server::run(arbiter::server::Config {
        host: args.host,
        port: args.port,
        database: args.database,
        static_dir: args.static_dir,
        allow_origins: args.allow_origin,
        tables_per_address: args.tables_per_address,
    })
}
