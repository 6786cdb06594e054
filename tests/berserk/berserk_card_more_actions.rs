#![cfg(not(target_arch = "wasm32"))]
//! More actions of printed cards [B-GAME-9] [B-GAME-12]: the finishing strike (Добивание),
//! ranged attacks whose value the card counts on the board (own wounds, the weak strikes of
//! the creatures beside it, poisoned creatures next to the target), a shot paid by a counter
//! alone that ignores the target's features, self-destroying costs and destroying effects.
//! Each through a scenario of printed cards («Война стихий»), beside the case next door where
//! it must not act.

use crate::berserk_cards;

use arbiter::rulesets::berserk::{BerserkEvent, EventKind};
use berserk_cards::{act, played, refused, scenario};
use serde_json::{json, Value};

fn finished(events: &[BerserkEvent]) -> Option<(u8, u8, bool)> {
    events.iter().find_map(|e| match e.kind {
        EventKind::Finished {
            value,
            life_left,
            killed,
            ..
        } => Some((value, life_left, killed)),
        _ => None,
    })
}

fn ranged_value(events: &[BerserkEvent]) -> Option<u8> {
    events.iter().find_map(|e| match e.kind {
        EventKind::RangedValue { value, .. } => Some(value),
        _ => None,
    })
}

#[test]
fn a_finishing_strike_destroys_an_adjacent_enemy_with_at_most_its_value_of_life_left() {
    // Ghoul (vs-039), ability 2: [tap] finishing strike 2. The Nomad has life 8.
    let s = |wounds: u8, cell: [u8; 2]| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-039", "owner": 0, "cell": [2, 2] },
                { "card": "vs-001", "owner": 1, "cell": cell, "wounds": wounds },
                { "card": "vs-001", "owner": 1, "cell": [0, 5] }
            ]),
            json!([act(0, 2, 1)]),
        )
    };
    // 2 life left (a diagonal neighbour): destroyed, whatever its wounds; no wound dealt.
    let (g, events) = played(s(6, [3, 3]));
    assert_eq!(finished(&events), Some((2, 2, true)));
    assert!(g.st.creatures[1].dead);
    assert_eq!(g.st.creatures[1].wounds, 6);
    assert!(events.iter().any(|e| matches!(e.kind, EventKind::Destroyed { .. })));
    assert!(!events
        .iter()
        .any(|e| matches!(e.kind, EventKind::Wounded { .. } | EventKind::DieRolled { .. })));
    // 3 life left: refused, nothing happens.
    let e = refused(s(5, [3, 3]));
    assert!(e.contains("at most 2 life left"), "{e}");
    // Two cells away: out of reach.
    let e = refused(s(6, [2, 4]));
    assert!(e.contains("out of reach"), "{e}");
}

#[test]
fn a_finishing_strike_is_worth_the_poisoned_creatures_next_to_its_target_plus_one() {
    // Blood Maiden (vs-115): finishing strike X+1, X the poisoned creatures next to the target
    // (of either side; not the target itself, not farther ones).
    let s = |wounds: u8, poisoned_near: bool| {
        let mut cs = vec![
            json!({ "card": "vs-115", "owner": 0, "cell": [2, 2] }),
            json!({ "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": wounds, "poison": 1 }),
            json!({ "card": "vs-001", "owner": 1, "cell": [0, 5], "poison": 1 }),
        ];
        if poisoned_near {
            cs.push(json!({ "card": "vs-001", "owner": 0, "cell": [3, 2], "poison": 1 }));
        }
        scenario(json!([]), Value::Array(cs), json!([act(0, 0, 1)]))
    };
    let (g, events) = played(s(6, true));
    assert_eq!(finished(&events), Some((2, 2, true)));
    assert!(g.st.creatures[1].dead);
    // Without the poisoned ally beside it, X = 0: a finishing strike 1 does not reach 2 life.
    let e = refused(s(6, false));
    assert!(e.contains("at most 1 life left"), "{e}");
    let (g, events) = played(s(7, false));
    assert_eq!(finished(&events), Some((1, 1, true)));
    assert!(g.st.creatures[1].dead);
}

