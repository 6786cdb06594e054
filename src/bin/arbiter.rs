//! The `arbiter` command line: resolve scenarios, play and replay games of any ruleset.

use std::io::Read;
use std::process::ExitCode;

use arbiter::core::Rng;
use arbiter::rulesets::RulesetId;
use arbiter::saves::{GameLog, Resumable};
use arbiter::session::{self, Session};

const USAGE: &str = "usage:
  arbiter serve [--port 8000] [--host 127.0.0.1] [--database sqlite:PATH|sqlite::memory:|postgres://...]
                [--static DIR] [--allow-origin URL ...] [--tables-per-address N]
                                 online play (docs/online.md)
  arbiter scenario FILE|-        resolve a scenario; prints the result JSON
  arbiter play [--ruleset eredan|berserk|yummell] [--seed N] [--decks A B] [--squads A B]
               [--players N] [--lang en|fr|ru|it] [--save FILE]
                                 play a full game between two random players
  arbiter replay FILE [--lang L] replay a saved game (ruleset, seed, setup and choices)
  arbiter cards [--ruleset R] [--lang L] [--json]
                                 every card (and character, and Advantage) with its rules
                                 text, one per line (name: text), or as JSON (cards and ready)
  arbiter simulate [--ruleset R] [--decks A B | --squads A B | --players N] [--bots strong,greedy] [--games N]
                   [--seed S] [--threads T] [--playouts P] [--json FILE] [--csv FILE]
                                 play many games between two bots; win/draw rates with
                                 95% confidence intervals and the average game length";

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

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("scenario") => scenario(&args[1..]),
        Some("play") => play(&args[1..]),
        Some("replay") => replay(&args[1..]),
        Some("cards") => cards(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        #[cfg(all(feature = "serve", not(target_arch = "wasm32")))]
        Some("serve") => serve(&args[1..]),
        Some("-h") | Some("--help") | Some("help") => {
            out!("{USAGE}");
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("arbiter: {message}");
            ExitCode::from(2)
        }
    }
}

/// Reads a file (or stdin for `-`) of at most `limit` bytes: a longer input is refused after
/// `limit + 1` bytes, without reading (or holding) the rest.
fn read_input(path: &str, limit: usize) -> Result<String, String> {
    let source: Box<dyn Read> = if path == "-" {
        Box::new(std::io::stdin())
    } else {
        Box::new(std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?)
    };
    let name = if path == "-" { "stdin" } else { path };
    let mut bytes = Vec::new();
    source
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{name}: {e}"))?;
    if bytes.len() > limit {
        return Err(format!("{name}: more than {limit} bytes (the limit)"));
    }
    String::from_utf8(bytes).map_err(|e| format!("{name}: not UTF-8 text ({e})"))
}

fn scenario(args: &[String]) -> Result<(), String> {
    let [path] = args else {
        return Err(format!("scenario takes one FILE or -\n{USAGE}"));
    };
    let text = read_input(path, arbiter::scenario::MAX_SCENARIO_BYTES)?;
    let resolution = arbiter::scenario::resolve(&text).map_err(|e| e.to_string())?;
    out!("{}", resolution.to_json());
    Ok(())
}

/// Prints each event of a JSON array with its seq, rule and sentence.
fn print_events(events: &str, lang: &str) -> Result<(), String> {
    let events: Vec<serde_json::Value> = serde_json::from_str(events).map_err(|e| format!("internal: {e}"))?;
    for e in events {
        let (seq, rule) = (
            e["seq"].as_u64().unwrap_or(0),
            e["rule"].as_str().unwrap_or("").to_string(),
        );
        out!(
            "{seq:>4} [{rule}] {}",
            session::narrate(e, lang).map_err(|e| e.to_string())?
        );
    }
    Ok(())
}

fn print_result(game: &dyn Session) {
    match game.outcome() {
        Some(o) => out!("result: {}", serde_json::to_string(&o).unwrap_or_default()),
        None => out!("result: unfinished"),
    }
}

