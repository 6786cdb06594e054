#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played by prophecy: the Seeker of Secrets (54), each through
//! a scenario of printed cards, beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{Choice, EventKind};
use berserk_cards::{act, played, refused, strike};
use serde_json::{json, Value};

// ----- the Seeker of Secrets (54) ---------------------------------------------------------------

/// From the start of player 0's turn: the Seeker of Secrets (0) on [2, 2], an enemy Nomad (1)
/// far off on [0, 4], an enemy Nomad (2) three steps away on [2, 5]; player 0's deck is `deck`
/// (top first).
fn seeker(deck: Value, dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "from": "start", "creatures": [
        { "card": "vs-054", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [0, 4] },
        { "card": "vs-001", "owner": 1, "cell": [2, 5] },
    ], "decks": [deck, []], "choices": choices, "until": "choices_end" })
}

/// The same, played on until the attack under way (if any) ends.
fn seeker_attack(deck: Value, dice: Value, choices: Value) -> Value {
    let mut s = seeker(deck, dice, choices);
    s.as_object_mut().unwrap().remove("until");
    s
}

fn take(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

#[test]
fn an_elite_card_revealed_holds_the_start_of_the_turn_for_its_owners_answer_once_the_card_is_seen() {
    let (g, events) = played(seeker(json!(["vs-094", "vs-001"]), json!([]), json!([])));
    // The card is revealed before anything is asked.
    let shown = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::Prophesied { player: 0, asked: 1, cards } if cards == &["vs-094"]))
        .expect("prophesied");
    assert_eq!(shown.rule, "B-PROPHECY");
    // Its owner answers: take the change on the Seeker itself, or decline it.
    let d = g.pending().unwrap();
    assert_eq!(d.player, 0);
    assert_eq!(d.options.len(), 2);
    assert!(d.options.contains(&Choice::Trigger {
        player: 0,
        creature: 0,
        ability: 1,
        target: 0
    }));
    assert!(d.options.contains(&Choice::Decline {
        player: 0,
        creature: 0,
        ability: 1
    }));
    // Nothing changed yet; the card stays on top of the deck.
    let c = &g.st.creatures[0];
    assert!(!c.flying && !c.featureless && c.gained.is_empty());
    assert_eq!(g.st.prep.as_ref().unwrap().camps[0].deck.len(), 2);
    // Not another creature.
    refused(seeker(json!(["vs-094"]), json!([]), json!([take(0, 1, 1)])));
}

#[test]
fn taken_the_seeker_loses_its_features_for_the_battle_takes_off_and_gains_1_to_its_strike() {
    let (g, events) = played(seeker_attack(
        json!(["vs-094"]),
        json!([6, 1]),
        json!([take(0, 1, 0), strike(0, 1)]),
    ));
    let c = &g.st.creatures[0];
    assert!(c.featureless && c.flying);
    let lost = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::AllFeaturesLost { .. }))
        .expect("lost");
    assert_eq!(events[lost].rule, "B-PROPHECY");
    let off = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::TookOff { .. }))
        .expect("took off");
    let bonus = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::FeatureGained { feature, .. } if feature == "strike_bonus"))
        .expect("bonus");
    // Its features go first, so the flight and the bonus it gains with them stay.
    assert!(lost < off && off < bonus);
    // Flying, it strikes the Nomad across the board: strong 2 + 1.
    assert_eq!(g.st.creatures[1].wounds, 3);
}

#[test]
fn without_its_features_the_seeker_has_no_discharge_and_prophesies_no_more() {
    // Its discharge (range 3) on the Nomad three steps away: refused once its features are gone.
    let ok = played(seeker_attack(json!(["vs-001"]), json!([]), json!([act(0, 0, 2)]))).0;
    assert_eq!(ok.st.creatures[2].wounds, 1);
    let no = refused(seeker_attack(
        json!(["vs-094"]),
        json!([]),
        json!([take(0, 1, 0), act(0, 0, 2)]),
    ));
    assert!(no.contains("ability"), "{no}");
    // At its owner's next start of turn no prophecy is made.
    let (_, events) = played(seeker(
        json!(["vs-094", "vs-094"]),
        json!([]),
        json!([take(0, 1, 0), "pass", "pass"]),
    ));
    let prophecies = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Prophesied { .. }))
        .count();
    assert_eq!(prophecies, 1);
}

