#![cfg(not(target_arch = "wasm32"))]
//! Printed cards played in full, one mechanic each: the Pathfinder (#177). Its owner places it
//! face down either plainly or to use it (a choice as hidden as the card); used, after
//! deployment and before the reveal it turns face up, the opponent's front row turns face up (to
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

/// `card` of `owner`'s on `cell`, placed to use its ability after deployment.
fn to_use(card: &str, owner: u8, cell: [u8; 2]) -> Value {
    let mut c = at(card, owner, cell);
    c["after_deployment"] = json!(true);
    c
}

/// `board()` with player 0's Pathfinder placed to use it.
fn used() -> Value {
    let mut b = board();
    b[0] = to_use(PATHFINDER, 0, [2, 1]);
    b
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
fn placed_to_use_it_it_turns_face_up_with_the_opponents_front_row_only_and_both_seats_see_them() {
    let (g, events) = played(deployed(used(), json!([])));
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
    assert_eq!(g.st.phase, Phase::Place);
    assert_eq!(d.options.last(), Some(&Choice::Done { player: 0 }));
    let public = serde_json::to_value(g.public_state()).unwrap();
    assert_eq!(
        (&public["prep"]["rearranging"], &public["prep"]["after_deployment"]),
        (&json!(true), &json!(0))
    );
}

#[test]
fn placed_plainly_it_never_acts_and_the_game_goes_straight_to_the_reveal() {
    let (g, events) = played(deployed(board(), json!([])));
    assert!(!events.iter().any(|e| matches!(
        e.kind,
        EventKind::AbilityTriggered { .. } | EventKind::TriggerDeclined { .. } | EventKind::Rearranged { .. }
    )));
    // Every card by B-GAME-7 but the second player's back row, then the first turn.
    assert!(revealed(&events).iter().all(|(_, rule)| rule == "B-GAME-7"));
    assert_eq!(revealed(&events).len(), 5);
    assert_eq!((g.st.phase, g.st.turn), (Phase::Main, 1));
    assert_ne!(g.pending().unwrap().kind, DecisionKind::AfterDeployment);
}

#[test]
fn its_owner_rearranges_face_down_as_the_placement_order_allows() {
    let (mut g, _) = played(deployed(used(), json!([])));
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
    let (g, _) = played(deployed(used(), json!([])));
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
        (
            Choice::Trigger {
                player: 0,
                creature: 0,
                ability: 0,
                target: 0,
            },
            ErrorKind::NotAnOption,
            "rearrange",
        ),
        (
            Choice::Decline {
                player: 0,
                creature: 0,
                ability: 0,
            },
            ErrorKind::NotAnOption,
            "rearrange",
        ),
        (Choice::Pass { player: 0 }, ErrorKind::NotAnOption, "rearrange"),
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
fn with_the_opponents_front_row_empty_only_the_pathfinder_turns_face_up() {
    // Player 1: two cards in the centre of his middle and back rows, his front row empty.
    let creatures = json!([
        to_use(PATHFINDER, 0, [2, 1]),
        at(NOMAD, 1, [2, 4]),
        at(NOMAD, 1, [2, 5])
    ]);
    let (g, events) = played(deployed(creatures, json!([])));
    assert_eq!(revealed(&events), vec![(0, "B-GAME-13".into())]);
    assert_eq!(hidden(&g), vec![1, 2]);
    assert_eq!(g.pending().unwrap().options.last(), Some(&Choice::Done { player: 0 }));
}

#[test]
fn both_players_pathfinders_the_first_players_first_then_the_seconds() {
    // Player 1's Pathfinder (3) on his front row: player 0's shows it; it still acts after.
    let creatures = json!([
        to_use(PATHFINDER, 0, [2, 1]),
        at(NOMAD, 0, [1, 2]),
        at(NOMAD, 0, [3, 2]),
        to_use(PATHFINDER, 1, [2, 3]),
        at(NOMAD, 1, [1, 3]),
        at(NOMAD, 1, [2, 5]),
    ]);
    let (mut g, _) = played(deployed(creatures, json!([])));
    assert_eq!(g.st.prep.as_ref().unwrap().scouts, vec![0, 3]);
    assert!(!g.st.creatures[3].hidden, "player 1's Pathfinder lay on his front row");
    // Player 0 moves a front-row Nomad back before player 1 looks.
    choose(&mut g, rearrange(0, 2, [2, 0]));
    // Player 1's acts now: still before the reveal.
    let events = choose(&mut g, Choice::Done { player: 0 });
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::AfterDeployment));
    assert_eq!(g.st.phase, Phase::Place, "still before the reveal");
    // Player 0's front row as it lies now: the Nomad on [1, 2], not the one moved back (player
    // 1's Pathfinder lay face up already).
    assert_eq!(revealed(&events), vec![(1, "B-GAME-13".into())]);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, .. } if creature.uid == 3)));
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
    let e = refused(base(json!([to_use(NOMAD, 0, [2, 2]), at(NOMAD, 1, [2, 3])]), 1));
    assert!(e.contains("after_deployment") && e.contains("B-GAME-13"), "{e}");
    let battle = json!({ "ruleset": "berserk", "creatures": [to_use(PATHFINDER, 0, [2, 2]), at(NOMAD, 1, [2, 3])] });
    assert!(refused(battle).contains("creatures[0].after_deployment"));
    // Without a Pathfinder: straight to the reveal and the first turn.
    let (g, events) = played(base(json!([at(NOMAD, 0, [2, 2]), at(NOMAD, 1, [2, 3])]), 1));
    assert_eq!(revealed(&events).len(), 2);
    assert_eq!((g.st.phase, g.st.turn), (Phase::Main, 1));
}

