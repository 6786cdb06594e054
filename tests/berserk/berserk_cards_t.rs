#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in full, one mechanic each: the Punitive Squad,
//! revealed by its owner's prophecy while still a card of the deck, may come onto a free cell,
//! closed, and a creature next to it gets poison 1 [B-PROPHECY].

use crate::berserk_cards;

use arbiter::core::error::ErrorKind;
use arbiter::core::Game;
use arbiter::rulesets::berserk::{Berserk, BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use arbiter::rulesets::Ruleset;
use berserk_cards::{act, at, cells_offered, choose, offered_targets, played, refusal, strike};
use serde_json::{json, Value};

fn cell(creature: u16, cell: [u8; 2]) -> Value {
    json!({ "type": "cell", "creature": creature, "ability": 0, "cell": cell })
}

fn decline(creature: u16) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": 0 })
}

fn take(creature: u16, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": 0, "target": target })
}

/// Player 0's Mire Queen (0) on [2, 1], player 1's Kshar (1) on [3, 4], then `others`; player
/// 0's deck is `deck` (top first); the Queen's action (prophecy 1, then 1 or 2 wounds) on the
/// Kshar, then `choices`.
fn queen(deck: &[&str], others: &[Value], choices: &[Value]) -> Value {
    let mut creatures = vec![at("vs-130", 0, [2, 1]), at("vs-002", 1, [3, 4])];
    creatures.extend(others.iter().cloned());
    let mut all = vec![act(0, 1, 1)];
    all.extend(choices.iter().cloned());
    json!({ "ruleset": "berserk", "dice": [], "creatures": creatures, "decks": [deck, ["vs-001"]], "choices": all })
}

/// The cards of player `p`'s deck, top first.
fn deck(g: &BerserkGame, p: u8) -> Vec<String> {
    g.camp(p).deck.iter().map(|&d| g.cat.get(d).id.to_string()).collect()
}

/// The Squads come in: (uid, owner, cell, rule).
fn came(events: &[BerserkEvent]) -> Vec<(u16, u8, [u8; 2], String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::RevealedSummoned { player, creature, cell } => {
                assert_eq!((creature.card.as_str(), creature.owner), ("vs-105", *player));
                Some((creature.uid, *player, *cell, e.rule.to_string()))
            }
            _ => None,
        })
        .collect()
}

/// Poison given: (creature, amount).
fn poisoned(events: &[BerserkEvent]) -> Vec<(u16, u8)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::PoisonMarker { target, amount, .. } => Some((target.uid, *amount)),
            _ => None,
        })
        .collect()
}

/// Every free cell of the board but those in `taken`.
fn free_but(taken: &[[u8; 2]]) -> Vec<[u8; 2]> {
    let mut cells: Vec<[u8; 2]> = (0..5u8)
        .flat_map(|x| (0..6u8).map(move |y| [x, y]))
        .filter(|c| !taken.contains(c))
        .collect();
    cells.sort();
    cells
}

#[test]
fn revealed_by_its_owners_prophecy_the_squad_asks_its_owner_for_any_free_cell_after_the_prophecys_card_acts() {
    let (g, events) = played(queen(&["vs-105", "vs-001"], &[], &[]));
    // The Queen's action is over first: the Kshar took its 1 wound (no Squad on the field).
    assert_eq!(g.st.creatures[1].wounds, 1);
    let shown = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::Prophesied { cards, .. } if cards == &["vs-105"]));
    let hit = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::Wounded { target, .. } if target.uid == 1));
    assert!(shown.is_some() && shown < hit);
    // Its owner is asked: any free cell of the board (either half), or decline; the choice
    // names the uid the card will have (2) and its ability (0). Nothing has come yet.
    let d = g.pending().unwrap();
    assert_eq!(d.player, 0);
    assert_eq!(cells_offered(&g, 0, 2, 0), free_but(&[[2, 1], [3, 4]]));
    assert!(d.options.iter().any(|c| matches!(
        c,
        Choice::Decline {
            player: 0,
            creature: 2,
            ability: 0
        }
    )));
    assert_eq!(g.st.creatures.len(), 2);
    assert_eq!(deck(&g, 0), ["vs-105", "vs-001"]);
}

