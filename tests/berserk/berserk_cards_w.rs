#![cfg(not(target_arch = "wasm32"))]
//! Printed cards played in full, one mechanic each: the Pathfinder (#177). After deployment,
//! before the reveal, its owner may turn it face up: the opponent's front row turns face up (to
//! both players) and its owner rearranges the cards of their half, face down, as the placement
//! order allows, until done; the first player's Pathfinders first, then the second's
//! [B-GAME-13], [B-GAME-6], [B-GAME-7].

use crate::berserk_cards;

use arbiter::core::error::ErrorKind;
use arbiter::core::Game;
use arbiter::rulesets::berserk::game::{DecisionKind, Phase};
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, EventKind};
use berserk_cards::{at, choose, played, recruiting, refusal, refused};
use serde_json::{json, Value};

const PATHFINDER: &str = "vs-177";
const NOMAD: &str = "vs-001";

/// The squads as placed, from deployment, stopping after `choices`.
fn deployed(creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "from": "deployment", "creatures": creatures, "choices": choices, "until": "choices_end" })
}

/// Player 0 (first): the Pathfinder (0) on [2, 1], Nomads on [1, 2] (1) and [3, 2] (2).
/// Player 1: Nomads on his front row [2, 3] (3) and [1, 3] (4), one on his back row [2, 5] (5).
fn board() -> Value {
    json!([
        at(PATHFINDER, 0, [2, 1]),
        at(NOMAD, 0, [1, 2]),
        at(NOMAD, 0, [3, 2]),
        at(NOMAD, 1, [2, 3]),
        at(NOMAD, 1, [1, 3]),
        at(NOMAD, 1, [2, 5]),
    ])
}

fn use_it(player: u8, creature: u16) -> Choice {
    Choice::Trigger {
        player,
        creature,
        ability: 0,
        target: creature,
    }
}

fn rearrange(player: u8, creature: u16, cell: [u8; 2]) -> Choice {
    Choice::Rearrange { player, creature, cell }
}

/// The creatures revealed, in order, with the rule.
fn revealed(events: &[BerserkEvent]) -> Vec<(u16, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Revealed { creature } => Some((creature.uid, e.rule.to_string())),
            _ => None,
        })
        .collect()
}

fn hidden(g: &BerserkGame) -> Vec<u16> {
    g.st.creatures.iter().filter(|c| c.hidden).map(|c| c.uid).collect()
}

fn cards(v: &Value) -> Vec<String> {
    v["creatures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["card"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn after_deployment_its_owner_is_asked_first_whether_to_use_it() {
    let (g, events) = played(deployed(board(), json!([])));
    assert!(events.is_empty(), "nothing is revealed yet: {events:?}");
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::AfterDeployment));
    assert_eq!(
        d.options,
        vec![
            use_it(0, 0),
            Choice::Decline {
                player: 0,
                creature: 0,
                ability: 0
            }
        ]
    );
    assert_eq!(g.st.phase, Phase::Place);
    assert_eq!(hidden(&g), vec![0, 1, 2, 3, 4, 5], "every card lies face down");
    // [B-SEE] Which face-down card is asked is its owner's alone (the options are his).
    for seat in [Some(0), Some(1), None] {
        let v = berserk_cards::seen_by(&g, seat);
        assert_eq!(v["prep"].get("after_deployment"), None, "{seat:?}");
        assert_eq!(v["prep"]["placement"], json!([]));
        assert_eq!(cards(&v)[0] == PATHFINDER, seat == Some(0), "{seat:?}");
    }
}

