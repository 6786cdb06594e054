#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» done in the round of the last six: each mechanic through a
//! scenario of printed cards, beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{Berserk, BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use arbiter::rulesets::Ruleset;
use berserk_cards::{at, played, refused, scenario};
use serde_json::{json, Value};

// ----- the Flesh Stitcher (148) -----------------------------------------------------------------

/// The Flesh Stitcher (0) of player 0 with `counters` on [2, 1]; in player 0's graveyard a
/// Snakehead (1: attack and defence experience 1, an action), a Mountain Giant (2: weak strike
/// 2, life 17) and a Desert Condor (4, a flyer); a living Nomad of player 1 (3) on [2, 3], a
/// dead one (5) and another living (6) on [4, 5]; then `more` creatures (7 on).
fn stitcher(counters: u8, more: Value, choices: Value) -> Value {
    let mut creatures = json!([
        { "card": "vs-148", "owner": 0, "cell": [2, 1], "counters": counters },
        { "card": "vs-011", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 9, "poison": 1 },
        { "card": "vs-061", "owner": 0, "cell": [1, 0], "dead": true, "wounds": 17 },
        at("vs-001", 1, [2, 3]),
        { "card": "vs-014", "owner": 0, "cell": [3, 0], "dead": true, "wounds": 8 },
        { "card": "vs-001", "owner": 1, "cell": [0, 5], "dead": true, "wounds": 8 },
        at("vs-001", 1, [4, 5]),
    ]);
    creatures
        .as_array_mut()
        .unwrap()
        .extend(more.as_array().unwrap().iter().cloned());
    scenario(json!([]), creatures, choices)
}

/// The Stitcher's action: `back` comes back on `cell`, `also` exiled.
fn stitch(back: u16, also: Value, cell: [u8; 2]) -> Value {
    json!({ "type": "act", "creature": 0, "ability": 0, "target": back, "also": also, "cell": cell })
}

fn kinds(events: &[BerserkEvent]) -> Vec<String> {
    events
        .iter()
        .map(|e| {
            serde_json::to_value(&e.kind).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// The public life of creature `uid` (its card's with the bonuses).
fn life(g: &BerserkGame, uid: usize) -> u8 {
    g.public_state().creatures[uid].life
}

#[test]
fn the_flesh_stitcher_exiles_a_card_and_brings_another_back_open_featureless_with_its_bonuses() {
    let (g, events) = played(stitcher(3, json!([]), json!([stitch(1, json!([2]), [2, 2])])));
    assert_eq!(
        kinds(&events),
        [
            "ability_used",
            "closed",
            "exiled",
            "resurrected",
            "all_features_lost",
            "battle_bonus"
        ]
    );
    assert!(events.iter().all(|e| e.rule == "B-GAME-12"));
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::Exiled { creature, by } if creature.uid == 2 && by.uid == 0)));
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::Resurrected { creature, cell: [2, 2], closed: false } if creature.uid == 1)));
    // X and Y: the Mountain Giant's printed weak strike and life.
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::BattleBonus { creature, from, strike: 2, life: 17 } if creature.uid == 1 && from.uid == 2)));
    // The cost: 3 counters and closing.
    let stitcher = &g.st.creatures[0];
    assert_eq!((stitcher.counters, stitcher.closed), (0, true));
    // The Giant: still dead, now exiled; the Snakehead: a new creature, open, on [2, 2].
    let giant = &g.st.creatures[2];
    assert!(giant.dead && giant.exiled && !giant.in_graveyard());
    let snake = &g.st.creatures[1];
    assert!(!snake.dead && !snake.closed && snake.featureless);
    assert_eq!(snake.cell, [2, 2]);
    assert_eq!((snake.wounds, snake.poison), (0, 0));
    assert_eq!((snake.strike_bonus, snake.life_bonus), (2, 17));
    // 9 of its card and 17.
    assert_eq!(life(&g, 1), 26);
    // Its features are gone: its card's action is not offered.
    let options = g.pending().unwrap().options;
    assert!(!options.iter().any(|o| matches!(o, Choice::Act { creature: 1, .. })));
    assert!(options.iter().any(|o| matches!(
        o,
        Choice::Strike {
            attacker: 1,
            target: 3,
            ..
        }
    )));
}