fn play(args: &[String]) -> Result<(), String> {
    let mut log = GameLog::new(RulesetId::ALL[0].name(), 0, serde_json::Value::Null);
    let (mut save, mut lang) = (None, "en".to_string());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--seed" => {
                let v = value("--seed")?;
                log.seed = v
                    .parse()
                    .map_err(|_| format!("--seed: \"{v}\" is not a whole number"))?;
            }
            "--ruleset" => log.ruleset = value("--ruleset")?,
            "--decks" => {
                let (a, b) = (value("--decks")?, value("--decks")?);
                log.setup = serde_json::json!({ "decks": [a, b] });
            }
            "--squads" => {
                let (a, b) = (value("--squads")?, value("--squads")?);
                log.setup = serde_json::json!({ "squads": [a, b] });
            }
            "--players" => {
                let v = value("--players")?;
                let n: usize = v
                    .parse()
                    .map_err(|_| format!("--players: \"{v}\" is not a whole number"))?;
                log.setup = serde_json::json!({ "players": n });
            }
            "--lang" => lang = value("--lang")?,
            "--save" => save = Some(value("--save")?),
            other => return Err(format!("play: unknown option \"{other}\"\n{USAGE}")),
        }
    }
    let started = Resumable::start(&log).map_err(|e| e.to_string())?;
    let opening = started.opening_events().map_err(|e| e.to_string())?;
    let mut game = started.session;
    print_events(&opening, &lang)?;
    let mut players = Rng::new(log.seed ^ 0x5eed_fa11);
    while let Some(events) = game.random_step(&mut players) {
        print_events(&events, &lang)?;
    }
    print_result(game.as_ref());
    if let Some(path) = save {
        let log = GameLog {
            choices: game.choices(),
            ..log
        };
        let text = serde_json::to_string_pretty(&log).map_err(|e| e.to_string())?;
        std::fs::write(&path, text).map_err(|e| format!("{path}: {e}"))?;
        out!("saved to {path}");
    }
    Ok(())
}

fn replay(args: &[String]) -> Result<(), String> {
    let (path, lang) = match args {
        [path] => (path, "en"),
        [path, flag, lang] if flag == "--lang" => (path, lang.as_str()),
        _ => return Err(format!("replay takes one FILE\n{USAGE}")),
    };
    let text = read_input(path, arbiter::saves::MAX_SAVE_BYTES)?;
    let log = arbiter::saves::read_log(&text).map_err(|e| format!("{path}: {e}"))?;
    let head = GameLog {
        choices: vec![],
        ..log.clone()
    };
    let started = Resumable::start(&head).map_err(|e| e.to_string())?;
    let opening = started.opening_events().map_err(|e| e.to_string())?;
    let mut game = started.session;
    print_events(&opening, lang)?;
    for (i, c) in log.choices.iter().enumerate() {
        let events = game
            .choose_json(&c.to_string())
            .map_err(|e| format!("{path}: choices[{i}]: {e}"))?;
        print_events(&events, lang)?;
    }
    if game.outcome().is_none() && game.pending_json() != "null" {
        out!("(the saved game stops here: no more choices)");
    }
    print_result(game.as_ref());
    Ok(())
}

/// Prints a ruleset's catalogue with the rules text generated in a language: "name: text"
/// for every entry that has a text (cards, then the ready setup's), or the JSON.
fn cards(args: &[String]) -> Result<(), String> {
    let (mut ruleset, mut lang, mut json) = (RulesetId::ALL[0].name().to_string(), "en".to_string(), false);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--ruleset" => ruleset = value("--ruleset")?,
            "--lang" => lang = value("--lang")?,
            "--json" => json = true,
            other => return Err(format!("cards: unknown option \"{other}\"\n{USAGE}")),
        }
    }
    let ruleset = RulesetId::parse(&ruleset).map_err(|e| e.to_string())?;
    let cards = session::cards_in(ruleset, &lang).map_err(|e| e.to_string())?;
    let ready = session::decks_in(ruleset, &lang).map_err(|e| e.to_string())?;
    if json {
        out!("{}", serde_json::json!({ "cards": cards, "ready": ready }));
        return Ok(());
    }
    let lists = std::iter::once(&cards).chain(ready.as_object().into_iter().flat_map(|o| o.values()));
    for entry in lists.filter_map(|l| l.as_array()).flatten() {
        if let Some(text) = entry.get("text").and_then(|t| t.as_str()) {
            // A name, or one per language (Berserk's creatures), else the id.
            let name = entry["name"]
                .as_str()
                .or_else(|| entry["name"][lang.as_str()].as_str())
                .filter(|n| !n.is_empty())
                .or_else(|| entry["id"].as_str())
                .unwrap_or("");
            out!("{name}: {text}");
        }
    }
    Ok(())
}

