#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: Saikoron's teleport next
//! to the attacker of a ranged attack on a creature beside it [B-GAME-13]; Bon and Berrow's
//! counter taken with a strike through a row, spent to block a strike, and the discharge their
//! strike makes while they hold it [B-GAME-11], [B-GAME-13]; the Children of the Mire's block and
//! jump, after which the opponent moves one of his creatures onto the cell they left
//! [B-GAME-13]; the Lord of the Skies' prey marker, his +3 and unanswerable strike on his prey,
//! and his flight taken as an action [B-MARKER], [B-GAME-10], [B-GAME-8]; Anubisar's chains on
//! two enemies next to the creature his strong strike lands on, and the formation bonuses of
//! his steppe formation mates [B-GAME-13], [B-GAME-10].

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{act, at, played, refused, strike};
use serde_json::{json, Value};

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

fn cell(g: &BerserkGame, uid: u16) -> [u8; 2] {
    g.creature(uid).unwrap().cell
}

fn cell_choice(creature: u16, ability: u8, cell: [u8; 2]) -> Value {
    json!({ "type": "cell", "creature": creature, "ability": ability, "cell": cell })
}

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

/// The moves of the events: (creature, from, to, rule).
fn moves(events: &[BerserkEvent]) -> Vec<(u16, [u8; 2], [u8; 2], String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Moved { creature, from, to, .. } => Some((creature.uid, *from, *to, e.rule.to_string())),
            _ => None,
        })
        .collect()
}

// --- Saikoron (vs-153): a ranged attack on a creature next to it; it may teleport next to the attacker, once a battle ---

/// The Garrid Archer (0) at [1, 1] and another (1) at [3, 1]; Saikoron (2) at [2, 4], a
/// Nomad (3) at [1, 3] next to it.
fn saikoron(dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice,
            "creatures": [at("vs-113", 0, [1, 1]), at("vs-113", 0, [3, 1]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
            "choices": choices })
}

#[test]
fn saikoron_teleports_onto_the_cell_its_owner_chooses_next_to_the_shooter() {
    // The archer shoots the Nomad (die 5: 2 wounds); Saikoron teleports to [1, 2].
    let (g, events) = played(saikoron(
        json!([5]),
        json!([act(0, 0, 3), "pass", "pass", cell_choice(2, 1, [1, 2])]),
    ));
    assert_eq!(cell(&g, 2), [1, 2]);
    assert_eq!(moves(&events), vec![(2, [2, 4], [1, 2], "B-GAME-13".to_string())]);
    let triggered = events.iter().any(|e| {
        e.rule == "B-GAME-13"
            && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 2 && when == "on_adjacent_attacked")
    });
    assert!(triggered);
    // The shot still lands on the Nomad.
    assert_eq!(wounds(&g, 3), 2);
    assert_eq!(wounds(&g, 2), 0);
}

#[test]
fn saikorons_owner_chooses_among_the_free_cells_next_to_the_attacker_or_declines() {
    let s = json!({ "ruleset": "berserk", "dice": [5],
                    "creatures": [at("vs-113", 0, [1, 1]), at("vs-001", 0, [0, 0]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
                    "choices": [act(0, 0, 3), "pass", "pass"], "until": "choices_end" });
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Trigger);
    assert_eq!(d.player, 1);
    let cells: Vec<[u8; 2]> = d
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Cell {
                creature: 2,
                ability: 1,
                cell,
                ..
            } => Some(*cell),
            _ => None,
        })
        .collect();
    // Row by row, [0, 0] taken by the other Nomad.
    assert_eq!(cells, vec![[1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]]);
    assert!(d.options.contains(&Choice::Decline {
        player: 1,
        creature: 2,
        ability: 1
    }));
    assert_eq!(d.options.len(), 8);
}

#[test]
fn a_cell_not_offered_is_refused() {
    let e = refused(saikoron(
        json!([5]),
        json!([act(0, 0, 3), "pass", "pass", cell_choice(2, 1, [4, 4])]),
    ));
    assert!(e.contains("cannot choose the cell [4, 4]"), "{e}");
    assert!(e.contains("B-GAME-13"), "{e}");
}

