#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played by code or by new terms of the card language: the
//! Desert Condor's dive (14), each through a scenario of printed cards, beside the case next
//! door where it must not act.

use crate::berserk_cards;

use arbiter::rulesets::berserk::EventKind;
use berserk_cards::{at, flying, played, refused, scenario, step, strike};
use serde_json::{json, Value};

fn pass() -> Value {
    json!({ "type": "pass" })
}

// ----- the Desert Condor (14) -------------------------------------------------------------------

/// The Desert Condor (0) of player 0, flying, with `counters`; of player 1 a Nomad (1) on
/// [2, 4] and a Kshar (2) on [3, 4]; a Manticore (3, a flyer) of player 1; a Nomad (4) of
/// player 0 on [4, 0], so that its side has a creature on the board.
fn condor(counters: u8, dice: Value, choices: Value) -> Value {
    let mut c = flying("vs-014", 0);
    c["counters"] = json!(counters);
    scenario(
        dice,
        json!([
            c,
            at("vs-001", 1, [2, 4]),
            at("vs-002", 1, [3, 4]),
            flying("vs-021", 1),
            at("vs-001", 0, [4, 0])
        ]),
        choices,
    )
}

fn dive(target: u16, cell: [u8; 2]) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": target, "cell": cell })
}

#[test]
fn the_dive_pushes_the_enemy_aside_lands_in_its_cell_and_wounds_it_by_the_die() {
    let (g, events) = played(condor(1, json!([6]), json!([dive(1, [1, 4])])));
    let (condor, nomad) = (&g.st.creatures[0], &g.st.creatures[1]);
    // The Nomad is pushed one step aside, not a move of its own.
    assert_eq!(nomad.cell, [1, 4]);
    assert!(!nomad.moved);
    // The Condor loses flight and stands where the Nomad stood, closed, its counter spent.
    assert!(!condor.flying);
    assert_eq!(condor.cell, [2, 4]);
    assert!(condor.closed);
    assert_eq!(condor.counters, 0);
    // A 6: strong, 4 wounds.
    assert_eq!(nomad.wounds, 4);
    let kinds: Vec<&EventKind> = events.iter().map(|e| &e.kind).collect();
    let landed = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Landed { .. }))
        .unwrap();
    assert_eq!(landed.rule, "B-GAME-12");
    assert!(matches!(&landed.kind, EventKind::Landed { creature, cell: [2, 4] } if creature.uid == 0));
    assert!(kinds.iter().any(|k| matches!(
        k,
        EventKind::EffectRolled {
            value: 6,
            amount: 4,
            ..
        }
    )));
    assert!(kinds.iter().any(
        |k| matches!(k, EventKind::Wounded { source, target, wounds: 4, .. } if source.uid == 0 && target.uid == 1)
    ));
    // The push comes first, then the landing, then the wounds.
    let at = |f: &dyn Fn(&EventKind) -> bool| kinds.iter().position(|k| f(k)).unwrap();
    let moved = at(&|k| matches!(k, EventKind::Moved { creature, .. } if creature.uid == 1));
    let land = at(&|k| matches!(k, EventKind::Landed { .. }));
    let wound = at(&|k| matches!(k, EventKind::Wounded { .. }));
    assert!(moved < land && land < wound);
}

#[test]
fn the_dive_wounds_3_for_a_weak_roll_and_4_for_a_medium_one() {
    for (roll, wounds) in [(1, 3), (3, 3), (4, 4), (5, 4)] {
        let (g, _) = played(condor(1, json!([roll]), json!([dive(1, [2, 3])])));
        assert_eq!(g.st.creatures[1].wounds, wounds, "a roll of {roll}");
        assert_eq!(g.st.creatures[1].cell, [2, 3]);
    }
}

