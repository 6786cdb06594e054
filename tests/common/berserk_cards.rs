//! Helpers of the printed Berserk cards' tests: a scenario of forced dice, its choices, and
//! the creatures placed on it.
#![allow(dead_code)]

use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, Decision};
use serde_json::{json, Value};

pub fn scenario(dice: Value, creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": choices })
}

pub fn strike(attacker: u16, target: u16) -> Value {
    json!({ "type": "strike", "attacker": attacker, "target": target })
}

pub fn act(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target })
}

pub fn defender(creature: u16) -> Value {
    json!({ "type": "defender", "creature": creature })
}

pub fn step(creature: u16, to: [u8; 2]) -> Value {
    json!({ "type": "move", "creature": creature, "to": to })
}

/// The scenario resolved; it must be accepted.
pub fn played(s: Value) -> (BerserkGame, Vec<BerserkEvent>) {
    run(s).unwrap_or_else(|e| panic!("{e}"))
}

/// The scenario's refusal; it must be refused.
pub fn refused(s: Value) -> String {
    match run(s) {
        Ok(_) => panic!("the scenario should be refused"),
        Err(e) => e.to_string(),
    }
}

/// A creature of `card` for `owner` on `cell`.
pub fn at(card: &str, owner: u8, cell: [u8; 2]) -> Value {
    json!({ "card": card, "owner": owner, "cell": cell })
}

/// A flyer of `card` for `owner`, in its side's flyer zone.
pub fn flying(card: &str, owner: u8) -> Value {
    json!({ "card": card, "owner": owner, "cell": [0, if owner == 0 { 0 } else { 5 }], "flying": true })
}

/// The creatures a `trigger` or `targets` decision offers (its `trigger` options' targets, in
/// their order; `decline` left out).
pub fn offered_targets(d: &Decision) -> Vec<u16> {
    d.options
        .iter()
        .filter_map(|c| match c {
            Choice::Trigger { target, .. } => Some(*target),
            _ => None,
        })
        .collect()
}
