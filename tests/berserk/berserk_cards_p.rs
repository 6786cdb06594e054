#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: the Skeletal Worm's
//! tremor, put on a cell as it reaches the graveyard, moved a cell at the start of the
//! opponent's turns, and its incarnation onto it only [B-MARKER], [B-INCARNATION].

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{at, cells_offered, choose, played, strike};
use serde_json::{json, Value};

fn cell(creature: u16, ability: u8, cell: [u8; 2]) -> Value {
    json!({ "type": "cell", "creature": creature, "ability": ability, "cell": cell })
}

/// The cells of the tremors on the board.
fn tremors(g: &BerserkGame) -> Vec<[u8; 2]> {
    let markers = serde_json::to_value(&g.st.markers).unwrap();
    markers
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["kind"] == "tremor")
        .map(|m| serde_json::from_value(m["cell"].clone()).unwrap())
        .collect()
}

/// The Skeletal Worm (uid 1, player 1, 9 wounds of 10, `tokens` incarnation tokens) on [2, 3]
/// under a strike of player 0's Nomad (uid 0) on [2, 2] that kills it; `more` after them; then
/// `choices`, each a choice's JSON.
fn worm(tokens: u8, more: &[Value], choices: Value) -> (BerserkGame, Vec<BerserkEvent>) {
    let mut creatures = vec![
        at("vs-001", 0, [2, 2]),
        json!({ "card": "vs-161", "owner": 1, "cell": [2, 3], "wounds": 9, "incarnation": tokens }),
        at("vs-001", 1, [4, 5]),
    ];
    creatures.extend(more.iter().cloned());
    let s = json!({ "ruleset": "berserk", "dice": [4, 1], "creatures": creatures, "choices": [strike(0, 1)], "until": "choices_end" });
    let (mut g, mut events) = played(s);
    // The priorities of the attack pass until the Worm's owner is asked.
    for _ in 0..40 {
        let d = g.pending().unwrap();
        if d.kind != DecisionKind::Priority {
            break;
        }
        events.extend(choose(&mut g, Choice::Pass { player: d.player }));
    }
    for c in choices.as_array().unwrap() {
        let c: Choice = match c.as_str() {
            Some("pass") => Choice::Pass { player: g.st.active },
            _ => {
                let mut c = c.clone();
                c["player"] = json!(1);
                serde_json::from_value(c).unwrap()
            }
        };
        events.extend(choose(&mut g, c));
    }
    (g, events)
}

fn incarnated(events: &[BerserkEvent]) -> Option<([u8; 2], bool)> {
    events.iter().find_map(|e| match &e.kind {
        EventKind::Incarnated { creature, cell, open } if creature.uid == 1 => {
            assert_eq!(e.rule, "B-INCARNATION");
            Some((*cell, *open))
        }
        _ => None,
    })
}

#[test]
fn as_the_worm_reaches_the_graveyard_its_owner_puts_a_tremor_on_any_cell_for_the_battle() {
    let (g, events) = worm(0, &[], json!([]));
    assert!(g.creature(1).unwrap().dead);
    let d = g.pending().unwrap();
    // Its owner answers, in the opponent's turn: any of the 30 cells of the board.
    assert_eq!((d.player, d.kind), (1, DecisionKind::Trigger));
    assert_eq!(cells_offered(&g, 1, 1, 1).len(), 30);
    assert!(!d.options.iter().any(|c| matches!(c, Choice::Decline { .. })));
    let triggered = events.iter().any(|e| {
        e.rule == "B-MARKER" && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 1 && when == "on_graveyard")
    });
    assert!(triggered);
    let (g, events) = worm(0, &[], json!([cell(1, 1, [0, 0])]));
    assert_eq!(tremors(&g), vec![[0, 0]]);
    let put = events.iter().any(|e| {
        e.rule == "B-MARKER" && matches!(&e.kind, EventKind::MarkerPut { marker, cell: Some([0, 0]), until_turn: u32::MAX, .. } if marker == "tremor")
    });
    assert!(put, "a tremor lasting the battle");
    // A cell off the board is refused.
    let mut g = worm(0, &[], json!([])).0;
    let bad = Choice::Cell {
        player: 1,
        creature: 1,
        ability: 1,
        cell: [5, 0],
    };
    assert!(g.choose(&bad).is_err());
}

