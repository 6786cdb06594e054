#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played by code or by new terms of the card language:
//! Tergala's runes (96), each through a scenario of printed cards, beside the case next door
//! where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::game::DecisionKind;
use arbiter::rulesets::berserk::{Berserk, EventKind};
use arbiter::rulesets::Ruleset;
use berserk_cards::{at, played, refused, scenario};
use serde_json::{json, Value};

fn pass() -> Value {
    json!({ "type": "pass" })
}

fn pick(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

// ----- Tergala (96) ------------------------------------------------------------------------------

/// Tergala (0) of player 0 on [2, 0]; Nomads of player 0 on [1, 1] (1) and [3, 1] (2), the
/// second with `wounds`; of player 1 Nomads on [1, 3] (3), [2, 3] (4), [3, 3] (5), a Herald of
/// Gloom (6, protected from spells) on [0, 3], and a Nomad (7) standing in row 1 on [4, 1].
fn tergala(wounds: u8, dice: Value, choices: Value) -> Value {
    let mut wounded = at("vs-001", 0, [3, 1]);
    wounded["wounds"] = json!(wounds);
    scenario(
        dice,
        json!([
            at("vs-096", 0, [2, 0]),
            at("vs-001", 0, [1, 1]),
            wounded,
            at("vs-001", 1, [1, 3]),
            at("vs-001", 1, [2, 3]),
            at("vs-001", 1, [3, 3]),
            at("vs-144", 1, [0, 3]),
            at("vs-001", 1, [4, 1]),
        ]),
        choices,
    )
}

fn runes(row: u8) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": 0, "cell": [0, row] })
}

#[test]
fn the_runes_mark_each_cell_of_any_chosen_row_until_the_start_of_her_next_turn() {
    let (g, events) = played(tergala(0, json!([]), json!([runes(1)])));
    let cells: Vec<[u8; 2]> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::MarkerPut {
                marker,
                cell: Some(cell),
                source,
                ..
            } if marker == "runes" && source.uid == 0 => {
                assert_eq!(e.rule, "B-MARKER");
                Some(*cell)
            }
            _ => None,
        })
        .collect();
    assert_eq!(cells, [[0, 1], [1, 1], [2, 1], [3, 1], [4, 1]]);
    assert!(g.st.creatures[0].closed);
    // A row of the enemy half may be chosen too.
    let (g, _) = played(tergala(0, json!([]), json!([runes(4)])));
    assert!(g.st.markers.iter().all(|m| m.cell.is_some_and(|c| c[1] == 4)));
    // Still there after the opponent's turn has ended; nothing wounded yet.
    let (g, events) = played(tergala(0, json!([]), json!([runes(1), pass()])));
    assert_eq!(g.st.markers.len(), 5);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::RunesBloomed { .. })));
    assert!(g.st.creatures.iter().all(|c| c.wounds == 0));
}

#[test]
fn at_her_next_turn_the_runes_wound_as_many_enemies_as_her_unwounded_creatures_in_the_row() {
    // Row 1: two unwounded Nomads of hers (the enemy Nomad there does not count). A 5: 2 wounds.
    let (g, events) = played(tergala(0, json!([5]), json!([runes(1), pass(), pass()])));
    let bloom = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::RunesBloomed { .. }))
        .unwrap();
    assert_eq!(bloom.rule, "B-MARKER");
    assert!(matches!(&bloom.kind, EventKind::RunesBloomed { creature, row: 1, count: 2 } if creature.uid == 0));
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::EffectRolled {
            value: 5,
            amount: 2,
            ..
        }
    )));
    assert!(g.st.markers.is_empty());
    // Her owner names them, among the enemies not protected from spells (not the Herald).
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(berserk_cards::offered_targets(&d), vec![3, 4, 5, 7]);
    let (g, _) = played(tergala(
        0,
        json!([5]),
        json!([runes(1), pass(), pass(), pick(0, 0, 7), pick(0, 0, 4)]),
    ));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 0, 0, 2, 0, 0, 2]);
    // A weak roll: 1 wound each.
    let (g, _) = played(tergala(
        0,
        json!([3]),
        json!([runes(1), pass(), pass(), pick(0, 0, 3), pick(0, 0, 5)]),
    ));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 0, 1, 0, 1, 0, 0]);
    // The Herald is not one she may name.
    let why = refused(tergala(0, json!([5]), json!([runes(1), pass(), pass(), pick(0, 0, 6)])));
    assert!(why.contains("cannot act on"), "{why}");
}

