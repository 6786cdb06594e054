//! `arbiter scenario`, `play`, `replay` and `cards`.

use arbiter::core::Rng;
use arbiter::rulesets::RulesetId;
use arbiter::saves::{GameLog, Resumable};
use arbiter::session::{self, Session};

use super::{input, CardsArgs, DeckArgs, PlayArgs, ReplayArgs, ScenarioArgs};

/// Resolves a scenario and prints the result JSON.
pub fn scenario(args: &ScenarioArgs) -> Result<(), String> {
    let text = input::read(&args.file, arbiter::scenario::MAX_SCENARIO_BYTES)?;
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

/// Plays a whole game between two random players, printing every event; saves its log.
pub fn play(args: &PlayArgs) -> Result<(), String> {
    let log = GameLog::new(&args.ruleset, args.seed, args.setup.value()?);
    let started = Resumable::start(&log).map_err(|e| e.to_string())?;
    let opening = started.opening_events().map_err(|e| e.to_string())?;
    let mut game = started.session;
    print_events(&opening, &args.lang)?;
    let mut players = Rng::new(log.seed ^ 0x5eed_fa11);
    while let Some(events) = game.random_step(&mut players) {
        print_events(&events, &args.lang)?;
    }
    print_result(game.as_ref());
    if let Some(path) = &args.save {
        let log = GameLog {
            choices: game.choices(),
            ..log
        };
        let text = serde_json::to_string_pretty(&log).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
        out!("saved to {path}");
    }
    Ok(())
}

/// Replays a saved game, printing every event.
pub fn replay(args: &ReplayArgs) -> Result<(), String> {
    let (path, lang) = (&args.file, args.lang.as_str());
    let text = input::read(path, arbiter::saves::MAX_SAVE_BYTES)?;
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
pub fn cards(args: &CardsArgs) -> Result<(), String> {
    let lang = args.lang.as_str();
    let ruleset = RulesetId::parse(&args.ruleset).map_err(|e| e.to_string())?;
    if args.coverage {
        let table = session::coverage(ruleset).map_err(|e| e.to_string())?;
        out!("{}", table.trim_end());
        return Ok(());
    }
    let cards = session::cards_in(ruleset, lang).map_err(|e| e.to_string())?;
    let ready = session::decks_in(ruleset, lang).map_err(|e| e.to_string())?;
    if args.json {
        out!("{}", serde_json::json!({ "cards": cards, "ready": ready }));
        return Ok(());
    }
    let lists = std::iter::once(&cards).chain(ready.as_object().into_iter().flat_map(|o| o.values()));
    for entry in lists.filter_map(|l| l.as_array()).flatten() {
        if let Some(text) = entry.get("text").and_then(|t| t.as_str()) {
            // A name, or one per language (Berserk's creatures), else the id.
            let name = entry["name"]
                .as_str()
                .or_else(|| entry["name"][lang].as_str())
                .filter(|n| !n.is_empty())
                .or_else(|| entry["id"].as_str())
                .unwrap_or("");
            out!("{name}: {text}");
        }
    }
    Ok(())
}

/// `arbiter deck`: the list read and checked, as JSON; a deck that is not legal is an error
/// (exit 2) after the JSON is printed.
pub fn deck(args: &DeckArgs) -> Result<(), String> {
    let ruleset = RulesetId::parse(&args.ruleset).map_err(|e| e.to_string())?;
    let text = input::read(&args.file, arbiter::scenario::MAX_SCENARIO_BYTES)?;
    let checked = session::check_deck(ruleset, &text).map_err(|e| e.to_string())?;
    out!("{checked}");
    match checked["legal"].as_bool() {
        Some(true) => Ok(()),
        _ => Err("the deck is not legal (its problems are above)".into()),
    }
}
