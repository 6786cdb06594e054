#![cfg(not(target_arch = "wasm32"))]
//! Every refusal of Part Y: the choice is refused with the rule id, and the game (and its
//! serialized public state) is byte-identical afterwards. Each refused choice is also absent
//! from `pending()`.

use arbiter::core::Game;
use arbiter::rulesets::yummell::{scenario, Choice, Decision, Target, YummellGame};
use serde_json::{json, Value};
use smol_str::SmolStr;

fn s(x: &str) -> SmolStr {
    SmolStr::new(x)
}

fn position(at: &str, used: Value, me: Value) -> YummellGame {
    let v = json!({
        "ruleset": "yummell",
        "players": [ me, { "character": "lia", "advantage": "underdog", "hand": ["storm", "goblin"],
                           "active": ["lucky-charm"], "square": 4 } ],
        "at": at,
        "used": used,
        "deck": ["dryad", "dryad", "dryad", "dryad", "dryad", "dryad"]
    });
    scenario::run(v).unwrap().0
}

fn brann(extra: Value) -> Value {
    let mut me = json!({ "character": "brann", "advantage": "lucky-boots", "square": 3,
        "hand": ["tailwind", "second-wind", "enchanted-sword", "goblin"] });
    for (k, x) in extra.as_object().unwrap() {
        me[k] = x.clone();
    }
    me
}

fn offered(game: &YummellGame, c: &Choice) -> bool {
    match game.pending() {
        Some(Decision::Window { options, .. })
        | Some(Decision::Movement { options, .. })
        | Some(Decision::Challenge { options, .. }) => options.contains(c),
        _ => false,
    }
}

/// Refused with `rule`, nothing changed, not offered.
fn refused(mut game: YummellGame, c: Choice, rule: &str) {
    let before = game.clone();
    let text = serde_json::to_string(&game.public_state()).unwrap();
    assert!(!offered(&game, &c), "{c:?} is offered by pending()");
    let e = game.choose(&c).unwrap_err();
    assert_eq!(e.rule.as_deref(), Some(rule), "{c:?}: {e}");
    assert!(!e.message.is_empty());
    assert_eq!(game, before, "{c:?} changed the game");
    assert_eq!(serde_json::to_string(&game.public_state()).unwrap(), text);
}

#[test]
fn a_second_event_in_a_turn_y_act_2() {
    let g = position(
        "after_movement",
        json!({ "moved": true, "slot": "event" }),
        brann(json!({})),
    );
    refused(
        g,
        Choice::PlayEvent {
            player: 0,
            card: s("second-wind"),
        },
        "Y-ACT-2",
    );
    // Played for real, then the second one.
    let mut g = position("after_preparation", json!({}), brann(json!({})));
    g.choose(&Choice::PlayEvent {
        player: 0,
        card: s("tailwind"),
    })
    .unwrap();
    refused(
        g,
        Choice::PlayEvent {
            player: 0,
            card: s("second-wind"),
        },
        "Y-ACT-2",
    );
}

#[test]
fn an_event_after_starting_an_artefact_y_act_2() {
    let mut g = position("after_preparation", json!({}), brann(json!({})));
    g.choose(&Choice::StartArtefact {
        player: 0,
        card: s("enchanted-sword"),
    })
    .unwrap();
    refused(
        g.clone(),
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
        "Y-ACT-2",
    );
    let mut g2 = position(
        "after_preparation",
        json!({}),
        brann(json!({ "hand": ["tailwind", "enchanted-sword", "lucky-charm"] })),
    );
    g2.choose(&Choice::PlayEvent {
        player: 0,
        card: s("tailwind"),
    })
    .unwrap();
    refused(
        g2,
        Choice::StartArtefact {
            player: 0,
            card: s("enchanted-sword"),
        },
        "Y-ACT-2",
    );
}

#[test]
fn cards_that_are_not_events_or_artefacts_or_not_in_hand_y_act_2() {
    let g = position("after_preparation", json!({}), brann(json!({})));
    refused(
        g.clone(),
        Choice::PlayEvent {
            player: 0,
            card: s("goblin"),
        },
        "Y-ACT-2",
    );
    refused(
        g.clone(),
        Choice::PlayEvent {
            player: 0,
            card: s("storm"),
        },
        "Y-ACT-2",
    );
    refused(
        g.clone(),
        Choice::StartArtefact {
            player: 0,
            card: s("tailwind"),
        },
        "Y-ACT-2",
    );
    // A movement Event after Movement: its effect cannot act any more.
    let g = position("after_movement", json!({ "moved": true }), brann(json!({})));
    refused(
        g,
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
        "Y-ACT-2",
    );
}