#[test]
fn a_wounded_creature_in_the_row_does_not_count_and_none_there_wounds_none() {
    // One Nomad wounded: X = 1.
    let (g, events) = played(tergala(1, json!([6]), json!([runes(1), pass(), pass(), pick(0, 0, 3)])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RunesBloomed { count: 1, .. })));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 0, 1, 2, 0, 0, 0, 0]);
    // Row 2 holds none of hers: nothing rolled, nobody wounded, no decision.
    let (g, events) = played(tergala(0, json!([]), json!([runes(2), pass(), pass()])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RunesBloomed { count: 0, row: 2, .. })));
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::EffectRolled { .. })));
    assert!(g
        .st
        .creatures
        .iter()
        .all(|c| c.wounds == [0, 0, 0, 0, 0, 0, 0, 0][usize::from(c.uid)]));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn with_as_many_enemies_as_x_or_fewer_all_are_wounded_without_a_choice() {
    // Row 3 holds three enemies and none of hers; row 0 holds Tergala alone: X = 1. With only
    // the Nomad (1 enemy open to the spell) left, no choice.
    let board = json!([
        at("vs-096", 0, [2, 0]),
        at("vs-001", 0, [1, 1]),
        at("vs-001", 1, [1, 3]),
        at("vs-144", 1, [2, 3]),
    ]);
    let (g, events) = played(scenario(json!([6]), board, json!([runes(0), pass(), pass()])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RunesBloomed { count: 1, row: 0, .. })));
    assert_eq!(g.st.creatures[2].wounds, 2);
    assert_eq!(g.st.creatures[3].wounds, 0);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn the_runes_need_a_cell_of_the_board() {
    let why = refused(tergala(
        0,
        json!([]),
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 0, "cell": [0, 6] }]),
    ));
    assert!(why.contains("cell of the board"), "{why}");
    let why = refused(tergala(
        0,
        json!([]),
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 0 }]),
    ));
    assert!(why.contains("cell"), "{why}");
}

// ----- the Lord of the Dead (147) ---------------------------------------------------------------

/// The Lord of the Dead (0) of player 0 on [2, 1]; Talion (1, Инкарнация 4) of player 0 in the
/// graveyard with `tokens`; of player 1 a Medusa Gorgon (2) on [2, 2], next to the Lord, and
/// Nomads on [2, 4] (3, three steps away) and [4, 5] (4, five steps away).
fn lord(tokens: u8, from_start: bool, dice: Value, choices: Value) -> Value {
    let mut s = scenario(
        dice,
        json!([
            at("vs-147", 0, [2, 1]),
            { "card": "vs-149", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 9, "incarnation": tokens },
            at("vs-131", 1, [2, 2]),
            at("vs-001", 1, [2, 4]),
            at("vs-001", 1, [4, 5]),
        ]),
        choices,
    );
    if from_start {
        s["from"] = json!("start");
    }
    s
}

fn bone(target: u16) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 2, "target": target })
}

fn throws(events: &[arbiter::rulesets::berserk::BerserkEvent]) -> Vec<(u16, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::RangedDeclared { attacker, target, .. } if attacker.uid == 0 => {
                Some((target.uid, e.rule.to_string()))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn the_lords_instant_throws_a_bone_in_its_owners_main_phase_at_once() {
    let (g, events) = played(lord(0, false, json!([]), json!([bone(3)])));
    assert_eq!(throws(&events), [(3, "B-GAME-9".to_string())]);
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::RangedDeclared { attack, value: [1, 1, 1], .. } if attack.key() == "throw")
    ));
    assert!(g.st.creatures[0].closed);
    assert_eq!(g.st.creatures[3].wounds, 1);
    // Not at the Medusa next to it, nor at the Nomad five steps away; not closed.
    for (target, words) in [(2, "reach"), (4, "reach")] {
        let why = refused(lord(0, false, json!([]), json!([bone(target)])));
        assert!(why.contains(words), "{target}: {why}");
    }
    let mut closed = lord(0, false, json!([]), json!([bone(3)]));
    closed["creatures"][0]["closed"] = json!(true);
    let why = refused(closed);
    assert!(why.contains("closed"), "{why}");
}

