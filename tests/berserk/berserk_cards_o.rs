#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played by new terms of the card language or by code: the
//! Steppe Werewolf's special strike as it dies (8), each through a scenario of printed cards,
//! beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, DecisionKind, EventKind};
use berserk_cards::{at, offered_targets, played, strike};
use serde_json::{json, Value};

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

fn trigger(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

/// The attacks abilities made: (attacker, target, kind, value).
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
                value[0],
            )),
            _ => None,
        })
        .collect()
}

fn position(events: &[BerserkEvent], f: impl Fn(&EventKind) -> bool) -> usize {
    events.iter().position(|e| f(&e.kind)).expect("the event")
}

// ----- the Steppe Werewolf (8) -------------------------------------------------------------------

/// Player 0's Nomad (0) strikes the Steppe Werewolf (1, 6 wounds of 7) in front of it; a Nomad
/// of the Werewolf's side (2) stands far off; `more` after them.
fn werewolf(dice: Value, more: &[Value], choices: Value, until_end: bool) -> Value {
    let mut creatures = vec![
        at("vs-001", 0, [2, 2]),
        json!({ "card": "vs-008", "owner": 1, "cell": [2, 3], "wounds": 6 }),
        at("vs-001", 1, [0, 5]),
    ];
    creatures.extend(more.iter().cloned());
    let mut s = berserk_cards::scenario(dice, Value::Array(creatures), choices);
    if !until_end {
        s["until"] = json!("choices_end");
    }
    s
}

#[test]
fn the_dying_werewolf_makes_its_special_strike_2_on_the_enemy_next_to_it() {
    // 4 against 1: medium, made weak on the Werewolf (1): its 7th wound, it dies.
    let (g, events) = played(werewolf(json!([4, 1]), &[], json!([strike(0, 1)]), true));
    assert!(g.creature(1).unwrap().dead);
    assert!(events.iter().any(|e| e.rule == "B-GAME-13"
        && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 1 && when == "on_death")));
    // Its own attack, once the Nomad's has left the stack: 2 wounds, no die for it.
    assert_eq!(declared(&events), vec![(1, 0, "special_strike".into(), 2)]);
    let ended = position(
        &events,
        |k| matches!(k, EventKind::AttackEnded { attacker, .. } if attacker.uid == 0),
    );
    let made = position(&events, |k| matches!(k, EventKind::RangedDeclared { .. }));
    assert!(ended < made);
    assert_eq!(wounds(&g, 0), 2);
    assert!(events.iter().any(|e| e.rule == "B-ATK-6"
        && matches!(&e.kind, EventKind::Wounded { source, target, wounds: 2, .. } if source.uid == 1 && target.uid == 0)));
    let rolls = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::DieRolled { .. }))
        .count();
    assert_eq!(rolls, 2, "the Nomad's two dice only");
    // The attack is over and the game goes on.
    assert!(g.st.attack.is_none());
    assert!(g.st.outcome.is_none());
}

#[test]
fn with_two_enemies_next_to_it_the_werewolfs_owner_chooses_which_it_strikes() {
    // Player 0's Nomads on [1, 2] (3, next to the Werewolf on a diagonal) and [4, 0] (4, far).
    let more = [at("vs-001", 0, [1, 2]), at("vs-001", 0, [4, 0])];
    let mut choices = vec![strike(0, 1)];
    choices.extend(vec![json!("pass"); 16]);
    let (g, _) = played(werewolf(json!([4, 1]), &more, Value::Array(choices.clone()), false));
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 1));
    assert_eq!(offered_targets(&d), vec![0, 3]);
    choices.push(trigger(1, 1, 3));
    let (g, events) = played(werewolf(json!([4, 1]), &more, Value::Array(choices), true));
    assert_eq!(declared(&events), vec![(1, 3, "special_strike".into(), 2)]);
    assert_eq!((wounds(&g, 0), wounds(&g, 3), wounds(&g, 4)), (0, 2, 0));
}