#[test]
fn declined_saikoron_stays_and_may_teleport_at_the_next_shot() {
    // Declined at the first shot, used at the second (the other archer): it lands next to it.
    let (g, events) = played(saikoron(
        json!([5, 5]),
        json!([
            act(0, 0, 3),
            "pass",
            "pass",
            decline(2, 1),
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            act(1, 0, 3),
            "pass",
            "pass",
            cell_choice(2, 1, [3, 2])
        ]),
    ));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::TriggerDeclined { creature, ability: 1 } if creature.uid == 2)));
    assert_eq!(cell(&g, 2), [3, 2]);
    assert_eq!(moves(&events), vec![(2, [2, 4], [3, 2], "B-GAME-13".to_string())]);
}

#[test]
fn saikoron_teleports_once_a_battle() {
    // After its teleport to [1, 2] it still stands next to the Nomad; the second shot asks
    // nothing.
    let s = json!({ "ruleset": "berserk", "dice": [5, 5],
                    "creatures": [at("vs-113", 0, [1, 1]), at("vs-113", 0, [3, 1]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
                    "choices": [act(0, 0, 3), "pass", "pass", cell_choice(2, 1, [2, 2]), "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass",
                                act(1, 0, 3), "pass", "pass"], "until": "choices_end" });
    let (g, events) = played(s);
    assert_eq!(cell(&g, 2), [2, 2]);
    let d = g.pending().unwrap();
    assert_ne!(d.kind, DecisionKind::Trigger);
    // Its ability acted once, at the first shot.
    let acted = events
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, .. } if creature.uid == 2))
        .count();
    assert_eq!(acted, 1);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(&e.kind, EventKind::TargetFixed { .. }))
            .count(),
        2
    );
}

#[test]
fn a_melee_strike_on_the_creature_next_to_it_does_not_set_saikoron_off() {
    let s = json!({ "ruleset": "berserk", "dice": [5, 1],
                    "creatures": [at("vs-001", 0, [1, 2]), at("vs-153", 1, [2, 4]), at("vs-001", 1, [1, 3])],
                    "choices": [strike(0, 2), "pass", "pass"], "until": "choices_end" });
    let (g, events) = played(s);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, .. } if creature.uid == 1)));
    assert_ne!(g.pending().unwrap().kind, DecisionKind::Trigger);
    assert_eq!(cell(&g, 1), [2, 4]);
}

#[test]
fn a_shot_at_a_creature_not_next_to_saikoron_does_not_set_it_off() {
    let s = json!({ "ruleset": "berserk", "dice": [5],
                    "creatures": [at("vs-113", 0, [1, 1]), at("vs-153", 1, [4, 5]), at("vs-001", 1, [1, 3])],
                    "choices": [act(0, 0, 2), "pass", "pass"], "until": "choices_end" });
    let (g, _) = played(s);
    assert_ne!(g.pending().unwrap().kind, DecisionKind::Trigger);
}

// --- Bon and Berrow (vs-027): a strike through a row and a counter, a discharge on the strike, a block for the counter ---

fn passes(n: usize) -> Vec<Value> {
    vec![json!("pass"); n]
}

fn choices(items: Vec<Vec<Value>>) -> Value {
    Value::Array(items.concat())
}

fn trigger(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

fn counters(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().counters
}

/// Bon and Berrow (0) at [2, 2], the Nomad (1) two cells ahead at [2, 4].
fn bon_through_row(counters: u8, dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice,
            "creatures": [{ "card": "vs-027", "owner": 0, "cell": [2, 2], "counters": counters }, at("vs-001", 1, [2, 4])],
            "choices": choices, "until": "choices_end" })
}

#[test]
fn bon_and_berrow_strike_through_a_row_and_take_the_counter_their_owner_wants() {
    // The strike through a row 2 (die 5) wounds the Nomad 2; their owner is asked, takes it.
    let s = bon_through_row(0, json!([5]), choices(vec![vec![act(0, 1, 1)], passes(12)]));
    let (g, _) = played(s.clone());
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 0));
    assert_eq!(
        d.options,
        vec![
            Choice::Trigger {
                player: 0,
                creature: 0,
                ability: 1,
                target: 0
            },
            Choice::Decline {
                player: 0,
                creature: 0,
                ability: 1
            }
        ]
    );
    let mut s = s;
    s["choices"].as_array_mut().unwrap().push(trigger(0, 1, 0));
    let (g, events) = played(s);
    assert_eq!(wounds(&g, 1), 2);
    assert_eq!(counters(&g, 0), 1);
    assert!(events.iter().any(|e| e.rule == "B-GAME-11"
        && matches!(&e.kind, EventKind::CounterGained { creature, gained: 1, total: 1 } if creature.uid == 0)));
}