#[test]
fn used_in_the_opponents_attack_the_bone_is_thrown_once_that_attack_has_left_the_stack() {
    // The Medusa strikes the Lord; with priority the Lord throws at the far Nomad.
    let choices = json!([pass(), { "type": "strike", "attacker": 2, "target": 0 }, pass(), bone(3)]);
    let (g, events) = played(lord(0, false, json!([6]), choices));
    let at = |pred: &dyn Fn(&EventKind) -> bool| events.iter().position(|e| pred(&e.kind)).unwrap();
    let used = at(&|k| matches!(k, EventKind::AbilityUsed { creature, ability: 2, .. } if creature.uid == 0));
    let medusa_done = at(&|k| matches!(k, EventKind::AttackEnded { attacker, .. } if attacker.uid == 2));
    let thrown = at(&|k| matches!(k, EventKind::RangedDeclared { attacker, .. } if attacker.uid == 0));
    assert!(
        used < medusa_done && medusa_done < thrown,
        "{used} {medusa_done} {thrown}"
    );
    assert_eq!(events[used].rule, "B-GAME-12");
    assert_eq!(g.st.creatures[3].wounds, 1);
    // The Lord closed for it: the Medusa's strike was a single roll on a closed creature.
    assert_eq!(g.st.creatures[0].wounds, 4);
    assert!(g.st.queued.is_empty());
}

#[test]
fn a_creature_of_its_side_incarnating_gains_movement_until_the_end_of_its_owners_next_turn() {
    // Talion incarnates at the start of turn 1 (its fourth token).
    let incarnate = json!({ "type": "incarnate", "creature": 1, "cell": [0, 1] });
    let (g, events) = played(lord(3, true, json!([]), json!([incarnate.clone()])));
    let gained = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::FeatureGained { creature, feature, .. } if creature.uid == 1 && feature == "movement_bonus"))
        .unwrap();
    assert_eq!(gained.rule, "B-GAME-12");
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, .. } if creature.uid == 0)));
    // The Lord is open already: nothing to ask.
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    let bonus = |g: &arbiter::rulesets::berserk::BerserkGame| {
        g.st.creatures[1]
            .gained
            .iter()
            .any(|(f, _)| *f == arbiter::rulesets::berserk::cards::Feature::MovementBonus(1))
    };
    assert!(bonus(&g));
    // Kept through the end of this turn and the opponent's; in turn 3 it walks 2 cells.
    let (g, _) = played(lord(3, true, json!([]), json!([incarnate.clone(), pass(), pass()])));
    assert!(bonus(&g));
    let (g, _) = played(lord(
        3,
        true,
        json!([]),
        json!([incarnate.clone(), pass(), pass(), { "type": "move", "creature": 1, "to": [0, 3] }]),
    ));
    assert_eq!(g.st.creatures[1].cell, [0, 3]);
    // Lost as turn 3 ends.
    let (g, events) = played(lord(3, true, json!([]), json!([incarnate, pass(), pass(), pass()])));
    assert!(!bonus(&g));
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::FeatureLost { creature, feature } if creature.uid == 1 && feature == "movement_bonus")));
}

#[test]
fn a_stunned_lord_may_open_as_its_sides_creature_incarnates() {
    // The Medusa's strong strike stuns the Lord in turn 2; in turn 3 it stays closed as Talion
    // (3 tokens) incarnates: its owner is asked, and may decline.
    let mut choices = vec![pass(), json!({ "type": "strike", "attacker": 2, "target": 0 })];
    choices.extend(std::iter::repeat_n(pass(), 17));
    choices.push(json!({ "type": "incarnate", "creature": 1, "cell": [0, 1] }));
    let (g, _) = played(lord(3, false, json!([6, 1]), json!(choices.clone())));
    assert!(g.st.creatures[0].closed);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(berserk_cards::offered_targets(&d), vec![0]);
    let mut open = choices.clone();
    open.push(pick(0, 0, 0));
    let (g, events) = played(lord(3, false, json!([6, 1]), json!(open)));
    assert!(!g.st.creatures[0].closed);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Opened { creatures } if creatures.iter().any(|c| c.uid == 0))));
    let mut decline = choices;
    decline.push(json!({ "type": "decline", "creature": 0, "ability": 0 }));
    let (g, _) = played(lord(3, false, json!([6, 1]), json!(decline)));
    assert!(g.st.creatures[0].closed);
}