#[test]
fn an_action_during_a_phase_y_act_1() {
    let me = brann(json!({ "active": ["seven-league-boots"] }));
    let g = position("movement", json!({}), me.clone());
    refused(
        g.clone(),
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
        "Y-ACT-1",
    );
    refused(
        g.clone(),
        Choice::StartArtefact {
            player: 0,
            card: s("enchanted-sword"),
        },
        "Y-ACT-1",
    );
    refused(
        g.clone(),
        Choice::UseArtefact {
            player: 0,
            card: s("seven-league-boots"),
            target: None,
        },
        "Y-ACT-1",
    );
    refused(
        g.clone(),
        Choice::Ability {
            player: 0,
            target: None,
        },
        "Y-ACT-1",
    );
    refused(
        g,
        Choice::Advantage {
            player: 0,
            target: None,
        },
        "Y-ACT-1",
    );
    // During the Encounter (a creature awaits the card).
    let v = json!({ "ruleset": "yummell", "at": "challenge", "encounter": "goblin",
        "players": [ me, { "character": "lia", "advantage": "underdog" } ] });
    let g = scenario::run(v).unwrap().0;
    refused(
        g,
        Choice::Ability {
            player: 0,
            target: None,
        },
        "Y-ACT-1",
    );
}

#[test]
fn an_action_during_or_after_refill_y_act_1() {
    let me = brann(json!({ "hand": ["tailwind", "second-wind", "enchanted-sword", "goblin", "troll", "sphinx"] }));
    let mut g = position("after_encounter", json!({ "moved": true }), me);
    g.choose(&Choice::Continue { player: 0 }).unwrap();
    assert!(matches!(g.pending(), Some(Decision::Discard { .. })));
    refused(
        g.clone(),
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
        "Y-ACT-1",
    );
    refused(
        g.clone(),
        Choice::Advantage {
            player: 0,
            target: None,
        },
        "Y-ACT-1",
    );
    // After the Refill the turn has passed: player 0's actions are refused.
    g.choose(&Choice::Discard {
        player: 0,
        cards: vec![s("troll"), s("sphinx")],
    })
    .unwrap();
    assert_eq!(g.current(), 1);
    refused(
        g,
        Choice::PlayEvent {
            player: 0,
            card: s("tailwind"),
        },
        "Y-ACT-1",
    );
}

#[test]
fn an_action_in_another_players_turn_y_act_1() {
    let g = position("after_preparation", json!({}), brann(json!({})));
    refused(
        g.clone(),
        Choice::PlayEvent {
            player: 1,
            card: s("storm"),
        },
        "Y-ACT-1",
    );
    refused(
        g.clone(),
        Choice::UseArtefact {
            player: 1,
            card: s("lucky-charm"),
            target: None,
        },
        "Y-ACT-1",
    );
    refused(
        g.clone(),
        Choice::Ability {
            player: 1,
            target: None,
        },
        "Y-ACT-1",
    );
    refused(
        g,
        Choice::Advantage {
            player: 1,
            target: None,
        },
        "Y-ACT-1",
    );
}

#[test]
fn an_artefact_used_before_it_is_active_y_act_3() {
    let g = position(
        "after_preparation",
        json!({}),
        brann(json!({ "activating": ["seven-league-boots"] })),
    );
    refused(
        g.clone(),
        Choice::UseArtefact {
            player: 0,
            card: s("seven-league-boots"),
            target: None,
        },
        "Y-ACT-3",
    );
    // Not owned at all, or in hand only.
    refused(
        g.clone(),
        Choice::UseArtefact {
            player: 0,
            card: s("swift-horse"),
            target: None,
        },
        "Y-ACT-3",
    );
    refused(
        g,
        Choice::UseArtefact {
            player: 0,
            card: s("enchanted-sword"),
            target: None,
        },
        "Y-ACT-3",
    );
}

#[test]
fn artefact_conditions_and_targets_y_act_3() {
    // The glove needs a target on your square: Lia is on square 4, Brann on 3.
    let g = position(
        "after_preparation",
        json!({}),
        brann(json!({ "active": ["thieves-glove", "rope-ladder"] })),
    );
    refused(
        g.clone(),
        Choice::UseArtefact {
            player: 0,
            card: s("thieves-glove"),
            target: None,
        },
        "Y-ACT-3",
    );
    let t = Target {
        player: 1,
        card: s("lucky-charm"),
    };
    refused(
        g.clone(),
        Choice::UseArtefact {
            player: 0,
            card: s("thieves-glove"),
            target: Some(t),
        },
        "Y-ACT-3",
    );
    // The rope ladder works on a hill only (square 3 is a wood).
    refused(
        g,
        Choice::UseArtefact {
            player: 0,
            card: s("rope-ladder"),
            target: None,
        },
        "Y-ACT-3",
    );
}

#[test]
fn a_second_ability_y_act_4() {
    let g = position(
        "after_movement",
        json!({ "moved": true, "ability": true }),
        brann(json!({})),
    );
    refused(
        g,
        Choice::Ability {
            player: 0,
            target: None,
        },
        "Y-ACT-4",
    );
    let mut g = position("after_preparation", json!({}), brann(json!({})));
    g.choose(&Choice::Ability {
        player: 0,
        target: None,
    })
    .unwrap();
    refused(
        g,
        Choice::Ability {
            player: 0,
            target: None,
        },
        "Y-ACT-4",
    );
}