#[test]
fn the_landed_condor_walks_one_cell_a_turn_and_is_struck_from_the_board() {
    // Before the dive, the Nomad on the board cannot strike the flying Condor.
    let s = condor(0, json!([]), json!([pass(), strike(1, 0)]));
    let why = refused(s);
    assert!(why.contains("B-GAME-8"), "{why}");
    // After it, the Nomad next to it strikes it as any creature on the board.
    let (g, _) = played(condor(
        1,
        json!([6, 3, 4]),
        json!([dive(1, [1, 4]), pass(), strike(1, 0)]),
    ));
    // The Condor is closed: only the Nomad rolls, 3, a weak strike of 1.
    assert_eq!(g.st.creatures[0].wounds, 1);
    assert!(g.st.creatures[1].closed);
    // Its movement is 1 from then on: one step, not two.
    let (g, _) = played(condor(
        1,
        json!([6]),
        json!([dive(1, [1, 4]), pass(), pass(), step(0, [2, 3])]),
    ));
    assert_eq!(g.st.creatures[0].cell, [2, 3]);
    let why = refused(condor(
        1,
        json!([6]),
        json!([dive(1, [1, 4]), pass(), pass(), step(0, [2, 2])]),
    ));
    assert!(why.contains("B-TURN-2"), "{why}");
}

#[test]
fn the_dive_needs_a_counter_a_free_cell_one_straight_step_away_and_an_enemy_on_the_board() {
    // No counter.
    let why = refused(condor(0, json!([6]), json!([dive(1, [1, 4])])));
    assert!(why.contains("needs 1 counters"), "{why}");
    // A diagonal cell, a cell two steps away, a taken cell.
    for cell in [[1, 3], [0, 4], [3, 4]] {
        let why = refused(condor(1, json!([6]), json!([dive(1, cell)])));
        assert!(why.contains("B-GAME-12"), "{cell:?}: {why}");
    }
    assert!(refused(condor(1, json!([6]), json!([dive(1, [1, 3])]))).contains("orthogonal"));
    // Not a flyer, not one of its own side.
    let why = refused(condor(1, json!([6]), json!([dive(3, [1, 4])])));
    assert!(why.contains("not on the board"), "{why}");
    let why = refused(condor(1, json!([6]), json!([dive(4, [3, 0])])));
    assert!(why.contains("not a target its card allows"), "{why}");
    // Without a cell.
    let why = refused(condor(
        1,
        json!([6]),
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 1 }]),
    ));
    assert!(why.contains("cell"));
}

#[test]
fn the_dive_is_used_once_a_battle() {
    let choices = json!([dive(1, [1, 4]), pass(), pass(), dive(2, [3, 3])]);
    let why = refused(condor(2, json!([6]), choices));
    assert!(why.contains("as often as its card allows"), "{why}");
}

// ----- the Voidwalker (6) -----------------------------------------------------------------------

/// The Voidwalker (0) of player 0 on [2, 1] with `counters`, a Nomad (1) of player 0 on [2, 2];
/// of player 1 a Kshar (2) on [2, 3], an Acolyte of Dzar (3, a discharge) on [0, 5] and a
/// Crossbowman (4, a shot) on [2, 5].
fn voidwalker(counters: u8, dice: Value, choices: Value) -> Value {
    scenario(
        dice,
        json!([
            { "card": "vs-006", "owner": 0, "cell": [2, 1], "counters": counters },
            at("vs-001", 0, [2, 2]),
            at("vs-002", 1, [2, 3]),
            at("vs-010", 1, [0, 5]),
            at("vs-017", 1, [2, 5]),
        ]),
        choices,
    )
}

fn shield(target: u16, x: u8) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": target, "x": x })
}

