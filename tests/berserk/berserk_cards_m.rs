#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: Saikoron's teleport next
//! to the attacker of a ranged attack on a creature beside it [B-GAME-13].

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{act, at, played, refused, strike};
use serde_json::{json, Value};

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

fn cell(g: &BerserkGame, uid: u16) -> [u8; 2] {
    g.creature(uid).unwrap().cell
}

fn trigger_cell(creature: u16, ability: u8, cell: [u8; 2]) -> Value {
    json!({ "type": "trigger_cell", "creature": creature, "ability": ability, "cell": cell })
}

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

/// The moves of the events: (creature, from, to, rule).
fn moves(events: &[BerserkEvent]) -> Vec<(u16, [u8; 2], [u8; 2], String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Moved { creature, from, to, .. } => Some((creature.uid, *from, *to, e.rule.to_string())),
            _ => None,
        })
        .collect()
}

// --- Saikoron (vs-153): a ranged attack on a creature next to it; it may teleport next to the attacker, once a battle ---

/// The Garrid Archer (0) at [1, 1] and another (1) at [3, 1]; Saikoron (2) at [2, 4], a
/// Nomad (3) at [1, 3] next to it.
fn saikoron(dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice,
            "creatures": [at("vs-113", 0, [1, 1]), at("vs-113", 0, [3, 1]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
            "choices": choices })
}

#[test]
fn saikoron_teleports_onto_the_cell_its_owner_chooses_next_to_the_shooter() {
    // The archer shoots the Nomad (die 5: 2 wounds); Saikoron teleports to [1, 2].
    let (g, events) = played(saikoron(
        json!([5]),
        json!([act(0, 0, 3), "pass", "pass", trigger_cell(2, 1, [1, 2])]),
    ));
    assert_eq!(cell(&g, 2), [1, 2]);
    assert_eq!(moves(&events), vec![(2, [2, 4], [1, 2], "B-GAME-13".to_string())]);
    let triggered = events.iter().any(|e| {
        e.rule == "B-GAME-13"
            && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 2 && when == "on_adjacent_attacked")
    });
    assert!(triggered);
    // The shot still lands on the Nomad.
    assert_eq!(wounds(&g, 3), 2);
    assert_eq!(wounds(&g, 2), 0);
}

#[test]
fn saikorons_owner_chooses_among_the_free_cells_next_to_the_attacker_or_declines() {
    let s = json!({ "ruleset": "berserk", "dice": [5],
                    "creatures": [at("vs-113", 0, [1, 1]), at("vs-001", 0, [0, 0]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
                    "choices": [act(0, 0, 3), "pass", "pass"], "until": "choices_end" });
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Trigger);
    assert_eq!(d.player, 1);
    let cells: Vec<[u8; 2]> = d
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::TriggerCell {
                creature: 2,
                ability: 1,
                cell,
                ..
            } => Some(*cell),
            _ => None,
        })
        .collect();
    // Row by row, [0, 0] taken by the other Nomad.
    assert_eq!(cells, vec![[1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]]);
    assert!(d.options.contains(&Choice::Decline {
        player: 1,
        creature: 2,
        ability: 1
    }));
    assert_eq!(d.options.len(), 8);
}

#[test]
fn a_cell_not_offered_is_refused() {
    let e = refused(saikoron(
        json!([5]),
        json!([act(0, 0, 3), "pass", "pass", trigger_cell(2, 1, [4, 4])]),
    ));
    assert!(e.contains("cannot teleport onto [4, 4]"), "{e}");
    assert!(e.contains("B-GAME-13"), "{e}");
}

#[test]
fn declined_saikoron_stays_and_may_teleport_at_the_next_shot() {
    // Declined at the first shot, used at the second (the other archer): it lands next to it.
    let (g, events) = played(saikoron(
        json!([5, 5]),
        json!([
            act(0, 0, 3),
            "pass",
            "pass",
            decline(2, 1),
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            act(1, 0, 3),
            "pass",
            "pass",
            trigger_cell(2, 1, [3, 2])
        ]),
    ));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::TriggerDeclined { creature, ability: 1 } if creature.uid == 2)));
    assert_eq!(cell(&g, 2), [3, 2]);
    assert_eq!(moves(&events), vec![(2, [2, 4], [3, 2], "B-GAME-13".to_string())]);
}

#[test]
fn saikoron_teleports_once_a_battle() {
    // After its teleport to [1, 2] it still stands next to the Nomad; the second shot asks
    // nothing.
    let s = json!({ "ruleset": "berserk", "dice": [5, 5],
                    "creatures": [at("vs-113", 0, [1, 1]), at("vs-113", 0, [3, 1]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
                    "choices": [act(0, 0, 3), "pass", "pass", trigger_cell(2, 1, [2, 2]), "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass",
                                act(1, 0, 3), "pass", "pass"], "until": "choices_end" });
    let (g, _) = played(s);
    assert_eq!(cell(&g, 2), [2, 2]);
    let d = g.pending().unwrap();
    assert_ne!(d.kind, DecisionKind::Trigger);
}

#[test]
fn a_melee_strike_on_the_creature_next_to_it_does_not_set_saikoron_off() {
    let s = json!({ "ruleset": "berserk", "dice": [5, 1],
                    "creatures": [at("vs-001", 0, [1, 2]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
                    "choices": [strike(0, 2), "pass", "pass"], "until": "choices_end" });
    let (g, events) = played(s);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, .. } if creature.uid == 1)));
    assert_ne!(g.pending().unwrap().kind, DecisionKind::Trigger);
    assert_eq!(cell(&g, 1), [2, 4]);
}

#[test]
fn a_shot_at_a_creature_not_next_to_saikoron_does_not_set_it_off() {
    let s = json!({ "ruleset": "berserk", "dice": [5],
                    "creatures": [at("vs-113", 0, [1, 1]), at("vs-153", 1, [4, 5]), at("vs-001", 1, [1, 3])],
                    "choices": [act(0, 0, 2), "pass", "pass"], "until": "choices_end" });
    let (g, _) = played(s);
    assert_ne!(g.pending().unwrap().kind, DecisionKind::Trigger);
}