#[test]
fn used_it_turns_face_up_with_the_opponents_front_row_only_and_both_seats_see_them() {
    let (g, events) = played(deployed(
        board(),
        json!([{ "type": "trigger", "creature": 0, "ability": 0, "target": 0 }]),
    ));
    // [B-GAME-13] The Pathfinder, then the opponent's front row by column; not his back row.
    assert_eq!(
        revealed(&events),
        vec![
            (0, "B-GAME-13".into()),
            (4, "B-GAME-13".into()),
            (3, "B-GAME-13".into())
        ]
    );
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, when, .. } if creature.uid == 0 && when == "after_deployment")));
    assert_eq!(hidden(&g), vec![1, 2, 5]);
    // Shown to both seats and spectators; each side's other cards stay its own.
    for seat in [Some(0), Some(1), None] {
        let c = cards(&berserk_cards::seen_by(&g, seat));
        assert_eq!(
            (c[0].as_str(), c[3].as_str(), c[4].as_str()),
            (PATHFINDER, NOMAD, NOMAD),
            "{seat:?}"
        );
        assert_eq!(c[1] == NOMAD, seat == Some(0), "{seat:?} {c:?}");
        assert_eq!(c[5] == NOMAD, seat == Some(1), "{seat:?} {c:?}");
    }
    // Now its owner rearranges: the game is still before the reveal.
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::AfterDeployment));
    assert_eq!(d.options.last(), Some(&Choice::Done { player: 0 }));
    let public = serde_json::to_value(g.public_state()).unwrap();
    assert_eq!(
        (&public["prep"]["rearranging"], &public["prep"]["after_deployment"]),
        (&json!(true), &json!(0))
    );
}

#[test]
fn its_owner_rearranges_face_down_as_the_placement_order_allows() {
    let (mut g, _) = played(deployed(
        board(),
        json!([{ "type": "trigger", "creature": 0, "ability": 0, "target": 0 }]),
    ));
    let d = g.pending().unwrap();
    let cells_of = |uid: u16| -> Vec<[u8; 2]> {
        let mut v: Vec<[u8; 2]> = d
            .options
            .iter()
            .filter_map(|c| match *c {
                Choice::Rearrange { creature, cell, .. } if creature == uid => Some(cell),
                _ => None,
            })
            .collect();
        v.sort();
        v
    };
    // The first player's centre (3 by 3) is not full: only its cells, the others' as swaps.
    let centre: Vec<[u8; 2]> = vec![[1, 0], [1, 1], [1, 2], [2, 0], [2, 2], [3, 0], [3, 1], [3, 2]];
    assert_eq!(cells_of(0), centre);
    assert!(cells_of(1).contains(&[2, 1]), "onto the Pathfinder's cell: a swap");
    assert!(!cells_of(1).contains(&[0, 2]), "an edge cell while the centre has room");
    assert!(
        d.options
            .iter()
            .all(|c| !matches!(c, Choice::Rearrange { creature: 3..=5, .. })),
        "no card of the opponent's"
    );
    // A move, then a swap: the cards stay face down, named so in the events.
    let events = choose(&mut g, rearrange(0, 1, [1, 0]));
    assert_eq!(g.st.creatures[1].cell, [1, 0]);
    match &events[..] {
        [e] => match &e.kind {
            EventKind::Rearranged {
                player: 0,
                creature,
                from: [1, 2],
                to: [1, 0],
                swapped: None,
            } => {
                assert_eq!(
                    (creature.uid, creature.card.as_str(), e.rule.as_str()),
                    (1, "face-down", "B-GAME-6")
                );
            }
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    let events = choose(&mut g, rearrange(0, 2, [2, 1]));
    assert_eq!((g.st.creatures[2].cell, g.st.creatures[0].cell), ([2, 1], [3, 2]));
    assert!(
        matches!(&events[0].kind, EventKind::Rearranged { swapped: Some(s), .. } if s.uid == 0 && s.card == PATHFINDER)
    );
    assert_eq!(hidden(&g), vec![1, 2, 5]);
    // Done: the reveal [B-GAME-7] and the first player's first turn.
    let events = choose(&mut g, Choice::Done { player: 0 });
    assert!(matches!(events[0].kind, EventKind::RearrangementDone { player: 0 }));
    assert_eq!(events[0].rule, "B-GAME-6");
    assert_eq!(revealed(&events), vec![(1, "B-GAME-7".into()), (2, "B-GAME-7".into())]);
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::GameStarted { first_player: 0 })));
    assert_eq!((g.st.phase, g.st.turn, g.st.active), (Phase::Main, 1, 0));
    assert_eq!(
        hidden(&g),
        vec![5],
        "the second player's back row waits for his first turn"
    );
}

