#![cfg(not(target_arch = "wasm32"))]
//! Actions written on printed cards [B-GAME-12] and the attacks made from them that are not
//! simple strikes [B-GAME-9]: a strike through a row, a special strike; costs of counters and
//! of uses per turn or battle. Each through a scenario of printed cards («Война стихий»).

use arbiter::core::Game;
use arbiter::rulesets::berserk::cards::{Feature, Until};
use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::{BerserkGame, Choice, EventKind};
use serde_json::{json, Value};

fn scenario(creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "creatures": creatures, "choices": choices })
}

fn act(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target })
}

fn offered(g: &BerserkGame, creature: u16, ability: u8, target: u16) -> bool {
    g.pending().unwrap().options.contains(&Choice::Act {
        player: 0,
        creature,
        ability,
        target,
        also: vec![],
        x: 0,
        cell: None,
    })
}

/// The refusal of `s`, and that its rule is `rule`.
fn refused(s: Value, rule: &str) -> String {
    let e = run(s).expect_err("refused");
    assert_eq!(e.rule.as_deref(), Some(rule), "{e}");
    e.to_string()
}

#[test]
fn a_strike_through_a_row_goes_over_one_cell_in_a_line_never_over_an_enemy() {
    // Kshar (vs-002), ability 0: [tap] strike through a row 1.
    let at = |cell: [u8; 2], middle: Option<u8>| {
        let mut cs = vec![
            json!({ "card": "vs-002", "owner": 0, "cell": [2, 1] }),
            json!({ "card": "vs-001", "owner": 1, "cell": cell }),
        ];
        if let Some(owner) = middle {
            cs.push(json!({ "card": "vs-001", "owner": owner, "cell": [2, 2] }));
        }
        Value::Array(cs)
    };
    for (cell, middle, reach) in [
        ([2, 3], None, true),
        ([2, 3], Some(0), true),
        ([2, 3], Some(1), false),
        ([0, 1], None, true),
        ([3, 3], None, false),
        ([2, 4], None, false),
        ([2, 2], None, false),
        ([4, 3], None, false),
    ] {
        let (g, _) = run(scenario(at(cell, middle), json!([]))).unwrap();
        assert_eq!(offered(&g, 0, 0, 1), reach, "target at {cell:?}, middle {middle:?}");
        if !reach {
            let e = refused(scenario(at(cell, middle), json!([act(0, 0, 1)])), "B-GAME-9");
            assert!(e.contains("through a row"), "{e}");
        }
    }
    // One wound, no die, no counter-strike; Kshar closes.
    let (g, events) = run(scenario(at([2, 3], None), json!([act(0, 0, 1)]))).unwrap();
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[0].wounds), (1, 0));
    assert!(g.st.creatures[0].closed);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DieRolled { .. })));
}

#[test]
fn a_special_strike_hits_an_adjacent_enemy_for_its_value_and_costs_its_counter() {
    // Kshar (vs-002), ability 1: [counter][tap] special strike 3.
    let creatures = |counters: u8, cell: [u8; 2]| {
        json!([
            { "card": "vs-002", "owner": 0, "cell": [2, 1], "counters": counters },
            { "card": "vs-001", "owner": 1, "cell": cell }
        ])
    };
    let e = refused(scenario(creatures(0, [3, 2]), json!([act(0, 1, 1)])), "B-GAME-9");
    assert!(e.contains("counter"), "{e}");
    let (g, _) = run(scenario(creatures(1, [2, 3]), json!([]))).unwrap();
    assert!(!offered(&g, 0, 1, 1), "not two cells away");
    let (g, events) = run(scenario(creatures(1, [3, 2]), json!([act(0, 1, 1)]))).unwrap();
    assert_eq!(
        (g.st.creatures[1].wounds, g.st.creatures[0].wounds),
        (3, 0),
        "diagonal, no counter-strike"
    );
    assert_eq!(g.st.creatures[0].counters, 0);
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::RangedDeclared {
            counters: 1,
            value: [3, 3, 3],
            ..
        }
    )));
}

