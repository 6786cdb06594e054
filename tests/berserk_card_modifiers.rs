#![cfg(not(target_arch = "wasm32"))]
//! Negative changes to strikes and life [B-ATK-3] [B-GAME-12] [B-GAME-13]: a penalty gained
//! from a card's ability lowers a creature's strikes, never below 0. Each through a scenario of
//! printed cards («Война стихий»).

#[path = "common/berserk_cards.rs"]
mod berserk_cards;

use arbiter::rulesets::berserk::events::EventKind;
use berserk_cards::{act, played, refused, scenario, strike};
use serde_json::{json, Value};

/// The Forest Robber (vs-075) with `counters` at [2, 2], an own Nomad at [1, 2], an enemy Nomad
/// at [2, 3] (next to the Robber) and an enemy Nomad at [4, 4] (not next to it).
fn robber(counters: u8) -> Value {
    json!([
        { "card": "vs-075", "owner": 0, "cell": [2, 2], "counters": counters },
        { "card": "vs-001", "owner": 0, "cell": [1, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] },
        { "card": "vs-001", "owner": 1, "cell": [4, 4] }
    ])
}

fn passes(n: usize) -> Vec<Value> {
    vec![json!("pass"); n]
}

/// The strike values calculated, in order.
fn values(events: &[arbiter::rulesets::berserk::BerserkEvent]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::StrikeCalculated { value, .. } => Some(value),
            _ => None,
        })
        .collect()
}

#[test]
fn the_forest_robber_steals_an_adjacent_enemys_weapon_for_good() {
    // Turn 1 it acts; turn 2 the Nomad strikes strong (3 − 1); turn 3 the Robber strikes
    // strong (3 + 1).
    let mut choices = vec![act(0, 1, 2), json!("pass"), strike(2, 1)];
    choices.extend(passes(17));
    choices.push(strike(0, 2));
    let (g, events) = played(scenario(json!([6, 1, 6]), robber(1), Value::Array(choices)));
    assert_eq!(values(&events), [2, 4]);
    assert_eq!(g.st.creatures[1].wounds, 2);
    assert_eq!(g.st.creatures[2].wounds, 4);
    assert_eq!(g.st.creatures[0].counters, 0);
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::StrikeReduced {
            amount: 1,
            value: 2,
            ..
        }
    )));
}

#[test]
fn a_strike_penalty_never_takes_a_strike_below_zero() {
    // The Nomad's weak strike (1) less 1 is 0: no wound.
    let mut choices = vec![act(0, 1, 2), json!("pass"), strike(2, 1)];
    choices.extend(passes(2));
    let (g, events) = played(scenario(json!([1, 1]), robber(1), Value::Array(choices)));
    assert_eq!(values(&events), [0]);
    assert_eq!(g.st.creatures[1].wounds, 0);
}

#[test]
fn an_unpenalised_enemy_strikes_in_full() {
    // The enemy not robbed strikes strong 3.
    let choices = vec![
        act(0, 1, 2),
        json!("pass"),
        json!({ "type": "move", "creature": 3, "to": [3, 3] }),
        strike(3, 0),
    ];
    let (_, events) = played(scenario(json!([6, 1]), robber(1), Value::Array(choices)));
    assert_eq!(values(&events), [3]);
}

#[test]
fn the_forest_robber_acts_once_per_battle_on_an_adjacent_enemy_for_a_counter() {
    // Not next to it, nor its own creature.
    assert!(refused(scenario(json!([]), robber(1), json!([act(0, 1, 3)]))).contains("target"));
    assert!(refused(scenario(json!([]), robber(1), json!([act(0, 1, 1)]))).contains("target"));
    // No counter.
    refused(scenario(json!([]), robber(0), json!([act(0, 1, 2)])));
    // Once per battle: two turns later, with a counter left, it is refused.
    let mut choices = vec![act(0, 1, 2), json!("pass"), json!("pass"), act(0, 1, 2)];
    refused(scenario(json!([]), robber(2), Value::Array(choices)));
    let (g, _) = played(scenario(json!([]), robber(2), json!([act(0, 1, 2), "pass", "pass"])));
    assert_eq!(g.st.creatures[0].counters, 1);
    assert!(!g.st.creatures[0].closed);
}
