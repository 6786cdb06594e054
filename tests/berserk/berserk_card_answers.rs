#![cfg(not(target_arch = "wasm32"))]
//! Answers to an attack [B-GAME-13]: abilities acting as an attack's target is fixed, on the
//! creature attacked or on one of its side; those its owner may decline or whose creature it
//! chooses hold the preliminary stage until they are answered. Each through a scenario of
//! printed cards («Война стихий»).

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{act, at, offered_targets, played};
use serde_json::{json, Value};

fn trigger(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

/// A scenario stopped right after its last choice.
fn stopped(dice: Value, creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": choices, "until": "choices_end" })
}

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

/// The attacks moved by an ability: (by, from, to).
fn redirected(events: &[BerserkEvent]) -> Vec<(u16, u16, u16)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::AttackRedirected { by, from, to } => {
                assert_eq!(e.rule, "B-GAME-13");
                Some((by.uid, from.uid, to.uid))
            }
            _ => None,
        })
        .collect()
}

fn passes(n: usize) -> Vec<Value> {
    vec![json!("pass"); n]
}

fn choices(parts: &[Vec<Value>]) -> Value {
    Value::Array(parts.concat())
}

// --- Dwarf King (vs-067): a ranged attack on his side's second or third row may move onto a
// creature in formation with him, once per turn for each creature attacked ------------------

const KING_ABILITY: u8 = 2;

/// Two Garrid Archers (shot 1-2-3, range 4) against the Dwarf King in his second row, between
/// a Mercenary and a Mountain Giant (both in formation with him), and a Nomad beside the
/// Mercenary; `nomad` its cell.
fn king(nomad: [u8; 2]) -> Value {
    json!([
        at("vs-113", 0, [1, 1]),
        at("vs-113", 0, [0, 1]),
        at("vs-067", 1, [2, 4]),
        at("vs-061", 1, [3, 4]),
        at("vs-176", 1, [1, 4]),
        at("vs-001", 1, nomad)
    ])
}

#[test]
fn the_dwarf_king_moves_a_shot_on_his_second_row_onto_a_creature_in_formation_with_him() {
    let s = stopped(json!([6]), king([0, 4]), choices(&[vec![act(0, 0, 5)], passes(2)]));
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 1));
    // His formation mates, the Mountain Giant and the Mercenary; he may decline.
    assert_eq!(offered_targets(&d), vec![3, 4]);
    assert!(d
        .options
        .iter()
        .any(|c| matches!(c, Choice::Decline { creature: 2, .. })));
    let s = json!({ "ruleset": "berserk", "dice": [6], "creatures": king([0, 4]),
                    "choices": choices(&[vec![act(0, 0, 5)], passes(2), vec![trigger(2, KING_ABILITY, 3)]]) });
    let (g, events) = played(s);
    assert_eq!(redirected(&events), vec![(2, 5, 3)]);
    // The strong shot (die 6: 3 of 1-2-3) lands on the Giant; the Nomad is untouched.
    assert_eq!((wounds(&g, 3), wounds(&g, 5)), (3, 0));
}

#[test]
fn the_dwarf_king_may_let_the_shot_land() {
    let s = json!({ "ruleset": "berserk", "dice": [6], "creatures": king([0, 4]),
                    "choices": choices(&[vec![act(0, 0, 5)], passes(2), vec![decline(2, KING_ABILITY)]]) });
    let (g, events) = played(s);
    assert!(redirected(&events).is_empty());
    assert_eq!((wounds(&g, 3), wounds(&g, 5)), (0, 3));
}

#[test]
fn the_dwarf_king_does_not_move_a_shot_on_his_front_row() {
    // The Nomad in his side's first row (board row 3 of the second player).
    let s = stopped(json!([6]), king([0, 3]), choices(&[vec![act(0, 0, 5)], passes(2)]));
    let (g, _) = played(s);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Priority);
    let s = json!({ "ruleset": "berserk", "dice": [6], "creatures": king([0, 3]), "choices": [act(0, 0, 5)] });
    let (g, events) = played(s);
    assert!(redirected(&events).is_empty());
    assert_eq!(wounds(&g, 5), 3);
}

