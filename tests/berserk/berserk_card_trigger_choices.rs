#![cfg(not(target_arch = "wasm32"))]
//! Choices inside triggered abilities [B-GAME-13]: a trigger its owner may decline, or whose
//! target its owner chooses, stops the game with a `trigger` decision; the rule it fired in
//! carries on after the answer. Each through a scenario of printed cards («Война стихий»).

use crate::berserk_cards;

use arbiter::bots::{decide, BotKind};
use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{at, flying, played, refused, strike};
use serde_json::{json, Value};

fn trigger(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

fn position(from: &str, dice: Value, creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "from": from, "dice": dice, "creatures": creatures,
            "choices": choices, "until": "choices_end" })
}

/// The 16 passes that take a simple strike from its declaration to the application step's end.
fn passes() -> Vec<Value> {
    vec![json!("pass"); 16]
}

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

fn triggered(events: &[BerserkEvent], uid: u16, ability: u8) -> bool {
    events.iter().any(|e| {
        matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: a, .. } if creature.uid == uid && *a == ability)
    })
}

/// Stable Warden (vs-007) at [2,1], a wounded Steppe Werewolf of its side beside it (it
/// regenerates 1 at the start of its owner's turn), an enemy Nomad beside it, an ally far off.
fn warden() -> Value {
    json!([
        at("vs-007", 0, [2, 1]),
        { "card": "vs-008", "owner": 0, "cell": [1, 1], "wounds": 2 },
        at("vs-001", 1, [2, 2]),
        at("vs-001", 0, [4, 0])
    ])
}

#[test]
fn an_optional_trigger_at_the_start_of_the_turn_asks_its_owner_and_holds_the_turn() {
    let (g, events) = played(position("start", json!([]), warden(), json!([])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    let t = |target| Choice::Trigger {
        player: 0,
        creature: 0,
        ability: 0,
        target,
    };
    // Itself and the creatures next to it, either side; not the ally far off; then decline.
    let decline = Choice::Decline {
        player: 0,
        creature: 0,
        ability: 0,
    };
    assert_eq!(d.options, vec![t(0), t(1), t(2), decline]);
    // The start of the turn is held: regeneration has not healed yet.
    assert_eq!(wounds(&g, 1), 2);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::Regenerated { .. })));
}

#[test]
fn the_chosen_creature_takes_the_wound_and_the_movement_then_the_turn_starts_on() {
    let (g, events) = played(position("start", json!([]), warden(), json!([trigger(0, 0, 1)])));
    // 1 wound from the whip, then regeneration 1: back to 2.
    let wound = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::Wounded { target, .. } if target.uid == 1));
    let regen = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::Regenerated { .. }));
    assert!(wound.unwrap() < regen.unwrap(), "{events:?}");
    assert_eq!(wounds(&g, 1), 2);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // +1 movement (the Werewolf's 1 becomes 2): it reaches two cells ahead.
    let d = g.pending().unwrap();
    assert!(d.options.contains(&Choice::Move {
        player: 0,
        creature: 1,
        to: [1, 3]
    }));
}

#[test]
fn a_declined_trigger_does_nothing_and_says_so() {
    let (g, events) = played(position("start", json!([]), warden(), json!([decline(0, 0)])));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::TriggerDeclined { creature, ability: 0 } if creature.uid == 0)));
    assert!(!triggered(&events, 0, 0));
    assert_eq!(wounds(&g, 0) + wounds(&g, 2), 0);
    assert_eq!(wounds(&g, 1), 1, "regenerated 1 after the answer");
}

#[test]
fn a_wrong_answer_is_refused_by_b_game_13_and_changes_nothing() {
    let (mut g, _) = played(position("start", json!([]), warden(), json!([])));
    let before = g.clone();
    // The ally far off is not next to it.
    let far = Choice::Trigger {
        player: 0,
        creature: 0,
        ability: 0,
        target: 3,
    };
    let e = g.choose(&far).unwrap_err();
    assert_eq!(e.rule.as_deref(), Some("B-GAME-13"), "{e:?}");
    // Another ability, the other player, a move: refused too.
    for wrong in [
        Choice::Trigger {
            player: 0,
            creature: 0,
            ability: 1,
            target: 0,
        },
        Choice::Trigger {
            player: 1,
            creature: 0,
            ability: 0,
            target: 0,
        },
        Choice::Pass { player: 0 },
    ] {
        let e = g.choose(&wrong).unwrap_err();
        assert_eq!(e.rule.as_deref(), Some("B-GAME-13"), "{wrong:?}: {e:?}");
    }
    assert_eq!(g, before);
}

