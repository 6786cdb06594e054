#![cfg(not(target_arch = "wasm32"))]
//! Spells, counters and tap actions of printed cards («Война стихий») [B-GAME-12]: each through
//! a scenario of printed cards, beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{Choice, EventKind};
use berserk_cards::{act, at, played, refused, scenario, step};
use serde_json::{json, Value};

// ----- the Warlock (198) ------------------------------------------------------------------------

/// The Warlock (0) of player 0 with `counters`; of player 1 a Crossbowman (1, a shot), an
/// Acolyte of Dzar (2, a discharge), a Nomad (3, neither) and a Manticore (4, a discharge,
/// protected from spells).
fn warlock(counters: u8, choices: Value) -> Value {
    scenario(
        json!([]),
        json!([
            { "card": "vs-198", "owner": 0, "cell": [2, 0], "counters": counters },
            at("vs-017", 1, [0, 5]),
            at("vs-010", 1, [1, 5]),
            at("vs-001", 1, [2, 5]),
            at("vs-021", 1, [3, 5]),
        ]),
        choices,
    )
}

fn door(target: u16, cell: [u8; 2]) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 2, "target": target, "cell": cell })
}

#[test]
fn the_abyss_flame_wounds_2_each_enemy_with_a_shot_throw_or_discharge_not_one_protected_from_spells() {
    let (g, events) = played(warlock(0, json!([act(0, 1, 0)])));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    // The Crossbowman (shot) and the Acolyte (discharge) 2; the Nomad has none of them; the
    // Manticore's discharge makes it one, but it is protected from spells.
    assert_eq!(wounds, [0, 2, 2, 0, 0]);
    let wounded: Vec<u16> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Wounded { target, .. } => Some(target.uid),
            _ => None,
        })
        .collect();
    assert_eq!(wounded, [1, 2]);
    assert!(g.st.creatures[0].closed);
}

#[test]
fn the_dimension_door_puts_a_creature_on_any_free_cell_for_a_counter() {
    let (g, events) = played(warlock(1, json!([door(3, [4, 1])])));
    let nomad = &g.st.creatures[3];
    assert_eq!(nomad.cell, [4, 1]);
    // Not a move of its own.
    assert!(!nomad.moved);
    assert_eq!(g.st.creatures[0].counters, 0);
    let moved = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Moved { .. }))
        .unwrap();
    assert_eq!(moved.rule, "B-GAME-12");
    assert!(matches!(
        &moved.kind,
        EventKind::Moved {
            from: [2, 5],
            to: [4, 1],
            ..
        }
    ));
    // Its own creature too, anywhere free.
    let (g, _) = played(warlock(1, json!([door(0, [2, 4])])));
    assert_eq!(g.st.creatures[0].cell, [2, 4]);
}

#[test]
fn the_dimension_door_needs_a_counter_a_free_cell_and_a_creature_not_protected_from_spells() {
    // No counter.
    refused(warlock(0, json!([door(3, [4, 1])])));
    // A taken cell, the cell left out, a cell off the board.
    refused(warlock(1, json!([door(3, [1, 5])])));
    refused(warlock(1, json!([act(0, 2, 3)])));
    refused(warlock(1, json!([door(3, [5, 1])])));
    // The Manticore is protected from spells.
    assert!(refused(warlock(1, json!([door(4, [4, 1])]))).contains("protection from spells"));
    // The flame names no cell.
    refused(warlock(
        1,
        json!([{ "type": "act", "creature": 0, "ability": 1, "target": 0, "cell": [4, 1] }]),
    ));
}

#[test]
fn the_dimension_door_is_offered_per_creature_and_free_cell() {
    let (g, _) = played(warlock(1, json!([])));
    let options = g.pending().unwrap().options;
    let doors: Vec<(u16, [u8; 2])> = options
        .iter()
        .filter_map(|c| match c {
            Choice::Act {
                ability: 2,
                target,
                cell: Some(cell),
                ..
            } => Some((*target, *cell)),
            _ => None,
        })
        .collect();
    // Four creatures it may put (not the Manticore), each on 30 - 5 free cells.
    assert_eq!(doors.len(), 4 * 25);
    assert!(doors.iter().all(|&(t, _)| t != 4));
}

// ----- the Cryomancer (57) ----------------------------------------------------------------------

/// The Cryomancer (0) of player 0 with a counter; three Nomads (1, 2, 3) of player 1. The
/// Cryomancer's ice rain with the die `roll`, then `choices` (player 1's turn first).
fn cryomancer(roll: u8, choices: &[Value]) -> Value {
    let mut all = vec![act(0, 0, 0), json!({ "type": "pass" })];
    all.extend_from_slice(choices);
    scenario(
        json!([roll]),
        json!([
            { "card": "vs-057", "owner": 0, "cell": [2, 0], "counters": 1 },
            at("vs-001", 1, [0, 5]),
            at("vs-001", 1, [2, 5]),
            at("vs-001", 1, [4, 5]),
        ]),
        Value::Array(all),
    )
}

#[test]
fn the_ice_rain_lets_the_opponent_move_only_as_many_creatures_as_its_die_says_in_its_next_turn() {
    let moves = [step(1, [0, 4]), step(2, [2, 4]), step(3, [4, 4])];
    // Die 5: medium, 2 creatures; the third is refused.
    let (g, events) = played(cryomancer(5, &moves[..2]));
    let limited = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::MoversLimited { .. }))
        .unwrap();
    assert_eq!(limited.rule, "B-GAME-12");
    assert!(matches!(
        limited.kind,
        EventKind::MoversLimited {
            player: 1,
            turn: 2,
            roll: 5,
            limit: 2,
            ..
        }
    ));
    assert_eq!(g.st.creatures[0].counters, 0);
    // The third Nomad is not offered a move, and its move is refused.
    let offered = g
        .pending()
        .unwrap()
        .options
        .iter()
        .any(|c| matches!(c, Choice::Move { .. }));
    assert!(!offered);
    assert!(refused(cryomancer(5, &moves)).contains("at most 2"));
    // Die 6: strong, 1 creature; die 3: weak, all 3.
    refused(cryomancer(6, &moves[..2]));
    played(cryomancer(6, &moves[..1]));
    let (g, _) = played(cryomancer(3, &moves));
    assert!(g.st.creatures[1..].iter().all(|c| c.moved));
}

#[test]
fn the_ice_rain_ends_with_the_opponents_next_turn_and_needs_a_counter() {
    let pass = json!({ "type": "pass" });
    // Player 1's turn ends, then player 0's: in player 1's next turn all three move.
    let later = [pass.clone(), pass, step(1, [0, 4]), step(2, [2, 4]), step(3, [4, 4])];
    let (g, _) = played(cryomancer(6, &later));
    assert!(g.st.creatures[1..].iter().all(|c| c.moved));
    assert!(g.st.move_limits.is_empty());
    // Without a counter it cannot be used.
    refused(scenario(
        json!([]),
        json!([at("vs-057", 0, [2, 0])]),
        json!([act(0, 0, 0)]),
    ));
}