#[test]
fn the_squad_comes_closed_face_up_onto_the_cell_chosen_and_the_one_creature_next_to_it_is_poisoned_at_once() {
    let (g, events) = played(queen(
        &["vs-105", "vs-002", "vs-001", "vs-003"],
        &[],
        &[cell(2, [3, 3])],
    ));
    assert_eq!(came(&events), [(2, 0, [3, 3], "B-PROPHECY".to_string())]);
    let squad = &g.st.creatures[2];
    assert_eq!(
        (g.cat.get(squad.def).id.as_str(), squad.owner, squad.cell),
        ("vs-105", 0, [3, 3])
    );
    assert!(squad.closed && !squad.hidden && !squad.dead && squad.wounds == 0);
    // The Kshar alone stands next to it (an enemy): poison 1, no choice.
    assert_eq!(poisoned(&events), [(1, 1)]);
    assert_eq!(g.st.creatures[1].poison, 1);
    assert_eq!(g.st.creatures[0].poison, 0);
    // It left the deck; the rest is not shuffled.
    assert_eq!(deck(&g, 0), ["vs-002", "vs-001", "vs-003"]);
    // The game goes on in player 0's main phase.
    assert_eq!(g.pending().unwrap().player, 0);
    assert!(berserk_cards::offers_pass(&g));
    // Next to its own Queen alone: she is the one poisoned.
    let (g, _) = played(queen(&["vs-105"], &[], &[cell(2, [1, 0])]));
    assert_eq!((g.st.creatures[0].poison, g.st.creatures[1].poison), (1, 0));
    // Next to no one: nothing.
    let (g, events) = played(queen(&["vs-105"], &[], &[cell(2, [0, 5])]));
    assert!(poisoned(&events).is_empty());
    assert_eq!(g.st.creatures[2].cell, [0, 5]);
}

#[test]
fn with_several_creatures_next_to_it_its_owner_chooses_the_one_poisoned_without_declining() {
    // [2, 2]: the Queen [2, 1] and a Nomad of player 1 on [1, 3] next to it; a flyer is off
    // the board.
    let others = [at("vs-001", 1, [1, 3]), berserk_cards::flying("vs-014", 1)];
    let (g, events) = played(queen(&["vs-105"], &others, &[cell(4, [2, 2])]));
    assert!(poisoned(&events).is_empty());
    let d = g.pending().unwrap();
    assert_eq!(d.player, 0);
    assert_eq!(offered_targets(&d), [0, 2]);
    assert!(!d.options.iter().any(|c| matches!(c, Choice::Decline { .. })));
    // The Kshar is not next to [2, 2]: refused.
    let (kind, rule, _) = refusal(
        &g,
        Choice::Trigger {
            player: 0,
            creature: 4,
            ability: 0,
            target: 1,
        },
    );
    assert_eq!((kind, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-GAME-13")));
    let (g, events) = played(queen(&["vs-105"], &others, &[cell(4, [2, 2]), take(4, 2)]));
    assert_eq!(poisoned(&events), [(2, 1)]);
    assert_eq!((g.st.creatures[0].poison, g.st.creatures[2].poison), (0, 1));
}

#[test]
fn its_owner_may_leave_it_in_the_deck() {
    let (g, events) = played(queen(&["vs-105", "vs-001"], &[], &[decline(2)]));
    let stays = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::RevealedStays { player: 0, card } if card == "vs-105"))
        .expect("stays");
    assert_eq!(stays.rule, "B-PROPHECY");
    assert!(came(&events).is_empty());
    assert_eq!(g.st.creatures.len(), 2);
    assert_eq!(deck(&g, 0), ["vs-105", "vs-001"]);
    assert!(berserk_cards::offers_pass(&g));
}

