#![cfg(not(target_arch = "wasm32"))]
//! Effects of printed cards on their strike and their allies' deaths [B-GAME-13]: a heal
//! counted from the creature opposite (Kobold), a reduction lasting until the end of the
//! opponent's next turn (Ice Serpent), a choice between two effects made by the attacked
//! creature's owner (Ravine Dwarf), a bonus to the formation mates of a creature dying in the
//! opponent's turn (Thane of Khaneranga). Each through a scenario with forced dice, beside
//! the case next door.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, DecisionKind, EventKind};
use berserk_cards::{at, flying, offered_targets, played, scenario, strike};
use serde_json::{json, Value};

fn trigger(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

fn passes(n: usize) -> Vec<Value> {
    vec![json!("pass"); n]
}

fn healed(events: &[BerserkEvent], uid: u16) -> u8 {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Healed { creature, healed, .. } if creature.uid == uid => Some(*healed),
            _ => None,
        })
        .sum()
}

/// Kobold (vs-092, strike 2-3-4) wounded 6 at [2,2], the Troll (vs-128, strike 2-4-5) opposite
/// it at [2,3], a Nomad (strike 1-2-3) diagonal at [3,3]; it strikes `target` and `answer`s.
fn kobold(dice: Value, target: u16, answer: Option<Value>) -> (BerserkGame, Vec<BerserkEvent>) {
    let creatures = json!([
        { "card": "vs-092", "owner": 0, "cell": [2, 2], "wounds": 6 },
        at("vs-128", 1, [2, 3]),
        at("vs-001", 1, [3, 3])
    ]);
    let mut choices = vec![strike(0, target)];
    choices.extend(passes(16));
    choices.extend(answer);
    played(
        json!({ "ruleset": "berserk", "from": "main", "dice": dice, "creatures": creatures,
                   "choices": choices, "until": "choices_end" }),
    )
}

#[test]
fn kobold_may_heal_by_the_strike_of_the_creature_opposite_at_its_own_strikes_strength() {
    // Strong (6 against 1) on the Nomad: it heals the Troll's strong strike, 5 (not the
    // Nomad's 3).
    let (g, events) = kobold(json!([6, 1]), 2, Some(trigger(0, 1, 0)));
    assert_eq!(healed(&events, 0), 5);
    assert_eq!(g.creature(0).unwrap().wounds, 1);
    assert_eq!(g.creature(2).unwrap().wounds, 4);
    // Medium (5 against 2) on the Troll itself: the Troll's medium strike, 4.
    let (_, events) = kobold(json!([5, 2]), 1, Some(trigger(0, 1, 0)));
    assert_eq!(healed(&events, 0), 4);
}

#[test]
fn kobold_asks_before_it_heals_and_may_decline() {
    let (g, events) = kobold(json!([6, 1]), 2, None);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(offered_targets(&d), vec![0]);
    assert_eq!(healed(&events, 0), 0);
    let (g, events) = kobold(json!([6, 1]), 2, Some(decline(0, 1)));
    assert_eq!(healed(&events, 0), 0);
    assert_eq!(g.creature(0).unwrap().wounds, 6);
}

#[test]
fn kobold_with_nobody_opposite_heals_nothing() {
    // The Troll steps aside: nobody stands on the cell opposite the Kobold.
    let creatures = json!([
        { "card": "vs-092", "owner": 0, "cell": [2, 2], "wounds": 6 },
        at("vs-128", 1, [1, 3]),
        at("vs-001", 1, [3, 3])
    ]);
    let mut choices = vec![strike(0, 2)];
    choices.extend(passes(16));
    choices.push(trigger(0, 1, 0));
    let (g, events) = played(
        json!({ "ruleset": "berserk", "from": "main", "dice": [6, 1], "creatures": creatures,
                                     "choices": choices, "until": "choices_end" }),
    );
    assert_eq!(healed(&events, 0), 0);
    assert_eq!(g.creature(0).unwrap().wounds, 6);
}

/// Ice Serpent (vs-036) flying; Ost (vs-005, a discharge) at [1,1] and a Nomad at [3,1] of its
/// side; the enemy Troll (strike 2-4-5) opposite Ost at [1,2], an enemy Nomad at [4,3].
fn serpent_board() -> Value {
    json!([
        flying("vs-036", 0),
        at("vs-005", 0, [1, 1]),
        at("vs-001", 0, [3, 1]),
        at("vs-128", 1, [1, 2]),
        at("vs-001", 1, [4, 3])
    ])
}

