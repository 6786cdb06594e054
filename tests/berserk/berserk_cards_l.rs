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