#[test]
fn a_magic_strike_worth_the_weak_strikes_of_its_own_creatures_left_and_right() {
    // Fagor (vs-087): [counter][tap] magic strike X, X the weak strikes of its creatures on
    // the cells left and right of it. Nomad weak 1, Snakehead (vs-011) weak 2.
    let s = |right: &str, right_owner: u8| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-087", "owner": 0, "cell": [2, 1], "counters": 1 },
                { "card": "vs-001", "owner": 0, "cell": [1, 1] },
                { "card": right, "owner": right_owner, "cell": [3, 1] },
                { "card": "vs-011", "owner": 0, "cell": [2, 2] },
                { "card": "vs-001", "owner": 1, "cell": [2, 4] }
            ]),
            json!([act(0, 0, 4)]),
        )
    };
    let (g, events) = played(s("vs-011", 0));
    assert_eq!(ranged_value(&events), Some(3));
    assert_eq!(g.st.creatures[4].wounds, 3);
    assert_eq!(g.st.creatures[0].counters, 0);
    // An enemy on the right does not count; the one in front never does.
    let (g, events) = played(s("vs-011", 1));
    assert_eq!(ranged_value(&events), Some(1));
    assert_eq!(g.st.creatures[4].wounds, 1);
}

#[test]
fn the_fire_arrow_costs_a_counter_alone_and_ignores_the_targets_features() {
    // Grey Alv (vs-099): ability 1, [counter]: shot 5 ignoring the target's features;
    // ability 0, [tap]: shot 2-3-3. Stone Golem (vs-043): −2 from non-magic attacks.
    let s = |ability: u8, counters: u8, dice: Value| {
        scenario(
            dice,
            json!([
                { "card": "vs-099", "owner": 0, "cell": [2, 1], "counters": counters },
                { "card": "vs-043", "owner": 1, "cell": [2, 4] }
            ]),
            json!([act(0, ability, 1)]),
        )
    };
    let (g, _) = played(s(1, 1, json!([])));
    assert_eq!(g.st.creatures[1].wounds, 5);
    assert!(!g.st.creatures[0].closed, "a counter alone pays: it does not close");
    assert_eq!(g.st.creatures[0].counters, 0);
    // Its other shot (die 6: 3) is reduced by 2, and closes it.
    let (g, _) = played(s(0, 0, json!([6])));
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert!(g.st.creatures[0].closed);
    // No counter, no fire arrow.
    let e = refused(s(1, 0, json!([])));
    assert!(e.contains("counters"), "{e}");
}

#[test]
fn the_ritual_knife_is_worth_the_throwers_wounds_at_most_four() {
    // Rekken (vs-110), ability 1: [tap] throw X, range 4, X its wounds (at most 4).
    let s = |wounds: u8, cell: [u8; 2]| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-110", "owner": 0, "cell": [2, 1], "wounds": wounds },
                { "card": "vs-001", "owner": 1, "cell": cell }
            ]),
            json!([act(0, 1, 1)]),
        )
    };
    for (wounds, value) in [(2, 2), (4, 4), (6, 4)] {
        let (g, events) = played(s(wounds, [2, 4]));
        assert_eq!(ranged_value(&events), Some(value), "{wounds} wounds");
        assert_eq!(g.st.creatures[1].wounds, value);
    }
    let e = refused(s(2, [0, 5]));
    assert!(e.contains("out of reach"), "{e}");
}

