#![cfg(not(target_arch = "wasm32"))]
//! Markers on cells and creatures [B-MARKER]: a card's token put by an ability, public in the
//! state, lasting as its card says, read by the rules. Each through a scenario of printed
//! cards («Война стихий»), beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, EventKind};
use berserk_cards::{at, played, refused, scenario, step};
use serde_json::{json, Value};

/// Krondak's bonfire on `cell`.
fn bonfire(cell: [u8; 2]) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": 0, "cell": cell })
}

fn pass() -> Value {
    json!({ "type": "pass" })
}

/// Krondak (0) of player 0 on [2, 1]; a Nomad (1, movement 2) of player 1 on [2, 4].
fn krondak(choices: Value) -> Value {
    scenario(
        json!([]),
        json!([at("vs-175", 0, [2, 1]), at("vs-001", 1, [2, 4])]),
        choices,
    )
}

fn markers_put(events: &[BerserkEvent]) -> Vec<([u8; 2], u32)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut {
                marker,
                cell: Some(cell),
                until_turn,
                ..
            } if marker == "bonfire" => Some((*cell, *until_turn)),
            _ => None,
        })
        .collect()
}

fn moves_to(g: &BerserkGame, uid: u16) -> Vec<[u8; 2]> {
    g.pending()
        .map(|p| {
            p.options
                .into_iter()
                .filter_map(|c| match c {
                    Choice::Move { creature, to, .. } if creature == uid => Some(to),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

// ----- the bonfire (175 Krondak) ----------------------------------------------------------------

#[test]
fn the_bonfire_lies_on_the_chosen_free_cell_until_the_end_of_the_opponents_turn() {
    let (g, events) = played(krondak(json!([bonfire([2, 3])])));
    assert_eq!(markers_put(&events), [([2, 3], 2)]);
    let e = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::MarkerPut { .. }))
        .unwrap();
    assert_eq!(e.rule, "B-MARKER");
    // Public: the state shows it, with its owner and source.
    let state = serde_json::to_value(g.public_state()).unwrap();
    assert_eq!(
        state["markers"],
        json!([{"kind": "bonfire", "cell": [2, 3], "creature": null, "owner": 0, "source": 0, "until_turn": 2}])
    );
    // The opponent's turn: still there; at its end it goes.
    let (g, _) = played(krondak(json!([bonfire([2, 3]), pass()])));
    assert_eq!(g.public_state().markers.len(), 1);
    let (g, events) = played(krondak(json!([bonfire([2, 3]), pass(), pass()])));
    assert!(g.public_state().markers.is_empty());
    let gone = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::MarkerRemoved { cell: Some([2, 3]), .. }))
        .unwrap();
    let turn2_end = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::TurnEnded { turn: 2, .. }))
        .unwrap();
    assert!(gone < turn2_end);
}

#[test]
fn the_bonfires_cell_counts_as_taken() {
    // The opponent may neither step onto it nor walk through it.
    let (g, _) = played(krondak(json!([bonfire([2, 3]), pass()])));
    let moves = moves_to(&g, 1);
    assert!(!moves.contains(&[2, 3]) && !moves.contains(&[2, 2]), "{moves:?}");
    assert!(moves.contains(&[1, 4]) && moves.contains(&[1, 3]));
    let why = refused(krondak(json!([bonfire([2, 3]), pass(), step(1, [2, 3])])));
    assert!(why.contains("cannot move"), "{why}");
    // The case next door: a bonfire elsewhere leaves the way free.
    let (g, _) = played(krondak(json!([bonfire([0, 3]), pass()])));
    let moves = moves_to(&g, 1);
    assert!(moves.contains(&[2, 3]) && moves.contains(&[2, 2]), "{moves:?}");
    // Once it has gone, the cell is free again (player 1's next turn).
    played(krondak(json!([
        bonfire([2, 3]),
        pass(),
        pass(),
        pass(),
        step(1, [2, 3])
    ])));
}