#[test]
fn a_taken_cell_a_cell_off_the_board_another_creature_or_the_other_player_are_refused() {
    let (g, _) = played(queen(&["vs-105"], &[], &[]));
    let cell = |player: u8, creature: u16, cell: [u8; 2]| Choice::Cell {
        player,
        creature,
        ability: 0,
        cell,
    };
    let (kind, rule, words) = refusal(&g, cell(0, 2, [2, 1]));
    assert_eq!((kind, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-PROPHECY")));
    assert!(words.contains("[2, 1]"), "{words}");
    let (kind, rule, _) = refusal(&g, cell(0, 2, [7, 9]));
    assert_eq!((kind, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-PROPHECY")));
    // Not the card's uid-to-be, nor its ability: not an option.
    let (kind, rule, _) = refusal(&g, cell(0, 0, [0, 0]));
    assert_eq!((kind, rule.as_deref()), (ErrorKind::NotAnOption, Some("B-PROPHECY")));
    let (kind, _, _) = refusal(
        &g,
        Choice::Cell {
            player: 0,
            creature: 2,
            ability: 1,
            cell: [0, 0],
        },
    );
    assert_eq!(kind, ErrorKind::NotAnOption);
    let (kind, _, _) = refusal(&g, Choice::Pass { player: 0 });
    assert_eq!(kind, ErrorKind::NotAnOption);
    // The opponent does not answer for it.
    let (kind, _, _) = refusal(&g, cell(1, 2, [0, 0]));
    assert_eq!(kind, ErrorKind::WrongPlayer);
}

#[test]
fn with_no_free_cell_nothing_is_asked() {
    let full: Vec<Value> = (0..5u8)
        .flat_map(|x| (0..6u8).map(move |y| [x, y]))
        .filter(|c| ![[2, 1], [3, 4]].contains(c))
        .map(|c| at("vs-001", if c[1] < 3 { 0 } else { 1 }, c))
        .collect();
    let (g, events) = played(queen(&["vs-105"], &full, &[]));
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::Prophesied { .. })));
    let d = g.pending().unwrap();
    assert!(d.options.iter().any(|c| matches!(c, Choice::Pass { .. })));
    assert!(!d
        .options
        .iter()
        .any(|c| matches!(c, Choice::Cell { .. } | Choice::Decline { .. })));
    assert_eq!(deck(&g, 0), ["vs-105"]);
}

#[test]
fn another_card_revealed_asks_nothing() {
    let (g, _) = played(queen(&["vs-001", "vs-105"], &[], &[]));
    assert!(berserk_cards::offers_pass(&g));
    assert_eq!(g.st.creatures.len(), 2);
}

/// The game of `s` with its choices made, then its priorities passed until an ability asks
/// (or the attack is over): the game and every event so far.
fn until_asked(mut s: Value) -> (BerserkGame, Vec<BerserkEvent>) {
    s["until"] = json!("choices_end");
    let (mut g, mut events) = played(s);
    pass_on(&mut g, &mut events);
    (g, events)
}

/// Priorities passed while the attack goes on and no ability asks.
fn pass_on(g: &mut BerserkGame, events: &mut Vec<BerserkEvent>) {
    while let Some(d) = g.pending() {
        if d.kind != DecisionKind::Priority {
            break;
        }
        events.extend(choose(g, Choice::Pass { player: d.player }));
    }
}

/// `c` answered, then the priorities passed as `until_asked`.
fn answer(g: &mut BerserkGame, events: &mut Vec<BerserkEvent>, c: Choice) {
    events.extend(choose(g, c));
    pass_on(g, events);
}

fn at_cell(player: u8, creature: u16, cell: [u8; 2]) -> Choice {
    Choice::Cell {
        player,
        creature,
        ability: 0,
        cell,
    }
}

fn poison_on(player: u8, creature: u16, target: u16) -> Choice {
    Choice::Trigger {
        player,
        creature,
        ability: 0,
        target,
    }
}

/// Player 0's Two-Headed Troll (0) on [2, 2] strikes player 1's Nomad (1) on [2, 3] (rolls 4
/// and 1: a landed strike, prophecy 2); player 0's deck is `deck`.
fn troll(deck: &[&str]) -> Value {
    json!({ "ruleset": "berserk", "dice": [4, 1], "creatures": [at("vs-132", 0, [2, 2]), at("vs-001", 1, [2, 3])],
            "decks": [deck, []], "choices": [strike(0, 1)] })
}

#[test]
fn two_squads_revealed_each_ask_in_turn_the_second_as_the_next_creature() {
    let (mut g, mut events) = until_asked(troll(&["vs-105", "vs-105", "vs-001"]));
    // Both ordinary: the Troll's poison 2 first, then the first Squad is asked.
    assert_eq!(poisoned(&events), [(1, 2)]);
    assert_eq!(g.pending().unwrap().player, 0);
    assert_eq!(cells_offered(&g, 0, 2, 0).len(), 28);
    let before = g.clone();
    // The first onto [1, 3], next to the Nomad [2, 3] and the Troll [2, 2]: its owner chooses
    // whom it poisons, then the second Squad (uid 3) is asked.
    answer(&mut g, &mut events, at_cell(0, 2, [1, 3]));
    assert_eq!(offered_targets(&g.pending().unwrap()), [0, 1]);
    answer(&mut g, &mut events, poison_on(0, 2, 1));
    assert_eq!(cells_offered(&g, 0, 3, 0).len(), 27);
    let mut declined = (g.clone(), events.clone());
    answer(&mut g, &mut events, at_cell(0, 3, [4, 5]));
    assert_eq!(
        came(&events),
        [
            (2, 0, [1, 3], "B-PROPHECY".to_string()),
            (3, 0, [4, 5], "B-PROPHECY".to_string())
        ]
    );
    // Next to none: the Nomad has the first Squad's poison 1 after the Troll's 2.
    assert_eq!(g.st.creatures[1].poison, 3);
    assert_eq!(deck(&g, 0), ["vs-001"]);
    // The attack then ends as it would have.
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::AttackEnded { .. })));
    // The second declined: one came, one stays on top.
    answer(
        &mut declined.0,
        &mut declined.1,
        Choice::Decline {
            player: 0,
            creature: 3,
            ability: 0,
        },
    );
    assert_eq!(came(&declined.1).len(), 1);
    assert_eq!(deck(&declined.0, 0), ["vs-105", "vs-001"]);
    // Both on the same cell: the second no longer may.
    let mut g = before;
    answer(&mut g, &mut events, at_cell(0, 2, [0, 0]));
    let (kind, rule, _) = refusal(&g, at_cell(0, 3, [0, 0]));
    assert_eq!((kind, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-PROPHECY")));
}

/// Player 0's Nomad (0) on [2, 2] strikes player 1's Daughter of Pearl (1) on [2, 3], whose
/// prophecy 1 (player 1's deck: `deck`) blocks on an odd cost.
fn daughter(deck: &[&str]) -> Value {
    json!({ "ruleset": "berserk", "dice": [], "creatures": [at("vs-001", 0, [2, 2]), at("vs-122", 1, [2, 3])],
            "decks": [["vs-105"], deck], "choices": [strike(0, 1)] })
}

#[test]
fn in_the_opponents_turn_the_squad_of_the_player_whose_prophecy_revealed_it_is_theirs_to_bring_in() {
    // The Daughter's prophecy reveals player 1's Squad (cost 3, odd): the attack is to be
    // blocked; first player 1 is asked about the Squad, in player 0's turn.
    let (mut g, mut events) = until_asked(daughter(&["vs-105"]));
    let d = g.pending().unwrap();
    assert_eq!((d.player, g.st.active), (1, 0));
    assert_eq!(cells_offered(&g, 1, 2, 0), free_but(&[[2, 2], [2, 3]]));
    // Player 0 does not answer for it.
    let (kind, _, _) = refusal(&g, at_cell(0, 2, [1, 3]));
    assert_eq!(kind, ErrorKind::WrongPlayer);
    answer(&mut g, &mut events, at_cell(1, 2, [1, 3]));
    assert_eq!(came(&events), [(2, 1, [1, 3], "B-PROPHECY".to_string())]);
    // Next to it: the Nomad [2, 2] and the Daughter [2, 3]: player 1 chooses.
    assert_eq!(g.pending().unwrap().player, 1);
    assert_eq!(offered_targets(&g.pending().unwrap()), [0, 1]);
    answer(&mut g, &mut events, poison_on(1, 2, 0));
    assert_eq!(g.st.creatures[0].poison, 1);
    // The attack was blocked: the Daughter took no wound.
    assert_eq!(g.st.creatures[1].wounds, 0);
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::AttackEnded { .. })));
    // Player 0's Squad, in his deck, was never asked: no prophecy of his.
    assert_eq!((deck(&g, 0), deck(&g, 1)), (vec!["vs-105".to_string()], vec![]));
}

