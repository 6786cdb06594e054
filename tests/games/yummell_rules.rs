#![cfg(not(target_arch = "wasm32"))]
//! One or more tests per rule of docs/rules.md "Part Y — Yummell". Positions are scenarios
//! (docs/yummell-scenarios.md) naming only what differs from `base()`: two players, Brann
//! (Strength 5) with Lucky Boots and Lia (Agility 5) with Underdog, player 0's turn, at the
//! window after Preparation.
//!
//! The built-in path: 0 plain, 1 plain, 2 hill, 3 wood, 4 plain, 5 swamp, 6 hill, 7 plain,
//! 8 wood, 9 wood, 10 swamp, 11 plain, 12 hill, 13 plain, 14 plain (the finish).

use arbiter::core::{ErrorKind, Game, Outcome};
use arbiter::rulesets::yummell::events::{BonusTo, EventKind, Phase};
use arbiter::rulesets::yummell::{scenario, Choice, Decision, Seat, Step, Target, YummellEvent, YummellGame};
use serde_json::{json, Value};
use smol_str::SmolStr;

fn base() -> Value {
    json!({
        "ruleset": "yummell",
        "players": [
            { "character": "brann", "advantage": "lucky-boots", "hand": [] },
            { "character": "lia", "advantage": "underdog", "hand": [] }
        ],
        "at": "after_preparation",
        "deck": ["dryad", "dryad", "dryad", "dryad", "dryad", "dryad", "dryad", "dryad"]
    })
}

/// `base()` with the fields of `patch` replaced.
fn sc(patch: Value) -> (YummellGame, Vec<YummellEvent>) {
    let mut v = base();
    for (k, x) in patch.as_object().unwrap() {
        v[k] = x.clone();
    }
    scenario::run(v).unwrap_or_else(|e| panic!("scenario refused: {e}"))
}

fn s(x: &str) -> SmolStr {
    SmolStr::new(x)
}

fn go(game: &mut YummellGame, c: Choice) -> Vec<YummellEvent> {
    game.choose(&c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"))
}

fn cont(game: &mut YummellGame) -> Vec<YummellEvent> {
    let player = game.current();
    go(game, Choice::Continue { player })
}

fn kinds(events: &[YummellEvent]) -> Vec<&EventKind> {
    events.iter().map(|e| &e.kind).collect()
}

fn ids(v: &[&str]) -> Vec<SmolStr> {
    v.iter().map(|x| s(x)).collect()
}

// ----- [Y-TURN] -----

#[test]
fn y_turn_phases_in_order_and_order_drawn_each_round() {
    let seats: Vec<Seat> = ["brann", "lia", "morwen"]
        .iter()
        .map(|c| Seat {
            character: s(c),
            advantage: s("lucky-boots"),
        })
        .collect();
    let (mut game, events) = YummellGame::new(arbiter::rulesets::yummell::Catalogue::builtin(), 3, &seats).unwrap();
    assert!(events.iter().all(|e| !e.rule.is_empty()));
    let EventKind::RoundStarted { round: 1, order } = &events
        .iter()
        .find(|e| matches!(e.kind, EventKind::RoundStarted { .. }))
        .unwrap()
        .kind
    else {
        panic!()
    };
    let mut sorted = order.clone();
    sorted.sort();
    assert_eq!(sorted, vec![0, 1, 2]);
    assert_eq!(game.current(), order[0]);
    // Every hand starts at 4, plus 1 for the first player's Preparation.
    for (i, p) in game.players.iter().enumerate() {
        assert_eq!(p.hand.len(), if i as u8 == order[0] { 5 } else { 4 });
    }
    // Play three turns resting: the phases come in order, then the next round's order is drawn.
    let mut phases = Vec::new();
    let mut rounds = 0;
    for _ in 0..3 {
        let p = game.current();
        let mut ev = cont(&mut game);
        ev.extend(go(&mut game, Choice::Rest { player: p }));
        ev.extend(cont(&mut game));
        ev.extend(cont(&mut game));
        if let Some(Decision::Discard {
            player, hand, count, ..
        }) = game.pending()
        {
            ev.extend(go(
                &mut game,
                Choice::Discard {
                    player,
                    cards: hand[..count].to_vec(),
                },
            ));
        }
        for e in &ev {
            match &e.kind {
                EventKind::PhaseStarted { player, phase } if *player == p => phases.push(*phase),
                EventKind::RoundStarted { .. } => {
                    assert_eq!(e.rule, "Y-TURN");
                    rounds += 1
                }
                _ => {}
            }
        }
    }
    assert_eq!(rounds, 1, "a new order is drawn after every player had a turn");
    assert_eq!(game.round, 2);
    for turn in phases.chunks(3) {
        assert_eq!(turn, [Phase::Movement, Phase::Encounter, Phase::Refill]);
    }
    // Different seeds draw different orders.
    let orders: Vec<Vec<u8>> = (0..10)
        .map(|seed| {
            YummellGame::new(arbiter::rulesets::yummell::Catalogue::builtin(), seed, &seats)
                .unwrap()
                .0
                .order
        })
        .collect();
    assert!(orders.iter().any(|o| *o != orders[0]));
}

#[test]
fn y_turn_two_to_eight_players() {
    for n in [1, 9] {
        let e = YummellGame::random(0, n).unwrap_err();
        assert_eq!(e.rule.as_deref(), Some("Y-TURN"));
    }
    for n in 2..=8 {
        assert_eq!(YummellGame::random(0, n).unwrap().0.players.len(), n);
    }
}

// ----- [Y-PREP] -----

#[test]
fn y_prep_draws_one_card_and_opens_the_window() {
    let (game, events) = sc(json!({ "at": "preparation", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"] },
        { "character": "lia", "advantage": "underdog" } ],
        "deck": ["troll", "sphinx"] }));
    let st = game.public_state();
    assert_eq!(st.players[0].hand, ids(&["goblin", "troll"]));
    assert_eq!(st.deck, ids(&["sphinx"]));
    assert!(events.iter().any(|e| e.rule == "Y-PREP"
        && e.kind
            == EventKind::CardsDrawn {
                player: 0,
                cards: ids(&["troll"])
            }));
    // No decision inside Preparation: the next decision is the window after it.
    assert!(matches!(
        game.pending(),
        Some(Decision::Window {
            window: Step::AfterPreparation,
            ..
        })
    ));
}

