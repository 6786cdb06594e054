#![cfg(not(target_arch = "wasm32"))]
//! Static abilities of printed cards that read the board [B-GAME-10]: bonuses the board
//! counts (allies of an element, the struck creature's own strike), conditions on where the
//! creatures stand (opposite, the same row number, isolated in its row, more allies than
//! enemies around, formation with an elite or ordinary card), auras on allies, a strike only
//! at the creature opposite, a flyer defending the board, a defender that does not close.
//! Each through a scenario with forced dice, and each beside the case next door where the
//! ability must not act.

use crate::berserk_cards;

use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::{BerserkEvent, EventKind};
use berserk_cards::{act, at, defender, flying, played, refused, scenario, step, strike};
use serde_json::{json, Value};

#[test]
fn the_zombie_gains_one_per_other_dark_creature_of_its_side_at_most_two() {
    // Zombie (vs-151), strike 1-2-2: +1 per other Darkness creature of its side, at most +2.
    // 6 against 1: a strong strike (2). An enemy Darkness creature does not count.
    for (allies, want) in [(0, 2), (1, 3), (3, 4)] {
        let mut creatures = vec![
            at("vs-151", 0, [2, 2]),
            at("vs-001", 1, [2, 3]),
            at("vs-151", 1, [4, 5]),
        ];
        for i in 0..allies {
            creatures.push(at("vs-156", 0, [i, 0]));
        }
        let (g, _) = played(scenario(json!([6, 1]), json!(creatures), json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "{allies} dark allies");
    }
}

#[test]
fn the_metamorph_strikes_with_the_struck_creatures_printed_strike() {
    // Metamorph (vs-156), strike 0-0-0: + the attacked creature's printed strike of the same
    // strength. The Nomad's is 1-2-3: a medium strike (4 against 1) is 2, a strong one 3.
    for (dice, want) in [([4, 1], 2), ([6, 1], 3)] {
        let creatures = json!([at("vs-156", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
        let (g, _) = played(scenario(json!(dice), creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "dice {dice:?}");
    }
}

#[test]
fn the_rimaands_strike_is_unanswerable_only_on_a_creature_alone_in_its_row() {
    // Rimaands (vs-106), a flyer: unanswerable on an enemy with no creature of its side left
    // or right of it. 1 against 4 gives the defender a weak counter-strike (the Nomad's 1).
    // A creature of its side on the diagonal does not count; one beside it does.
    for (other, answered) in [([3, 4], false), ([3, 3], true)] {
        let creatures = json!([flying("vs-106", 0), at("vs-001", 1, [2, 3]), at("vs-001", 1, other)]);
        let (g, _) = played(scenario(json!([1, 4]), creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[0].wounds, u8::from(answered), "other at {other:?}");
    }
}

#[test]
fn the_cyclops_strikes_only_the_creature_opposite() {
    // Cyclops (vs-101): a simple strike only at the card opposite it.
    let creatures = json!([
        at("vs-101", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [3, 3])
    ]);
    let e = refused(scenario(json!([6, 1]), creatures.clone(), json!([strike(0, 2)])));
    assert!(e.contains("B-TURN-2"), "{e}");
    let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 6);
    // A Nomad beside it strikes the diagonal one as usual.
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-001", 1, [3, 3])]);
    played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
}

#[test]
fn eriala_shoots_harder_at_a_creature_in_the_row_of_the_same_number() {
    // Eriala (vs-078): [tap] shot 1, also at an adjacent creature; +1 at a card in the
    // opponent's row of the number of her own (1 the front row).
    for (eriala, target, want) in [
        ([1, 2], [1, 3], 2),
        ([1, 2], [1, 4], 1),
        ([1, 1], [1, 4], 2),
        ([1, 0], [1, 3], 1),
    ] {
        let creatures = json!([at("vs-078", 0, eriala), at("vs-001", 1, target)]);
        let (g, _) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
        assert_eq!(
            g.st.creatures[1].wounds, want,
            "Eriala at {eriala:?}, target at {target:?}"
        );
    }
}

#[test]
fn the_cutthroat_is_directed_and_experienced_among_more_allies_than_enemies() {
    // Cutthroat (vs-186): with more allies than enemies next to it, attack experience 1 and a
    // directed strike. Two allies beside it against the one enemy: no defender may step in,
    // and its roll gets +1.
    let enemies = [at("vs-001", 1, [2, 3]), at("vs-001", 1, [3, 3])];
    let with_allies = json!([
        at("vs-186", 0, [2, 2]),
        enemies[0],
        enemies[1],
        at("vs-001", 0, [1, 2]),
        at("vs-001", 0, [3, 2]),
        at("vs-001", 0, [1, 1])
    ]);
    let e = refused(scenario(
        json!([3, 1]),
        with_allies.clone(),
        json!([strike(0, 1), "pass", defender(2)]),
    ));
    assert!(e.contains("B-ATK-1"), "{e}");
    let (_, events) = played(scenario(json!([5, 1]), with_allies, json!([strike(0, 1)])));
    assert!(events.iter().any(|e| matches!(&e.kind,
        EventKind::DieModified { feature, amount: 1, .. } if feature == "attack_experience")));
    // Two enemies and one ally: neither.
    let outnumbered = json!([at("vs-186", 0, [2, 2]), enemies[0], enemies[1], at("vs-001", 0, [1, 2])]);
    let (g, events) = played(scenario(
        json!([4, 1]),
        outnumbered,
        json!([strike(0, 1), "pass", defender(2)]),
    ));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::DefenderAssigned { .. })));
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DieModified { .. })));
    assert_eq!(
        g.st.creatures[2].wounds, 3,
        "3 against 1: a medium strike of 3 on the defender"
    );
}

