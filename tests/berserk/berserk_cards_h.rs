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

// --- Zealot of Segger (vs-192): on its strike a number up to the strike's value; its allies
// left and right get protection from non-magic attacks of that value ---

fn number(creature: u16, ability: u8, value: u8) -> Value {
    json!({ "type": "number", "creature": creature, "ability": ability, "value": value })
}

/// The Zealot (0) between two Nomads (1, 2), striking the enemy Nomad (3) in front of it.
fn zealot(dice: Value, choices: Value, until_end: bool) -> Value {
    let mut s = json!({ "ruleset": "berserk", "dice": dice,
        "creatures": [at("vs-192", 0, [2, 2]), at("vs-001", 0, [1, 2]), at("vs-001", 0, [3, 2]), at("vs-001", 1, [2, 3]),
                      at("vs-001", 1, [1, 3])],
        "choices": choices });
    if !until_end {
        s["until"] = json!("choices_end");
    }
    s
}

const TO_APPLICATION: [&str; 16] = ["pass"; 16];

fn zealot_strikes() -> Vec<Value> {
    // Its medium strike (5 against 2): 3; no counter-strike.
    let mut c = vec![strike(0, 3)];
    c.extend(TO_APPLICATION.iter().map(|p| json!(p)));
    c
}

#[test]
fn the_zealot_asks_its_owner_a_number_up_to_its_strike_value() {
    let (g, events) = played(zealot(json!([5, 2]), json!(zealot_strikes()), false));
    assert_eq!(wounds(&g, 3), 3);
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 0));
    let values: Vec<u8> = d
        .options
        .iter()
        .map(|c| match c {
            Choice::Number {
                creature: 0,
                ability: 0,
                value,
                ..
            } => *value,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(values, vec![1, 2, 3]);
    assert!(events.iter().any(|e| e.rule == "B-GAME-13"
        && matches!(&e.kind, EventKind::AbilityTriggered { creature, .. } if creature.uid == 0)));
}

#[test]
fn a_number_above_the_strike_value_is_refused() {
    let mut c = zealot_strikes();
    c.push(number(0, 0, 4));
    let e = refused(zealot(json!([5, 2]), json!(c), true));
    assert!(e.contains("B-GAME-13") && e.contains("1 to 3"), "{e}");
}

/// The Zealot strikes, its owner chooses 2; the turn passes, and the enemy Nomad (1, 3) strikes
/// the ally Nomad (1, 2) with the die `roll` against 1.
fn zealot_then_struck(roll: u8) -> (BerserkGame, Vec<BerserkEvent>) {
    let mut c = zealot_strikes();
    c.push(number(0, 0, 2));
    c.push(json!("pass")); // the Zealot's owner ends the turn
    c.push(strike(4, 1));
    played(zealot(json!([5, 2, roll, 1]), json!(c), true))
}

#[test]
fn an_enemy_strike_of_the_chosen_value_on_an_ally_beside_it_is_blocked() {
    // 4 against 1: medium, 2 — the value chosen: blocked.
    let (g, events) = zealot_then_struck(4);
    let chosen: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::NumberChosen {
                player,
                creature,
                value,
                ..
            } => {
                assert_eq!(e.rule, "B-GAME-13");
                Some((*player, creature.uid, *value))
            }
            _ => None,
        })
        .collect();
    assert_eq!(chosen, vec![(0, 0, 2)]);
    // Both allies beside it gained the protection, not the Zealot nor the enemy.
    let gained: Vec<u16> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::FeatureGained { creature, feature, .. } if feature == "non_magic_protection_of" => {
                Some(creature.uid)
            }
            _ => None,
        })
        .collect();
    assert_eq!(gained, vec![1, 2]);
    assert!(events.iter().any(|e| e.rule == "B-ATK-4"
        && matches!(&e.kind, EventKind::StrikeBlocked { target, feature, .. } if target.uid == 1 && feature == "non_magic_protection_of")));
    assert_eq!(wounds(&g, 1), 0);
}

#[test]
fn an_enemy_strike_of_another_value_wounds_the_ally() {
    // 2 against 1: weak, 1 — not the value chosen.
    let (g, _) = zealot_then_struck(2);
    assert_eq!(wounds(&g, 1), 1);
}

// --- Alvalind (vs-178): a counter for each miss of its side in its turn; the third costs it
// all of them and 2 wounds; at the end of its turn a discharge of 1, +2 for each counter ---

fn counters(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().counters
}

/// Alvalind (0) with `have` counters; its Nomad (1) strikes the enemy Nomad (2); the enemy
/// Nomad (3) stands far off.
fn alvalind(have: u8, dice: Value, choices: Value, until_end: bool) -> Value {
    let mut s = json!({ "ruleset": "berserk", "dice": dice,
        "creatures": [{ "card": "vs-178", "owner": 0, "cell": [0, 0], "counters": have }, at("vs-001", 0, [2, 2]),
                      at("vs-001", 1, [2, 3]), at("vs-001", 1, [4, 5])],
        "choices": choices });
    if !until_end {
        s["until"] = json!("choices_end");
    }
    s
}

#[test]
fn a_miss_of_its_side_in_its_turn_gives_alvalind_a_counter() {
    // 2 against 4: D = -2, neither strikes: a miss.
    let (g, events) = played(alvalind(0, json!([2, 4]), json!([strike(1, 2)]), true));
    assert_eq!(counters(&g, 0), 1);
    assert!(events.iter().any(|e| e.rule == "B-GAME-13"
        && matches!(&e.kind, EventKind::AbilityTriggered { creature, when, .. } if creature.uid == 0 && when == "on_miss")));
}

