#![cfg(not(target_arch = "wasm32"))]
//! Printed cards whose effect once needed code: the Herald of Gloom's dissonance (a chosen
//! creature and the enemies next to it with its weak strike) [B-GAME-12], and squad building
//! (the Free Warrior's extra price) [B-GAME-3]. Each beside the case next door where it must not
//! act.

use crate::berserk_cards;

use arbiter::rulesets::berserk::{BerserkEvent, EventKind};
use berserk_cards::{act, at, played, scenario};
use serde_json::json;

/// The creatures wounded, in order, with the wounds dealt.
fn wounded(events: &[BerserkEvent]) -> Vec<(u16, u8)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Wounded { target, wounds, .. } => Some((target.uid, *wounds)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_herald_of_gloom_wounds_the_chosen_creature_and_the_enemies_next_to_it_with_its_weak_strike() {
    // Herald of Gloom (vs-144), ability 0: [tap] 1 wound to the chosen creature and to each
    // enemy next to it whose printed weak strike is the chosen one's.
    let creatures = json!([
        at("vs-144", 0, [0, 1]),
        // 1: the chosen enemy, a Nomad (weak strike 1).
        at("vs-001", 1, [2, 3]),
        // 2: an enemy Kshar beside it (weak 1): wounded.
        at("vs-002", 1, [3, 3]),
        // 3: an enemy Volkhv diagonally beside it (weak 1): wounded.
        at("vs-003", 1, [1, 4]),
        // 4: an enemy Stable Warden beside it (weak 2): not.
        at("vs-007", 1, [2, 4]),
        // 5: one of the Herald's side beside it (weak 1): not.
        at("vs-001", 0, [1, 2]),
        // 6: an enemy two cells away (weak 1): not.
        at("vs-001", 1, [4, 3]),
    ]);
    let (g, events) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
    let mut hit = wounded(&events);
    hit.sort_unstable();
    assert_eq!(hit, vec![(1, 1), (2, 1), (3, 1)]);
    assert!(g.st.creatures[0].closed);
    for (uid, w) in [(1, 1), (2, 1), (3, 1), (4, 0), (5, 0), (6, 0)] {
        assert_eq!(g.st.creatures[uid].wounds, w, "creature {uid}");
    }

    // Its own creature chosen (weak 2, a Stable Warden): the enemies beside it with weak 2 are
    // wounded, not those with weak 1.
    let creatures = json!([
        at("vs-144", 0, [0, 1]),
        at("vs-007", 0, [2, 2]),
        at("vs-008", 1, [2, 3]),
        at("vs-001", 1, [3, 3]),
    ]);
    let (g, events) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
    let mut hit = wounded(&events);
    hit.sort_unstable();
    assert_eq!(hit, vec![(1, 1), (2, 1)]);
    assert_eq!(g.st.creatures[3].wounds, 0);
}

mod free_warrior {
    use super::*;
    use arbiter::core::error::ErrorKind;
    use arbiter::core::Game;
    use arbiter::rulesets::berserk::game::{DecisionKind, Phase};
    use arbiter::rulesets::berserk::Choice;
    use berserk_cards::{choose, recruiting, refusal, refused};

    #[test]
    fn the_free_warrior_is_offered_for_up_to_4_more_gold_and_nothing_else_is() {
        // Free Warrior (vs-190): elite, cost 2; a Nomad (vs-001): ordinary, cost 3.
        let (mut g, p) = recruiting(&["vs-190", "vs-001"]);
        let options = g.pending().unwrap().options;
        let paying: Vec<(u8, u8)> = options
            .iter()
            .filter_map(|c| match *c {
                Choice::RecruitPaying { card, extra, .. } => Some((card, extra)),
                _ => None,
            })
            .collect();
        assert_eq!(paying, vec![(0, 1), (0, 2), (0, 3), (0, 4)]);
        assert!(options.contains(&Choice::Recruit { player: p, card: 0 }));
        // [B-GAME-3] Refused, naming the rule: 5 more, 0 more, a card whose text allows none.
        let (k, rule, msg) = refusal(
            &g,
            Choice::RecruitPaying {
                player: p,
                card: 0,
                extra: 5,
            },
        );
        assert_eq!((k, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-GAME-3")));
        assert!(msg.contains("at most 4"), "{msg}");
        let (_, rule, _) = refusal(
            &g,
            Choice::RecruitPaying {
                player: p,
                card: 0,
                extra: 0,
            },
        );
        assert_eq!(rule.as_deref(), Some("B-GAME-3"));
        let (_, rule, msg) = refusal(
            &g,
            Choice::RecruitPaying {
                player: p,
                card: 1,
                extra: 1,
            },
        );
        assert_eq!(rule.as_deref(), Some("B-GAME-3"));
        assert!(msg.contains("more than its cost"), "{msg}");
        // Paid 3 more: 2 + 3 gold of 24.
        let events = choose(
            &mut g,
            Choice::RecruitPaying {
                player: p,
                card: 0,
                extra: 3,
            },
        );
        assert!(events.iter().any(|e| matches!(
            e.kind,
            EventKind::Recruited {
                paid_extra: Some(3),
                gold: Some(19),
                ..
            }
        )));
        assert_eq!(g.squad_cost(p).left.gold, 19);
        // Put back and taken plainly: 2 gold only.
        choose(&mut g, Choice::Dismiss { player: p, card: 0 });
        assert_eq!(g.squad_cost(p).left.gold, 24);
        choose(&mut g, Choice::Recruit { player: p, card: 0 });
        assert_eq!(g.squad_cost(p).left.gold, 22);
        // Taken again paying 4 (put back first): 6 gold.
        choose(&mut g, Choice::Dismiss { player: p, card: 0 });
        choose(
            &mut g,
            Choice::RecruitPaying {
                player: p,
                card: 0,
                extra: 4,
            },
        );
        assert_eq!(g.squad_cost(p).left.gold, 18);
    }

    #[test]
    fn the_free_warrior_paid_more_comes_onto_the_board_with_its_bonus() {
        let (mut g, p) = recruiting(&["vs-190", "vs-001"]);
        choose(
            &mut g,
            Choice::RecruitPaying {
                player: p,
                card: 0,
                extra: 2,
            },
        );
        choose(&mut g, Choice::Recruit { player: p, card: 1 });
        choose(&mut g, Choice::Done { player: p });
        // The rest of the preparation: the other player takes one card; each places.
        while matches!(g.st.phase, Phase::Recruit | Phase::Place) {
            let d = g.pending().unwrap();
            let c = match d.kind {
                DecisionKind::Recruit if g.camp(d.player).deal.iter().any(|c| c.taken) => {
                    Choice::Done { player: d.player }
                }
                _ => d.options[0].clone(),
            };
            choose(&mut g, c);
        }
        let warrior = g.st.creatures.iter().find(|c| g.cat.get(c.def).id == "vs-190").unwrap();
        assert_eq!(warrior.paid_extra, 2);
        let life = g
            .public_state()
            .creatures
            .iter()
            .find(|c| c.uid == warrior.uid)
            .unwrap()
            .life;
        assert_eq!(life, 5, "3 + 2");
        let nomad =
            g.st.creatures
                .iter()
                .find(|c| g.cat.get(c.def).id == "vs-001" && c.owner == p)
                .unwrap();
        assert_eq!(nomad.paid_extra, 0);
    }

    #[test]
    fn the_free_warrior_strikes_x_more_and_lives_2_more_only_when_paid_more() {
        // Free Warrior paid 2 more, against a Nomad: roll 6 against 1, strong: 2 + 2 = 4; its
        // life is 3 + 2.
        let s = |paid: u8, wounds: u8| {
            scenario(
                json!([6, 1]),
                json!([
                    { "card": "vs-190", "owner": 0, "cell": [2, 2], "paid_extra": paid, "wounds": wounds.min(2) },
                    at("vs-001", 1, [2, 3]),
                ]),
                json!([{ "type": "strike", "attacker": 0, "target": 1 }]),
            )
        };
        let calculated = |events: &[BerserkEvent]| {
            events.iter().find_map(|e| match e.kind {
                EventKind::StrikeCalculated { value, .. } => Some(value),
                _ => None,
            })
        };
        let (g, events) = played(s(2, 2));
        assert_eq!(calculated(&events), Some(4));
        assert_eq!(g.st.creatures[1].wounds, 4);
        assert_eq!(g.public_state().creatures[0].life, 5);
        let (g, events) = played(s(0, 2));
        assert_eq!(calculated(&events), Some(2));
        assert_eq!(g.public_state().creatures[0].life, 3);
        // More than its card allows, or on a card that allows none: refused.
        let e = refused(s(5, 0));
        assert!(e.contains("at most 4"), "{e}");
        let e = refused(scenario(
            json!([]),
            json!([{ "card": "vs-001", "owner": 0, "cell": [2, 2], "paid_extra": 1 }, at("vs-001", 1, [2, 3])]),
            json!([]),
        ));
        assert!(e.contains("at most 0"), "{e}");
    }
}

#[test]
fn the_gloomy_noblewoman_blocks_an_enemy_heal_above_8_life_and_doubles_her_sides_below_8_once_a_turn() {
    // Caveling (vs-152), ability 1: [tap] heal itself 3. Gloomy Noblewoman (vs-154): life 8.
    let s = |noble: serde_json::Value, cavelings: [u8; 2]| {
        scenario(
            json!([]),
            json!([
                noble,
                { "card": "vs-152", "owner": 0, "cell": [2, 2], "wounds": cavelings[0] },
                { "card": "vs-152", "owner": 0, "cell": [3, 2], "wounds": cavelings[1] },
                at("vs-001", 1, [4, 5]),
            ]),
            json!([act(1, 1, 1), act(2, 1, 2)]),
        )
    };
    // An enemy with 9 life left (an extra life): the first heal is blocked, the second acts.
    let (g, events) = played(s(
        json!({ "card": "vs-154", "owner": 1, "cell": [0, 5], "extra_lives": 1 }),
        [4, 4],
    ));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (4, 1));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { when, .. } if when == "heal_blocked")));
    // Exactly 8 life left: neither above nor below, the heals act.
    let (g, _) = played(s(json!({ "card": "vs-154", "owner": 1, "cell": [0, 5] }), [4, 4]));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (1, 1));
    // One of her side with 7 life left: the first heal of her side is doubled (6), the second not.
    let (g, events) = played(s(
        json!({ "card": "vs-154", "owner": 0, "cell": [0, 0], "wounds": 1 }),
        [6, 6],
    ));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (0, 3));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::AbilityTriggered { when, .. } if when == "heal_doubled")));
    // Below 8, an enemy's heal is not hers to double or block; above 8, her own side's is not
    // blocked.
    let (g, _) = played(s(
        json!({ "card": "vs-154", "owner": 1, "cell": [0, 5], "wounds": 1 }),
        [6, 6],
    ));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (3, 3));
    let (g, _) = played(s(
        json!({ "card": "vs-154", "owner": 0, "cell": [0, 0], "extra_lives": 1 }),
        [6, 6],
    ));
    assert_eq!((g.st.creatures[1].wounds, g.st.creatures[2].wounds), (3, 3));
}