#[test]
fn the_forge_keeper_has_armour_beside_an_elite_and_experience_beside_an_ordinary_card() {
    // Forge Keeper (vs-048): in formation with an elite card armour 2, with an ordinary one
    // defence experience 2. The Mountain Giant (vs-061) is elite, the Sanctorum (vs-016)
    // ordinary; both stand in formation. The Nomad strikes it, 6 against 1.
    for (partner, want) in [("vs-061", 1), ("vs-016", 2), ("vs-001", 3)] {
        let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-048", 1, [2, 3]), at(partner, 1, [3, 3])]);
        let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
        // Elite: strong 3 less armour 2. Ordinary: 6 against 3, a medium 2. No formation: 3.
        assert_eq!(g.st.creatures[1].wounds, want, "beside {partner}");
    }
}

#[test]
fn the_shieldbearer_shields_steppe_allies_left_and_right_from_ranged_attacks() {
    // Shieldbearer (vs-019): a Steppe creature of its side left or right of it takes 1 wound
    // fewer from ranged attacks. Garrid Archer (vs-113): shot 1-2-3 at range 4; die 6: 3.
    for (target, shield, want) in [("vs-001", [3, 4], 2), ("vs-001", [2, 5], 3), ("vs-117", [3, 4], 3)] {
        let creatures = json!([at("vs-113", 0, [2, 1]), at(target, 1, [2, 4]), at("vs-019", 1, shield)]);
        let (g, _) = played(scenario(json!([6]), creatures, json!([act(0, 0, 1)])));
        assert_eq!(
            g.st.creatures[1].wounds, want,
            "{target} with the Shieldbearer at {shield:?}"
        );
    }
}