#[test]
fn a_rearrangement_against_the_placement_order_or_out_of_turn_is_refused() {
    let (g, _) = played(deployed(board(), json!([])));
    // Before it is used: no rearranging, no done; the other player never.
    for (c, kind, rule) in [
        (rearrange(0, 1, [1, 0]), ErrorKind::NotAnOption, "B-GAME-13"),
        (Choice::Done { player: 0 }, ErrorKind::NotAnOption, "B-GAME-13"),
        (Choice::Done { player: 1 }, ErrorKind::WrongPlayer, "B-GAME-13"),
        (
            Choice::Decline {
                player: 1,
                creature: 0,
                ability: 0,
            },
            ErrorKind::WrongPlayer,
            "B-GAME-13",
        ),
        (
            Choice::Trigger {
                player: 0,
                creature: 0,
                ability: 0,
                target: 3,
            },
            ErrorKind::IllegalByRule,
            "B-GAME-13",
        ),
        (Choice::Pass { player: 0 }, ErrorKind::NotAnOption, "B-GAME-13"),
    ] {
        let (k, r, msg) = refusal(&g, c.clone());
        assert_eq!((k, r.as_deref()), (kind, Some(rule)), "{c:?}: {msg}");
    }
    let mut g = g;
    choose(&mut g, use_it(0, 0));
    for (c, kind, words) in [
        (rearrange(0, 1, [0, 2]), ErrorKind::IllegalByRule, "placement"),
        (rearrange(0, 1, [0, 0]), ErrorKind::IllegalByRule, "placement"),
        (rearrange(0, 1, [1, 2]), ErrorKind::IllegalByRule, "already"),
        (rearrange(0, 1, [1, 3]), ErrorKind::IllegalByRule, "half"),
        (rearrange(0, 3, [2, 2]), ErrorKind::IllegalByRule, "not a card of yours"),
        (
            rearrange(0, 40, [2, 2]),
            ErrorKind::IllegalByRule,
            "not a card of yours",
        ),
        (rearrange(1, 3, [2, 4]), ErrorKind::WrongPlayer, "player 0 must decide"),
        (
            Choice::Done { player: 1 },
            ErrorKind::WrongPlayer,
            "player 0 must decide",
        ),
        (use_it(0, 0), ErrorKind::NotAnOption, "rearrange"),
    ] {
        let (k, r, msg) = refusal(&g, c.clone());
        assert_eq!(k, kind, "{c:?}: {msg}");
        assert!(
            r.as_deref() == Some("B-GAME-6") || kind == ErrorKind::WrongPlayer,
            "{c:?}: {r:?}"
        );
        assert!(msg.contains(words), "{c:?}: {msg}");
    }
}

#[test]
fn declined_nothing_turns_face_up_before_the_reveal() {
    let (g, events) = played(deployed(
        board(),
        json!([{ "type": "decline", "creature": 0, "ability": 0 }]),
    ));
    assert!(
        matches!(&events[0].kind, EventKind::TriggerDeclined { creature, ability: 0 } if creature.uid == 0 && creature.card == "face-down")
    );
    // Straight to the reveal: every card by B-GAME-7 but the second player's back row.
    assert!(revealed(&events).iter().all(|(_, rule)| rule == "B-GAME-7"));
    assert_eq!(revealed(&events).len(), 5);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::Rearranged { .. })));
    assert_eq!((g.st.phase, g.st.turn), (Phase::Main, 1));
}

#[test]
fn with_the_opponents_front_row_empty_only_the_pathfinder_turns_face_up() {
    // Player 1: two cards in the centre of his middle and back rows, his front row empty.
    let creatures = json!([at(PATHFINDER, 0, [2, 1]), at(NOMAD, 1, [2, 4]), at(NOMAD, 1, [2, 5])]);
    let (g, events) = played(deployed(
        creatures,
        json!([{ "type": "trigger", "creature": 0, "ability": 0, "target": 0 }]),
    ));
    assert_eq!(revealed(&events), vec![(0, "B-GAME-13".into())]);
    assert_eq!(hidden(&g), vec![1, 2]);
    assert_eq!(g.pending().unwrap().options.last(), Some(&Choice::Done { player: 0 }));
}