#[test]
fn the_dwarf_king_does_not_move_a_shot_onto_the_creature_it_aims_at() {
    // The Mercenary shot: only the Giant is offered.
    let s = stopped(json!([6]), king([0, 4]), choices(&[vec![act(0, 0, 4)], passes(2)]));
    let (g, _) = played(s);
    assert_eq!(offered_targets(&g.pending().unwrap()), vec![3]);
}

#[test]
fn the_dwarf_king_moves_one_shot_a_turn_for_each_creature_attacked() {
    // The first shot on the Nomad moved onto the Giant (14 passes end it); the second on the
    // Nomad is not asked about; one on the Mercenary is.
    let first = vec![act(0, 0, 5)];
    let answer = vec![trigger(2, KING_ABILITY, 3)];
    let again = stopped(
        json!([6, 6]),
        king([0, 4]),
        choices(&[
            first.clone(),
            passes(2),
            answer.clone(),
            passes(14),
            vec![act(1, 0, 5)],
            passes(2),
        ]),
    );
    let (g, _) = played(again);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Priority);
    let other = stopped(
        json!([6, 6]),
        king([0, 4]),
        choices(&[first, passes(2), answer, passes(14), vec![act(1, 0, 4)], passes(2)]),
    );
    let (g, _) = played(other);
    let d = g.pending().unwrap();
    assert_eq!((d.kind, offered_targets(&d)), (DecisionKind::Trigger, vec![3]));
}

// --- Temple Warrior (vs-189): a die rolled as a ranged attack aims at it, 5 or 6 blocks it ---

/// The rolls made for abilities as their creature was attacked: (creature, value, blocks).
fn ability_rolls(events: &[BerserkEvent]) -> Vec<(u16, u8, bool)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::AbilityRolled {
                creature,
                value,
                blocks,
            } => {
                assert_eq!(e.rule, "B-GAME-13");
                Some((creature.uid, *value, *blocks))
            }
            _ => None,
        })
        .collect()
}

fn temple() -> Value {
    json!([
        at("vs-113", 0, [1, 1]),
        at("vs-189", 1, [1, 4]),
        at("vs-001", 0, [1, 3])
    ])
}

#[test]
fn the_temple_warrior_blocks_a_ranged_attack_on_a_roll_of_5_or_6() {
    let (g, events) =
        played(json!({ "ruleset": "berserk", "dice": [5], "creatures": temple(), "choices": [act(0, 0, 1)] }));
    assert_eq!(ability_rolls(&events), vec![(1, 5, true)]);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AttackBlocked { target, .. } if target.uid == 1)));
    // No die is rolled for the blocked shot.
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DieRolled { .. })));
    assert_eq!(wounds(&g, 1), 0);
}

#[test]
fn the_temple_warrior_takes_the_ranged_attack_on_a_roll_below_5() {
    // The ability's die 4, then the shot's 6: strong, 3.
    let (g, events) =
        played(json!({ "ruleset": "berserk", "dice": [4, 6], "creatures": temple(), "choices": [act(0, 0, 1)] }));
    assert_eq!(ability_rolls(&events), vec![(1, 4, false)]);
    assert_eq!(wounds(&g, 1), 3);
}

#[test]
fn the_temple_warrior_rolls_nothing_against_a_simple_strike() {
    // Its two dice of a fight (2 and 1), the 2 kept [B-ATK-2].
    let keep = json!({ "type": "keep_die", "creature": 1, "value": 2 });
    let choices = json!([berserk_cards::strike(2, 1), "pass", "pass", "pass", "pass", keep]);
    let (g, events) =
        played(json!({ "ruleset": "berserk", "dice": [5, 2, 1], "creatures": temple(), "choices": choices }));
    assert!(ability_rolls(&events).is_empty());
    // 5 against 2: the Nomad's medium strike, 2.
    assert_eq!(wounds(&g, 1), 2);
}
