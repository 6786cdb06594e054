#![cfg(not(target_arch = "wasm32"))]
//! [E-SEE] [B-SEE] [Y-SEE] What each seat sees, over random games of every ruleset: every view,
//! event and frame a seat is given is checked against the rule as this test states it on its
//! own (which zones of the public state a seat may not see), not against the engine's code.
//!
//! - a view is the public state with exactly the hidden zones written `hidden`, each keeping its
//!   length (so sizes are known), and nothing else changed;
//! - a seat's events are the events, but another seat's draw, whose cards are all `hidden`;
//! - a seat's frames are its views: the last is the view after the step;
//! - a seat's view is enough to show its own options: every card an option names is a card
//!   the deciding seat sees;
//! - the history a seat is given is what it was given step by step.

use arbiter::core::{Rng, HIDDEN};
use arbiter::rulesets::RulesetId;
use arbiter::saves::{GameLog, Resumable};
use arbiter::session::{self, Seat};
use proptest::prelude::*;
use serde_json::{json, Value};

fn parse(text: &str) -> Value {
    serde_json::from_str(text).expect("the engine writes JSON")
}

/// Whether `v` is a list of `hidden` as long as `of`.
fn hidden_as(v: &Value, of: &Value) -> bool {
    match (v.as_array(), of.as_array()) {
        (Some(v), Some(of)) => v.len() == of.len() && v.iter().all(|c| c == HIDDEN),
        _ => false,
    }
}

/// The rule, stated here: the public state `public` with what `seat` may not see hidden.
/// Eredan: the others' hands and every deck; Yummell: the others' hands and the deck; Berserk:
/// a face-down creature's card to all but its owner (who sees the card: `own_cards` by uid).
fn expected_view(
    ruleset: RulesetId,
    public: &Value,
    seat: Seat,
    own_cards: &dyn Fn(u64) -> Value,
    own_camp: &dyn Fn(usize) -> Value,
    own_look: &dyn Fn() -> Value,
) -> Value {
    let mut v = public.clone();
    let mine = |p: usize| seat.map(usize::from) == Some(p);
    let hide = |x: &mut Value| {
        if let Some(a) = x.as_array_mut() {
            a.iter_mut().for_each(|c| *c = json!(HIDDEN));
        }
    };
    match ruleset.name() {
        "eredan" | "yummell" => {
            if let Some(deck) = v.get_mut("deck") {
                hide(deck);
            }
            for (p, player) in v["players"].as_array_mut().unwrap().iter_mut().enumerate() {
                if let Some(deck) = player.get_mut("deck") {
                    hide(deck);
                }
                if !mine(p) {
                    hide(&mut player["hand"]);
                }
            }
        }
        "berserk" => {
            for c in v["creatures"].as_array_mut().unwrap() {
                if c["hidden"] == json!(true) && mine(c["owner"].as_u64().unwrap() as usize) {
                    c["card"] = own_cards(c["uid"].as_u64().unwrap());
                    c["life"] = berserk_life(&c["card"]);
                }
            }
            // A whole game's preparation: a seat sees its own deal, squad and crystals; the
            // others' cards stay `face-down`, their crystals null [B-GAME].
            if let Some(camps) = v.get_mut("prep").map(|p| &mut p["camps"]) {
                for (p, camp) in camps.as_array_mut().unwrap().iter_mut().enumerate() {
                    if mine(p) {
                        *camp = own_camp(p);
                    }
                }
            }
            // A look at the top of a deck: its cards to their player alone [B-PROPHECY].
            if let Some(look) = v
                .get_mut("look")
                .filter(|l| mine(l["player"].as_u64().unwrap() as usize))
            {
                look["cards"] = own_look();
            }
        }
        other => panic!("no statement of what a seat sees in {other}"),
    }
    v
}