#[test]
fn the_swampling_destroys_itself_to_wound_and_poison_each_adjacent_enemy() {
    // Swampling (vs-107), ability 1: [counter][tap], destroy itself: 1 wound and poison 1 on
    // each adjacent enemy. An ally beside it and a far enemy are untouched.
    let s = |counters: u8| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-107", "owner": 0, "cell": [2, 2], "counters": counters },
                { "card": "vs-001", "owner": 1, "cell": [2, 3] },
                { "card": "vs-001", "owner": 1, "cell": [1, 3] },
                { "card": "vs-001", "owner": 1, "cell": [4, 5] },
                { "card": "vs-001", "owner": 0, "cell": [3, 2] }
            ]),
            json!([act(0, 1, 0)]),
        )
    };
    let (g, events) = played(s(1));
    let c = &g.st.creatures;
    assert!(c[0].dead);
    assert_eq!([c[1].wounds, c[2].wounds, c[3].wounds, c[4].wounds], [1, 1, 0, 0]);
    assert_eq!([c[1].poison, c[2].poison, c[3].poison, c[4].poison], [1, 1, 0, 0]);
    // It dies first (its cost), then its effects act.
    let destroyed = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::Destroyed { .. }))
        .unwrap();
    let wounded = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::Wounded { .. }))
        .unwrap();
    assert!(destroyed < wounded);
    let e = refused(s(0));
    assert!(e.contains("counters"), "{e}");
}

#[test]
fn charons_spell_destroys_itself_and_the_chosen_creature_not_one_protected_from_spells() {
    // Charon (vs-150), ability 0: 3 counters, [tap], destroy itself: a spell destroying the
    // chosen creature. Satyr Leader (vs-081) has protection from spells.
    let s = |target: &str, counters: u8| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-150", "owner": 0, "cell": [2, 1], "counters": counters },
                { "card": "vs-001", "owner": 0, "cell": [1, 1] },
                { "card": target, "owner": 1, "cell": [2, 4] },
                { "card": "vs-001", "owner": 1, "cell": [3, 4] }
            ]),
            json!([act(0, 0, 2)]),
        )
    };
    let (g, _) = played(s("vs-011", 3));
    let c = &g.st.creatures;
    assert!(c[0].dead && c[2].dead);
    assert!(!c[1].dead && !c[3].dead);
    assert_eq!(c[2].wounds, 0, "destroyed, not wounded");
    let e = refused(s("vs-081", 3));
    assert!(e.contains("protection from spells"), "{e}");
    let e = refused(s("vs-011", 2));
    assert!(e.contains("counters"), "{e}");
}

#[test]
fn the_demon_of_envy_strikes_by_magic_only_beside_two_enemies_with_magic_powers() {
    // Demon of Envy (vs-145), ability 2: [tap] magic strike 3, while at least two enemies
    // next to it have a discharge (Acolyte of Dzar, vs-010), a magic strike (Fagor, vs-087)
    // or a spell (Charon, vs-150). A Nomad has none.
    let s = |second: &str| {
        scenario(
            json!([]),
            json!([
                { "card": "vs-145", "owner": 0, "cell": [2, 2] },
                { "card": "vs-010", "owner": 1, "cell": [2, 3] },
                { "card": second, "owner": 1, "cell": [1, 3] },
                { "card": "vs-087", "owner": 0, "cell": [3, 2] },
                { "card": "vs-001", "owner": 1, "cell": [2, 5] }
            ]),
            json!([act(0, 2, 4)]),
        )
    };
    for second in ["vs-087", "vs-150"] {
        let (g, events) = played(s(second));
        assert_eq!(ranged_value(&events), Some(3), "{second}");
        assert_eq!(g.st.creatures[4].wounds, 3);
    }
    // One enemy with such a power (its own Fagor beside it does not count).
    let e = refused(s("vs-001"));
    assert!(e.contains("at least 2 enemies"), "{e}");
}