#[test]
fn what_the_other_seat_sees_the_card_revealed_and_where_it_came_never_the_deck() {
    let (g, events) = played(queen(&["vs-105", "vs-062", "vs-034"], &[], &[cell(2, [3, 3])]));
    // The events of the Squad are public (its card was revealed to both).
    for e in events.iter().filter(|e| {
        matches!(
            e.kind,
            EventKind::RevealedSummoned { .. } | EventKind::Prophesied { .. }
        )
    }) {
        assert_eq!(Berserk::hide_event(e, Some(1)), None);
        assert_eq!(Berserk::hide_event(e, None), None);
    }
    let theirs = berserk_cards::seen_by(&g, Some(1));
    // The Squad is a face-up creature; the deck's two cards left are a count.
    let text = theirs.to_string();
    assert!(text.contains("vs-105"));
    for card in ["vs-062", "vs-034"] {
        assert!(!text.contains(card), "{card} shown: {text}");
    }
    assert_eq!(g.public_state().prep.unwrap().camps[0].deck, 2);
    // While the owner is asked, the other seat sees no more than the revealed card.
    let (g, _) = played(queen(&["vs-105", "vs-062", "vs-034"], &[], &[]));
    let text = berserk_cards::seen_by(&g, Some(1)).to_string();
    for card in ["vs-062", "vs-034"] {
        assert!(!text.contains(card), "{card} shown: {text}");
    }
}