#[test]
fn the_paladin_lengthens_the_range_of_an_ally_in_its_column() {
    // Paladin of Allamor (vs-188): its creatures in its column that have a shot, throw or
    // discharge get +1 range. Frostbiter (vs-040): throw at range 3; the target is 4 away.
    let far = |paladin: [u8; 2]| {
        json!([
            at("vs-040", 0, [2, 0]),
            at("vs-001", 1, [2, 4]),
            at("vs-188", 0, paladin)
        ])
    };
    let (g, _) = played(scenario(json!([1]), far([2, 1]), json!([act(0, 0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
    let e = refused(scenario(json!([1]), far([3, 1]), json!([act(0, 0, 1)])));
    assert!(e.contains("B-GAME-9"), "{e}");
}

#[test]
fn rtunkh_defends_a_creature_on_the_board() {
    // Rtunkh (vs-047), a flyer, may defend any of its side's ground creatures; another flyer
    // (Rimaands, vs-106) may not against a ground attacker.
    let board = |flyer: &str| json!([at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3]), flying(flyer, 1)]);
    let (_, events) = played(scenario(
        json!([5, 1]),
        board("vs-047"),
        json!([strike(0, 1), "pass", defender(2)]),
    ));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::DefenderAssigned { defender, .. } if defender.uid == 2)));
    let e = refused(scenario(
        json!([4, 1]),
        board("vs-106"),
        json!([strike(0, 1), "pass", defender(2)]),
    ));
    assert!(e.contains("B-ATK-1"), "{e}");
}

#[test]
fn lokken_defends_without_closing_and_again() {
    // Lokken (vs-085): defending, it does not close, so it may defend again in the turn. Two
    // Nomads attack two Nomads next to it; it steps in both times (5 against 1 + its defence
    // experience 1: a medium strike of 2 each time). Between the attacks both players pass
    // priority through the first attack's remaining steps.
    let creatures = json!([
        at("vs-001", 0, [1, 2]),
        at("vs-001", 0, [3, 2]),
        at("vs-001", 1, [1, 3]),
        at("vs-001", 1, [3, 3]),
        at("vs-085", 1, [2, 3])
    ]);
    let (g, events) = played(scenario(json!([5, 1, 5, 1]), creatures, two_attacks()));
    let assigned = events
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::DefenderAssigned { defender, .. } if defender.uid == 4));
    assert_eq!(assigned.count(), 2);
    assert!(!g.st.creatures[4].closed);
    assert_eq!(g.st.creatures[4].wounds, 4);
    // An ordinary defender closes and cannot step in again.
    let creatures = json!([
        at("vs-001", 0, [1, 2]),
        at("vs-001", 0, [3, 2]),
        at("vs-001", 1, [1, 3]),
        at("vs-001", 1, [3, 3]),
        at("vs-117", 1, [2, 3])
    ]);
    let e = refused(scenario(json!([6, 1, 6, 1]), creatures, two_attacks()));
    assert!(e.contains("B-ATK-1"), "{e}");
}

/// Creature 0 strikes 2 and creature 4 defends; the first attack resolved, creature 1 strikes
/// 3 and creature 4 defends again.
fn two_attacks() -> Value {
    let mut choices = vec![strike(0, 2), json!("pass"), defender(4)];
    choices.extend(std::iter::repeat_n(json!("pass"), 16));
    choices.extend([strike(1, 3), json!("pass"), defender(4)]);
    json!(choices)
}

#[test]
fn gryz_jumps_over_creatures_up_to_four_steps() {
    // Gryz (vs-089), movement 1: jump 4 — to a free cell at most 4 orthogonal steps away,
    // over creatures, as its move of the turn. Boxed in by its allies it still jumps.
    let boxed = |who: &str| {
        json!([
            at(who, 0, [2, 1]),
            at("vs-001", 0, [1, 1]),
            at("vs-001", 0, [3, 1]),
            at("vs-001", 0, [2, 0]),
            at("vs-001", 0, [2, 2]),
            at("vs-001", 1, [0, 5])
        ])
    };
    let (g, _) = played(scenario(json!([]), boxed("vs-089"), json!([step(0, [2, 5])])));
    assert_eq!(g.st.creatures[0].cell, [2, 5]);
    let e = refused(scenario(json!([]), boxed("vs-089"), json!([step(0, [3, 5])])));
    assert!(e.contains("B-TURN-2"), "5 steps away: {e}");
    // A jump is its move: it does not move again.
    let e = refused(scenario(
        json!([]),
        boxed("vs-089"),
        json!([step(0, [2, 4]), step(0, [2, 3])]),
    ));
    assert!(e.contains("B-TURN-2"), "{e}");
    // A Nomad (movement 2) boxed in does not move.
    let e = refused(scenario(json!([]), boxed("vs-001"), json!([step(0, [2, 3])])));
    assert!(e.contains("B-TURN-2"), "{e}");
}