#[test]
fn the_creature_brought_back_strikes_with_its_bonus_and_without_its_features() {
    // Die 4 against 1: without its attack experience 1 the difference is 3, a medium strike
    // (with it, 4: a strong one and an exchange); 4 + 2 wounds.
    let s = stitcher(
        3,
        json!([]),
        json!([stitch(1, json!([2]), [2, 2]), { "type": "strike", "attacker": 1, "target": 3 }]),
    );
    let mut s = s;
    s["dice"] = json!([4, 1]);
    let (g, events) = played(s);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DieModified { .. })));
    assert!(events.iter().any(|e| matches!(
        &e.kind,
        EventKind::StrikesDetermined {
            difference: Some(3),
            exchange: false,
            ..
        }
    )));
    let bonus = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::StrikeModified { .. }))
        .expect("the strike bonus");
    assert_eq!(bonus.rule, "B-ATK-3");
    assert!(matches!(
        &bonus.kind,
        EventKind::StrikeModified {
            amount: 2,
            value: 6,
            ..
        }
    ));
    assert_eq!(g.st.creatures[3].wounds, 6);
}

#[test]
fn the_features_stay_lost_and_the_bonuses_stay_through_the_next_turns() {
    let (g, _) = played(stitcher(
        3,
        json!([]),
        json!([stitch(1, json!([2]), [2, 2]), "pass", "pass"]),
    ));
    let snake = &g.st.creatures[1];
    assert_eq!(g.st.turn, 3);
    assert!(snake.featureless && !snake.closed);
    assert_eq!((snake.strike_bonus, life(&g, 1)), (2, 26));
    let options = g.pending().unwrap().options;
    assert!(!options.iter().any(|o| matches!(o, Choice::Act { creature: 1, .. })));
}

#[test]
fn the_stitcher_is_offered_per_non_flyer_other_card_and_free_cell_of_its_half() {
    let (g, _) = played(stitcher(3, json!([]), json!([])));
    let offered: Vec<(u16, Vec<u16>, [u8; 2])> = g
        .pending()
        .unwrap()
        .options
        .into_iter()
        .filter_map(|c| match c {
            Choice::Act {
                creature: 0,
                ability: 0,
                target,
                also,
                cell: Some(cell),
                ..
            } => Some((target, also, cell)),
            _ => None,
        })
        .collect();
    // The Snakehead and the Giant (not the Condor, a flyer), each with one of the two other
    // cards of its owner's graveyard (the Condor may be exiled), on the 14 free cells of its half.
    assert_eq!(offered.len(), 2 * 2 * 14);
    for (target, also, cell) in &offered {
        assert!([1, 2].contains(target), "{target}");
        assert_eq!(also.len(), 1);
        assert!([1, 2, 4].contains(&also[0]) && also[0] != *target);
        assert!(cell[1] < 3 && *cell != [2, 1]);
    }
    assert!(offered.iter().any(|(t, a, _)| *t == 1 && a == &[4]));
}

#[test]
fn the_stitcher_refuses_a_flyer_a_missing_or_wrong_exiled_card_and_too_few_counters() {
    let no = |choice: Value| refused(stitcher(3, json!([]), json!([choice])));
    // The Condor flies.
    assert!(no(stitch(4, json!([1]), [2, 2])).contains("does not fly"));
    // No card exiled, the same card, two cards.
    assert!(no(stitch(1, json!([]), [2, 2])).contains("exactly one other card"));
    assert!(no(stitch(1, json!([1]), [2, 2])).contains("exactly one other card"));
    assert!(no(stitch(1, json!([2, 4]), [2, 2])).contains("exactly one other card"));
    // A card of the enemy's graveyard, a living creature, one of its own living, none at all.
    no(stitch(1, json!([5]), [2, 2]));
    no(stitch(1, json!([3]), [2, 2]));
    no(stitch(1, json!([0]), [2, 2]));
    no(stitch(1, json!([99]), [2, 2]));
    // The enemy's dead brought back; a living creature brought back.
    no(stitch(5, json!([2]), [2, 2]));
    no(stitch(3, json!([2]), [2, 2]));
    // A cell of the enemy's half, a taken cell, no cell.
    assert!(no(stitch(1, json!([2]), [0, 3])).contains("your half"));
    no(stitch(1, json!([2]), [2, 1]));
    no(json!({ "type": "act", "creature": 0, "ability": 0, "target": 1, "also": [2] }));
    // Two counters are not three.
    assert!(refused(stitcher(2, json!([]), json!([stitch(1, json!([2]), [2, 2])]))).contains("counter"));
}

