//! The `arbiter` command line: resolve scenarios, play and replay games.

use std::io::Read;
use std::process::ExitCode;

use arbiter::core::{Game, Rng};
use arbiter::rulesets::eredan::game::GameLog;
use arbiter::rulesets::eredan::narrate::{narrate, Lang};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, Deck, EredanEvent, EredanGame};

const USAGE: &str = "usage:
  arbiter scenario FILE|-        resolve a scenario; prints the result JSON
  arbiter play [--seed N] [--save FILE]
                                 play a full game between two random players
  arbiter replay FILE            replay a saved game (seed, decks and choices)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("scenario") => scenario(&args[1..]),
        Some("play") => play(&args[1..]),
        Some("replay") => replay(&args[1..]),
        Some("-h") | Some("--help") | Some("help") => {
            println!("{USAGE}");
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

fn read_input(path: &str) -> Result<String, String> {
    let mut text = String::new();
    if path == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("stdin: {e}"))?;
    } else {
        text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(text)
}

fn scenario(args: &[String]) -> Result<(), String> {
    let [path] = args else {
        return Err(format!("scenario takes one FILE or -\n{USAGE}"));
    };
    let text = read_input(path)?;
    let resolution = arbiter::scenario::resolve(&text).map_err(|e| e.to_string())?;
    println!("{}", resolution.to_json());
    Ok(())
}

fn print_events(events: &[EredanEvent]) {
    for e in events {
        println!("{:>4} [{}] {}", e.seq, e.rule, narrate(e, Lang::En));
    }
}

fn play(args: &[String]) -> Result<(), String> {
    let mut seed = 0u64;
    let mut save = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--seed" => {
                let v = it.next().ok_or("--seed needs a number")?;
                seed = v
                    .parse()
                    .map_err(|_| format!("--seed: \"{v}\" is not a whole number"))?;
            }
            "--save" => save = Some(it.next().ok_or("--save needs a FILE")?.clone()),
            "--ruleset" => {
                let v = it.next().ok_or("--ruleset needs a name")?;
                if v != "eredan" {
                    return Err(format!("--ruleset: \"{v}\" is not implemented yet; only eredan is"));
                }
            }
            other => return Err(format!("play: unknown option \"{other}\"\n{USAGE}")),
        }
    }
    let decks = ready_decks();
    let log = GameLog {
        ruleset: "eredan".into(),
        seed,
        decks: [decks[0].clone(), decks[1].clone()],
        choices: vec![],
    };
    let (game, choices) = run(&log, true)?;
    if let Some(path) = save {
        let log = GameLog { choices, ..log };
        let text = serde_json::to_string_pretty(&log).map_err(|e| e.to_string())?;
        std::fs::write(&path, text).map_err(|e| format!("{path}: {e}"))?;
        println!("saved to {path}");
    }
    let _ = game;
    Ok(())
}

fn replay(args: &[String]) -> Result<(), String> {
    let [path] = args else {
        return Err(format!("replay takes one FILE\n{USAGE}"));
    };
    let text = read_input(path)?;
    let log: GameLog = arbiter::core::json::parse(&text)
        .and_then(arbiter::core::json::from_value)
        .map_err(|e| format!("{path}: {e}"))?;
    run(&log, false)?;
    Ok(())
}

/// Plays `log`: its choices if `random` is false, else random legal choices drawn from a
/// generator seeded from the game's seed. Prints every event and the result.
fn run(log: &GameLog, random: bool) -> Result<(EredanGame, Vec<arbiter::rulesets::eredan::Choice>), String> {
    if log.ruleset != "eredan" {
        return Err(format!("ruleset: \"{}\" is not implemented yet", log.ruleset));
    }
    let decks: [&Deck; 2] = [&log.decks[0], &log.decks[1]];
    let (mut game, events) = EredanGame::new(Catalogue::builtin(), log.seed, decks).map_err(|e| e.to_string())?;
    print_events(&events);
    let mut players = Rng::new(log.seed ^ 0x5eed_fa11);
    let mut made = Vec::new();
    let mut i = 0;
    while game.pending().is_some() {
        let choice = if random {
            game.random_choice(&mut players).ok_or("no legal choice")?
        } else {
            let Some(c) = log.choices.get(i) else {
                println!("(the saved game stops here: no more choices)");
                break;
            };
            c.clone()
        };
        i += 1;
        let events = game.choose(&choice).map_err(|e| format!("choice {}: {e}", i - 1))?;
        print_events(&events);
        made.push(choice);
    }
    match game.outcome() {
        Some(o) => println!("result: {}", serde_json::to_string(&o).unwrap_or_default()),
        None => println!("result: unfinished"),
    }
    Ok((game, made))
}
