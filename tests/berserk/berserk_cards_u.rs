#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played by code: the Soul-Gnawer Shaman's hypnosis (118), an
//! instant spell making an open enemy strike a card next to it, in its owner's main phase and
//! during an attack of either player, beside the cases where the strike must not be made.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, Choice, EventKind};
use berserk_cards::{at, declared, flying, played, refused, scenario, strike};
use serde_json::{json, Value};

fn pass() -> Value {
    json!({ "type": "pass" })
}

// ----- the Soul-Gnawer Shaman (118) --------------------------------------------------------------

/// The Shaman (0) of player 0 on [2, 1] with `counters`; of player 1 Nomads on [1, 3] (1) and
/// [2, 3] (2); a Nomad of player 0 on [1, 2] (3), next to both; of player 1 a Herald of Gloom
/// (4, protected from spells) on [0, 3] and a Desert Condor (5) in its flyer zone.
fn shaman(counters: u8, dice: Value, choices: Value) -> Value {
    let mut s = scenario(
        dice,
        json!([
            at("vs-118", 0, [2, 1]),
            at("vs-001", 1, [1, 3]),
            at("vs-001", 1, [2, 3]),
            at("vs-001", 0, [1, 2]),
            at("vs-144", 1, [0, 3]),
            flying("vs-014", 1),
        ]),
        choices,
    );
    s["creatures"][0]["counters"] = json!(counters);
    s
}

/// The hypnosis of the Shaman on `target`, striking the card on `cell`.
fn hypnosis(target: u16, cell: [u8; 2]) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": target, "cell": cell })
}

fn position(events: &[BerserkEvent], pred: &dyn Fn(&EventKind) -> bool) -> usize {
    events
        .iter()
        .position(|e| pred(&e.kind))
        .unwrap_or_else(|| panic!("no such event"))
}

#[test]
fn in_its_owners_main_phase_the_hypnosis_makes_the_enemy_strike_its_neighbour_at_once() {
    // The enemy Nomad 1 strikes the enemy Nomad 2: 6 against 1, a strong 3.
    let (g, events) = played(shaman(1, json!([6, 1]), json!([hypnosis(1, [2, 3])])));
    assert_eq!(declared(&events), [(1, 2, "B-GAME-12".to_string())]);
    let forced = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::StrikeForced { by, attacker, target } if by.uid == 0 && attacker.uid == 1 && target.uid == 2))
        .expect("the hypnosis forced the strike");
    assert_eq!(forced.rule, "B-GAME-12");
    // The spell's cost: a counter and closing; the hypnotised creature closes as it strikes.
    assert!(g.st.creatures[0].closed);
    assert_eq!(g.st.creatures[0].counters, 0);
    assert!(g.st.creatures[1].closed);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Closed { creature } if creature.uid == 1) && e.rule == "B-GAME-12"));
    assert_eq!(g.st.creatures[2].wounds, 3);
    assert_eq!(g.st.creatures[3].wounds, 0);
    // An attack of player 1's creature in player 0's turn: the turn goes on, player 0's.
    assert!(g.st.attack.is_none());
    assert_eq!(g.st.active, 0);
    assert!(g.st.forced.is_empty());
    // Under way, it is a strike of player 1's creature on its own side, which only a forced
    // strike may be; player 0, the active player, has priority first.
    let mut s = shaman(1, json!([]), json!([hypnosis(1, [2, 3])]));
    s["until"] = json!("choices_end");
    let (g, _) = played(s);
    let a = g.st.attack.as_ref().expect("the forced strike is under way");
    assert_eq!((a.attacker, a.target, a.forced), (1, 2, true));
    assert_eq!(g.pending().unwrap().player, 0);
    g.check_invariants().unwrap();
    // It may strike a card of the Shaman's side as well: the Nomad 3, next to it.
    let (g, events) = played(shaman(1, json!([6, 1]), json!([hypnosis(1, [1, 2])])));
    assert_eq!(declared(&events), [(1, 3, "B-GAME-12".to_string())]);
    assert_eq!(g.st.creatures[3].wounds, 3);
}

