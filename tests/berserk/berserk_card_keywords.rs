#![cfg(not(target_arch = "wasm32"))]
//! Keywords and static abilities the attack reads: extra lives, vampirism and a maximum life
//! [B-DEATH-1], clumsiness [B-ATK-2], drawing the enemy's attacks (intercept) [B-GAME-10],
//! striking back while closed [B-TABLE-2], and the abilities that give extra lives (on
//! scavenging, at the start of the battle) or spend them (a discharge of X). Each through a
//! scenario with forced dice, with the case next door.

use crate::berserk_cards;

use arbiter::rulesets::berserk::EventKind;
use berserk_cards::{act, at, flying, played, refused, scenario, strike};
use serde_json::{json, Value};

/// A creature of `card` for `owner` on `cell`, with more fields (wounds, extra lives...).
fn with(card: &str, owner: u8, cell: [u8; 2], more: Value) -> Value {
    let mut c = at(card, owner, cell);
    for (k, v) in more.as_object().expect("an object").clone() {
        c[k] = v;
    }
    c
}

fn act_x(creature: u16, ability: u8, target: u16, x: u8) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target, "x": x })
}

#[test]
fn the_vampire_heals_the_wounds_it_dealt_less_one_and_keeps_the_rest_as_extra_lives() {
    // Vampire (vs-139), 9 life, 1-2-3, vampirism X-1, no maximum. 6 against 1: strong, 3.
    let nomad = at("vs-001", 1, [2, 3]);
    let (g, events) = played(scenario(
        json!([6, 1]),
        json!([with("vs-139", 0, [2, 2], json!({ "wounds": 3 })), nomad]),
        json!([strike(0, 1)]),
    ));
    assert_eq!(g.st.creatures[1].wounds, 3);
    assert_eq!(
        (g.st.creatures[0].wounds, g.st.creatures[0].extra_lives),
        (1, 0),
        "3 - 1 = 2 healed"
    );
    let healed = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::Healed { feature, healed: 2, .. } if feature == "vampirism"));
    assert_eq!(healed.map(|e| e.rule.to_string()).as_deref(), Some("B-DEATH-1"));
    // Unwounded, the 2 it heals become extra lives: no maximum on its card.
    let (g, _) = played(scenario(
        json!([6, 1]),
        json!([at("vs-139", 0, [2, 2]), nomad]),
        json!([strike(0, 1)]),
    ));
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[0].extra_lives), (0, 2));
    // A weak strike (1 wound, 2 against 1) heals 1 - 1 = nothing.
    let (g, events) = played(scenario(
        json!([2, 1]),
        json!([with("vs-139", 0, [2, 2], json!({ "wounds": 3 })), nomad]),
        json!([strike(0, 1)]),
    ));
    assert_eq!(g.st.creatures[1].wounds, 1);
    assert_eq!(g.st.creatures[0].wounds, 3);
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::Healed { .. } | EventKind::ExtraLivesGained { .. })));
}

#[test]
fn the_slua_witch_gains_extra_lives_up_to_its_maximum_life_of_twelve() {
    // Slua Witch (vs-140), 8 life, 2-2-3, vampirism, at most 12 life. 6 against 1: strong, 3.
    let nomad = at("vs-001", 1, [2, 3]);
    let run = |more: Value| {
        played(scenario(
            json!([6, 1]),
            json!([with("vs-140", 0, [2, 2], more), nomad]),
            json!([strike(0, 1)]),
        ))
        .0
    };
    // Unwounded: 3 extra lives, 11 life.
    let g = run(json!({}));
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[0].extra_lives), (0, 3));
    // With 2 extra lives (10 life) it may gain only 2 more: 12.
    let g = run(json!({ "extra_lives": 2 }));
    assert_eq!(g.st.creatures[0].extra_lives, 4);
    // Wounded 2: it heals them, and the third wound dealt becomes one extra life.
    let g = run(json!({ "wounds": 2 }));
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[0].extra_lives), (0, 1));
}

#[test]
fn a_counter_strike_feeds_vampirism_too_up_to_the_gorgons_printed_life() {
    // Medusa Gorgon (vs-131), 10 life, 2-3-4, vampirism, at most 10. The Nomad attacks it:
    // 1 against 6, no strike, and its medium counter-strike (3) lands: it heals 3 of its 5.
    let creatures = json!([
        at("vs-001", 0, [2, 2]),
        with("vs-131", 1, [2, 3], json!({ "wounds": 5 }))
    ]);
    let (g, _) = played(scenario(json!([1, 6]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[0].wounds, 3);
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].extra_lives), (2, 0));
    // Unwounded, it heals nothing and gains no life: its maximum is its card's 10.
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-131", 1, [2, 3])]);
    let (g, events) = played(scenario(json!([1, 6]), creatures, json!([strike(0, 1)])));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].extra_lives), (0, 0));
    assert!(!events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::ExtraLivesGained { .. })));
}

