#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: Bul'Bagur's lantern, lit
//! on a line of cells at the start of the opponent's turn; the Demon of Greed's gates and its
//! teleport onto one at the end of that turn [B-MARKER].

use crate::berserk_cards;

use arbiter::core::error::ErrorKind;
use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{at, cells_offered, played, refusal, strike};
use serde_json::{json, Value};

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

fn cell(creature: u16, ability: u8, cell: [u8; 2]) -> Value {
    json!({ "type": "cell", "creature": creature, "ability": ability, "cell": cell })
}

/// The wounds each `wounded` event of `rule` deals: (source, target, wounds).
fn wounded(events: &[BerserkEvent], rule: &str) -> Vec<(u16, u16, u8)> {
    events
        .iter()
        .filter(|e| e.rule == rule)
        .filter_map(|e| match &e.kind {
            EventKind::Wounded {
                source, target, wounds, ..
            } => Some((source.uid, target.uid, *wounds)),
            _ => None,
        })
        .collect()
}

/// The cells of the lanterns on the board.
fn lanterns(g: &BerserkGame) -> Vec<[u8; 2]> {
    let markers = serde_json::to_value(&g.st.markers).unwrap();
    markers
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["kind"] == "lantern")
        .map(|m| serde_json::from_value(m["cell"].clone()).unwrap())
        .collect()
}

// --- Bul'Bagur (vs-119): a lantern's light on up to three cells in a line ---

/// Bul'Bagur (player 0) on [2, 2]; the opponent's turn starts; `more` creatures after it.
fn lantern(dice: Value, more: Value, choices: Value) -> Value {
    let mut creatures = vec![at("vs-119", 0, [2, 2])];
    creatures.extend(more.as_array().unwrap().iter().cloned());
    json!({ "ruleset": "berserk", "active": 1, "from": "start", "dice": dice, "creatures": creatures, "choices": choices, "until": "choices_end" })
}

#[test]
fn at_the_start_of_the_opponents_turn_bulbagurs_owner_chooses_the_end_of_a_line_of_one_to_three_cells() {
    let (g, events) = played(lantern(json!([]), json!([at("vs-001", 1, [2, 3])]), json!([])));
    let d = g.pending().unwrap();
    // Its owner answers, in the opponent's turn.
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    let cells = cells_offered(&g, 0, 0, 0);
    // The eight directions from [2, 2], up to three steps, on the board (5 columns, 6 rows).
    let mut expected = vec![
        [2, 1],
        [2, 0],
        [2, 3],
        [2, 4],
        [2, 5],
        [1, 2],
        [0, 2],
        [3, 2],
        [4, 2],
        [1, 1],
        [0, 0],
        [3, 1],
        [4, 0],
        [1, 3],
        [0, 4],
        [3, 3],
        [4, 4],
    ];
    expected.sort();
    assert_eq!(cells, expected);
    let triggered = events.iter().any(|e| {
        e.rule == "B-GAME-13" && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 0, when } if creature.uid == 0 && when == "start_of_turn")
    });
    assert!(triggered);
    // Not its own turn's start: nothing asked then.
    let (g, _) = played(json!({ "ruleset": "berserk", "active": 0, "from": "start",
        "creatures": [at("vs-119", 0, [2, 2]), at("vs-001", 1, [2, 3])], "until": "choices_end" }));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn the_cells_lit_are_those_of_the_line_up_to_the_one_chosen_until_the_end_of_its_owners_next_turn() {
    let (g, events) = played(lantern(
        json!([]),
        json!([at("vs-001", 1, [4, 4])]),
        json!([cell(0, 0, [4, 4])]),
    ));
    // The diagonal [3, 3], [4, 4]: two lanterns, put in turn 1 (the opponent's), gone at the
    // end of turn 2 (its owner's).
    let put: Vec<(String, [u8; 2], u32)> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut {
                marker,
                cell: Some(c),
                until_turn,
                source,
                ..
            } if source.uid == 0 => {
                assert_eq!(e.rule, "B-MARKER");
                Some((marker.to_string(), *c, *until_turn))
            }
            _ => None,
        })
        .collect();
    assert_eq!(put, vec![("lantern".into(), [3, 3], 2), ("lantern".into(), [4, 4], 2)]);
    assert_eq!(lanterns(&g), vec![[3, 3], [4, 4]]);
    // The opponent's turn ends: still lit; its owner's turn ends: gone.
    let mut g = g;
    g.choose(&Choice::Pass { player: 1 }).unwrap();
    assert_eq!(lanterns(&g), vec![[3, 3], [4, 4]]);
    let events = g.choose(&Choice::Pass { player: 0 }).unwrap();
    let gone = events
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::MarkerRemoved { marker, .. } if marker == "lantern"))
        .count();
    assert_eq!(gone, 2);
    assert!(
        lanterns(&g).iter().all(|c| ![[3, 3], [4, 4]].contains(c)),
        "the old light is out"
    );
}