#[test]
fn the_envy_demon_teleports_to_any_free_cell() {
    // Envy Demon (vs-145), movement 1: teleport — to any free cell, not an occupied one.
    let creatures = json!([at("vs-145", 0, [0, 0]), at("vs-001", 1, [4, 5])]);
    let (g, _) = played(scenario(json!([]), creatures.clone(), json!([step(0, [4, 4])])));
    assert_eq!(g.st.creatures[0].cell, [4, 4]);
    let e = refused(scenario(json!([]), creatures, json!([step(0, [4, 5])])));
    assert!(e.contains("B-TURN-2"), "{e}");
}

#[test]
fn the_forest_robber_moves_diagonally() {
    // Forest Robber (vs-075), movement 1: may move diagonally; Vail (vs-117), movement 1, not.
    for (who, moves) in [("vs-075", true), ("vs-117", false)] {
        let creatures = json!([at(who, 0, [2, 1]), at("vs-001", 1, [0, 5])]);
        let result = run(scenario(json!([]), creatures, json!([step(0, [3, 2])])));
        assert_eq!(result.is_ok(), moves, "{who}");
    }
}

#[test]
fn scavengers_heal_all_their_wounds_when_their_simple_strike_kills() {
    // Korpit (vs-074), a flyer with scavenging, wounded 3, strikes a Nomad with 7 wounds of 8:
    // 6 against 1, strong 2, the Nomad dies and Korpit heals all 3. A Nomad that lives: no heal.
    for (nomad_wounds, healed) in [(7, true), (0, false)] {
        let creatures = json!([
            { "card": "vs-074", "owner": 0, "cell": [0, 0], "flying": true, "wounds": 3 },
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": nomad_wounds }
        ]);
        let (g, events) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[0].wounds, if healed { 0 } else { 3 });
        let heal = events
            .iter()
            .find(|e| matches!(&e.kind, EventKind::Healed { feature, .. } if feature == "scavenging"));
        assert_eq!(
            heal.map(|e| e.rule.to_string()),
            healed.then(|| "B-GAME-10".to_string())
        );
    }
    // Wardak (vs-158), wounded 5, kills its attacker with a counter-strike: 1 against 4 +
    // nothing, a weak counter-strike of 2 on a Nomad with 7 wounds.
    let creatures = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2], "wounds": 7 },
        { "card": "vs-158", "owner": 1, "cell": [2, 3], "wounds": 5 }
    ]);
    let (g, _) = played(scenario(json!([1, 4]), creatures, json!([strike(0, 1)])));
    assert!(g.st.creatures[0].dead);
    assert_eq!(g.st.creatures[1].wounds, 0);
}