#[test]
fn with_fewer_than_two_cards_in_its_graveyard_the_stitcher_is_not_offered() {
    // Only the Snakehead in player 0's graveyard (the dead Nomad is player 1's).
    let s = scenario(
        json!([]),
        json!([
            { "card": "vs-148", "owner": 0, "cell": [2, 1], "counters": 3 },
            { "card": "vs-011", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 9 },
            at("vs-001", 1, [2, 3]),
            { "card": "vs-001", "owner": 1, "cell": [0, 5], "dead": true, "wounds": 8 },
        ]),
        json!([]),
    );
    let (g, _) = played(s.clone());
    let options = g.pending().unwrap().options;
    assert!(!options.iter().any(|o| matches!(
        o,
        Choice::Act {
            creature: 0,
            ability: 0,
            ..
        }
    )));
    // Its other action (close: heal a dark creature 1, take a counter) is offered.
    assert!(options.iter().any(|o| matches!(
        o,
        Choice::Act {
            creature: 0,
            ability: 1,
            ..
        }
    )));
    let mut s = s;
    s["choices"] = json!([stitch(1, json!([3]), [2, 2])]);
    refused(s);
}

#[test]
fn the_stitcher_acts_once_a_battle() {
    // Turn 3, open again with 3 counters left and a Kshar (7) in the graveyard.
    let kshar = json!([{ "card": "vs-002", "owner": 0, "cell": [4, 0], "dead": true, "wounds": 6 }]);
    let once = |second: Value| {
        stitcher(
            6,
            kshar.clone(),
            json!([stitch(1, json!([2]), [2, 2]), "pass", "pass", second]),
        )
    };
    let (g, _) = played(once(json!({ "type": "act", "creature": 0, "ability": 1, "target": 0 })));
    assert_eq!(g.st.creatures[0].counters, 4);
    assert!(refused(once(stitch(7, json!([4]), [3, 2]))).contains("as often as its card allows"));
}

#[test]
fn an_exiled_card_is_brought_back_by_nothing() {
    // A Tribe Healer (7) of player 0 with 3 counters: after the Stitcher exiles the Giant, the
    // Healer may bring back the Condor, never the Giant.
    let healer = json!([{ "card": "vs-042", "owner": 0, "cell": [4, 1], "counters": 3 }]);
    let (g, _) = played(stitcher(3, healer.clone(), json!([stitch(1, json!([2]), [2, 2])])));
    let revives: Vec<u16> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Act {
                creature: 7,
                ability: 0,
                target,
                ..
            } => Some(*target),
            _ => None,
        })
        .collect();
    assert!(revives.contains(&4));
    assert!(!revives.contains(&2));
    let revive = json!({ "type": "act", "creature": 7, "ability": 0, "target": 2, "cell": [3, 2] });
    refused(stitcher(
        3,
        healer.clone(),
        json!([stitch(1, json!([2]), [2, 2]), revive]),
    ));
    // Nor by the Stitcher: an exiled card is no card of the graveyard (written so in a scenario).
    let exiled = json!([{ "card": "vs-002", "owner": 0, "cell": [4, 0], "dead": true, "exiled": true }]);
    refused(stitcher(3, exiled.clone(), json!([stitch(7, json!([2]), [2, 2])])));
    refused(stitcher(3, exiled, json!([stitch(1, json!([7]), [2, 2])])));
}

#[test]
fn a_scenario_exiles_only_a_dead_card() {
    let alive = json!([{ "card": "vs-002", "owner": 0, "cell": [4, 0], "exiled": true }]);
    assert!(refused(stitcher(3, alive, json!([]))).contains("exiled"));
}

