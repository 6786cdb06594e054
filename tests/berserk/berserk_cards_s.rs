#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: Degaska's search, at the
//! start of the battle and on each strong strike, for a creature of her owner's deck with an
//! ability "on its strong strike", which she borrows for the rest of the battle [B-GAME-13].

use crate::berserk_cards;

use arbiter::core::error::ErrorKind;
use arbiter::core::Game;
use arbiter::rulesets::berserk::{Berserk, BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use arbiter::rulesets::Ruleset;
use berserk_cards::{at, played, refusal, strike};
use serde_json::{json, Value};

fn reveal(card: &str) -> Value {
    json!({ "type": "reveal", "creature": 0, "ability": 1, "card": card })
}

/// From the start of the battle, player 0 active: Degaska (0) of player 0 on [2, 2], `others`
/// after her (uids 1 on); player 0's deck `deck` (top first), player 1's a Nomad.
fn battle(deck: &[&str], others: Value, dice: Value, choices: Value) -> Value {
    let mut creatures = vec![at("vs-032", 0, [2, 2])];
    creatures.extend(others.as_array().unwrap().iter().cloned());
    json!({ "ruleset": "berserk", "from": "battle", "creatures": creatures, "decks": [deck, ["vs-001"]], "dice": dice, "choices": choices, "until": "choices_end" })
}

/// The abilities borrowed: (creature, card shown, its ability's number there, the creature's
/// number for it, rule).
fn borrowed(events: &[BerserkEvent]) -> Vec<(u16, String, u8, u8, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::AbilityBorrowed {
                creature,
                card,
                from,
                ability,
                ..
            } => Some((creature.uid, card.to_string(), *from, *ability, e.rule.to_string())),
            _ => None,
        })
        .collect()
}

/// The cards a `reveal` decision offers, in order.
fn offered(g: &BerserkGame) -> Vec<String> {
    let d = g.pending().expect("a decision is pending");
    d.options
        .iter()
        .filter_map(|c| match c {
            Choice::Reveal { card, .. } => Some(card.to_string()),
            _ => None,
        })
        .collect()
}

/// The abilities of `uid` that acted (their numbers), in order.
fn acted(events: &[BerserkEvent], uid: u16) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::AbilityTriggered { creature, ability, .. } if creature.uid == uid => Some(*ability),
            _ => None,
        })
        .collect()
}

/// The scenario resolved, then every priority passed while an attack goes on (its triggers'
/// questions left for the test to answer).
fn settled(s: Value) -> (BerserkGame, Vec<BerserkEvent>) {
    let (mut g, mut events) = played(s);
    settle(&mut g, &mut events);
    (g, events)
}

fn settle(g: &mut BerserkGame, events: &mut Vec<BerserkEvent>) {
    while let Some(d) = g.pending().filter(|d| d.kind == DecisionKind::Priority) {
        events.extend(g.choose(&Choice::Pass { player: d.player }).unwrap());
    }
}

/// `c` chosen, then priorities passed as in `settled`.
fn answer(g: &mut BerserkGame, events: &mut Vec<BerserkEvent>, c: Value) {
    let c: Choice = serde_json::from_value(c).unwrap();
    events.extend(g.choose(&c).unwrap_or_else(|e| panic!("{c:?}: {e}")));
    settle(g, events);
}

fn wounds(g: &BerserkGame, uid: u16) -> u8 {
    g.creature(uid).unwrap().wounds
}

fn nomads() -> Value {
    json!([at("vs-001", 0, [0, 0]), at("vs-001", 1, [0, 5])])
}

#[test]
fn at_the_start_of_the_battle_her_owner_chooses_one_card_per_fitting_name_and_she_borrows_its_ability() {
    // Anubisar, the Medusa (twice) and Teach have an ability on a strong strike; the Nomad and
    // the Hedd (on a medium or strong strike) do not, nor does another Degaska.
    let deck = ["vs-001", "vs-131", "vs-112", "vs-032", "vs-199", "vs-131", "vs-026"];
    let (g, events) = played(battle(&deck, nomads(), json!([]), json!([])));
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(offered(&g), vec!["vs-026", "vs-131", "vs-199"]);
    assert!(borrowed(&events).is_empty());

    let (g, events) = played(battle(&deck, nomads(), json!([]), json!([reveal("vs-131")])));
    // The Medusa's ability number 1 (on a strong strike) is Degaska's number 3, after her card's
    // three.
    assert_eq!(
        borrowed(&events),
        vec![(0, "vs-131".to_string(), 1, 3, "B-GAME-13".to_string())]
    );
    assert_eq!(g.st.creatures[0].borrowed.len(), 1);
    let public = serde_json::to_value(g.public_state()).unwrap();
    assert_eq!(
        public["creatures"][0]["borrowed"],
        json!([{ "card": "vs-131", "ability": 1 }])
    );
    // The card shown stays in the deck (shuffled).
    let mut left: Vec<&str> = g.camp(0).deck.iter().map(|&d| g.cat.get(d).id.as_str()).collect();
    left.sort();
    let mut all = deck.to_vec();
    all.sort();
    assert_eq!(left, all);
    // The first turn goes on: player 0 to act.
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn with_one_card_that_fits_it_is_shown_at_once_and_with_none_nothing_happens() {
    let (g, events) = played(battle(&["vs-001", "vs-199"], nomads(), json!([]), json!([])));
    // Teach's second ability (its first is a recruitment rule).
    assert_eq!(
        borrowed(&events),
        vec![(0, "vs-199".to_string(), 1, 3, "B-GAME-13".to_string())]
    );
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);

    for deck in [&["vs-001", "vs-112"][..], &[][..]] {
        let (g, events) = played(battle(deck, nomads(), json!([]), json!([])));
        assert!(borrowed(&events).is_empty());
        assert!(g.st.creatures[0].borrowed.is_empty());
        assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    }
}

