//! The `arbiter` command line: resolve scenarios, play and replay games of any ruleset.
//! Its subcommands are in cli/: scenarios and games (games.rs), simulations (simulate.rs),
//! bounded reading of files (input.rs).
//!
//! The arguments are read by clap from the types below (their doc comments are the help);
//! usage errors and engine errors alike exit 2 with a message on stderr.

use std::process::ExitCode;

use arbiter::rulesets::{setup_fields, Builtin, RulesetId, SetupField};
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

/// The command line (its first line of help: `about`).
#[derive(Parser)]
#[command(name = "arbiter", version, about = about(), arg_required_else_help = true)]
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

/// A game's setup: the setup fields the rulesets declare, as flags (`--decks A B`: each
/// ruleset's `SETUP_FIELDS`), or the whole setup as JSON (`--setup`). The flags are built from
/// the registry, so a ruleset's setup flags are declared in its `ruleset.rs`.
struct SetupArgs {
    /// The setup fields given, each with its values as typed.
    fields: Vec<(SetupField, Vec<String>)>,
    /// `--setup`: the whole setup's JSON, or @FILE.
    setup: Option<String>,
}

impl clap::FromArgMatches for SetupArgs {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let fields = setup_fields::<Builtin>()
            .into_iter()
            .filter_map(|(field, _)| {
                let given = matches.get_many::<String>(field.name)?;
                Some((field, given.cloned().collect()))
            })
            .collect();
        Ok(SetupArgs {
            fields,
            setup: matches.get_one::<String>("setup").cloned(),
        })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for SetupArgs {
    fn augment_args(mut command: clap::Command) -> clap::Command {
        let fields = setup_fields::<Builtin>();
        let names: Vec<&'static str> = fields.iter().map(|(f, _)| f.name).collect();
        for (i, (field, by)) in fields.iter().enumerate() {
            let help: Vec<String> = by
                .iter()
                .map(|(ruleset, help)| format!("{}: {help}", titled(ruleset)))
                .collect();
            let mut arg = clap::Arg::new(field.name)
                .long(field.name)
                .num_args(field.values.len())
                .value_names(field.values.iter().copied())
                .help(help.join("; "))
                .conflicts_with_all(names[i + 1..].iter().copied().chain(["setup"]));
            if field.whole {
                arg = arg.value_parser(|v: &str| whole(v).map(|_| v.to_string()));
            }
            command = command.arg(arg);
        }
        command.arg(
            clap::Arg::new("setup")
                .long("setup")
                .value_name("JSON|@FILE")
                .help(format!(
                    "The ruleset's whole setup as JSON ({}...), or @FILE, or @- for stdin",
                    names.join(", ")
                )),
        )
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        Self::augment_args(command)
    }
}

/// A ruleset's id as a title (`eredan` → `Eredan`).
fn titled(id: &str) -> String {
    let mut letters = id.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}

/// The help of a `--ruleset` flag: the build's rulesets.
fn ruleset_help() -> String {
    let names = RulesetId::names();
    match names.split_last() {
        Some((last, [_, ..])) => format!("The ruleset: {} or {last}", names[..names.len() - 1].join(", ")),
        _ => format!("The ruleset: {}", names.join(", ")),
    }
}

/// What `arbiter --help` says first: the rulesets it plays.
fn about() -> String {
    let names: Vec<String> = RulesetId::names().iter().map(|n| titled(n)).collect();
    let names = match names.split_last() {
        Some((last, [_, ..])) => format!("{} and {last}", names[..names.len() - 1].join(", ")),
        _ => names.join(", "),
    };
    format!("A rules engine for collectible card games: resolve scenarios, play, replay and simulate games of {names}")
}

/// `arbiter play`.
#[derive(Args)]
struct PlayArgs {
    #[arg(long, value_name = "R", default_value = RulesetId::ALL[0].name(), help = ruleset_help())]
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
    #[arg(long, value_name = "R", default_value = RulesetId::ALL[0].name(), help = ruleset_help())]
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
    #[arg(long, value_name = "R", default_value = RulesetId::ALL[0].name(), help = ruleset_help())]
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
    /// Engine threads the tables are spread over (0: one per core)
    #[arg(long, value_name = "N", default_value_t = arbiter::server::Config::default().engine_threads,
          value_parser = |v: &str| v.parse::<usize>().map_err(|_| format!("\"{v}\" is not a whole number of threads")))]
    engine_threads: usize,
}

/// A whole number (the value parser of counts and seeds).
fn whole(v: &str) -> Result<u64, String> {
    v.parse().map_err(|_| format!("\"{v}\" is not a whole number"))
}

impl SetupArgs {
    /// The setup as the engine reads it (`GameLog::setup`): null for the ruleset's ready
    /// setup. `--setup` is parsed by the engine's JSON reader and checked when the game starts.
    fn value(&self) -> Result<serde_json::Value, String> {
        if !self.fields.is_empty() {
            let mut setup = serde_json::Map::new();
            for (field, given) in &self.fields {
                setup.insert(field.name.into(), field.value(given)?);
            }
            return Ok(serde_json::Value::Object(setup));
        }
        Ok(match &self.setup {
            Some(text) => {
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
        engine_threads: args.engine_threads,
    })
}