#[test]
fn the_far_enemy_cannot_be_chosen_for_the_werewolfs_strike() {
    let more = [at("vs-001", 0, [1, 2]), at("vs-001", 0, [4, 0])];
    let mut choices = vec![strike(0, 1)];
    choices.extend(vec![json!("pass"); 16]);
    choices.push(trigger(1, 1, 4));
    let e = berserk_cards::refused(werewolf(json!([4, 1]), &more, Value::Array(choices), true));
    assert!(e.contains("B-GAME-13"), "{e}");
}

#[test]
fn a_werewolf_dying_with_no_enemy_next_to_it_strikes_no_one() {
    // Girrit (3) shoots 1 at range 3 from [2, 0]: the Werewolf's 7th wound, and the Nomad (0)
    // moved away first.
    let s = json!({ "ruleset": "berserk", "dice": [],
        "creatures": [at("vs-001", 0, [0, 0]), { "card": "vs-008", "owner": 1, "cell": [2, 3], "wounds": 6 }, at("vs-001", 1, [0, 5]), at("vs-004", 0, [2, 0])],
        "choices": [{ "type": "act", "creature": 3, "ability": 0, "target": 1 }] });
    let (g, events) = played(s);
    assert!(g.creature(1).unwrap().dead);
    assert!(declared(&events).is_empty());
    assert!(g.pending().is_some_and(|d| d.kind != DecisionKind::Trigger));
    assert_eq!(wounds(&g, 3), 0);
}

#[test]
fn a_werewolf_dying_at_the_start_of_a_turn_strikes_once_the_start_is_over() {
    // The Dwarf Firestarter (0) burns the Werewolf opposite (5 wounds), which did not move:
    // 2 wounds, its 7th.
    let s = json!({ "ruleset": "berserk", "from": "start",
        "creatures": [at("vs-035", 0, [2, 2]), { "card": "vs-008", "owner": 1, "cell": [2, 3], "wounds": 5 }, at("vs-001", 1, [4, 5])] });
    let (g, events) = played(s);
    assert!(g.creature(1).unwrap().dead);
    assert_eq!(declared(&events), vec![(1, 0, "special_strike".into(), 2)]);
    assert_eq!(wounds(&g, 0), 2);
    assert!(g.st.attack.is_none());
}

#[test]
fn a_werewolf_dying_at_the_end_of_a_turn_makes_no_strike() {
    // Alvalind (3) of player 0 discharges 1 at the end of its turn at the Werewolf: its 7th
    // wound; the main phase is over, so its strike on the Nomad next to it is not made.
    let more = [at("vs-178", 0, [4, 0])];
    let choices = json!(["pass", trigger(3, 2, 1)]);
    let (g, events) = played(werewolf(json!([]), &more, choices, true));
    assert!(g.creature(1).unwrap().dead);
    assert!(declared(&events).is_empty());
    assert_eq!(wounds(&g, 0), 0);
    assert!(g.st.queued.is_empty());
    assert_eq!(g.st.active, 1);
}

// ----- the Satyr Leader (81) ---------------------------------------------------------------------

fn act(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target })
}

/// Player 0's Priest-Kings (0, and `kings - 1` more from uid 5 on) heal 2 by closing; the Satyr
/// Leader (1, `wounds`) of player 0 on [2, 2], an enemy Nomad (2) in front of it, an allied
/// Nomad (3) on its diagonal, an enemy Nomad (4) far off.
fn satyr(wounds: u8, kings: u8, choices: Value, until_end: bool) -> Value {
    let mut creatures = vec![
        at("vs-094", 0, [0, 0]),
        json!({ "card": "vs-081", "owner": 0, "cell": [2, 2], "wounds": wounds }),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 0, [1, 1]),
        at("vs-001", 1, [4, 5]),
    ];
    for i in 1..kings {
        creatures.push(at("vs-094", 0, [4, i - 1]));
    }
    let mut s = berserk_cards::scenario(json!([]), Value::Array(creatures), choices);
    if !until_end {
        s["until"] = json!("choices_end");
    }
    s
}

