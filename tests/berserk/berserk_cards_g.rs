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

// ----- the Werewolf (59) ------------------------------------------------------------------------

/// A scenario from the start of player 0's turn: the Werewolf (0) with 3 wounds on [2, 2], an
/// enemy Nomad (1) on [2, 4].
fn werewolf(dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "from": "start", "creatures": [
        { "card": "vs-059", "owner": 0, "cell": [2, 2], "wounds": 3 },
        { "card": "vs-001", "owner": 1, "cell": [2, 4] },
    ], "choices": choices, "until": "choices_end" })
}

fn option(creature: u16, ability: u8, option: u8) -> Value {
    json!({ "type": "effect", "creature": creature, "ability": ability, "option": option })
}

#[test]
fn at_the_start_of_its_turn_the_werewolfs_owner_chooses_one_of_its_two_sets_of_effects() {
    let (g, _) = played(werewolf(json!([]), json!([])));
    let d = g.pending().unwrap();
    assert_eq!(d.player, 0);
    let options: Vec<u8> = d
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Effect {
                creature: 0,
                ability: 0,
                option,
                ..
            } => Some(*option),
            _ => None,
        })
        .collect();
    assert_eq!(options, [0, 1]);
    assert_eq!(d.options.len(), 2);
    let effects = serde_json::to_value(g.public_state()).unwrap()["effects"].clone();
    assert_eq!(
        effects,
        json!([{ "does": "card_option", "option": 0 }, { "does": "card_option", "option": 1 }])
    );
    // A third option is not one.
    refused(werewolf(json!([]), json!([option(0, 0, 2)])));
}

#[test]
fn the_werewolfs_regeneration_2_heals_it_at_that_start_of_turn_and_lasts_until_the_opponents_turn_ends() {
    let (g, events) = played(werewolf(json!([]), json!([option(0, 0, 0)])));
    // Regeneration 2, gained before the turn's regeneration: 3 wounds become 1.
    assert_eq!(g.st.creatures[0].wounds, 1);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::FeatureGained { feature, .. } if feature == "regeneration")));
    let triggered = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::AbilityTriggered { ability: 0, .. }))
        .expect("its ability acts");
    assert_eq!(triggered.rule, "B-GAME-13");
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::Regenerated { healed: 2, .. })));
    // Lost as the opponent's turn ends, before the Werewolf's next start of turn (where its
    // owner chooses again).
    let (_, events) = played(werewolf(json!([]), json!([option(0, 0, 0), "pass", "pass"])));
    let lost = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::FeatureLost { feature, .. } if feature == "regeneration"))
        .expect("lost");
    let ended = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::TurnEnded { turn: 2, .. }))
        .unwrap();
    assert!(lost < ended);
}

#[test]
fn the_werewolfs_other_option_gives_2_to_its_strike_and_1_to_its_movement() {
    // It moves one cell and strikes: die 4 against 1, medium 3 + 2 = 5 wounds on the Nomad.
    let mut choices = vec![
        option(0, 0, 1),
        json!({ "type": "move", "creature": 0, "to": [2, 3] }),
        json!({ "type": "strike", "attacker": 0, "target": 1 }),
    ];
    choices.extend(std::iter::repeat_n(json!("pass"), 16));
    let (g, _) = played(werewolf(json!([4, 1]), Value::Array(choices)));
    assert_eq!(g.st.creatures[1].wounds, 5);
    // No regeneration: its 3 wounds stay.
    assert_eq!(g.st.creatures[0].wounds, 3);
    let (g, _) = played(werewolf(
        json!([]),
        json!([option(0, 0, 1), { "type": "move", "creature": 0, "to": [0, 2] }]),
    ));
    assert_eq!(g.st.creatures[0].cell, [0, 2]);
    // Without the bonus it moves one cell only.
    refused(werewolf(
        json!([]),
        json!([option(0, 0, 0), { "type": "move", "creature": 0, "to": [0, 2] }]),
    ));
}

/// From the start of player 0's turn: a dead Werewolf (0) and `creatures` of player 0 (from 1),
/// an enemy Nomad last.
fn werewolf_valhalla(creatures: Value, choices: Value) -> Value {
    let mut all = vec![json!({ "card": "vs-059", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 10 })];
    all.extend(creatures.as_array().unwrap().iter().cloned());
    all.push(json!({ "card": "vs-001", "owner": 1, "cell": [2, 5] }));
    json!({ "ruleset": "berserk", "dice": [], "from": "start", "creatures": all, "choices": choices, "until": "choices_end" })
}

