//! Frames: with every event the engine hands out the public state right after it, for games
//! (the opening and every choice) and for scenarios, in every ruleset. The last frame is the
//! state the engine reports; the events are the same as without frames.

use arbiter::core::Rng;
use arbiter::rulesets::RulesetId;
use arbiter::saves::{GameLog, Resumable};
use serde_json::Value;

fn parse(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

#[test]
fn every_event_of_a_game_has_its_frame_and_the_last_is_the_state() {
    for ruleset in RulesetId::ALL {
        let log = GameLog::new(ruleset.name(), 5, Value::Null);
        let mut game = Resumable::start(&log).unwrap();
        let (opening, frames) = game
            .opening_frames()
            .unwrap_or_else(|e| panic!("{ruleset}: the opening is not framed: {e}"));
        assert_eq!(
            opening,
            game.opening_events().unwrap(),
            "{ruleset}: framing changes the opening"
        );
        let opening = parse(&opening);
        assert_eq!(frames.after.len(), opening.as_array().unwrap().len(), "{ruleset}");
        assert_eq!(
            frames.after.last(),
            Some(&parse(&game.session.state_json())),
            "{ruleset}"
        );
        assert!(frames.start.is_object(), "{ruleset}: the state before the opening");
        // A twin game without frames: the same events, choice by choice.
        let mut twin = Resumable::start(&log).unwrap();
        let mut rng = Rng::new(9);
        for _ in 0..60 {
            let Some(events) = twin.session.random_step(&mut rng) else {
                break;
            };
            let choice = twin.session.choices().pop().unwrap().to_string();
            let (framed_events, frames) = game.session.step_json(&choice).unwrap();
            assert_eq!(framed_events, events, "{ruleset}: frames change the events");
            let (events, frames) = (parse(&events), parse(&frames));
            assert_eq!(
                frames.as_array().unwrap().len(),
                events.as_array().unwrap().len(),
                "{ruleset}"
            );
            if let Some(last) = frames.as_array().unwrap().last() {
                assert_eq!(last, &parse(&game.session.state_json()), "{ruleset}");
            }
        }
        assert_eq!(
            game.snapshot(),
            twin.snapshot(),
            "{ruleset}: framing leaves no trace in the game"
        );
    }
}

/// The opening is written only when asked for (`opening_events`, by starting the game again),
/// and it is the game's own: the first choice's events are numbered right after it, and a game
/// restored from a snapshot in mid-play tells the same opening.
#[test]
fn the_opening_told_on_demand_is_the_games_own() {
    for ruleset in RulesetId::ALL {
        let mut game = Resumable::start(&GameLog::new(ruleset.name(), 8, Value::Null)).unwrap();
        let opening = parse(&game.opening_events().unwrap());
        let last = opening.as_array().unwrap().last().unwrap()["seq"].as_u64().unwrap();
        let first = parse(&game.session.random_step(&mut Rng::new(3)).unwrap());
        assert_eq!(first[0]["seq"].as_u64(), Some(last + 1), "{ruleset}");
        let restored = Resumable::restore(&game.snapshot()).unwrap();
        assert_eq!(parse(&restored.opening_events().unwrap()), opening, "{ruleset}");
    }
}

#[test]
fn a_refused_step_changes_nothing_and_records_no_frame() {
    let mut game = Resumable::start(&GameLog::new("eredan", 1, Value::Null)).unwrap();
    let before = game.snapshot();
    let e = game
        .session
        .step_json("{\"type\":\"discard\",\"player\":0,\"cards\":[]}")
        .unwrap_err();
    assert!(e.rule.is_some(), "{e}");
    assert_eq!(game.snapshot(), before);
    let mut rng = Rng::new(2);
    let events = game.session.random_step(&mut rng).unwrap();
    assert!(!events.is_empty());
}

#[test]
fn every_golden_scenario_is_explained_frame_by_frame() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.ends_with(".json") || name.ends_with(".expected.json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(resolution) = arbiter::scenario::resolve(&text) else {
            continue;
        };
        let explained = arbiter::scenario::explain(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(explained.resolution, resolution, "{name}: frames change the result");
        assert_eq!(explained.frames.len(), resolution.events.len(), "{name}");
        if let Some(last) = explained.frames.last() {
            assert_eq!(last, &resolution.state, "{name}");
        }
        seen += 1;
    }
    assert!(seen >= 5, "only {seen} scenarios");
}
