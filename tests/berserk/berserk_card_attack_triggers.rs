#![cfg(not(target_arch = "wasm32"))]
//! Triggered abilities that make an attack [B-GAME-13]: a shot, a special strike or a finishing
//! strike set off by a strike, a miss, an attack on the creature or its move. The attack is one
//! of its own: declared once the attack that set it off has left the stack, through every step,
//! answered as any attack. Each through a scenario of printed cards («Война стихий»).

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{act, at, played, refused, step, strike};
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

fn scenario(dice: Value, creatures: Value, choices: Value) -> Value {
    berserk_cards::scenario(dice, creatures, choices)
}

/// The 16 passes that take a simple strike from its declaration to the application step's end.
fn passes() -> Vec<Value> {
    vec![json!("pass"); 16]
}

fn with_passes(first: Value, then: &[Value]) -> Value {
    let mut out = vec![first];
    out.extend(passes());
    out.extend(then.iter().cloned());
    Value::Array(out)
}

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

/// The attacks triggers declared: (attacker, target, kind, value).
fn declared(events: &[BerserkEvent]) -> Vec<(u16, u16, String, u8)> {
    events
        .iter()
        .filter(|e| e.rule == "B-GAME-13")
        .filter_map(|e| match &e.kind {
            EventKind::RangedDeclared {
                attacker,
                target,
                attack,
                value,
                ..
            } => Some((
                attacker.uid,
                target.uid,
                serde_json::to_value(attack).unwrap().as_str().unwrap().to_string(),
                value[1],
            )),
            _ => None,
        })
        .collect()
}

// --- Slime (vs-121): on its strike, a shot 1 at range 3 ---------------------------------

fn slime(far: [u8; 2]) -> Value {
    json!([at("vs-121", 0, [2, 2]), at("vs-001", 1, [2, 3]), at("vs-001", 1, far)])
}

#[test]
fn the_slimes_strike_makes_a_shot_after_its_attack_at_the_enemy_in_reach() {
    let (g, events) = played(scenario(json!([4, 1]), slime([2, 5]), json!([strike(0, 1)])));
    assert_eq!(declared(&events), vec![(0, 2, "shot".into(), 1)]);
    // The strike first (medium 3), then the shot's own attack, after the first has ended.
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (3, 1));
    let ended = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::AttackEnded { .. }))
        .unwrap();
    let shot = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::RangedDeclared { .. }))
        .unwrap();
    assert!(
        ended < shot,
        "the shot waits for the strike's attack to leave the stack"
    );
    assert!(g.pending().is_some_and(|d| d.kind != DecisionKind::Trigger));
}

#[test]
fn the_slimes_shot_is_not_made_beyond_its_range_nor_at_the_adjacent_enemy() {
    // The other enemy 4 cells away: out of range 3; the struck one is adjacent.
    let (g, events) = played(scenario(json!([4, 1]), slime([1, 5]), json!([strike(0, 1)])));
    assert!(declared(&events).is_empty());
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (3, 0));
}

#[test]
fn the_slimes_shot_is_answered_as_any_shot_protection_blocks_it() {
    // The Foot Knight (vs-029) has protection from shots.
    let creatures = json!([
        at("vs-121", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-029", 1, [2, 5])
    ]);
    let (g, events) = played(scenario(json!([4, 1]), creatures, json!([strike(0, 1)])));
    assert_eq!(declared(&events), vec![(0, 2, "shot".into(), 1)]);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::StrikeBlocked { target, .. } if target.uid == 2)));
    assert_eq!(wounds(&g, 2), 0);
}

#[test]
fn the_slimes_shot_is_not_made_when_its_strike_misses() {
    // 1 against 4: no strike, and the Slime's ability is "on its strike".
    let (g, events) = played(scenario(json!([1, 4]), slime([2, 5]), json!([strike(0, 1)])));
    assert!(declared(&events).is_empty());
    assert_eq!(wounds(&g, 2), 0);
}

// --- Elf Warrior (vs-097): on its strike or miss, a shot 2, its target chosen ---------------

fn elf() -> Value {
    json!([
        at("vs-097", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [0, 4]),
        at("vs-001", 1, [4, 5])
    ])
}