#[test]
fn declined_bon_and_berrow_stay_without_a_counter() {
    let (g, events) = played(bon_through_row(
        0,
        json!([5]),
        choices(vec![vec![act(0, 1, 1)], passes(12), vec![decline(0, 1)]]),
    ));
    assert_eq!(wounds(&g, 1), 2);
    assert_eq!(counters(&g, 0), 0);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::TriggerDeclined { creature, ability: 1 } if creature.uid == 0)));
}

#[test]
fn with_a_counter_bon_and_berrow_have_no_strike_through_a_row() {
    let e = refused(bon_through_row(1, json!([5]), json!([act(0, 1, 1)])));
    assert!(e.contains("only while it has no counter"), "{e}");
    assert!(e.contains("B-GAME-9"), "{e}");
}

#[test]
fn with_a_counter_their_strike_makes_a_discharge_1_2_2_at_an_enemy_within_3() {
    // Their strike (5 + 1 against 1: strong 4) on the Nomad next to them, then the discharge
    // (die 5: medium 2) at it, the only enemy within 3 cells; the far Nomad at [0, 5] is out
    // of range (3 columns and 3 rows away: 6 orthogonal steps).
    let s = json!({ "ruleset": "berserk", "dice": [5, 1, 5],
                    "creatures": [{ "card": "vs-027", "owner": 0, "cell": [2, 2], "counters": 1 }, at("vs-001", 1, [2, 3]), at("vs-001", 1, [0, 5])],
                    "choices": [strike(0, 1)] });
    let (g, events) = played(s);
    let discharge: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::RangedDeclared {
                attacker,
                target,
                value,
                ..
            } => Some((e.rule.to_string(), attacker.uid, target.uid, *value)),
            _ => None,
        })
        .collect();
    assert_eq!(discharge, vec![("B-GAME-13".to_string(), 0, 1, [1, 2, 2])]);
    assert_eq!(wounds(&g, 1), 4 + 2);
    assert_eq!(wounds(&g, 2), 0);
    // The counter stays.
    assert_eq!(counters(&g, 0), 1);
}

#[test]
fn without_a_counter_their_strike_makes_no_discharge() {
    let s = json!({ "ruleset": "berserk", "dice": [5, 1, 5],
                    "creatures": [at("vs-027", 0, [2, 2]), at("vs-001", 1, [2, 3])],
                    "choices": [strike(0, 1)] });
    let (g, events) = played(s);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::RangedDeclared { .. })));
    assert_eq!(wounds(&g, 1), 4);
}

/// The Nomad (0) at [2, 2] strikes Bon and Berrow (1) at [2, 3].
fn bon_struck(counters: u8, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": [6, 1],
            "creatures": [at("vs-001", 0, [2, 2]), { "card": "vs-027", "owner": 1, "cell": [2, 3], "counters": counters }],
            "choices": choices })
}

#[test]
fn attacked_by_a_strike_bon_and_berrow_may_spend_their_counter_to_block_it() {
    let (g, events) = played(bon_struck(1, json!([strike(0, 1), "pass", "pass", trigger(1, 3, 1)])));
    assert_eq!(counters(&g, 1), 0);
    assert_eq!(wounds(&g, 1), 0);
    assert!(events.iter().any(|e| e.rule == "B-GAME-11"
        && matches!(&e.kind, EventKind::CountersLost { creature, lost: 1, left: 0 } if creature.uid == 1)));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AttackBlocked { by, .. } if by.uid == 1)));
    assert!(!events.iter().any(|e| matches!(&e.kind, EventKind::DieRolled { .. })));
}

#[test]
fn the_block_is_their_owners_choice_and_declined_the_strike_lands() {
    let s = bon_struck(1, json!({}));
    let mut s = s;
    s["choices"] = json!([strike(0, 1), "pass", "pass"]);
    s["until"] = json!("choices_end");
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 1));
    assert!(d.options.contains(&Choice::Decline {
        player: 1,
        creature: 1,
        ability: 3
    }));
    // Declined: the Nomad's strike lands (6 against 1, strong 3, less 1 for the armour).
    let (g, _) = played(bon_struck(1, json!([strike(0, 1), "pass", "pass", decline(1, 3)])));
    assert_eq!(counters(&g, 1), 1);
    assert_eq!(wounds(&g, 1), 2);
}