#[test]
fn an_enemy_incarnating_gives_nothing() {
    // Talion is player 1's here.
    let mut s = lord(
        3,
        false,
        json!([]),
        json!([pass(), { "type": "incarnate", "creature": 1, "cell": [0, 4] }]),
    );
    s["creatures"][1]["owner"] = json!(1);
    let (g, events) = played(s);
    assert!(!g.st.creatures[1].dead);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, .. } if creature.uid == 0)));
    assert!(g.st.creatures[1].gained.is_empty());
}

// ----- Lilith and Eiderik (160) ------------------------------------------------------------------

/// From the start of player 0's turn, its deck `deck` (top first): Lilith and Eiderik (0) on
/// [2, 1], a Fire Imp (1, a demon) on [1, 1] and a Zombie (2, undead, not a demon) on [3, 1];
/// of player 1 Nomads on [2, 2] (3, next to Lilith), [0, 4] (4) and [4, 5] (5); in player 0's
/// graveyard `buried` (card, tokens).
fn lilith(deck: &[&str], buried: &[(&str, u8)], dice: Value, choices: Value) -> Value {
    let mut creatures = vec![
        at("vs-160", 0, [2, 1]),
        at("vs-138", 0, [1, 1]),
        at("vs-151", 0, [3, 1]),
        at("vs-001", 1, [2, 2]),
        at("vs-001", 1, [0, 4]),
        at("vs-001", 1, [4, 5]),
    ];
    for (i, (card, tokens)) in buried.iter().enumerate() {
        creatures.push(json!({ "card": card, "owner": 0, "cell": [u8::try_from(i).unwrap(), 0], "dead": true, "wounds": 20, "incarnation": tokens }));
    }
    let mut s = scenario(dice, json!(creatures), choices);
    s["from"] = json!("start");
    s["decks"] = json!([deck, ["vs-001"]]);
    s
}

fn milled(events: &[arbiter::rulesets::berserk::BerserkEvent]) -> Vec<(String, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Milled { creature, .. } => Some((creature.card.to_string(), e.rule.to_string())),
            _ => None,
        })
        .collect()
}

fn gains(g: &arbiter::rulesets::berserk::BerserkGame, uid: usize) -> usize {
    g.st.creatures[uid].gained.len()
}

#[test]
fn an_undead_milled_gives_their_face_up_demons_a_strong_strike_and_attack_experience_this_turn() {
    let (g, events) = played(lilith(&["vs-149", "vs-001"], &[], json!([]), json!([])));
    assert_eq!(milled(&events), [("vs-149".to_string(), "B-GAME-13".to_string())]);
    // The card is in the graveyard now, a dead creature of player 0's; the deck lost it.
    let card = g.st.creatures.last().unwrap();
    assert!(card.dead && card.owner == 0 && g.cat.get(card.def).id == "vs-149");
    assert_eq!(g.camp(0).deck.len(), 1);
    // Lilith and the Imp (demons) gain two features each; the Zombie (undead, no demon) none.
    assert_eq!((gains(&g, 0), gains(&g, 1), gains(&g, 2)), (2, 2, 0));
    // Lilith's strong strike on the Nomad next to her: 6 + 1 against 1, strong, 3 + 1.
    let (g, events) = played(lilith(
        &["vs-149"],
        &[],
        json!([6, 1]),
        json!([berserk_cards::strike(0, 3)]),
    ));
    assert_eq!(g.st.creatures[3].wounds, 4);
    assert!(events.iter().any(|e| matches!(
        &e.kind,
        EventKind::DieModified {
            amount: 1,
            value: 7,
            ..
        }
    )));
    // Without it (a Nomad milled): 6 against 1, strong, 3.
    let (g, _) = played(lilith(
        &["vs-001"],
        &[],
        json!([6, 1]),
        json!([berserk_cards::strike(0, 3)]),
    ));
    assert_eq!(g.st.creatures[3].wounds, 3);
    // Lost as the turn ends.
    let (g, _) = played(lilith(&["vs-149"], &[], json!([]), json!([pass()])));
    assert_eq!(gains(&g, 0), 0);
}

