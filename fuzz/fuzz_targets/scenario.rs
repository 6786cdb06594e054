//! Scenario JSON (the scenario contract) for every ruleset: `scenario::resolve` returns a result or an
//! error naming the problem, never a panic; a result serializes, and the game it stops at
//! (the ruleset's own `scenario::run` on the same document) keeps the ruleset's invariants
//! and its events leave the dead alone.

#![no_main]

use arbiter::core::Game;
use arbiter::rulesets::{berserk, eredan, yummell};
use arbiter::scenario;
use arbiter_fuzz::{check_events, dead_in_state, engine_json};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let res = match scenario::resolve(&text) {
        Ok(res) => res,
        Err(e) => {
            assert!(!e.0.is_empty(), "an empty error");
            return;
        }
    };
    let out = serde_json::to_string(&res).expect("a resolution serializes");
    assert_eq!(out, res.to_json());
    let value: Value = engine_json("scenario", &text);
    let ruleset = value["ruleset"].as_str().unwrap_or_default().to_string();
    // The ruleset's own run on the same document: the same events (resolution is
    // deterministic) and a game at its stop point that keeps the invariants.
    let (invariants, events) = match ruleset.as_str() {
        "eredan" => {
            let (g, ev) = eredan::scenario::run(value.clone()).expect("resolved once, resolves again");
            (g.check_invariants(), serde_json::to_value(ev))
        }
        "berserk" => {
            let (g, ev) = berserk::scenario::run(value.clone()).expect("resolved once, resolves again");
            (g.check_invariants(), serde_json::to_value(ev))
        }
        "yummell" => {
            let (g, ev) = yummell::scenario::run(value.clone()).expect("resolved once, resolves again");
            (g.check_invariants(), serde_json::to_value(ev))
        }
        other => panic!("resolved a scenario of ruleset {other:?}"),
    };
    assert!(
        events.ok() == Some(Value::Array(res.events.clone())),
        "the same scenario resolved twice gives other events"
    );
    let start = start_state(&ruleset, &value);
    if let Err(e) = invariants {
        panic!("invariant broken at the scenario's stop point: {e}\n{text}");
    }
    let mut dead = dead_in_state(&ruleset, &start);
    if let Err(e) = check_events(&ruleset, &Value::Array(res.events.clone()), &mut dead) {
        panic!("scenario events: {e}\n{text}");
    }
});

/// The scenario's starting position in the shape `dead_in_state` reads: Eredan players'
/// characters and Berserk creatures (uid = index), each with `dead`.
fn start_state(ruleset: &str, value: &Value) -> Value {
    match ruleset {
        "berserk" => {
            let creatures: Vec<Value> = value["creatures"]
                .as_array()
                .into_iter()
                .flatten()
                .enumerate()
                .map(|(i, c)| serde_json::json!({ "uid": i, "dead": c["dead"] }))
                .collect();
            serde_json::json!({ "creatures": creatures })
        }
        _ => value.clone(),
    }
}