// ----- [Y-MOVE] -----

#[test]
fn y_move_terrain_costs_and_other_characters() {
    // Goblin moves 3: square 1 (plain, 1) then square 2 (hill, 2).
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    let ev = go(
        &mut g,
        Choice::Move {
            player: 0,
            card: s("goblin"),
        },
    );
    assert_eq!(ev[0].rule, "Y-MOVE");
    assert!(matches!(
        ev[0].kind,
        EventKind::Moved {
            from: 0,
            to: 2,
            points: 3,
            left: 0,
            ..
        }
    ));
    assert_eq!(g.public_state().discard, ids(&["goblin"]));
    // With Lia on square 2 it costs 3: Brann stops on square 1 with 2 points unspent.
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"] },
        { "character": "lia", "advantage": "underdog", "square": 2 } ] }));
    let ev = go(
        &mut g,
        Choice::Move {
            player: 0,
            card: s("goblin"),
        },
    );
    assert!(matches!(
        ev[0].kind,
        EventKind::Moved {
            from: 0,
            to: 1,
            left: 2,
            ..
        }
    ));
    // Swamp costs 3: from square 4, Sphinx (4) enters the swamp (3); the hill (2) is too dear.
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "square": 4, "hand": ["sphinx"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    let ev = go(
        &mut g,
        Choice::Move {
            player: 0,
            card: s("sphinx"),
        },
    );
    assert!(matches!(
        ev[0].kind,
        EventKind::Moved {
            from: 4,
            to: 5,
            left: 1,
            ..
        }
    ));
    // Wood costs 2: from square 2, Troll (6) enters 3 (wood 2), 4 (plain 1), then 5 (swamp 3).
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "square": 2, "hand": ["troll"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    let ev = go(
        &mut g,
        Choice::Move {
            player: 0,
            card: s("troll"),
        },
    );
    assert!(matches!(
        ev[0].kind,
        EventKind::Moved {
            from: 2,
            to: 5,
            left: 0,
            ..
        }
    ));
}

#[test]
fn y_move_options_are_the_cards_in_hand_or_rest() {
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin", "goblin", "storm"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    let Some(Decision::Movement { options, .. }) = g.pending() else {
        panic!()
    };
    assert_eq!(
        options,
        vec![
            Choice::Move {
                player: 0,
                card: s("goblin")
            },
            Choice::Move {
                player: 0,
                card: s("storm")
            },
            Choice::Rest { player: 0 }
        ]
    );
    let ev = go(&mut g, Choice::Rest { player: 0 });
    assert_eq!(ev[0].kind, EventKind::Rested { player: 0 });
    assert_eq!(g.players[0].square, 0);
    assert_eq!(g.step, Step::AfterMovement);
}