fn blocked_by(events: &[arbiter::rulesets::berserk::BerserkEvent], feature: &str) -> Vec<(u16, u16)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::StrikeBlocked {
                striker,
                target,
                feature: f,
            } if f == feature => Some((striker.uid, target.uid)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_shield_of_light_blocks_simple_strikes_and_shots_on_the_ally_but_not_discharges() {
    let then = |choice: Value| json!([shield(1, 2), pass(), choice]);
    // The Kshar's strike: 4 against 1, medium; blocked.
    let (g, events) = played(voidwalker(3, json!([4, 1]), then(strike(2, 1))));
    assert_eq!(g.st.creatures[1].wounds, 0);
    assert_eq!(blocked_by(&events, "non_magic_attack_protection"), [(2, 1)]);
    let blocked = events
        .iter()
        .find(
            |e| matches!(&e.kind, EventKind::StrikeBlocked { feature, .. } if feature == "non_magic_attack_protection"),
        )
        .unwrap();
    assert_eq!(blocked.rule, "B-ATK-4");
    // The Crossbowman's shot: 6, strong; blocked.
    let (g, events) = played(voidwalker(
        3,
        json!([6]),
        then(json!({ "type": "act", "creature": 4, "ability": 1, "target": 1 })),
    ));
    assert_eq!(g.st.creatures[1].wounds, 0);
    assert_eq!(blocked_by(&events, "non_magic_attack_protection"), [(4, 1)]);
    // The Acolyte's discharge, a magic attack, wounds it.
    let discharge = json!([
        shield(1, 2),
        pass(),
        { "type": "act", "creature": 3, "ability": 0, "target": 1 },
        { "type": "decline", "creature": 3, "ability": 0 },
    ]);
    let (g, events) = played(voidwalker(3, json!([]), discharge));
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert!(blocked_by(&events, "non_magic_attack_protection").is_empty());
    // Its X: 2 counters spent of 3; it closed; the feature lasts 2 turns of player 1.
    assert_eq!(g.st.creatures[0].counters, 1);
    let gained = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::FeatureGained { .. }))
        .unwrap();
    assert_eq!(gained.rule, "B-GAME-12");
    assert!(matches!(
        &gained.kind,
        EventKind::FeatureGained { creature, until: arbiter::rulesets::berserk::cards::Until::TurnsOf { player: 1, turns: 2 }, .. } if creature.uid == 1
    ));
    // Without the shield the Kshar's strike wounds it.
    let (g, _) = played(voidwalker(3, json!([4, 1]), json!([pass(), strike(2, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 2);
}

#[test]
fn the_shield_blocks_a_counter_strike_on_its_bearer_too() {
    // The shielded Nomad strikes the Kshar: 1 against 4, only the Kshar's weak counter-strike.
    let (g, events) = played(voidwalker(1, json!([1, 4]), json!([shield(1, 1), strike(1, 2)])));
    assert_eq!(blocked_by(&events, "non_magic_attack_protection"), [(2, 1)]);
    assert_eq!(g.st.creatures[1].wounds, 0);
    // Without it the counter-strike wounds it.
    let (g, _) = played(voidwalker(1, json!([1, 4]), json!([strike(1, 2)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
}

#[test]
fn the_shield_lasts_x_turns_of_the_opponent() {
    let gained = |g: &arbiter::rulesets::berserk::BerserkGame| g.st.creatures[1].gained.len();
    // X = 1: gone as the opponent's next turn ends.
    let (g, events) = played(voidwalker(1, json!([]), json!([shield(1, 1), pass()])));
    assert_eq!(gained(&g), 1);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::FeatureLost { .. })));
    let (g, events) = played(voidwalker(1, json!([]), json!([shield(1, 1), pass(), pass()])));
    assert_eq!(gained(&g), 0);
    let lost = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::FeatureLost { .. }))
        .unwrap();
    assert_eq!(lost.rule, "B-TURN-2");
    assert!(
        matches!(&lost.kind, EventKind::FeatureLost { creature, feature } if creature.uid == 1 && feature == "non_magic_attack_protection")
    );
    // X = 3: through three turns of the opponent, not a fourth.
    let (g, _) = played(voidwalker(
        3,
        json!([]),
        json!([shield(1, 3), pass(), pass(), pass(), pass(), pass()]),
    ));
    assert_eq!(gained(&g), 1);
    let (g, _) = played(voidwalker(
        3,
        json!([]),
        json!([shield(1, 3), pass(), pass(), pass(), pass(), pass(), pass()]),
    ));
    assert_eq!(gained(&g), 0);
}

#[test]
fn the_shield_costs_x_counters_and_goes_on_another_creature() {
    // Not more counters than it has; not on itself.
    let why = refused(voidwalker(1, json!([]), json!([shield(1, 2)])));
    assert!(why.contains("needs 2 counters"), "{why}");
    let why = refused(voidwalker(1, json!([]), json!([shield(0, 1)])));
    assert!(why.contains("not a target its card allows"), "{why}");
}

#[test]
fn the_voidwalker_holds_3_counters_at_most_and_takes_none_from_other_cards() {
    let take = json!({ "type": "take_counter", "creature": 0 });
    let (g, _) = played(voidwalker(2, json!([]), json!([take])));
    assert_eq!(g.st.creatures[0].counters, 3);
    let why = refused(voidwalker(3, json!([]), json!([take])));
    assert!(why.contains("B-GAME-11"), "{why}");
    // Chronos (5) spends its counter to give one: the Voidwalker takes none, a Nomad does.
    let s = |target: u16| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-006", "owner": 0, "cell": [2, 1], "counters": 1 },
                at("vs-001", 0, [2, 2]),
                at("vs-002", 1, [2, 3]),
                at("vs-010", 1, [0, 5]),
                at("vs-017", 1, [2, 5]),
                { "card": "vs-025", "owner": 0, "cell": [3, 1], "counters": 1 },
            ]),
            json!([{ "type": "act", "creature": 5, "ability": 1, "target": target }]),
        )
    };
    let (g, events) = played(s(0));
    assert_eq!(g.st.creatures[0].counters, 1);
    assert_eq!(g.st.creatures[5].counters, 0);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::CounterGained { .. })));
    let (g, _) = played(s(1));
    assert_eq!(g.st.creatures[1].counters, 1);
}