#[test]
fn the_hall_guard_strikes_two_steps_away_in_formation() {
    // Hall Guard (vs-044): in formation its simple strike reaches 2 orthogonal steps. Alone it
    // strikes only next to it. 6 against 1: strong, 3.
    let guard = |partner: Option<[u8; 2]>| {
        let mut c = vec![at("vs-044", 0, [2, 1]), at("vs-001", 1, [2, 3])];
        if let Some(cell) = partner {
            c.push(at("vs-044", 0, cell));
        }
        json!(c)
    };
    let (g, _) = played(scenario(json!([6, 1]), guard(Some([3, 1])), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 3);
    let e = refused(scenario(json!([6, 1]), guard(None), json!([strike(0, 1)])));
    assert!(e.contains("B-TURN-2"), "{e}");
    // Three orthogonal steps are too far even in formation.
    let far = json!([
        at("vs-044", 0, [2, 0]),
        at("vs-001", 1, [2, 3]),
        at("vs-044", 0, [3, 0])
    ]);
    assert!(run(scenario(json!([6, 1]), far, json!([strike(0, 1)]))).is_err());
}

#[test]
fn the_dwarf_basaarg_must_strike_a_closed_enemy_it_reaches() {
    // Dwarf Basaarg (vs-053): in its turn, while it can strike a closed enemy, it must.
    let board = |closed: bool| {
        json!([
            at("vs-053", 0, [2, 2]),
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "closed": closed },
            at("vs-001", 1, [1, 3]),
            at("vs-001", 0, [4, 0])
        ])
    };
    for (choice, what) in [
        (json!("pass"), "the pass"),
        (strike(0, 2), "a strike at the open enemy"),
        (step(0, [2, 1]), "its move"),
    ] {
        let e = refused(scenario(json!([]), board(true), json!([choice])));
        assert!(e.contains("B-GAME-10"), "{what}: {e}");
    }
    // Its other creatures act freely; then it strikes the closed one.
    let (g, _) = played(scenario(
        json!([6]),
        board(true),
        json!([step(3, [4, 1]), strike(0, 1)]),
    ));
    assert!(g.st.creatures[1].wounds > 0);
    // No closed enemy: nothing forces it.
    played(scenario(json!([]), board(false), json!(["pass"])));
}

#[test]
fn skelos_strikes_flyers_once_the_enemy_front_row_is_empty() {
    // Skelos (vs-033): while no creature stands in the enemy's front row, +1 to its strike and
    // it may strike flyers. Rimaands (vs-106) flies for the other side. 6 against 1: strong 5
    // + 1 (and its attack experience 2 changes nothing).
    let board = |enemy: [u8; 2]| json!([at("vs-033", 0, [2, 1]), flying("vs-106", 1), at("vs-001", 1, enemy)]);
    let (g, _) = played(scenario(json!([6, 1]), board([0, 4]), json!([strike(0, 1)])));
    assert!(g.st.creatures[1].dead, "6 wounds on a flyer of life 6");
    let e = refused(scenario(json!([6, 1]), board([0, 3]), json!([strike(0, 1)])));
    assert!(e.contains("B-GAME-8"), "{e}");
}

#[test]
fn jotun_ignores_the_features_of_the_creature_it_attacks() {
    // Jotun (vs-098), attack experience 1: the attacked creature's features do not act. On
    // Gobrakh (vs-064, 2 wounds fewer from diagonal strikes): 6 + 1 against 1, strong 5, all
    // of it. A Nomad's strong 3 on Gobrakh leaves 1.
    for (striker, want) in [("vs-098", 5), ("vs-001", 1)] {
        let creatures = json!([at(striker, 0, [1, 2]), at("vs-064", 1, [2, 3])]);
        let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "{striker}");
    }
    // On the Snakehead (vs-011, defence experience 1), 4 + 1 against 4: without its experience
    // 5 against 4, Jotun's weak strike (3); with it 5 against 5, only a counter-strike.
    let creatures = json!([at("vs-098", 0, [2, 2]), at("vs-011", 1, [2, 3])]);
    let (g, _) = played(scenario(json!([4, 4]), creatures, json!([strike(0, 1)])));
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[1].wounds), (0, 3));
}

/// A strike, both players passing priority through the rest of its attack, then `next`.
fn strike_then(attacker: u16, target: u16, next: Value) -> Value {
    let mut choices = vec![strike(attacker, target)];
    choices.extend(std::iter::repeat_n(json!("pass"), 16));
    choices.push(next);
    json!(choices)
}

fn closed_events(events: &[BerserkEvent], uid: u16) -> usize {
    events
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::Closed { creature } if creature.uid == uid))
        .count()
}