#[test]
fn an_ordinary_card_or_a_declined_change_leaves_the_seeker_as_it_is_and_it_prophesies_again() {
    // An ordinary card: nothing asked, nothing changed.
    let (g, events) = played(seeker(json!(["vs-001"]), json!([]), json!([])));
    assert!(g
        .pending()
        .is_none_or(|d| !d.options.iter().any(|c| matches!(c, Choice::Trigger { .. }))));
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::Prophesied { .. })));
    assert!(!g.st.creatures[0].flying && !g.st.creatures[0].featureless);
    // Declined: it keeps its features, walks, and prophesies at its next start of turn.
    let (g, events) = played(seeker(
        json!(["vs-094"]),
        json!([]),
        json!([decline(0, 1), "pass", "pass"]),
    ));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::TriggerDeclined { .. })));
    assert!(!g.st.creatures[0].flying && !g.st.creatures[0].featureless);
    let prophecies = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Prophesied { .. }))
        .count();
    assert_eq!(prophecies, 2);
    // No deck: nothing revealed, nothing asked.
    let (g, _) = played(seeker(json!([]), json!([]), json!([])));
    assert!(g
        .pending()
        .is_none_or(|d| !d.options.iter().any(|c| matches!(c, Choice::Trigger { .. }))));
}

// ----- the Dreams of Arkhaal (114) --------------------------------------------------------------

/// Player 0's Dreams of Arkhaal (0, cost 5) on [0, 1] and Orc (1, cost 5) on [2, 2]; player 1's
/// Snakehead (2, cost 5) on [4, 4], Boar Rider (3, cost 5) on [0, 4], Nomad (4, cost 3) on
/// [2, 3]; player 0's deck is `deck` (top first).
fn dreams(deck: Value, creatures_extra: Value, choices: Value) -> Value {
    let mut creatures = json!([
        { "card": "vs-114", "owner": 0, "cell": [0, 1] },
        { "card": "vs-013", "owner": 0, "cell": [2, 2] },
        { "card": "vs-011", "owner": 1, "cell": [4, 4] },
        { "card": "vs-012", "owner": 1, "cell": [0, 4] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] },
    ]);
    creatures
        .as_array_mut()
        .unwrap()
        .extend(creatures_extra.as_array().unwrap().iter().cloned());
    json!({ "ruleset": "berserk", "dice": [], "creatures": creatures, "decks": [deck, []], "choices": choices, "until": "choices_end" })
}

fn dream() -> Value {
    act(0, 0, 0)
}

#[test]
fn the_dreams_x_is_the_revealed_cards_cost_elite_or_not_and_its_owner_chooses_the_enemy_then_its_own() {
    // The Dverg: elite, cost 5.
    let (g, events) = played(dreams(json!(["vs-090"]), json!([]), json!([dream()])));
    assert!(g.st.creatures[0].closed);
    let shown = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::Prophesied { cards, .. } if cards == &["vs-090"]))
        .expect("prophesied");
    assert_eq!(shown.rule, "B-PROPHECY");
    // The enemies of cost 5, not the Nomad (3): player 0 chooses, nothing done yet.
    let d = g.pending().unwrap();
    assert_eq!(d.player, 0);
    assert_eq!(berserk_cards::offered_targets(&d), [2, 3]);
    assert!(!d.options.iter().any(|c| matches!(c, Choice::Decline { .. })));
    assert!(g.st.creatures.iter().all(|c| c.poison == 0));
    refused(dreams(json!(["vs-090"]), json!([]), json!([dream(), take(0, 0, 4)])));
    // Then its own of cost 5: itself and the Orc.
    let (g, _) = played(dreams(json!(["vs-090"]), json!([]), json!([dream(), take(0, 0, 3)])));
    assert_eq!(g.st.creatures[3].poison, 1);
    assert_eq!(berserk_cards::offered_targets(&g.pending().unwrap()), [0, 1]);
    let (g, events) = played(dreams(
        json!(["vs-090"]),
        json!([]),
        json!([dream(), take(0, 0, 3), take(0, 0, 1)]),
    ));
    let gained = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::FeatureGained { creature, feature, until } if creature.uid == 1 && feature == "damage_reduction" && *until == arbiter::rulesets::berserk::cards::Until::EndOfOpponentNextTurn))
        .expect("gained");
    assert_eq!(gained.rule, "B-GAME-12");
    assert!(g.st.creatures[0].gained.is_empty());
    assert_eq!(g.st.creatures[2].poison, 0);
}

