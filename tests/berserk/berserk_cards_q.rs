#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: the Mire Queen's
//! summoning at the end of the opponent's turn, a swamp creature of cost 5 or less from her
//! owner's deck onto a free cell with eight or more of her side next to it [B-GAME-13].

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, EventKind};
use berserk_cards::{at, cells_offered, played};
use serde_json::{json, Value};

fn cell(creature: u16, ability: u8, cell: [u8; 2]) -> Value {
    json!({ "type": "cell", "creature": creature, "ability": ability, "cell": cell })
}

/// The summonings: (card, cell, owner, rule).
fn summoned(events: &[BerserkEvent]) -> Vec<(String, [u8; 2], u8, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Summoned { player, creature, cell } => {
                Some((creature.card.to_string(), *cell, *player, e.rule.to_string()))
            }
            _ => None,
        })
        .collect()
}

/// `active`'s turn from its start: the Mire Queen (0) of player 0 on [1, 0], `ring` creatures
/// of player 0 (Nomads) on the cells given, a Nomad of player 1 on [2, 5] (last); player 0's
/// deck `deck` (top first).
fn queen(active: u8, ring: &[[u8; 2]], deck: &[&str], choices: Value) -> Value {
    let mut creatures = vec![at("vs-130", 0, [1, 0])];
    creatures.extend(ring.iter().map(|&c| at("vs-001", 0, c)));
    creatures.push(at("vs-001", 1, [2, 5]));
    json!({ "ruleset": "berserk", "active": active, "from": "start", "creatures": creatures, "decks": [deck, ["vs-001"]], "choices": choices, "until": "choices_end" })
}

/// The seven cells around [2, 1] besides the Queen's.
const RING: [[u8; 2]; 7] = [[2, 0], [3, 0], [1, 1], [3, 1], [1, 2], [2, 2], [3, 2]];

const DECK: [&str; 4] = ["vs-001", "vs-131", "vs-128", "vs-105"];

#[test]
fn at_the_end_of_the_opponents_turn_the_first_swamp_creature_of_cost_5_or_less_of_the_deck_comes_closed_onto_the_ringed_cell(
) {
    let (g, events) = played(queen(1, &RING, &DECK, json!(["pass"])));
    // The Nomad (steppe) and the Medusa (swamp, cost 6) are passed over: the Troll (swamp, 5).
    assert_eq!(
        summoned(&events),
        vec![("vs-128".to_string(), [2, 1], 0, "B-GAME-13".to_string())]
    );
    let troll = g.st.creatures.last().unwrap();
    assert_eq!(
        (g.cat.get(troll.def).id.as_str(), troll.owner, troll.cell),
        ("vs-128", 0, [2, 1])
    );
    assert!(!troll.hidden && !troll.dead && troll.wounds == 0);
    // Closed as it came, it opens with the others at the start of its owner's turn that follows.
    assert!(!troll.closed && g.st.active == 0);
    // The deck lost it (shuffled after).
    let mut deck: Vec<&str> = g.camp(0).deck.iter().map(|&d| g.cat.get(d).id.as_str()).collect();
    deck.sort();
    assert_eq!(deck, vec!["vs-001", "vs-105", "vs-131"]);
}

#[test]
fn seven_of_her_side_around_a_cell_are_not_enough() {
    let (g, events) = played(queen(1, &RING[..6], &DECK, json!(["pass"])));
    assert!(summoned(&events).is_empty());
    assert_eq!(g.camp(0).deck.len(), 4);
}

#[test]
fn without_a_swamp_creature_of_cost_5_or_less_in_the_deck_nothing_comes() {
    let (g, events) = played(queen(1, &RING, &["vs-001", "vs-131"], json!(["pass"])));
    assert!(summoned(&events).is_empty());
    assert_eq!(g.camp(0).deck.len(), 2);
}

#[test]
fn at_the_end_of_her_own_turn_she_summons_nothing() {
    let (_, events) = played(queen(0, &RING, &DECK, json!(["pass"])));
    assert!(summoned(&events).is_empty());
}

#[test]
fn with_two_ringed_cells_her_owner_chooses_one() {
    // Rows 0 to 2 full but for [1, 1] and [3, 1] (the Queen on [1, 0]).
    let ring: Vec<[u8; 2]> = (0..5u8)
        .flat_map(|x| (0..3u8).map(move |y| [x, y]))
        .filter(|c| ![[1, 0], [1, 1], [3, 1]].contains(c))
        .collect();
    let (g, events) = played(queen(1, &ring, &DECK, json!(["pass"])));
    assert!(summoned(&events).is_empty());
    assert_eq!(
        g.pending().unwrap().player,
        0,
        "her owner answers in the opponent's turn"
    );
    assert_eq!(cells_offered(&g, 0, 0, 0), vec![[1, 1], [3, 1]]);
    let (g, events) = played(queen(1, &ring, &DECK, json!(["pass", cell(0, 0, [3, 1])])));
    assert_eq!(
        summoned(&events),
        vec![("vs-128".to_string(), [3, 1], 0, "B-GAME-13".to_string())]
    );
    assert_eq!(g.st.creatures.last().unwrap().cell, [3, 1]);
}