#[test]
fn a_cell_off_the_lines_is_refused_and_changes_nothing() {
    let (g, _) = played(lantern(json!([]), json!([at("vs-001", 1, [2, 3])]), json!([])));
    // A knight's move away: in no straight line from it.
    let (kind, rule, msg) = refusal(
        &g,
        Choice::Cell {
            player: 0,
            creature: 0,
            ability: 0,
            cell: [3, 4],
        },
    );
    assert_eq!((kind, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-MARKER")));
    assert!(msg.contains("[3, 4]"), "{msg}");
    // Four steps away: too far. And the opponent may not answer it.
    let (kind, _, _) = refusal(
        &g,
        Choice::Cell {
            player: 0,
            creature: 0,
            ability: 0,
            cell: [2, 6],
        },
    );
    assert_eq!(kind, ErrorKind::IllegalByRule);
    let (kind, _, _) = refusal(
        &g,
        Choice::Cell {
            player: 1,
            creature: 0,
            ability: 0,
            cell: [2, 3],
        },
    );
    assert_ne!(kind, ErrorKind::IllegalByRule, "not the opponent's answer");
    // Nor is a creature an answer to a choice of cells.
    let (kind, _, _) = refusal(
        &g,
        Choice::Trigger {
            player: 0,
            creature: 0,
            ability: 0,
            target: 1,
        },
    );
    assert_eq!(kind, ErrorKind::NotAnOption);
}

#[test]
fn the_light_is_lit_before_the_opponents_poison_acts_and_adds_a_wound_to_it() {
    let (g, events) = played(lantern(
        json!([]),
        json!([{ "card": "vs-001", "owner": 1, "cell": [2, 3], "poison": 1 }, { "card": "vs-001", "owner": 1, "cell": [3, 4], "poison": 1 }]),
        json!([cell(0, 0, [2, 4])]),
    ));
    // On the line: 1 of poison and 1 of the light; off it: the poison's 1 alone.
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (2, 1));
    assert_eq!(wounded(&events, "B-MARKER"), vec![(0, 1, 1)]);
    // The light's wound follows the poison's.
    let at = |p: &dyn Fn(&EventKind) -> bool| events.iter().position(|e| p(&e.kind)).unwrap();
    let lit = at(&|k| matches!(k, EventKind::MarkerPut { .. }));
    let poison = at(&|k| matches!(k, EventKind::PoisonWounds { creature, .. } if creature.uid == 1));
    let extra = at(&|k| matches!(k, EventKind::Wounded { .. }));
    assert!(lit < poison && poison < extra);
}

#[test]
fn its_own_strike_on_a_lit_cell_wounds_one_more_another_creatures_strike_does_not() {
    // Bul'Bagur lights [2, 3], [2, 4]; in its turn it strikes the Nomad on [2, 3] (6 against 1,
    // strong 3), then its own Nomad on [1, 4] strikes the Nomad on [2, 4] (6 against 1: strong
    // 3), on a lit cell but not with Bul'Bagur's strike.
    let (mut g, mut events) = played(
        json!({ "ruleset": "berserk", "active": 1, "from": "start", "dice": [6, 1, 6, 1],
        "creatures": [at("vs-119", 0, [2, 2]), at("vs-001", 1, [2, 3]), at("vs-001", 1, [2, 4]), at("vs-001", 0, [1, 4])],
        "choices": [cell(0, 0, [2, 4]), "pass", strike(0, 1)] }),
    );
    events.extend(
        g.choose(&Choice::Strike {
            player: 0,
            attacker: 3,
            target: 2,
        })
        .unwrap(),
    );
    while let Some(d) = g.pending().filter(|d| d.kind == DecisionKind::Priority) {
        events.extend(g.choose(&Choice::Pass { player: d.player }).unwrap());
    }
    assert_eq!(wounds(&g, 1), 3 + 1);
    assert_eq!(wounds(&g, 2), 3);
    assert_eq!(wounded(&events, "B-MARKER"), vec![(0, 1, 1)]);
}

#[test]
fn a_ranged_attack_on_a_lit_cell_wounds_one_more() {
    // Ost (player 0) discharges 1 at the Nomad on [4, 4], lit by Bul'Bagur's diagonal.
    let (g, events) = played(json!({ "ruleset": "berserk", "active": 1, "from": "start",
        "creatures": [at("vs-119", 0, [2, 2]), at("vs-001", 1, [4, 4]), at("vs-005", 0, [0, 0]), at("vs-001", 1, [0, 4])],
        "choices": [cell(0, 0, [4, 4]), "pass", { "type": "act", "creature": 2, "ability": 1, "target": 1 }] }));
    assert_eq!(wounds(&g, 1), 1 + 1);
    assert_eq!(wounded(&events, "B-MARKER"), vec![(0, 1, 1)]);
    // The same discharge at the Nomad off the line: 1.
    let (g, events) = played(json!({ "ruleset": "berserk", "active": 1, "from": "start",
        "creatures": [at("vs-119", 0, [2, 2]), at("vs-001", 1, [4, 4]), at("vs-005", 0, [0, 0]), at("vs-001", 1, [0, 4])],
        "choices": [cell(0, 0, [4, 4]), "pass", { "type": "act", "creature": 2, "ability": 1, "target": 3 }] }));
    assert_eq!(wounds(&g, 3), 1);
    assert!(wounded(&events, "B-MARKER").is_empty());
}

#[test]
fn a_face_down_bulbagur_lights_nothing() {
    let (g, events) = played(json!({ "ruleset": "berserk", "active": 1, "from": "start",
        "creatures": [{ "card": "vs-119", "owner": 0, "cell": [2, 2], "hidden": true }, at("vs-001", 1, [2, 3])], "until": "choices_end" }));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
}

// --- Demon of Greed (vs-170): gates at the start of the opponent's turn, a teleport at its end ---

/// The Demon of Greed (player 0) on [2, 1]; the opponent's turn starts; `more` after it.
fn greed(more: Value, choices: Value) -> Value {
    let mut creatures = vec![at("vs-170", 0, [2, 1])];
    creatures.extend(more.as_array().unwrap().iter().cloned());
    json!({ "ruleset": "berserk", "active": 1, "from": "start", "creatures": creatures, "choices": choices, "until": "choices_end" })
}

/// The gates on the board.
fn gates(g: &BerserkGame) -> Vec<[u8; 2]> {
    let markers = serde_json::to_value(&g.st.markers).unwrap();
    markers
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["kind"] == "gate")
        .map(|m| serde_json::from_value(m["cell"].clone()).unwrap())
        .collect()
}

