#![cfg(not(target_arch = "wasm32"))]
//! The graveyard and the deck: Valhalla [B-VALHALLA] (a dead card's ability acting at the start
//! of its owner's turn on a creature its owner chooses), and squad building with printed cards
//! [B-GAME-3]. Each through a scenario or the squad check.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::game::DecisionKind;
use arbiter::rulesets::berserk::{BerserkEvent, Choice, EventKind};
use berserk_cards::{at, played, refused, step, strike};
use serde_json::{json, Value};

/// A scenario that starts with the start of the active player's turn (player 0).
fn from_start(dice: Value, creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "from": "start", "creatures": creatures, "choices": choices, "until": "choices_end" })
}

/// A dead creature of `card` for `owner`: a card in its owner's graveyard.
fn dead(card: &str, owner: u8) -> Value {
    json!({ "card": card, "owner": owner, "cell": [0, 0], "dead": true, "wounds": 20 })
}

fn valhalla(creature: u16, target: u16) -> Value {
    json!({ "type": "valhalla", "creature": creature, "target": target })
}

/// The Valhallas that acted: (its card's uid, the creature it acted on).
fn acted(events: &[BerserkEvent]) -> Vec<(u16, u16)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::ValhallaActed { creature, target, .. } => {
                assert_eq!(e.rule, "B-VALHALLA");
                Some((creature.uid, target.uid))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_valhalla_with_one_creature_to_act_on_acts_at_once() {
    // The Tribe Healer (vs-042) in the graveyard: Valhalla wounds your creature 1, and it gets a
    // counter. One living creature of its owner's: no decision.
    let creatures = json!([dead("vs-042", 0), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 4])]);
    let (g, events) = played(from_start(json!([]), creatures, json!([])));
    assert_eq!(acted(&events), [(0, 1)]);
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert_eq!(g.st.creatures[1].counters, 1);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn with_several_creatures_the_owner_chooses_the_one_it_acts_on() {
    // The Bonecrusher (vs-062): +1 to the strike of the creature chosen, until the end of the turn.
    let creatures = json!([
        dead("vs-062", 0),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 0, [4, 2]),
        at("vs-001", 1, [2, 3])
    ]);
    let (g, events) = played(from_start(json!([]), creatures.clone(), json!([])));
    assert!(acted(&events).is_empty());
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Valhalla);
    assert_eq!(d.player, 0);
    let targets: Vec<u16> = d
        .options
        .iter()
        .map(|c| match *c {
            Choice::Valhalla {
                creature: 0, target, ..
            } => target,
            ref other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(targets, [1, 2], "one option per living creature of its owner's");
    // Chosen: the Nomad on [4, 2]; its strike (4 against 1: medium 2) is 3, the other Nomad's 2.
    let (g, events) = played(from_start(json!([4, 1]), creatures.clone(), json!([valhalla(0, 2)])));
    assert_eq!(acted(&events), [(0, 2)]);
    assert_eq!(g.st.creatures[2].gained.len(), 1);
    assert!(g.st.creatures[1].gained.is_empty());
    let choices = json!([valhalla(0, 1), strike(1, 3)]);
    let s =
        json!({ "ruleset": "berserk", "dice": [4, 1], "from": "start", "creatures": creatures, "choices": choices });
    let (g, _) = played(s);
    assert_eq!(g.st.creatures[3].wounds, 3);
}

#[test]
fn a_valhalla_acts_only_on_a_living_creature_of_its_owner() {
    let creatures = json!([
        dead("vs-062", 0),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 0, [4, 2]),
        at("vs-001", 1, [2, 3])
    ]);
    let why = refused(from_start(json!([]), creatures.clone(), json!([valhalla(0, 3)])));
    assert!(why.contains("B-VALHALLA"), "{why}");
    let why = refused(from_start(json!([]), creatures, json!([strike(1, 3)])));
    assert!(why.contains("B-VALHALLA"), "{why}");
}