#[test]
fn the_elf_warrior_shoots_even_after_a_miss_its_owner_choosing_among_the_enemies_in_reach() {
    // 1 + 1 against 4: a miss; the shot is asked, every enemy but the adjacent one offered.
    let (g, _) = played(stopped(json!([1, 4]), elf(), with_passes(strike(0, 1), &[])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    let t = |target| Choice::Trigger {
        player: 0,
        creature: 0,
        ability: 1,
        target,
    };
    assert_eq!(d.options, vec![t(2), t(3)]);
    let (g, events) = played(scenario(
        json!([1, 4]),
        elf(),
        with_passes(strike(0, 1), &[trigger(0, 1, 3)]),
    ));
    assert_eq!(declared(&events), vec![(0, 3, "shot".into(), 2)]);
    assert_eq!((wounds(&g, 1), wounds(&g, 2), wounds(&g, 3)), (0, 0, 2));
}

#[test]
fn the_elf_warriors_shot_cannot_aim_at_the_adjacent_enemy() {
    let e = refused(scenario(
        json!([1, 4]),
        elf(),
        with_passes(strike(0, 1), &[trigger(0, 1, 1)]),
    ));
    assert!(e.contains("B-GAME-13"), "{e}");
}

#[test]
fn the_elf_warrior_does_not_shoot_as_it_strikes_back() {
    // The Nomad attacks it (4 against 6): its counter-strike is no attack of its own.
    let creatures = json!([
        at("vs-001", 0, [2, 2]),
        at("vs-097", 1, [2, 3]),
        at("vs-001", 0, [0, 0])
    ]);
    let (_, events) = played(scenario(json!([1, 6]), creatures, json!([strike(0, 1)])));
    assert!(declared(&events).is_empty());
}

// --- Foot Knight (vs-029): attacked in melee, a special strike 2 on the attacker -----------

#[test]
fn a_melee_strike_on_the_foot_knight_brings_its_special_strike_on_the_attacker() {
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-029", 1, [2, 3])]);
    let (g, events) = played(scenario(json!([4, 1]), creatures, json!([strike(0, 1)])));
    assert_eq!(declared(&events), vec![(1, 0, "special_strike".into(), 2)]);
    // The Nomad's medium 2 on the knight, then the knight's 2 on the Nomad, no die rolled for it.
    assert_eq!((wounds(&g, 0), wounds(&g, 1)), (2, 2));
    let rolls = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::DieRolled { .. }))
        .count();
    assert_eq!(rolls, 2);
}

#[test]
fn a_shot_at_the_foot_knight_brings_no_special_strike() {
    // Girrit (vs-004) shoots 1 at range 3; the knight is protected from shots anyway, and a
    // shot is not a melee strike.
    let creatures = json!([at("vs-004", 0, [2, 1]), at("vs-029", 1, [2, 3])]);
    let (_, events) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
    assert!(declared(&events).is_empty());
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
}

#[test]
fn the_foot_knights_special_strike_is_lost_when_its_attacker_dies_first() {
    // A wounded Nomad (6 of 8) strikes; the knight's counter-strike (medium 2, die 1 against 6)
    // kills it: no special strike on a dead creature.
    let creatures = json!([{ "card": "vs-001", "owner": 0, "cell": [2, 2], "wounds": 6 }, at("vs-029", 1, [2, 3]), at("vs-001", 0, [0, 0])]);
    let (g, events) = played(scenario(json!([1, 6]), creatures, json!([strike(0, 1)])));
    assert!(g.creature(0).unwrap().dead);
    assert!(declared(&events).is_empty());
}

// --- Ouri (vs-076): on its move next to an ally costing 7 or more, may shoot 1 at range 3 ---

fn ouri(ally: &str) -> Value {
    json!([at("vs-076", 0, [0, 1]), at(ally, 0, [2, 2]), at("vs-001", 1, [1, 4])])
}

#[test]
fn ouri_moving_next_to_a_costly_ally_may_shoot_at_once() {
    let (g, _) = played(stopped(json!([]), ouri("vs-121"), json!([step(0, [1, 1])])));
    let d = g.pending().unwrap();
    let options = vec![
        Choice::Trigger {
            player: 0,
            creature: 0,
            ability: 0,
            target: 2,
        },
        Choice::Decline {
            player: 0,
            creature: 0,
            ability: 0,
        },
    ];
    assert_eq!((d.kind, d.options), (DecisionKind::Trigger, options));
    let (g, events) = played(scenario(
        json!([]),
        ouri("vs-121"),
        json!([step(0, [1, 1]), trigger(0, 0, 2)]),
    ));
    assert_eq!(declared(&events), vec![(0, 2, "shot".into(), 1)]);
    assert_eq!(wounds(&g, 2), 1);
    // The shot costs nothing: Ouri stays open.
    assert!(!g.creature(0).unwrap().closed);
}

#[test]
fn ouri_declining_makes_no_shot() {
    let (g, events) = played(scenario(
        json!([]),
        ouri("vs-121"),
        json!([step(0, [1, 1]), decline(0, 0)]),
    ));
    assert!(declared(&events).is_empty());
    assert_eq!(wounds(&g, 2), 0);
}