#[test]
fn y_move_frames_show_the_character_on_its_new_square() {
    // Framed through the scenario: the state before the first event, then one frame per event.
    let mut v = base();
    v["players"][0]["hand"] = json!(["goblin"]);
    v["choices"] = json!([
        { "type": "continue", "player": 0 },
        { "type": "move", "player": 0, "card": "goblin" },
        { "type": "continue", "player": 0 }
    ]);
    let (g, events, before, frames) = scenario::run_framed(v.clone()).unwrap();
    assert_eq!(frames.last(), Some(&g.public_state()));
    let (before, frames) = (json_of(&before), frames.iter().map(json_of).collect::<Vec<_>>());
    assert_eq!(frames.len(), events.len());
    assert_eq!(before["players"][0]["square"], 0);
    let moved = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::Moved { to: 2, .. }))
        .unwrap();
    assert_eq!(frames[moved]["players"][0]["square"], 2);
    assert_eq!(frames[moved]["step"], "after_movement");
    assert_eq!(frames[moved - 1]["players"][0]["square"], 0);
    // The same events as without frames.
    let (plain, plain_events) = scenario::run(v).unwrap();
    assert_eq!(plain_events, events);
    assert_eq!(plain.public_state(), g.public_state());

    // Framed through `Game`: one frame per event handed out by `choose`.
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    g.set_framing(true);
    let ev = go(
        &mut g,
        Choice::Move {
            player: 0,
            card: s("goblin"),
        },
    );
    let frames = g.take_frames();
    assert_eq!(frames.len(), ev.len());
    assert!(matches!(ev[0].kind, EventKind::Moved { to: 2, .. }));
    assert_eq!(frames[0].players[0].square, 2);
    assert_eq!(frames.last(), Some(&g.public_state()));
    assert!(g.take_frames().is_empty());
}

// ----- [Y-ENC] -----

fn challenge(card: &str) -> (YummellGame, Vec<YummellEvent>) {
    // Brann (Strength 5) on square 3, moved; a Goblin (Strength 7) is on top of the deck.
    let (mut g, _) = sc(json!({ "at": "after_movement", "used": { "moved": true },
        "players": [
            { "character": "brann", "advantage": "lucky-boots", "square": 3,
              "hand": ["wolf-pack", "seven-league-boots", "sphinx"] },
            { "character": "lia", "advantage": "underdog" } ],
        "deck": ["goblin", "dryad", "dryad", "dryad"] }));
    let ev = cont(&mut g);
    assert!(ev.iter().any(|e| e.rule == "Y-ENC"
        && e.kind
            == EventKind::EncounterDrawn {
                player: 0,
                card: s("goblin"),
                card_type: arbiter::rulesets::yummell::cards::CardType::Creature
            }));
    let Some(Decision::Challenge {
        creature,
        value,
        base,
        options,
        ..
    }) = g.pending()
    else {
        panic!()
    };
    assert_eq!((creature.as_str(), value, base, options.len()), ("goblin", 7, 5, 3));
    let ev = go(
        &mut g,
        Choice::Challenge {
            player: 0,
            card: s(card),
        },
    );
    (g, ev)
}

#[test]
fn y_enc_creature_challenge_higher_wins_one_square() {
    let (g, ev) = challenge("sphinx"); // 5 + 4 = 9 > 7
    assert!(matches!(
        &ev[0].kind,
        EventKind::Challenge {
            total: 9,
            won: true,
            ..
        }
    ));
    assert!(matches!(ev[1].kind, EventKind::Advanced { from: 3, to: 4, .. }));
    assert_eq!(g.players[0].square, 4);
    assert_eq!(g.public_state().discard, ids(&["goblin", "sphinx"]));
}

#[test]
fn y_enc_creature_challenge_lower_goes_back_one_square() {
    let (g, ev) = challenge("wolf-pack"); // 5 + 1 = 6 < 7
    assert!(matches!(
        &ev[0].kind,
        EventKind::Challenge {
            total: 6,
            won: false,
            ..
        }
    ));
    assert!(matches!(ev[1].kind, EventKind::WentBack { from: 3, to: 2, .. }));
    assert_eq!(g.players[0].square, 2);
}

#[test]
fn y_enc_creature_challenge_tie_loses() {
    let (g, ev) = challenge("seven-league-boots"); // 5 + 2 = 7 = 7
    assert!(matches!(
        &ev[0].kind,
        EventKind::Challenge {
            total: 7,
            won: false,
            ..
        }
    ));
    assert_eq!(g.players[0].square, 2);
}

#[test]
fn y_enc_without_a_card_the_stat_alone() {
    let (mut g, _) = sc(json!({ "at": "after_movement", "used": { "moved": true },
        "players": [
            { "character": "brann", "advantage": "lucky-boots", "square": 3 },
            { "character": "lia", "advantage": "underdog" } ],
        "deck": ["wolf-pack", "dryad", "dryad", "dryad", "dryad"] }));
    let ev = cont(&mut g); // Agility 3 against 6: no decision, back one square.
    assert!(kinds(&ev).iter().any(|k| matches!(
        k,
        EventKind::Challenge {
            card: None,
            total: 3,
            won: false,
            ..
        }
    )));
    assert_eq!(g.players[0].square, 2);
}