#[test]
fn the_opponents_graveyard_does_not_act_in_your_turn() {
    let creatures = json!([
        dead("vs-062", 1),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [4, 3])
    ]);
    let (g, events) = played(from_start(json!([]), creatures, json!([])));
    assert!(acted(&events).is_empty());
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn a_valhalla_gives_attack_experience_for_the_turn() {
    // The Ice Hunter (vs-045): your creature gets Опыт в атаке 1 until the end of your turn: its
    // roll 1 becomes 2, against 3 a weak strike (1) instead of none.
    let creatures = json!([dead("vs-045", 0), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let s = json!({ "ruleset": "berserk", "dice": [1, 3], "from": "start", "creatures": creatures, "choices": [strike(1, 2)] });
    let (g, events) = played(s);
    assert_eq!(acted(&events), [(0, 1)]);
    assert_eq!(g.st.creatures[2].wounds, 1);
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let s = json!({ "ruleset": "berserk", "dice": [1, 3], "from": "start", "creatures": creatures, "choices": [strike(0, 1)] });
    let (g, _) = played(s);
    assert_eq!(g.st.creatures[1].wounds, 0, "without it: 1 against 3 is no strike");
}

#[test]
fn a_valhalla_wound_can_kill_and_two_valhallas_act_in_card_order() {
    // Two Tribe Healers in the graveyard, one Nomad with 6 wounds of 8: the first wounds it to 7,
    // the second kills it.
    let creatures = json!([dead("vs-042", 0), dead("vs-042", 0), { "card": "vs-001", "owner": 0, "cell": [2, 2], "wounds": 6 },
        at("vs-001", 0, [0, 0]), at("vs-001", 1, [2, 4])]);
    let (g, events) = played(from_start(
        json!([]),
        creatures,
        json!([valhalla(0, 2), valhalla(1, 2)]),
    ));
    assert_eq!(acted(&events), [(0, 2), (1, 2)]);
    assert!(g.st.creatures[2].dead);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Died { creature, .. } if creature.uid == 2)));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

// ----- squad building [B-GAME-3] ---------------------------------------------------------------

fn ids(list: &[&str]) -> Vec<smol_str::SmolStr> {
    list.iter().map(|id| smol_str::SmolStr::from(*id)).collect()
}

#[test]
fn the_keeper_of_stores_is_free_when_the_squad_has_each_cost_from_3_to_8() {
    use arbiter::rulesets::berserk::deck::{check_squad, Crystals, Order};
    let cat = arbiter::rulesets::berserk::Catalogue::builtin().unwrap();
    let first = Crystals::at_start(Order::First);
    // Ordinary cards of costs 3, 4, 5, 6, 7 (Steppes) and 8 (neutral): 33, 22 in silver and 11
    // in gold; the Keeper (vs-172, ordinary 4) costs nothing more.
    let costs = ["vs-001", "vs-003", "vs-010", "vs-017", "vs-019", "vs-189"];
    let (without, problems) = check_squad(&ids(&costs), first, &cat);
    assert_eq!((without.silver, without.gold, problems.len()), (22, 11, 0));
    let mut with = costs.to_vec();
    with.push("vs-172");
    let (cost, problems) = check_squad(&ids(&with), first, &cat);
    assert_eq!(
        (cost.silver, cost.gold, problems.len()),
        (22, 11, 0),
        "the Keeper is free"
    );
    // Without a card of cost 8 it costs its 4 (here in gold: the silver is spent).
    let mut short = costs[..5].to_vec();
    short.push("vs-172");
    let (cost, _) = check_squad(&ids(&short), first, &cat);
    assert_eq!((cost.silver, cost.gold), (22, 3 + 4));
    // Its own cost (4) does not count for the costs it asks: without another card of cost 4.
    let no_four = ["vs-001", "vs-010", "vs-017", "vs-019", "vs-189", "vs-172"];
    let (cost, _) = check_squad(&ids(&no_four), first, &cat);
    assert_eq!((cost.silver, cost.gold), (22, 29 + 4 - 22));
}

#[test]
fn teach_brings_2_gold_while_the_squad_has_at_most_3_elemental_cards() {
    use arbiter::rulesets::berserk::deck::{check_squad, Crystals, Order};
    let cat = arbiter::rulesets::berserk::Catalogue::builtin().unwrap();
    let first = Crystals::at_start(Order::First);
    // Teach (vs-199, elite 7, neutral) and three Steppe cards: 24 + 2 gold, 7 spent.
    let (cost, problems) = check_squad(&ids(&["vs-199", "vs-001", "vs-002", "vs-003"]), first, &cat);
    assert_eq!(problems, vec![]);
    assert_eq!(cost.left.gold, 24 + 2 - 7);
    // A fourth elemental card: no gold (the neutral Keeper of Stores would not count).
    let (cost, _) = check_squad(&ids(&["vs-199", "vs-001", "vs-002", "vs-003", "vs-004"]), first, &cat);
    assert_eq!(cost.left.gold, 24 - 7);
    let (cost, _) = check_squad(&ids(&["vs-199", "vs-001", "vs-002", "vs-003", "vs-189"]), first, &cat);
    assert_eq!(cost.left.gold, 24 + 2 - 7);
}

// ----- incarnation [B-INCARNATION] -------------------------------------------------------------

fn incarnate(creature: u16, cell: [u8; 2]) -> Value {
    json!({ "type": "incarnate", "creature": creature, "cell": cell })
}