fn reduction(g: &BerserkGame, uid: u16) -> bool {
    g.st.creatures[usize::from(uid)]
        .gained
        .iter()
        .any(|(f, _)| f.key() == "damage_reduction")
}

#[test]
fn ice_serpents_strike_gives_its_magic_ally_minus_one_through_the_opponents_next_turn() {
    // Turn 1: the Serpent strikes the enemy Nomad; Ost (a discharge) is the one ally it may
    // give the reduction to (not the Nomad of its side). Turn 2: the Troll's strong strike (5)
    // on Ost takes 1 less: 4.
    let mut choices = vec![strike(0, 4)];
    choices.extend(passes(16));
    choices.push(json!("pass"));
    choices.push(strike(3, 1));
    let (g, events) = played(scenario(json!([6, 1, 6, 1]), serpent_board(), json!(choices)));
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::FeatureGained { creature, feature, .. } if creature.uid == 1 && feature == "damage_reduction")));
    assert!(!reduction(&g, 2));
    assert_eq!(g.creature(1).unwrap().wounds, 4);
    assert!(reduction(&g, 1), "it lasts through the opponent's turn");
}

#[test]
fn ice_serpents_reduction_ends_with_the_opponents_next_turn_not_before() {
    // Kept as the Serpent's own turn ends; lost as the opponent's next turn ends.
    let mut choices = vec![strike(0, 4)];
    choices.extend(passes(16));
    choices.push(json!("pass"));
    let (g, _) = played(scenario(json!([6, 1]), serpent_board(), json!(choices.clone())));
    assert_eq!(g.st.turn, 2);
    assert!(reduction(&g, 1));
    choices.push(json!("pass"));
    let (g, events) = played(scenario(json!([6, 1]), serpent_board(), json!(choices)));
    assert_eq!(g.st.turn, 3);
    assert!(!reduction(&g, 1));
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::FeatureLost { creature, feature } if creature.uid == 1 && feature == "damage_reduction")));
}

#[test]
fn ice_serpent_without_a_magic_ally_gives_nothing_and_with_two_asks() {
    // Only a Nomad beside it: nobody to give it to.
    let board = json!([flying("vs-036", 0), at("vs-001", 0, [3, 1]), at("vs-001", 1, [4, 3])]);
    let mut choices = vec![strike(0, 2)];
    choices.extend(passes(16));
    let (g, _) = played(scenario(json!([6, 1]), board, json!(choices.clone())));
    assert!(!reduction(&g, 1));
    // Ost and the Acolyte of Dzar (discharges): its owner chooses.
    let board = json!([
        flying("vs-036", 0),
        at("vs-005", 0, [1, 1]),
        at("vs-010", 0, [3, 1]),
        at("vs-001", 1, [4, 3])
    ]);
    choices[0] = strike(0, 3);
    let (g, _) = played(
        json!({ "ruleset": "berserk", "from": "main", "dice": [6, 1], "creatures": board,
                                "choices": choices, "until": "choices_end" }),
    );
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Trigger);
    assert_eq!(offered_targets(&d), vec![1, 2]);
}

fn effect(creature: u16, ability: u8, option: u8) -> Value {
    json!({ "type": "effect", "creature": creature, "ability": ability, "option": option })
}

/// The Ravine Dwarf (vs-037, strike 1-1-2) strikes the enemy Nomad (`closed` or not) at
/// [2,3], 6 against 1: strong, 2; then `answer`.
fn dwarf(closed: bool, answer: Option<Value>) -> (BerserkGame, Vec<BerserkEvent>) {
    let creatures =
        json!([at("vs-037", 0, [2, 2]), { "card": "vs-001", "owner": 1, "cell": [2, 3], "closed": closed }]);
    let mut choices = vec![strike(0, 1)];
    choices.extend(passes(16));
    choices.extend(answer);
    played(
        json!({ "ruleset": "berserk", "from": "main", "dice": [6, 1], "creatures": creatures,
                   "choices": choices, "until": "choices_end" }),
    )
}

