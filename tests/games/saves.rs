//! Versioned saves: every state of random games of each ruleset survives a snapshot and a
//! restore byte for byte (1,000 games of each: `cargo run --release --example
//! save_round_trips`), and a save of another version or an edited one restores nothing.

use crate::common;
use arbiter::saves::GameLog;
use arbiter::saves::{self, Resumable};
use common::round_trips::round_trip_game;

#[test]
fn every_state_of_random_games_round_trips_byte_identically() {
    for ruleset in arbiter::rulesets::RulesetId::names() {
        let games = if ruleset == "berserk" { 1 } else { 8 };
        let mut states = 0;
        for seed in 0..games {
            states += round_trip_game(ruleset, seed).unwrap().0;
        }
        assert!(states > games, "{ruleset}: {states} states");
    }
}

fn played(ruleset: &str, steps: usize) -> Resumable {
    let mut game = Resumable::start(&GameLog::new(ruleset, 3, serde_json::Value::Null)).unwrap();
    let mut rng = arbiter::core::Rng::new(9);
    for _ in 0..steps {
        game.session.random_step(&mut rng);
    }
    game
}

#[test]
fn a_save_of_another_version_or_edited_restores_nothing() {
    let saved = played("yummell", 30).snapshot();
    let v2 = saved.replacen("\"version\":1", "\"version\":2", 1);
    assert_eq!(
        Resumable::restore(&v2).err().unwrap(),
        "snapshot: version 2 cannot be read by this engine (it reads version 1)"
    );
    let log_v2 = saved.replace(
        "\"format\":\"arbiter-log\",\"version\":1",
        "\"format\":\"arbiter-log\",\"version\":2",
    );
    assert!(Resumable::restore(&log_v2)
        .err()
        .unwrap()
        .to_string()
        .starts_with("snapshot.log: version 2"));
    let truncated = &saved[..saved.len() / 2];
    assert!(Resumable::restore(truncated)
        .err()
        .unwrap()
        .to_string()
        .contains("malformed JSON"));
    // The state edited (a turn counter): the replayed log does not lead there.
    let edited = saved.replacen("\"turn\":", "\"turn\":9", 1);
    assert_eq!(
        Resumable::restore(&edited).err().unwrap(),
        "snapshot: the state does not match its log (edited or damaged)"
    );
}

#[test]
fn a_log_names_its_format_and_version() {
    let log = played("yummell", 10).log();
    let text = serde_json::to_string(&log).unwrap();
    assert!(text.starts_with("{\"format\":\"arbiter-log\",\"version\":1,"));
    assert_eq!(saves::read_log(&text).unwrap(), log);
    let unversioned = text.replacen("\"format\":\"arbiter-log\",\"version\":1,", "", 1);
    assert_eq!(
        saves::read_log(&unversioned).err().unwrap(),
        "log: not a saved arbiter-log (no \"format\": \"arbiter-log\")"
    );
}

/// A snapshot whose log lost a choice is refused: the state it holds is not the one the
/// shortened log leads to (in every ruleset, the events so far are part of the state).
#[test]
fn a_snapshot_whose_log_lost_a_choice_is_refused() {
    for ruleset in arbiter::rulesets::RulesetId::names() {
        let saved = played(ruleset, 25).snapshot();
        let mut value: serde_json::Value = serde_json::from_str(&saved).unwrap();
        let choices = value["log"]["choices"].as_array().unwrap().len();
        for k in 0..choices {
            let mut edited = value.clone();
            edited["log"]["choices"].as_array_mut().unwrap().remove(k);
            let err = Resumable::restore(&edited.to_string()).err();
            assert!(err.is_some(), "{ruleset}: choice {k} removed, yet restored");
        }
        value["log"]["choices"].as_array_mut().unwrap().clear();
        assert!(Resumable::restore(&value.to_string()).is_err(), "{ruleset}: no choices");
    }
}

/// Restores the saves `dir` holds for `ruleset` (three games, seeds 1 to 3) byte for byte:
/// the snapshot, and the log replayed from the start to the same snapshot.
fn restores_byte_for_byte(dir: &str, ruleset: &str) -> usize {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut restored = 0;
    for seed in 1..=3 {
        let read = |kind: &str| std::fs::read_to_string(dir.join(format!("{ruleset}-{seed}.{kind}.json"))).unwrap();
        let (snapshot, log) = (read("snapshot"), read("log"));
        let game = Resumable::restore(&snapshot).unwrap_or_else(|e| panic!("{ruleset} {seed}: {e}"));
        assert_eq!(game.snapshot(), snapshot, "{ruleset} {seed}");
        let replayed = Resumable::start(&saves::read_log(&log).unwrap()).unwrap();
        assert_eq!(serde_json::to_string(&replayed.log()).unwrap(), log, "{ruleset} {seed}");
        assert_eq!(replayed.snapshot(), snapshot, "{ruleset} {seed}");
        restored += 1;
    }
    restored
}

/// Saves written by the engine before its rulesets were reorganised (commit 2ed8ca7: logs and
/// snapshots of three games of each ruleset, at 7, 40 and 400 random steps) restore byte for
/// byte: a reorganisation of the code changes no saved game. Berserk's rules changed since
/// (the priority rounds of an attack at version 2; the attack and the roll on the stack at
/// version 3; a closed redirecter's single roll and stone skin's kept modifiers at version 4; the
/// Wild Horde's Wolf Rider for its Wraith at version 5), so its saves of versions 1 to 4 are
/// refused by name, and its version-5 saves (tests/saves_v5/, written by
/// `cargo run --example write_save_fixtures`) restore.
///
/// Eredan's ready decks keep to the guild rule since its version 2 (E-DECK-1), so its saves of
/// version 1 are refused by name too, and its version-2 saves (tests/saves_v2/, written by
/// `cargo run --example write_save_fixtures -- eredan`) restore.
#[test]
fn saves_of_the_previous_engine_restore_byte_for_byte() {
    assert_eq!(restores_byte_for_byte("tests/saves_v1", "yummell"), 3);
    assert_eq!(restores_byte_for_byte("tests/saves_v2", "eredan"), 3);
    assert_eq!(restores_byte_for_byte("tests/saves_v5", "berserk"), 3);
    let refused = |ruleset: &str, versions: std::ops::Range<u32>, reads: u32| {
        for version in versions {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/saves_v{version}"));
            for seed in 1..=3 {
                let read =
                    |kind: &str| std::fs::read_to_string(dir.join(format!("{ruleset}-{seed}.{kind}.json"))).unwrap();
                let why = format!(
                    "version {version} cannot be read by this engine (it reads {ruleset} games of version {reads})"
                );
                assert_eq!(
                    Resumable::restore(&read("snapshot")).err().unwrap().to_string(),
                    format!("snapshot: {why}")
                );
                assert_eq!(
                    saves::read_log(&read("log")).err().unwrap().to_string(),
                    format!("log: {why}")
                );
            }
        }
    };
    refused("berserk", 1..5, 5);
    refused("eredan", 1..2, 2);
}