/// A dead creature of `card` for player 0 with `tokens` incarnation tokens.
fn buried(card: &str, tokens: u8) -> Value {
    json!({ "card": card, "owner": 0, "cell": [0, 0], "dead": true, "wounds": 20, "incarnation": tokens })
}

fn tokens(events: &[BerserkEvent]) -> Vec<(u16, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::IncarnationToken {
                creature,
                tokens,
                needed,
            } => {
                assert_eq!(e.rule, "B-INCARNATION");
                Some((creature.uid, *tokens, *needed))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_card_with_incarnation_gets_a_token_at_each_start_of_its_owners_turn() {
    // Talion (vs-149): incarnation 4. One token, then two: still in the graveyard.
    let creatures = json!([buried("vs-149", 1), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, events) = played(from_start(json!([]), creatures, json!([])));
    assert_eq!(tokens(&events), [(0, 2, 4)]);
    assert!(g.st.creatures[0].dead);
    assert_eq!(g.st.creatures[0].incarnation, 2);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // Not in the opponent's turn.
    let creatures = json!([buried("vs-149", 1), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let s =
        json!({ "ruleset": "berserk", "active": 1, "from": "start", "creatures": creatures, "until": "choices_end" });
    let (g, events) = played(s);
    assert!(tokens(&events).is_empty());
    assert_eq!(g.st.creatures[0].incarnation, 1);
}

#[test]
fn with_its_last_token_it_incarnates_closed_on_a_free_cell_of_its_owners_half_chosen_by_the_owner() {
    let creatures = json!([buried("vs-149", 3), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, _) = played(from_start(json!([]), creatures.clone(), json!([])));
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Incarnation);
    // Player 0's half is rows 0 to 2: 15 cells, one taken by the Nomad.
    assert_eq!(d.options.len(), 14);
    assert!(d
        .options
        .iter()
        .all(|c| matches!(*c, Choice::Incarnate { creature: 0, cell, .. } if cell[1] < 3 && cell != [2, 2])));
    let (g, events) = played(from_start(json!([]), creatures.clone(), json!([incarnate(0, [1, 1])])));
    let c = &g.st.creatures[0];
    assert!(!c.dead && c.closed);
    assert_eq!((c.cell, c.wounds, c.incarnation), ([1, 1], 0, 0));
    assert!(events.iter().any(|e| matches!(
        &e.kind,
        EventKind::Incarnated {
            open: false,
            cell: [1, 1],
            ..
        }
    )));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // Not on a taken cell, nor in the other half.
    for cell in [[2, 2], [1, 3]] {
        let why = refused(from_start(json!([]), creatures.clone(), json!([incarnate(0, cell)])));
        assert!(why.contains("B-INCARNATION"), "{why}");
    }
}

#[test]
fn the_plague_rider_incarnates_open_with_experience_and_a_strike_bonus() {
    let creatures = json!([buried("vs-141", 2), at("vs-001", 0, [4, 0]), at("vs-001", 1, [2, 3])]);
    let s = json!({ "ruleset": "berserk", "dice": [4, 1], "from": "start", "creatures": creatures,
        "choices": [incarnate(0, [2, 2]), strike(0, 2)] });
    let (g, events) = played(s);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Incarnated { open: true, .. })));
    // 4 + 2 against 1: strong, 3 + 2.
    assert_eq!(g.st.creatures[2].wounds, 5);
    // One token short: nothing comes back.
    let creatures = json!([buried("vs-141", 1), at("vs-001", 0, [4, 0]), at("vs-001", 1, [2, 3])]);
    let (g, _) = played(from_start(json!([]), creatures, json!([])));
    assert!(g.st.creatures[0].dead);
}

#[test]
fn the_herald_of_pestilence_takes_flight_as_it_incarnates_and_the_plague_rider_does_not() {
    // Herald of Pestilence (vs-137): incarnation 3; as it incarnates it gains flight for good.
    let board = |card: &str| json!([buried(card, 2), at("vs-001", 0, [4, 0]), at("vs-001", 1, [2, 3])]);
    let (g, events) = played(from_start(json!([]), board("vs-137"), json!([incarnate(0, [2, 2])])));
    let c = &g.st.creatures[0];
    assert!(!c.dead && c.flying && c.closed, "back, closed, in the flyer zone");
    let took_off = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::TookOff { creature } if creature.uid == 0));
    assert_eq!(took_off.map(|e| e.rule.as_str()), Some("B-INCARNATION"));
    // An enemy on the board cannot strike it while its side has creatures on the board.
    let strike_it = json!([incarnate(0, [2, 2]), "pass", strike(2, 0)]);
    assert!(refused(from_start(json!([]), board("vs-137"), strike_it)).contains("B-GAME-8"));
    // The Plague Rider (vs-141) comes back on the board.
    let (g, _) = played(from_start(json!([]), board("vs-141"), json!([incarnate(0, [2, 2])])));
    assert!(!g.st.creatures[0].flying);
}