#[test]
fn a_card_not_offered_is_refused_and_only_her_owner_answers() {
    let (g, _) = played(battle(&["vs-131", "vs-199", "vs-001"], nomads(), json!([]), json!([])));
    let reveal = |player: u8, card: &str| Choice::Reveal {
        player,
        creature: 0,
        ability: 1,
        card: card.into(),
    };
    for card in ["vs-001", "vs-026", "no-such-card"] {
        let (kind, rule, msg) = refusal(&g, reveal(0, card));
        assert_eq!(
            (kind, rule.as_deref()),
            (ErrorKind::IllegalByRule, Some("B-GAME-13")),
            "{card}"
        );
        assert!(msg.contains(card), "{msg}");
    }
    let (kind, _, _) = refusal(&g, reveal(1, "vs-131"));
    assert_eq!(kind, ErrorKind::WrongPlayer);
    // Another kind of answer is no option.
    let (kind, _, _) = refusal(
        &g,
        Choice::Trigger {
            player: 0,
            creature: 0,
            ability: 1,
            target: 0,
        },
    );
    assert_ne!(kind, ErrorKind::WrongPlayer);
    let (kind, _, _) = refusal(
        &g,
        Choice::Decline {
            player: 0,
            creature: 0,
            ability: 1,
        },
    );
    assert_eq!(kind, ErrorKind::IllegalByRule);
    // A `reveal` sent where none is asked.
    let (g, _) = played(battle(&["vs-001"], nomads(), json!([]), json!([])));
    let (kind, _, _) = refusal(&g, reveal(0, "vs-001"));
    assert_ne!(kind, ErrorKind::WrongPlayer);
}

#[test]
fn the_opponent_learns_the_card_shown_never_the_cards_that_fitted() {
    let deck = ["vs-131", "vs-199", "vs-026"];
    let (g, _) = played(battle(&deck, nomads(), json!([]), json!([])));
    // While her owner chooses, nothing of the deck is in the public state (the options are her
    // owner's seat's alone).
    for seat in [None, Some(1)] {
        let text = berserk_cards::seen_by(&g, seat).to_string();
        for card in deck {
            assert!(!text.contains(card), "{card} shown to {seat:?}: {text}");
        }
    }
    // The card shown is public, to the other seat too.
    let (g, events) = played(battle(&deck, nomads(), json!([]), json!([reveal("vs-199")])));
    let shown = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::AbilityBorrowed { .. }))
        .unwrap();
    assert_eq!(Berserk::hide_event(shown, Some(1)), None);
    let text = berserk_cards::seen_by(&g, Some(1)).to_string();
    assert!(text.contains("vs-199"));
    assert!(!text.contains("vs-131") && !text.contains("vs-026"), "{text}");
    // Narrated in both languages.
    let en = arbiter::rulesets::berserk::narrate(shown, arbiter::rulesets::berserk::Lang::En);
    let ru = arbiter::rulesets::berserk::narrate(shown, arbiter::rulesets::berserk::Lang::Ru);
    assert!(en.contains("Teach") && en.contains("shuffled"), "{en}");
    assert!(ru.contains("Тич") && ru.contains("перемешивается"), "{ru}");
}

/// Degaska (0) on [2, 2], the Vail (1) of player 1 opposite her on [2, 3], a Nomad (2) of
/// player 1 behind it on [2, 4], a Nomad (3) of player 0 on [0, 0].
fn duel() -> Value {
    json!([
        at("vs-117", 1, [2, 3]),
        at("vs-001", 1, [2, 4]),
        at("vs-001", 0, [0, 0])
    ])
}