#[test]
fn a_heal_of_the_unwounded_satyr_leader_asks_its_owner_whom_next_to_it_to_wound() {
    let (g, _) = played(satyr(0, 1, json!([act(0, 1, 1)]), false));
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 0));
    // Either side's creatures next to it, not the far one; it may be declined.
    assert_eq!(offered_targets(&d), vec![2, 3]);
    assert!(d.options.iter().any(|c| matches!(
        c,
        arbiter::rulesets::berserk::Choice::Decline {
            creature: 1,
            ability: 1,
            ..
        }
    )));
    let (g, events) = played(satyr(0, 1, json!([act(0, 1, 1), trigger(1, 1, 2)]), false));
    assert_eq!((wounds(&g, 1), wounds(&g, 2), wounds(&g, 3)), (0, 2, 0));
    assert!(events.iter().any(|e| e.rule == "B-GAME-10"
        && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 1 && when == "heal_replaced_by")));
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::Wounded { source, target, wounds: 2, .. } if source.uid == 1 && target.uid == 2)));
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::Healed { .. })));
    assert!(g.pending().is_some_and(|d| d.kind == DecisionKind::Main));
}

#[test]
fn the_satyr_leaders_owner_may_decline_and_nothing_happens() {
    let (g, events) = played(satyr(
        0,
        1,
        json!([act(0, 1, 1), { "type": "decline", "creature": 1, "ability": 1 }]),
        false,
    ));
    assert_eq!((wounds(&g, 1), wounds(&g, 2), wounds(&g, 3)), (0, 0, 0));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::TriggerDeclined { creature, ability: 1 } if creature.uid == 1)));
    // No use spent: a declined replacement is not one of its three.
    assert!(g.creature(1).unwrap().used.is_empty());
}

#[test]
fn a_wounded_satyr_leader_heals_as_any_creature() {
    let (g, events) = played(satyr(3, 1, json!([act(0, 1, 1)]), false));
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (1, 0));
    assert!(g.pending().is_some_and(|d| d.kind == DecisionKind::Main));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Healed { creature, healed: 2, .. } if creature.uid == 1)));
}

#[test]
fn the_satyr_leader_wounds_instead_three_times_a_turn_at_most() {
    // Four Priest-Kings (0, 5, 6, 7) heal it one after the other: three times its owner names
    // the enemy Nomad (2); the fourth heal asks nothing.
    let mut choices = vec![];
    for king in [0, 5, 6] {
        choices.push(act(king, 1, 1));
        choices.push(trigger(1, 1, 2));
    }
    choices.push(act(7, 1, 1));
    let (g, _) = played(satyr(0, 4, Value::Array(choices), false));
    assert_eq!(wounds(&g, 2), 6);
    assert!(g.pending().is_some_and(|d| d.kind == DecisionKind::Main));
    assert_eq!(wounds(&g, 1), 0);
}

#[test]
fn the_satyr_leaders_owner_cannot_name_a_creature_not_next_to_it() {
    let e = berserk_cards::refused(satyr(0, 1, json!([act(0, 1, 1), trigger(1, 1, 4)]), false));
    assert!(e.contains("B-GAME-13"), "{e}");
}

// ----- the Eyes of Krong (93) --------------------------------------------------------------------