#[test]
fn wounds_take_extra_lives_first() {
    // Zhzhrag (vs-179) with 2 extra lives takes a strong 3: 2 extra lives lost, 1 wound.
    let creatures = json!([
        at("vs-001", 0, [2, 2]),
        with("vs-179", 1, [2, 3], json!({ "extra_lives": 2 }))
    ]);
    let (g, events) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].extra_lives), (1, 0));
    let lost = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::ExtraLivesLost { lost: 2, left: 0, .. }));
    assert_eq!(lost.map(|e| e.rule.to_string()).as_deref(), Some("B-DEATH-1"));
    // Its life is its card's plus its extra lives: with 9 wounds on 10 life and 3 extra lives
    // it lives through a strong 3, which its extra lives take.
    let creatures = json!([
        at("vs-001", 0, [2, 2]),
        with("vs-179", 1, [2, 3], json!({ "wounds": 9, "extra_lives": 3 }))
    ]);
    let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
    assert!(!g.st.creatures[1].dead);
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[1].extra_lives), (9, 0));
}

#[test]
fn zhzhrag_gains_three_extra_lives_when_its_scavenging_feeds() {
    // Zhzhrag (vs-179), 2-2-3, scavenging; on scavenging: 3 extra lives. A strong 3 on a Nomad
    // with 6 wounds kills it: Zhzhrag heals its 2 wounds, then gains 3 extra lives.
    let creatures = json!([
        with("vs-179", 0, [2, 2], json!({ "wounds": 2 })),
        with("vs-001", 1, [2, 3], json!({ "wounds": 6 }))
    ]);
    let (g, events) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
    assert!(g.st.creatures[1].dead);
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[0].extra_lives), (0, 3));
    let triggered = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::AbilityTriggered { when, .. } if when == "on_scavenging"));
    assert_eq!(triggered.map(|e| e.rule.to_string()).as_deref(), Some("B-GAME-13"));
    // The Nomad survives (no wounds before): no scavenging, no extra lives.
    let creatures = json!([
        with("vs-179", 0, [2, 2], json!({ "wounds": 2 })),
        at("vs-001", 1, [2, 3])
    ]);
    let (g, _) = played(scenario(json!([6, 1]), creatures, json!([strike(0, 1)])));
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[0].extra_lives), (2, 0));
}

#[test]
fn the_slua_witch_gives_up_x_extra_lives_for_a_discharge_of_x() {
    // Slua Witch (vs-140), ability 1: [tap], X extra lives: a discharge of X (no die).
    let creatures = json!([
        with("vs-140", 0, [2, 1], json!({ "extra_lives": 3 })),
        at("vs-001", 1, [4, 5])
    ]);
    let (g, events) = played(scenario(json!([]), creatures.clone(), json!([act_x(0, 1, 1, 2)])));
    assert_eq!(g.st.creatures[1].wounds, 2);
    assert_eq!(g.st.creatures[0].extra_lives, 1);
    assert!(g.st.creatures[0].closed);
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::ExtraLivesLost { lost: 2, left: 1, .. })));
    // It has 3: X = 4 is refused, as is the discharge without extra lives.
    assert!(refused(scenario(json!([]), creatures, json!([act_x(0, 1, 1, 4)]))).contains("extra lives"));
    let bare = json!([at("vs-140", 0, [2, 1]), at("vs-001", 1, [4, 5])]);
    refused(scenario(json!([]), bare, json!([act_x(0, 1, 1, 1)])));
}

#[test]
fn the_dverg_of_the_second_player_starts_the_battle_with_three_extra_lives() {
    // Dverg (vs-090): [second]: starts the battle with 3 extra lives. Player 0 goes first.
    for (owner, want) in [(1u8, 3u8), (0, 0)] {
        let cell = if owner == 0 { [2, 1] } else { [2, 4] };
        let other = if owner == 0 {
            at("vs-001", 1, [0, 5])
        } else {
            at("vs-001", 0, [0, 0])
        };
        let s = json!({ "ruleset": "berserk", "from": "battle", "until": "choices_end", "creatures": [at("vs-090", owner, cell), other], "choices": [] });
        let (g, _) = played(s);
        assert_eq!(g.st.creatures[0].extra_lives, want, "Dverg of player {owner}");
    }
}