#[test]
fn moving_gives_the_stable_warden_attack_experience_until_the_end_of_the_turn() {
    let (g, events) = played(position(
        "main",
        json!([]),
        json!([at("vs-007", 0, [2, 1]), at("vs-001", 1, [2, 4])]),
        json!([{ "type": "move", "creature": 0, "to": [2, 2] }]),
    ));
    assert!(triggered(&events, 0, 1));
    assert!(g
        .creature(0)
        .unwrap()
        .gained
        .iter()
        .any(|(f, _)| f.key() == "attack_experience"));
}

/// Nom (vs-056) of player 1, 5 wounds, struck to death by a Nomad (5 against 2: medium, 2).
fn nom(extra: Value, answer: Option<Value>) -> Value {
    let mut creatures = vec![
        at("vs-001", 0, [2, 2]),
        json!({ "card": "vs-056", "owner": 1, "cell": [2, 3], "wounds": 5 }),
        at("vs-001", 1, [4, 5]),
    ];
    creatures.extend(extra.as_array().unwrap().iter().cloned());
    let mut choices = vec![strike(0, 1)];
    choices.extend(passes());
    choices.extend(answer);
    position("main", json!([5, 2]), json!(creatures), json!(choices))
}

#[test]
fn nom_dying_holds_the_application_step_while_its_owner_chooses_a_non_flying_enemy() {
    let (g, events) = played(nom(json!([at("vs-001", 0, [0, 0]), flying("vs-047", 0)]), None));
    assert!(g.creature(1).unwrap().dead);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::Trigger));
    let targets: Vec<u16> = d
        .options
        .iter()
        .map(|c| match c {
            Choice::Trigger { target, .. } => *target,
            c => panic!("no declining a trigger without \"may\": {c:?}"),
        })
        .collect();
    assert_eq!(
        targets,
        vec![0, 3],
        "the non-flying enemies, not the flyer nor its own side"
    );
    // The step has not ended: the attack is still on.
    assert!(g.st.attack.is_some());
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::AttackEnded { .. })));
}

#[test]
fn nom_deals_3_wounds_to_the_chosen_enemy_and_the_attack_then_ends() {
    let (g, events) = played(nom(
        json!([at("vs-001", 0, [0, 0]), flying("vs-047", 0)]),
        Some(trigger(1, 1, 3)),
    ));
    assert_eq!(wounds(&g, 3), 3);
    assert_eq!(wounds(&g, 0), 0);
    assert!(g.st.attack.is_none());
    let hit = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::Wounded { target, .. } if target.uid == 3));
    let ended = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::AttackEnded { .. }));
    assert!(hit.unwrap() < ended.unwrap());
}

#[test]
fn nom_may_not_decline_and_with_one_enemy_acts_at_once() {
    let s = nom(json!([at("vs-001", 0, [0, 0])]), Some(decline(1, 1)));
    assert!(refused(s).contains("B-GAME-13"));
    // The attacker is the one non-flying enemy: no question, 3 wounds on it.
    let (g, events) = played(nom(json!([flying("vs-047", 0)]), None));
    assert!(triggered(&events, 1, 1));
    assert_eq!(wounds(&g, 0), 3);
    assert_ne!(g.pending().unwrap().kind, DecisionKind::Trigger);
}

/// Wild Healer (vs-091) moves next to a wounded ally and a wounded enemy.
fn healer(answer: Value) -> Value {
    position(
        "main",
        json!([]),
        json!([
            at("vs-091", 0, [2, 1]),
            { "card": "vs-001", "owner": 0, "cell": [1, 2], "wounds": 3 },
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 2 }
        ]),
        json!([{ "type": "move", "creature": 0, "to": [2, 2] }, answer]),
    )
}

#[test]
fn the_wild_healer_may_heal_1_on_a_creature_next_to_it_after_moving() {
    let (g, _) = played(healer(trigger(0, 1, 2)));
    assert_eq!(wounds(&g, 2), 1, "an enemy next to it may be chosen too");
    let (g, events) = played(healer(decline(0, 1)));
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (3, 2));
    assert!(!triggered(&events, 0, 1));
    // Itself is not "a creature next to it".
    assert!(refused(healer(trigger(0, 1, 0))).contains("B-GAME-13"));
}

