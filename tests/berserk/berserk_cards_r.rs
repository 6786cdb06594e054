#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: the Tribe Matriarch's
//! order, simple strikes by her side's creatures next to the enemy chosen, queued and fought
//! one after the other as if the enemy were open, none of them closing [B-GAME-12].

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, Choice, EventKind};
use berserk_cards::{act, at, declared, defender, flying, played, refused, scenario};
use serde_json::{json, Value};

/// The orders given: (the one ordering, the enemy, the fighters, rule).
fn orders(events: &[BerserkEvent]) -> Vec<(u16, u16, Vec<u16>, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::FightsOrdered {
                creature,
                target,
                fighters,
            } => Some((
                creature.uid,
                target.uid,
                fighters.iter().map(|f| f.uid).collect(),
                e.rule.to_string(),
            )),
            _ => None,
        })
        .collect()
}

/// Whether only the attacker rolled, for each target fixed.
fn single_rolls(events: &[BerserkEvent]) -> Vec<bool> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::TargetFixed { single_roll, .. } => Some(*single_roll),
            _ => None,
        })
        .collect()
}

/// Player 0's turn: the Matriarch (0) with a counter on [2, 1]; a Nomad (1) on [1, 2], open; a
/// closed Nomad (2) on [3, 2]; the enemy Nomad (3) on [2, 3], closed; a Nomad (4) of player 0
/// far off on [0, 0]; a flyer (5) of player 0; then `more`.
fn order(dice: Value, more: &[Value], choices: Value) -> Value {
    let mut creatures = vec![
        json!({ "card": "vs-028", "owner": 0, "cell": [2, 1], "counters": 1 }),
        at("vs-001", 0, [1, 2]),
        json!({ "card": "vs-001", "owner": 0, "cell": [3, 2], "closed": true }),
        json!({ "card": "vs-001", "owner": 1, "cell": [2, 3], "closed": true }),
        at("vs-001", 0, [0, 0]),
        flying("vs-014", 0),
    ];
    creatures.extend(more.iter().cloned());
    scenario(dice, json!(creatures), choices)
}

#[test]
fn each_creature_of_her_side_next_to_the_enemy_fights_it_in_turn_and_none_closes() {
    // The first Nomad: 4 against 3, weak (1); the second: 2 against 1, weak (1).
    let (g, events) = played(order(json!([4, 3, 2, 1]), &[], json!([act(0, 0, 3)])));
    // The far Nomad and the flyer (next to no one) do not fight.
    assert_eq!(orders(&events), vec![(0, 3, vec![1, 2], "B-GAME-12".to_string())]);
    assert_eq!(
        declared(&events),
        vec![(1, 3, "B-GAME-12".to_string()), (2, 3, "B-GAME-12".to_string())]
    );
    assert_eq!(g.st.creatures[3].wounds, 2);
    // She paid: her counter and closing; the open Nomad fought and is still open, the closed
    // one fought though closed.
    let m = &g.st.creatures[0];
    assert!(m.closed && m.counters == 0);
    assert!(!g.st.creatures[1].closed);
    assert!(g.st.creatures[2].closed);
    assert!(g.st.queued.is_empty() && g.st.attack.is_none());
}

#[test]
fn the_closed_enemy_rolls_and_strikes_back_as_if_it_were_open() {
    // 1 against 4: the table's −3, the enemy's weak counter-strike (1) on the first Nomad;
    // then 6 against 6: 0 with both rolls 5 or more, the enemy's weak counter-strike again.
    let (g, events) = played(order(json!([1, 4, 6, 6]), &[], json!([act(0, 0, 3)])));
    assert_eq!(single_rolls(&events), vec![false, false]);
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (1, 1));
    assert_eq!(g.st.creatures[3].wounds, 0);
    // A plain simple strike on a closed enemy: only the attacker rolls.
    let (_, plain) = played(order(json!([1]), &[], json!([berserk_cards::strike(1, 3)])));
    assert_eq!(single_rolls(&plain), vec![true]);
}

#[test]
fn an_open_creature_that_fought_may_still_move_and_strike_this_turn() {
    let (mut g, _) = played(order(json!([4, 3, 2, 1, 5]), &[], json!([act(0, 0, 3)])));
    let options = g.pending().expect("player 0 acts").options;
    assert!(options.contains(&Choice::Strike {
        player: 0,
        attacker: 1,
        target: 3
    }));
    assert!(options.iter().any(|c| matches!(c, Choice::Move { creature: 1, .. })));
    // Its own strike is its action: declared under B-TURN-2, it closes.
    let events = berserk_cards::choose(
        &mut g,
        Choice::Strike {
            player: 0,
            attacker: 1,
            target: 3,
        },
    );
    assert_eq!(declared(&events), vec![(1, 3, "B-TURN-2".to_string())]);
    assert!(g.st.creatures[1].closed);
}

