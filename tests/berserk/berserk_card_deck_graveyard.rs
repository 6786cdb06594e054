//! The deck, prophecy, the graveyard, Valhalla and incarnation of printed cards: a look at the
//! top of the deck [B-PROPHECY] (the Seeress of the Order, vs-173; the Schemer, vs-104), its
//! cards seen by their owner alone [B-SEE].

use crate::berserk_cards;
use arbiter::core::Game;
use arbiter::rulesets::berserk::{Berserk, BerserkGame, Choice, DecisionKind, EventKind};
use arbiter::rulesets::Ruleset;
use berserk_cards::{at, played, refused, strike};
use serde_json::{json, Value};

/// The ids of `player`'s deck, top first.
fn deck(g: &BerserkGame, player: u8) -> Vec<String> {
    g.camp(player)
        .deck
        .iter()
        .map(|&d| g.cat.get(d).id.to_string())
        .collect()
}

fn put_back(creature: u16, ability: u8, card: u8, bottom: bool) -> Value {
    json!({ "type": "put_back", "creature": creature, "ability": ability, "card": card, "bottom": bottom })
}

fn use_it(creature: u16, ability: u8) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": creature })
}

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

// ----- the Seeress of the Order (vs-173) -------------------------------------------------------

/// The opponent (player 1) ends their turn with the Seeress (uid 0) on player 0's side and
/// player 0's deck `deck`; then `choices`.
fn seeress(deck: Value, choices: &[Value]) -> Value {
    let mut all = vec![json!("pass")];
    all.extend(choices.iter().cloned());
    json!({ "ruleset": "berserk", "active": 1, "decks": [deck, ["vs-100"]],
        "creatures": [at("vs-173", 0, [2, 1]), at("vs-001", 1, [2, 4])], "choices": all })
}

const FOUR: [&str; 4] = ["vs-001", "vs-034", "vs-132", "vs-050"];

#[test]
fn the_seeress_puts_the_top_three_back_on_top_or_at_the_bottom_as_her_owner_names_them() {
    // At the end of the opponent's turn: may she look? (a trigger of player 0's).
    let (g, _) = played(seeress(json!(FOUR), &[]));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert!(d.options.iter().any(|c| matches!(
        c,
        Choice::Decline {
            creature: 0,
            ability: 0,
            ..
        }
    )));
    // She looks: the three top cards leave the deck into her owner's hand; six options.
    let (g, events) = played(seeress(json!(FOUR), &[use_it(0, 0)]));
    assert!(events.iter().any(|e| e.rule == "B-PROPHECY"
        && matches!(&e.kind, EventKind::DeckLooked { player: 0, cards, .. } if cards.as_slice() == ["vs-001", "vs-034", "vs-132"])));
    assert_eq!(deck(&g, 0), ["vs-050"]);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind, d.options.len()), (0, DecisionKind::Trigger, 6));
    // The Minotaur to the bottom, the Troll on top, then the Nomad under it.
    let choices = [
        use_it(0, 0),
        put_back(0, 0, 1, true),
        put_back(0, 0, 1, false),
        put_back(0, 0, 0, false),
    ];
    let (g, events) = played(seeress(json!(FOUR), &choices));
    assert_eq!(deck(&g, 0), ["vs-132", "vs-001", "vs-050", "vs-034"]);
    let placed: Vec<(String, bool)> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::DeckCardPutBack { card, bottom, .. } => Some((card.to_string(), *bottom)),
            _ => None,
        })
        .collect();
    assert_eq!(
        placed,
        [
            ("vs-034".into(), true),
            ("vs-132".into(), false),
            ("vs-001".into(), false)
        ]
    );
    // The turn goes on: player 0's starts.
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::TurnStarted { active: 0, .. })));
    assert_eq!(g.st.active, 0);
    assert!(g.st.asked.is_empty());
}