#[test]
fn without_a_counter_they_cannot_block() {
    let (g, events) = played(bon_struck(0, json!([strike(0, 1)])));
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AttackBlocked { .. })));
    assert_eq!(wounds(&g, 1), 2);
}

// --- Children of the Mire (vs-108): the first strike on them each turn is blocked, they jump, the opponent fills the cell ---

/// The Nomads (0) at [2, 2] and (2) at [1, 2], both next to the Children of the Mire (1) at
/// [2, 3]; a third Nomad (3) at [3, 5].
fn mire(dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice,
            "creatures": [at("vs-001", 0, [2, 2]), at("vs-108", 1, [2, 3]), at("vs-001", 0, [1, 2]), at("vs-001", 0, [3, 5])],
            "choices": choices })
}

#[test]
fn the_children_block_the_strike_and_jump_onto_the_cell_their_owner_chooses() {
    let s = mire(json!([6, 1]), json!([strike(0, 1), "pass", "pass"]));
    let mut s = s;
    s["until"] = json!("choices_end");
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 1));
    let cells: Vec<[u8; 2]> = d
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Cell {
                creature: 1,
                ability: 0,
                cell,
                ..
            } => Some(*cell),
            _ => None,
        })
        .collect();
    // Free cells at most 2 orthogonal steps from [2, 3], row by row; no decline.
    assert_eq!(
        cells,
        vec![
            [2, 1],
            [3, 2],
            [0, 3],
            [1, 3],
            [3, 3],
            [4, 3],
            [1, 4],
            [2, 4],
            [3, 4],
            [2, 5]
        ]
    );
    assert!(!d.options.iter().any(|c| matches!(c, Choice::Decline { .. })));
}

#[test]
fn after_the_jump_the_opponent_moves_one_of_his_creatures_next_to_the_cell_left_onto_it() {
    let s = mire(
        json!([6, 1]),
        json!([strike(0, 1), "pass", "pass", cell_choice(1, 0, [2, 5])]),
    );
    let mut asked = s.clone();
    asked["until"] = json!("choices_end");
    let (g, _) = played(asked);
    let d = g.pending().unwrap();
    // The opponent of the Children's owner chooses, among his two Nomads next to [2, 3].
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 0));
    assert_eq!(berserk_cards::offered_targets(&d), vec![0, 2]);
    assert!(!d.options.iter().any(|c| matches!(c, Choice::Decline { .. })));
    let mut s = s;
    s["choices"].as_array_mut().unwrap().push(trigger(1, 1, 2));
    let (g, events) = played(s);
    assert_eq!(cell(&g, 1), [2, 5]);
    assert_eq!(cell(&g, 2), [2, 3]);
    assert_eq!(cell(&g, 0), [2, 2]);
    assert_eq!(wounds(&g, 1), 0);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AttackBlocked { by, .. } if by.uid == 1)));
    assert!(!events.iter().any(|e| matches!(&e.kind, EventKind::DieRolled { .. })));
    let jumped = events.iter().any(|e| e.rule == "B-GAME-13" && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 1 && when == "on_jump"));
    assert!(jumped);
    assert_eq!(
        moves(&events).iter().map(|m| (m.0, m.1, m.2)).collect::<Vec<_>>(),
        vec![(1, [2, 3], [2, 5]), (2, [1, 2], [2, 3])]
    );
}

#[test]
fn with_one_creature_next_to_the_cell_left_it_moves_there_at_once() {
    let s = json!({ "ruleset": "berserk", "dice": [6, 1],
                    "creatures": [at("vs-001", 0, [2, 2]), at("vs-108", 1, [2, 3])],
                    "choices": [strike(0, 1), "pass", "pass", cell_choice(1, 0, [2, 5])] });
    let (g, _) = played(s);
    assert_eq!(cell(&g, 1), [2, 5]);
    assert_eq!(cell(&g, 0), [2, 3]);
}

#[test]
fn the_children_block_only_the_first_strike_on_them_each_turn() {
    // After the jump to [2, 5] the third Nomad, next to them there, strikes: no block (6
    // against 1: strong 3).
    let s = mire(
        json!([6, 1]),
        choices(vec![
            vec![
                strike(0, 1),
                json!("pass"),
                json!("pass"),
                cell_choice(1, 0, [2, 5]),
                trigger(1, 1, 2),
            ],
            vec![strike(3, 1)],
        ]),
    );
    let (g, events) = played(s);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(&e.kind, EventKind::AttackBlocked { .. }))
            .count(),
        1
    );
    assert_eq!(wounds(&g, 1), 3);
    assert_eq!(cell(&g, 1), [2, 5]);
}