/// Player 0: the Eyes of Krong (0, flying, closed), the Priest-King (1, heals 2), Eriala (2,
/// shoots 1), Bjorn (3, 3 wounds) and a Steppe Nomad (4); player 1: Nomads in front of Bjorn (5)
/// and of the Nomad (6). Dice 6 and 1 for each simple strike.
fn krong(eyes_closed: bool) -> BerserkGame {
    let mut eyes = berserk_cards::flying("vs-093", 0);
    eyes["closed"] = json!(eyes_closed);
    let creatures = json!([
        eyes,
        at("vs-094", 0, [0, 0]),
        at("vs-078", 0, [2, 1]),
        { "card": "vs-080", "owner": 0, "cell": [2, 2], "wounds": 3 },
        at("vs-001", 0, [4, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [4, 3])
    ]);
    let mut s = berserk_cards::scenario(json!([6, 1, 6, 1, 6, 1, 6, 1]), creatures, json!([]));
    s["until"] = json!("choices_end");
    played(s).0
}

/// `c` made, then every priority passed until the main phase is back.
fn then_main(g: &mut BerserkGame, c: Value) -> Vec<BerserkEvent> {
    let mut c = c;
    c["player"] = json!(g.pending().unwrap().player);
    let choice: arbiter::rulesets::berserk::Choice = serde_json::from_value(c).unwrap();
    let mut events = berserk_cards::choose(g, choice);
    while let Some(d) = g.pending().filter(|d| d.kind == DecisionKind::Priority) {
        events.extend(berserk_cards::choose(
            g,
            arbiter::rulesets::berserk::Choice::Pass { player: d.player },
        ));
    }
    events
}

fn opened_by_chain(events: &[BerserkEvent]) -> bool {
    events.iter().any(|e| {
        e.rule == "B-GAME-10" && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 0, when } if creature.uid == 0 && when == "on_chain")
    })
}

#[test]
fn a_heal_a_shot_and_a_strike_of_its_forest_allies_open_the_eyes_of_krong() {
    let mut g = krong(true);
    let mut events = then_main(&mut g, act(1, 1, 3));
    assert!(g.creature(0).unwrap().closed, "one link is no chain");
    events.extend(then_main(&mut g, act(2, 0, 5)));
    assert!(g.creature(0).unwrap().closed, "two links are no chain");
    // A move between them does not break the chain.
    events.extend(then_main(
        &mut g,
        json!({ "type": "move", "creature": 4, "to": [4, 1] }),
    ));
    events.extend(then_main(&mut g, strike(3, 5)));
    assert!(!g.creature(0).unwrap().closed);
    assert!(opened_by_chain(&events));
    assert_eq!(wounds(&g, 3), 1, "Bjorn healed 2");
    assert!(g.st.chain.is_empty(), "the chain starts again");
}

#[test]
fn another_creatures_action_breaks_the_chain() {
    // The Steppe Nomad's strike between the shot and Bjorn's strike.
    let mut g = krong(true);
    let mut events = then_main(&mut g, act(1, 1, 3));
    events.extend(then_main(&mut g, act(2, 0, 5)));
    events.extend(then_main(&mut g, strike(4, 6)));
    events.extend(then_main(&mut g, strike(3, 5)));
    assert!(g.creature(0).unwrap().closed);
    assert!(!opened_by_chain(&events));
}

#[test]
fn two_links_of_one_kind_are_not_a_chain() {
    // A shot, a strike, a strike: no heal among the last three.
    let mut g = krong(true);
    let mut events = then_main(&mut g, act(2, 0, 5));
    events.extend(then_main(&mut g, strike(3, 5)));
    assert!(g.creature(0).unwrap().closed);
    assert_eq!(g.st.chain, vec![1, 0]);
    assert!(!opened_by_chain(&events));
}

#[test]
fn an_open_eyes_of_krong_spends_no_use_on_a_chain() {
    let mut g = krong(false);
    let mut events = then_main(&mut g, act(1, 1, 3));
    events.extend(then_main(&mut g, act(2, 0, 5)));
    events.extend(then_main(&mut g, strike(3, 5)));
    assert!(!opened_by_chain(&events));
    assert!(g.creature(0).unwrap().used.is_empty());
    assert!(g.st.chain.is_empty());
}