#[test]
fn y_enc_artefact_goes_straight_to_active_and_event_applies() {
    let moved = |deck: Value| {
        sc(json!({ "at": "after_movement", "used": { "moved": true },
            "players": [
                { "character": "brann", "advantage": "lucky-boots", "square": 3, "hand": ["goblin"] },
                { "character": "lia", "advantage": "underdog" } ],
            "deck": deck }))
        .0
    };
    let mut g = moved(json!(["enchanted-sword", "dryad", "dryad", "dryad"]));
    cont(&mut g);
    assert_eq!(g.public_state().players[0].active, ids(&["enchanted-sword"]));
    // Storm drawn as an encounter: back one square.
    let mut g = moved(json!(["storm", "dryad", "dryad", "dryad"]));
    let ev = cont(&mut g);
    assert!(ev
        .iter()
        .any(|e| e.rule == "Y-ENC" && matches!(e.kind, EventKind::WentBack { from: 3, to: 2, .. })));
    assert_eq!(g.public_state().discard, ids(&["storm"]));
}

#[test]
fn y_enc_only_if_the_character_moved() {
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"] },
        { "character": "lia", "advantage": "underdog" } ], "deck": ["troll", "dryad"] }));
    go(&mut g, Choice::Rest { player: 0 });
    let ev = cont(&mut g);
    assert!(kinds(&ev).contains(&&EventKind::EncounterSkipped { player: 0 }));
    assert_eq!(g.public_state().deck, ids(&["troll", "dryad"]));
}

// ----- [Y-REFILL] -----

#[test]
fn y_refill_draws_up_to_four() {
    let (mut g, _) = sc(json!({ "at": "after_encounter", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"] },
        { "character": "lia", "advantage": "underdog" } ], "deck": ["troll", "sphinx", "storm", "dryad", "dryad"] }));
    let ev = cont(&mut g);
    assert!(ev.iter().any(|e| e.rule == "Y-REFILL"
        && e.kind
            == EventKind::CardsDrawn {
                player: 0,
                cards: ids(&["troll", "sphinx", "storm"])
            }));
    assert_eq!(g.players[0].hand.len(), 4);
    assert_eq!(g.current(), 1, "the turn passed");
}

#[test]
fn y_refill_discards_down_to_four_and_activates_artefacts() {
    let (mut g, _) = sc(json!({ "at": "after_encounter", "players": [
        { "character": "brann", "advantage": "lucky-boots",
          "hand": ["goblin", "troll", "sphinx", "storm", "dryad", "ambush"], "activating": ["lucky-charm"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    cont(&mut g);
    let Some(Decision::Discard {
        player: 0,
        count: 2,
        options,
        ..
    }) = g.pending()
    else {
        panic!("{:?}", g.pending())
    };
    // The options: every pair of the six cards (15), each one legal as it is.
    assert_eq!(options.len(), 15);
    assert!(options.iter().all(|o| g.check(o).is_ok()));
    assert!(options.contains(&Choice::Discard {
        player: 0,
        cards: ids(&["goblin", "storm"])
    }));
    assert_eq!(
        g.check(&Choice::Discard {
            player: 0,
            cards: ids(&["goblin"])
        })
        .unwrap_err()
        .rule
        .as_deref(),
        Some("Y-REFILL")
    );
    let ev = go(
        &mut g,
        Choice::Discard {
            player: 0,
            cards: ids(&["goblin", "storm"]),
        },
    );
    assert_eq!(ev[0].rule, "Y-REFILL");
    assert_eq!(
        ev[1].kind,
        EventKind::ArtefactsActivated {
            player: 0,
            cards: ids(&["lucky-charm"])
        }
    );
    let st = g.public_state();
    assert_eq!(st.players[0].hand, ids(&["troll", "sphinx", "dryad", "ambush"]));
    assert_eq!(st.players[0].active, ids(&["lucky-charm"]));
    assert!(st.players[0].activating.is_empty());
}

// ----- [Y-WIN] -----

#[test]
fn y_win_first_to_the_finish() {
    let (mut g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "square": 12, "hand": ["troll"] },
        { "character": "lia", "advantage": "underdog", "square": 13 } ] }));
    let ev = go(
        &mut g,
        Choice::Move {
            player: 0,
            card: s("troll"),
        },
    );
    let last = ev.last().unwrap();
    assert_eq!(last.rule, "Y-WIN");
    assert_eq!(
        last.kind,
        EventKind::GameOver {
            winner: 0,
            character: s("brann")
        }
    );
    assert_eq!(g.outcome(), Some(Outcome::Winner { winner: 0 }));
    assert!(g.pending().is_none());
    assert_eq!(
        g.check(&Choice::Continue { player: 0 }).unwrap_err().rule.as_deref(),
        Some("Y-WIN")
    );
}

#[test]
fn y_win_a_won_challenge_can_reach_the_finish() {
    let (mut g, _) = sc(json!({ "at": "challenge", "encounter": "wolf-pack", "players": [
        { "character": "lia", "advantage": "lucky-boots", "square": 13, "hand": ["goblin"] },
        { "character": "brann", "advantage": "underdog" } ] }));
    let ev = go(
        &mut g,
        Choice::Challenge {
            player: 0,
            card: s("goblin"),
        },
    ); // 5 + 3 > 6
    assert_eq!(ev.last().unwrap().rule, "Y-WIN");
    assert_eq!(g.winner, Some(0));
}

// ----- [Y-ACT-1] -----

fn window_options(g: &YummellGame) -> Vec<Choice> {
    match g.pending() {
        Some(Decision::Window { options, .. }) => options,
        other => panic!("not a window: {other:?}"),
    }
}

#[test]
fn y_act_1_actions_only_at_windows_of_ones_own_turn() {
    let (mut g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["tailwind", "lucky-charm", "goblin"],
          "active": ["seven-league-boots"] },
        { "character": "lia", "advantage": "underdog", "hand": ["storm"] } ] }));
    // The window after Preparation lists exactly: continue, the Event, the Artefact to start,
    // the active Artefact, the Ability (no condition) and the Advantage.
    let opts = window_options(&g);
    assert_eq!(
        opts,
        vec![
            Choice::Continue { player: 0 },
            Choice::PlayEvent {
                player: 0,
                card: s("tailwind")
            },
            Choice::StartArtefact {
                player: 0,
                card: s("lucky-charm")
            },
            Choice::UseArtefact {
                player: 0,
                card: s("seven-league-boots"),
                target: None
            },
            Choice::Ability {
                player: 0,
                target: None
            },
            Choice::Advantage {
                player: 0,
                target: None
            },
        ]
    );
    for c in &opts {
        assert!(g.check(c).is_ok());
    }
    // In another player's turn: refused.
    let e = g
        .check(&Choice::PlayEvent {
            player: 1,
            card: s("storm"),
        })
        .unwrap_err();
    assert_eq!(e.rule.as_deref(), Some("Y-ACT-1"));
    // During Movement: no actions are offered, and they are refused.
    cont(&mut g);
    let Some(Decision::Movement { options, .. }) = g.pending() else {
        panic!()
    };
    assert!(options.iter().all(|c| !c.is_action()));
    let e = g
        .check(&Choice::Ability {
            player: 0,
            target: None,
        })
        .unwrap_err();
    assert_eq!(e.rule.as_deref(), Some("Y-ACT-1"));
    // After Movement, the window is open again.
    go(&mut g, Choice::Rest { player: 0 });
    assert!(window_options(&g).iter().any(|c| c.is_action()));
}

