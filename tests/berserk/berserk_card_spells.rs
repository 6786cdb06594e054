#![cfg(not(target_arch = "wasm32"))]
//! Counters paid as X, spells and actions with a choice inside [B-GAME-11] [B-GAME-12]: an
//! action choosing several creatures names them one at a time, an action acting on a second
//! creature asks for it once the first is named. Each through a scenario of printed cards
//! («Война стихий»).

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{Choice, DecisionKind};
use berserk_cards::{at, played, refused};
use serde_json::{json, Value};

fn pick(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

fn act_x(creature: u16, ability: u8, target: u16, x: u8) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target, "x": x })
}

fn s(creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "creatures": creatures, "choices": choices })
}

/// The Soul Catcher (vs-095) with `counters`, an own Nomad wounded 3, an own Atekar wounded 1,
/// an enemy Nomad wounded 2 and an unwounded enemy Nomad.
fn catcher(counters: u8) -> Value {
    json!([
        { "card": "vs-095", "owner": 0, "cell": [2, 0], "counters": counters },
        { "card": "vs-001", "owner": 0, "cell": [1, 0], "wounds": 3 },
        { "card": "vs-069", "owner": 0, "cell": [3, 0], "wounds": 1 },
        { "card": "vs-001", "owner": 1, "cell": [1, 5], "wounds": 2 },
        at("vs-001", 1, [3, 5])
    ])
}

fn wounds(g: &arbiter::rulesets::berserk::BerserkGame) -> Vec<u8> {
    g.st.creatures.iter().map(|c| c.wounds).collect()
}

#[test]
fn the_soul_catcher_wounds_up_to_two_unwounded_creatures_named_one_at_a_time() {
    // [tap]: 1 wound to two (or fewer) creatures without wounds.
    let (g, _) = played(s(catcher(0), json!([])));
    let targets: Vec<u16> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Act {
                creature: 0,
                ability: 2,
                target,
                ..
            } => Some(*target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, [0, 4], "only the unwounded: itself and the enemy Nomad");
    let (g, _) = played(s(catcher(0), json!([act_x(0, 2, 4, 0)])));
    let d = g.pending().unwrap();
    assert_eq!(
        d.kind,
        DecisionKind::Targets,
        "an action names its next creature [B-GAME-12]"
    );
    assert!(d.options.contains(&Choice::Trigger {
        player: 0,
        creature: 0,
        ability: 2,
        target: 0
    }));
    assert!(!d
        .options
        .iter()
        .any(|c| matches!(c, Choice::Trigger { target: 1..=4, .. })));
    let (g, _) = played(s(catcher(0), json!([act_x(0, 2, 4, 0), pick(0, 2, 0)])));
    assert_eq!(wounds(&g), [1, 3, 1, 2, 1]);
    assert!(g.st.creatures[0].closed);
    // A wounded creature is not one it may name.
    let e = refused(s(catcher(0), json!([act_x(0, 2, 3, 0)])));
    assert!(e.contains("not a target"), "{e}");
}

#[test]
fn the_soul_catchers_spell_wounds_an_enemy_x_and_heals_an_own_creature_x() {
    // X counters [tap]: spell: X wounds to an enemy creature, heal X to one of yours.
    let (g, _) = played(s(catcher(3), json!([act_x(0, 3, 3, 2)])));
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Targets);
    let own = berserk_cards::offered_targets(&d);
    assert_eq!(own, [0, 1, 2], "its own creatures, itself too");
    assert!(
        !d.options.iter().any(|c| matches!(c, Choice::Decline { .. })),
        "it must heal"
    );
    assert_eq!(wounds(&g), [0, 3, 1, 2, 0], "not used before the second is named");
    let (g, _) = played(s(catcher(3), json!([act_x(0, 3, 3, 2), pick(0, 3, 1)])));
    assert_eq!(wounds(&g), [0, 1, 1, 4, 0]);
    assert_eq!(g.st.creatures[0].counters, 1);
    // X = 3 kills the enemy Nomad (8 life, 2 + 3 = 5: no), and heals the Atekar's 1 only.
    let (g, _) = played(s(catcher(3), json!([act_x(0, 3, 3, 3), pick(0, 3, 2)])));
    assert_eq!(wounds(&g), [0, 3, 0, 5, 0]);
    assert_eq!(g.st.creatures[0].counters, 0);
    // More counters than it has, or an own creature as the first: refused.
    assert!(refused(s(catcher(1), json!([act_x(0, 3, 3, 2)]))).contains("B-GAME-12"));
    assert!(refused(s(catcher(3), json!([act_x(0, 3, 1, 1)]))).contains("B-GAME-12"));
    // The heal cannot be named at once with `also`: it is asked.
    let also = json!({ "type": "act", "creature": 0, "ability": 3, "target": 3, "also": [1], "x": 1 });
    assert!(refused(s(catcher(3), json!([also]))).contains("B-GAME-12"));
}