#[test]
fn ouri_next_to_a_cheaper_ally_is_not_asked() {
    // The Nomad (vs-001) costs 3.
    let (g, events) = played(scenario(json!([]), ouri("vs-001"), json!([step(0, [1, 1])])));
    assert!(declared(&events).is_empty());
    assert!(g.pending().is_some_and(|d| d.kind != DecisionKind::Trigger));
}

// --- Kilsus (vs-018): on its strike, a finishing strike of the cells it moved -------------

fn kilsus(wounded: u8) -> Value {
    json!([at("vs-018", 0, [2, 0]), { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": wounded }, at("vs-001", 1, [4, 5])])
}

#[test]
fn kilsus_finishes_the_creature_it_struck_by_the_cells_it_moved() {
    // 2 cells, then a weak 2 (2 + 1 against 2): the Nomad has 2 life left, finished by 2.
    let (g, events) = played(scenario(
        json!([2, 2]),
        kilsus(4),
        json!([step(0, [2, 2]), strike(0, 1)]),
    ));
    assert_eq!(declared(&events), vec![(0, 1, "finishing_strike".into(), 2)]);
    assert!(g.creature(1).unwrap().dead);
}

#[test]
fn kilsus_makes_no_finishing_strike_that_would_not_finish() {
    // 3 life left after the strike: more than the 2 cells it moved.
    let (g, events) = played(scenario(
        json!([2, 2]),
        kilsus(3),
        json!([step(0, [2, 2]), strike(0, 1)]),
    ));
    assert!(declared(&events).is_empty());
    assert!(!g.creature(1).unwrap().dead);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
}

#[test]
fn kilsus_unmoved_makes_no_finishing_strike() {
    let creatures = json!([at("vs-018", 0, [2, 2]), { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 5 }, at("vs-001", 1, [4, 5])]);
    let (g, events) = played(scenario(json!([2, 2]), creatures, json!([strike(0, 1)])));
    assert!(declared(&events).is_empty());
    assert_eq!(wounds(&g, 1), 7);
}

// --- Boar Rider (vs-012): a move across the middle of the board -------------------------

fn boar(from: [u8; 2]) -> Value {
    json!([at("vs-012", 0, from), at("vs-001", 1, [1, 3]), at("vs-001", 1, [4, 5])])
}

fn value_of_strike(events: &[BerserkEvent]) -> u8 {
    events
        .iter()
        .find_map(|e| match e.kind {
            EventKind::StrikeCalculated { value, .. } => Some(value),
            _ => None,
        })
        .unwrap()
}

#[test]
fn the_boar_rider_crossing_into_the_enemys_half_strikes_plus_one() {
    // Die 3 + 1 against 1: medium 3, and 1 more.
    let (g, events) = played(scenario(
        json!([3, 1]),
        boar([2, 2]),
        json!([step(0, [2, 3]), strike(0, 1)]),
    ));
    assert_eq!(value_of_strike(&events), 4);
    assert_eq!(wounds(&g, 1), 4);
    assert!(g.creature(0).unwrap().closed);
}

#[test]
fn the_boar_rider_moving_within_its_own_half_gains_nothing() {
    let (g, events) = played(scenario(
        json!([3, 1]),
        boar([1, 1]),
        json!([step(0, [1, 2]), strike(0, 1)]),
    ));
    assert_eq!(value_of_strike(&events), 3);
    assert!(g.creature(0).unwrap().closed);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
}

#[test]
fn the_boar_rider_back_in_its_own_half_stays_open_but_neither_strikes_again_nor_moves() {
    let (g, events) = played(scenario(
        json!([3, 1]),
        boar([2, 3]),
        json!([step(0, [2, 2]), strike(0, 1)]),
    ));
    assert_eq!(value_of_strike(&events), 3);
    assert!(!g.creature(0).unwrap().closed);
    let options = g.pending().unwrap().options;
    assert!(!options
        .iter()
        .any(|c| matches!(c, Choice::Strike { attacker: 0, .. } | Choice::Move { creature: 0, .. })));
}

// --- Holvert's Cutters (vs-015): in formation, on its strike, a formation mate opens -------

fn cutters(mates: &[Value]) -> Value {
    let mut out = vec![
        at("vs-015", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [1, 5]),
    ];
    out.extend(mates.iter().cloned());
    Value::Array(out)
}

fn closed(card: &str, cell: [u8; 2]) -> Value {
    json!({ "card": card, "owner": 0, "cell": cell, "closed": true })
}

#[test]
fn the_cutters_strike_opens_their_formation_mate_which_may_not_attack() {
    // The Sanctorum (uid 3) closed beside them, next to the struck Nomad.
    let s = |choices: Value| scenario(json!([4, 1]), cutters(&[closed("vs-016", [1, 2])]), choices);
    let (g, _) = played(s(json!([strike(0, 1)])));
    assert!(!g.creature(3).unwrap().closed);
    let options = g.pending().unwrap().options;
    assert!(!options.iter().any(|c| matches!(c, Choice::Strike { attacker: 3, .. })));
    let mut choices = vec![strike(0, 1)];
    choices.extend(passes());
    choices.push(strike(3, 1));
    let e = refused(s(Value::Array(choices)));
    assert!(e.contains("B-TURN-2"), "{e}");
}

#[test]
fn the_opened_mate_may_not_make_a_ranged_attack_either() {
    // The Crossbowman (vs-017, uid 3) shoots at any distance when it may.
    let s = |choices: Value| scenario(json!([4, 1]), cutters(&[closed("vs-017", [1, 2])]), choices);
    let mut choices = vec![strike(0, 1)];
    choices.extend(passes());
    choices.push(act(3, 1, 2));
    let e = refused(s(Value::Array(choices)));
    assert!(e.contains("may not attack this turn"), "{e}");
}

#[test]
fn with_two_formation_mates_their_owner_chooses_one() {
    let mates = [closed("vs-016", [1, 2]), closed("vs-016", [3, 2])];
    let (g, _) = played(stopped(json!([4, 1]), cutters(&mates), with_passes(strike(0, 1), &[])));
    let t = |target| Choice::Trigger {
        player: 0,
        creature: 0,
        ability: 0,
        target,
    };
    assert_eq!(g.pending().unwrap().options, vec![t(3), t(4)]);
    let (g, _) = played(scenario(
        json!([4, 1]),
        cutters(&mates),
        with_passes(strike(0, 1), &[trigger(0, 0, 4)]),
    ));
    assert!(g.creature(3).unwrap().closed);
    assert!(!g.creature(4).unwrap().closed);
}

#[test]
fn the_cutters_out_of_formation_open_nobody() {
    // A Nomad beside them cannot stand in formation.
    let (g, events) = played(scenario(
        json!([4, 1]),
        cutters(&[closed("vs-001", [1, 2])]),
        json!([strike(0, 1)]),
    ));
    assert!(g.creature(3).unwrap().closed);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
}

// --- Daughter of Pearl (vs-122): attacked, a prophecy 1; an odd cost blocks the attack -----

fn pearl(deck: &[&str], choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": [5, 1, 5, 1],
            "creatures": [at("vs-001", 0, [2, 2]), at("vs-122", 1, [2, 3]), at("vs-005", 0, [1, 1]), at("vs-001", 0, [3, 2])],
            "decks": [[], deck], "choices": choices })
}

fn blocked(events: &[BerserkEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::AttackBlocked { .. }))
        .count()
}