// ----- the Stormcaller (51) ---------------------------------------------------------------------

/// The Stormcaller (0) of player 0 on [2, 1] and a Nomad (1) of player 0 on [2, 2]; of player
/// 1, in its first row (row 3), a Kshar (2, ordinary) on [2, 3], Riala (3, elite) on [3, 3] and
/// a Garrid Archer (4, ordinary, a shot) on [0, 3]; a Crossbowman (5, a shot) on [2, 5].
fn stormcaller(dice: Value, choices: Value) -> Value {
    scenario(
        dice,
        json!([
            at("vs-051", 0, [2, 1]),
            at("vs-001", 0, [2, 2]),
            at("vs-002", 1, [2, 3]),
            at("vs-023", 1, [3, 3]),
            at("vs-113", 1, [0, 3]),
            at("vs-017", 1, [2, 5]),
        ]),
        choices,
    )
}

fn storm(row: u8) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": 0, "cell": [4, row] })
}

#[test]
fn the_storm_marks_each_cell_of_the_chosen_enemy_row_until_the_end_of_the_opponents_turn() {
    let (g, events) = played(stormcaller(json!([]), json!([storm(3)])));
    let cells: Vec<[u8; 2]> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut {
                marker,
                cell: Some(cell),
                source,
                ..
            } if marker == "storm" && source.uid == 0 => {
                assert_eq!(e.rule, "B-MARKER");
                Some(*cell)
            }
            _ => None,
        })
        .collect();
    assert_eq!(cells, [[0, 3], [1, 3], [2, 3], [3, 3], [4, 3]]);
    assert!(g.st.creatures[0].closed);
    // Still there in the opponent's turn, gone as it ends.
    let (g, _) = played(stormcaller(json!([]), json!([storm(3), pass()])));
    assert_eq!(g.st.markers.len(), 5);
    let (g, events) = played(stormcaller(json!([]), json!([storm(3), pass(), pass()])));
    assert!(g.st.markers.is_empty());
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::MarkerRemoved { .. }))
            .count(),
        5
    );
}