// ----- [Y-ACT-2] -----

#[test]
fn y_act_2_one_event_or_one_artefact_per_turn() {
    let hand = json!([
        { "character": "brann", "advantage": "lucky-boots", "hand": ["tailwind", "second-wind", "lucky-charm", "goblin"] },
        { "character": "lia", "advantage": "underdog" } ]);
    let (mut g, _) = sc(json!({ "players": hand }));
    let ev = go(
        &mut g,
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
    );
    assert_eq!(ev[0].rule, "Y-ACT-2");
    assert_eq!(
        ev[1].kind,
        EventKind::Bonus {
            player: 0,
            to: BonusTo::Movement,
            amount: 2,
            source: s("tailwind")
        }
    );
    assert!(window_options(&g)
        .iter()
        .all(|c| !matches!(c, Choice::PlayEvent { .. } | Choice::StartArtefact { .. })));
    assert_eq!(
        g.check(&Choice::PlayEvent {
            player: 0,
            card: s("second-wind")
        })
        .unwrap_err()
        .rule
        .as_deref(),
        Some("Y-ACT-2")
    );
    assert_eq!(
        g.check(&Choice::StartArtefact {
            player: 0,
            card: s("lucky-charm")
        })
        .unwrap_err()
        .rule
        .as_deref(),
        Some("Y-ACT-2")
    );
    // Or the Artefact, then no Event.
    let (mut g, _) = sc(json!({ "players": hand }));
    let ev = go(
        &mut g,
        Choice::StartArtefact {
            player: 0,
            card: s("lucky-charm"),
        },
    );
    assert_eq!(ev[0].rule, "Y-ACT-2");
    assert_eq!(g.public_state().players[0].activating, ids(&["lucky-charm"]));
    assert_eq!(
        g.check(&Choice::PlayEvent {
            player: 0,
            card: s("tailwind")
        })
        .unwrap_err()
        .rule
        .as_deref(),
        Some("Y-ACT-2")
    );
}