#[test]
fn one_creature_of_that_cost_is_no_choice_none_is_nothing_and_a_face_down_one_is_not_chosen() {
    // A Nomad revealed, cost 3: the enemy Nomad alone is poisoned at once; no creature of
    // player 0 costs 3, so nothing is asked.
    let (g, _) = played(dreams(json!(["vs-001"]), json!([]), json!([dream()])));
    assert_eq!(g.st.creatures[4].poison, 1);
    assert!(g.st.creatures.iter().all(|c| c.gained.is_empty()));
    assert!(g
        .pending()
        .is_none_or(|d| !d.options.iter().any(|c| matches!(c, Choice::Trigger { .. }))));
    // A face-down enemy Nomad (5) shows no cost: still the one face-up Nomad, at once.
    let hidden = json!([{ "card": "vs-001", "owner": 1, "cell": [3, 5], "hidden": true }]);
    let (g, _) = played(dreams(json!(["vs-001"]), hidden, json!([dream()])));
    assert_eq!((g.st.creatures[4].poison, g.st.creatures[5].poison), (1, 0));
    // No deck: nothing revealed, nothing done, the action used all the same.
    let (g, events) = played(dreams(json!([]), json!([]), json!([dream()])));
    assert!(g.st.creatures[0].closed);
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::PoisonMarker { .. } | EventKind::FeatureGained { .. })));
}

#[test]
fn the_dreams_reduction_takes_1_off_a_non_magic_strike_until_the_opponents_turn_ends() {
    let mut s = dreams(
        json!(["vs-090"]),
        json!([]),
        json!([dream(), take(0, 0, 2), take(0, 0, 1), "pass", strike(4, 1)]),
    );
    s["dice"] = json!([6, 1]);
    s.as_object_mut().unwrap().remove("until");
    let (g, events) = played(s);
    // Strong 3 on the Orc, 1 prevented.
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::WoundsPrevented { prevented: 1, .. })));
    assert_eq!(g.st.creatures[1].wounds, 2);
    // The poison wounded the Snakehead at its owner's start of turn.
    assert_eq!(g.st.creatures[2].wounds, 1);
    // Gone as the opponent's turn ends.
    let (g, events) = played(dreams(
        json!(["vs-090"]),
        json!([]),
        json!([dream(), take(0, 0, 2), take(0, 0, 1), "pass", "pass"]),
    ));
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::FeatureLost { creature, feature } if creature.uid == 1 && feature == "damage_reduction")));
    assert!(g.st.creatures[1].gained.is_empty());
}

// ----- the Dverg (90) ---------------------------------------------------------------------------

/// Player 0's Dverg (0) on [1, 1] and Nomad (1, strike 1-2-3) on [2, 2]; player 1's Nomad (2)
/// on [2, 4].
fn dverg(dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "creatures": [
        { "card": "vs-090", "owner": 0, "cell": [1, 1] },
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 4] },
    ], "choices": choices })
}

fn granted_act(target: u16) -> Choice {
    // The Nomad's card has no ability: the one given is its first.
    Choice::Act {
        player: 0,
        creature: 1,
        ability: 0,
        target,
        also: vec![],
        x: 0,
        cell: None,
    }
}

#[test]
fn the_dvergs_gift_is_a_magic_strike_of_the_creatures_strike_plus_1_declared_as_an_action() {
    let (g, events) = played(dverg(json!([6]), json!([act(0, 0, 1), act(1, 0, 2)])));
    let gained = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::FeatureGained { creature, feature, .. } if creature.uid == 1 && feature == "granted_magic_strike"))
        .expect("given");
    assert_eq!(gained.rule, "B-GAME-12");
    assert!(g.st.creatures[0].closed && g.st.creatures[1].closed);
    let declared = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::RangedDeclared { attacker, .. } if attacker.uid == 1))
        .expect("declared");
    assert!(matches!(&declared.kind, EventKind::RangedDeclared { value, .. } if *value == [2, 3, 4]));
    // A 6: strong, 3 + 1, magic.
    assert_eq!(g.st.creatures[2].wounds, 4);
    // Without the gift the Nomad has no such action.
    let no = refused(dverg(json!([6]), json!([act(1, 0, 2)])));
    assert!(no.contains("Nomad") || no.contains("creature 1"), "{no}");
}