#[test]
fn a_shot_of_one_value_rolls_its_die_when_its_card_asks_for_a_strong_attack() {
    // Izhor (vs-103): [tap] shot 1, range 4; on a strong attack, poison 1. Sower of Blight
    // (vs-124), ability 1: discharge 1-2-2; on a medium or strong one, poison 1.
    let s = |card: &str, ability: u8, die: u8| {
        scenario(
            json!([die]),
            json!([
                { "card": card, "owner": 0, "cell": [2, 1] },
                { "card": "vs-001", "owner": 1, "cell": [2, 5] }
            ]),
            json!([act(0, ability, 1)]),
        )
    };
    for (card, ability, die, wounds, poison) in [
        ("vs-103", 0, 6, 1, 1),
        ("vs-103", 0, 5, 1, 0),
        ("vs-124", 1, 4, 2, 1),
        ("vs-124", 1, 3, 1, 0),
    ] {
        let (g, events) = played(s(card, ability, die));
        assert!(
            events.iter().any(|e| matches!(e.kind, EventKind::DieRolled { .. })),
            "{card} rolls"
        );
        assert_eq!(
            (g.st.creatures[1].wounds, g.st.creatures[1].poison),
            (wounds, poison),
            "{card}, die {die}"
        );
    }
}

#[test]
fn the_frenzied_mage_redirects_a_strike_onto_an_ally_next_to_its_target_before_it_is_fixed() {
    // Frenzied Mage (vs-038), ability 0: [instant][tap] spell: redirect a simple strike from a
    // card of its side onto a creature of its side next to it. Nomad (0) strikes Nomad (1);
    // Snakehead (vs-011) or Satyr Leader (vs-081, protection from spells) beside the target.
    let s = |beside: &str, cell: [u8; 2], passes: usize| {
        let mut choices = vec![json!({ "type": "strike", "attacker": 0, "target": 1 })];
        choices.extend(std::iter::repeat_n(json!("pass"), passes));
        choices.push(act(3, 0, 2));
        scenario(
            json!([5, 1]),
            json!([
                { "card": "vs-001", "owner": 0, "cell": [2, 2] },
                { "card": "vs-001", "owner": 1, "cell": [2, 3] },
                { "card": beside, "owner": 1, "cell": cell },
                { "card": "vs-038", "owner": 1, "cell": [4, 4] }
            ]),
            Value::Array(choices),
        )
    };
    let (g, events) = played(s("vs-011", [1, 3], 1));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::StrikeRedirected { .. })));
    let c = &g.st.creatures;
    assert_eq!((c[1].wounds, c[2].wounds), (0, 2));
    assert!(c[3].closed);
    // Not next to the target; protected from spells; the target already fixed.
    let e = refused(s("vs-011", [0, 4], 1));
    assert!(e.contains("not a target its card allows"), "{e}");
    let e = refused(s("vs-081", [1, 3], 1));
    assert!(e.contains("protection from spells"), "{e}");
    let e = refused(s("vs-011", [1, 3], 3));
    assert!(e.contains("not a target its card allows"), "{e}");
}

#[test]
fn glorm_reduces_a_melee_strike_on_its_side_to_one_and_takes_a_wound_unless_on_a_steppe_creature() {
    // Glorm (vs-020): [instant][tap] a melee strike on a creature of its side is worth 1;
    // Glorm takes 1 wound, none if the struck creature is of the Steppes. Snakehead (vs-011)
    // strikes strong (5); Ghoul (vs-039, Mountains) or Nomad (vs-001, Steppes) is struck.
    let s = |struck: &str, target: u16, passes: usize| {
        let mut choices = vec![json!({ "type": "strike", "attacker": 1, "target": 2 })];
        choices.extend(std::iter::repeat_n(json!("pass"), passes));
        choices.push(act(0, 0, target));
        scenario(
            json!([6, 1]),
            json!([
                { "card": "vs-020", "owner": 1, "cell": [4, 4] },
                { "card": "vs-011", "owner": 0, "cell": [2, 2] },
                { "card": struck, "owner": 1, "cell": [2, 3] }
            ]),
            Value::Array(choices),
        )
    };
    let (g, events) = played(s("vs-039", 2, 7));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::StrikeCapped { value: 1, .. })));
    assert_eq!((g.st.creatures[2].wounds, g.st.creatures[0].wounds), (1, 1));
    let (g, _) = played(s("vs-001", 2, 7));
    assert_eq!((g.st.creatures[2].wounds, g.st.creatures[0].wounds), (1, 0));
    // Before the strikes are determined; on the enemy attacker (no strike falls on it).
    let e = refused(s("vs-039", 2, 1));
    assert!(e.contains("not a target its card allows"), "{e}");
    let e = refused(s("vs-039", 1, 7));
    assert!(e.contains("not a target its card allows"), "{e}");
}