#[test]
fn the_hypnosis_needs_a_counter_an_open_enemy_and_a_card_next_to_it() {
    let why = refused(shaman(0, json!([]), json!([hypnosis(1, [2, 3])])));
    assert!(why.contains("counter"), "{why}");
    // Not on a closed enemy, nor on one of its own side.
    let mut closed = shaman(1, json!([]), json!([hypnosis(1, [2, 3])]));
    closed["creatures"][1]["closed"] = json!(true);
    let why = refused(closed);
    assert!(why.contains("must stand open"), "{why}");
    let why = refused(shaman(1, json!([]), json!([hypnosis(3, [1, 3])])));
    assert!(why.contains("not a target"), "{why}");
    // The cell must hold another card next to it: not an empty one, not a far one, not its own.
    for cell in [[2, 2], [2, 1], [1, 3], [4, 5]] {
        let why = refused(shaman(1, json!([]), json!([hypnosis(1, cell)])));
        assert!(
            why.contains("hypnosis") || why.contains("[B-GAME-12]"),
            "{cell:?}: {why}"
        );
        assert!(why.contains("next to it"), "{cell:?}: {why}");
    }
    // A flyer in its zone stands next to no card.
    let why = refused(shaman(1, json!([]), json!([hypnosis(5, [2, 3])])));
    assert!(why.contains("next to it"), "{why}");
    // It is a spell: not on a creature protected from spells.
    let why = refused(shaman(1, json!([]), json!([hypnosis(4, [1, 3])])));
    assert!(why.contains("protection from spells"), "{why}");
    // It names a cell.
    let why = refused(shaman(
        1,
        json!([]),
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 1 }]),
    ));
    assert!(why.contains("cell"), "{why}");
}

#[test]
fn the_main_phase_offers_one_hypnosis_per_card_next_to_each_open_enemy() {
    let (g, _) = played(shaman(1, json!([]), json!([])));
    let d = g.pending().unwrap();
    let mut offered: Vec<(u16, [u8; 2])> = d
        .options
        .iter()
        .filter_map(|c| match *c {
            Choice::Act {
                creature: 0,
                ability: 0,
                target,
                cell: Some(cell),
                ..
            } => Some((target, cell)),
            _ => None,
        })
        .collect();
    offered.sort_unstable();
    // Nomad 1: the Nomads 2 and 3, the Herald; Nomad 2: the Nomads 1 and 3.
    assert_eq!(
        offered,
        [(1, [0, 3]), (1, [1, 2]), (1, [2, 3]), (2, [1, 2]), (2, [1, 3])]
    );
}

#[test]
fn used_in_the_opponents_attack_the_strike_is_made_once_that_attack_has_left_the_stack() {
    // Turn 2: the Nomad 2 strikes the Nomad 3 (1 against 1, weak: 1); with priority player 0
    // hypnotises the Nomad 1, which then strikes the Nomad 2 (6 against 1, strong: 3).
    let choices = json!([pass(), strike(2, 3), pass(), hypnosis(1, [2, 3])]);
    let (g, events) = played(shaman(1, json!([1, 1, 6, 1]), choices));
    let used = position(
        &events,
        &|k| matches!(k, EventKind::AbilityUsed { creature, ability: 0, .. } if creature.uid == 0),
    );
    let forced = position(&events, &|k| matches!(k, EventKind::StrikeForced { .. }));
    let first_done = position(
        &events,
        &|k| matches!(k, EventKind::AttackEnded { attacker, .. } if attacker.uid == 2),
    );
    let second = position(
        &events,
        &|k| matches!(k, EventKind::AttackDeclared { attacker, .. } if attacker.uid == 1),
    );
    assert!(
        used < forced && forced < first_done && first_done < second,
        "{used} {forced} {first_done} {second}"
    );
    // It went on the stack and resolved there [B-STACK-1], [B-STACK-2].
    assert!(events[used..forced]
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityResolved { creature, ability: 0 } if creature.uid == 0)));
    assert_eq!(
        declared(&events),
        [(2, 3, "B-TURN-2".to_string()), (1, 2, "B-GAME-12".to_string())]
    );
    assert_eq!(g.st.creatures[3].wounds, 1);
    assert_eq!(g.st.creatures[2].wounds, 3);
    assert!(g.st.creatures[1].closed);
    assert_eq!(g.st.active, 1);
    assert!(g.st.forced.is_empty());
}