#[test]
fn a_ranged_attack_on_the_children_is_not_blocked() {
    let s = json!({ "ruleset": "berserk", "dice": [5],
                    "creatures": [at("vs-113", 0, [2, 0]), at("vs-108", 1, [2, 3])],
                    "choices": [act(0, 0, 1)] });
    let (g, events) = played(s);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AttackBlocked { .. })));
    assert_eq!(wounds(&g, 1), 2);
    assert_eq!(cell(&g, 1), [2, 3]);
}

// --- Lord of the Skies (vs-068): a prey marker on the creature struck; +3 and unanswerable on prey; tap: take flight ---

/// The Lord (0) at [2, 2] strikes the Vail (1) at [2, 3]; both players end a turn; he strikes
/// it again with `dice2`.
fn lord_twice(dice2: [u8; 2]) -> Value {
    let c = choices(vec![vec![strike(0, 1)], passes(16), passes(2), vec![strike(0, 1)]]);
    json!({ "ruleset": "berserk", "dice": [6, 1, dice2[0], dice2[1]],
            "creatures": [at("vs-068", 0, [2, 2]), at("vs-117", 1, [2, 3])], "choices": c })
}

#[test]
fn the_lords_strike_puts_a_prey_marker_on_the_creature_struck_for_the_battle() {
    let (g, events) = played(lord_twice([4, 4]));
    let put: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut {
                marker,
                creature,
                until_turn,
                ..
            } => Some((
                e.rule.to_string(),
                marker.to_string(),
                creature.as_ref().map(|c| c.uid),
                *until_turn,
            )),
            _ => None,
        })
        .collect();
    // One marker, though he struck it twice; it outlasts the turns.
    assert_eq!(
        put,
        vec![("B-MARKER".to_string(), "prey".to_string(), Some(1), u32::MAX)]
    );
    assert_eq!(g.st.markers.len(), 1);
}

#[test]
fn on_his_prey_the_lords_strike_gets_3_more() {
    // 4 against 4: a weak strike 2 + 3.
    let (g, events) = played(lord_twice([4, 4]));
    assert_eq!(wounds(&g, 1), 4 + 5);
    let bonus = events.iter().any(|e| {
        matches!(
            &e.kind,
            EventKind::StrikeModified {
                amount: 3,
                value: 5,
                ..
            }
        )
    });
    assert!(bonus);
}

#[test]
fn on_his_prey_the_lords_strike_is_unanswerable() {
    // 2 against 5: he misses and the Vail's weak strike (1) would answer; on his prey it does
    // not.
    let (g, events) = played(lord_twice([2, 5]));
    assert_eq!(wounds(&g, 0), 0);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Wounded { target, .. } if target.uid == 0)));
}

#[test]
fn on_a_creature_without_the_marker_his_strike_is_answered() {
    // The first strike, 2 against 5, on the Vail not yet his prey: it strikes back (weak, 1).
    let s = json!({ "ruleset": "berserk", "dice": [2, 5],
                    "creatures": [at("vs-068", 0, [2, 2]), at("vs-117", 1, [2, 3])], "choices": [strike(0, 1)] });
    let (g, _) = played(s);
    assert_eq!(wounds(&g, 0), 1);
    assert_eq!(wounds(&g, 1), 0);
}

#[test]
fn the_lord_takes_flight_as_his_action() {
    let s = json!({ "ruleset": "berserk", "dice": [],
                    "creatures": [at("vs-068", 0, [2, 2]), at("vs-117", 1, [2, 4])], "choices": [act(0, 3, 0)] });
    let (g, events) = played(s);
    let c = g.creature(0).unwrap();
    assert!(c.flying && c.closed);
    assert!(events
        .iter()
        .any(|e| e.rule == "B-GAME-12" && matches!(&e.kind, EventKind::TookOff { creature } if creature.uid == 0)));
}

// --- Anubisar (vs-026): 1 wound to two enemies next to the creature his strong strike lands on; the formation bonuses of steppe mates ---

