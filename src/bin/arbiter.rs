//! The `arbiter` command line: resolve scenarios, play and replay games of any ruleset.

use std::io::Read;
use std::process::ExitCode;

use arbiter::core::{json, Rng};
use arbiter::session::{self, GameLog, Session};

const USAGE: &str = "usage:
  arbiter scenario FILE|-        resolve a scenario; prints the result JSON
  arbiter play [--ruleset eredan|berserk|yummell] [--seed N] [--decks A B] [--squads A B]
               [--players N] [--lang en|fr|ru|it] [--save FILE]
                                 play a full game between two random players
  arbiter replay FILE [--lang L] replay a saved game (ruleset, seed, setup and choices)";

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

/// Prints each event of a JSON array with its seq, rule and sentence.
fn print_events(events: &str, lang: &str) -> Result<(), String> {
    let events: Vec<serde_json::Value> = serde_json::from_str(events).map_err(|e| format!("internal: {e}"))?;
    for e in events {
        let (seq, rule) = (
            e["seq"].as_u64().unwrap_or(0),
            e["rule"].as_str().unwrap_or("").to_string(),
        );
        println!("{seq:>4} [{rule}] {}", session::narrate(e, lang)?);
    }
    Ok(())
}

fn print_result(game: &dyn Session) {
    match game.outcome() {
        Some(o) => println!("result: {}", serde_json::to_string(&o).unwrap_or_default()),
        None => println!("result: unfinished"),
    }
}

fn play(args: &[String]) -> Result<(), String> {
    let mut log = GameLog {
        ruleset: "eredan".into(),
        seed: 0,
        setup: serde_json::Value::Null,
        choices: vec![],
    };
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
    let (mut game, opening) = session::start(&log)?;
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
        println!("saved to {path}");
    }
    Ok(())
}

fn replay(args: &[String]) -> Result<(), String> {
    let (path, lang) = match args {
        [path] => (path, "en"),
        [path, flag, lang] if flag == "--lang" => (path, lang.as_str()),
        _ => return Err(format!("replay takes one FILE\n{USAGE}")),
    };
    let text = read_input(path)?;
    let log: GameLog = json::parse(&text)
        .and_then(json::from_value)
        .map_err(|e| format!("{path}: {e}"))?;
    let head = GameLog {
        choices: vec![],
        ..log.clone()
    };
    let (mut game, opening) = session::start(&head)?;
    print_events(&opening, lang)?;
    for (i, c) in log.choices.iter().enumerate() {
        let events = game
            .choose_json(&c.to_string())
            .map_err(|e| format!("{path}: choices[{i}]: {e}"))?;
        print_events(&events, lang)?;
    }
    if game.outcome().is_none() && game.pending_json() != "null" {
        println!("(the saved game stops here: no more choices)");
    }
    print_result(game.as_ref());
    Ok(())
}