#[test]
fn y_act_2_an_event_lasts_until_the_end_of_the_turn() {
    let (mut g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["tailwind", "goblin"] },
        { "character": "lia", "advantage": "underdog", "square": 12 } ],
        "deck": ["dryad", "dryad", "dryad", "dryad", "dryad", "dryad"] }));
    go(
        &mut g,
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
    );
    cont(&mut g);
    // Goblin 3 + Tailwind 2 = 5: squares 1 (1), 2 (2), 3 (2).
    let ev = go(
        &mut g,
        Choice::Move {
            player: 0,
            card: s("goblin"),
        },
    );
    assert!(matches!(ev[0].kind, EventKind::Moved { points: 5, to: 3, .. }));
    assert_eq!(g.flags.movement, 2);
    cont(&mut g); // the Dryad, with no card left in hand: Sympathy 2 against 7, back one square.
    assert_eq!(g.players[0].square, 2);
    cont(&mut g); // Refill; the turn ends.
    assert_eq!(g.current(), 1);
    assert_eq!(g.flags.movement, 0, "the Event's bonus ended with the turn");
}

#[test]
fn y_act_2_an_artefact_being_activated_waits_for_the_end_of_refill() {
    let (mut g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["seven-league-boots", "goblin"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    go(
        &mut g,
        Choice::StartArtefact {
            player: 0,
            card: s("seven-league-boots"),
        },
    );
    let e = g
        .check(&Choice::UseArtefact {
            player: 0,
            card: s("seven-league-boots"),
            target: None,
        })
        .unwrap_err();
    assert_eq!(e.rule.as_deref(), Some("Y-ACT-3"));
    cont(&mut g);
    go(&mut g, Choice::Rest { player: 0 });
    cont(&mut g);
    let ev = cont(&mut g);
    assert!(ev
        .iter()
        .any(|e| e.rule == "Y-REFILL" && matches!(e.kind, EventKind::ArtefactsActivated { .. })));
    assert_eq!(g.public_state().players[0].active, ids(&["seven-league-boots"]));
}

// ----- [Y-ACT-3] -----

#[test]
fn y_act_3_any_number_of_active_artefacts_used_and_discarded() {
    let (mut g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"],
          "active": ["seven-league-boots", "swift-horse", "seven-league-boots"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    for card in ["seven-league-boots", "swift-horse", "seven-league-boots"] {
        let ev = go(
            &mut g,
            Choice::UseArtefact {
                player: 0,
                card: s(card),
                target: None,
            },
        );
        assert_eq!(ev[0].rule, "Y-ACT-3");
        assert_eq!(
            ev[0].kind,
            EventKind::ArtefactUsed {
                player: 0,
                card: s(card)
            }
        );
    }
    assert_eq!(g.flags.movement, 8);
    let st = g.public_state();
    assert!(st.players[0].active.is_empty());
    assert_eq!(
        st.discard,
        ids(&["seven-league-boots", "swift-horse", "seven-league-boots"])
    );
    // The slot of Y-ACT-2 is still free.
    assert_eq!(g.flags.slot, None);
}

#[test]
fn y_act_3_take_an_artefact_from_a_character_on_your_square() {
    let (mut g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "lucky-boots", "square": 4, "active": ["thieves-glove"] },
        { "character": "lia", "advantage": "underdog", "square": 4, "active": ["enchanted-sword"] } ] }));
    let target = Target {
        player: 1,
        card: s("enchanted-sword"),
    };
    let opts = window_options(&g);
    assert!(opts.contains(&Choice::UseArtefact {
        player: 0,
        card: s("thieves-glove"),
        target: Some(target.clone())
    }));
    assert!(!opts.contains(&Choice::UseArtefact {
        player: 0,
        card: s("thieves-glove"),
        target: None
    }));
    let ev = go(
        &mut g,
        Choice::UseArtefact {
            player: 0,
            card: s("thieves-glove"),
            target: Some(target),
        },
    );
    assert_eq!(
        ev[1].kind,
        EventKind::ArtefactStolen {
            player: 0,
            from: 1,
            card: s("enchanted-sword")
        }
    );
    let st = g.public_state();
    assert_eq!(st.players[0].active, ids(&["enchanted-sword"]));
    assert!(st.players[1].active.is_empty());
}

// ----- [Y-ACT-4] -----

#[test]
fn y_act_4_ability_once_per_turn_and_only_if_its_condition_holds() {
    // Lia's Fleet-footed: +2 movement, only on a plain square.
    let (g, _) = sc(json!({ "players": [
        { "character": "lia", "advantage": "lucky-boots", "square": 2 },
        { "character": "brann", "advantage": "underdog" } ] }));
    let e = g
        .check(&Choice::Ability {
            player: 0,
            target: None,
        })
        .unwrap_err();
    assert_eq!(e.rule.as_deref(), Some("Y-ACT-4"));
    assert!(!window_options(&g).iter().any(|c| matches!(c, Choice::Ability { .. })));
    let (mut g, _) = sc(json!({ "players": [
        { "character": "lia", "advantage": "lucky-boots", "square": 1 },
        { "character": "brann", "advantage": "underdog" } ] }));
    let ev = go(
        &mut g,
        Choice::Ability {
            player: 0,
            target: None,
        },
    );
    assert_eq!(ev[0].rule, "Y-ACT-4");
    assert_eq!(
        ev[1].kind,
        EventKind::Bonus {
            player: 0,
            to: BonusTo::Movement,
            amount: 2,
            source: s("lia")
        }
    );
    assert_eq!(
        g.check(&Choice::Ability {
            player: 0,
            target: None
        })
        .unwrap_err()
        .rule
        .as_deref(),
        Some("Y-ACT-4")
    );
}