#[test]
fn anubisars_strong_strike_wounds_the_two_enemies_next_to_the_creature_struck() {
    // 6 against 1: strong 5 on the Nomad (1); the Nomads (2) and (3) beside it take 1 each.
    let s = json!({ "ruleset": "berserk", "dice": [6, 1],
                    "creatures": [at("vs-026", 0, [2, 2]), at("vs-001", 1, [2, 3]), at("vs-001", 1, [1, 3]), at("vs-001", 1, [3, 3])],
                    "choices": [strike(0, 1)] });
    let (g, events) = played(s);
    assert_eq!((wounds(&g, 1), wounds(&g, 2), wounds(&g, 3)), (5, 1, 1));
    assert!(events.iter().any(|e| e.rule == "B-GAME-13"
        && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 0, .. } if creature.uid == 0)));
}

#[test]
fn with_three_enemies_next_to_it_anubisars_owner_chooses_two() {
    let s = json!({ "ruleset": "berserk", "dice": [6, 1],
                    "creatures": [at("vs-026", 0, [2, 2]), at("vs-001", 1, [2, 3]), at("vs-001", 1, [1, 3]), at("vs-001", 1, [3, 3]), at("vs-001", 1, [2, 4])],
                    "choices": [strike(0, 1)], "until": "choices_end" });
    let mut s = s;
    s["choices"] = choices(vec![vec![strike(0, 1)], passes(16)]);
    let (g, _) = played(s.clone());
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Trigger, 0));
    assert_eq!(berserk_cards::offered_targets(&d), vec![2, 3, 4]);
    s["choices"]
        .as_array_mut()
        .unwrap()
        .extend([trigger(0, 0, 2), trigger(0, 0, 4)]);
    let (g, _) = played(s);
    assert_eq!((wounds(&g, 2), wounds(&g, 3), wounds(&g, 4)), (1, 0, 1));
}

#[test]
fn a_strike_that_is_not_strong_wounds_no_one_else() {
    // 4 against 4: a weak strike.
    let s = json!({ "ruleset": "berserk", "dice": [4, 4],
                    "creatures": [at("vs-026", 0, [2, 2]), at("vs-001", 1, [2, 3]), at("vs-001", 1, [1, 3])],
                    "choices": [strike(0, 1)] });
    let (g, _) = played(s);
    assert_eq!((wounds(&g, 1), wounds(&g, 2)), (2, 0));
}

fn anubisar_weak(mate: &str, mate_cell: [u8; 2]) -> Value {
    // 4 against 4: Anubisar's weak strike 2 on the Vail.
    json!({ "ruleset": "berserk", "dice": [4, 4],
            "creatures": [at("vs-026", 0, [2, 2]), at("vs-117", 1, [2, 3]), at(mate, 0, mate_cell)],
            "choices": [strike(0, 1)] })
}

#[test]
fn in_formation_with_a_steppe_creature_anubisar_has_its_formation_bonus() {
    // The Sanctorum beside him: its formation's +1 to the weak strike is his too (2 + 1).
    let (g, _) = played(anubisar_weak("vs-016", [1, 2]));
    assert_eq!(wounds(&g, 1), 3);
    // Not beside him (not in formation): 2.
    let (g, _) = played(anubisar_weak("vs-016", [0, 0]));
    assert_eq!(wounds(&g, 1), 2);
}

#[test]
fn a_formation_bonus_for_another_strength_does_not_touch_his_weak_strike() {
    // The Minotaur's formation bonus is +1 to the strong strike: his weak strike stays 2.
    let (g, _) = played(anubisar_weak("vs-034", [1, 2]));
    assert_eq!(wounds(&g, 1), 2);
}

#[test]
fn the_minotaurs_formation_bonus_raises_anubisars_strong_strike() {
    // 6 against 1: strong 5 + 1.
    let s = json!({ "ruleset": "berserk", "dice": [6, 1],
                    "creatures": [at("vs-026", 0, [2, 2]), at("vs-117", 1, [2, 3]), at("vs-034", 0, [1, 2])],
                    "choices": [strike(0, 1)] });
    let (g, _) = played(s);
    assert_eq!(wounds(&g, 1), 6);
}

#[test]
fn a_formation_mate_of_another_element_lends_him_nothing() {
    // The Dwarf Basaarg (mountains) has +1 to its strike in formation: not Anubisar's.
    let (g, _) = played(anubisar_weak("vs-053", [1, 2]));
    assert_eq!(wounds(&g, 1), 2);
}