#[test]
fn the_storm_makes_each_attack_of_an_ordinary_enemy_in_the_row_worth_1() {
    // The Kshar's strong strike (6 against 1): 2, reduced to 1.
    let (g, events) = played(stormcaller(json!([6, 1]), json!([storm(3), pass(), strike(2, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
    let capped = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::StrikeCapped { .. }))
        .unwrap();
    assert_eq!(capped.rule, "B-ATK-3");
    assert!(
        matches!(&capped.kind, EventKind::StrikeCapped { striker, source, value: 1 } if striker.uid == 2 && source.uid == 0)
    );
    // Without the storm, 2.
    let (g, _) = played(stormcaller(json!([6, 1]), json!([pass(), strike(2, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 2);
    // The Archer's shot from the row (6: 3) is worth 1 too.
    let shot = json!({ "type": "act", "creature": 4, "ability": 0, "target": 1 });
    let (g, _) = played(stormcaller(json!([6]), json!([storm(3), pass(), shot])));
    assert_eq!(g.st.creatures[1].wounds, 1);
}

#[test]
fn the_storm_spares_elite_creatures_and_those_outside_the_row() {
    // Riala is elite: her strong strike (6 against 1) stays 4.
    let (g, events) = played(stormcaller(json!([6, 1]), json!([storm(3), pass(), strike(3, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 4);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::StrikeCapped { .. })));
    // The Crossbowman stands in row 5: its shot (6: 3) is whole.
    let shot = json!({ "type": "act", "creature": 5, "ability": 1, "target": 1 });
    let (g, _) = played(stormcaller(json!([6]), json!([storm(3), pass(), shot])));
    assert_eq!(g.st.creatures[1].wounds, 3);
}

#[test]
fn each_row_of_the_enemy_half_is_chosen_once_a_battle() {
    let again = |row: u8| json!([storm(3), pass(), pass(), storm(row)]);
    let why = refused(stormcaller(json!([]), again(3)));
    assert!(why.contains("once a battle"), "{why}");
    let (g, _) = played(stormcaller(json!([]), again(4)));
    assert!(g.st.markers.iter().all(|m| m.cell.is_some_and(|c| c[1] == 4)));
    // A row of its own half is not one it may choose; nor a cell off the board; nor no cell.
    for cell in [[4, 2], [4, 6]] {
        let why = refused(stormcaller(
            json!([]),
            json!([{ "type": "act", "creature": 0, "ability": 0, "target": 0, "cell": cell }]),
        ));
        assert!(why.contains("enemy half"), "{cell:?}: {why}");
    }
    let why = refused(stormcaller(json!([]), json!([act_on_self()])));
    assert!(why.contains("cell"), "{why}");
}

fn act_on_self() -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": 0 })
}

// ----- the Sower of Blight (124) ----------------------------------------------------------------

/// The Sower of Blight (0) of player 0 on [2, 2] and a Nomad (3) of player 0 on [1, 2]; of
/// player 1 a Nomad (1) on [2, 3] with 7 wounds and `poison`, and a Kshar (2) on [3, 3].
fn sower(poison: u8, choices: Value) -> Value {
    scenario(
        json!([]),
        json!([
            at("vs-124", 0, [2, 2]),
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 7, "poison": poison },
            at("vs-002", 1, [3, 3]),
            at("vs-001", 0, [1, 2]),
        ]),
        choices,
    )
}

fn sow(target: u16) -> Value {
    json!({ "type": "trigger", "creature": 0, "ability": 0, "target": target })
}

#[test]
fn a_death_by_poison_of_an_enemy_lets_the_sower_poison_a_creature_next_to_it_by_its_poison() {
    let (g, events) = played(sower(2, json!([pass(), sow(2)])));
    assert!(g.st.creatures[1].dead);
    // The Kshar next to the dead Nomad gets its poison, 2.
    assert_eq!(g.st.creatures[2].poison, 2);
    let triggered = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::AbilityTriggered { .. }))
        .unwrap();
    assert_eq!(triggered.rule, "B-GAME-13");
    assert!(
        matches!(&triggered.kind, EventKind::AbilityTriggered { creature, ability: 0, when } if creature.uid == 0 && when == "on_any_death")
    );
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::PoisonMarker { source, target, amount: 2 } if source.uid == 0 && target.uid == 2)));
    // Its owner chooses among the creatures next to the dead one, of either side.
    let (g, _) = played(sower(3, json!([pass(), sow(3)])));
    assert_eq!(g.st.creatures[3].poison, 3);
    assert_eq!(g.st.creatures[2].poison, 0);
}

#[test]
fn the_sower_may_decline_and_does_not_answer_other_deaths() {
    let decline = json!({ "type": "decline", "creature": 0, "ability": 0 });
    let (g, events) = played(sower(2, json!([pass(), decline])));
    assert_eq!(g.st.creatures[2].poison, 0);
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::TriggerDeclined { .. })));
    // Not a creature next to the dead one.
    let why = refused(sower(
        2,
        json!([pass(), { "type": "trigger", "creature": 0, "ability": 0, "target": 1 }]),
    ));
    assert!(why.contains("B-GAME-13"), "{why}");
    // A poison too weak to kill (5 wounds and 2): no death, nothing asked.
    let mut weak = sower(2, json!([pass()]));
    weak["creatures"][1]["wounds"] = json!(5);
    let (g, events) = played(weak);
    assert!(!g.st.creatures[1].dead);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
    // A death by a strike is not a death by poison: the Sower's Nomad kills the wounded enemy
    // Nomad with a strike (6 against 1).
    let s = scenario(
        json!([6, 1]),
        json!([
            at("vs-124", 0, [2, 2]),
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 7 },
            at("vs-002", 1, [3, 3]),
            at("vs-001", 0, [1, 2]),
        ]),
        json!([strike(3, 1)]),
    );
    let (g, events) = played(s);
    assert!(g.st.creatures[1].dead);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
}