#[test]
fn the_werewolfs_valhalla_heals_1_only_a_face_up_jordling_of_its_owner() {
    // A wounded Nomad (not a Jordling) and a wounded Ice Hunter (a Jordling): the Hunter, the
    // only one it may act on, is healed at once.
    let (g, events) = played(werewolf_valhalla(
        json!([
            { "card": "vs-001", "owner": 0, "cell": [1, 1], "wounds": 2 },
            { "card": "vs-045", "owner": 0, "cell": [3, 1], "wounds": 2 },
        ]),
        json!([]),
    ));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (2, 1));
    let acted = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::ValhallaActed { .. }))
        .unwrap();
    assert_eq!(acted.rule, "B-VALHALLA");
    // Two Jordlings (the Ice Hunter, the Bonecrusher): its owner chooses, a Nomad is refused.
    let two = json!([
        { "card": "vs-001", "owner": 0, "cell": [1, 1], "wounds": 2 },
        { "card": "vs-045", "owner": 0, "cell": [3, 1], "wounds": 2 },
        { "card": "vs-062", "owner": 0, "cell": [4, 1], "wounds": 2 },
    ]);
    let (g, _) = played(werewolf_valhalla(two.clone(), json!([])));
    let targets: Vec<u16> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Valhalla { target, .. } => Some(*target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, [2, 3]);
    refused(werewolf_valhalla(
        two.clone(),
        json!([{ "type": "valhalla", "creature": 0, "target": 1 }]),
    ));
    let (g, _) = played(werewolf_valhalla(
        two,
        json!([{ "type": "valhalla", "creature": 0, "target": 3 }]),
    ));
    assert_eq!(g.st.creatures[3].wounds, 1);
    // A face-down Jordling shows no class: nothing to act on.
    let (g, events) = played(werewolf_valhalla(
        json!([{ "card": "vs-045", "owner": 0, "cell": [3, 1], "wounds": 2, "hidden": true }]),
        json!([]),
    ));
    assert_eq!(g.st.creatures[1].wounds, 2);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::ValhallaActed { .. })));
}

// ----- Ragnar (63) ------------------------------------------------------------------------------

/// From the start of player 0's turn: `creatures` (uids from 0), an enemy Nomad last unless
/// they name one.
fn from_start(dice: Value, creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "from": "start", "creatures": creatures, "choices": choices, "until": "choices_end" })
}

fn valhalla(creature: u16, target: u16) -> Value {
    json!({ "type": "valhalla", "creature": creature, "target": target })
}

/// The creatures the Valhallas acted on, in order.
fn valhalla_targets(events: &[arbiter::rulesets::berserk::BerserkEvent]) -> Vec<u16> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::ValhallaActed { target, .. } => Some(target.uid),
            _ => None,
        })
        .collect()
}

#[test]
fn with_ragnar_on_the_board_the_first_valhalla_of_the_turn_acts_twice_its_owner_choosing_again() {
    // The Bonecrusher (0) in the graveyard: +1 to the strike of one of your creatures. Ragnar
    // (1) and two Nomads (2, 3) of player 0; a Nomad of player 1 (4).
    let creatures = |ragnar: Value| {
        json!([
            { "card": "vs-062", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 12 },
            ragnar,
            { "card": "vs-001", "owner": 0, "cell": [1, 1] },
            { "card": "vs-001", "owner": 0, "cell": [3, 1] },
            { "card": "vs-001", "owner": 1, "cell": [2, 4] },
        ])
    };
    let alive = json!({ "card": "vs-063", "owner": 0, "cell": [2, 1] });
    let (g, events) = played(from_start(
        json!([]),
        creatures(alive.clone()),
        json!([valhalla(0, 2), valhalla(0, 3)]),
    ));
    assert_eq!(valhalla_targets(&events), [2, 3]);
    let ragnar = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::AbilityTriggered { ability: 0, .. }))
        .expect("Ragnar's ability acts");
    assert_eq!(ragnar.rule, "B-VALHALLA");
    assert_eq!(
        g.pending().unwrap().kind,
        arbiter::rulesets::berserk::game::DecisionKind::Main
    );
    // Twice on the same creature: +2 to its strike.
    let (g, events) = played(from_start(
        json!([]),
        creatures(alive),
        json!([valhalla(0, 2), valhalla(0, 2)]),
    ));
    assert_eq!(valhalla_targets(&events), [2, 2]);
    let bonuses = events
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::FeatureGained { creature, .. } if creature.uid == 2))
        .count();
    assert_eq!(bonuses, 2);
    assert_eq!(g.st.creatures[2].gained.len(), 2);
    // Ragnar face down: once.
    let hidden = json!({ "card": "vs-063", "owner": 0, "cell": [2, 1], "hidden": true });
    let (g, events) = played(from_start(json!([]), creatures(hidden), json!([valhalla(0, 2)])));
    assert_eq!(valhalla_targets(&events), [2]);
    assert_eq!(
        g.pending().unwrap().kind,
        arbiter::rulesets::berserk::game::DecisionKind::Main
    );
    // Ragnar in the graveyard: once, and then his own Valhalla (not the Bonecrusher's again).
    let dead = json!({ "card": "vs-063", "owner": 0, "cell": [2, 1], "dead": true, "wounds": 10 });
    let (g, events) = played(from_start(json!([]), creatures(dead), json!([valhalla(0, 2)])));
    assert_eq!(valhalla_targets(&events), [2]);
    assert!(matches!(
        g.pending().unwrap().options[0],
        Choice::Valhalla { creature: 1, .. }
    ));
}