#[test]
fn an_action_heals_and_cures_the_chosen_creature_at_once() {
    // Druid (vs-073): [tap] a chosen creature heals 2 and is cured of poison.
    let creatures = json!([
        { "card": "vs-073", "owner": 0, "cell": [0, 0] },
        { "card": "vs-001", "owner": 0, "cell": [4, 1], "wounds": 3, "poison": 1 },
        { "card": "vs-001", "owner": 1, "cell": [2, 5], "wounds": 1 }
    ]);
    let (g, _) = run(scenario(creatures.clone(), json!([]))).unwrap();
    for target in 0..3 {
        assert!(offered(&g, 0, 0, target), "any creature, far or near, enemies too");
    }
    let (g, events) = run(scenario(creatures.clone(), json!([act(0, 0, 1)]))).unwrap();
    let ally = &g.st.creatures[1];
    assert_eq!((ally.wounds, ally.poison), (1, 0));
    assert!(g.st.creatures[0].closed);
    let used = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::AbilityUsed { .. }))
        .unwrap();
    assert_eq!(used.rule, "B-GAME-12");
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::Healed {
            healed: 2,
            total: 1,
            ..
        }
    )));
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::PoisonCured { .. })));
    // It is closed now: a second use the same turn is refused, and nothing changes.
    let e = refused(scenario(creatures, json!([act(0, 0, 1), act(0, 0, 2)])), "B-GAME-12");
    assert!(e.contains("closed"), "{e}");
}

#[test]
fn an_action_on_itself_names_no_other_target() {
    // Caveling (vs-152), ability 1: [tap] heals 3 on itself.
    let creatures = json!([
        { "card": "vs-152", "owner": 0, "cell": [0, 0], "wounds": 4 },
        { "card": "vs-001", "owner": 0, "cell": [1, 0], "wounds": 2 },
        { "card": "vs-001", "owner": 1, "cell": [2, 5] }
    ]);
    let (g, _) = run(scenario(creatures.clone(), json!([]))).unwrap();
    assert!(offered(&g, 0, 1, 0));
    assert!(!offered(&g, 0, 1, 1));
    let e = refused(scenario(creatures.clone(), json!([act(0, 1, 1)])), "B-GAME-12");
    assert!(e.contains("not a target"), "{e}");
    let (g, _) = run(scenario(creatures, json!([act(0, 1, 0)]))).unwrap();
    assert_eq!(g.st.creatures[0].wounds, 1);
}

#[test]
fn a_full_heal_takes_every_wound_off() {
    // Leshy (vs-071): [tap] heals itself fully.
    let creatures = json!([
        { "card": "vs-071", "owner": 0, "cell": [0, 0], "wounds": 6 },
        { "card": "vs-001", "owner": 1, "cell": [2, 5] }
    ]);
    let (g, events) = run(scenario(creatures, json!([act(0, 0, 0)]))).unwrap();
    assert_eq!(g.st.creatures[0].wounds, 0);
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::Healed {
            healed: 6,
            total: 0,
            ..
        }
    )));
}

#[test]
fn wounds_of_an_action_kill_and_ignore_armour_and_a_use_per_battle_is_spent_for_good() {
    // A card of an editor's: [tap], once per battle: 2 wounds to an adjacent enemy.
    let s = |choices: Value| {
        json!({
            "ruleset": "berserk",
            "cards": [{ "id": "stabber", "name": { "en": "Stabber", "ru": "Колун" }, "life": 5, "strike": [1, 1, 1], "movement": 1,
                "abilities": [{ "when": "action", "cost": ["tap", "once_per_battle"], "target": "adjacent_enemy", "do": { "wounds": 2 } }] },
                { "id": "plated", "name": { "en": "Plated", "ru": "Латный" }, "life": 5, "strike": [1, 1, 1], "movement": 1, "features": [{ "armour": 3 }] }],
            "creatures": [
                { "card": "stabber", "owner": 0, "cell": [2, 2] },
                { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 6 },
                { "card": "plated", "owner": 1, "cell": [3, 3] },
                { "card": "vs-001", "owner": 1, "cell": [0, 5] }
            ],
            "choices": choices
        })
    };
    let (g, _) = run(s(json!([]))).unwrap();
    assert!(offered(&g, 0, 0, 1) && offered(&g, 0, 0, 2));
    assert!(!offered(&g, 0, 0, 3), "not adjacent");
    assert!(!offered(&g, 0, 0, 0), "not itself");
    let (g, events) = run(s(json!([act(0, 0, 1)]))).unwrap();
    assert!(g.st.creatures[1].dead, "6 + 2 wounds reach the Nomad's life 8");
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::Died { .. })));
    let (g, _) = run(s(json!([act(0, 0, 2)]))).unwrap();
    assert_eq!(
        g.st.creatures[2].wounds, 2,
        "armour 3 does not act on an action's wounds"
    );
    // Next turn of player 0 (both pass): the use is spent for the battle.
    let pass = |p: u8| json!({ "type": "pass", "player": p });
    let e = refused(s(json!([act(0, 0, 2), pass(0), pass(1), act(0, 0, 2)])), "B-GAME-12");
    assert!(e.contains("as often as its card allows"), "{e}");
}