#[test]
fn the_minotaur_strikes_twice_in_a_row_staying_open_between() {
    // Minotaur (vs-034): one more simple strike a turn, open between the two. Vail (vs-117) has
    // life 14. 6 against 1 twice: its strong strike, 5, each time.
    let board = json!([
        at("vs-034", 0, [2, 2]),
        at("vs-117", 1, [2, 3]),
        at("vs-117", 1, [3, 3]),
        at("vs-001", 0, [0, 0])
    ]);
    let (g, events) = played(scenario(
        json!([6, 1, 6, 1]),
        board.clone(),
        strike_then(0, 1, strike(0, 2)),
    ));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (5, 5));
    assert_eq!(closed_events(&events, 0), 1, "it closes once, after its second strike");
    assert!(g.st.creatures[0].closed);
    // The same target twice is allowed.
    played(scenario(
        json!([6, 1, 6, 1]),
        board.clone(),
        strike_then(0, 1, strike(0, 1)),
    ));
    // A third strike is not.
    let mut three = strike_then(0, 1, strike(0, 2)).as_array().unwrap().clone();
    three.extend(std::iter::repeat_n(json!("pass"), 16));
    three.push(strike(0, 1));
    assert!(run(scenario(json!([6, 1, 6, 1, 6, 1]), board.clone(), json!(three))).is_err());
    // Its two strikes follow each other: another creature's move first closes it.
    let mut choices = strike_then(0, 1, step(3, [0, 1])).as_array().unwrap().clone();
    choices.push(strike(0, 2));
    let e = refused(scenario(json!([6, 1, 6, 1]), board, json!(choices)));
    assert!(e.contains("B-TURN-2"), "{e}");
}

#[test]
fn the_berserk_strikes_twice_but_at_two_different_creatures() {
    // Berserk (vs-195): two simple strikes a turn, one after the other, at different cards.
    let board = json!([
        at("vs-195", 0, [2, 2]),
        at("vs-117", 1, [2, 3]),
        at("vs-117", 1, [3, 3])
    ]);
    played(scenario(
        json!([6, 1, 6, 1]),
        board.clone(),
        strike_then(0, 1, strike(0, 2)),
    ));
    let e = refused(scenario(json!([6, 1, 6, 1]), board, strike_then(0, 1, strike(0, 1))));
    assert!(e.contains("B-TURN-2"), "{e}");
}

#[test]
fn baraka_stays_open_after_its_strike_but_has_acted() {
    // Baraka (vs-165): it does not close after attacking; it has still taken its action, so it
    // neither strikes again nor moves. An ordinary Nomad closes.
    let board = |who: &str| json!([at(who, 0, [2, 2]), at("vs-117", 1, [2, 3])]);
    let (g, events) = played(scenario(json!([6, 1]), board("vs-165"), json!([strike(0, 1)])));
    assert!(!g.st.creatures[0].closed);
    assert_eq!(closed_events(&events, 0), 0);
    for next in [strike(0, 1), step(0, [1, 1])] {
        let e = refused(scenario(json!([6, 1, 6, 1]), board("vs-165"), strike_then(0, 1, next)));
        assert!(e.contains("B-TURN-2"), "{e}");
    }
    let (g, _) = played(scenario(json!([6, 1]), board("vs-001"), json!([strike(0, 1)])));
    assert!(g.st.creatures[0].closed);
}