#[test]
fn at_the_start_of_each_opponent_turn_the_owner_may_move_the_tremor_one_orthogonal_cell() {
    // The Worm dies in player 0's turn; its tremor goes on [2, 0]; player 1's turn (a token),
    // then player 0's: the owner (player 1) may move it.
    let (mut g, _) = worm(0, &[], json!([cell(1, 1, [2, 0]), "pass"]));
    assert_eq!(g.st.active, 1);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    let events = choose(&mut g, Choice::Pass { player: 1 });
    let asked = events.iter().any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 1 && when == "start_of_turn"));
    assert!(asked);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::Trigger));
    // One orthogonal step on the board from [2, 0]; or leave it.
    assert_eq!(cells_offered(&g, 1, 1, 1), vec![[1, 0], [2, 1], [3, 0]]);
    assert!(d.options.iter().any(|c| matches!(c, Choice::Decline { .. })));
    let events = choose(
        &mut g,
        Choice::Cell {
            player: 1,
            creature: 1,
            ability: 1,
            cell: [2, 1],
        },
    );
    assert_eq!(tremors(&g), vec![[2, 1]]);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::MarkerRemoved { marker, cell: Some([2, 0]), .. } if marker == "tremor")));
    // Declined: it stays.
    let (mut g, _) = worm(0, &[], json!([cell(1, 1, [2, 0]), "pass", "pass"]));
    choose(
        &mut g,
        Choice::Decline {
            player: 1,
            creature: 1,
            ability: 1,
        },
    );
    assert_eq!(tremors(&g), vec![[2, 0]]);
    // Not at its owner's own turn's start.
    let (g, _) = worm(0, &[], json!([cell(1, 1, [2, 0]), "pass"]));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn the_worm_incarnates_open_on_its_tremor_destroying_the_card_there_and_wounding_those_next_to_it() {
    // Tremor on [1, 1], where player 0's Nomad (uid 3) stands; [0, 1] (uid 4) and the striker
    // on [2, 2] stand next to it; [4, 4] (uid 5) does not.
    let more = [
        at("vs-001", 0, [1, 1]),
        at("vs-001", 0, [0, 1]),
        at("vs-001", 1, [4, 4]),
    ];
    let (g, events) = worm(3, &more, json!([cell(1, 1, [1, 1]), "pass"]));
    // Its fourth token at its owner's turn start: the tremor's cell is the only one.
    assert_eq!(incarnated(&events), Some(([1, 1], true)));
    let w = g.creature(1).unwrap();
    assert!(!w.dead && !w.closed && w.cell == [1, 1] && w.wounds == 0);
    assert!(g.creature(3).unwrap().dead, "the card on the tremor is destroyed");
    assert!(events.iter().any(
        |e| e.rule == "B-INCARNATION" && matches!(&e.kind, EventKind::Destroyed { creature } if creature.uid == 3)
    ));
    assert!(tremors(&g).is_empty(), "the tremor goes");
    assert_eq!(g.creature(4).unwrap().wounds, 1);
    assert_eq!(g.creature(0).unwrap().wounds, 1);
    assert_eq!(g.creature(5).unwrap().wounds, 0);
    // Those wounds are the Worm's, after it came back.
    let back = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::Incarnated { .. }))
        .unwrap();
    let mut hit: Vec<(u16, u8)> = events[back..]
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Wounded {
                source, target, wounds, ..
            } if source.uid == 1 => Some((target.uid, *wounds)),
            _ => None,
        })
        .collect();
    hit.sort();
    assert_eq!(hit, vec![(0, 1), (4, 1)]);
}

#[test]
fn without_a_tremor_the_worm_does_not_incarnate_and_its_tremor_is_once_a_battle() {
    // Its owner never answered: no tremor, so with four tokens it stays in the graveyard.
    let s = json!({ "ruleset": "berserk", "active": 1, "from": "start",
        "creatures": [json!({ "card": "vs-161", "owner": 1, "cell": [0, 0], "dead": true, "wounds": 20, "incarnation": 3 }), at("vs-001", 0, [2, 2]), at("vs-001", 1, [4, 5])],
        "choices": [], "until": "choices_end" });
    let (g, events) = played(s);
    assert_eq!(incarnated(&events), None);
    assert!(g.creature(0).unwrap().dead);
    // Incarnated, the Worm keeps its tremor's use of the battle: it will not put another.
    let more = [at("vs-001", 0, [2, 4])];
    let (g, _) = worm(3, &more, json!([cell(1, 1, [2, 3]), "pass"]));
    assert!(!g.creature(1).unwrap().dead);
    let c = serde_json::to_value(&g.st.creatures[1]).unwrap();
    assert_eq!(c["used"], json!([{ "ability": 1, "battle": true }]));
}