/// One simulated game: which seat the first bot had, who won, how long it took.
struct Played {
    seed: u64,
    first_bot_seat: u8,
    /// 0 = the first bot, 1 = the second, None = a draw (or another seat won, in Yummell).
    winner_bot: Option<u8>,
    turns: u64,
    decisions: u32,
}

fn simulate(args: &[String]) -> Result<(), String> {
    use arbiter::bots::{wilson, BotKind};
    use arbiter::core::Outcome;
    use std::io::{IsTerminal, Write};

    let mut log = GameLog::new(RulesetId::ALL[0].name(), 0, serde_json::Value::Null);
    let (mut bots, mut games, mut playouts) = ([BotKind::Strong, BotKind::Greedy], 100u32, 200u32);
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (mut json_out, mut csv_out) = (None, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        let number = |name: &str, v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{name}: \"{v}\" is not a whole number"))
        };
        match a.as_str() {
            "--ruleset" => log.ruleset = value("--ruleset")?,
            "--decks" => log.setup = serde_json::json!({ "decks": [value("--decks")?, value("--decks")?] }),
            "--squads" => log.setup = serde_json::json!({ "squads": [value("--squads")?, value("--squads")?] }),
            "--players" => log.setup = serde_json::json!({ "players": number("--players", value("--players")?)? }),
            "--bots" => {
                let v = value("--bots")?;
                let names: Vec<&str> = v.split(',').collect();
                let [a, b] = names.as_slice() else {
                    return Err(format!(
                        "--bots: two bots separated by a comma, e.g. strong,greedy, not \"{v}\""
                    ));
                };
                bots = [BotKind::parse(a)?, BotKind::parse(b)?];
            }
            "--games" => games = number("--games", value("--games")?)?.clamp(1, 1_000_000) as u32,
            "--seed" => log.seed = number("--seed", value("--seed")?)?,
            "--threads" => threads = number("--threads", value("--threads")?)?.clamp(1, 64) as usize,
            "--playouts" => playouts = number("--playouts", value("--playouts")?)?.clamp(1, 100_000) as u32,
            "--json" => json_out = Some(value("--json")?),
            "--csv" => csv_out = Some(value("--csv")?),
            other => return Err(format!("simulate: unknown option \"{other}\"\n{USAGE}")),
        }
    }
    Resumable::start(&log).map_err(|e| e.to_string())?; // Checks the ruleset and setup once, with their errors.
    let play_one = |i: u32| -> Result<Played, String> {
        let game_seed = log.seed.wrapping_add(u64::from(i));
        // The bots change seats every game: in game i the first bot is player i % 2 (in
        // Yummell the second bot takes every other seat).
        let first_bot_seat = (i % 2) as u8;
        let mut game = Resumable::start(&GameLog {
            seed: game_seed,
            ..log.clone()
        })
        .map_err(|e| e.to_string())?
        .session;
        let mut decisions = 0u32;
        loop {
            let pending: serde_json::Value = serde_json::from_str(&game.pending_json()).unwrap_or_default();
            let Some(player) = pending.get("player").and_then(|p| p.as_u64()) else {
                break;
            };
            let bot = if player as u8 == first_bot_seat {
                bots[0]
            } else {
                bots[1]
            };
            let decision_seed = game_seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(decisions);
            let Some(choice) = game.suggest(bot, decision_seed, playouts) else {
                break;
            };
            game.choose_json(&choice).map_err(|e| e.to_string())?;
            decisions += 1;
        }
        let winner_bot = match game.outcome() {
            Some(Outcome::Winner { winner }) if winner as u8 == first_bot_seat => Some(0),
            Some(Outcome::Winner { .. }) => Some(1),
            _ => None,
        };
        let state: serde_json::Value = serde_json::from_str(&game.state_json()).unwrap_or_default();
        let turns = state
            .get("round")
            .or_else(|| state.get("turn"))
            .and_then(|t| t.as_u64())
            .unwrap_or(0);
        Ok(Played {
            seed: game_seed,
            first_bot_seat,
            winner_bot,
            turns,
            decisions,
        })
    };
    let done = std::sync::atomic::AtomicU32::new(0);
    let progress = std::io::stderr().is_terminal();
    let results: Result<Vec<Played>, String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u32)
            .map(|t| {
                let (play_one, done) = (&play_one, &done);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    let mut i = t;
                    while i < games {
                        out.push(play_one(i)?);
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if progress && t == 0 {
                            let width = 30 * n as usize / games as usize;
                            eprint!("\r[{}{}] {n}/{games}", "=".repeat(width), " ".repeat(30 - width));
                        }
                        i += threads as u32;
                    }
                    Ok::<_, String>(out)
                })
            })
            .collect();
        let mut all = Vec::new();
        for h in handles {
            all.extend(h.join().map_err(|_| "a simulation thread failed".to_string())??);
        }
        Ok(all)
    });
    let mut results = results?;
    if progress {
        eprintln!("\r[{}] {games}/{games}", "=".repeat(30));
    }
    results.sort_by_key(|r| r.seed);
    let n = results.len() as u32;
    let count = |w: Option<u8>| results.iter().filter(|r| r.winner_bot == w).count() as u32;
    let names = bots.map(|b| {
        serde_json::to_value(b)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default()
    });
    let line = |label: &str, k: u32| {
        let (lo, hi) = wilson(k, n);
        format!(
            "{label:<10} {k:>6} of {n} ({:.1}%, 95% CI {:.1}–{:.1}%)",
            100.0 * f64::from(k) / f64::from(n),
            100.0 * lo,
            100.0 * hi
        )
    };
    let avg = |f: &dyn Fn(&Played) -> f64| results.iter().map(f).sum::<f64>() / f64::from(n.max(1));
    out!(
        "{}: {n} games, setup {}, the bots change seats every game, {playouts} playouts a strong decision",
        log.ruleset,
        log.setup
    );
    out!("{}", line(&format!("{}#1", names[0]), count(Some(0))));
    out!("{}", line(&format!("{}#2", names[1]), count(Some(1))));
    out!("{}", line("draws", count(None)));
    out!(
        "average length: {:.1} turns, {:.1} decisions",
        avg(&|r| r.turns as f64),
        avg(&|r| f64::from(r.decisions))
    );
    if let Some(path) = json_out {
        let rows: Vec<serde_json::Value> = results
            .iter()
            .map(|r| serde_json::json!({ "seed": r.seed, "first_bot_seat": r.first_bot_seat, "winner_bot": r.winner_bot, "turns": r.turns, "decisions": r.decisions }))
            .collect();
        let doc = serde_json::json!({ "ruleset": log.ruleset, "setup": log.setup, "bots": names, "playouts": playouts,
            "games": rows, "wins": [count(Some(0)), count(Some(1))], "draws": count(None) });
        std::fs::write(&path, serde_json::to_string_pretty(&doc).unwrap_or_default())
            .map_err(|e| format!("{path}: {e}"))?;
    }
    if let Some(path) = csv_out {
        let mut text = String::from("seed,first_bot_seat,winner_bot,turns,decisions\n");
        for r in &results {
            let w = r.winner_bot.map_or("draw".to_string(), |w| w.to_string());
            text.push_str(&format!(
                "{},{},{w},{},{}\n",
                r.seed, r.first_bot_seat, r.turns, r.decisions
            ));
        }
        std::fs::File::create(&path)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}

/// `arbiter serve`: online play over WebSockets (src/server/, docs/online.md).
#[cfg(all(feature = "serve", not(target_arch = "wasm32")))]
fn serve(args: &[String]) -> Result<(), String> {
    let mut config = arbiter::server::Config::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--port" => config.port = value("--port")?.parse().map_err(|_| "--port is a number".to_string())?,
            "--host" => config.host = value("--host")?,
            "--database" => config.database = value("--database")?,
            "--static" => config.static_dir = Some(value("--static")?),
            "--allow-origin" => config.allow_origins.push(value("--allow-origin")?),
            "--tables-per-address" => {
                let v = value("--tables-per-address")?;
                config.tables_per_address = v.parse().ok().filter(|n| *n > 0).ok_or(format!(
                    "--tables-per-address: \"{v}\" is not a whole number of tables, at least 1"
                ))?;
            }
            other => return Err(format!("serve: unknown option {other}\n{USAGE}")),
        }
    }
    arbiter::server::run(config)
}