/// The card ids of a ruleset's catalogue (cards, characters, creatures, advantages...).
fn catalogue_ids(ruleset: RulesetId) -> std::collections::BTreeSet<String> {
    fn walk(v: &Value, out: &mut std::collections::BTreeSet<String>) {
        match v {
            Value::Object(o) => {
                if let Some(Value::String(id)) = o.get("id") {
                    out.insert(id.clone());
                }
                o.values().for_each(|x| walk(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = std::collections::BTreeSet::new();
    walk(&session::cards(ruleset).unwrap(), &mut out);
    walk(&session::decks(ruleset).unwrap(), &mut out);
    out
}

fn strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// The card of each Berserk creature by uid, from the internal state and the catalogue.
fn berserk_cards(internal: &Value) -> impl Fn(u64) -> Value {
    let defs = berserk_ids();
    let creatures = internal["creatures"].as_array().cloned().unwrap_or_default();
    move |uid| {
        let c = creatures
            .iter()
            .find(|c| c["uid"].as_u64() == Some(uid))
            .expect("a creature of the game");
        defs[c["def"].as_u64().unwrap() as usize].clone()
    }
}

/// A Berserk player's camp as its own seat sees it, from the internal state: its deal, which
/// are taken, its squad, crystals, redeals; the squad's cost (a number the engine works out,
/// checked by the rules tests) as `cost_seen` gives it.
fn berserk_camp(internal: &Value, p: usize, cost_seen: &Value) -> Value {
    let ids = berserk_ids();
    let camp = &internal["prep"]["camps"][p];
    let list = |k: &str| camp[k].as_array().cloned().unwrap_or_default();
    let mut own = json!({
        "deck": list("deck").len(),
        "deal": list("deal").iter().map(|d| ids[d["def"].as_u64().unwrap() as usize].clone()).collect::<Vec<_>>(),
        "taken": list("deal").iter().map(|d| d["taken"].clone()).collect::<Vec<_>>(),
        "squad": list("squad").iter().map(|s| ids[s["def"].as_u64().unwrap() as usize].clone()).collect::<Vec<_>>(),
        "placed": list("squad").iter().map(|s| s["placed"].clone()).collect::<Vec<_>>(),
        "redeals": camp["redeals"],
        "crystals": camp["crystals"],
        "cost": cost_seen,
    });
    // [B-GAME-3] The opponent's cards the Infiltrator saw, to this seat alone.
    let seen = list("seen");
    if !seen.is_empty() {
        own["seen"] = seen.iter().map(|d| ids[d.as_u64().unwrap() as usize].clone()).collect();
    }
    own
}

/// The cards of a Berserk look at the top of a deck, from the internal state [B-PROPHECY].
fn berserk_look(internal: &Value) -> Value {
    let ids = berserk_ids();
    let cards = internal["asked"][0]["look"]["cards"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    Value::Array(
        cards
            .iter()
            .map(|d| ids[d.as_u64().unwrap() as usize].clone())
            .collect(),
    )
}

/// A Berserk card's life, from the catalogue.
fn berserk_life(card: &Value) -> Value {
    let cards = session::cards(RulesetId::parse("berserk").unwrap()).unwrap();
    cards
        .as_array()
        .unwrap()
        .iter()
        .find(|c| &c["id"] == card)
        .map(|c| c["life"].clone())
        .unwrap()
}

fn berserk_ids() -> Vec<Value> {
    session::cards(RulesetId::parse("berserk").unwrap())
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].clone())
        .collect()
}

/// Plays a random game of `ruleset` from `setup`, checking every seat's view, events and frames
/// at every step. Returns how many hidden cards the seats were shown as `hidden` (so a test
/// knows the check met hidden information at all).
fn check_game(ruleset: RulesetId, setup: Value, seed: u64) -> usize {
    let log = GameLog::new(ruleset.name(), seed, setup.clone());
    let mut game = Resumable::start(&log).unwrap();
    let mut whole = Resumable::start(&log).unwrap();
    let n = game.session.seats();
    let seats: Vec<Seat> = (0..n as u8).map(Some).chain([None]).collect();
    let ids = catalogue_ids(ruleset);
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut hidden_seen = 0;
    let mut given: Vec<Vec<Value>> = seats
        .iter()
        .map(|&s| parse(&game.history_as(s).unwrap()).as_array().unwrap().clone())
        .collect();
    for step in 0..3000 {
        let public = parse(&game.session.state_json());
        let internal = game.session.internal_state();
        let own = |uid: u64| match ruleset.name() {
            "berserk" => berserk_cards(&internal)(uid),
            _ => Value::Null,
        };
        for &seat in &seats {
            let view = parse(&game.session.view_json(seat).unwrap());
            let camp = |p: usize| berserk_camp(&internal, p, &view["prep"]["camps"][p]["cost"]);
            let look = || berserk_look(&internal);
            assert_eq!(
                view,
                expected_view(ruleset, &public, seat, &own, &camp, &look),
                "{ruleset} seed {seed} step {step} seat {seat:?}"
            );
            hidden_seen += view.to_string().matches(HIDDEN).count();
        }
        let pending = parse(&game.session.pending_json());
        if pending.is_null() {
            break;
        }
        // The decider's view names every card its options name.
        let decider = pending["player"].as_u64().unwrap() as u8;
        let mut seen = vec![];
        strings(&parse(&game.session.view_json(Some(decider)).unwrap()), &mut seen);
        let mut named = vec![];
        strings(&pending["options"], &mut named);
        for card in named.iter().filter(|s| ids.contains(*s)) {
            assert!(
                seen.contains(card),
                "{ruleset} seed {seed} step {step}: option card {card} not in seat {decider}'s view"
            );
        }
        let options = pending["options"].as_array().unwrap();
        let choice = options[rng.below(options.len() as u32) as usize].to_string();
        // The whole step, as a driver that sees everything gets it, on a twin of the game.
        let (events, _) = whole.session.step_json(&choice).unwrap();
        let events = parse(&events);
        let steps = game.session.step_as(&choice, &seats).unwrap();
        assert_eq!(steps.len(), seats.len());
        for (i, (&seat, (ev, fr))) in seats.iter().zip(&steps).enumerate() {
            let (ev, fr) = (parse(ev), parse(fr));
            let (ev, fr) = (ev.as_array().unwrap(), fr.as_array().unwrap());
            assert_eq!(ev.len(), events.as_array().unwrap().len());
            assert_eq!(fr.len(), ev.len(), "a frame per event");
            for (mine, all) in ev.iter().zip(events.as_array().unwrap()) {
                let others_draw = all["kind"] == "cards_drawn" && seat.map(u64::from) != all["player"].as_u64();
                let others_recruit = (all["kind"] == "recruited" || all["kind"] == "dismissed")
                    && seat.map(u64::from) != all["player"].as_u64();
                let others_look = (all["kind"] == "deck_looked" || all["kind"] == "deck_card_put_back")
                    && seat.map(u64::from) != all["player"].as_u64();
                // [B-GAME-3] Another's Linnet and companion shown: the cards, not the crystals;
                // another's Infiltrator: her card, not what she saw, her discount or the crystals.
                let others_showing = (all["kind"] == "recruited_with_companion" || all["kind"] == "infiltrated")
                    && seat.map(u64::from) != all["player"].as_u64();
                if others_showing {
                    let mut want = all.clone();
                    if let Some(seen) = want.get_mut("seen").and_then(Value::as_array_mut) {
                        seen.iter_mut().for_each(|c| *c = json!("face-down"));
                    }
                    let fields = want.as_object_mut().unwrap();
                    for k in ["gold", "silver", "discount"] {
                        fields.remove(k);
                    }
                    assert_eq!(mine, &want, "{ruleset} seed {seed}: seat {seat:?} saw {mine}");
                } else if others_look {
                    // [B-PROPHECY] Another's look at their deck: its cards `face-down`.
                    let mut want = all.clone();
                    match want.get_mut("cards").and_then(Value::as_array_mut) {
                        Some(cards) => cards.iter_mut().for_each(|c| *c = json!("face-down")),
                        None => want["card"] = json!("face-down"),
                    }
                    assert_eq!(mine, &want, "{ruleset} seed {seed}: seat {seat:?} saw {mine}");
                } else if others_recruit {
                    // [B-GAME-3] Another's recruit: its card `face-down`, no crystals.
                    let mut want = all.clone();
                    want["card"] = json!("face-down");
                    let fields = want.as_object_mut().unwrap();
                    fields.remove("gold");
                    fields.remove("silver");
                    assert_eq!(mine, &want, "{ruleset} seed {seed}: seat {seat:?} saw {mine}");
                } else if others_draw {
                    assert!(
                        hidden_as(&mine["cards"], &all["cards"]),
                        "{ruleset} seed {seed}: seat {seat:?} saw {mine}"
                    );
                    let mut m = mine.clone();
                    m["cards"] = all["cards"].clone();
                    assert_eq!(&m, all, "only the cards are hidden");
                } else {
                    assert_eq!(mine, all, "{ruleset} seed {seed}: seat {seat:?} sees this event whole");
                }
            }
            if let Some(last) = fr.last() {
                assert_eq!(
                    last,
                    &parse(&game.session.view_json(seat).unwrap()),
                    "the last frame is the view after the step"
                );
            }
            given[i].push(Value::Array(ev.clone()));
        }
    }
    for (i, &seat) in seats.iter().enumerate() {
        let history = parse(&game.history_as(seat).unwrap());
        assert_eq!(
            history.as_array().unwrap(),
            &given[i],
            "{ruleset} seed {seed}: the history of seat {seat:?}"
        );
    }
    hidden_seen
}

fn ruleset(name: &str) -> RulesetId {
    RulesetId::parse(name).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// [E-SEE] Random Eredan games: hands, decks and draws as the rule says.
    #[test]
    fn eredan_seats_see_what_the_rule_says(seed in 0u64..1_000_000) {
        prop_assert!(check_game(ruleset("eredan"), Value::Null, seed) > 0);
    }

    /// [Y-SEE] Random Yummell games of 2 to 5 players.
    #[test]
    fn yummell_seats_see_what_the_rule_says(seed in 0u64..1_000_000, players in 2usize..6) {
        let setup = json!({"players": players});
        prop_assert!(check_game(ruleset("yummell"), setup, seed) > 0);
    }

    /// [B-SEE] Random Berserk games with face-down creatures on both sides.
    #[test]
    fn berserk_seats_see_what_the_rule_says(seed in 0u64..1_000_000) {
        check_game(ruleset("berserk"), json!({"squads": ["night-raiders", "arcane-circle"]}), seed);
    }

    /// [B-SEE] [B-GAME] Random whole games: the deal, the squad and the crystals are each
    /// player's alone, and so are the cards placed face down.
    #[test]
    fn berserk_whole_game_seats_see_what_the_rule_says(seed in 0u64..1_000_000) {
        let setup = json!({"decks": ["steppe", "dark"]});
        prop_assert!(check_game(ruleset("berserk"), setup, seed) > 0);
    }
}

/// [B-SEE] A face-down creature: its owner sees its card, the other player and a spectator see
/// `face-down`.
#[test]
fn a_face_down_creature_is_seen_by_its_owner_only() {
    let log = GameLog::new("berserk", 3, json!({"squads": ["night-raiders", "arcane-circle"]}));
    let game = Resumable::start(&log).unwrap();
    let of = |seat: Seat| {
        let v = parse(&game.session.view_json(seat).unwrap());
        v["creatures"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["hidden"] == json!(true))
            .map(|c| (c["owner"].as_u64().unwrap(), c["card"].as_str().unwrap().to_string()))
            .collect::<Vec<_>>()
    };
    let spectator = of(None);
    assert_eq!(spectator.len(), 2, "one face-down creature a side: {spectator:?}");
    assert!(spectator.iter().all(|(_, c)| c == "face-down"));
    assert!(of(Some(0)).contains(&(0, "shadow-assassin".into())) && of(Some(0)).contains(&(1, "face-down".into())));
    assert!(of(Some(1)).contains(&(1, "forest-stalker".into())) && of(Some(1)).contains(&(0, "face-down".into())));
}

/// [E-SEE] The active player's secret play takes the card out of their hand at once: the other
/// player sees the hand one card smaller and no event names the card until both plays are in.
#[test]
fn a_secret_play_is_a_smaller_hand_and_no_card_until_both_are_in() {
    for seed in 0..20 {
        let mut game = Resumable::start(&GameLog::new("eredan", seed, Value::Null)).unwrap();
        // Fighters, then the active player's play with a card if one is playable.
        let fighters = parse(&game.session.pending_json())["options"][0].to_string();
        game.session.choose_json(&fighters).unwrap();
        let pending = parse(&game.session.pending_json());
        let (active, options) = (
            pending["player"].as_u64().unwrap() as u8,
            pending["options"].as_array().unwrap().clone(),
        );
        let Some(play) = options
            .iter()
            .find(|o| o["cards"].as_array().is_some_and(|c| !c.is_empty()))
        else {
            continue;
        };
        let other = 1 - active;
        let hand = |game: &Resumable, seat: Seat| {
            parse(&game.session.view_json(seat).unwrap())["players"][usize::from(active)]["hand"].clone()
        };
        let before = hand(&game, Some(other)).as_array().unwrap().len();
        let steps = game.session.step_as(&play.to_string(), &[Some(other)]).unwrap();
        assert_eq!(
            parse(&steps[0].0),
            json!([]),
            "no event tells the other player the card"
        );
        let after = hand(&game, Some(other));
        assert_eq!(
            after.as_array().unwrap().len(),
            before - play["cards"].as_array().unwrap().len()
        );
        assert!(hidden_as(&after, &after));
        return;
    }
    panic!("no seed of 0..20 let the active player play a card");
}

/// A seat the game does not have is refused by name, and changes nothing.
#[test]
fn a_seat_the_game_has_not_is_refused_and_changes_nothing() {
    let mut game = Resumable::start(&GameLog::new("eredan", 1, Value::Null)).unwrap();
    let e = game.session.view_json(Some(2)).unwrap_err();
    assert_eq!(e.kind.name(), "malformed");
    assert_eq!(e.field.as_deref(), Some("seat"));
    let before = game.session.internal_state();
    let choice = parse(&game.session.pending_json())["options"][0].to_string();
    assert!(game.session.step_as(&choice, &[Some(0), Some(7)]).is_err());
    assert_eq!(game.session.internal_state(), before);
    assert!(game.session.choices().is_empty());
}
