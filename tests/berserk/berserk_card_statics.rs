#![cfg(not(target_arch = "wasm32"))]
//! Static abilities of printed cards [B-GAME-10] beyond bonuses and reductions: conditions on
//! what the other creature has, bonuses to ranged attacks of a kind, simple strikes of a
//! strength blocked, an unanswerable strike. Each through a scenario with forced dice.

use crate::berserk_cards;
use arbiter::core::Game;

use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::EventKind;
use berserk_cards::{act, played, scenario, strike};
use serde_json::{json, Value};

#[test]
fn a_throw_gains_its_bonus_against_a_creature_with_experience_or_armour_only() {
    // Frostbiter (vs-040): [tap] throw 1-2-2 at range 3; +1 to its throws on a creature with
    // attack or defence experience or armour. Snakehead (vs-011) has experience; the Nomad none.
    for (target, want) in [("vs-011", 2), ("vs-001", 1)] {
        let creatures = json!([
            { "card": "vs-040", "owner": 0, "cell": [2, 1] },
            { "card": target, "owner": 1, "cell": [2, 3] }
        ]);
        let (g, events) = played(scenario(json!([1]), creatures, json!([act(0, 0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "throw on {target}, die 1 (weak: 1)");
        let bonus = events
            .iter()
            .find(|e| matches!(e.kind, EventKind::StrikeModified { .. }));
        assert_eq!(
            bonus.map(|e| e.rule.to_string()),
            (want == 2).then(|| "B-ATK-3".to_string())
        );
    }
}

#[test]
fn a_weak_simple_strike_on_the_sanctorum_is_blocked_a_medium_one_lands() {
    // Sanctorum (vs-016): weak simple strikes against it are blocked.
    let creatures = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-016", "owner": 1, "cell": [2, 3] }
    ]);
    // 4 against 3: the attacker's weak strike, no counter-strike.
    let (g, events) = played(scenario(json!([4, 3]), creatures.clone(), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 0);
    let blocked = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::StrikeBlocked { feature, .. } if feature == "block_strikes"))
        .expect("blocked");
    assert_eq!(blocked.rule, "B-ATK-4");
    // 5 against 2: a medium strike, the Nomad's 2.
    let (g, _) = played(scenario(json!([5, 2]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 2);
}

#[test]
fn a_strike_bonus_against_a_creature_with_a_discharge() {
    // Draks (vs-070), a flyer: +1 to its strike on a creature with a discharge, magic strike or
    // spell. Ost (vs-005) has a discharge; the Nomad has none. 6 against 1: a strong strike (2).
    for (target, want) in [("vs-005", 3), ("vs-001", 2)] {
        let creatures = json!([
            { "card": "vs-070", "owner": 0, "cell": [0, 0], "flying": true },
            { "card": target, "owner": 1, "cell": [2, 3] },
            { "card": "vs-001", "owner": 1, "cell": [4, 4] }
        ]);
        let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "on {target}");
    }
}

#[test]
fn an_unanswerable_strike_loses_its_counter_strike_and_offers_no_exchange() {
    let s = |dice: Value, choices: Value| {
        json!({
            "ruleset": "berserk",
            "dice": dice,
            "cards": [{ "id": "ghost-blade", "name": { "en": "Ghost Blade", "ru": "Призрачный клинок" }, "life": 6, "strike": [1, 2, 3], "movement": 1,
                "abilities": [{ "when": "static", "do": "unanswerable_strike" }] }],
            "creatures": [
                { "card": "ghost-blade", "owner": 0, "cell": [2, 2] },
                { "card": "vs-001", "owner": 1, "cell": [2, 3] }
            ],
            "choices": choices
        })
    };
    // 1 against 5 (-4): a weak strike and a medium counter-strike, the defender's exchange.
    let (g, events) = played(s(json!([1, 5]), json!([strike(0, 1)])));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[0].wounds), (1, 0));
    let lost = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::StrikeLost { feature, .. } if feature == "unanswerable_strike"))
        .expect("the counter-strike is lost");
    assert_eq!(lost.rule, "B-GAME-10");
    assert!(g.pending().unwrap().kind != arbiter::rulesets::berserk::game::DecisionKind::Exchange);
    // The same dice on a Nomad's strike: the counter-strike lands.
    let plain = json!({
        "ruleset": "berserk", "dice": [1, 5],
        "creatures": [{ "card": "vs-001", "owner": 0, "cell": [2, 2] }, { "card": "vs-001", "owner": 1, "cell": [2, 3] }],
        "choices": [strike(0, 1)]
    });
    let e = run(plain).expect_err("the exchange choice is awaited");
    assert!(e.to_string().contains("exchange choice"), "{e}");
}

#[test]
fn two_cards_whose_abilities_ask_what_the_other_has_face_each_other() {
    // Frostbiter (vs-040) asks whether its target has experience or armour; a Frostbiter
    // throwing at another asks it of a card that asks it back (it used to recurse forever).
    // Neither has them: a throw 1-2-2, die 1, is 1.
    let creatures = json!([
        { "card": "vs-040", "owner": 0, "cell": [2, 1] },
        { "card": "vs-040", "owner": 1, "cell": [2, 3] }
    ]);
    let (g, _) = played(scenario(json!([1]), creatures, json!([act(0, 0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
}