#[test]
fn chronos_heals_another_creature_of_the_wounds_it_took_this_turn_only() {
    // Chronos (vs-025), ability 0: [instant][counter][tap] heal another creature of the
    // wounds it took this turn. Nomad 2 starts with 3 wounds (from before this turn); the
    // first attack (4 against 1: medium, 2) wounds it this turn; Chronos acts in the second.
    let s = |first: bool, counters: u8, target: u16| {
        let mut choices = vec![];
        if first {
            choices.push(json!({ "type": "strike", "attacker": 1, "target": 2 }));
            choices.extend(std::iter::repeat_n(json!("pass"), 16));
        }
        choices.extend([
            json!({ "type": "strike", "attacker": 3, "target": 2 }),
            json!("pass"),
            act(0, 0, target),
        ]);
        let dice = if first { json!([4, 1, 1, 1]) } else { json!([1, 1]) };
        scenario(
            dice,
            json!([
                { "card": "vs-025", "owner": 1, "cell": [4, 4], "counters": counters },
                { "card": "vs-001", "owner": 0, "cell": [2, 2] },
                { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 3 },
                { "card": "vs-001", "owner": 0, "cell": [1, 2] }
            ]),
            Value::Array(choices),
        )
    };
    let (g, events) = played(s(true, 1, 2));
    let healed: Vec<u8> = events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Healed { healed, .. } => Some(healed),
            _ => None,
        })
        .collect();
    assert_eq!(healed, [2]);
    assert_eq!(g.st.creatures[2].wounds, 3 + 2 - 2 + 1);
    // No wounds this turn: nothing to heal (its 3 older wounds stay).
    let (g, events) = played(s(false, 1, 2));
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::Healed { .. })));
    assert_eq!(g.st.creatures[2].wounds, 3 + 1);
    // Not itself; not without a counter.
    let e = refused(s(true, 1, 0));
    assert!(e.contains("not a target its card allows"), "{e}");
    let e = refused(s(true, 0, 2));
    assert!(e.contains("counters"), "{e}");
}

#[test]
fn the_pride_mistress_wounds_a_creature_and_her_side_rolls_one_higher_against_it_this_turn() {
    // Pride Mistress (vs-009): [tap] 1 wound to a chosen creature; this turn her side gets +1
    // to its rolls against it. Then a Nomad strikes it (or another enemy): 5 against 1.
    let s = |struck: u16, dice: Value| {
        scenario(
            dice,
            json!([
                { "card": "vs-009", "owner": 0, "cell": [4, 1] },
                { "card": "vs-001", "owner": 0, "cell": [2, 2] },
                { "card": "vs-001", "owner": 1, "cell": [2, 3] },
                { "card": "vs-001", "owner": 1, "cell": [1, 3] }
            ]),
            json!([act(0, 0, 2), { "type": "strike", "attacker": 1, "target": struck }]),
        )
    };
    let marked = |events: &[BerserkEvent]| {
        events
            .iter()
            .any(|e| matches!(&e.kind, EventKind::DieModified { feature, .. } if feature == "marked"))
    };
    // 6 against 1: strong (3), no exchange.
    let (g, events) = played(s(2, json!([5, 1])));
    assert!(marked(&events));
    assert_eq!(g.st.creatures[2].wounds, 1 + 3);
    // The other enemy is not marked: 4 against 1 stays a medium strike (2), no bonus.
    let (g, events) = played(s(3, json!([4, 1])));
    assert!(!marked(&events));
    assert_eq!((g.st.creatures[2].wounds, g.st.creatures[3].wounds), (1, 2));
    // Marked, 4 against 1 would be 5 against 1: an exchange to choose, not a medium strike.
    let e = refused(s(2, json!([4, 1])));
    assert!(e.contains("exchange choice"), "{e}");
}
