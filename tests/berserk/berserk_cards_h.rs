#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: the Temple Warrior's two
//! dice kept by choice [B-ATK-2].

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{at, played, refused, strike};
use serde_json::{json, Value};

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

fn keep_die(creature: u16, value: u8) -> Value {
    json!({ "type": "keep_die", "creature": creature, "value": value })
}

/// The dice rolled and kept: (player, role, value) of each `die_rolled`.
fn rolls(events: &[BerserkEvent]) -> Vec<(u8, String, u8)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::DieRolled { player, role, value } => Some((*player, format!("{role:?}"), *value)),
            _ => None,
        })
        .collect()
}

// --- Temple Warrior (vs-189): two dice when it fights, its owner keeps one ---

fn temple_attacks(dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "creatures": [at("vs-189", 0, [2, 2]), at("vs-001", 1, [2, 3])],
            "choices": choices })
}

#[test]
fn the_temple_warrior_attacking_rolls_two_dice_and_its_owner_keeps_one() {
    // Its dice 2 and 6, then the Nomad's 1; its owner keeps the 6: 6 against 1, strong (6).
    let (g, events) = played(temple_attacks(
        json!([2, 6, 1]),
        json!([strike(0, 1), "pass", "pass", "pass", "pass", keep_die(0, 6)]),
    ));
    let twice: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::DiceRolledTwice {
                player, creature, dice, ..
            } => {
                assert_eq!(e.rule, "B-ATK-2");
                Some((*player, creature.uid, *dice))
            }
            _ => None,
        })
        .collect();
    assert_eq!(twice, vec![(0, 0, [2, 6])]);
    // The defender's die first (rolled with the two), then the die kept.
    assert_eq!(
        rolls(&events),
        vec![(1, "Defender".into(), 1), (0, "Attacker".into(), 6)]
    );
    assert_eq!(wounds(&g, 1), 6);
}

#[test]
fn keeping_the_other_die_gives_another_strike() {
    // The 2 kept: 2 against 1, a weak strike (2).
    let (g, _) = played(temple_attacks(
        json!([2, 6, 1]),
        json!([strike(0, 1), "pass", "pass", "pass", "pass", keep_die(0, 2)]),
    ));
    assert_eq!(wounds(&g, 1), 2);
}

#[test]
fn the_owner_of_the_temple_warrior_decides_between_its_two_dice() {
    let s = json!({ "ruleset": "berserk", "dice": [2, 6, 1], "creatures": [at("vs-189", 0, [2, 2]), at("vs-001", 1, [2, 3])],
                    "choices": [strike(0, 1), "pass", "pass", "pass", "pass"], "until": "choices_end" });
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Trigger);
    assert_eq!(d.player, 0);
    assert_eq!(
        d.options,
        vec![
            Choice::KeepDie {
                player: 0,
                creature: 0,
                value: 2
            },
            Choice::KeepDie {
                player: 0,
                creature: 0,
                value: 6
            }
        ]
    );
    // No roll on the stack yet: it waits for the die kept.
    assert!(g.st.attack.as_ref().unwrap().rolls[0].is_none());
}

#[test]
fn a_die_not_rolled_cannot_be_kept() {
    let e = refused(temple_attacks(
        json!([2, 6, 1]),
        json!([strike(0, 1), "pass", "pass", "pass", "pass", keep_die(0, 4)]),
    ));
    assert!(e.contains("B-ATK-2") && e.contains("2 and 6"), "{e}");
}

#[test]
fn the_temple_warrior_attacked_rolls_two_dice_too() {
    // The Nomad attacks it: the Nomad's 5, its dice 1 and 4; it keeps the 4: 5 against 4, weak (1).
    let s = json!({ "ruleset": "berserk", "dice": [5, 1, 4], "creatures": [at("vs-001", 0, [2, 2]), at("vs-189", 1, [2, 3])],
                    "choices": [strike(0, 1), "pass", "pass", "pass", "pass", keep_die(1, 4)] });
    let (g, events) = played(s);
    assert_eq!(
        rolls(&events),
        vec![(0, "Attacker".into(), 5), (1, "Defender".into(), 4)]
    );
    assert_eq!(wounds(&g, 1), 1);
    assert_eq!(wounds(&g, 0), 0);
}

#[test]
fn a_scenario_that_does_not_keep_a_die_is_told_so() {
    let e = refused(temple_attacks(
        json!([2, 6, 1]),
        json!([strike(0, 1), "pass", "pass", "pass", "pass"]),
    ));
    assert!(e.contains("keep_die"), "{e}");
}