#[test]
fn the_strike_is_not_made_if_its_target_died_first() {
    // The Nomad 3 (7 wounds) is to be struck by the hypnotised Nomad 1, but the Nomad 2's strike
    // under way kills it first.
    let mut s = shaman(
        1,
        json!([1, 1]),
        json!([pass(), strike(2, 3), pass(), hypnosis(1, [1, 2])]),
    );
    s["creatures"][3]["wounds"] = json!(7);
    let (g, events) = played(s);
    assert!(g.st.creatures[3].dead);
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::StrikeForced { .. })));
    assert_eq!(declared(&events), [(2, 3, "B-TURN-2".to_string())]);
    assert!(!g.st.creatures[1].closed);
    assert!(g.st.forced.is_empty());
    assert!(g.st.attack.is_none());
}

#[test]
fn the_strike_is_not_made_if_the_hypnotised_creature_closed_meanwhile() {
    // Player 0's Nomad 3 strikes the Nomad 2; player 0 hypnotises the Nomad 1 at once, and once
    // it resolves player 1 makes the Nomad 1 the defender (it closes): it strikes no more.
    let choices =
        json!([strike(3, 2), hypnosis(1, [2, 3]), pass(), pass(), pass(), { "type": "defender", "creature": 1 }]);
    let (g, events) = played(shaman(1, json!([1, 1]), choices));
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::StrikeForced { .. })));
    assert_eq!(declared(&events), [(3, 2, "B-TURN-2".to_string())]);
    assert!(g.st.creatures[1].closed);
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert!(g.st.forced.is_empty());
    assert!(g.st.attack.is_none());
}

#[test]
fn with_priority_in_an_attack_the_hypnosis_is_offered_with_each_cell() {
    let mut s = shaman(1, json!([]), json!([pass(), strike(2, 3), pass()]));
    s["until"] = json!("choices_end");
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!(d.player, 0);
    assert!(d.options.contains(&Choice::Act {
        player: 0,
        creature: 0,
        ability: 0,
        target: 1,
        also: vec![],
        x: 0,
        cell: Some([2, 3]),
    }));
    // No hypnosis without a cell, nor on the closed attacker.
    assert!(!d.options.iter().any(|c| matches!(
        c,
        Choice::Act {
            creature: 0,
            cell: None,
            ..
        }
    )));
    assert!(!d.options.iter().any(|c| matches!(
        c,
        Choice::Act {
            creature: 0,
            target: 2,
            ..
        }
    )));
}

#[test]
fn the_hypnosis_is_told_in_english_and_russian() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let (_, events) = played(shaman(1, json!([6, 1]), json!([hypnosis(1, [2, 3])])));
    let forced = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::StrikeForced { .. }))
        .unwrap();
    let (en, ru) = (narrate(forced, Lang::En), narrate(forced, Lang::Ru));
    assert!(en.contains("hypnosis") && en.contains("simple strike"), "{en}");
    assert!(ru.contains("Гипноз") && ru.contains("простой удар"), "{ru}");
}

#[test]
fn a_face_down_card_struck_is_named_face_down_until_the_strike_reveals_it() {
    // The Nomad 2 lies face down: the hypnosis names its cell, and the events show it face down
    // until its target is fixed.
    let mut s = shaman(1, json!([6, 1]), json!([hypnosis(1, [2, 3])]));
    s["creatures"][2]["hidden"] = json!(true);
    let (g, events) = played(s);
    let forced = events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::StrikeForced { target, .. } => Some(target.card.to_string()),
            _ => None,
        })
        .unwrap();
    assert_eq!(forced, "face-down");
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Revealed { creature } if creature.uid == 2)));
    assert!(!g.st.creatures[2].hidden);
    assert_eq!(g.st.creatures[2].wounds, 3);
}