#[test]
fn the_narration_calls_a_scenario_s_own_card_by_its_name_when_given_the_scenario_s_cards() {
    let cards = json!([{ "id": "kochevnik", "name": { "en": "Nomad", "ru": "Кочевник" }, "life": 8, "strike": [1, 2, 3], "movement": 2 }]);
    let s = json!({
        "ruleset": "berserk", "dice": [6, 1], "cards": cards,
        "creatures": [{ "card": "kochevnik", "owner": 0, "cell": [2, 2] }, { "card": "vs-001", "owner": 1, "cell": [2, 3] }],
        "choices": [{ "type": "strike", "attacker": 0, "target": 1 }]
    });
    let (_, events) = run(s).unwrap();
    let declared = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::AttackDeclared { .. }))
        .unwrap();
    let event = serde_json::to_value(declared).unwrap();
    let named = arbiter::session::narrate_with_cards(event.clone(), "en", &cards).unwrap();
    assert!(named.starts_with("Nomad #0 attacks Nomad #1"), "{named}");
    let ru = arbiter::session::narrate_with_cards(event.clone(), "ru", &cards).unwrap();
    assert!(ru.starts_with("Кочевник #0"), "{ru}");
    // Without the scenario's cards the engine knows its catalogue alone: the id.
    let bare = arbiter::session::narrate(event, "en").unwrap();
    assert!(bare.starts_with("kochevnik #0"), "{bare}");
}

#[test]
fn a_spell_on_every_poisoned_enemy_passes_over_protection_from_spells() {
    // Undine (vs-129), ability 1: [tap] a spell, 1 wound to every poisoned enemy creature.
    let s = json!({
        "ruleset": "berserk",
        "creatures": [
            { "card": "vs-129", "owner": 0, "cell": [2, 0] },
            { "card": "vs-001", "owner": 1, "cell": [0, 5], "poison": 1 },
            { "card": "vs-081", "owner": 1, "cell": [1, 5], "poison": 2 },
            { "card": "vs-001", "owner": 1, "cell": [2, 5] },
            { "card": "vs-001", "owner": 0, "cell": [3, 0], "poison": 1 }
        ],
        "choices": [act(0, 1, 0)]
    });
    let (g, _) = run(s).unwrap();
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    // The poisoned Nomad only: the Satyr Leader has protection from spells, the other enemy
    // carries no poison, and Undine's own poisoned creature is no enemy.
    assert_eq!(wounds, [0, 1, 0, 0, 0]);
    assert!(g.st.creatures[0].closed);
}

#[test]
fn a_spell_cannot_choose_a_creature_with_protection_from_spells() {
    let s = |choices: Value| {
        json!({
            "ruleset": "berserk",
            "cards": [{ "id": "hexer", "name": { "en": "Hexer", "ru": "Порчун" }, "life": 5, "strike": [1, 1, 1], "movement": 1,
                "abilities": [{ "when": "action", "cost": ["tap"], "as": "spell", "target": "chosen_enemy", "do": { "wounds": 2 } }] }],
            "creatures": [
                { "card": "hexer", "owner": 0, "cell": [2, 0] },
                { "card": "vs-081", "owner": 1, "cell": [1, 5] },
                { "card": "vs-001", "owner": 1, "cell": [2, 5] }
            ],
            "choices": choices
        })
    };
    let (g, _) = run(s(json!([]))).unwrap();
    assert!(offered(&g, 0, 0, 2));
    assert!(!offered(&g, 0, 0, 1), "protection from spells");
    let e = refused(s(json!([act(0, 0, 1)])), "B-GAME-12");
    assert!(e.contains("protection from spells"), "{e}");
    let (g, _) = run(s(json!([act(0, 0, 2)]))).unwrap();
    assert_eq!(g.st.creatures[2].wounds, 2);
}

