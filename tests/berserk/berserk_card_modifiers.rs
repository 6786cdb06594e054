#![cfg(not(target_arch = "wasm32"))]
//! Negative changes to strikes and life [B-ATK-3] [B-GAME-12] [B-GAME-13]: a penalty gained
//! from a card's ability lowers a creature's strikes, never below 0. Each through a scenario of
//! printed cards («Война стихий»).

use crate::berserk_cards;

use arbiter::rulesets::berserk::events::EventKind;
use berserk_cards::{act, played, refused, scenario, strike};
use serde_json::{json, Value};

/// The Forest Robber (vs-075) with `counters` at [2, 2], an own Nomad at [1, 2], an enemy Nomad
/// at [2, 3] (next to the Robber) and an enemy Nomad at [4, 4] (not next to it).
fn robber(counters: u8) -> Value {
    json!([
        { "card": "vs-075", "owner": 0, "cell": [2, 2], "counters": counters },
        { "card": "vs-001", "owner": 0, "cell": [1, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] },
        { "card": "vs-001", "owner": 1, "cell": [4, 4] }
    ])
}

fn passes(n: usize) -> Vec<Value> {
    vec![json!("pass"); n]
}

/// The strike values calculated, in order.
fn values(events: &[arbiter::rulesets::berserk::BerserkEvent]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::StrikeCalculated { value, .. } => Some(value),
            _ => None,
        })
        .collect()
}

#[test]
fn the_forest_robber_steals_an_adjacent_enemys_weapon_for_good() {
    // Turn 1 it acts; turn 2 the Nomad strikes strong (3 − 1); turn 3 the Robber strikes
    // strong (3 + 1).
    let mut choices = vec![act(0, 1, 2), json!("pass"), strike(2, 1)];
    choices.extend(passes(17));
    choices.push(strike(0, 2));
    let (g, events) = played(scenario(json!([6, 1, 6]), robber(1), Value::Array(choices)));
    assert_eq!(values(&events), [2, 4]);
    assert_eq!(g.st.creatures[1].wounds, 2);
    assert_eq!(g.st.creatures[2].wounds, 4);
    assert_eq!(g.st.creatures[0].counters, 0);
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::StrikeReduced {
            amount: 1,
            value: 2,
            ..
        }
    )));
}

#[test]
fn a_strike_penalty_never_takes_a_strike_below_zero() {
    // The Nomad's weak strike (1) less 1 is 0: no wound.
    let mut choices = vec![act(0, 1, 2), json!("pass"), strike(2, 1)];
    choices.extend(passes(2));
    let (g, events) = played(scenario(json!([1, 1]), robber(1), Value::Array(choices)));
    assert_eq!(values(&events), [0]);
    assert_eq!(g.st.creatures[1].wounds, 0);
}

#[test]
fn an_unpenalised_enemy_strikes_in_full() {
    // The enemy not robbed strikes strong 3.
    let choices = vec![
        act(0, 1, 2),
        json!("pass"),
        json!({ "type": "move", "creature": 3, "to": [3, 3] }),
        strike(3, 0),
    ];
    let (_, events) = played(scenario(json!([6, 1]), robber(1), Value::Array(choices)));
    assert_eq!(values(&events), [3]);
}

#[test]
fn the_forest_robber_acts_once_per_battle_on_an_adjacent_enemy_for_a_counter() {
    // Not next to it, nor its own creature.
    assert!(refused(scenario(json!([]), robber(1), json!([act(0, 1, 3)]))).contains("target"));
    assert!(refused(scenario(json!([]), robber(1), json!([act(0, 1, 1)]))).contains("target"));
    // No counter.
    refused(scenario(json!([]), robber(0), json!([act(0, 1, 2)])));
    // Once per battle: two turns later, with a counter left, it is refused.
    let choices = vec![act(0, 1, 2), json!("pass"), json!("pass"), act(0, 1, 2)];
    refused(scenario(json!([]), robber(2), Value::Array(choices)));
    let (g, _) = played(scenario(json!([]), robber(2), json!([act(0, 1, 2), "pass", "pass"])));
    assert_eq!(g.st.creatures[0].counters, 1);
    assert!(!g.st.creatures[0].closed);
}