#[test]
fn an_ability_whose_condition_fails_y_act_4() {
    // Pip's Hitch a ride needs another character on the square.
    let g = position(
        "after_preparation",
        json!({}),
        json!({ "character": "pip", "advantage": "lucky-boots", "square": 2 }),
    );
    refused(
        g,
        Choice::Ability {
            player: 0,
            target: None,
        },
        "Y-ACT-4",
    );
}

#[test]
fn a_second_advantage_y_act_5() {
    let mut g = position("after_preparation", json!({}), brann(json!({})));
    g.choose(&Choice::Advantage {
        player: 0,
        target: None,
    })
    .unwrap();
    refused(
        g,
        Choice::Advantage {
            player: 0,
            target: None,
        },
        "Y-ACT-5",
    );
}

#[test]
fn an_advantage_whose_condition_fails_y_act_5() {
    // Lucky Boots give movement points: not after Movement. Old Friends: at most 2 cards.
    let g = position("after_movement", json!({ "moved": true }), brann(json!({})));
    refused(
        g,
        Choice::Advantage {
            player: 0,
            target: None,
        },
        "Y-ACT-5",
    );
    let g = position(
        "after_preparation",
        json!({}),
        brann(json!({ "advantage": "old-friends" })),
    );
    refused(
        g,
        Choice::Advantage {
            player: 0,
            target: None,
        },
        "Y-ACT-5",
    );
}

#[test]
fn phase_choices_out_of_place() {
    let g = position("after_preparation", json!({}), brann(json!({})));
    refused(
        g.clone(),
        Choice::Move {
            player: 0,
            card: s("goblin"),
        },
        "Y-MOVE",
    );
    refused(g.clone(), Choice::Rest { player: 0 }, "Y-MOVE");
    refused(
        g.clone(),
        Choice::Challenge {
            player: 0,
            card: s("goblin"),
        },
        "Y-ENC",
    );
    refused(
        g.clone(),
        Choice::Discard {
            player: 0,
            cards: vec![],
        },
        "Y-REFILL",
    );
    refused(g.clone(), Choice::Continue { player: 1 }, "Y-TURN");
    refused(g, Choice::Continue { player: 7 }, "Y-TURN");
    let g = position("movement", json!({}), brann(json!({})));
    refused(g.clone(), Choice::Continue { player: 0 }, "Y-TURN");
    refused(
        g.clone(),
        Choice::Move {
            player: 0,
            card: s("troll"),
        },
        "Y-MOVE",
    );
    refused(
        g,
        Choice::Move {
            player: 1,
            card: s("storm"),
        },
        "Y-MOVE",
    );
}

#[test]
fn extreme_scenario_values_do_not_panic() {
    let v = json!({
        "ruleset": "yummell",
        "round": u32::MAX,
        "at": "after_preparation",
        "used": { "movement": i32::MAX, "challenge": i32::MAX, "stats": [i32::MAX, i32::MIN, 0, 0] },
        "players": [
            { "character": "brann", "advantage": "lucky-boots", "hand": ["tailwind", "goblin"] },
            { "character": "lia", "advantage": "underdog" } ],
        "deck": [],
        "choices": [
            { "type": "play_event", "player": 0, "card": "tailwind" },
            { "type": "continue", "player": 0 },
            { "type": "move", "player": 0, "card": "goblin" }
        ]
    });
    let (g, _) = scenario::run(v).unwrap();
    assert_eq!(g.winner, Some(0));
    for bad in [
        json!({ "ruleset": "yummell", "players": [] }),
        json!({ "ruleset": "yummell", "players": [{ "character": "brann", "advantage": "underdog", "square": 255 },
                                                   { "character": "lia", "advantage": "underdog" }] }),
        json!({ "ruleset": "yummell", "turn": 9, "players": [{ "character": "brann", "advantage": "underdog" },
                                                   { "character": "lia", "advantage": "underdog" }] }),
        json!({ "ruleset": "yummell", "at": "challenge", "encounter": "storm",
                "players": [{ "character": "brann", "advantage": "underdog", "hand": ["goblin"] },
                            { "character": "lia", "advantage": "underdog" }] }),
        json!({ "ruleset": "yummell", "players": [{ "character": "brann", "advantage": "underdog", "active": ["goblin"] },
                                                   { "character": "lia", "advantage": "underdog" }] }),
        json!({ "ruleset": "yummell", "dice": [7], "players": [{ "character": "brann", "advantage": "underdog" },
                                                   { "character": "lia", "advantage": "underdog" }] }),
        json!([1, 2]),
    ] {
        assert!(scenario::run(bad).is_err());
    }
}