#[test]
fn y_act_4_a_challenge_ability_counts_in_the_challenge() {
    // Morwen's Foresight: +3 to the challenge, once she has moved.
    let (mut g, _) = sc(json!({ "at": "after_movement", "used": { "moved": true }, "players": [
        { "character": "morwen", "advantage": "lucky-boots", "square": 3, "hand": ["wolf-pack"] },
        { "character": "brann", "advantage": "underdog" } ], "deck": ["sphinx", "dryad", "dryad", "dryad"] }));
    go(
        &mut g,
        Choice::Ability {
            player: 0,
            target: None,
        },
    );
    cont(&mut g);
    let ev = go(
        &mut g,
        Choice::Challenge {
            player: 0,
            card: s("wolf-pack"),
        },
    );
    // Magic 5 + 3 + 1 = 9 > 8.
    assert!(matches!(
        ev[0].kind,
        EventKind::Challenge {
            total: 9,
            won: true,
            ..
        }
    ));
}

// ----- [Y-ACT-5] -----

#[test]
fn y_act_5_advantage_once_per_turn_and_only_if_its_condition_holds() {
    // Underdog: +2 movement when behind another character.
    let (g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "underdog", "square": 3 },
        { "character": "lia", "advantage": "lucky-boots", "square": 3 } ] }));
    assert_eq!(
        g.check(&Choice::Advantage {
            player: 0,
            target: None
        })
        .unwrap_err()
        .rule
        .as_deref(),
        Some("Y-ACT-5")
    );
    let (mut g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "underdog", "square": 1 },
        { "character": "lia", "advantage": "lucky-boots", "square": 3 } ] }));
    let ev = go(
        &mut g,
        Choice::Advantage {
            player: 0,
            target: None,
        },
    );
    assert_eq!(ev[0].rule, "Y-ACT-5");
    assert_eq!(
        ev[0].kind,
        EventKind::AdvantageUsed {
            player: 0,
            advantage: s("underdog")
        }
    );
    assert_eq!(
        g.check(&Choice::Advantage {
            player: 0,
            target: None
        })
        .unwrap_err()
        .rule
        .as_deref(),
        Some("Y-ACT-5")
    );
    assert_eq!(g.flags.movement, 2);
}

// ----- kinds of refusal -----

#[test]
fn refusals_say_their_kind() {
    let kind = |g: &YummellGame, c: Choice| g.check(&c).unwrap_err().kind;
    let (g, _) = sc(json!({ "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["tailwind", "second-wind", "goblin"] },
        { "character": "lia", "advantage": "underdog" } ] }));
    // Another player's decision, or no such player.
    assert_eq!(kind(&g, Choice::Continue { player: 1 }), ErrorKind::WrongPlayer);
    assert_eq!(
        kind(
            &g,
            Choice::Ability {
                player: 1,
                target: None
            }
        ),
        ErrorKind::WrongPlayer
    );
    assert_eq!(kind(&g, Choice::Rest { player: 9 }), ErrorKind::WrongPlayer);
    // Another decision than the pending one, or a card not held.
    assert_eq!(kind(&g, Choice::Rest { player: 0 }), ErrorKind::NotAnOption);
    let troll = Choice::PlayEvent {
        player: 0,
        card: s("troll"),
    };
    assert_eq!(kind(&g, troll), ErrorKind::NotAnOption);
    // A rule forbids it: a Creature is no Event, and a second Event in a turn.
    let goblin = Choice::PlayEvent {
        player: 0,
        card: s("goblin"),
    };
    assert_eq!(kind(&g, goblin), ErrorKind::IllegalByRule);
    let mut g2 = g.clone();
    go(
        &mut g2,
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
    );
    let second = Choice::PlayEvent {
        player: 0,
        card: s("second-wind"),
    };
    assert_eq!(kind(&g2, second), ErrorKind::IllegalByRule);
    // The race is over.
    let (g, _) = sc(json!({ "at": "movement", "players": [
        { "character": "brann", "advantage": "lucky-boots", "hand": ["goblin"], "square": 13 },
        { "character": "lia", "advantage": "underdog" } ],
        "choices": [{ "type": "move", "player": 0, "card": "goblin" }] }));
    let e = g.check(&Choice::Continue { player: 0 }).unwrap_err();
    assert_eq!((e.kind, e.rule.as_deref()), (ErrorKind::GameOver, Some("Y-WIN")));
}

// ----- scenarios -----