#[test]
fn an_incarnated_creature_can_be_the_one_a_valhalla_acts_on() {
    // The Plague Rider incarnates first, then the Bonecrusher's Valhalla may choose it.
    let creatures = json!([
        buried("vs-141", 2),
        dead("vs-062", 0),
        at("vs-001", 0, [4, 0]),
        at("vs-001", 1, [2, 4])
    ]);
    let (g, events) = played(from_start(
        json!([]),
        creatures,
        json!([incarnate(0, [2, 2]), valhalla(1, 0)]),
    ));
    assert_eq!(acted(&events), [(1, 0)]);
    assert_eq!(g.st.creatures[0].gained.len(), 3);
}

// ----- prophecy [B-PROPHECY] -------------------------------------------------------------------

/// The Two-Headed Troll (vs-132, strike 3-3-4) strikes a Brontobey (life 13) with 4 against 1
/// (medium, 3), its owner's deck being `deck` (top first).
fn troll(deck: Value) -> (arbiter::rulesets::berserk::BerserkGame, Vec<BerserkEvent>) {
    let mut s = json!({ "ruleset": "berserk", "dice": [4, 1],
        "creatures": [at("vs-132", 0, [2, 2]), at("vs-030", 1, [2, 3])], "choices": [strike(0, 1)] });
    if !deck.is_null() {
        s["decks"] = json!([deck, []]);
    }
    played(s)
}

fn revealed(events: &[BerserkEvent]) -> Vec<Vec<String>> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Prophesied { cards, .. } => {
                assert_eq!(e.rule, "B-PROPHECY");
                Some(cards.iter().map(|c| c.to_string()).collect())
            }
            _ => None,
        })
        .collect()
}

#[test]
fn the_troll_s_prophecy_wounds_on_two_elite_cards_and_poisons_on_two_ordinary_ones() {
    // Minotaur and Bonecrusher: elite. 3 + 2 wounds.
    let (g, events) = troll(json!(["vs-034", "vs-062", "vs-001"]));
    assert_eq!(revealed(&events), [["vs-034", "vs-062"]]);
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].poison), (5, 0));
    // They stay on top, in order.
    let top: Vec<&str> = g.camp(0).deck.iter().map(|&d| g.cat.get(d).id.as_str()).collect();
    assert_eq!(top, ["vs-034", "vs-062", "vs-001"]);
    // Two Nomads: ordinary. Poison 2.
    let (g, _) = troll(json!(["vs-001", "vs-001", "vs-034"]));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].poison), (3, 2));
    // One of each: nothing more.
    let (g, _) = troll(json!(["vs-001", "vs-034"]));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].poison), (3, 0));
}

#[test]
fn a_prophecy_reveals_what_the_deck_has() {
    // One card left: it is revealed, but "both" cards cannot be elite.
    let (g, events) = troll(json!(["vs-034"]));
    assert_eq!(revealed(&events), [["vs-034"]]);
    assert_eq!(g.st.creatures[1].wounds, 3);
    // No deck (a skirmish): nothing is revealed.
    let (g, events) = troll(Value::Null);
    assert_eq!(revealed(&events), [Vec::<String>::new()]);
    assert_eq!(g.st.creatures[1].wounds, 3);
}

#[test]
fn a_deck_s_order_is_not_in_the_public_state() {
    let creatures = json!([at("vs-132", 0, [2, 2]), at("vs-030", 1, [2, 3])]);
    let s = json!({ "ruleset": "berserk", "decks": [["vs-062", "vs-034"], ["vs-100"]], "creatures": creatures });
    let (g, _) = played(s);
    let public = serde_json::to_string(&g.public_state()).unwrap();
    for card in ["vs-062", "vs-034", "vs-100"] {
        assert!(!public.contains(card), "{card} shown: {public}");
    }
    assert_eq!(g.public_state().prep.unwrap().camps[0].deck, 2);
}