#[test]
fn a_feature_gained_for_good_outlasts_the_turn() {
    // Drakkarkh (vs-159), ability 2: [tap] it gains a directed strike for the rest of the battle.
    let s = json!({
        "ruleset": "berserk",
        "creatures": [
            { "card": "vs-159", "owner": 0, "cell": [2, 0], "flying": true },
            { "card": "vs-001", "owner": 1, "cell": [2, 5] }
        ],
        "choices": [act(0, 2, 0), "pass", "pass"]
    });
    let (g, events) = run(s).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::TurnStarted { turn: 3, .. })));
    assert_eq!(
        g.st.creatures[0].gained,
        [(Feature::DirectedStrike, Until::EndOfBattle)]
    );
}

/// The wounds on each creature after `s`.
fn wounds_after(s: Value) -> Vec<u8> {
    run(s).unwrap().0.st.creatures.iter().map(|c| c.wounds).collect()
}

#[test]
fn a_shot_gains_for_each_counter_it_spends() {
    // Crossbowman (vs-017), ability 1: [tap] shot 1-2-3, +2 for each counter, spending them all.
    let s = |counters: u8| {
        json!({ "ruleset": "berserk", "dice": [6],
            "creatures": [{ "card": "vs-017", "owner": 0, "cell": [2, 0], "counters": counters },
                          { "card": "vs-081", "owner": 1, "cell": [2, 4] }],
            "choices": [act(0, 1, 1)] })
    };
    let (g, _) = run(s(3)).unwrap();
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[0].counters), (3 + 2 * 3, 0));
    assert_eq!(wounds_after(s(0)), [0, 3]);
}

#[test]
fn a_special_strike_stuns_its_target_only_if_it_is_closed() {
    // Borg (vs-055): [counter][tap] special strike 3; stun 1 if the target is closed.
    let s = |closed: bool| {
        json!({ "ruleset": "berserk",
            "creatures": [{ "card": "vs-055", "owner": 0, "cell": [2, 2], "counters": 1 },
                          { "card": "vs-081", "owner": 1, "cell": [2, 3], "closed": closed }],
            "choices": [act(0, 0, 1)] })
    };
    let (g, events) = run(s(true)).unwrap();
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].stunned), (3, 1));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::Stunned { turns: 1, .. })));
    let (g, _) = run(s(false)).unwrap();
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].stunned), (3, 0));
}

#[test]
fn a_throw_gains_1_with_an_unwounded_ally_opposite_the_thrower() {
    // Atekar (vs-069): [tap] throw 0-1-2 at range 3, +1 with an unwounded ally opposite it.
    let s = |ally: [u8; 2], wounds: u8| {
        json!({ "ruleset": "berserk", "dice": [6],
            "creatures": [{ "card": "vs-069", "owner": 0, "cell": [2, 1] },
                          { "card": "vs-081", "owner": 1, "cell": [2, 4] },
                          { "card": "vs-001", "owner": 0, "cell": ally, "wounds": wounds }],
            "choices": [act(0, 0, 1)] })
    };
    assert_eq!(wounds_after(s([2, 2], 0))[1], 3);
    assert_eq!(wounds_after(s([2, 2], 1))[1], 2, "a wounded ally");
    assert_eq!(wounds_after(s([1, 2], 0))[1], 2, "not opposite");
    assert_eq!(wounds_after(s([2, 0], 0))[1], 2, "behind it");
}

#[test]
fn a_discharge_gains_3_with_an_own_creature_in_every_row() {
    // Succubus Tormentor (vs-142): [tap] discharge 1, +3 with one of ours in every row.
    let s = |last_row: u8| {
        let mut cs = vec![
            json!({ "card": "vs-142", "owner": 0, "cell": [2, 0] }),
            json!({ "card": "vs-081", "owner": 1, "cell": [4, 5] }),
        ];
        for row in 1..=last_row {
            cs.push(json!({ "card": "vs-001", "owner": 0, "cell": [0, row] }));
        }
        json!({ "ruleset": "berserk", "creatures": cs, "choices": [act(0, 0, 1)] })
    };
    assert_eq!(wounds_after(s(5))[1], 4);
    assert_eq!(wounds_after(s(4))[1], 1, "none in the last row");
}