#[test]
fn scenario_errors_name_the_field() {
    let bad = |patch: Value, parts: &[&str]| {
        let mut v = base();
        for (k, x) in patch.as_object().unwrap() {
            v[k] = x.clone();
        }
        let e = scenario::run(v).unwrap_err().to_string();
        for p in parts {
            assert!(e.contains(p), "{e:?} does not name {p:?}");
        }
    };
    bad(json!({ "colour": 1 }), &["colour"]);
    bad(json!({ "deck": ["nope"] }), &["deck[0]", "nope"]);
    bad(
        json!({ "players": [{ "character": "brann", "advantage": "x" }, { "character": "lia", "advantage": "underdog" }] }),
        &["players[0].advantage", "\"x\""],
    );
    bad(
        json!({ "players": [{ "character": "brann", "advantage": "underdog", "hand": ["goblin"], "mood": 1 }, { "character": "lia", "advantage": "underdog" }] }),
        &["players[0].mood"],
    );
    bad(json!({ "at": "lunch" }), &["at"]);
    bad(json!({ "order": [0, 0] }), &["order"]);
    bad(json!({ "choices": [{ "type": "fly", "player": 0 }] }), &["choices[0]"]);
    bad(
        json!({ "choices": [{ "type": "rest", "player": 0 }] }),
        &["choices[0]", "Y-MOVE"],
    );
    bad(
        json!({ "cards": [{ "id": "imp", "type": "creature", "movement": 0, "stat": "magic", "value": 3 }] }),
        &["cards[0]", "imp", "movement"],
    );
}

#[test]
fn scenario_choices_and_extra_cards() {
    let (g, events) = sc(json!({
        "cards": [{ "id": "giant-eagle", "name": "Giant Eagle", "type": "artefact", "movement": 1,
                    "use": { "effects": [{ "do": "advance", "squares": 3 }] } }],
        "players": [
            { "character": "brann", "advantage": "lucky-boots", "active": ["giant-eagle"], "hand": ["goblin"] },
            { "character": "lia", "advantage": "underdog" } ],
        "choices": [
            { "type": "use_artefact", "player": 0, "card": "giant-eagle" },
            { "type": "continue", "player": 0 },
            { "type": "move", "player": 0, "card": "goblin" }
        ] }));
    assert_eq!(events[0].seq, 0);
    // The eagle: square 3; the Goblin (3): square 4 (plain 1), then the swamp (3) is too dear.
    assert_eq!(g.players[0].square, 4);
    assert_eq!(g.step, Step::AfterMovement);
}

#[test]
fn the_documented_scenario_gives_the_documented_result() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/yummell-scenarios.md")).unwrap();
    let start = doc.find("```json\n").unwrap() + "```json\n".len();
    let end = start + doc[start..].find("```").unwrap();
    let v: Value = serde_json::from_str(&doc[start..end]).unwrap();
    let (g, events) = scenario::run(v).unwrap();
    assert_eq!(events.len(), 15);
    assert!(matches!(
        events[10].kind,
        EventKind::Moved {
            points: 9,
            from: 1,
            to: 5,
            left: 0,
            ..
        }
    ));
    assert!(matches!(
        events[13].kind,
        EventKind::Challenge {
            total: 8,
            value: 8,
            won: false,
            ..
        }
    ));
    let st = serde_json::to_value(g.public_state()).unwrap();
    assert_eq!(st["step"], "after_encounter");
    assert_eq!(st["players"][0]["square"], 4);
    assert_eq!(st["deck"], json!(["dryad", "wolf-pack", "storm"]));
    assert_eq!(st["discard"], json!(["tailwind", "goblin", "sphinx", "troll"]));
}

#[test]
fn every_event_kind_is_narrated_in_english_and_italian() {
    use arbiter::rulesets::yummell::narrate::{narrate, Lang};
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let (mut g, mut events) = YummellGame::random(seed, 2 + (seed as usize % 7)).unwrap();
        let mut rng = arbiter::core::Rng::new(seed);
        while g.pending().is_some() {
            let c = g.random_choice(&mut rng).unwrap();
            events.extend(g.choose(&c).unwrap());
        }
        for e in &events {
            let kind = serde_json::to_value(e).unwrap()["kind"].as_str().unwrap().to_string();
            let en = narrate(e, Lang::En);
            let it = narrate(e, Lang::It);
            assert!(!en.is_empty() && !it.is_empty());
            assert_ne!(en, it, "{kind}");
            seen.insert(kind);
        }
    }
    assert!(seen.len() >= 20, "kinds seen: {seen:?}");
    assert_eq!(Lang::parse("it"), Ok(Lang::It));
    assert!(Lang::parse("fr").is_err());
}

/// A typed public state (or frame) as JSON, for reading it by field name.
fn json_of<T: serde::Serialize>(state: &T) -> serde_json::Value {
    serde_json::to_value(state).unwrap()
}