#[test]
fn random_play_with_graveyards_and_decks_keeps_the_invariants() {
    use arbiter::core::Rng;
    // Both sides have Valhallas and incarnations in the graveyard, a deck, and the Troll.
    let creatures = json!([
        dead("vs-062", 0), dead("vs-042", 1), buried("vs-141", 2), buried("vs-149", 3),
        { "card": "vs-137", "owner": 1, "cell": [0, 5], "dead": true, "wounds": 20, "incarnation": 2 },
        at("vs-132", 0, [2, 2]), at("vs-001", 0, [1, 2]), at("vs-001", 0, [3, 1]),
        at("vs-030", 1, [2, 3]), at("vs-001", 1, [1, 3]), at("vs-001", 1, [3, 4])
    ]);
    for seed in 0..20u64 {
        let s = json!({ "ruleset": "berserk", "seed": seed, "from": "start", "creatures": creatures.clone(),
            "decks": [["vs-034", "vs-001", "vs-062", "vs-003"], ["vs-100"]], "until": "choices_end" });
        let (mut g, _) = played(s);
        let mut rng = Rng::new(seed);
        let mut kinds = vec![];
        for _ in 0..400 {
            let Some(choice) = g.random_choice(&mut rng) else { break };
            kinds.push(g.pending().unwrap().kind);
            g.choose(&choice)
                .unwrap_or_else(|e| panic!("seed {seed}: {choice:?}: {e}"));
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        }
        assert!(
            kinds.contains(&DecisionKind::Valhalla)
                || kinds.contains(&DecisionKind::Incarnation)
                || g.outcome().is_some()
        );
    }
}

#[test]
fn the_graveyard_s_events_are_told_in_english_and_russian() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let creatures = json!([
        buried("vs-141", 2),
        dead("vs-062", 0),
        at("vs-132", 0, [4, 0]),
        at("vs-001", 1, [2, 4])
    ]);
    let s = json!({ "ruleset": "berserk", "from": "start", "creatures": creatures, "decks": [["vs-034"], []],
        "choices": [incarnate(0, [2, 2]), valhalla(1, 0)], "until": "choices_end" });
    let (_, events) = played(s);
    let told = |lang| events.iter().map(|e| narrate(e, lang)).collect::<Vec<_>>().join("\n");
    let (en, ru) = (told(Lang::En), told(Lang::Ru));
    for words in [
        "incarnation token (3 of 3)",
        "incarnates on [2, 2], open",
        "Valhalla (ability 1) acts on",
    ] {
        assert!(en.contains(words), "{words}: {en}");
    }
    for words in [
        "жетон инкарнации (3 из 3)",
        "инкарнирует на клетку [2, 2] в открытом виде",
        "Вальхалла",
    ] {
        assert!(ru.contains(words), "{words}: {ru}");
    }
}

// ----- deaths and incarnations others watch [B-GAME-13], [B-INCARNATION] -------------------------

/// 16 passes: an attack resolved to its end.
fn passes() -> Vec<Value> {
    vec![json!("pass"); 16]
}

/// The rolls fixed by an ability: (the creature, its value, made now).
fn fixed(events: &[BerserkEvent]) -> Vec<(u16, u8, bool)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::RollFixed {
                creature,
                value,
                rolled,
            } => Some((creature.uid, *value, *rolled)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_lord_of_the_abyss_rolls_a_6_after_an_enemy_dies() {
    // The Lord of the Abyss (vs-168) on [2, 2]; our Nomad kills an enemy Nomad with 7 wounds
    // (4 against 1: medium, 2); the Lord's next roll is 6, no die rolled: 6 against 1 is strong,
    // its 6 wounds on the other enemy Nomad.
    let creatures = json!([
        at("vs-168", 0, [2, 2]),
        at("vs-001", 0, [3, 2]),
        { "card": "vs-001", "owner": 1, "cell": [3, 3], "wounds": 7 },
        at("vs-001", 1, [2, 3])
    ]);
    let mut choices = vec![strike(1, 2)];
    choices.extend(passes());
    choices.push(strike(0, 3));
    let s = json!({ "ruleset": "berserk", "dice": [4, 1, 1], "creatures": creatures, "choices": choices });
    let (g, events) = played(s);
    assert!(g.st.creatures[2].dead);
    assert_eq!(fixed(&events), [(0, 6, false), (0, 6, true)]);
    assert_eq!(g.st.creatures[3].wounds, 6);
    assert_eq!(g.st.creatures[0].next_roll, 0, "used by the roll");
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::DieRolled { value: 6, .. })));
    // Without a death its die is rolled: 1 against 1, a weak strike (4).
    let creatures = json!([at("vs-168", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, events) =
        played(json!({ "ruleset": "berserk", "dice": [1, 1], "creatures": creatures, "choices": [strike(0, 1)] }));
    assert!(fixed(&events).is_empty());
    assert_eq!(g.st.creatures[1].wounds, 4);
}

#[test]
fn the_lord_of_the_abyss_does_not_watch_its_own_side_s_deaths() {
    // Our Nomad dies of its poison at the start of our turn: no fixed roll.
    let creatures = json!([
        at("vs-168", 0, [2, 2]),
        { "card": "vs-001", "owner": 0, "cell": [3, 2], "wounds": 7, "poison": 1 },
        at("vs-001", 1, [2, 3])
    ]);
    let (g, events) = played(from_start(json!([]), creatures, json!([])));
    assert!(g.st.creatures[1].dead);
    assert!(fixed(&events).is_empty());
    assert_eq!(g.st.creatures[0].next_roll, 0);
}

#[test]
fn the_lord_of_the_abyss_rolls_a_6_after_an_own_incarnation_not_an_enemy_one() {
    let creatures = json!([buried("vs-149", 3), at("vs-168", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, events) = played(from_start(json!([]), creatures, json!([incarnate(0, [1, 1])])));
    assert!(!g.st.creatures[0].dead);
    assert_eq!(fixed(&events), [(1, 6, false)]);
    assert_eq!(g.st.creatures[1].next_roll, 6);
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::AbilityTriggered { creature, ability: 1, when } if creature.uid == 1 && when == "on_any_incarnation")));
    // The opponent's Talion incarnating in his turn: nothing.
    let creatures = json!([
        { "card": "vs-149", "owner": 1, "cell": [0, 5], "dead": true, "wounds": 20, "incarnation": 3 },
        at("vs-168", 0, [2, 2]),
        at("vs-001", 1, [2, 3])
    ]);
    let s = json!({ "ruleset": "berserk", "active": 1, "from": "start", "creatures": creatures,
        "choices": [incarnate(0, [1, 4])], "until": "choices_end" });
    let (g, events) = played(s);
    assert!(!g.st.creatures[0].dead);
    assert!(fixed(&events).is_empty());
}