#[test]
fn an_action_heals_up_to_three_own_creatures_of_its_element_each_named_once() {
    // Forest Fairy (vs-072): [tap] heal 1 to up to three of our Forests creatures.
    let s = |choices: Value| {
        json!({ "ruleset": "berserk",
            "creatures": [{ "card": "vs-072", "owner": 0, "cell": [2, 0], "flying": true },
                          { "card": "vs-069", "owner": 0, "cell": [0, 0], "wounds": 2 },
                          { "card": "vs-073", "owner": 0, "cell": [1, 0], "wounds": 2 },
                          { "card": "vs-069", "owner": 0, "cell": [3, 0], "wounds": 2 },
                          { "card": "vs-069", "owner": 0, "cell": [4, 0], "wounds": 2 },
                          { "card": "vs-001", "owner": 0, "cell": [0, 1], "wounds": 2 },
                          { "card": "vs-081", "owner": 1, "cell": [2, 5], "wounds": 2 }],
            "choices": choices })
    };
    let several = |target: u16, also: &[u16]| json!({ "type": "act", "creature": 0, "ability": 0, "target": target, "also": also });
    let (g, _) = run(s(json!([]))).unwrap();
    let options = g.pending().unwrap().options;
    let acts: Vec<&Choice> = options
        .iter()
        .filter(|c| matches!(c, Choice::Act { creature: 0, .. }))
        .collect();
    // Five own Forests creatures, the Fairy too (not the Steppe Nomad, not the enemy): one
    // option each, never a set of them [B-GAME-12].
    assert_eq!(acts.len(), 5);
    assert!(acts
        .iter()
        .all(|c| matches!(c, Choice::Act { also, .. } if also.is_empty())));
    // Declared on one, the others are asked one at a time: a trigger decision naming the
    // four left (not the first again), and a decline to stop there.
    let (g, events) = run(s(json!([act(0, 0, 4)]))).unwrap();
    assert!(
        !events.iter().any(|e| matches!(e.kind, EventKind::Healed { .. })),
        "not used yet"
    );
    let d = g.pending().unwrap();
    let picks = crate::berserk_cards::offered_targets(&d);
    assert_eq!(picks, [0, 1, 2, 3]);
    assert!(d
        .options
        .iter()
        .any(|c| matches!(c, Choice::Decline { creature: 0, .. })));
    let pick = |t: u16| json!({ "type": "trigger", "creature": 0, "ability": 0, "target": t });
    let decline = json!({ "type": "decline", "creature": 0, "ability": 0 });
    // Two more named: used on all three at once, in the order named.
    let (g, events) = run(s(json!([act(0, 0, 4), pick(1), pick(2)]))).unwrap();
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 1, 1, 2, 1, 2, 2]);
    assert!(g.st.creatures[0].closed && g.st.asked.is_empty());
    let used = events.iter().find_map(|e| {
        if let EventKind::AbilityUsed { target, also, .. } = &e.kind {
            Some((target.clone(), also.len()))
        } else {
            None
        }
    });
    assert_eq!(used.map(|(t, n)| (t.map(|t| t.uid), n)), Some((Some(4), 2)));
    // The same creature is not named twice.
    assert!(run(s(json!([act(0, 0, 4), pick(4)]))).is_err());
    // Stopped after one more: used on the two named.
    let (g, _) = run(s(json!([act(0, 0, 4), pick(1), decline]))).unwrap();
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 1, 2, 2, 1, 2, 2]);
    assert!(g.st.creatures[0].closed && g.st.asked.is_empty());
    let (g, events) = run(s(json!([several(1, &[2, 4])]))).unwrap();
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 1, 1, 2, 1, 2, 2]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Healed { .. }))
            .count(),
        3
    );
    // Refused, each under its own reason, and nothing changes.
    for (choice, words) in [
        (several(1, &[2, 3, 4]), "at most 3"),
        (several(1, &[1]), "ascending"),
        (several(2, &[1]), "ascending"),
        (several(1, &[5]), "not a target"),
        (several(1, &[6]), "not a target"),
    ] {
        let e = refused(s(json!([choice])), "B-GAME-12");
        assert!(e.contains(words), "{words}: {e}");
    }
    // A ranged attack has one target.
    let e = refused(
        json!({ "ruleset": "berserk",
            "creatures": [{ "card": "vs-002", "owner": 0, "cell": [2, 1] }, { "card": "vs-001", "owner": 1, "cell": [2, 3] }, { "card": "vs-001", "owner": 1, "cell": [3, 3] }],
            "choices": [{ "type": "act", "creature": 0, "ability": 0, "target": 1, "also": [2] }] }),
        "B-GAME-9",
    );
    assert!(e.contains("one target"), "{e}");
}

fn act_x(creature: u16, ability: u8, target: u16, x: u8) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target, "x": x })
}