#[test]
fn the_clumsy_stone_golem_rolls_one_less() {
    // Stone Golem (vs-043), clumsy, defends: the Nomad's 4 against its 4, less 1: D = 1 (a
    // Nomad in its place: D = 0).
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-043", 1, [2, 3])]);
    let (_, events) = played(scenario(json!([4, 4]), creatures, json!([strike(0, 1)])));
    let lowered = events
        .iter()
        .find(|e| matches!(&e.kind, EventKind::DieLowered { feature, amount: 1, value: 3, .. } if feature == "clumsy"));
    assert_eq!(lowered.map(|e| e.rule.to_string()).as_deref(), Some("B-ATK-2"));
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::StrikesDetermined {
            difference: Some(1),
            ..
        }
    )));
    let creatures = json!([at("vs-001", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let (_, events) = played(scenario(json!([4, 4]), creatures, json!([strike(0, 1)])));
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::StrikesDetermined {
            difference: Some(0),
            ..
        }
    )));
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DieLowered { .. })));
    // Attacking a closed creature it rolls alone, and still 1 less: 4 becomes 3, weak (3).
    let creatures = json!([
        at("vs-043", 0, [2, 2]),
        with("vs-001", 1, [2, 3], json!({ "closed": true }))
    ]);
    let (g, _) = played(scenario(json!([4]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 3);
}

#[test]
fn the_idol_carver_draws_shots_and_throws_at_any_range_while_an_enemy_stands_next_to_it() {
    // Idol Carver (vs-088) of player 1 at [0, 3], the Frostbiter's (vs-040) throw 1-2-2, range 3.
    let frostbiter = at("vs-040", 0, [2, 1]);
    let nomad = at("vs-001", 1, [2, 3]);
    let carver = at("vs-088", 1, [0, 3]);
    let guard = at("vs-001", 0, [0, 2]);
    // With an enemy (the guard) next to it: a throw at the Nomad is refused...
    let why = refused(scenario(
        json!([1]),
        json!([frostbiter, nomad, carver, guard]),
        json!([act(0, 0, 1)]),
    ));
    assert!(why.contains("draws such attacks"), "{why}");
    // ...and one at the Carver, 4 steps away (beyond range 3), lands: weak, 1.
    let (g, _) = played(scenario(
        json!([1]),
        json!([frostbiter, nomad, carver, guard]),
        json!([act(0, 0, 2)]),
    ));
    assert_eq!(g.st.creatures[2].wounds, 1);
    // No enemy next to it: the Nomad may be the target, the Carver is out of range.
    let (g, _) = played(scenario(
        json!([1]),
        json!([frostbiter, nomad, carver]),
        json!([act(0, 0, 1)]),
    ));
    assert_eq!(g.st.creatures[1].wounds, 1);
    refused(scenario(
        json!([1]),
        json!([frostbiter, nomad, carver]),
        json!([act(0, 0, 2)]),
    ));
    // A simple strike is not drawn: the guard strikes a Nomad next to it, not the Carver.
    let near = at("vs-001", 1, [1, 3]);
    let (g, _) = played(scenario(
        json!([6, 1]),
        json!([guard, near, carver]),
        json!([strike(0, 1)]),
    ));
    assert_eq!(g.st.creatures[1].wounds, 3);
}

#[test]
fn argvald_draws_discharges_and_takes_a_counter() {
    // Argvald (vs-060) of player 1 at [0, 3], next to the Initiate of Dzar (vs-024) at [1, 2],
    // whose discharge 2-3-4 has range 1.
    let initiate = at("vs-024", 0, [1, 2]);
    let nomad = at("vs-001", 1, [1, 3]);
    let argvald = at("vs-060", 1, [0, 4]);
    // Argvald at [0, 4] is not next to an enemy: the Nomad may take the discharge.
    let (g, _) = played(scenario(
        json!([1]),
        json!([initiate, nomad, argvald]),
        json!([act(0, 1, 1)]),
    ));
    assert_eq!(g.st.creatures[1].wounds, 2);
    // At [0, 3] it is next to the Initiate: only Argvald, 2 steps away, may be the target.
    let argvald = at("vs-060", 1, [0, 3]);
    refused(scenario(
        json!([1]),
        json!([initiate, nomad, argvald]),
        json!([act(0, 1, 1)]),
    ));
    let far = at("vs-024", 0, [2, 1]);
    let (g, _) = played(scenario(
        json!([1]),
        json!([far, nomad, argvald, at("vs-001", 0, [0, 2])]),
        json!([act(0, 1, 2)]),
    ));
    assert_eq!((g.st.creatures[2].wounds, g.st.creatures[2].counters), (2, 1));
}

#[test]
fn the_shimmering_serpent_draws_every_shot_and_throw() {
    // Shimmering Serpent (vs-167), a flyer of player 1: the Frostbiter's throw must aim at it.
    let creatures = json!([at("vs-040", 0, [2, 1]), at("vs-001", 1, [2, 3]), flying("vs-167", 1)]);
    refused(scenario(json!([1]), creatures.clone(), json!([act(0, 0, 1)])));
    // Weak, 1, and +1 on a creature with experience (the Serpent's attack experience).
    let (g, _) = played(scenario(json!([1]), creatures, json!([act(0, 0, 2)])));
    assert_eq!(g.st.creatures[2].wounds, 2);
    // Player 0's own Serpent draws nothing of player 0's throws.
    let creatures = json!([at("vs-040", 0, [2, 1]), at("vs-001", 1, [2, 3]), flying("vs-167", 0)]);
    let (g, _) = played(scenario(json!([1]), creatures, json!([act(0, 0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 1);
}

#[test]
fn the_chaos_overlord_strikes_back_while_closed() {
    // Chaos Overlord (vs-169), 4-5-7, defence experience 1, closed: it still rolls (6 + 1)
    // against the Nomad's 1: D = -6, its medium counter-strike of 5.
    let creatures = json!([
        at("vs-001", 0, [2, 2]),
        with("vs-169", 1, [2, 3], json!({ "closed": true }))
    ]);
    let (g, events) = played(scenario(json!([1, 6]), creatures, json!([strike(0, 1)])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::TargetFixed { single_roll: false, .. })));
    assert_eq!(g.st.creatures[0].wounds, 5);
    // A closed Nomad in its place gets the single roll: only the attacker's die (1: weak, 1).
    let creatures = json!([
        at("vs-001", 0, [2, 2]),
        with("vs-001", 1, [2, 3], json!({ "closed": true }))
    ]);
    let (g, events) = played(scenario(json!([1]), creatures, json!([strike(0, 1)])));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::TargetFixed { single_roll: true, .. })));
    assert_eq!((g.st.creatures[0].wounds, g.st.creatures[1].wounds), (0, 1));
}

#[test]
fn the_lightning_lord_ignores_what_draws_its_discharges() {
    // Lightning Lord (vs-066), ability 1: discharge 2 at any range. Argvald (vs-060) of player
    // 1 stands next to an enemy, so it draws discharges, but not the Lightning Lord's.
    let creatures = json!([
        at("vs-066", 0, [2, 1]),
        at("vs-001", 0, [0, 2]),
        at("vs-060", 1, [0, 3]),
        at("vs-001", 1, [2, 4])
    ]);
    let (g, _) = played(scenario(json!([]), creatures, json!([act(0, 1, 3)])));
    assert_eq!((g.st.creatures[3].wounds, g.st.creatures[2].wounds), (2, 0));
    // The Initiate of Dzar in its place is drawn to Argvald (range ignored there).
    let creatures = json!([
        at("vs-024", 0, [2, 3]),
        at("vs-001", 0, [0, 2]),
        at("vs-060", 1, [0, 3]),
        at("vs-001", 1, [2, 4])
    ]);
    refused(scenario(json!([1]), creatures, json!([act(0, 1, 3)])));
}

#[test]
fn the_lightning_lord_holds_at_most_three_counters() {
    // Its cap is written among other static effects: a fourth counter is not taken.
    let take = json!({ "type": "take_counter", "creature": 0 });
    let creatures = json!([
        with("vs-066", 0, [2, 1], json!({ "counters": 2 })),
        at("vs-001", 1, [2, 4])
    ]);
    let (g, _) = played(scenario(json!([]), creatures, json!([take])));
    assert_eq!(g.st.creatures[0].counters, 3);
    let creatures = json!([
        with("vs-066", 0, [2, 1], json!({ "counters": 3 })),
        at("vs-001", 1, [2, 4])
    ]);
    if let Ok((g, _)) = arbiter::rulesets::berserk::scenario::run(scenario(json!([]), creatures, json!([take]))) {
        assert_eq!(g.st.creatures[0].counters, 3);
    }
}

#[test]
fn the_opponent_redirects_the_volots_strike_to_its_creature_next_to_the_volot() {
    // Volot (vs-200), 5-6-7, clumsy: player 1 redirects its strike from the Nomad at [2, 3] to
    // its closed Nomad at [1, 3], next to the Volot: a single roll, 4 - 1 = 3, weak, 5.
    let creatures = json!([
        at("vs-200", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        with("vs-001", 1, [1, 3], json!({ "closed": true })),
        at("vs-001", 1, [4, 4])
    ]);
    let redirect = |c: u16| json!({ "type": "redirect", "creature": c });
    let (g, events) = played(scenario(
        json!([4]),
        creatures.clone(),
        json!([strike(0, 1), "pass", redirect(2)]),
    ));
    let moved = events.iter().find(|e| matches!(e.kind, EventKind::Redirected { .. }));
    assert_eq!(moved.map(|e| e.rule.to_string()).as_deref(), Some("B-ATK-1"));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (0, 5));
    // Not to a creature away from the Volot, nor by the Volot's own side.
    refused(scenario(
        json!([4]),
        creatures.clone(),
        json!([strike(0, 1), "pass", redirect(3)]),
    ));
    refused(scenario(json!([4]), creatures, json!([strike(0, 1), redirect(2)])));
    // A Nomad's strike may not be redirected so.
    let creatures = json!([
        at("vs-001", 0, [2, 2]),
        at("vs-001", 1, [2, 3]),
        at("vs-001", 1, [1, 3])
    ]);
    refused(scenario(
        json!([4, 1]),
        creatures,
        json!([strike(0, 1), "pass", redirect(2)]),
    ));
}

#[test]
fn the_serk_opens_instead_of_healing_while_unwounded_once_a_turn() {
    // Serk (vs-083): with no wounds, a heal opens it instead (once a turn). The Druid
    // (vs-073), [tap]: heal 2 and cure poison, heals the closed Serk: it opens.
    let creatures = json!([
        at("vs-073", 0, [2, 1]),
        with("vs-083", 0, [2, 2], json!({ "closed": true })),
        at("vs-001", 1, [2, 4])
    ]);
    let (g, events) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
    assert!(!g.st.creatures[1].closed);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { when, .. } if when == "heal_replaced_by")));
    // Wounded, it heals as usual and stays closed.
    let creatures = json!([
        at("vs-073", 0, [2, 1]),
        with("vs-083", 0, [2, 2], json!({ "closed": true, "wounds": 3 })),
        at("vs-001", 1, [2, 4])
    ]);
    let (g, _) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
    assert!(g.st.creatures[1].closed);
    assert_eq!(g.st.creatures[1].wounds, 1);
}

