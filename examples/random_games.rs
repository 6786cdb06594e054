//! Plays N full random Eredan games and prints how many turns they took in all; a whole-process
//! workload for profilers and for timing native against wasm.
//! `cargo run --release --example random_games -- 2000`

use arbiter::core::{Game, Rng};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, DeckDefs, EredanGame};

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let cat = Catalogue::builtin();
    let decks = ready_decks();
    let a = DeckDefs::resolve(&cat, &decks[0], "decks[0]").expect("ready decks are valid");
    let b = DeckDefs::resolve(&cat, &decks[1], "decks[1]").expect("ready decks are valid");
    let mut turns = 0u64;
    for seed in 0..n {
        let (mut game, _) = EredanGame::from_decks(cat.clone(), seed, [&a, &b]);
        let mut players = Rng::new(seed ^ 0xabcdef);
        while let Some(choice) = game.random_choice(&mut players) {
            if game.choose(&choice).is_err() {
                eprintln!("seed {seed}: a legal choice was refused");
                std::process::exit(1);
            }
        }
        turns += u64::from(game.st.turn);
    }
    println!("{n} games, {turns} turns");
}