#[test]
fn an_exiled_card_gets_no_incarnation_token_and_does_not_incarnate() {
    // A Talion (7, incarnation 4) with 3 tokens: exiled, its tokens go and at its owner's next
    // turn it gets none; left in the graveyard (the Giant exiled), it gets its fourth and
    // incarnates.
    let talion = json!([{ "card": "vs-149", "owner": 0, "cell": [4, 0], "dead": true, "wounds": 9, "incarnation": 3 }]);
    let (g, events) = played(stitcher(
        3,
        talion.clone(),
        json!([stitch(1, json!([7]), [2, 2]), "pass", "pass"]),
    ));
    assert!(g.st.creatures[7].exiled);
    assert_eq!(g.st.creatures[7].incarnation, 0);
    let token = |e: &BerserkEvent| matches!(&e.kind, EventKind::IncarnationToken { creature, .. } if creature.uid == 7);
    assert!(!events.iter().any(token));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    let (g, events) = played(stitcher(
        3,
        talion,
        json!([stitch(1, json!([2]), [2, 2]), "pass", "pass"]),
    ));
    assert!(events.iter().any(token));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Incarnation);
}

#[test]
fn an_exiled_card_s_valhalla_does_not_act() {
    // A dead Tribe Healer (7), whose Valhalla acts on a creature of its owner's at the start of
    // the owner's turn: exiled, it does not; left in the graveyard, its owner is asked.
    let healer = json!([{ "card": "vs-042", "owner": 0, "cell": [4, 0], "dead": true, "wounds": 8 }]);
    let (g, _) = played(stitcher(
        3,
        healer.clone(),
        json!([stitch(1, json!([7]), [2, 2]), "pass", "pass"]),
    ));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    let (g, _) = played(stitcher(
        3,
        healer,
        json!([stitch(1, json!([2]), [2, 2]), "pass", "pass"]),
    ));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Valhalla);
}

#[test]
fn the_exile_and_the_bonus_are_seen_by_both_seats_and_told_in_english_and_russian() {
    use arbiter::rulesets::berserk::{narrate, Lang};
    let (g, events) = played(stitcher(3, json!([]), json!([stitch(1, json!([2]), [2, 2])])));
    for e in &events {
        for seat in [Some(0u8), Some(1), None] {
            assert_eq!(Berserk::hide_event(e, seat), None);
        }
    }
    for seat in [Some(0u8), Some(1), None] {
        let v = berserk_cards::seen_by(&g, seat);
        assert_eq!(v["creatures"][2]["exiled"], json!(true));
        assert_eq!(v["creatures"][2]["card"], json!("vs-061"));
        assert_eq!(v["creatures"][1]["strike_bonus"], json!(2));
        assert_eq!(v["creatures"][1]["featureless"], json!(true));
    }
    let told = |lang| events.iter().map(|e| narrate(e, lang)).collect::<Vec<_>>().join("\n");
    let (en, ru) = (told(Lang::En), told(Lang::Ru));
    for words in [
        "exiles",
        "out of the game",
        "+2 to its strikes and +17 to its life",
        "loses all its features",
    ] {
        assert!(en.contains(words), "{words}: {en}");
    }
    for words in [
        "изгоняет",
        "выходит из игры",
        "+2 к удару и +17 к жизни",
        "теряет все особенности",
    ] {
        assert!(ru.contains(words), "{words}: {ru}");
    }
}

#[test]
fn the_stitcher_heals_a_dark_creature_and_takes_a_counter() {
    // Its second action on itself (dark), wounded 2: healed 1, and a counter.
    let s = json!({ "ruleset": "berserk", "dice": [], "creatures": [
        { "card": "vs-148", "owner": 0, "cell": [2, 1], "wounds": 2 },
        at("vs-001", 0, [1, 1]),
        at("vs-001", 1, [2, 4]),
    ], "choices": [{ "type": "act", "creature": 0, "ability": 1, "target": 0 }] });
    let (g, _) = played(s.clone());
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[0].counters), (1, 1));
    // A Nomad is not dark.
    let mut s = s;
    s["choices"] = json!([{ "type": "act", "creature": 0, "ability": 1, "target": 1 }]);
    refused(s);
}

