//! Plays N full random Eredan games and prints how many turns they took in all; a whole-process
//! workload for profilers and for timing native against wasm.
//! `cargo run --release --example random_games -- 2000 [--new-each]`; with `--new-each` every game
//! starts from the decks' ids as `Game` in JS does (deck checks included), without it the decks
//! are checked once, as a simulation does. With `--ruleset NAME` (any ruleset) every game is
//! started and played out exactly as JS's `new Game({ ruleset, seed })` then
//! `game.playRandom(seed)` do (through `saves::Resumable` and the session); adding `--decisions`
//! plays every decision as JS's loop does (the decision, then the choice and its events, both
//! written as JSON text), the native ceiling of any JSON crossing.

use arbiter::core::{Game, Rng};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, DeckDefs, EredanGame};
use arbiter::saves::{GameLog, Resumable};

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--ruleset") {
        let decisions = args.iter().any(|a| a == "--decisions");
        return as_in_js(n, args.get(i + 1).map_or("eredan", |r| r.as_str()), decisions);
    }
    let cat = Catalogue::builtin();
    let decks = ready_decks();
    let a = DeckDefs::resolve(&cat, &decks[0], "decks[0]").expect("ready decks are valid");
    let b = DeckDefs::resolve(&cat, &decks[1], "decks[1]").expect("ready decks are valid");
    let new_each = std::env::args().any(|a| a == "--new-each");
    let mut turns = 0u64;
    let start = std::time::Instant::now();
    for seed in 0..n {
        let (mut game, _) = if new_each {
            EredanGame::new(cat.clone(), seed, [&decks[0], &decks[1]]).expect("ready decks are valid")
        } else {
            EredanGame::from_decks(cat.clone(), seed, [&a, &b])
        };
        let mut players = Rng::new(seed ^ 0xabcdef);
        while let Some(choice) = game.random_choice(&mut players) {
            if game.choose(&choice).is_err() {
                eprintln!("seed {seed}: a legal choice was refused");
                std::process::exit(1);
            }
        }
        turns += u64::from(game.st.turn);
    }
    let secs = start.elapsed().as_secs_f64();
    println!("{n} games, {turns} turns, {secs:.3} s, {:.0} games/s", n as f64 / secs);
}

/// `n` games of `ruleset`, each started from its ready setup and played out by the session, as
/// the JS binding does; with `decisions`, decision by decision with their JSON.
fn as_in_js(n: u64, ruleset: &str, decisions: bool) {
    let start = std::time::Instant::now();
    for seed in 0..n {
        let log = GameLog::new(ruleset, seed, serde_json::Value::Null);
        let mut game = Resumable::start(&log).unwrap_or_else(|e| panic!("{ruleset}: {e}"));
        let mut rng = Rng::new(seed);
        if decisions {
            while game.session.pending_json() != "null" {
                std::hint::black_box(game.session.random_step(&mut rng));
            }
        } else {
            game.session.play_out(&mut rng);
        }
        std::hint::black_box(game.session.outcome());
    }
    let secs = start.elapsed().as_secs_f64();
    println!("{n} {ruleset} games, {secs:.3} s, {:.0} games/s", n as f64 / secs);
}