#[test]
fn a_strike_that_lands_gives_no_counter() {
    // 5 against 2: medium.
    let (g, _) = played(alvalind(0, json!([5, 2]), json!([strike(1, 2)]), true));
    assert_eq!(counters(&g, 0), 0);
    assert_eq!(wounds(&g, 2), 2);
}

#[test]
fn an_enemy_miss_gives_no_counter() {
    // The enemy Nomad misses on the Nomad in the enemy's turn.
    let s = json!({ "ruleset": "berserk", "dice": [2, 4], "creatures": [at("vs-178", 0, [0, 0]), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])],
                    "choices": ["pass", strike(2, 1)] });
    let (g, _) = played(s);
    assert_eq!(counters(&g, 0), 0);
}

#[test]
fn the_third_counter_costs_alvalind_all_its_counters_and_2_wounds() {
    let (g, events) = played(alvalind(2, json!([2, 4]), json!([strike(1, 2)]), true));
    assert_eq!(counters(&g, 0), 0);
    assert_eq!(wounds(&g, 0), 2);
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, when, .. } if creature.uid == 0 && when == "on_counter_gained")));
}

#[test]
fn at_the_end_of_its_turn_alvalind_discharges_1_plus_2_for_each_counter_and_loses_them() {
    // Two counters: a discharge of 5 at the enemy its owner chooses (the far Nomad, 3).
    let choices = json!(["pass", { "type": "trigger", "creature": 0, "ability": 2, "target": 3 }]);
    let (g, events) = played(alvalind(2, json!([]), choices, true));
    assert_eq!(wounds(&g, 3), 5);
    assert_eq!(wounds(&g, 2), 0);
    assert_eq!(counters(&g, 0), 0);
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, when, .. } if creature.uid == 0 && when == "end_of_turn")));
}

#[test]
fn with_no_counter_the_discharge_is_1() {
    let choices = json!(["pass", { "type": "trigger", "creature": 0, "ability": 2, "target": 2 }]);
    let (g, _) = played(alvalind(0, json!([]), choices, true));
    assert_eq!(wounds(&g, 2), 1);
}

// --- Hammerer (vs-058): on its strike in its turn the creature struck is pushed one cell on
// in the strike's direction, or takes 2 wounds: its owner's choice; 2 wounds if it cannot go ---

fn effect(creature: u16, ability: u8, option: u8) -> Value {
    json!({ "type": "effect", "creature": creature, "ability": ability, "option": option })
}

/// The Hammerer (0) strikes the enemy Nomad (1) in front of it (5 against 2: medium, 3);
/// `blocker` puts a creature of the Nomad's side behind it.
fn hammer(blocker: bool, choices: Vec<Value>, until_end: bool) -> Value {
    let mut creatures = vec![at("vs-058", 0, [2, 2]), at("vs-001", 1, [2, 3])];
    if blocker {
        creatures.push(at("vs-001", 1, [2, 4]));
    }
    let mut c = vec![strike(0, 1)];
    c.extend(TO_APPLICATION.iter().map(|p| json!(p)));
    c.extend(choices);
    let mut s = json!({ "ruleset": "berserk", "dice": [5, 2], "creatures": creatures, "choices": c });
    if !until_end {
        s["until"] = json!("choices_end");
    }
    s
}

#[test]
fn the_struck_creatures_owner_chooses_between_the_push_and_the_wounds() {
    let (g, _) = played(hammer(false, vec![], false));
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 1));
    assert_eq!(d.options.len(), 2);
    // The state says what each option does, so that a page words its buttons from it.
    let effects = serde_json::to_value(g.public_state()).unwrap()["effects"].clone();
    assert_eq!(
        effects,
        json!([{ "does": "push", "cell": [2, 4] }, { "does": "wounds", "wounds": 2 }])
    );
    let (g, _) = played(hammer(false, vec![effect(0, 0, 0)], false));
    assert_eq!(serde_json::to_value(g.public_state()).unwrap().get("effects"), None);
}

#[test]
fn pushed_the_creature_moves_one_cell_on_in_the_strikes_direction() {
    let (g, events) = played(hammer(false, vec![effect(0, 0, 0)], true));
    assert_eq!(g.creature(1).unwrap().cell, [2, 4]);
    assert_eq!(wounds(&g, 1), 3);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Moved { creature, to, .. } if creature.uid == 1 && *to == [2, 4])));
}

#[test]
fn refusing_the_push_costs_2_wounds() {
    let (g, _) = played(hammer(false, vec![effect(0, 0, 1)], true));
    assert_eq!(g.creature(1).unwrap().cell, [2, 3]);
    assert_eq!(wounds(&g, 1), 5);
}

#[test]
fn a_creature_that_cannot_be_pushed_takes_2_wounds_without_a_choice() {
    let (g, _) = played(hammer(true, vec![], true));
    assert_eq!(g.creature(1).unwrap().cell, [2, 3]);
    assert_eq!(wounds(&g, 1), 5);
}

#[test]
fn in_the_opponents_turn_the_hammer_does_nothing() {
    // The Nomad attacks the Hammerer, which strikes back: no push, no extra wounds.
    let s = json!({ "ruleset": "berserk", "dice": [1, 6], "creatures": [at("vs-058", 0, [2, 2]), at("vs-001", 1, [2, 3])],
                    "choices": ["pass", strike(1, 0)] });
    let (g, _) = played(s);
    assert_eq!(g.creature(1).unwrap().cell, [2, 3]);
    assert!(wounds(&g, 1) <= 3);
}