#[test]
fn the_gift_is_offered_once_a_turn_and_is_gone_as_the_turn_ends() {
    let (mut g, _) = played(dverg(json!([6, 6]), json!([act(0, 0, 1)])));
    assert!(g.pending().unwrap().options.contains(&granted_act(2)));
    berserk_cards::choose(&mut g, granted_act(2));
    while g.st.attack.is_some() {
        let pass = g
            .pending()
            .unwrap()
            .options
            .into_iter()
            .find(|c| matches!(c, Choice::Pass { .. }))
            .unwrap();
        berserk_cards::choose(&mut g, pass);
    }
    // Opened again this turn, it may not use it a second time.
    g.st.creatures[1].closed = false;
    g.st.creatures[1].struck.clear();
    assert!(!g.pending().unwrap().options.contains(&granted_act(2)));
    let (_, _, words) = berserk_cards::refusal(&g, granted_act(2));
    assert!(words.contains("as often as"), "{words}");
    // The turn over, the gift is lost.
    let (g, events) = played(dverg(json!([]), json!([act(0, 0, 1), "pass"])));
    assert!(events.iter().any(|e| matches!(&e.kind, EventKind::FeatureLost { creature, feature } if creature.uid == 1 && feature == "granted_magic_strike")));
    assert!(g.st.creatures[1].gained.is_empty());
}

// ----- the Mire Queen (130), her action alone ---------------------------------------------------

/// Player 0's Mire Queen (0) on [2, 1]; player 1's Kshar (1) on [3, 4], and `others`; player
/// 0's deck is `deck`.
fn queen(deck: Value, others: Value) -> Value {
    let mut creatures = json!([
        { "card": "vs-130", "owner": 0, "cell": [2, 1] },
        { "card": "vs-002", "owner": 1, "cell": [3, 4] },
    ]);
    creatures
        .as_array_mut()
        .unwrap()
        .extend(others.as_array().unwrap().iter().cloned());
    json!({ "ruleset": "berserk", "dice": [], "creatures": creatures, "decks": [deck, []], "choices": [act(0, 1, 1)] })
}

fn queen_wounds(deck: Value, others: Value) -> u8 {
    let (g, events) = played(queen(deck, others));
    assert!(g.st.creatures[0].closed);
    let shown = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::Prophesied { .. }));
    let hit = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::Wounded { target, .. } if target.uid == 1));
    if shown.is_some() {
        assert!(shown < hit, "the card is revealed before the wounds");
    }
    g.st.creatures[1].wounds
}

#[test]
fn the_mire_queens_prophecy_wounds_2_when_a_card_of_that_name_is_in_a_squad_1_otherwise() {
    let nomad = json!([{ "card": "vs-001", "owner": 1, "cell": [0, 4] }]);
    // A Nomad revealed, a Nomad on the battlefield (either side): 2.
    assert_eq!(queen_wounds(json!(["vs-001"]), nomad.clone()), 2);
    // The Queen herself is in her squad.
    assert_eq!(queen_wounds(json!(["vs-130"]), json!([])), 2);
    // No card of that name: 1.
    assert_eq!(queen_wounds(json!(["vs-001"]), json!([])), 1);
    // A face-down Nomad does not tell its name; a dead one is in no squad.
    let hidden = json!([{ "card": "vs-001", "owner": 1, "cell": [0, 4], "hidden": true }]);
    assert_eq!(queen_wounds(json!(["vs-001"]), hidden), 1);
    let dead = json!([{ "card": "vs-001", "owner": 1, "cell": [0, 4], "dead": true, "wounds": 8 }]);
    assert_eq!(queen_wounds(json!(["vs-001"]), dead), 1);
    // No deck: nothing revealed, 1.
    assert_eq!(queen_wounds(json!([]), nomad), 1);
}