#[test]
fn its_coming_and_its_staying_are_told_in_english_and_russian() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let (_, came) = played(queen(&["vs-105"], &[], &[cell(2, [3, 3])]));
    let (_, stayed) = played(queen(&["vs-105"], &[], &[decline(2)]));
    let told = |events: &[BerserkEvent], lang| events.iter().map(|e| narrate(e, lang)).collect::<Vec<_>>().join("\n");
    let en = told(&came, Lang::En);
    assert!(
        en.contains("Punitive Squad #2, revealed by the prophecy, comes from player 0's deck onto [3, 3], closed."),
        "{en}"
    );
    let ru = told(&came, Lang::Ru);
    assert!(ru.contains("Отряд карателей #2 (карта, открытая пророчеством) выходит из колоды игрока 0 на клетку [3, 3] в закрытом виде."), "{ru}");
    let en = told(&stayed, Lang::En);
    assert!(
        en.contains("Player 0 leaves Punitive Squad, revealed by the prophecy, in their deck."),
        "{en}"
    );
    let ru = told(&stayed, Lang::Ru);
    assert!(
        ru.contains("Игрок 0 оставляет открытую пророчеством карту Отряд карателей в своей колоде."),
        "{ru}"
    );
}

#[test]
fn a_look_at_the_revealed_cards_comes_first_and_the_squad_comes_from_where_it_was_put_back() {
    // The Troll's prophecy 2 reveals the Squad and a Nomad; the Schemer (1) of its side takes
    // them back first, the Nomad put on top, then the Squad.
    let s = json!({ "ruleset": "berserk", "dice": [4, 1], "decks": [["vs-105", "vs-001", "vs-002"], []],
        "creatures": [at("vs-132", 0, [2, 2]), at("vs-104", 0, [3, 1]), at("vs-030", 1, [2, 3])], "choices": [strike(0, 2)] });
    let (mut g, mut events) = until_asked(s);
    assert_eq!(offered_targets(&g.pending().unwrap()), [1]);
    answer(
        &mut g,
        &mut events,
        Choice::Trigger {
            player: 0,
            creature: 1,
            ability: 0,
            target: 1,
        },
    );
    assert!(g
        .pending()
        .unwrap()
        .options
        .iter()
        .all(|c| matches!(c, Choice::PutBack { .. })));
    let put = |card: u8| Choice::PutBack {
        player: 0,
        creature: 1,
        ability: 0,
        card,
        bottom: false,
    };
    answer(&mut g, &mut events, put(1));
    answer(&mut g, &mut events, put(0));
    assert_eq!(deck(&g, 0), ["vs-001", "vs-105", "vs-002"]);
    // Then the Squad (uid 3) is asked, and comes from under the Nomad.
    assert_eq!(cells_offered(&g, 0, 3, 0).len(), 27);
    answer(&mut g, &mut events, at_cell(0, 3, [0, 5]));
    assert_eq!(came(&events), [(3, 0, [0, 5], "B-PROPHECY".to_string())]);
    assert_eq!(deck(&g, 0), ["vs-001", "vs-002"]);
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::AttackEnded { .. })));
}