#[test]
fn the_sower_answers_one_death_by_poison_a_turn_and_not_its_own_sides() {
    // Two enemies die of poison at once: the Sower is asked once.
    let s = scenario(
        json!([]),
        json!([
            at("vs-124", 0, [2, 2]),
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 7, "poison": 1 },
            { "card": "vs-001", "owner": 1, "cell": [3, 3], "wounds": 7, "poison": 1 },
            at("vs-002", 1, [1, 3]),
        ]),
        json!([pass(), sow(3)]),
    );
    let (g, events) = played(s);
    assert!(g.st.creatures[1].dead && g.st.creatures[2].dead);
    assert_eq!(g.st.creatures[3].poison, 1);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::AbilityTriggered { .. }))
            .count(),
        1
    );
    // Its own side's Nomad dying of poison: nothing.
    let s = scenario(
        json!([]),
        json!([
            at("vs-124", 0, [2, 2]),
            { "card": "vs-001", "owner": 0, "cell": [1, 2], "wounds": 7, "poison": 2 },
            at("vs-002", 1, [2, 3]),
        ]),
        json!([pass(), pass()]),
    );
    let (g, events) = played(s);
    assert!(g.st.creatures[1].dead);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
}

// ----- Nokami (123) -----------------------------------------------------------------------------

/// Nokami (0) of player 0 on [2, 2] and a Nomad (3) of player 0 on [1, 2] with `own_poison`;
/// of player 1 a Nomad (1) on [2, 3] with poison 1 and a Kshar (2) on [3, 3].
fn nokami(own_poison: u8, choices: Value) -> Value {
    scenario(
        json!([]),
        json!([
            at("vs-123", 0, [2, 2]),
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "poison": 1 },
            at("vs-002", 1, [3, 3]),
            { "card": "vs-001", "owner": 0, "cell": [1, 2], "poison": own_poison },
        ]),
        choices,
    )
}

fn boil(target: u16) -> Value {
    json!({ "type": "trigger", "creature": 0, "ability": 0, "target": target })
}

#[test]
fn poison_wounding_an_enemy_lets_nokami_wound_a_creature_next_to_it() {
    let (g, events) = played(nokami(0, json!([pass(), boil(2)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert_eq!(g.st.creatures[2].wounds, 1);
    let triggered = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::AbilityTriggered { .. }))
        .unwrap();
    assert_eq!(triggered.rule, "B-GAME-13");
    assert!(
        matches!(&triggered.kind, EventKind::AbilityTriggered { creature, ability: 0, when } if creature.uid == 0 && when == "on_poison_wounds")
    );
    // After the poison's wounds.
    let at = |f: &dyn Fn(&EventKind) -> bool| events.iter().position(|e| f(&e.kind)).unwrap();
    assert!(
        at(&|k| matches!(k, EventKind::PoisonWounds { .. })) < at(&|k| matches!(k, EventKind::AbilityTriggered { .. }))
    );
    // Any creature next to the poisoned one: its own Nomad too; not one elsewhere.
    let (g, _) = played(nokami(0, json!([pass(), boil(3)])));
    assert_eq!(g.st.creatures[3].wounds, 1);
    let why = refused(nokami(0, json!([pass(), boil(1)])));
    assert!(why.contains("B-GAME-13"), "{why}");
    // It may decline.
    let (g, _) = played(nokami(
        0,
        json!([pass(), { "type": "decline", "creature": 0, "ability": 0 }]),
    ));
    assert_eq!(g.st.creatures[2].wounds, 0);
}

#[test]
fn nokami_answers_poison_once_a_turn_and_only_on_enemies() {
    // Two enemies wounded by poison: asked once.
    let s = scenario(
        json!([]),
        json!([
            at("vs-123", 0, [2, 2]),
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "poison": 1 },
            { "card": "vs-002", "owner": 1, "cell": [3, 3], "poison": 1 },
        ]),
        json!([pass(), boil(2)]),
    );
    let (g, events) = played(s);
    assert_eq!(g.st.creatures[2].wounds, 2);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::AbilityTriggered { .. }))
            .count(),
        1
    );
    // Its own side's Nomad wounded by poison (turn 3): nothing asked.
    let (g, events) = played(nokami(
        1,
        json!([pass(), { "type": "decline", "creature": 0, "ability": 0 }, pass()]),
    ));
    assert_eq!(g.st.creatures[3].wounds, 1);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::AbilityTriggered { .. }))
            .count(),
        0
    );
    assert!(g.st.asked.is_empty());
    assert_eq!(g.st.turn, 3);
}