#[test]
fn the_seeress_declined_leaves_the_deck_and_a_short_deck_is_looked_at_whole() {
    let (g, events) = played(seeress(json!(FOUR), &[decline(0, 0)]));
    assert_eq!(deck(&g, 0), FOUR);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DeckLooked { .. })));
    assert_eq!(g.st.active, 0);
    // Two cards: both looked at; both to the bottom, the first named above the second.
    let choices = [use_it(0, 0), put_back(0, 0, 0, true), put_back(0, 0, 0, true)];
    let (g, _) = played(seeress(json!(["vs-001", "vs-034"]), &choices));
    assert_eq!(deck(&g, 0), ["vs-001", "vs-034"]);
    let choices = [use_it(0, 0), put_back(0, 0, 1, false), put_back(0, 0, 0, false)];
    let (g, _) = played(seeress(json!(["vs-001", "vs-034"]), &choices));
    assert_eq!(deck(&g, 0), ["vs-034", "vs-001"]);
    // No deck: nothing to look at, nothing asked.
    let (g, events) = played(seeress(json!([]), &[]));
    assert!(!events.iter().any(|e| matches!(
        e.kind,
        EventKind::AbilityTriggered { .. } | EventKind::DeckLooked { .. }
    )));
    assert_eq!((g.st.active, g.pending().unwrap().kind), (0, DecisionKind::Main));
    // One card: it may still go to the bottom.
    let (g, _) = played(seeress(json!(["vs-001"]), &[use_it(0, 0)]));
    assert_eq!(g.pending().unwrap().options.len(), 2);
}

#[test]
fn the_seeress_acts_at_the_end_of_the_opponent_s_turn_only() {
    // Player 0's own turn ends: nothing asked, player 1's turn starts.
    let s = json!({ "ruleset": "berserk", "decks": [FOUR, []],
        "creatures": [at("vs-173", 0, [2, 1]), at("vs-001", 1, [2, 4])], "choices": ["pass"] });
    let (g, events) = played(s);
    assert_eq!((g.st.active, g.pending().unwrap().kind), (1, DecisionKind::Main));
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::AbilityTriggered { .. })));
    assert_eq!(deck(&g, 0), FOUR);
}

#[test]
fn a_wrong_put_back_is_refused_and_changes_nothing() {
    // A card number past those in hand.
    let e = refused(seeress(json!(FOUR), &[use_it(0, 0), put_back(0, 0, 3, false)]));
    assert!(e.contains("B-PROPHECY"), "{e}");
    // Another answer than a put-back (a move) while cards are in hand.
    let e = refused(seeress(json!(FOUR), &[use_it(0, 0), json!({ "type": "pass" })]));
    assert!(e.contains("B-PROPHECY"), "{e}");
    // The refused choice leaves the game as it was.
    let (mut g, _) = played(seeress(json!(FOUR), &[use_it(0, 0), put_back(0, 0, 0, true)]));
    let before = serde_json::to_string(&g.st).unwrap();
    let bad = Choice::PutBack {
        player: 0,
        creature: 0,
        ability: 0,
        card: 2,
        bottom: false,
    };
    assert!(g.choose(&bad).is_err());
    let other = Choice::PutBack {
        player: 1,
        creature: 0,
        ability: 0,
        card: 0,
        bottom: false,
    };
    assert!(g.choose(&other).is_err());
    assert_eq!(serde_json::to_string(&g.st).unwrap(), before);
}

#[test]
fn the_other_seat_never_sees_the_cards_looked_at() {
    let (g, events) = played(seeress(json!(FOUR), &[use_it(0, 0), put_back(0, 0, 0, true)]));
    let (mine, theirs) = (berserk_cards::seen_by(&g, Some(0)), berserk_cards::seen_by(&g, Some(1)));
    // Its owner sees the two cards still in hand, in the options' order.
    assert_eq!(mine["look"], json!({ "player": 0, "cards": ["vs-034", "vs-132"] }));
    // The other seat and spectators: how many, not which; no deck card anywhere.
    assert_eq!(
        theirs["look"],
        json!({ "player": 0, "cards": ["face-down", "face-down"] })
    );
    for v in [&theirs, &serde_json::to_value(g.public_state()).unwrap()] {
        let text = v.to_string();
        for card in ["vs-034", "vs-132", "vs-050"] {
            assert!(!text.contains(card), "{card} shown: {text}");
        }
    }
    // The events: the owner's seat sees them whole, the other's with the cards face down.
    let look = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::DeckLooked { .. }))
        .unwrap();
    assert_eq!(Berserk::hide_event(look, Some(0)), None);
    let seen = Berserk::hide_event(look, Some(1)).unwrap();
    assert!(
        matches!(&seen.kind, EventKind::DeckLooked { cards, .. } if cards.iter().all(|c| c == "face-down") && cards.len() == 3)
    );
    let back = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::DeckCardPutBack { .. }))
        .unwrap();
    let seen = Berserk::hide_event(back, None).unwrap();
    assert!(matches!(&seen.kind, EventKind::DeckCardPutBack { card, bottom: true, .. } if card == "face-down"));
    // The options name no card.
    let options = serde_json::to_string(&g.pending().unwrap().options).unwrap();
    assert!(!options.contains("vs-"), "{options}");
}