#[test]
fn the_matriarch_fights_too_when_she_stands_next_to_the_enemy() {
    let s = scenario(
        json!([4, 3, 2, 1]),
        json!([
            { "card": "vs-028", "owner": 0, "cell": [2, 2], "counters": 1 },
            at("vs-001", 0, [3, 2]),
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "closed": true },
        ]),
        json!([act(0, 0, 2)]),
    );
    let (g, events) = played(s);
    assert_eq!(orders(&events)[0].2, vec![0, 1]);
    assert_eq!(declared(&events).iter().map(|d| d.0).collect::<Vec<_>>(), vec![0, 1]);
    // Her weak strike 1, the Nomad's 1.
    assert_eq!(g.st.creatures[2].wounds, 2);
}

#[test]
fn with_no_creature_of_hers_next_to_the_enemy_the_order_is_given_and_paid_but_nobody_fights() {
    let s = scenario(
        json!([]),
        json!([
            { "card": "vs-028", "owner": 0, "cell": [2, 0], "counters": 1 },
            at("vs-001", 0, [0, 0]),
            at("vs-001", 1, [2, 4]),
        ]),
        json!([act(0, 0, 2)]),
    );
    let (g, events) = played(s);
    assert_eq!(orders(&events), vec![(0, 2, vec![], "B-GAME-12".to_string())]);
    assert!(declared(&events).is_empty());
    assert!(g.st.creatures[0].closed && g.st.creatures[0].counters == 0);
}

#[test]
fn an_enemy_killed_by_a_fight_ends_the_order() {
    // The enemy has 1 life left: the first Nomad's weak strike kills it.
    let wounded = json!({ "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 7 });
    let mut s = order(json!([4, 3]), &[at("vs-001", 1, [4, 5])], json!([act(0, 0, 6)]));
    s["creatures"][3] = at("vs-001", 1, [0, 5]);
    s["creatures"][6] = wounded;
    let (g, events) = played(s);
    assert_eq!(orders(&events)[0].2, vec![1, 2]);
    assert_eq!(declared(&events), vec![(1, 6, "B-GAME-12".to_string())]);
    assert!(g.st.creatures[6].dead);
    assert!(g.st.queued.is_empty());
}

#[test]
fn the_enemys_side_may_give_the_fight_a_defender_who_fights_by_the_usual_rules() {
    // An open enemy Nomad (6) on [1, 3], next to the first Nomad and the enemy, steps in and
    // closes; it still rolls (a defender closed by defending, B-TABLE-2).
    let choices = json!([act(0, 0, 3), "pass", defender(6)]);
    let (g, events) = played(order(json!([4, 3, 2, 1]), &[at("vs-001", 1, [1, 3])], choices));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::DefenderAssigned { defender, .. } if defender.uid == 6)));
    assert_eq!(single_rolls(&events), vec![false, false]);
    // The first fight's weak strike on the defender, the second Nomad's on the enemy.
    assert_eq!((g.st.creatures[6].wounds, g.st.creatures[3].wounds), (1, 1));
}

#[test]
fn the_order_needs_its_counter_and_an_enemy() {
    let mut s = order(json!([]), &[], json!([act(0, 0, 3)]));
    s["creatures"][0]["counters"] = json!(0);
    let why = refused(s);
    assert!(why.contains("B-GAME-12") || why.contains("B-GAME-11"), "{why}");
    let why = refused(order(json!([]), &[], json!([act(0, 0, 1)])));
    assert!(why.contains("cannot use its ability"), "{why}");
}

#[test]
fn the_order_is_told_in_english_and_russian() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let (_, events) = played(order(json!([4, 3, 2, 1]), &[], json!([act(0, 0, 3)])));
    let e = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::FightsOrdered { .. }))
        .unwrap();
    let (en, ru) = (narrate(e, Lang::En), narrate(e, Lang::Ru));
    assert!(
        en.starts_with("Tribe Matriarch") && en.contains("gives an order: Nomad") && en.contains("as if it were open"),
        "{en}"
    );
    assert!(
        ru.starts_with("Матриарх племени") && ru.contains("отдаёт приказ: Кочевник") && ru.contains("как с открытой"),
        "{ru}"
    );
}

#[test]
fn a_webbed_creature_of_hers_does_not_fight() {
    // Player 1's Mocking Spider (6) webs the open Nomad (1) for player 0's next turn; in that
    // turn the order makes only the other Nomad (2, opened with its side) fight.
    let mut s = order(
        json!([4, 3]),
        &[at("vs-077", 1, [1, 4])],
        json!([act(6, 1, 1), "pass", act(0, 0, 3)]),
    );
    s["active"] = json!(1);
    let (g, events) = played(s);
    assert!(
        g.st.markers.iter().any(|m| m.creature == Some(1)),
        "the Nomad is webbed"
    );
    assert_eq!(orders(&events)[0].2, vec![2]);
    assert_eq!(declared(&events), vec![(2, 3, "B-GAME-12".to_string())]);
    assert_eq!(g.st.creatures[3].wounds, 1);
}