#[test]
fn triggers_at_once_ask_the_active_player_first_then_by_uid() {
    // Luck Catcher (vs-181, uid 0) of player 1 may open at the start of the opponent's turn;
    // the Stable Warden (uid 1) of player 0, the active player, asks first.
    let creatures = json!([
        { "card": "vs-181", "owner": 1, "cell": [2, 3], "closed": true },
        at("vs-007", 0, [2, 1]),
        at("vs-001", 1, [4, 5])
    ]);
    let (g, _) = played(position("start", json!([]), creatures.clone(), json!([])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert!(matches!(d.options[0], Choice::Trigger { creature: 1, .. }));
    let (g, _) = played(position("start", json!([]), creatures.clone(), json!([decline(1, 0)])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::Trigger));
    assert_eq!(
        d.options,
        vec![
            Choice::Trigger {
                player: 1,
                creature: 0,
                ability: 2,
                target: 0
            },
            Choice::Decline {
                player: 1,
                creature: 0,
                ability: 2
            }
        ]
    );
    // The Luck Catcher opens in the opponent's turn; then the main phase of player 0.
    let (g, _) = played(position(
        "start",
        json!([]),
        creatures,
        json!([decline(1, 0), trigger(0, 2, 0)]),
    ));
    assert!(!g.creature(0).unwrap().closed);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn the_luck_catcher_does_not_open_at_the_start_of_its_own_turn() {
    let creatures = json!([
        { "card": "vs-181", "owner": 0, "cell": [2, 1], "closed": true, "wounds": 0 },
        at("vs-001", 1, [4, 5])
    ]);
    let (g, events) = played(position("start", json!([]), creatures, json!([])));
    // Its own turn: it opens as every closed creature does, and its ability does not ask.
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    assert!(!triggered(&events, 0, 2));
}

#[test]
fn every_bot_answers_a_trigger_decision_legally() {
    let (g, _) = played(nom(json!([at("vs-001", 0, [0, 0]), flying("vs-047", 0)]), None));
    let d = g.pending().unwrap();
    for kind in [BotKind::Random, BotKind::Greedy, BotKind::Strong] {
        for seed in 0..2 {
            let c = decide(kind, &g, seed, 16).unwrap();
            assert!(d.options.contains(&c), "{kind:?}: {c:?}");
        }
    }
}

#[test]
fn the_answers_read_back_as_written() {
    for c in [
        Choice::Trigger {
            player: 1,
            creature: 2,
            ability: 3,
            target: 4,
        },
        Choice::Decline {
            player: 0,
            creature: 1,
            ability: 0,
        },
    ] {
        let v = serde_json::to_value(&c).unwrap();
        let back: Choice = serde_json::from_value(v).unwrap();
        assert_eq!(back, c);
    }
}

/// Kele (vs-102), `wounds` on it, strikes a Nomad (5 against 2: medium, 4); then `answer`.
fn kele(wounds: u8, answer: Value) -> Value {
    let mut choices = vec![strike(0, 1)];
    choices.extend(passes());
    choices.push(answer);
    position(
        "main",
        json!([5, 2]),
        json!([{ "card": "vs-102", "owner": 0, "cell": [2, 2], "wounds": wounds }, at("vs-001", 1, [2, 3])]),
        json!(choices),
    )
}

#[test]
fn kele_may_heal_2_on_its_strike_and_unwounded_does_not_close() {
    let (g, events) = played(kele(2, trigger(0, 1, 0)));
    let k = g.creature(0).unwrap();
    assert_eq!((k.wounds, k.closed), (0, false));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Healed { creature, healed: 2, .. } if creature.uid == 0)));
    // Its strike still counts: open, it neither strikes again nor moves this turn.
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Main);
    assert!(!d
        .options
        .iter()
        .any(|c| matches!(c, Choice::Strike { attacker: 0, .. } | Choice::Move { creature: 0, .. })));
}

#[test]
fn kele_still_wounded_after_healing_or_declining_closes() {
    let (g, _) = played(kele(3, trigger(0, 1, 0)));
    let k = g.creature(0).unwrap();
    assert_eq!((k.wounds, k.closed), (1, true));
    let (g, _) = played(kele(2, decline(0, 1)));
    let k = g.creature(0).unwrap();
    assert_eq!((k.wounds, k.closed), (2, true));
    // Kele is the only one it may act on.
    assert!(refused(kele(2, trigger(0, 1, 1))).contains("B-GAME-13"));
}