#[test]
fn the_demon_of_greeds_owner_puts_three_gates_on_free_cells_one_at_a_time() {
    let nomads = json!([at("vs-001", 1, [1, 4]), at("vs-001", 1, [3, 4])]);
    let (g, _) = played(greed(nomads.clone(), json!([])));
    assert_eq!(
        g.pending().unwrap().player,
        0,
        "its owner answers in the opponent's turn"
    );
    let first = cells_offered(&g, 0, 0, 0);
    // 30 cells, 3 taken by creatures.
    assert_eq!(first.len(), 27);
    assert!(!first.contains(&[2, 1]) && !first.contains(&[1, 4]) && first.contains(&[2, 4]));
    let (g, _) = played(greed(nomads.clone(), json!([cell(0, 0, [2, 4])])));
    assert_eq!(gates(&g), vec![[2, 4]]);
    let second = cells_offered(&g, 0, 0, 0);
    assert_eq!(second.len(), 26);
    assert!(!second.contains(&[2, 4]), "a cell with a gate is not offered again");
    let (g, events) = played(greed(
        nomads,
        json!([cell(0, 0, [2, 4]), cell(0, 0, [0, 0]), cell(0, 0, [4, 0])]),
    ));
    assert_eq!(gates(&g), vec![[2, 4], [0, 0], [4, 0]]);
    // Until the end of this turn (1, the opponent's); then the opponent's main phase.
    let until: Vec<u32> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut { marker, until_turn, .. } if marker == "gate" => Some(*until_turn),
            _ => None,
        })
        .collect();
    assert_eq!(until, vec![1, 1, 1]);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::Main));
}

