#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» done in the seventh round: each mechanic through a scenario of
//! printed cards, beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{Choice, EventKind};
use berserk_cards::{played, refused, scenario};
use serde_json::{json, Value};

// ----- the Tribe Healer (42) --------------------------------------------------------------------

/// The Tribe Healer (0) of player 0 with `counters` on [2, 1]; in the graveyards a Nomad of
/// player 0 (1), a Nomad of player 1 (2) and a Kshar of player 0 (3); a living Nomad of player
/// 1 (4) on [2, 4] and one of player 0 (5) on [1, 2].
fn healer(counters: u8, choices: Value) -> Value {
    scenario(
        json!([]),
        json!([
            { "card": "vs-042", "owner": 0, "cell": [2, 1], "counters": counters },
            { "card": "vs-001", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 9, "poison": 1 },
            { "card": "vs-001", "owner": 1, "cell": [0, 5], "dead": true, "wounds": 9 },
            { "card": "vs-002", "owner": 0, "cell": [4, 0], "dead": true, "wounds": 7 },
            { "card": "vs-001", "owner": 1, "cell": [2, 4] },
            { "card": "vs-001", "owner": 0, "cell": [1, 2] },
        ]),
        choices,
    )
}

fn revive(target: u16, cell: [u8; 2]) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": target, "cell": cell })
}

#[test]
fn the_tribe_healer_brings_a_dead_creature_of_its_owner_back_closed_on_a_free_cell_of_its_half() {
    let (g, events) = played(healer(3, json!([revive(1, [3, 2])])));
    let nomad = &g.st.creatures[1];
    assert!(!nomad.dead);
    assert_eq!(nomad.cell, [3, 2]);
    assert!(nomad.closed);
    // A new creature: its wounds and its poison are gone.
    assert_eq!((nomad.wounds, nomad.poison, nomad.counters), (0, 0, 0));
    // The cost: 3 counters and closing.
    let healer = &g.st.creatures[0];
    assert_eq!(healer.counters, 0);
    assert!(healer.closed);
    let back = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Resurrected { .. }))
        .expect("a resurrection");
    assert_eq!(back.rule, "B-GAME-12");
    assert!(matches!(
        &back.kind,
        EventKind::Resurrected { creature, cell: [3, 2], closed: true } if creature.uid == 1
    ));
}

#[test]
fn the_tribe_healer_is_offered_per_dead_creature_of_its_owner_and_free_cell_of_its_half() {
    let (g, _) = played(healer(3, json!([])));
    let options = g.pending().unwrap().options;
    let revives: Vec<(u16, [u8; 2])> = options
        .iter()
        .filter_map(|c| match c {
            Choice::Act {
                ability: 0,
                target,
                cell: Some(cell),
                ..
            } => Some((*target, *cell)),
            _ => None,
        })
        .collect();
    // Its owner's two dead (Nomad 1, Kshar 3), each on the 13 free cells of the 15 of its half
    // (the Healer and a Nomad stand on two).
    assert_eq!(revives.len(), 2 * 13);
    assert!(revives.iter().all(|(t, cell)| [1, 3].contains(t) && cell[1] < 3));
    assert!(!revives.contains(&(1, [2, 1])));
}

#[test]
fn the_tribe_healer_refuses_an_enemy_or_living_creature_a_taken_or_enemy_cell_and_too_few_counters() {
    // The enemy's dead, a living creature.
    refused(healer(3, json!([revive(2, [3, 2])])));
    refused(healer(3, json!([revive(5, [3, 2])])));
    // A cell taken, a cell of the enemy's half, no cell, a cell off the board.
    refused(healer(3, json!([revive(1, [1, 2])])));
    assert!(refused(healer(3, json!([revive(1, [3, 3])]))).contains("your half"));
    refused(healer(
        3,
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 1 }]),
    ));
    refused(healer(3, json!([revive(1, [9, 1])])));
    // Two counters are not three.
    refused(healer(2, json!([revive(1, [3, 2])])));
}

#[test]
fn the_tribe_healer_brings_one_back_once_a_battle() {
    // Turn 1: it brings the Nomad back; turn 3, open again with 3 counters left, it may not
    // bring the Kshar back.
    let once = |second: Value| healer(6, json!([revive(1, [3, 2]), "pass", "pass", second]));
    let (g, _) = played(once(json!({ "type": "act", "creature": 0, "ability": 2, "target": 4 })));
    assert_eq!(g.st.creatures[0].counters, 3);
    assert_eq!(g.st.creatures[4].wounds, 1);
    assert!(refused(once(revive(3, [3, 0]))).contains("as often as its card allows"));
}