#[test]
fn a_demon_milled_puts_an_incarnation_token_on_an_undead_card_of_their_graveyard() {
    // One undead card still lacking tokens (Talion, 1 token and 1 more from the start of the
    // turn): it gets one at once; the Zombie's card (no Инкарнация) is not a candidate.
    let buried = [("vs-149", 1), ("vs-151", 0)];
    let (g, events) = played(lilith(&["vs-138"], &buried, json!([]), json!([])));
    assert_eq!(milled(&events), [("vs-138".to_string(), "B-GAME-13".to_string())]);
    assert_eq!(g.st.creatures[6].incarnation, 3);
    assert_eq!((gains(&g, 0), gains(&g, 1)), (0, 0));
    // Two candidates: its owner chooses.
    let buried = [("vs-149", 1), ("vs-141", 0)];
    let (g, _) = played(lilith(&["vs-138"], &buried, json!([]), json!([])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(berserk_cards::offered_targets(&d), vec![6, 7]);
    let (g, _) = played(lilith(&["vs-138"], &buried, json!([]), json!([pick(0, 0, 7)])));
    assert_eq!((g.st.creatures[6].incarnation, g.st.creatures[7].incarnation), (2, 2));
    // Herself milled (a demon and undead): the token, and the features.
    let (g, _) = played(lilith(&["vs-160"], &[("vs-149", 0)], json!([]), json!([])));
    assert_eq!(g.st.creatures[6].incarnation, 2);
    assert_eq!(gains(&g, 0), 2);
}

#[test]
fn an_empty_deck_mills_nothing() {
    let (g, events) = played(lilith(&[], &[], json!([]), json!([])));
    assert!(milled(&events).is_empty());
    assert_eq!(g.st.creatures.len(), 6);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 0, .. } if creature.uid == 0)));
}

#[test]
fn the_milled_card_is_seen_by_both_players() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let (_, events) = played(lilith(&["vs-149"], &[], json!([]), json!([])));
    let e = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Milled { .. }))
        .unwrap();
    assert!(matches!(&e.kind, EventKind::Milled { player: 0, creature } if creature.card == "vs-149"));
    // Nothing of it is hidden from any seat (the card is in the graveyard, face up).
    for seat in [Some(0u8), Some(1), None] {
        assert_eq!(Berserk::hide_event(e, seat), None);
    }
    assert!(narrate(e, Lang::En).contains("graveyard"));
    assert!(narrate(e, Lang::Ru).contains("кладбище"));
}

#[test]
fn their_action_discharges_at_one_enemy_and_throws_at_another() {
    // The discharge at the Nomad next to them; the throw at one of the far ones, named after.
    let act = json!({ "type": "act", "creature": 0, "ability": 1, "target": 3 });
    let (g, _) = played(lilith(&[], &[], json!([]), json!([act.clone()])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Targets));
    assert_eq!(berserk_cards::offered_targets(&d), vec![4, 5]);
    let (g, _) = played(lilith(&[], &[], json!([]), json!([act, pick(0, 1, 4)])));
    let wounds: Vec<u8> = g.st.creatures[3..6].iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [1, 1, 0]);
    // The discharge at a far one: the only other enemy a throw reaches (not the adjacent one)
    // takes the throw without a choice.
    let act = json!({ "type": "act", "creature": 0, "ability": 1, "target": 4 });
    let (g, events) = played(lilith(&[], &[], json!([]), json!([act])));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    let wounds: Vec<u8> = g.st.creatures[3..6].iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 1, 1]);
    let thrown = events.iter().find(|e| matches!(&e.kind, EventKind::RangedDeclared { attacker, target, .. } if attacker.uid == 0 && target.uid == 5)).unwrap();
    assert_eq!(thrown.rule, "B-GAME-9");
    assert!(g.st.creatures[0].closed);
    // Not at one of their own.
    let why = refused(lilith(
        &[],
        &[],
        json!([]),
        json!([{ "type": "act", "creature": 0, "ability": 1, "target": 1 }]),
    ));
    assert!(why.contains("not a target"), "{why}");
}