#[test]
fn boiling_poison_raises_a_poisoned_creatures_poison_by_1_to_2_at_most() {
    let boil_act = |target: u16| json!({ "type": "act", "creature": 0, "ability": 1, "target": target });
    let (g, events) = played(nokami(0, json!([boil_act(1)])));
    assert_eq!(g.st.creatures[1].poison, 2);
    assert!(events.iter().any(|e| e.rule == "B-GAME-12"
        && matches!(&e.kind, EventKind::PoisonMarker { target, amount: 1, .. } if target.uid == 1)));
    assert!(g.st.creatures[0].closed);
    // Not above 2.
    let mut s = nokami(0, json!([boil_act(1)]));
    s["creatures"][1]["poison"] = json!(2);
    let (g, _) = played(s);
    assert_eq!(g.st.creatures[1].poison, 2);
    // Only a poisoned creature.
    let why = refused(nokami(0, json!([boil_act(2)])));
    assert!(why.contains("not a target its card allows"), "{why}");
}

// ----- the Priest-King (94) ---------------------------------------------------------------------

/// The Priest-King (0) of player 0 on [2, 1] with `counters` and `wounds`, a Nomad (1) of
/// player 0 on [2, 2]; of player 1 a Troll (2, regeneration 2) on [2, 3] with 3 wounds and an
/// Acolyte of Dzar (3, a discharge) on [0, 5].
fn priest_king(counters: u8, wounds: u8, choices: Value) -> Value {
    scenario(
        json!([]),
        json!([
            { "card": "vs-094", "owner": 0, "cell": [2, 1], "counters": counters, "wounds": wounds },
            at("vs-001", 0, [2, 2]),
            { "card": "vs-128", "owner": 1, "cell": [2, 3], "wounds": 3 },
            at("vs-010", 1, [0, 5]),
        ]),
        choices,
    )
}

fn forget(target: u16) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": target })
}

#[test]
fn loss_of_memory_takes_all_features_of_the_creature_while_the_priest_king_stays() {
    let (g, events) = played(priest_king(1, 0, json!([forget(2), pass()])));
    // The Troll's regeneration does not act at the start of its turn.
    assert_eq!(g.st.creatures[2].wounds, 3);
    let lost = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::FeaturesLost { .. }))
        .unwrap();
    assert_eq!(lost.rule, "B-GAME-12");
    assert!(matches!(&lost.kind, EventKind::FeaturesLost { creature, by } if creature.uid == 2 && by.uid == 0));
    assert_eq!(g.st.creatures[0].counters, 0);
    // Without it, it heals 2.
    let (g, _) = played(priest_king(1, 0, json!([pass()])));
    assert_eq!(g.st.creatures[2].wounds, 1);
    // The Acolyte without its features has no discharge to use.
    let discharge = json!({ "type": "act", "creature": 3, "ability": 0, "target": 1 });
    let why = refused(priest_king(1, 0, json!([forget(3), pass(), discharge])));
    assert!(why.contains("no action"), "{why}");
}

#[test]
fn the_features_come_back_when_the_priest_king_leaves_the_battlefield() {
    // The Acolyte's discharge kills the Priest-King (9 wounds of 10) in turn 2; at the start of
    // turn 4 the Troll regenerates again.
    let choices = json!([
        forget(2),
        pass(),
        { "type": "act", "creature": 3, "ability": 0, "target": 0 },
        { "type": "decline", "creature": 3, "ability": 0 },
        pass(),
        pass(),
    ]);
    let (g, _) = played(priest_king(1, 9, choices));
    assert!(g.st.creatures[0].dead);
    assert_eq!(g.st.turn, 4);
    assert_eq!(g.st.creatures[2].wounds, 1);
}

#[test]
fn loss_of_memory_is_used_once_a_battle_for_a_counter() {
    let why = refused(priest_king(0, 0, json!([forget(2)])));
    assert!(why.contains("needs 1 counters"), "{why}");
    let why = refused(priest_king(2, 0, json!([forget(2), pass(), pass(), forget(3)])));
    assert!(why.contains("as often as its card allows"), "{why}");
}