#[test]
fn the_lord_of_the_abyss_moving_wounds_each_creature_of_cost_4_or_less_next_to_its_new_cell() {
    // It steps from [2, 1] to [2, 2]. Next to [2, 2]: our Nomad (cost 3) on [1, 2], an enemy
    // Nomad on [2, 3], an enemy Lord (cost 8) on [3, 3]: the Nomads take 1 wound each. A Nomad
    // on [2, 0], next to where it was only, takes none.
    let creatures = json!([
        at("vs-168", 0, [2, 1]),
        at("vs-001", 0, [1, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-168", 1, [3, 3]),
        at("vs-001", 0, [2, 0])
    ]);
    let (g, events) = played(scenario_of(creatures, json!([step(0, [2, 2])])));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds, [0, 1, 1, 0, 0]);
    assert!(events.iter().any(|e| e.rule == "B-GAME-13"
        && matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 2, .. } if creature.uid == 0)));
}

fn scenario_of(creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": [], "creatures": creatures, "choices": choices })
}

fn trigger(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

#[test]
fn talion_s_strong_strike_puts_a_token_on_a_card_of_its_graveyard_chosen_by_its_owner() {
    // Talion (vs-149) strikes strong (6 + 1 of its experience against 1). In our graveyard: the Plague Rider (1 token
    // of 3), the Herald of Pestilence (none of 3), a Nomad (no incarnation), and the enemy's
    // Herald: the owner chooses between the two first.
    let creatures = json!([
        at("vs-149", 0, [2, 2]),
        buried("vs-141", 1),
        buried("vs-137", 0),
        dead("vs-001", 0),
        { "card": "vs-137", "owner": 1, "cell": [0, 5], "dead": true, "wounds": 20 },
        at("vs-001", 1, [2, 3])
    ]);
    let mut choices = vec![strike(0, 5)];
    choices.extend(passes());
    let mut s = scenario_of(creatures.clone(), json!(choices)).with_dice([6, 1]);
    s["until"] = json!("choices_end");
    let (g, _) = played(s);
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Trigger);
    let targets: Vec<u16> = d
        .options
        .iter()
        .map(|c| match *c {
            Choice::Trigger {
                creature: 0,
                ability: 1,
                target,
                ..
            } => target,
            ref other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(targets, [1, 2]);
    let (g, events) = played(scenario_of(creatures.clone(), struck_then(5, trigger(0, 1, 2))).with_dice([6, 1]));
    assert_eq!(tokens(&events), [(2, 1, 3)]);
    assert_eq!(g.st.creatures[5].wounds, 5);
    assert!(
        g.st.creatures[2].dead,
        "it incarnates at its owner's start of turn, not now"
    );
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // A living creature is not a card of the graveyard.
    let why = refused(scenario_of(creatures, struck_then(5, trigger(0, 1, 0))).with_dice([6, 1]));
    assert!(why.contains("B-GAME-13"), "{why}");
}

#[test]
fn talion_s_medium_strike_puts_no_token_and_one_card_to_choose_is_no_choice() {
    let creatures = json!([at("vs-149", 0, [2, 2]), buried("vs-141", 1), at("vs-001", 1, [2, 3])]);
    // 3 + 1 of its experience against 1: medium.
    let (g, events) = played(scenario_of(creatures.clone(), json!([strike(0, 2)])).with_dice([3, 1]));
    assert!(tokens(&events).is_empty());
    assert_eq!(g.st.creatures[1].incarnation, 1);
    // Strong, one card: it gets the token at once.
    let (g, events) = played(scenario_of(creatures, json!([strike(0, 2)])).with_dice([6, 1]));
    assert_eq!(tokens(&events), [(1, 2, 3)]);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // A card with all its tokens is not one to choose: nothing happens.
    let creatures = json!([at("vs-149", 0, [2, 2]), buried("vs-141", 3), at("vs-001", 1, [2, 3])]);
    let (g, events) = played(scenario_of(creatures, json!([strike(0, 2)])).with_dice([6, 1]));
    assert!(tokens(&events).is_empty());
    assert_eq!(g.st.creatures[1].incarnation, 3);
}

/// Talion (uid 0) strikes `target`; the attack resolved, then `answer`.
fn struck_then(target: u16, answer: Value) -> Value {
    let mut choices = vec![strike(0, target)];
    choices.extend(passes());
    choices.push(answer);
    json!(choices)
}

trait WithDice {
    fn with_dice(self, dice: [u8; 2]) -> Value;
}

impl WithDice for Value {
    fn with_dice(mut self, dice: [u8; 2]) -> Value {
        self["dice"] = json!(dice);
        self
    }
}

#[test]
fn the_lord_of_the_dead_open_at_an_own_incarnation_is_not_asked_to_open() {
    // The Lord of the Dead (vs-147) may open as a creature of ours incarnates: open already
    // (every creature opens at its owner's start of turn), nothing is asked; its other
    // ability (movement for the incarnated creature) acts.
    let creatures = json!([buried("vs-149", 3), at("vs-147", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, events) = played(from_start(json!([]), creatures, json!([incarnate(0, [1, 1])])));
    assert!(!g.st.creatures[0].dead);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 0, .. } if creature.uid == 1)));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, .. } if creature.uid == 1)));
}

