//! One seeded random game, reduced to a hash of its events' JSON: native and wasm must agree.

use arbiter::core::{Game, Rng};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, EredanGame};

/// The hash every build must produce for `game_hash(42)`. If the engine's events change on
/// purpose, update it from the native test's failure message; the wasm tests then check that
/// WebAssembly agrees.
pub const EXPECTED_GAME_42: u64 = 0x0d27_3b42_cc26_1113;

/// FNV-1a over the JSON of every event of a full random game with `seed`.
pub fn game_hash(seed: u64) -> (u64, usize) {
    let decks = ready_decks();
    let (mut game, mut events) = EredanGame::new(Catalogue::builtin(), seed, [&decks[0], &decks[1]]).unwrap();
    let mut players = Rng::new(seed ^ 0x9e37_79b9);
    while let Some(choice) = game.random_choice(&mut players) {
        events.extend(game.choose(&choice).unwrap());
    }
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in serde_json::to_string(&events).unwrap().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash, events.len())
}