/// Forrendor Watch (vs-183) shoots `target` (a Rtunkh flyer, 8 wounds, or a Nomad, 8
/// wounds) to death; two more of the other side: a Rtunkh nearly dead and a Nomad.
fn watch(target: &str, answers: Value) -> Value {
    let mut choices = vec![json!({ "type": "act", "creature": 0, "ability": 0, "target": 1 })];
    choices.extend(vec![json!("pass"); 12]);
    choices.extend(answers.as_array().unwrap().iter().cloned());
    let first = if target == "vs-047" {
        json!({ "card": "vs-047", "owner": 1, "cell": [2, 5], "flying": true, "wounds": 8 })
    } else {
        json!({ "card": target, "owner": 1, "cell": [1, 4], "wounds": 7 })
    };
    position(
        "main",
        json!([]),
        json!([
            at("vs-183", 0, [1, 1]),
            first,
            { "card": "vs-047", "owner": 1, "cell": [0, 5], "flying": true, "wounds": 8 },
            at("vs-001", 1, [4, 5])
        ]),
        json!(choices),
    )
}

#[test]
fn a_flyer_dying_lets_the_forrendor_watch_take_off_with_1_more_strike_for_the_battle() {
    let (g, _) = played(watch("vs-047", json!([])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    let (g, events) = played(watch("vs-047", json!([trigger(0, 1, 0)])));
    let w = g.creature(0).unwrap();
    assert!(w.flying);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::TookOff { creature } if creature.uid == 0)));
    assert!(w
        .gained
        .iter()
        .all(|(_, u)| *u == arbiter::rulesets::berserk::cards::Until::EndOfBattle));
    assert_eq!(w.gained.len(), 1, "+1 to its strike");
    // Declined: it stays on the board, nothing gained.
    let (g, _) = played(watch("vs-047", json!([decline(0, 1)])));
    let w = g.creature(0).unwrap();
    assert!(!w.flying && w.gained.is_empty());
}

#[test]
fn the_forrendor_watch_answers_only_a_flyer_and_once_a_battle() {
    // A Nomad dying: no question.
    let (g, events) = played(watch("vs-001", json!([])));
    assert!(g.creature(1).unwrap().dead);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    assert!(!triggered(&events, 0, 1));
    // Used once: the next flyer's death (shot by the Watch a turn later) asks nothing.
    let mut answers = vec![trigger(0, 1, 0), json!("pass"), json!("pass")];
    answers.push(json!({ "type": "act", "creature": 0, "ability": 0, "target": 2 }));
    answers.extend(vec![json!("pass"); 12]);
    let (g, events) = played(watch("vs-047", json!(answers)));
    assert!(g.creature(2).unwrap().dead);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    let uses = events
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, .. } if creature.uid == 0))
        .count();
    assert_eq!(uses, 1);
}

/// Two Aristocrats (vs-194, uids 0 and 3) and two Nomads each; player 0 goes first.
fn aristocrats(answers: Value) -> Value {
    position(
        "battle",
        json!([]),
        json!([
            at("vs-194", 0, [2, 1]),
            at("vs-001", 0, [1, 1]),
            at("vs-001", 0, [3, 1]),
            at("vs-194", 1, [2, 4]),
            at("vs-001", 1, [1, 4]),
            at("vs-001", 1, [3, 4])
        ]),
        answers,
    )
}

