#![cfg(not(target_arch = "wasm32"))]
//! Every public type that the engine both writes and reads round-trips: over random games of
//! every ruleset (random seeds, random legal choices), each choice, each event, the game's
//! log and its outcome, written as the engine writes them (serde) and read back by their
//! typed readers (`Deserialize`), read back to the same value and written again to the same JSON.
//! Errors too, of every kind.

use arbiter::core::json::from_value;
use arbiter::core::{ErrorKind, Event, Game, Outcome, Rng, RuleError};
use arbiter::rulesets::{Ruleset, RulesetId, Visitor};
use arbiter::saves::GameLog;
use proptest::prelude::*;
use serde::Serialize;
use serde_json::{json, Value};

/// Far above any real game.
const MAX_DECISIONS: usize = 5_000;

/// `value` written, read back as `T`, and written again: the same value and the same JSON.
fn round_trip<T: Serialize + serde::de::DeserializeOwned + PartialEq>(value: &T, what: &str) {
    let written = serde_json::to_value(value).unwrap();
    let read: T =
        from_value(written.clone()).unwrap_or_else(|e| panic!("{what}: its own JSON is refused: {e}\n{written}"));
    assert!(&read == value, "{what}: read back as another value\n{written}");
    assert_eq!(
        serde_json::to_value(&read).unwrap(),
        written,
        "{what}: written again differently"
    );
}

/// The same for a type without `PartialEq` (an event of a ruleset): the same JSON.
fn round_trip_json<T: Serialize + serde::de::DeserializeOwned>(value: &T, what: &str) {
    let written = serde_json::to_value(value).unwrap();
    let read: T =
        from_value(written.clone()).unwrap_or_else(|e| panic!("{what}: its own JSON is refused: {e}\n{written}"));
    assert_eq!(
        serde_json::to_value(&read).unwrap(),
        written,
        "{what}: written again differently"
    );
}

/// One random game of a ruleset, every value of it round-tripped; the number of values checked.
struct RandomGame {
    seed: u64,
    choices_seed: u64,
}

impl Visitor for RandomGame {
    type Output = usize;
    fn visit<R: Ruleset>(self) -> usize {
        let played = R::start(Default::default(), self.seed, false, "setup").unwrap();
        let mut game = played.game;
        let mut events: Vec<Event<R::EventKind>> = played.events;
        let mut choices = Vec::new();
        let mut rng = Rng::new(self.choices_seed);
        while game.pending().is_some() && choices.len() < MAX_DECISIONS {
            let choice = game.random_choice(&mut rng).unwrap();
            events.extend(game.choose(&choice).unwrap());
            choices.push(choice);
        }
        for (i, c) in choices.iter().enumerate() {
            round_trip(c, &format!("{} choice {i}", R::ID));
        }
        for e in &events {
            round_trip_json(e, &format!("{} event {} ({})", R::ID, e.seq, e.rule));
        }
        let log = GameLog {
            format: arbiter::saves::LOG_FORMAT.into(),
            version: R::SAVE_VERSION,
            ruleset: R::ID.into(),
            seed: self.seed,
            setup: Value::Null,
            choices: choices.iter().map(|c| serde_json::to_value(c).unwrap()).collect(),
            end: None,
        };
        round_trip(&log, &format!("{} log", R::ID));
        if let Some(outcome) = game.outcome() {
            round_trip(&outcome, &format!("{} outcome", R::ID));
        }
        choices.len() + events.len() + 2
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn choices_events_logs_and_outcomes_of_random_games_round_trip(seed in any::<u64>(), choices_seed in any::<u64>()) {
        for id in RulesetId::ALL {
            let checked = id.visit(RandomGame { seed, choices_seed });
            prop_assert!(checked > 10, "{}: a game of {checked} values", id.name());
        }
    }
}

#[test]
fn outcomes_and_errors_of_every_kind_round_trip() {
    for outcome in [
        Outcome::Winner { winner: 0 },
        Outcome::Winner { winner: 7 },
        Outcome::Draw { draw: true },
    ] {
        round_trip(&outcome, "outcome");
    }
    use ErrorKind::*;
    for kind in [WrongPlayer, NotAnOption, GameOver, IllegalByRule, Malformed, Limit] {
        let e: RuleError =
            from_value(json!({ "kind": kind, "message": "m", "rule": "B-ATK-1", "field": "choice.target" }))
                .unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        round_trip(&e, &format!("error {kind:?}"));
    }
}