// ----- the Schemer (vs-104) ------------------------------------------------------------------

/// The Two-Headed Troll (uid 0, vs-132) strikes a Brontobey with 4 against 1: its prophecy 2
/// reveals the top of player 0's deck `deck`; the Schemer (uid 1) stands beside it.
fn schemer(deck: Value, choices: &[Value]) -> Value {
    let mut all = vec![strike(0, 2)];
    all.extend(passes());
    all.extend(choices.iter().cloned());
    json!({ "ruleset": "berserk", "dice": [4, 1], "decks": [deck, []], "until": "choices_end",
        "creatures": [at("vs-132", 0, [2, 2]), at("vs-104", 0, [3, 1]), at("vs-030", 1, [2, 3])], "choices": all })
}

/// The passes that carry an attack through its steps to the application step's effects.
fn passes() -> Vec<Value> {
    vec![json!("pass"); 16]
}

#[test]
fn the_schemer_puts_the_revealed_cards_back_on_top_in_the_order_named() {
    let deck3 = json!(["vs-034", "vs-062", "vs-001"]);
    // The prophecy reveals two: the Schemer may reorder them.
    let (g, events) = played(schemer(deck3.clone(), &[]));
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::Prophesied { .. })));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    // Yes: two cards in hand, each to the top only (no bottom option).
    let (g, _) = played(schemer(deck3.clone(), &[use_it(1, 0)]));
    let d = g.pending().unwrap();
    assert_eq!(d.options.len(), 2);
    assert!(d
        .options
        .iter()
        .all(|c| matches!(c, Choice::PutBack { bottom: false, .. })));
    let e = refused(schemer(deck3.clone(), &[use_it(1, 0), put_back(1, 0, 0, true)]));
    assert!(e.contains("B-PROPHECY"), "{e}");
    // The Bonecrusher named first: it is the new top card; the third card is not touched.
    let (g, _) = played(schemer(
        deck3.clone(),
        &[use_it(1, 0), put_back(1, 0, 1, false), put_back(1, 0, 0, false)],
    ));
    assert_eq!(deck(&g, 0), ["vs-062", "vs-034", "vs-001"]);
    // The Troll's prophecy acted on the cards as revealed (two elite: 3 + 2 wounds).
    assert_eq!(g.st.creatures[2].wounds, 5);
    // Declined: the deck as it was.
    let (g, _) = played(schemer(deck3.clone(), &[decline(1, 0)]));
    assert_eq!(deck(&g, 0), ["vs-034", "vs-062", "vs-001"]);
    // One card revealed: nothing to reorder, nothing asked (the attack goes on to its end).
    let (g, _) = played(schemer(json!(["vs-034"]), &[]));
    assert!(g.st.asked.is_empty());
    assert!(g.st.attack.is_none());
}

#[test]
fn the_schemer_reorders_once_a_turn() {
    // A second Two-Headed Troll (uid 3) strikes after the first attack: its prophecy reveals
    // the new top two, and the Schemer, used this turn, is not asked again.
    let mut choices = vec![strike(0, 2)];
    choices.extend(passes());
    choices.extend([
        use_it(1, 0),
        put_back(1, 0, 1, false),
        put_back(1, 0, 0, false),
        strike(3, 2),
    ]);
    choices.extend(passes());
    let s = json!({ "ruleset": "berserk", "dice": [4, 1, 4, 1], "decks": [["vs-034", "vs-062", "vs-001"], []], "until": "choices_end",
        "creatures": [at("vs-132", 0, [2, 2]), at("vs-104", 0, [3, 1]), at("vs-030", 1, [2, 3]), at("vs-132", 0, [1, 2])],
        "choices": choices });
    let (g, events) = played(s);
    let prophecies = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Prophesied { .. }))
        .count();
    let looks = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::DeckLooked { .. }))
        .count();
    assert_eq!((prophecies, looks), (2, 1));
    assert!(g.st.asked.is_empty());
    assert_eq!(deck(&g, 0), ["vs-062", "vs-034", "vs-001"]);
}
