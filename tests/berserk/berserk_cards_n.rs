#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played by code or by new terms of the card language:
//! Tergala's runes (96), each through a scenario of printed cards, beside the case next door
//! where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::game::DecisionKind;
use arbiter::rulesets::berserk::EventKind;
use berserk_cards::{at, played, refused, scenario};
use serde_json::{json, Value};

fn pass() -> Value {
    json!({ "type": "pass" })
}

fn pick(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

// ----- Tergala (96) ------------------------------------------------------------------------------

/// Tergala (0) of player 0 on [2, 0]; Nomads of player 0 on [1, 1] (1) and [3, 1] (2), the
/// second with `wounds`; of player 1 Nomads on [1, 3] (3), [2, 3] (4), [3, 3] (5), a Herald of
/// Gloom (6, protected from spells) on [0, 3], and a Nomad (7) standing in row 1 on [4, 1].
fn tergala(wounds: u8, dice: Value, choices: Value) -> Value {
    let mut wounded = at("vs-001", 0, [3, 1]);
    wounded["wounds"] = json!(wounds);
    scenario(
        dice,
        json!([
            at("vs-096", 0, [2, 0]),
            at("vs-001", 0, [1, 1]),
            wounded,
            at("vs-001", 1, [1, 3]),
            at("vs-001", 1, [2, 3]),
            at("vs-001", 1, [3, 3]),
            at("vs-144", 1, [0, 3]),
            at("vs-001", 1, [4, 1]),
        ]),
        choices,
    )
}

fn runes(row: u8) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": 0, "cell": [0, row] })
}

#[test]
fn the_runes_mark_each_cell_of_any_chosen_row_until_the_start_of_her_next_turn() {
    let (g, events) = played(tergala(0, json!([]), json!([runes(1)])));
    let cells: Vec<[u8; 2]> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut {
                marker,
                cell: Some(cell),
                source,
                ..
            } if marker == "runes" && source.uid == 0 => {
                assert_eq!(e.rule, "B-MARKER");
                Some(*cell)
            }
            _ => None,
        })
        .collect();
    assert_eq!(cells, [[0, 1], [1, 1], [2, 1], [3, 1], [4, 1]]);
    assert!(g.st.creatures[0].closed);
    // A row of the enemy half may be chosen too.
    let (g, _) = played(tergala(0, json!([]), json!([runes(4)])));
    assert!(g.st.markers.iter().all(|m| m.cell.is_some_and(|c| c[1] == 4)));
    // Still there after the opponent's turn has ended; nothing wounded yet.
    let (g, events) = played(tergala(0, json!([]), json!([runes(1), pass()])));
    assert_eq!(g.st.markers.len(), 5);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::RunesBloomed { .. })));
    assert!(g.st.creatures.iter().all(|c| c.wounds == 0));
}

#[test]
fn at_her_next_turn_the_runes_wound_as_many_enemies_as_her_unwounded_creatures_in_the_row() {
    // Row 1: two unwounded Nomads of hers (the enemy Nomad there does not count). A 5: 2 wounds.
    let (g, events) = played(tergala(0, json!([5]), json!([runes(1), pass(), pass()])));
    let bloom = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::RunesBloomed { .. }))
        .unwrap();
    assert_eq!(bloom.rule, "B-MARKER");
    assert!(matches!(&bloom.kind, EventKind::RunesBloomed { creature, row: 1, count: 2 } if creature.uid == 0));
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::EffectRolled {
            value: 5,
            amount: 2,
            ..
        }
    )));
    assert!(g.st.markers.is_empty());
    // Her owner names them, among the enemies not protected from spells (not the Herald).
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(berserk_cards::offered_targets(&d), vec![3, 4, 5, 7]);
    let (g, _) = played(tergala(
        0,
        json!([5]),
        json!([runes(1), pass(), pass(), pick(0, 0, 7), pick(0, 0, 4)]),
    ));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 0, 0, 2, 0, 0, 2]);
    // A weak roll: 1 wound each.
    let (g, _) = played(tergala(
        0,
        json!([3]),
        json!([runes(1), pass(), pass(), pick(0, 0, 3), pick(0, 0, 5)]),
    ));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 0, 1, 0, 1, 0, 0]);
    // The Herald is not one she may name.
    let why = refused(tergala(0, json!([5]), json!([runes(1), pass(), pass(), pick(0, 0, 6)])));
    assert!(why.contains("cannot act on"), "{why}");
}

#[test]
fn a_wounded_creature_in_the_row_does_not_count_and_none_there_wounds_none() {
    // One Nomad wounded: X = 1.
    let (g, events) = played(tergala(1, json!([6]), json!([runes(1), pass(), pass(), pick(0, 0, 3)])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RunesBloomed { count: 1, .. })));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 1, 2, 0, 0, 0, 0]);
    // Row 2 holds none of hers: nothing rolled, nobody wounded, no decision.
    let (g, events) = played(tergala(0, json!([]), json!([runes(2), pass(), pass()])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RunesBloomed { count: 0, row: 2, .. })));
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::EffectRolled { .. })));
    assert!(g
        .st
        .creatures
        .iter()
        .all(|c| c.wounds == [0, 0, 0, 0, 0, 0, 0, 0][usize::from(c.uid)]));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn with_as_many_enemies_as_x_or_fewer_all_are_wounded_without_a_choice() {
    // Row 3 holds three enemies and none of hers; row 0 holds Tergala alone: X = 1. With only
    // the Nomad (1 enemy open to the spell) left, no choice.
    let board = json!([
        at("vs-096", 0, [2, 0]),
        at("vs-001", 0, [1, 1]),
        at("vs-001", 1, [1, 3]),
        at("vs-144", 1, [2, 3]),
    ]);
    let (g, events) = played(scenario(json!([6]), board, json!([runes(0), pass(), pass()])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RunesBloomed { count: 1, row: 0, .. })));
    assert_eq!(g.st.creatures[2].wounds, 2);
    assert_eq!(g.st.creatures[3].wounds, 0);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn the_runes_need_a_cell_of_the_board() {
    let why = refused(tergala(
        0,
        json!([]),
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 0, "cell": [0, 6] }]),
    ));
    assert!(why.contains("cell of the board"), "{why}");
    let why = refused(tergala(
        0,
        json!([]),
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 0 }]),
    ));
    assert!(why.contains("cell"), "{why}");
}