#[test]
fn adelaides_sailors_fight_differently_in_the_middle_and_on_the_edge() {
    // Adelaide's Sailors (vs-182), strike 2-2-3: in the middle column defence experience 1 and
    // 1 wound fewer from weak strikes; in an edge column attack experience 1 and +1 to medium
    // and strong strikes. Against a Nomad, 6 against 1: a strong strike, 3; on the edge 3 + 1.
    for (col, want) in [(0, 4), (4, 4), (2, 3), (1, 3)] {
        let creatures = json!([at("vs-182", 0, [col, 2]), at("vs-001", 1, [col, 3])]);
        let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "column {col}");
    }
    // Struck in the middle: a Nomad's weak strike (3 against 1 + 1) of 1 is taken off.
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-182", 1, [2, 3])]);
    let (g, _) = played(scenario(json!([3, 1]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 0);
}

#[test]
fn the_manticore_ignores_protection_from_flyers() {
    // Manticore (vs-021), a flyer, ignores protection from flyers: it strikes the Horned Demon
    // (vs-155), which has it; Rimaands (vs-106), another flyer, may not.
    for (flyer, ok) in [("vs-021", true), ("vs-106", false)] {
        let creatures = json!([flying(flyer, 0), at("vs-155", 1, [2, 3])]);
        assert_eq!(
            run(scenario(json!([6, 1]), creatures, json!([strike(0, 1)]))).is_ok(),
            ok,
            "{flyer}"
        );
    }
}

#[test]
fn strikes_on_the_werewolf_and_the_haze_are_reduced() {
    // Steppe Werewolf (vs-008): every simple strike on it is weak. A Nomad (1-2-3) rolls 6
    // against 1: strong 3 becomes weak 1.
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-008", 1, [2, 3])]);
    let (g, events) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::StrikeReplaced { feature, .. } if feature == "strikes_against_reduced_to")
    ));
    // Haze (vs-133): a strike on it closed is worth 1 at most (the Troll's strong 5, 6 + 1
    // alone); open, it is not (6 + 1 against 1 + 1: strong, 5).
    for (closed, dice, want) in [(true, json!([6]), 1), (false, json!([6, 1]), 5)] {
        let creatures =
            json!([at("vs-128", 0, [2, 2]), { "card": "vs-133", "owner": 1, "cell": [2, 3], "closed": closed }]);
        let (g, _) = played(scenario(dice, creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "closed {closed}");
    }
    // Its allies left and right of it are struck weakly: the Troll's strong 5 on a Nomad
    // beside the Haze is its weak 2; with the Haze a row behind, 5.
    for (haze, want) in [([3, 3], 2), ([2, 4], 5)] {
        let creatures = json!([at("vs-128", 0, [2, 2]), at("vs-001", 1, [2, 3]), at("vs-133", 1, haze)]);
        let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, want, "Haze at {haze:?}");
    }
}

