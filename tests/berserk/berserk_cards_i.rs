#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in this round: a shot that closes a creature other
//! shots and throws have wounded (Mira). Each mechanic through a scenario of printed cards with
//! forced dice, beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{act, at, played};
use serde_json::{json, Value};

/// Every priority passed until the attack under way (and those it set off) ends; the events
/// added to `events`.
fn settle(g: &mut BerserkGame, events: &mut Vec<BerserkEvent>) {
    while g.st.attack.is_some() {
        let d = g.pending().expect("a decision");
        assert_eq!(d.kind, DecisionKind::Priority, "only priority passes settle an attack");
        events.extend(g.choose(&Choice::Pass { player: d.player }).unwrap());
    }
}

/// The scenario of `creatures` with `dice`, its `choices` made one at a time, each attack
/// settled before the next choice.
fn run(dice: Value, creatures: Value, choices: &[Value]) -> (BerserkGame, Vec<BerserkEvent>) {
    let (mut g, mut events) =
        played(json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": [] }));
    for c in choices {
        let mut c = c.clone();
        if c.get("player").is_none() {
            c["player"] = json!(g.pending().unwrap().player);
        }
        let choice: Choice = serde_json::from_value(c).unwrap();
        events.extend(g.choose(&choice).unwrap_or_else(|e| panic!("{choice:?}: {e}")));
        settle(&mut g, &mut events);
    }
    (g, events)
}

fn closed_by(events: &[BerserkEvent], uid: u16) -> Option<String> {
    events.iter().find_map(|e| match &e.kind {
        EventKind::Closed { creature } if creature.uid == uid => Some(e.rule.to_string()),
        _ => None,
    })
}

// ----- 86 Mira ---------------------------------------------------------------------------------

/// Mira (0) on [2,0] between two Pathfinders (1, 2; shot 1) of her side; the enemy Troll (3,
/// life 10) on [2,4].
fn mira_board() -> Value {
    json!([
        at("vs-086", 0, [2, 0]),
        at("vs-177", 0, [1, 0]),
        at("vs-177", 0, [3, 0]),
        at("vs-128", 1, [2, 4])
    ])
}

#[test]
fn miras_shot_closes_a_creature_two_other_shots_wounded_this_turn() {
    // Two shots of 1, then Mira's, weak (die 1): 1 more wound, and the Troll closes.
    let (g, events) = run(json!([1]), mira_board(), &[act(1, 1, 3), act(2, 1, 3), act(0, 1, 3)]);
    let troll = g.creature(3).unwrap();
    assert_eq!(troll.wounds, 3);
    assert!(troll.closed);
    assert_eq!(closed_by(&events, 3), Some("B-GAME-12".to_string()));
}

#[test]
fn miras_shot_does_not_close_after_one_other_shot_nor_when_she_shoots_first() {
    // One other shot only: her own does not count.
    let (g, events) = run(json!([1]), mira_board(), &[act(1, 1, 3), act(0, 1, 3)]);
    assert_eq!(g.creature(3).unwrap().wounds, 2);
    assert!(!g.creature(3).unwrap().closed);
    assert_eq!(closed_by(&events, 3), None);
    // She shoots first, the two others after: nothing closes it.
    let (g, _) = run(json!([1]), mira_board(), &[act(0, 1, 3), act(1, 1, 3), act(2, 1, 3)]);
    assert_eq!(g.creature(3).unwrap().wounds, 3);
    assert!(!g.creature(3).unwrap().closed);
}

#[test]
fn miras_count_is_of_this_turn_only() {
    // The two other shots land in turn 1; Mira shoots in turn 3, when nothing counts them.
    let (g, _) = run(
        json!([1]),
        mira_board(),
        &[
            act(1, 1, 3),
            act(2, 1, 3),
            json!({"type": "pass"}),
            json!({"type": "pass"}),
            act(0, 1, 3),
        ],
    );
    assert!(!g.creature(3).unwrap().closed);
}