#[test]
fn a_magic_strike_spends_x_counters_for_x_more() {
    // Axe Master (vs-046), ability 1: [X counters][tap] magic strike 0-1-2, +1 for each.
    let s = |choices: Value| {
        json!({ "ruleset": "berserk", "dice": [6],
            "creatures": [{ "card": "vs-046", "owner": 0, "cell": [2, 0], "counters": 3 },
                          { "card": "vs-081", "owner": 1, "cell": [2, 4] }],
            "choices": choices })
    };
    let (g, _) = run(s(json!([]))).unwrap();
    let xs: Vec<u8> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Act {
                creature: 0,
                ability: 1,
                target: 1,
                x,
                ..
            } => Some(*x),
            _ => None,
        })
        .collect();
    assert_eq!(xs, [1, 2, 3]);
    let (g, _) = run(s(json!([act_x(0, 1, 1, 2)]))).unwrap();
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[0].counters), (2 + 2, 1));
    let e = refused(s(json!([act_x(0, 1, 1, 0)])), "B-GAME-9");
    assert!(e.contains("X is named"), "{e}");
    let e = refused(s(json!([act_x(0, 1, 1, 4)])), "B-GAME-9");
    assert!(e.contains("needs 4 counters"), "{e}");
    // An ability with no X names none.
    let e = refused(
        json!({ "ruleset": "berserk",
            "creatures": [{ "card": "vs-002", "owner": 0, "cell": [2, 1] }, { "card": "vs-001", "owner": 1, "cell": [2, 3] }],
            "choices": [act_x(0, 0, 1, 1)] }),
        "B-GAME-9",
    );
    assert!(e.contains("X is named"), "{e}");
}

#[test]
fn the_centurion_takes_x_wounds_to_deal_x_less_1_to_the_enemy_opposite() {
    // Centurion (vs-049), ability 1: [counter][tap][X wounds to itself] X-1 wounds to the enemy
    // opposite it.
    let s = |choices: Value| {
        json!({ "ruleset": "berserk",
            "creatures": [{ "card": "vs-049", "owner": 0, "cell": [2, 2], "counters": 1, "wounds": 4 },
                          { "card": "vs-081", "owner": 1, "cell": [2, 3] },
                          { "card": "vs-081", "owner": 1, "cell": [3, 3] }],
            "choices": choices })
    };
    let (g, _) = run(s(json!([]))).unwrap();
    let acts: Vec<(u16, u8)> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Act {
                creature: 0,
                ability: 1,
                target,
                x,
                ..
            } => Some((*target, *x)),
            _ => None,
        })
        .collect();
    // Life 10 with 4 wounds: X up to 5; only the enemy opposite (not the diagonal one).
    assert_eq!(acts, [(1, 1), (1, 2), (1, 3), (1, 4), (1, 5)]);
    let (g, events) = run(s(json!([act_x(0, 1, 1, 3)]))).unwrap();
    assert_eq!(
        (
            g.st.creatures[0].wounds,
            g.st.creatures[1].wounds,
            g.st.creatures[0].counters
        ),
        (7, 2, 0)
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Wounded { .. }))
            .count(),
        2
    );
    let e = refused(s(json!([act_x(0, 1, 1, 6)])), "B-GAME-12");
    assert!(e.contains("would kill it"), "{e}");
    let e = refused(s(json!([act_x(0, 1, 2, 2)])), "B-GAME-12");
    assert!(e.contains("not a target"), "{e}");
}