#[test]
fn kilsus_takes_no_counter_strike() {
    // Kilsus (vs-018): no wounds from counter-strikes. 1 + 1 against 5: the Nomad's weak
    // counter-strike is lost.
    let creatures = json!([at("vs-018", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, _) = played(scenario(json!([1, 5]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[0].wounds, 0);
}

#[test]
fn the_hydra_strikes_every_adjacent_enemy_once_and_closes_after_the_last() {
    // Hydra (vs-136): every enemy next to it, one simple strike each, in a row; it closes after
    // the last. Three Nomads around it: three strikes, one closing, after the third.
    let board = json!([
        at("vs-136", 0, [2, 2]),
        at("vs-001", 1, [1, 3]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [3, 3]),
        at("vs-001", 0, [0, 0])
    ]);
    let mut three = strike_then(0, 1, strike(0, 2)).as_array().unwrap().clone();
    three.extend(std::iter::repeat_n(json!("pass"), 16));
    three.push(strike(0, 3));
    let (g, events) = played(scenario(json!([6, 1, 6, 1, 6, 1]), board.clone(), json!(three)));
    assert_eq!([1, 2, 3].map(|u| g.st.creatures[u].wounds), [3, 3, 3]);
    assert_eq!(closed_events(&events, 0), 1);
    let declared_then_closed = events.windows(2).any(|w| {
        matches!(&w[0].kind, EventKind::AttackDeclared { target, .. } if target.uid == 3)
            && matches!(&w[1].kind, EventKind::Closed { creature } if creature.uid == 0)
    });
    assert!(declared_then_closed, "it closes as it declares its last strike");
    // The same enemy twice is refused.
    let e = refused(scenario(
        json!([6, 1, 6, 1]),
        board.clone(),
        strike_then(0, 1, strike(0, 1)),
    ));
    assert!(e.contains("B-TURN-2"), "{e}");
    // With one enemy next to it, its one strike is its last: it closes at once.
    let alone = json!([
        at("vs-136", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [4, 5])
    ]);
    let (g, _) = played(scenario(json!([6, 1]), alone, json!([strike(0, 1)])));
    assert!(g.st.creatures[0].closed);
}

#[test]
fn the_charioteer_takes_the_two_ends_of_a_row_for_neighbours() {
    // Charioteer (vs-143): from one end cell of a row to the other is one step of its move, and
    // its simple strike reaches across. A Nomad on the same cell does neither.
    let across = |card: &str| json!([at(card, 0, [0, 1]), at("vs-001", 1, [2, 5])]);
    let (g, _) = played(scenario(json!([]), across("vs-143"), json!([step(0, [4, 1])])));
    assert_eq!(g.st.creatures[0].cell, [4, 1]);
    assert!(g.st.creatures[0].moved, "one step of its move");
    let e = refused(scenario(json!([]), across("vs-001"), json!([step(0, [4, 1])])));
    assert!(e.contains("B-TURN-2"), "{e}");
    // The strike across the row: 4 + its experience 1 against 2, a medium strike of 3.
    let strike_across = |card: &str| json!([at(card, 0, [0, 2]), at("vs-001", 1, [4, 2])]);
    let (g, _) = played(scenario(json!([4, 2]), strike_across("vs-143"), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 3);
    let e = refused(scenario(json!([4, 2]), strike_across("vs-001"), json!([strike(0, 1)])));
    assert!(e.contains("B-TURN-2"), "{e}");
    // Not from a cell that is not an end of the row.
    let inner = json!([at("vs-143", 0, [1, 2]), at("vs-001", 1, [4, 2])]);
    assert!(refused(scenario(json!([4, 2]), inner, json!([strike(0, 1)]))).contains("B-TURN-2"));
}

#[test]
fn the_hydras_strike_is_unanswerable_and_cannot_be_reduced() {
    // Hydra (vs-136), strike 2-3-3: on the Steppe Werewolf (vs-008), on which every simple
    // strike is weak, its strong strike stays strong: 6 against 1, 3 wounds (a Nomad's strong 3
    // is weak 1 there).
    let on_werewolf = |card: &str| json!([at(card, 0, [2, 2]), at("vs-008", 1, [2, 3])]);
    let (g, events) = played(scenario(json!([6, 1]), on_werewolf("vs-136"), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 3);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::StrikeReplaced { .. })));
    let (g, _) = played(scenario(json!([6, 1]), on_werewolf("vs-001"), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
    // Unanswerable: 3 against 6 gives the Nomad a weak counter-strike, which it loses.
    let board = |card: &str| json!([at(card, 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (g, _) = played(scenario(json!([3, 6]), board("vs-136"), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[0].wounds, 0);
    // The Charioteer (attack experience 1) rolling 2 + 1 against 6 takes it.
    let (g, _) = played(scenario(json!([2, 6]), board("vs-143"), json!([strike(0, 1)])));
    assert!(g.st.creatures[0].wounds > 0, "the Charioteer takes the counter-strike");
}

#[test]
fn teachs_strong_strike_wounds_by_the_weak_strike_of_the_card_behind_its_target() {
    // Teach (vs-199), strike 2-3-4, attack experience 1: on a strong strike the attacked Nomad
    // also takes the weak strike of the card behind it (the Troll, vs-128: 2).
    let board = |behind: Value| json!([at("vs-199", 0, [2, 2]), at("vs-001", 1, [2, 3]), behind]);
    let troll = at("vs-128", 1, [2, 4]);
    let (g, _) = played(scenario(json!([6, 1]), board(troll.clone()), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 4 + 2);
    // A medium strike (3 + 1 against 1): no more.
    let (g, _) = played(scenario(json!([3, 1]), board(troll), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 3);
    // Beside the target, not behind it; or behind it face down: nothing more.
    for behind in [
        at("vs-128", 1, [3, 4]),
        json!({ "card": "vs-128", "owner": 1, "cell": [2, 4], "hidden": true }),
    ] {
        let (g, _) = played(scenario(json!([6, 1]), board(behind.clone()), json!([strike(0, 1)])));
        assert_eq!(g.st.creatures[1].wounds, 4, "{behind}");
    }
}