/// The Volkhv (vs-003) with a counter, an own Nomad wounded 3, enemy Nomads and the Satyr
/// Leader (protected from spells).
fn volkhv() -> Value {
    json!([
        { "card": "vs-003", "owner": 0, "cell": [2, 0], "counters": 1 },
        { "card": "vs-001", "owner": 0, "cell": [1, 0], "wounds": 3 },
        at("vs-001", 1, [1, 5]),
        { "card": "vs-001", "owner": 1, "cell": [2, 5], "wounds": 1 },
        at("vs-081", 1, [3, 5])
    ])
}

#[test]
fn the_volkhvs_spell_moves_two_wounds_of_an_own_creature_onto_enemies_named_one_at_a_time() {
    // Counter [tap]: spell: move 2 (or fewer) wounds of an own creature onto enemy creatures.
    let (g, _) = played(s(volkhv(), json!([act_x(0, 0, 1, 0)])));
    let d = g.pending().unwrap();
    let enemies = berserk_cards::offered_targets(&d);
    assert_eq!(enemies, [2, 3], "enemies, not the Satyr Leader protected from spells");
    assert!(d.options.iter().any(|c| matches!(c, Choice::Decline { .. })));
    // Two named: one wound each.
    let (g, events) = played(s(volkhv(), json!([act_x(0, 0, 1, 0), pick(0, 0, 3), pick(0, 0, 2)])));
    assert_eq!(wounds(&g), [0, 1, 1, 2, 0]);
    assert_eq!(g.st.creatures[0].counters, 0);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e.kind, arbiter::rulesets::berserk::EventKind::WoundsMoved { .. }))
            .count(),
        2
    );
    // One named, then stopped: both onto it.
    let decline = json!({ "type": "decline", "creature": 0, "ability": 0 });
    let (g, _) = played(s(volkhv(), json!([act_x(0, 0, 1, 0), pick(0, 0, 2), decline.clone()])));
    assert_eq!(wounds(&g), [0, 1, 2, 1, 0]);
    // None named: the spell is spent, nothing moves.
    let (g, _) = played(s(volkhv(), json!([act_x(0, 0, 1, 0), decline])));
    assert_eq!(wounds(&g), [0, 3, 0, 1, 0]);
    assert!(g.st.creatures[0].closed);
    // An enemy as the first, or no counter: refused.
    assert!(refused(s(volkhv(), json!([act_x(0, 0, 2, 0)]))).contains("B-GAME-12"));
    let mut poor = volkhv();
    poor[0]["counters"] = json!(0);
    assert!(refused(s(poor, json!([act_x(0, 0, 1, 0)]))).contains("B-GAME-12"));
}

#[test]
fn the_volkhv_moves_no_more_wounds_than_its_creature_has() {
    let mut c = volkhv();
    c[1]["wounds"] = json!(1);
    let (g, _) = played(s(c, json!([act_x(0, 0, 1, 0), pick(0, 0, 2), pick(0, 0, 3)])));
    assert_eq!(wounds(&g), [0, 0, 1, 1, 0], "its one wound onto the first named");
}