/// The Moon Banshee (vs-157) with `counters` at [0, 1], an own Nomad at [2, 2], an enemy Nomad
/// at [2, 3] and an enemy Nomad wounded `wounds` at [4, 4].
fn banshee(counters: u8, wounds: u8) -> Value {
    json!([
        { "card": "vs-157", "owner": 0, "cell": [0, 1], "counters": counters },
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] },
        { "card": "vs-001", "owner": 1, "cell": [4, 4], "wounds": wounds }
    ])
}

#[test]
fn the_moon_banshees_cry_lowers_a_chosen_strike_by_one_and_gives_her_a_counter() {
    // The Nomad attacks (die 1 against 6): the enemy's medium counter-strike 2 becomes 1.
    let mut choices = vec![strike(1, 2)];
    choices.extend(passes(6));
    choices.push(act(0, 0, 2));
    let (g, events) = played(scenario(json!([1, 6]), banshee(0, 0), Value::Array(choices.clone())));
    assert_eq!(values(&events), [1]);
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert_eq!(g.st.creatures[0].counters, 1);
    // The penalty ends with the attack.
    assert!(g.st.creatures[2].gained.is_empty());
    // Without the cry: 2.
    choices.pop();
    let (_, events) = played(scenario(json!([1, 6]), banshee(0, 0), Value::Array(choices)));
    assert_eq!(values(&events), [2]);
}

#[test]
fn the_moon_banshees_cry_needs_a_strike_determined() {
    // Before the strikes are given (the roll still on the stack), no strike to choose.
    let mut choices = vec![strike(1, 2)];
    choices.extend(passes(4));
    choices.push(act(0, 0, 2));
    assert!(refused(scenario(json!([1, 6]), banshee(0, 0), Value::Array(choices))).contains("target"));
    // Outside an attack it is not used at all.
    refused(scenario(json!([]), banshee(0, 0), json!([act(0, 0, 2)])));
    // A creature without a strike in this attack (the attacker, die 1 against 6, strikes none).
    let mut choices = vec![strike(1, 2)];
    choices.extend(passes(6));
    choices.push(act(0, 0, 1));
    refused(scenario(json!([1, 6]), banshee(0, 0), Value::Array(choices)));
}

#[test]
fn the_moon_banshees_terror_lowers_life_until_the_end_of_the_turn() {
    // Wounded 5, life 8 − 3: it dies at once.
    let (g, _) = played(scenario(json!([]), banshee(1, 5), json!([act(0, 1, 3)])));
    assert!(g.st.creatures[3].dead);
    assert_eq!(g.st.creatures[0].counters, 0);
    // Wounded 4: it lives, and its life is whole again after the turn.
    let (g, events) = played(scenario(json!([]), banshee(1, 4), json!([act(0, 1, 3), "pass"])));
    assert!(!g.st.creatures[3].dead);
    assert!(g.st.creatures[3].gained.is_empty());
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::FeatureLost { feature, .. } if feature == "life_penalty")));
    // No counter: refused.
    refused(scenario(json!([]), banshee(0, 5), json!([act(0, 1, 3)])));
    // Not on one of her own.
    refused(scenario(json!([]), banshee(1, 5), json!([act(0, 1, 1)])));
}

#[test]
fn the_moon_banshees_terror_spares_a_creature_wounded_by_an_attack_this_turn() {
    // The enemy Nomad took 2 from our Nomad's medium strike (die 4 against 1) this turn.
    let mut choices = vec![strike(1, 2)];
    choices.extend(passes(16));
    choices.push(act(0, 1, 2));
    let e = refused(scenario(json!([4, 1]), banshee(1, 0), Value::Array(choices.clone())));
    assert!(e.contains("target"), "{e}");
    // The enemy Nomad not attacked may be chosen.
    choices.pop();
    choices.push(act(0, 1, 3));
    let (g, _) = played(scenario(json!([4, 1]), banshee(1, 5), Value::Array(choices)));
    assert!(g.st.creatures[3].dead);
}