#[test]
fn a_fixed_roll_and_an_incarnation_watched_are_told_in_english_and_russian() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let creatures = json!([buried("vs-149", 3), at("vs-168", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let s = json!({ "ruleset": "berserk", "from": "start", "dice": [1], "creatures": creatures,
        "choices": [incarnate(0, [1, 1]), strike(1, 2)] });
    let (_, events) = played(s);
    let told = |lang| events.iter().map(|e| narrate(e, lang)).collect::<Vec<_>>().join("\n");
    let (en, ru) = (told(Lang::En), told(Lang::Ru));
    for words in [
        "as a creature of its side incarnates",
        "next die roll will be 6",
        "roll is 6, as its ability said",
    ] {
        assert!(en.contains(words), "{words}: {en}");
    }
    for words in [
        "при инкарнации существа своей стороны",
        "будет равен 6",
        "кубик не бросается",
    ] {
        assert!(ru.contains(words), "{words}: {ru}");
    }
}

#[test]
fn foulspawn_getting_a_token_wounds_as_many_chosen_cards_as_its_tokens() {
    // Foulspawn (vs-164) in the graveyard with 1 token gets its second at our start of turn: its
    // owner chooses 2 different cards among the living, one at a time, 1 wound each.
    let creatures = json!([
        buried("vs-164", 1),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [4, 4])
    ]);
    let (g, events) = played(from_start(json!([]), creatures.clone(), json!([])));
    assert_eq!(tokens(&events), [(0, 2, 3)]);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(d.options.len(), 3, "the three living cards, no declining");
    let (g, _) = played(from_start(json!([]), creatures.clone(), json!([trigger(0, 2, 2)])));
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Trigger);
    assert_eq!(d.options.len(), 2, "a card once only");
    let (g, _) = played(from_start(
        json!([]),
        creatures,
        json!([trigger(0, 2, 2), trigger(0, 2, 3)]),
    ));
    let wounds: Vec<u8> = g.st.creatures.iter().map(|c| c.wounds).collect();
    assert_eq!(wounds[1..], [0, 1, 1]);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
}