#[test]
fn an_odd_cost_on_top_of_her_deck_blocks_the_attack_on_the_daughter_of_pearl() {
    let (g, events) = played(pearl(&["vs-001"], json!([strike(0, 1)])));
    assert_eq!(blocked(&events), 1);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DieRolled { .. })));
    assert_eq!(wounds(&g, 1), 0);
}

#[test]
fn an_even_cost_on_top_lets_the_attack_through() {
    // Girrit (vs-004) costs 4: the Nomad's medium 2 lands.
    let (g, events) = played(pearl(&["vs-004"], json!([strike(0, 1)])));
    assert_eq!(blocked(&events), 0);
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::Prophesied { .. })));
    assert_eq!(wounds(&g, 1), 2);
}

#[test]
fn the_daughter_of_pearl_prophesies_once_a_turn() {
    // The second Nomad's strike in the same turn (the first blocked after 2 passes, as its
    // target is fixed): no prophecy, it lands.
    let choices = vec![strike(0, 1), json!("pass"), json!("pass"), strike(3, 1)];
    let (g, events) = played(pearl(&["vs-001", "vs-001"], Value::Array(choices)));
    assert_eq!(blocked(&events), 1);
    let prophecies = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Prophesied { .. }))
        .count();
    assert_eq!(prophecies, 1);
    assert_eq!(wounds(&g, 1), 2);
}

#[test]
fn a_magic_attack_on_the_daughter_of_pearl_sets_off_no_prophecy() {
    // Ost (vs-005, uid 2) discharges 1 at her.
    let (g, events) = played(pearl(&["vs-001"], json!([act(2, 1, 1)])));
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::Prophesied { .. })));
    assert_eq!(wounds(&g, 1), 1);
}