#[test]
fn the_kersam_nobility_gains_an_extra_life_then_wounds_for_each_card_above_its_life() {
    // Kersam Nobility (vs-146), a spell: it gains an extra life, then wounds the chosen
    // creature once for each of its side's cards with life above its card's (at most 3). With
    // the Vampire already above its life (2 extra lives), that is the Nobility and the Vampire: 2.
    let creatures = json!([
        at("vs-146", 0, [2, 1]),
        with("vs-139", 0, [1, 1], json!({ "extra_lives": 2 })),
        at("vs-001", 1, [2, 4])
    ]);
    let (g, _) = played(scenario(json!([]), creatures, json!([act(0, 0, 2)])));
    assert_eq!((g.st.creatures[0].extra_lives, g.st.creatures[2].wounds), (1, 2));
    // A wounded Nobility (2 wounds): its extra life does not lift it above its life; only the
    // Vampire counts.
    let creatures = json!([
        with("vs-146", 0, [2, 1], json!({ "wounds": 2 })),
        with("vs-139", 0, [1, 1], json!({ "extra_lives": 2 })),
        at("vs-001", 1, [2, 4])
    ]);
    let (g, _) = played(scenario(json!([]), creatures, json!([act(0, 0, 2)])));
    assert_eq!(g.st.creatures[2].wounds, 1);
}

#[test]
fn the_basilisks_strike_roots_its_target_until_the_basilisk_moves() {
    // Basilisk (vs-116), 2-3-4: its strike roots the attacked creature to its cell while the
    // Basilisk stays where it is. Player 1's turn follows: the Nomad may not move.
    let creatures = json!([at("vs-116", 0, [2, 2]), at("vs-001", 1, [2, 3])]);
    let mut choices = vec![strike(0, 1)];
    choices.extend(std::iter::repeat_n(json!("pass"), 16));
    choices.push(json!("pass"));
    let step = json!({ "type": "move", "creature": 1, "to": [2, 4] });
    let mut moving = choices.clone();
    moving.push(step.clone());
    let why = refused(scenario(json!([6, 1]), creatures.clone(), Value::Array(moving)));
    assert!(why.contains("cannot move"), "{why}");
    // A Nomad that was not struck (the Basilisk missed: 1 against 3) moves.
    let mut missed = choices;
    missed.push(step);
    let (g, _) = played(scenario(json!([1, 3]), creatures, Value::Array(missed)));
    assert_eq!(g.st.creatures[1].cell, [2, 4]);
}