#[test]
fn the_borrowed_ability_acts_on_her_strong_strike_and_the_search_comes_again_for_another_name() {
    // Shown at the start: the Medusa (of two fitting names). Her strong strike (6 against 1):
    // her own search (ability 2) shows Teach at once (the Medusa's name was shown), and the
    // Medusa's ability (3) closes and stuns the Vail. Teach's, borrowed only now, does not act
    // on this strike (the Nomad behind the Vail would add 1).
    let deck = ["vs-131", "vs-199", "vs-131"];
    let (g, events) = settled(battle(
        &deck,
        duel(),
        json!([6, 1]),
        json!([reveal("vs-131"), strike(0, 1)]),
    ));
    assert_eq!(
        borrowed(&events),
        vec![
            (0, "vs-131".to_string(), 1, 3, "B-GAME-13".to_string()),
            (0, "vs-199".to_string(), 1, 4, "B-GAME-13".to_string())
        ]
    );
    assert_eq!(acted(&events, 0), vec![1, 2, 3]);
    let vail = g.creature(1).unwrap();
    assert_eq!(vail.wounds, 5, "her strong strike alone");
    assert!(vail.closed && vail.stunned == 1, "the Medusa's gaze");
}

#[test]
fn a_medium_strike_neither_searches_nor_sets_off_the_borrowed_ability() {
    // 4 against 1 (+1 attack experience): medium, 3.
    let (g, events) = settled(battle(
        &["vs-131", "vs-199"],
        duel(),
        json!([3, 1]),
        json!([reveal("vs-131"), strike(0, 1)]),
    ));
    assert_eq!(borrowed(&events).len(), 1);
    assert_eq!(acted(&events, 0), vec![1]);
    assert_eq!(wounds(&g, 1), 3);
    assert!(g.creature(1).unwrap().stunned == 0);
}

#[test]
fn a_borrowed_ability_that_asks_is_answered_under_her_number_for_it() {
    // Anubisar's chains, borrowed at once (the only fitting name): on her strong strike on the
    // Vail, three enemies stand next to it, her owner chooses two (ability 3).
    let others = json!([
        at("vs-117", 1, [2, 3]),
        at("vs-001", 1, [1, 3]),
        at("vs-001", 1, [3, 3]),
        at("vs-001", 1, [1, 4])
    ]);
    let (mut g, mut events) = settled(battle(
        &["vs-026", "vs-001"],
        others,
        json!([6, 1]),
        json!([strike(0, 1)]),
    ));
    assert_eq!(
        borrowed(&events),
        vec![(0, "vs-026".to_string(), 0, 3, "B-GAME-13".to_string())]
    );
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    let targets: Vec<(u8, u16)> = d
        .options
        .iter()
        .filter_map(|c| match *c {
            Choice::Trigger {
                creature: 0,
                ability,
                target,
                ..
            } => Some((ability, target)),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![(3, 2), (3, 3), (3, 4)]);
    let pick = |t: u16| json!({ "type": "trigger", "player": 0, "creature": 0, "ability": 3, "target": t });
    answer(&mut g, &mut events, pick(2));
    answer(&mut g, &mut events, pick(4));
    assert_eq!(
        (wounds(&g, 1), wounds(&g, 2), wounds(&g, 3), wounds(&g, 4)),
        (5, 1, 0, 1)
    );
}

#[test]
fn a_borrowed_token_ability_chooses_among_the_cards_of_her_owners_graveyard() {
    // Talion's: on her strong strike an incarnation token on a card of her owner's graveyard
    // still lacking tokens, her owner's choice between the two dead Heralds of Pestilence.
    let dead = |cell: [u8; 2]| json!({ "card": "vs-137", "owner": 0, "cell": cell, "dead": true });
    let others = json!([
        at("vs-117", 1, [2, 3]),
        at("vs-001", 1, [0, 5]),
        dead([0, 0]),
        dead([1, 0])
    ]);
    let (mut g, mut events) = settled(battle(&["vs-149"], others, json!([6, 1]), json!([strike(0, 1)])));
    assert_eq!(
        borrowed(&events),
        vec![(0, "vs-149".to_string(), 1, 3, "B-GAME-13".to_string())]
    );
    let d = g.pending().unwrap();
    let targets: Vec<u16> = d
        .options
        .iter()
        .filter_map(|c| match *c {
            Choice::Trigger {
                creature: 0,
                ability: 3,
                target,
                ..
            } => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![3, 4]);
    let pick = json!({ "type": "trigger", "player": 0, "creature": 0, "ability": 3, "target": 4 });
    answer(&mut g, &mut events, pick);
    // One each as her owner's first turn started, one more on the card chosen.
    assert_eq!(
        (g.creature(3).unwrap().incarnation, g.creature(4).unwrap().incarnation),
        (1, 2)
    );
}

#[test]
fn face_down_at_the_start_of_the_battle_she_searches_nothing() {
    let mut s = battle(&["vs-131"], nomads(), json!([]), json!([]));
    s["creatures"][0]["hidden"] = json!(true);
    let (g, events) = played(s);
    assert!(borrowed(&events).is_empty());
    assert!(g.st.creatures[0].borrowed.is_empty());
}