#[test]
fn at_the_end_of_the_opponents_turn_it_teleports_onto_a_free_gate_of_its_owners_choice_and_wounds_the_enemies_next_to_it(
) {
    let more = json!([
        at("vs-001", 1, [1, 4]),
        at("vs-001", 1, [3, 4]),
        at("vs-001", 0, [2, 5])
    ]);
    let gated = json!([cell(0, 0, [2, 4]), cell(0, 0, [0, 0]), cell(0, 0, [4, 0]), "pass"]);
    let (g, _) = played(greed(more.clone(), gated.clone()));
    let free = cells_offered(&g, 0, 0, 1);
    assert_eq!(free, vec![[0, 0], [2, 4], [4, 0]]);
    // A cell without a gate is refused.
    let (kind, rule, _) = refusal(
        &g,
        Choice::Cell {
            player: 0,
            creature: 0,
            ability: 1,
            cell: [2, 3],
        },
    );
    assert_eq!((kind, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-MARKER")));
    let mut choices = gated.as_array().unwrap().clone();
    choices.push(cell(0, 1, [2, 4]));
    let (g, events) = played(greed(more, Value::Array(choices)));
    assert_eq!(g.creature(0).unwrap().cell, [2, 4]);
    let moved = events.iter().any(|e| {
        e.rule == "B-MARKER"
            && matches!(&e.kind, EventKind::Moved { creature, from: [2, 1], to: [2, 4], .. } if creature.uid == 0)
    });
    assert!(moved);
    // The two enemies next to the gate take 2; its own Nomad next to it nothing.
    assert_eq!((wounds(&g, 1), wounds(&g, 2), wounds(&g, 3)), (2, 2, 0));
    // The gates go with the turn; the Demon's owner's turn starts.
    assert!(gates(&g).is_empty());
    assert_eq!(g.pending().unwrap().player, 0);
}

#[test]
fn with_a_single_free_gate_it_goes_there_without_a_choice() {
    // The Nomads step onto two of the three gates.
    let (g, _) = played(greed(
        json!([at("vs-001", 1, [1, 4]), at("vs-001", 1, [3, 4])]),
        json!([cell(0, 0, [1, 3]), cell(0, 0, [3, 3]), cell(0, 0, [0, 0]),
               { "type": "move", "creature": 1, "to": [1, 3] }, { "type": "move", "creature": 2, "to": [3, 3] }, "pass"]),
    ));
    assert_eq!(g.creature(0).unwrap().cell, [0, 0]);
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (0, 0));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn with_every_gate_taken_it_takes_3_wounds_and_stays() {
    let (g, events) = played(greed(
        json!([
            at("vs-001", 1, [1, 4]),
            at("vs-001", 1, [2, 4]),
            at("vs-001", 1, [3, 4])
        ]),
        json!([cell(0, 0, [1, 3]), cell(0, 0, [2, 3]), cell(0, 0, [3, 3]),
               { "type": "move", "creature": 1, "to": [1, 3] }, { "type": "move", "creature": 2, "to": [2, 3] },
               { "type": "move", "creature": 3, "to": [3, 3] }, "pass"]),
    ));
    assert_eq!(g.creature(0).unwrap().cell, [2, 1]);
    assert_eq!(wounds(&g, 0), 3);
    assert_eq!(wounded(&events, "B-MARKER"), vec![(0, 0, 3)]);
}

#[test]
fn the_lantern_and_the_gates_are_told_in_english_and_russian() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let (_, mut events) = played(lantern(
        json!([]),
        json!([at("vs-001", 1, [2, 3])]),
        json!([cell(0, 0, [2, 3])]),
    ));
    let (_, gated) = played(greed(
        json!([at("vs-001", 1, [1, 4])]),
        json!([cell(0, 0, [2, 4]), cell(0, 0, [0, 0]), cell(0, 0, [4, 0])]),
    ));
    events.extend(gated);
    let told = |lang| events.iter().map(|e| narrate(e, lang)).collect::<Vec<_>>().join("\n");
    let (en, ru) = (told(Lang::En), told(Lang::Ru));
    for words in ["a lantern's light on [2, 3]", "a gate marker on [2, 4]"] {
        assert!(en.contains(words), "{words}: {en}");
    }
    for words in [
        "маркер «света фонаря» на клетку [2, 3]",
        "маркер «врат» на клетку [2, 4]",
    ] {
        assert!(ru.contains(words), "{words}: {ru}");
    }
}