#[test]
fn the_flesh_stitcher_heals_a_dark_creature_and_takes_a_counter() {
    // [tap]: heal 1 a Darkness creature and gain a counter (its second ability).
    let s = |target: u16| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-148", "owner": 0, "cell": [0, 1] },
                { "card": "vs-157", "owner": 0, "cell": [2, 2], "wounds": 2 },
                { "card": "vs-001", "owner": 0, "cell": [3, 2], "wounds": 2 },
                { "card": "vs-001", "owner": 1, "cell": [3, 4] }
            ]),
            json!([act(0, 1, target)]),
        )
    };
    let (g, _) = played(s(1));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[0].counters), (1, 1));
    assert!(refused(s(2)).contains("target"));
}

#[test]
fn the_ice_hunters_strike_through_a_row_gives_the_creature_in_front_attack_experience() {
    let s = |front: bool, choices: Value| {
        let mut creatures = vec![
            json!({ "card": "vs-045", "owner": 0, "cell": [2, 1] }),
            json!({ "card": "vs-001", "owner": 1, "cell": [2, 3] }),
        ];
        if front {
            creatures.push(json!({ "card": "vs-001", "owner": 0, "cell": [2, 2] }));
        }
        scenario(json!([4, 2]), Value::Array(creatures), choices)
    };
    let kept = |g: &arbiter::rulesets::berserk::BerserkGame, uid: usize| {
        g.st.creatures[uid]
            .gained
            .iter()
            .map(|(f, _)| f.key())
            .collect::<Vec<_>>()
    };
    // The Nomad in front of it gains attack experience 1; the target takes 2.
    let (g, _) = played(s(true, json!([act(0, 0, 1)])));
    assert_eq!(kept(&g, 2), ["attack_experience"]);
    assert_eq!(g.st.creatures[1].wounds, 2);
    // Lost at the end of the turn.
    let mut choices = vec![act(0, 0, 1)];
    choices.extend(passes(13));
    let (g, _) = played(s(true, Value::Array(choices)));
    assert!(g.st.creatures[2].gained.is_empty());
    // Nobody in front: nobody gains it, the strike still lands.
    let (g, events) = played(s(false, json!([act(0, 0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 2);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::FeatureGained { .. })));
}

/// A scenario's own card with `features` struck by one of strike 2 (the dice do not matter).
fn struck_card_with(features: Value) -> Value {
    let mut c = vec![json!({ "type": "strike", "attacker": 0, "target": 1 })];
    c.extend((0..16).map(|_| json!("pass")));
    json!({ "ruleset": "berserk", "dice": [3, 3],
        "cards": [{ "id": "hitter", "name": { "en": "Hitter", "ru": "Бьющий" }, "life": 5, "strike": [2, 2, 2], "movement": 1 },
                  { "id": "padded", "name": { "en": "Padded", "ru": "Стёганый" }, "life": 5, "strike": [0, 0, 0], "movement": 1, "features": features }],
        "creatures": [{ "card": "hitter", "owner": 0, "cell": [2, 2] }, { "card": "padded", "owner": 1, "cell": [2, 3] }],
        "choices": c })
}

#[test]
fn damage_reduction_is_one_feature_under_the_datas_name_and_the_older_one() {
    let wounds = |features: Value| {
        arbiter::rulesets::berserk::scenario::run(struck_card_with(features))
            .unwrap()
            .0
            .st
            .creatures[1]
            .wounds
    };
    assert_eq!(wounds(json!([])), 2);
    assert_eq!(wounds(json!([{ "damage_reduction": 1 }])), 1);
    assert_eq!(wounds(json!([{ "non_magic_reduction": 1 }])), 1);
}