#[test]
fn the_bonfire_goes_only_on_a_free_cell_of_the_board() {
    // A creature's cell, a cell off the board, a burning cell, or no cell: refused.
    let why = refused(krondak(json!([bonfire([2, 4])])));
    assert!(why.contains("free"), "{why}");
    let why = refused(krondak(json!([bonfire([2, 1])])));
    assert!(why.contains("free"), "{why}");
    refused(krondak(json!([bonfire([5, 3])])));
    let why = refused(krondak(
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 0 }]),
    ));
    assert!(why.contains("cell"), "{why}");
    // Another action of the card names no cell.
    let why = refused(scenario(
        json!([]),
        json!([at("vs-175", 0, [2, 2]), at("vs-001", 1, [2, 3])]),
        json!([{ "type": "act", "creature": 0, "ability": 1, "target": 1, "cell": [0, 3] }]),
    ));
    assert!(why.contains("one target"), "{why}");
    // The options offer each free cell once: 30 cells less the two creatures'.
    let (g, _) = played(krondak(json!([])));
    let cells = g
        .pending()
        .unwrap()
        .options
        .iter()
        .filter(|c| {
            matches!(
                c,
                Choice::Act {
                    ability: 0,
                    cell: Some(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(cells, 28);
}

// ----- the bomb (22 Orc Bomber) -----------------------------------------------------------------

/// The Orc Bomber (0) of player 0 on [2, 1]; Nomads of player 1: (1) on [2, 4], (2) on [3, 4].
fn bomber(choices: &[Value]) -> Value {
    let mut all = vec![json!({ "type": "act", "creature": 0, "ability": 0, "target": 1 })];
    // A ranged attack of one value, no die: 12 passes resolve it.
    all.extend(std::iter::repeat_n(pass(), 12));
    all.extend(choices.iter().cloned());
    scenario(
        json!([]),
        json!([
            at("vs-022", 0, [2, 1]),
            at("vs-001", 1, [2, 4]),
            at("vs-001", 1, [3, 4])
        ]),
        Value::Array(all),
    )
}

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.public_state().creatures[usize::from(uid)].wounds
}

#[test]
fn the_bomb_marks_the_cell_and_explodes_at_the_start_of_the_bombers_next_turn() {
    let (g, events) = played(bomber(&[]));
    assert_eq!(wounds(&g, 1), 1, "the throw of 1");
    let put: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut {
                marker,
                cell: Some(cell),
                until_turn,
                ..
            } => Some((marker.to_string(), *cell, *until_turn)),
            _ => None,
        })
        .collect();
    assert_eq!(put, [("bomb".to_string(), [2, 4], 3)]);
    // The opponent's turn: not yet.
    let (g, _) = played(bomber(&[pass()]));
    assert_eq!((wounds(&g, 1), g.public_state().markers.len()), (1, 1));
    // The start of the Bomber's next turn: 2 wounds to the card on it, and the bomb goes.
    let (g, events) = played(bomber(&[pass(), pass()]));
    assert_eq!(wounds(&g, 1), 3);
    assert!(g.public_state().markers.is_empty());
    let blast = events
        .iter()
        .rev()
        .find(|e| matches!(e.kind, EventKind::Wounded { wounds: 2, .. }))
        .unwrap();
    assert_eq!(blast.rule, "B-MARKER");
    // Once only.
    let (g, _) = played(bomber(&[pass(), pass(), pass(), pass()]));
    assert_eq!(wounds(&g, 1), 3);
}

#[test]
fn the_bomb_wounds_whoever_stands_on_its_cell_then() {
    // The Nomad steps away and the other one steps onto the cell: the explosion is the
    // newcomer's.
    let (g, _) = played(bomber(&[pass(), step(1, [1, 4]), step(2, [2, 4]), pass()]));
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (1, 2));
    // Nobody on it: no wounds, the bomb goes all the same.
    let (g, events) = played(bomber(&[pass(), step(1, [1, 4]), pass()]));
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (1, 0));
    assert!(g.public_state().markers.is_empty());
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::MarkerRemoved { marker, .. } if marker == "bomb")));
}

#[test]
fn the_bomb_is_thrown_at_a_card_within_range_3() {
    // 4 steps away: refused; 3: allowed (the golden case).
    let s = scenario(
        json!([]),
        json!([at("vs-022", 0, [2, 0]), at("vs-001", 1, [2, 4])]),
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 1 }]),
    );
    refused(s);
}

// ----- the hunt (4 Girrit) ----------------------------------------------------------------------

/// Girrit (0) of player 0 on [2, 1] shoots the Nomad (1) of player 1 on [2, 3]; then (2)
/// strikes it: the Manticore, a flyer, or (`flyer` false) a Nomad of player 0 on [2, 2].
fn girrit(flyer: bool, then: &[Value]) -> Value {
    let striker = if flyer {
        json!({ "card": "vs-021", "owner": 0, "cell": [0, 0], "flying": true })
    } else {
        at("vs-001", 0, [2, 2])
    };
    let mut all = vec![json!({ "type": "act", "creature": 0, "ability": 0, "target": 1 })];
    all.extend(std::iter::repeat_n(pass(), 12));
    all.extend(then.iter().cloned());
    scenario(
        json!([4, 1, 4, 1]),
        json!([at("vs-004", 0, [2, 1]), at("vs-001", 1, [2, 3]), striker]),
        Value::Array(all),
    )
}

fn strike_on_1() -> Value {
    json!({ "type": "strike", "attacker": 2, "target": 1 })
}