#[test]
fn both_players_pathfinders_the_first_players_first_then_the_seconds() {
    // Player 1's Pathfinder (3) on his front row: player 0's shows it; it still acts after.
    let creatures = json!([
        at(PATHFINDER, 0, [2, 1]),
        at(NOMAD, 0, [1, 2]),
        at(NOMAD, 0, [3, 2]),
        at(PATHFINDER, 1, [2, 3]),
        at(NOMAD, 1, [1, 3]),
        at(NOMAD, 1, [2, 5]),
    ]);
    let (mut g, _) = played(deployed(creatures, json!([])));
    assert_eq!(g.st.prep.as_ref().unwrap().scouts, vec![0, 3]);
    choose(&mut g, use_it(0, 0));
    assert!(!g.st.creatures[3].hidden, "player 1's Pathfinder lay on his front row");
    // Player 0 moves a front-row Nomad back before player 1 looks.
    choose(&mut g, rearrange(0, 2, [2, 0]));
    choose(&mut g, Choice::Done { player: 0 });
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::AfterDeployment));
    assert_eq!(
        d.options,
        vec![
            use_it(1, 3),
            Choice::Decline {
                player: 1,
                creature: 3,
                ability: 0
            }
        ]
    );
    assert_eq!(g.st.phase, Phase::Place, "still before the reveal");
    let events = choose(&mut g, use_it(1, 3));
    // Player 0's front row as it lies now: the Nomad on [1, 2], not the one moved back.
    assert_eq!(revealed(&events), vec![(1, "B-GAME-13".into())]);
    assert!(g.st.creatures[2].hidden && g.st.creatures[0].cell == [2, 1]);
    // Player 1 takes his Pathfinder (face up) to his back row; his front row keeps a card.
    choose(&mut g, rearrange(1, 3, [1, 5]));
    let events = choose(&mut g, Choice::Done { player: 1 });
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::GameStarted { first_player: 0 })));
    assert_eq!(hidden(&g), vec![5], "only the second player's face-down back row waits");
    assert_eq!(g.st.creatures[3].cell, [1, 5]);
}

#[test]
fn a_scenario_from_deployment_must_be_a_placement() {
    let base = |creatures: Value, turn: u32| json!({ "ruleset": "berserk", "from": "deployment", "turn": turn, "creatures": creatures });
    let e = refused(base(json!([at(PATHFINDER, 0, [2, 3]), at(NOMAD, 1, [2, 4])]), 1));
    assert!(e.contains("half"), "{e}");
    let e = refused(base(json!([at(PATHFINDER, 0, [0, 2]), at(NOMAD, 1, [2, 3])]), 1));
    assert!(e.contains("placement order") && e.contains("B-GAME-6"), "{e}");
    let e = refused(base(json!([at(PATHFINDER, 0, [2, 2]), at(NOMAD, 1, [2, 3])]), 3));
    assert!(e.contains("turn"), "{e}");
    // Without a Pathfinder: straight to the reveal and the first turn.
    let (g, events) = played(base(json!([at(NOMAD, 0, [2, 2]), at(NOMAD, 1, [2, 3])]), 1));
    assert_eq!(revealed(&events).len(), 2);
    assert_eq!((g.st.phase, g.st.turn), (Phase::Main, 1));
}