#[test]
fn foulspawn_with_no_more_cards_than_tokens_wounds_them_all_then_incarnates() {
    // Its third token, two living cards: both take 1 wound, no choice; then it incarnates.
    let creatures = json!([buried("vs-164", 2), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, events) = played(from_start(json!([]), creatures, json!([incarnate(0, [1, 1])])));
    assert_eq!(tokens(&events), [(0, 3, 3)]);
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (1, 1));
    assert!(!g.st.creatures[0].dead);
    assert_eq!(
        g.st.creatures[0].wounds, 0,
        "it was in the graveyard as they were wounded"
    );
    // With all its tokens already it gets none more: nothing is wounded.
    let creatures = json!([buried("vs-164", 3), at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, events) = played(from_start(json!([]), creatures, json!([incarnate(0, [1, 1])])));
    assert!(tokens(&events).is_empty());
    assert_eq!(g.st.creatures[2].wounds, 0);
}

#[test]
fn talion_s_token_on_foulspawn_sets_off_its_wounds() {
    // Talion's strong strike (5) on a Nomad, its token on Foulspawn (0 → 1): 1 chosen card.
    let creatures = json!([
        at("vs-149", 0, [2, 2]),
        buried("vs-164", 0),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [4, 4])
    ]);
    let (g, events) = played(scenario_of(creatures, struck_then(2, trigger(1, 2, 3))).with_dice([6, 1]));
    assert_eq!(tokens(&events), [(1, 1, 3)]);
    assert_eq!((g.st.creatures[2].wounds, g.st.creatures[3].wounds), (5, 1));
}

#[test]
fn the_iskhar_glutton_s_next_strike_gets_the_cards_an_own_prophecy_revealed() {
    // The Two-Headed Troll's prophecy reveals 2 cards (a Nomad and the Minotaur: no branch
    // acts); the Iskhar Glutton (vs-127, strike 1-2-3, experience 1) gets +2 to its next
    // strike: 1 + 1 against 1, weak, 1 + 2 = 3 on the Nomad. Then it is spent.
    let creatures = json!([
        at("vs-132", 0, [2, 2]),
        at("vs-127", 0, [3, 2]),
        at("vs-030", 1, [2, 3]),
        at("vs-001", 1, [3, 3])
    ]);
    let mut choices = vec![strike(0, 2)];
    choices.extend(passes());
    choices.push(strike(1, 3));
    let s = json!({ "ruleset": "berserk", "dice": [4, 1, 1, 1], "creatures": creatures, "choices": choices,
        "decks": [["vs-001", "vs-034"], []] });
    let (g, events) = played(s);
    assert_eq!(revealed(&events), [["vs-001", "vs-034"]]);
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::NextStrikeBonus { creature, bonus: 2, total: 2 } if creature.uid == 1)));
    assert_eq!(g.st.creatures[3].wounds, 3);
    assert_eq!(g.st.creatures[1].next_strike, 0, "spent");
    // A deck of one card: +1, at most the cards revealed.
    let creatures = json!([
        at("vs-132", 0, [2, 2]),
        at("vs-127", 0, [3, 2]),
        at("vs-030", 1, [2, 3])
    ]);
    let s = json!({ "ruleset": "berserk", "dice": [4, 1], "creatures": creatures, "choices": [strike(0, 2)],
        "decks": [["vs-001"], []] });
    let (g, _) = played(s);
    assert_eq!(g.st.creatures[1].next_strike, 1);
}

#[test]
fn the_iskhar_glutton_ignores_the_enemy_s_prophecy() {
    let creatures = json!([
        at("vs-132", 1, [2, 3]),
        at("vs-127", 0, [0, 0]),
        at("vs-030", 0, [2, 2])
    ]);
    let s = json!({ "ruleset": "berserk", "active": 1, "dice": [4, 1], "creatures": creatures, "choices": [strike(0, 2)],
        "decks": [[], ["vs-001", "vs-034"]] });
    let (g, events) = played(s);
    assert_eq!(revealed(&events).len(), 1);
    assert_eq!(g.st.creatures[1].next_strike, 0);
}

#[test]
fn the_iskhar_glutton_s_bonus_adds_up_to_3_at_most() {
    // Two Trolls prophesy 2 each (the same two cards, back on top): +2, then +1 to reach 3.
    let creatures = json!([
        at("vs-132", 0, [2, 2]),
        at("vs-132", 0, [1, 2]),
        at("vs-127", 0, [4, 0]),
        at("vs-030", 1, [2, 3])
    ]);
    let mut choices = vec![strike(0, 3)];
    choices.extend(passes());
    choices.push(strike(1, 3));
    let s = json!({ "ruleset": "berserk", "dice": [4, 1, 4, 1], "creatures": creatures, "choices": choices,
        "decks": [["vs-001", "vs-034"], []] });
    let (g, events) = played(s);
    assert_eq!(revealed(&events).len(), 2);
    let gains: Vec<(u8, u8)> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::NextStrikeBonus { bonus, total, .. } => Some((*bonus, *total)),
            _ => None,
        })
        .collect();
    assert_eq!(gains, [(2, 2), (1, 3)]);
    assert_eq!(g.st.creatures[2].next_strike, 3);
}