/// The Stitcher (0) with 3 counters; in its owner's graveyard a Steppe Werewolf (1: on its
/// death, a special strike 2 on an adjacent enemy) and a Mountain Giant (2); player 1's Charon
/// (3) with 3 counters on [2, 4] and a Nomad (4) on [3, 2], next to [2, 2]. `werewolf_alive`:
/// the Werewolf stands alive on [2, 2] instead.
fn charon(werewolf_alive: bool, choices: Value) -> Value {
    let werewolf = match werewolf_alive {
        true => at("vs-008", 0, [2, 2]),
        false => json!({ "card": "vs-008", "owner": 0, "cell": [0, 0], "dead": true, "wounds": 7 }),
    };
    scenario(
        json!([]),
        json!([
            { "card": "vs-148", "owner": 0, "cell": [2, 1], "counters": 3 },
            werewolf,
            { "card": "vs-061", "owner": 0, "cell": [1, 0], "dead": true, "wounds": 17 },
            { "card": "vs-150", "owner": 1, "cell": [2, 4], "counters": 3 },
            at("vs-001", 1, [3, 2]),
        ]),
        choices,
    )
}

#[test]
fn the_creature_brought_back_dies_without_its_death_ability() {
    let destroy = json!({ "type": "act", "creature": 3, "ability": 0, "target": 1 });
    let its_death = |events: &[BerserkEvent]| {
        events.iter().any(|e| {
            matches!(&e.kind,
            EventKind::AbilityTriggered { creature, .. } | EventKind::TriggerPut { creature, .. } if creature.uid == 1)
        })
    };
    // Charon destroys the Werewolf brought back: its death's special strike does not act.
    let (g, events) = played(charon(
        false,
        json!([stitch(1, json!([2]), [2, 2]), "pass", destroy.clone()]),
    ));
    assert!(g.st.creatures[1].dead);
    assert!(!its_death(&events));
    assert_eq!(g.st.creatures[4].wounds, 0);
    // A Werewolf with its features strikes the Nomad next to it as it dies.
    let (g, events) = played(charon(true, json!(["pass", destroy])));
    assert!(g.st.creatures[1].dead);
    assert!(its_death(&events), "{:?}", kinds(&events));
    assert_eq!(g.st.creatures[4].wounds, 2);
}

#[test]
fn an_exiled_skeletal_worm_takes_its_tremor_with_it() {
    // Charon (3) destroys the Skeletal Worm (1) in player 1's turn; its owner puts its tremor on
    // [2, 3]. In player 0's next turn the Stitcher exiles it to bring the Giant (2) back: the
    // tremor goes.
    let s = scenario(
        json!([]),
        json!([
            { "card": "vs-148", "owner": 0, "cell": [2, 1], "counters": 3 },
            at("vs-161", 0, [0, 1]),
            { "card": "vs-061", "owner": 0, "cell": [1, 0], "dead": true, "wounds": 17 },
            { "card": "vs-150", "owner": 1, "cell": [2, 4], "counters": 3 },
            at("vs-001", 1, [4, 5]),
        ]),
        json!([
            "pass",
            { "type": "act", "creature": 3, "ability": 0, "target": 1 },
            { "type": "cell", "player": 0, "creature": 1, "ability": 1, "cell": [2, 3] },
            "pass",
            stitch(2, json!([1]), [2, 2]),
        ]),
    );
    let (g, events) = played(s);
    assert!(g.st.creatures[1].exiled);
    assert!(g.st.markers.is_empty(), "{:?}", g.st.markers);
    let exiled = events
        .iter()
        .position(|e| matches!(&e.kind, EventKind::Exiled { creature, .. } if creature.uid == 1))
        .unwrap();
    assert!(
        matches!(&events[exiled + 1].kind, EventKind::MarkerRemoved { marker, cell: Some([2, 3]), .. } if marker == "tremor")
    );
    assert!(!g.st.creatures[2].dead);
}