#[test]
fn in_a_whole_game_the_pathfinder_is_asked_once_both_squads_are_placed() {
    let (mut g, p) = recruiting(&[PATHFINDER, NOMAD, "vs-002", "vs-003"]);
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(guard < 100);
        let d = g.pending().unwrap();
        let taken = g.camp(d.player).deal.iter().filter(|c| c.taken).count();
        let pick = match d.kind {
            DecisionKind::Recruit if taken < 2 => {
                d.options.iter().find(|c| matches!(c, Choice::Recruit { .. })).cloned()
            }
            DecisionKind::Recruit => Some(Choice::Done { player: d.player }),
            DecisionKind::Place => d.options.first().cloned(),
            _ => break,
        };
        choose(&mut g, pick.unwrap());
    }
    let d = g.pending().unwrap();
    let pathfinder =
        g.st.creatures
            .iter()
            .find(|c| c.owner == p && g.cat.get(c.def).id == PATHFINDER)
            .map(|c| c.uid)
            .unwrap();
    assert_eq!((d.player, d.kind), (p, DecisionKind::AfterDeployment));
    assert_eq!(d.options[0], use_it(p, pathfinder));
    assert!(g.st.creatures.iter().all(|c| c.hidden));
    choose(&mut g, use_it(p, pathfinder));
    choose(&mut g, Choice::Done { player: p });
    assert_eq!(g.st.phase, Phase::Main);
}

#[test]
fn a_flyer_of_the_front_row_shown_takes_off_only_at_the_reveal() {
    // Player 1's Desert Condor (vs-014, a flyer) on his front row.
    let creatures = json!([at(PATHFINDER, 0, [2, 1]), at("vs-014", 1, [2, 3]), at(NOMAD, 1, [2, 4])]);
    let (mut g, events) = played(deployed(
        creatures,
        json!([{ "type": "trigger", "creature": 0, "ability": 0, "target": 0 }]),
    ));
    assert_eq!(
        revealed(&events),
        vec![(0, "B-GAME-13".into()), (1, "B-GAME-13".into())]
    );
    assert!(
        !g.st.creatures[1].flying,
        "it lies on its cell while player 0 rearranges"
    );
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::TookOff { .. })));
    let events = choose(&mut g, Choice::Done { player: 0 });
    let took_off: Vec<(u16, &str)> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::TookOff { creature } => Some((creature.uid, e.rule.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(took_off, vec![(1, "B-GAME-8")]);
    assert!(g.st.creatures[1].flying);
}

#[test]
fn random_answers_from_deployment_keep_the_game_whole_and_every_offer_legal() {
    // Both sides' Pathfinders, flyers and a back row: random answers reach the battle, each
    // offered option accepted, every state sound, the cards always as the placement allows.
    let creatures = json!([
        at(PATHFINDER, 0, [2, 1]),
        at(NOMAD, 0, [1, 2]),
        at("vs-014", 0, [3, 2]),
        at(NOMAD, 0, [2, 0]),
        at(PATHFINDER, 1, [2, 3]),
        at("vs-014", 1, [1, 3]),
        at(NOMAD, 1, [2, 5]),
        at(NOMAD, 1, [3, 4])
    ]);
    for seed in 0..20u64 {
        let s = json!({ "ruleset": "berserk", "seed": seed, "from": "deployment", "creatures": creatures.clone(), "until": "choices_end" });
        let (mut g, _) = played(s);
        let mut rng = arbiter::core::Rng::new(seed);
        let mut steps = 0;
        while g.st.phase == Phase::Place {
            steps += 1;
            assert!(steps < 5000, "seed {seed}: the rearrangement never ends");
            let choice = g.random_choice(&mut rng).unwrap();
            assert_eq!(g.pending().unwrap().kind, DecisionKind::AfterDeployment);
            g.choose(&choice)
                .unwrap_or_else(|e| panic!("seed {seed}: {choice:?}: {e}"));
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            for player in 0..2u8 {
                let cells: Vec<[u8; 2]> =
                    g.st.creatures
                        .iter()
                        .filter(|c| c.owner == player)
                        .map(|c| c.cell)
                        .collect();
                let mut unique = cells.clone();
                unique.sort();
                unique.dedup();
                assert_eq!(unique.len(), cells.len(), "seed {seed}: two cards on one cell");
                assert!(
                    cells.iter().all(|c| if player == 0 { c[1] < 3 } else { c[1] >= 3 }),
                    "seed {seed}: off the half"
                );
            }
        }
        assert_eq!((g.st.phase, g.st.turn, g.st.active), (Phase::Main, 1, 0), "seed {seed}");
    }
}
