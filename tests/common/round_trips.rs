//! Save and restore at every state of a random game: the restored game's snapshot and full
//! state must be byte-identical to the saved one's (shared by `tests/games/saves.rs` and the
//! `save_round_trips` example, which runs 1,000 games of each ruleset).

use arbiter::core::Rng;
use arbiter::saves::{GameLog, Resumable};

/// The setup of game `seed` of `ruleset`: the ready decks and squads, 2 to 8 Yummell players.
pub fn setup(ruleset: &str, seed: u64) -> serde_json::Value {
    match ruleset {
        "yummell" => serde_json::json!({ "players": 2 + seed % 7 }),
        _ => serde_json::Value::Null,
    }
}

/// Plays game `seed` of `ruleset` with random legal choices and round-trips every state it
/// reaches (the start and the end included) through `snapshot` and `restore`. Returns how many
/// states were checked and the largest snapshot in bytes, or the first difference.
pub fn round_trip_game(ruleset: &str, seed: u64) -> Result<(u64, usize), String> {
    let mut game = Resumable::start(&GameLog::new(ruleset, seed, setup(ruleset, seed))).map_err(|e| e.to_string())?;
    let mut players = Rng::new(seed ^ 0x5a7e_d0c5);
    let (mut states, mut largest) = (0u64, 0usize);
    loop {
        let saved = game.snapshot();
        let restored = Resumable::restore(&saved).map_err(|e| format!("{ruleset} seed {seed}: {e}"))?;
        let again = restored.snapshot();
        if again != saved {
            return Err(format!("{ruleset} seed {seed}: state {states}: the snapshot changed"));
        }
        if restored.session.internal_state() != game.session.internal_state()
            || restored.session.pending_json() != game.session.pending_json()
        {
            return Err(format!(
                "{ruleset} seed {seed}: state {states}: the restored game differs"
            ));
        }
        states += 1;
        largest = largest.max(saved.len());
        if game.session.random_step(&mut players).is_none() {
            return Ok((states, largest));
        }
    }
}