/// A whole game from recruitment (the Pathfinder in the first player's deal) to the first
/// decision after the placement; each Place the first offered, the Pathfinder's placed to use
/// it or not as `use_it` says. Each step: the opponent's view and the decision awaited.
fn placed_whole(use_it: bool) -> (BerserkGame, u8, Vec<(Value, u8, DecisionKind)>) {
    let (mut g, p) = recruiting(&[PATHFINDER, NOMAD, "vs-002", "vs-003"]);
    let mut seen = vec![];
    for _ in 0..100 {
        let d = g.pending().unwrap();
        let taken = g.camp(d.player).deal.iter().filter(|c| c.taken).count();
        let pick = match d.kind {
            DecisionKind::Recruit if taken < 2 => {
                d.options.iter().find(|c| matches!(c, Choice::Recruit { .. })).cloned()
            }
            DecisionKind::Recruit => Some(Choice::Done { player: d.player }),
            DecisionKind::Place => {
                seen.push((berserk_cards::seen_by(&g, Some(1 - p)), d.player, d.kind));
                let first = d.options[0].clone();
                let same = |c: &&Choice| matches!((c, &first), (Choice::Place { card, cell, .. }, Choice::Place { card: c0, cell: l0, .. }) if card == c0 && cell == l0);
                let wanted =
                    |c: &&Choice| matches!(c, Choice::Place { after_deployment, .. } if *after_deployment == use_it);
                d.options.iter().filter(same).find(wanted).or(Some(&first)).cloned()
            }
            _ => break,
        };
        choose(&mut g, pick.unwrap());
    }
    (g, p, seen)
}

#[test]
fn in_a_whole_game_it_is_placed_to_use_it_or_plainly_and_the_opponent_cannot_tell_which() {
    let (mut g, p, used_seen) = placed_whole(true);
    let pathfinder =
        g.st.creatures
            .iter()
            .find(|c| c.owner == p && g.cat.get(c.def).id == PATHFINDER)
            .map(|c| c.uid)
            .unwrap();
    // Used: it acted once both squads were placed, and its owner rearranges.
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (p, DecisionKind::AfterDeployment));
    assert!(!g.st.creatures[usize::from(pathfinder)].hidden);
    choose(&mut g, Choice::Done { player: p });
    assert_eq!(g.st.phase, Phase::Main);
    // Placed plainly: straight to the reveal.
    let (plain, _, plain_seen) = placed_whole(false);
    assert_eq!(plain.st.phase, Phase::Main);
    assert_ne!(plain.pending().unwrap().kind, DecisionKind::AfterDeployment);
    // [B-SEE] Until it acts, the opponent sees the same game either way, step by step.
    assert_eq!(used_seen.len(), plain_seen.len());
    assert_eq!(used_seen, plain_seen);
}

#[test]
fn only_a_card_acting_after_deployment_is_offered_and_allowed_to_be_placed_to_use_it() {
    let (mut g, p) = recruiting(&[PATHFINDER, NOMAD, "vs-002", "vs-003"]);
    for _ in 0..10 {
        let d = g.pending().unwrap();
        if d.kind == DecisionKind::Place && d.player == p {
            break;
        }
        let taken = g.camp(d.player).deal.iter().filter(|c| c.taken).count();
        let pick = match d.kind {
            DecisionKind::Recruit if taken < 2 => {
                d.options.iter().find(|c| matches!(c, Choice::Recruit { .. })).cloned()
            }
            DecisionKind::Recruit => Some(Choice::Done { player: d.player }),
            _ => d.options.first().cloned(),
        };
        choose(&mut g, pick.unwrap());
    }
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (p, DecisionKind::Place));
    let squad: Vec<&str> = g.camp(p).squad.iter().map(|s| g.cat.get(s.def).id.as_str()).collect();
    let scout = squad.iter().position(|&id| id == PATHFINDER).unwrap() as u8;
    let other = squad.iter().position(|&id| id != PATHFINDER).unwrap() as u8;
    let offered = |card: u8, flag: bool| {
        d.options
            .iter()
            .filter(|c| matches!(c, Choice::Place { card: k, after_deployment, .. } if *k == card && *after_deployment == flag))
            .count()
    };
    // The Pathfinder on each cell both ways; another card plainly only.
    assert!(offered(scout, false) > 0);
    assert_eq!(offered(scout, true), offered(scout, false));
    assert_eq!((offered(other, true), offered(other, false) > 0), (0, true));
    let cell = g.pending().unwrap().options.iter().find_map(|c| match c {
        Choice::Place { cell, .. } => Some(*cell),
        _ => None,
    });
    let (kind, rule, msg) = refusal(
        &g,
        Choice::Place {
            player: p,
            card: other,
            cell: cell.unwrap(),
            after_deployment: true,
        },
    );
    assert_eq!(
        (kind, rule.as_deref()),
        (ErrorKind::IllegalByRule, Some("B-GAME-13")),
        "{msg}"
    );
    assert!(msg.contains("no ability acting after deployment"), "{msg}");
}

#[test]
fn a_flyer_of_the_front_row_shown_takes_off_only_at_the_reveal() {
    // Player 1's Desert Condor (vs-014, a flyer) on his front row.
    let creatures = json!([
        to_use(PATHFINDER, 0, [2, 1]),
        at("vs-014", 1, [2, 3]),
        at(NOMAD, 1, [2, 4])
    ]);
    let (mut g, events) = played(deployed(creatures, json!([])));
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
        to_use(PATHFINDER, 0, [2, 1]),
        at(NOMAD, 0, [1, 2]),
        at("vs-014", 0, [3, 2]),
        at(NOMAD, 0, [2, 0]),
        to_use(PATHFINDER, 1, [2, 3]),
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