#[test]
fn a_hunted_creature_takes_2_more_from_a_flyers_attack_once() {
    let (g, events) = played(girrit(true, &[]));
    assert_eq!(wounds(&g, 1), 1);
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::MarkerPut { marker, creature: Some(c), until_turn: 1, .. } if marker == "hunt" && c.uid == 1)));
    assert_eq!(g.public_state().markers.len(), 1);
    // The flyer's medium strike 2, and 2 more: the marker goes.
    let (g, _) = played(girrit(true, &[strike_on_1()]));
    assert_eq!(wounds(&g, 1), 5);
    assert!(g.public_state().markers.is_empty());
}

#[test]
fn the_hunt_waits_for_a_flyer_and_ends_with_the_turn() {
    // A creature on the board strikes it: 2 only, the marker stays.
    let (g, _) = played(girrit(false, &[strike_on_1()]));
    assert_eq!(wounds(&g, 1), 3);
    assert_eq!(g.public_state().markers.len(), 1);
    // At the end of the turn it goes.
    let (g, events) = played(girrit(true, &[pass()]));
    assert!(g.public_state().markers.is_empty());
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::MarkerRemoved { marker, .. } if marker == "hunt")));
}

// ----- the web (77 Mocking Spider) --------------------------------------------------------------

/// The Spider (0) of player 0 on [2, 2]; a Nomad (1) of player 1 on `enemy`; a Nomad (2) of
/// player 0 on [1, 3]. The Spider webs (1) first.
fn spider(enemy: [u8; 2], then: &[Value]) -> Value {
    let mut all = vec![json!({ "type": "act", "creature": 0, "ability": 1, "target": 1 })];
    all.extend(then.iter().cloned());
    scenario(
        json!([4, 1]),
        json!([at("vs-077", 0, [2, 2]), at("vs-001", 1, enemy), at("vs-001", 0, [1, 3])]),
        Value::Array(all),
    )
}

#[test]
fn a_webbed_creature_neither_moves_nor_acts_in_its_next_turn() {
    let (g, events) = played(spider([2, 4], &[pass()]));
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::MarkerPut { marker, creature: Some(c), until_turn: 2, .. } if marker == "web" && c.uid == 1)));
    // Its owner's turn: nothing for it but the pass.
    assert!(moves_to(&g, 1).is_empty());
    let acting: Vec<_> = g
        .pending()
        .unwrap()
        .options
        .into_iter()
        .filter(|c| {
            matches!(
                c,
                Choice::Move { creature: 1, .. }
                    | Choice::Strike { attacker: 1, .. }
                    | Choice::TakeCounter { creature: 1, .. }
            )
        })
        .collect();
    assert!(acting.is_empty(), "{acting:?}");
    let why = refused(spider([2, 4], &[pass(), step(1, [2, 3])]));
    assert!(why.contains("web"), "{why}");
    // Next to an enemy it may not strike either.
    let why = refused(spider(
        [2, 3],
        &[pass(), json!({ "type": "strike", "attacker": 1, "target": 0 })],
    ));
    assert!(why.contains("web"), "{why}");
    // Its turn over, the web is gone: two turns later it moves.
    let (g, _) = played(spider([2, 4], &[pass(), pass()]));
    assert!(g.public_state().markers.is_empty());
    played(spider([2, 4], &[pass(), pass(), pass(), step(1, [2, 3])]));
}

#[test]
fn an_attack_on_a_webbed_creature_is_blocked_and_the_web_goes() {
    let strike = json!({ "type": "strike", "attacker": 2, "target": 1 });
    let (g, events) = played(spider([2, 4], std::slice::from_ref(&strike)));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AttackBlocked { by, .. } if by.uid == 1)));
    assert_eq!(wounds(&g, 1), 0);
    assert!(g.public_state().markers.is_empty());
    // Without the web, the same strike lands (die 4 against 1: medium, 2).
    let s = scenario(
        json!([4, 1]),
        json!([
            at("vs-077", 0, [2, 2]),
            at("vs-001", 1, [2, 4]),
            at("vs-001", 0, [1, 3])
        ]),
        json!([strike]),
    );
    let (g, _) = played(s);
    assert_eq!(wounds(&g, 1), 2);
}

#[test]
fn the_web_is_thrown_at_an_enemy_on_the_board_within_2() {
    // Three steps away: refused.
    let why = refused(spider([2, 5], &[]));
    assert!(why.contains("steps away"), "{why}");
    // An ally: refused.
    let why = refused(scenario(
        json!([]),
        json!([
            at("vs-077", 0, [2, 2]),
            at("vs-001", 1, [2, 4]),
            at("vs-001", 0, [1, 3])
        ]),
        json!([{ "type": "act", "creature": 0, "ability": 1, "target": 2 }]),
    ));
    assert!(why.contains("target"), "{why}");
    // A flyer in its zone: refused.
    refused(scenario(
        json!([]),
        json!([at("vs-077", 0, [2, 2]), { "card": "vs-021", "owner": 1, "cell": [0, 5], "flying": true }]),
        json!([{ "type": "act", "creature": 0, "ability": 1, "target": 1 }]),
    ));
}