#[test]
fn an_instant_is_used_with_priority_in_an_attack_and_resolves_from_the_stack() {
    // Ice Warden (vs-065), ability 0: an instant spell, [tap] close a creature that has not
    // moved this turn. Its side closes the struck Nomad before the target is fixed: the Nomad
    // gets no counter-strike [B-TABLE-2].
    let s = |moved: bool, choices: Value| {
        json!({ "ruleset": "berserk", "dice": [4],
            "creatures": [{ "card": "vs-065", "owner": 0, "cell": [0, 0] },
                          { "card": "vs-001", "owner": 0, "cell": [2, 2] },
                          { "card": "vs-001", "owner": 1, "cell": [2, 3], "moved": moved },
                          { "card": "vs-081", "owner": 1, "cell": [4, 5] }],
            "choices": choices })
    };
    let strike = json!({ "type": "strike", "attacker": 1, "target": 2 });
    let (g, _) = run(s(false, json!([]))).unwrap();
    assert!(!offered(&g, 0, 0, 2), "not in the main phase");
    let e = refused(s(false, json!([act(0, 0, 2)])), "B-GAME-12");
    assert!(e.contains("with priority during an attack"), "{e}");
    let mut choices = json!([strike.clone()]);
    let (g, _) = run(json!({ "ruleset": "berserk", "dice": [4], "until": "choices_end",
        "creatures": s(false, json!([]))["creatures"], "choices": choices.clone() }))
    .unwrap();
    assert!(
        offered(&g, 0, 0, 2) && offered(&g, 0, 0, 1),
        "with priority, on any creature that has not moved"
    );
    assert!(!offered(&g, 0, 0, 3), "protection from spells");
    choices.as_array_mut().unwrap().push(act(0, 0, 2));
    let (g, events) = run(s(false, choices.clone())).unwrap();
    let kinds: Vec<String> = events
        .iter()
        .map(|e| {
            serde_json::to_value(e).unwrap()["kind"]
                .as_str()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    let at = |kind: &str| kinds.iter().position(|k| k == kind).unwrap();
    let (used, resolved, fixed) = (at("ability_used"), at("ability_resolved"), at("target_fixed"));
    assert!(used < resolved && resolved < fixed, "{kinds:?}");
    assert!(g.st.creatures[0].closed && g.st.creatures[2].closed);
    // Only the attacker rolled: 4 against a closed creature is a medium strike, 2 wounds.
    assert_eq!((g.st.creatures[2].wounds, g.st.creatures[1].wounds), (2, 0));
    let e = refused(s(true, choices), "B-GAME-12");
    assert!(e.contains("not a target"), "{e}");
}

#[test]
fn an_instant_on_a_fighter_whose_die_shows_1() {
    // Explosive Mary (vs-174), ability 0: an instant, [tap] 2 wounds to a creature whose die
    // shows 1.
    let s = |choices: Value, until: &str| {
        json!({ "ruleset": "berserk", "dice": [4, 1], "until": until,
            "creatures": [{ "card": "vs-174", "owner": 0, "cell": [0, 0] },
                          { "card": "vs-001", "owner": 0, "cell": [2, 2] },
                          { "card": "vs-001", "owner": 1, "cell": [2, 3] }],
            "choices": choices })
    };
    let strike = json!({ "type": "strike", "attacker": 1, "target": 2 });
    let (g, _) = run(s(json!([strike.clone()]), "choices_end")).unwrap();
    assert!(!offered(&g, 0, 0, 2), "no die rolled yet");
    assert!(offered(&g, 0, 1, 2), "its other instant: 1 wound to an enemy");
    let rolled = json!([strike, "pass", "pass", "pass", "pass"]);
    let (g, _) = run(s(rolled.clone(), "choices_end")).unwrap();
    assert_eq!(g.st.attack.as_ref().unwrap().rolls, [Some(4), Some(1)]);
    assert!(
        offered(&g, 0, 0, 2) && !offered(&g, 0, 0, 1),
        "the target rolled 1, the attacker 4"
    );
    let mut choices = rolled;
    choices.as_array_mut().unwrap().push(act(0, 0, 2));
    let (g, _) = run(s(choices, "attack_end")).unwrap();
    // 2 wounds from Mary, then the attacker's strike: 4 against 1 gives a medium 2 with no
    // counter-strike.
    assert_eq!((g.st.creatures[2].wounds, g.st.creatures[1].wounds), (4, 0));
}

#[test]
fn an_instant_makes_a_fighting_ally_s_determined_strike_strong() {
    // Ost (vs-005), ability 0: an instant, [tap] the strike of one of ours in the fight is
    // strong.
    let s = |choices: Value, until: &str| {
        json!({ "ruleset": "berserk", "dice": [4, 1], "until": until,
            "creatures": [{ "card": "vs-005", "owner": 0, "cell": [0, 0] },
                          { "card": "vs-001", "owner": 0, "cell": [2, 2] },
                          { "card": "vs-001", "owner": 1, "cell": [2, 3] }],
            "choices": choices })
    };
    let rolled = json!([{ "type": "strike", "attacker": 1, "target": 2 }, "pass", "pass", "pass", "pass"]);
    let (g, _) = run(s(rolled.clone(), "choices_end")).unwrap();
    assert!(
        !offered(&g, 0, 0, 1),
        "the roll is on the stack: no strike determined yet"
    );
    let mut determined = rolled;
    determined
        .as_array_mut()
        .unwrap()
        .extend([json!("pass"), json!("pass")]);
    let (g, _) = run(s(determined.clone(), "choices_end")).unwrap();
    assert!(offered(&g, 0, 0, 1), "its ally's medium strike");
    assert!(!offered(&g, 0, 0, 2), "not the enemy's (which misses anyway)");
    determined.as_array_mut().unwrap().push(act(0, 0, 1));
    let (g, _) = run(s(determined, "attack_end")).unwrap();
    // The Nomad's strong strike: 3, not its medium 2.
    assert_eq!(g.st.creatures[2].wounds, 3);
}

#[test]
fn wounds_move_from_an_adjacent_swamp_creature_onto_the_one_acting_never_killing_it() {
    // Osklizg (vs-109), ability 0: [counter][tap] up to 4 wounds of an adjacent Swamps
    // creature move onto it.
    let s = |own: u8, choices: Value| {
        json!({ "ruleset": "berserk",
            "creatures": [{ "card": "vs-109", "owner": 0, "cell": [2, 2], "counters": 1, "wounds": own },
                          { "card": "vs-129", "owner": 0, "cell": [2, 1], "wounds": 5 },
                          { "card": "vs-001", "owner": 0, "cell": [1, 2], "wounds": 5 },
                          { "card": "vs-129", "owner": 0, "cell": [4, 0], "wounds": 5 },
                          { "card": "vs-001", "owner": 1, "cell": [2, 5] }],
            "choices": choices })
    };
    let (g, _) = run(s(1, json!([]))).unwrap();
    assert!(offered(&g, 0, 0, 1));
    assert!(
        !offered(&g, 0, 0, 2) && !offered(&g, 0, 0, 3),
        "a Steppe creature; one not adjacent"
    );
    let wounds = |own: u8| -> (u8, u8) {
        let g = run(s(own, json!([act(0, 0, 1)]))).unwrap().0;
        (g.st.creatures[0].wounds, g.st.creatures[1].wounds)
    };
    assert_eq!(wounds(1), (5, 1), "4 of its 5 wounds");
    assert_eq!(wounds(5), (7, 3), "2 only: an 8th wound would kill Osklizg");
}

#[test]
fn a_discharge_on_three_different_enemies_at_once_is_blocked_by_protection_from_discharges() {
    // Acolyte of Dzar (vs-010): [tap] discharge 1 on three different creatures.
    let s = |choices: Value| {
        json!({ "ruleset": "berserk",
            "creatures": [{ "card": "vs-010", "owner": 0, "cell": [2, 0] },
                          { "card": "vs-001", "owner": 0, "cell": [3, 0] },
                          { "card": "vs-001", "owner": 1, "cell": [0, 5] },
                          { "card": "vs-024", "owner": 1, "cell": [1, 5] },
                          { "card": "vs-001", "owner": 1, "cell": [2, 5] },
                          { "card": "vs-001", "owner": 1, "cell": [3, 5] }],
            "choices": choices })
    };
    let (g, _) = run(s(json!([]))).unwrap();
    let options = g.pending().unwrap().options;
    // Enemies only (ranged attacks aim at enemies): one option for each of the four, the
    // others asked one at a time.
    assert_eq!(
        options
            .iter()
            .filter(|c| matches!(c, Choice::Act { creature: 0, .. }))
            .count(),
        4
    );
    let pick = |t: u16| json!({ "type": "trigger", "creature": 0, "ability": 0, "target": t });
    let (g, _) = run(s(json!([act(0, 0, 2), pick(3), pick(4)]))).unwrap();
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 1, 0, 1, 0]);
    // Only enemies are asked: not the Acolyte's own creature.
    let (g, _) = run(s(json!([act(0, 0, 2)]))).unwrap();
    assert!(!g
        .pending()
        .unwrap()
        .options
        .iter()
        .any(|c| matches!(c, Choice::Trigger { target: 1, .. })));
    let choice = json!({ "type": "act", "creature": 0, "ability": 0, "target": 2, "also": [3, 4] });
    let (g, events) = run(s(json!([choice]))).unwrap();
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 1, 0, 1, 0]);
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::StrikeBlocked { .. })));
    let e = refused(
        s(json!([{ "type": "act", "creature": 0, "ability": 0, "target": 1, "also": [2] }])),
        "B-GAME-12",
    );
    assert!(e.contains("not a target"), "{e}");
}