#[test]
fn ragnars_valhalla_makes_the_first_simple_strike_of_the_turn_unanswerable_not_the_second() {
    // Dead Ragnar (0); the Minotaur (1), which may strike twice, is the only creature of its
    // owner: the Valhalla acts on it at once. Die 5 against 1: a strong strike where the
    // Nomad (2) would strike back weak in an exchange; the first is unanswerable.
    let creatures = json!([
        { "card": "vs-063", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 10 },
        { "card": "vs-034", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] },
    ]);
    let mut choices = vec![json!({ "type": "strike", "attacker": 1, "target": 2 })];
    choices.extend(std::iter::repeat_n(json!("pass"), 16));
    let (g, events) = played(from_start(
        json!([5, 1, 5, 1]),
        creatures.clone(),
        Value::Array(choices.clone()),
    ));
    let lost = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::StrikeLost { feature, .. } if feature == "first_strike_this_turn_unanswerable"))
        .expect("the counter-strike is lost");
    assert_eq!(lost.rule, "B-VALHALLA");
    assert_eq!(g.st.creatures[1].wounds, 0);
    assert_eq!(g.st.creatures[2].wounds, 5);
    // Its second strike this turn is answered: the exchange is asked.
    choices.push(json!({ "type": "strike", "attacker": 1, "target": 2 }));
    choices.extend(std::iter::repeat_n(json!("pass"), 6));
    let (g, _) = played(from_start(json!([5, 1, 5, 1]), creatures, Value::Array(choices)));
    assert_eq!(
        g.pending().unwrap().kind,
        arbiter::rulesets::berserk::game::DecisionKind::Exchange
    );
}

// ----- Eorval (197) -----------------------------------------------------------------------------

/// Eorval (0) on [2, 2]; next to him an Ice Hunter (1, a Jordling), a Fire Dwarf (2, a Dwarf),
/// `third` on [2, 1] (3) and an enemy Eriala (4, an Elf) on [2, 3]; `active` plays.
fn eorval(active: u8, third: Value, dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "active": active, "dice": dice, "creatures": [
        { "card": "vs-197", "owner": 0, "cell": [2, 2] },
        { "card": "vs-045", "owner": 0, "cell": [1, 2] },
        { "card": "vs-035", "owner": 0, "cell": [3, 2] },
        third,
        { "card": "vs-078", "owner": 1, "cell": [2, 3] },
    ], "choices": choices, "until": "choices_end" })
}

fn strike_passes(attacker: u16, target: u16) -> Value {
    let mut choices = vec![json!({ "type": "strike", "attacker": attacker, "target": target })];
    choices.extend(std::iter::repeat_n(json!("pass"), 16));
    Value::Array(choices)
}

#[test]
fn next_to_four_classes_eorval_gains_1_to_his_strike_and_attack_experience_1() {
    let orc = json!({ "card": "vs-003", "owner": 0, "cell": [2, 1] });
    // An Orc (the Volkhv) makes four classes with the Jordling, the Dwarf and the enemy Elf:
    // die 3 + 1 against 1 is a medium strike (3) + 1: 4 wounds, no exchange.
    let (g, _) = played(eorval(0, orc.clone(), json!([3, 1]), strike_passes(0, 4)));
    assert_eq!(g.st.creatures[4].wounds, 4);
    // A Nomad (no class) makes three: 3 against 1 is an exchange, asked.
    let nomad = json!({ "card": "vs-001", "owner": 0, "cell": [2, 1] });
    let passes = strike_passes(0, 4).as_array().unwrap()[..7].to_vec();
    let (g, _) = played(eorval(0, nomad, json!([3, 1]), Value::Array(passes.clone())));
    assert_eq!(
        g.pending().unwrap().kind,
        arbiter::rulesets::berserk::game::DecisionKind::Exchange
    );
    // A face-down Orc shows no class: three again.
    let hidden = json!({ "card": "vs-003", "owner": 0, "cell": [2, 1], "hidden": true });
    let (g, _) = played(eorval(0, hidden, json!([3, 1]), Value::Array(passes)));
    assert_eq!(
        g.pending().unwrap().kind,
        arbiter::rulesets::berserk::game::DecisionKind::Exchange
    );
}

#[test]
fn next_to_four_classes_eorval_takes_1_less_from_non_magic_attacks() {
    // Eriala strikes Eorval: 6 against 1, strong 2; one wound fewer with four classes.
    let orc = json!({ "card": "vs-003", "owner": 0, "cell": [2, 1] });
    let (g, events) = played(eorval(1, orc, json!([6, 1]), strike_passes(4, 0)));
    assert_eq!(g.st.creatures[0].wounds, 1);
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::WoundsPrevented { prevented: 1, .. })));
    let nomad = json!({ "card": "vs-001", "owner": 0, "cell": [2, 1] });
    let (g, _) = played(eorval(1, nomad, json!([6, 1]), strike_passes(4, 0)));
    assert_eq!(g.st.creatures[0].wounds, 2);
}