#[test]
fn the_ravine_dwarfs_strike_on_an_open_creature_lets_its_owner_choose_closing_or_two_wounds() {
    // The attacked creature's owner (player 1) is asked, its two effects the options.
    let (g, _) = dwarf(false, None);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::Trigger));
    assert_eq!(d.options.len(), 2);
    assert_eq!(g.creature(1).unwrap().wounds, 2);
    // Closing: no more wounds.
    let (g, _) = dwarf(false, Some(effect(0, 0, 0)));
    let n = g.creature(1).unwrap();
    assert_eq!((n.wounds, n.closed), (2, true));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // The wounds: 2 more, still open.
    let (g, _) = dwarf(false, Some(effect(0, 0, 1)));
    let n = g.creature(1).unwrap();
    assert_eq!((n.wounds, n.closed), (4, false));
}

#[test]
fn the_ravine_dwarfs_choice_is_not_the_attackers_and_not_on_a_closed_creature() {
    // The Dwarf's owner cannot answer for the Nomad's.
    let creatures = json!([at("vs-037", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let mut choices = vec![strike(0, 1)];
    choices.extend(passes(16));
    choices.push(json!({ "type": "effect", "player": 0, "creature": 0, "ability": 0, "option": 0 }));
    let s = json!({ "ruleset": "berserk", "from": "main", "dice": [6, 1], "creatures": creatures,
                    "choices": choices, "until": "choices_end" });
    let refused = arbiter::rulesets::berserk::scenario::run(s)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(refused.contains("player 1 must decide"), "{refused}");
    // On a closed Nomad: no choice; the Dwarf's +1 on closed creatures instead (strong 2 + 1).
    let (g, _) = dwarf(true, None);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    assert_eq!(g.creature(1).unwrap().wounds, 3);
}

fn next_strike_bonus(events: &[BerserkEvent], uid: u16) -> u8 {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::NextStrikeBonus { creature, bonus, .. } if creature.uid == uid => Some(*bonus),
            _ => None,
        })
        .sum()
}

/// The Thane of Khaneranga (vs-052) at [1,1], the Hall Guard (vs-044, formation) wounded 6 at
/// `guard`; the enemy Nomad at [1,2] and Troll (strike 2-4-5, attack experience 1) at [2,2].
fn thane_board(guard: [u8; 2]) -> Value {
    json!([
        at("vs-052", 0, [1, 1]),
        { "card": "vs-044", "owner": 0, "cell": guard, "wounds": 6 },
        at("vs-001", 1, [1, 2]),
        at("vs-128", 1, [2, 2])
    ])
}

#[test]
fn the_thane_gains_two_on_its_next_strike_when_its_formation_mate_dies_in_the_opponents_turn() {
    // Turn 2: the Troll kills the Hall Guard beside the Thane; turn 3: the Thane's strong
    // strike on the Nomad is 3 + 2.
    let mut choices = vec![json!("pass"), strike(3, 1)];
    choices.extend(passes(17));
    choices.push(strike(0, 2));
    let (g, events) = played(scenario(json!([6, 1, 6, 1]), thane_board([2, 1]), json!(choices)));
    assert!(g.creature(1).unwrap().dead);
    assert_eq!(next_strike_bonus(&events, 0), 2);
    assert_eq!(g.creature(2).unwrap().wounds, 5);
    // Used once: nothing left for the strike after.
    assert_eq!(g.creature(0).unwrap().next_strike, 0);
}

#[test]
fn the_thane_gains_nothing_from_a_death_in_its_own_turn_or_out_of_formation() {
    // Its own turn: the Hall Guard strikes the Troll (1 against 6) and dies of the counter-strike.
    let (g, events) = played(scenario(json!([1, 6]), thane_board([2, 1]), json!([strike(1, 3)])));
    assert!(g.creature(1).unwrap().dead);
    assert_eq!(next_strike_bonus(&events, 0), 0);
    // The opponent's turn, but the Hall Guard stood apart (not beside the Thane in its row).
    let mut choices = vec![json!("pass"), strike(3, 1)];
    choices.extend(passes(16));
    let (g, events) = played(scenario(json!([6, 1]), thane_board([3, 1]), json!(choices)));
    assert!(g.creature(1).unwrap().dead);
    assert_eq!(next_strike_bonus(&events, 0), 0);
}