#[test]
fn the_first_players_aristocrat_poisons_two_creatures_chosen_one_at_a_time() {
    let (g, _) = played(aristocrats(json!([])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    // Any creature, its own side's too; its second ability (the second player's) does not ask.
    assert_eq!(d.options.len(), 6);
    assert!(d.options.iter().all(|c| matches!(
        c,
        Choice::Trigger {
            creature: 0,
            ability: 1,
            ..
        }
    )));
    let (g, _) = played(aristocrats(json!([trigger(0, 1, 4)])));
    let d = g.pending().unwrap();
    assert_eq!(
        (d.player, d.options.len()),
        (0, 5),
        "the creature chosen is not offered again"
    );
    assert!(refused(aristocrats(json!([trigger(0, 1, 4), trigger(0, 1, 4)]))).contains("B-GAME-13"));
    // Nothing acts before both are chosen; the battle has not started its first turn.
    assert_eq!(g.creature(4).unwrap().poison, 0);
    assert!(g.st.asked.len() == 2);
}

#[test]
fn the_second_players_aristocrat_closes_and_stuns_two_enemies_then_the_first_turn_starts() {
    let answers = json!([trigger(0, 1, 4), trigger(0, 1, 5), trigger(3, 2, 1)]);
    let (g, _) = played(aristocrats(answers));
    let d = g.pending().unwrap();
    assert_eq!(d.player, 1);
    // Only enemies: player 0's three creatures, less the one chosen.
    assert_eq!(d.options.len(), 2);
    let answers = json!([trigger(0, 1, 4), trigger(0, 1, 5), trigger(3, 2, 1), trigger(3, 2, 2)]);
    let (g, events) = played(aristocrats(answers));
    assert_eq!((g.creature(4).unwrap().poison, g.creature(5).unwrap().poison), (1, 1));
    assert!(g.creature(1).unwrap().closed && g.creature(2).unwrap().closed);
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::StaysClosed { .. })));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // The second player's ability cannot take the first player's creature as an enemy of its own.
    assert!(refused(aristocrats(json!([
        trigger(0, 1, 4),
        trigger(0, 1, 5),
        trigger(3, 2, 4)
    ])))
    .contains("B-GAME-13"));
}

/// Stonetree (vs-084) of player 0; `choices` from its owner's main phase.
fn stonetree(choices: Value) -> Value {
    position(
        "main",
        json!([]),
        json!([at("vs-084", 0, [2, 1]), at("vs-001", 1, [2, 5])]),
        choices,
    )
}

#[test]
fn the_stonetree_may_take_a_counter_at_the_end_of_its_owners_turn_if_it_did_not_move() {
    // The turn's end is held until the answer.
    let (g, _) = played(stonetree(json!(["pass"])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind, g.st.active), (0, DecisionKind::Trigger, 0));
    let (g, events) = played(stonetree(json!(["pass", trigger(0, 1, 0)])));
    assert_eq!(g.creature(0).unwrap().counters, 1);
    assert!(triggered(&events, 0, 1));
    assert_eq!((g.st.active, g.pending().unwrap().kind), (1, DecisionKind::Main));
    let (g, _) = played(stonetree(json!(["pass", decline(0, 1)])));
    assert_eq!((g.creature(0).unwrap().counters, g.st.active), (0, 1));
}

#[test]
fn the_stonetree_that_moved_or_in_the_opponents_turn_takes_no_counter() {
    let (g, events) = played(stonetree(
        json!([{ "type": "move", "creature": 0, "to": [2, 2] }, "pass"]),
    ));
    assert_eq!((g.st.active, g.pending().unwrap().kind), (1, DecisionKind::Main));
    assert!(!triggered(&events, 0, 1));
    // The opponent's turn ends: not its owner's.
    let (g, events) = played(stonetree(json!(["pass", decline(0, 1), "pass"])));
    assert_eq!((g.st.active, g.pending().unwrap().kind), (0, DecisionKind::Main));
    assert!(!triggered(&events, 0, 1));
}

#[test]
fn the_stonetree_strikes_harder_with_its_counters_and_loses_them_all_when_it_moves() {
    // Stonetree (vs-084), strike 2-3-4, clumsy: + its counters to its strike; moving, it
    // loses them all. 5 - 1 against 1: medium, 3 (+2 with its two counters, standing still).
    let board = |at_cell: [u8; 2]| json!([{ "card": "vs-084", "owner": 0, "cell": at_cell, "counters": 2 }, at("vs-001", 1, [2, 3])]);
    let whole = |creatures: Value, choices: Value| json!({ "ruleset": "berserk", "dice": [5, 1], "creatures": creatures, "choices": choices });
    let (g, _) = played(whole(board([2, 2]), json!([strike(0, 1)])));
    assert_eq!((g.creature(1).unwrap().wounds, g.creature(0).unwrap().counters), (5, 2));
    let step = json!({ "type": "move", "creature": 0, "to": [2, 2] });
    let (g, events) = played(whole(board([2, 1]), json!([step, strike(0, 1)])));
    assert_eq!((g.creature(1).unwrap().wounds, g.creature(0).unwrap().counters), (3, 0));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::CountersLost { lost: 2, left: 0, .. })));
}