// ----- strangling (162 The Beast) ---------------------------------------------------------------

/// The Beast (0) of player 0 on [2, 2]; a Nomad (1) of player 1 on [2, 3], ordinary.
fn beast(choices: &[Value]) -> Value {
    scenario(
        json!([]),
        json!([at("vs-162", 0, [2, 2]), at("vs-001", 1, [2, 3])]),
        Value::Array(choices.to_vec()),
    )
}

fn strangle() -> Value {
    json!({ "type": "act", "creature": 0, "ability": 1, "target": 1 })
}

#[test]
fn one_strangling_marker_stops_moves_two_attacks_three_destroy() {
    // One: no move, a strike still.
    let (g, _) = played(beast(&[strangle(), pass()]));
    assert!(moves_to(&g, 1).is_empty());
    let why = refused(beast(&[strangle(), pass(), step(1, [2, 4])]));
    assert!(why.contains("strangled"), "{why}");
    assert!(g
        .pending()
        .unwrap()
        .options
        .iter()
        .any(|c| matches!(c, Choice::Strike { attacker: 1, .. })));
    // Two: no strike either.
    let (g, _) = played(beast(&[strangle(), pass(), pass(), strangle(), pass()]));
    assert!(!g
        .pending()
        .unwrap()
        .options
        .iter()
        .any(|c| matches!(c, Choice::Strike { attacker: 1, .. })));
    let why = refused(beast(&[
        strangle(),
        pass(),
        pass(),
        strangle(),
        pass(),
        json!({ "type": "strike", "attacker": 1, "target": 0 }),
    ]));
    assert!(why.contains("strangled"), "{why}");
    // Three: destroyed, its markers gone.
    let (g, events) = played(beast(&[
        strangle(),
        pass(),
        pass(),
        strangle(),
        pass(),
        pass(),
        strangle(),
    ]));
    assert!(g.public_state().creatures[1].dead);
    assert!(g.public_state().markers.is_empty());
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Destroyed { creature } if creature.uid == 1) && e.rule == "B-MARKER"));
}

#[test]
fn the_markers_fall_off_without_a_beast_beside_and_only_ordinary_enemies_are_strangled() {
    // The Beast steps away: the marker goes, the Nomad moves again.
    let (g, events) = played(beast(&[strangle(), pass(), pass(), step(0, [0, 2])]));
    assert!(g.public_state().markers.is_empty());
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::MarkerRemoved { marker, .. } if marker == "strangle")));
    played(beast(&[
        strangle(),
        pass(),
        pass(),
        step(0, [0, 2]),
        pass(),
        step(1, [2, 4]),
    ]));
    // An elite enemy (the Orc Bomber): refused.
    let why = refused(scenario(
        json!([]),
        json!([at("vs-162", 0, [2, 2]), at("vs-022", 1, [2, 3])]),
        json!([strangle()]),
    ));
    assert!(why.contains("target"), "{why}");
}

#[test]
fn a_webbed_creature_that_must_strike_a_closed_enemy_is_not_forced_and_its_side_may_pass() {
    // The Dwarf Basaarg (vs-053) of player 1 must strike a closed enemy it reaches [B-GAME-10];
    // webbed, it may not strike at all [B-MARKER], so nothing forces it: its side may pass. (A
    // game once reached a main decision with no option at all here.)
    let web = json!({ "type": "act", "creature": 0, "ability": 1, "target": 1 });
    let s = |then: Value| {
        let mut all = vec![web.clone(), json!("pass")];
        all.extend(then.as_array().unwrap().iter().cloned());
        scenario(
            json!([4, 1]),
            json!([
                at("vs-077", 0, [2, 2]),
                at("vs-053", 1, [2, 3]),
                at("vs-001", 0, [0, 0])
            ]),
            Value::Array(all),
        )
    };
    let (g, _) = played(s(json!([])));
    assert!(
        g.st.creatures[0].closed,
        "the Spider closed by its web: a closed enemy next to the Basaarg"
    );
    let d = g.pending().unwrap();
    assert_eq!(d.player, 1);
    assert!(d.options.contains(&Choice::Pass { player: 1 }), "{:?}", d.options);
    assert!(!d
        .options
        .iter()
        .any(|c| matches!(c, Choice::Strike { attacker: 1, .. })));
    played(s(json!(["pass"])));
}
