#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of the sixth round: Linnet (#180), shown before recruitment with an elite
//! creature costing 7 or less, both paid in ordinary crystals, the companion dying when she
//! leaves the battlefield; the Infiltrator (#187), shown before recruitment to see two random
//! cards of the opponent's deal, 1 silver less for each elite one, and kept in the squad
//! [B-GAME-3]. Each beside the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::error::ErrorKind;
use arbiter::core::Game;
use arbiter::rulesets::berserk::game::{DecisionKind, Phase};
use arbiter::rulesets::berserk::{Berserk, BerserkEvent, BerserkGame, Choice, EventKind};
use arbiter::rulesets::Ruleset;
use berserk_cards::{at, choose, played, recruiting, refusal, refused, scenario, strike};
use serde_json::json;

mod linnet {
    use super::*;

    // Linnet (vs-180): ordinary, cost 5, neutral. Glorm (vs-020): elite, cost 4, steppe.
    // Degaska (vs-032): elite, cost 7. Demon of Greed (vs-170): elite, cost 9. Nomad
    // (vs-001): ordinary, cost 3.
    const DEAL: [&str; 5] = ["vs-180", "vs-020", "vs-001", "vs-170", "vs-032"];

    #[test]
    fn linnet_is_offered_with_each_elite_creature_costing_7_or_less_before_any_card_is_taken() {
        let (g, p) = recruiting(&DEAL);
        let pairs: Vec<(u8, u8)> = g
            .pending()
            .unwrap()
            .options
            .iter()
            .filter_map(|c| match *c {
                Choice::RecruitPair { card, with, .. } => Some((card, with)),
                _ => None,
            })
            .collect();
        assert_eq!(
            pairs,
            vec![(0, 1), (0, 4)],
            "Glorm (4) and Degaska (7); not the Nomad, not the Demon (9)"
        );
        // [B-GAME-3] Refused with the rule: an ordinary companion, one costing 9, Linnet with
        // herself, a card that is no Linnet, a slot past the deal.
        for (card, with, words) in [
            (0, 2, "elite creature"),
            (0, 3, "at most 7"),
            (0, 0, "another card"),
            (1, 4, "no companion"),
            (0, 9, "no card 9"),
        ] {
            let (kind, rule, msg) = refusal(&g, Choice::RecruitPair { player: p, card, with });
            assert_eq!(
                (kind, rule.as_deref()),
                (ErrorKind::IllegalByRule, Some("B-GAME-3")),
                "{msg}"
            );
            assert!(msg.contains(words), "{card} with {with}: {msg}");
        }
        // Once a card is taken, too late.
        let mut later = g.clone();
        choose(&mut later, Choice::Recruit { player: p, card: 2 });
        assert!(!later
            .pending()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::RecruitPair { .. })));
        let (_, rule, msg) = refusal(
            &later,
            Choice::RecruitPair {
                player: p,
                card: 0,
                with: 1,
            },
        );
        assert_eq!(rule.as_deref(), Some("B-GAME-3"));
        assert!(msg.contains("before recruitment"), "{msg}");
    }

    #[test]
    fn linnet_and_her_companion_are_paid_in_silver_shown_to_the_opponent_and_put_back_together() {
        let (mut g, p) = recruiting(&DEAL);
        let before = g.squad_cost(p).left;
        assert_eq!((before.gold, before.silver), (24, 22));
        let events = choose(
            &mut g,
            Choice::RecruitPair {
                player: p,
                card: 0,
                with: 1,
            },
        );
        // Linnet's 5 and Glorm's 4 in silver: no gold spent though Glorm is elite.
        let left = g.squad_cost(p).left;
        assert_eq!((left.gold, left.silver), (24, 13));
        let shown = events
            .iter()
            .find(|e| matches!(e.kind, EventKind::RecruitedWithCompanion { .. }))
            .unwrap();
        assert_eq!(shown.rule, "B-GAME-3");
        assert!(matches!(
            &shown.kind,
            EventKind::RecruitedWithCompanion { slot: 0, card, with_slot: 1, with, gold: Some(24), silver: Some(13), .. }
                if card == "vs-180" && with == "vs-020"
        ));
        // [B-SEE] The opponent sees the two cards, not the crystals left.
        assert_eq!(Berserk::hide_event(shown, Some(p)), None);
        let seen = Berserk::hide_event(shown, Some(1 - p)).unwrap();
        assert!(matches!(
            &seen.kind,
            EventKind::RecruitedWithCompanion { card, with, gold: None, silver: None, .. } if card == "vs-180" && with == "vs-020"
        ));
        let deal = &g.camp(p).deal;
        assert!(deal[0].taken && deal[1].taken && deal[1].companion && !deal[0].companion);
        // Taken plainly, Glorm is paid in gold.
        let (mut plain, _) = recruiting(&DEAL);
        choose(&mut plain, Choice::Recruit { player: p, card: 0 });
        choose(&mut plain, Choice::Recruit { player: p, card: 1 });
        let left = plain.squad_cost(p).left;
        assert_eq!((left.gold, left.silver), (20, 17));
        // Putting the companion back puts Linnet back too, and all is returned.
        let events = choose(&mut g, Choice::Dismiss { player: p, card: 1 });
        let back: Vec<u8> = events
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Dismissed { slot, .. } => Some(slot),
                _ => None,
            })
            .collect();
        assert_eq!(back, vec![1, 0]);
        assert!(g.camp(p).deal.iter().all(|d| !d.taken && !d.companion));
        let left = g.squad_cost(p).left;
        assert_eq!((left.gold, left.silver), (24, 22));
        // Linnet put back takes her companion with her.
        choose(
            &mut g,
            Choice::RecruitPair {
                player: p,
                card: 0,
                with: 4,
            },
        );
        choose(&mut g, Choice::Dismiss { player: p, card: 0 });
        assert!(g.camp(p).deal.iter().all(|d| !d.taken));
    }

    #[test]
    fn the_companion_comes_onto_the_board_bound_to_linnet() {
        let (mut g, p) = recruiting(&DEAL);
        choose(
            &mut g,
            Choice::RecruitPair {
                player: p,
                card: 0,
                with: 1,
            },
        );
        choose(&mut g, Choice::Recruit { player: p, card: 2 });
        choose(&mut g, Choice::Done { player: p });
        assert!(g.camp(p).squad.iter().filter(|s| s.companion).count() == 1);
        while matches!(g.st.phase, Phase::Recruit | Phase::Place) {
            let d = g.pending().unwrap();
            let c = match d.kind {
                DecisionKind::Recruit if g.camp(d.player).deal.iter().any(|c| c.taken) => {
                    Choice::Done { player: d.player }
                }
                DecisionKind::Recruit => d
                    .options
                    .iter()
                    .find(|c| matches!(c, Choice::Recruit { .. }))
                    .unwrap()
                    .clone(),
                _ => d.options[0].clone(),
            };
            choose(&mut g, c);
        }
        let bound: Vec<&str> =
            g.st.creatures
                .iter()
                .filter(|c| c.companion)
                .map(|c| g.cat.get(c.def).id.as_str())
                .collect();
        assert_eq!(bound, vec!["vs-020"]);
        let glorm = g.st.creatures.iter().find(|c| c.companion).unwrap();
        assert_eq!(glorm.owner, p);
        // Shown as bound once face up (the first player's squad is face up at the battle's start).
        let public = g.public_state();
        let shown = public.creatures.iter().find(|c| c.uid == glorm.uid).unwrap();
        assert!(shown.companion && !shown.hidden);
    }

    /// Linnet (uid 0) and Glorm (uid 1, her companion when `companion`), a Nomad of hers (2);
    /// an enemy Nomad (3) strikes `target` with a strong strike (3).
    fn linnet_struck(target: u16, wounds: [u8; 2], companion: bool) -> serde_json::Value {
        let mut s = scenario(
            json!([6, 1]),
            json!([
                { "card": "vs-180", "owner": 0, "cell": [2, 2], "wounds": wounds[0] },
                { "card": "vs-020", "owner": 0, "cell": [1, 2], "wounds": wounds[1], "companion": companion },
                at("vs-001", 0, [3, 1]),
                at("vs-001", 1, if target == 0 { [2, 3] } else { [1, 3] }),
            ]),
            json!([strike(3, target)]),
        );
        s["active"] = json!(1);
        s
    }

    #[test]
    fn the_companion_dies_when_linnet_dies_and_not_otherwise() {
        let (g, events) = played(linnet_struck(0, [6, 0], true));
        assert!(
            g.st.creatures[0].dead && g.st.creatures[1].dead,
            "Linnet killed: Glorm dies with her"
        );
        assert!(!g.st.creatures[2].dead, "the Nomad is no companion");
        assert_eq!(g.st.creatures[1].wounds, 0, "whatever its wounds");
        let lost = events
            .iter()
            .find(|e| matches!(e.kind, EventKind::CompanionLost { .. }))
            .unwrap();
        assert_eq!(lost.rule, "B-GAME-3");
        assert!(
            matches!(&lost.kind, EventKind::CompanionLost { creature, linnet } if creature.uid == 1 && linnet.uid == 0)
        );
        let died: Vec<u16> = events
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::Died { creature, .. } => Some(creature.uid),
                _ => None,
            })
            .collect();
        assert_eq!(died, vec![0, 1], "Linnet first, then her companion");
        // Linnet wounded but alive: Glorm lives.
        let (g, events) = played(linnet_struck(0, [0, 0], true));
        assert!(!g.st.creatures[0].dead && !g.st.creatures[1].dead);
        assert!(!events.iter().any(|e| matches!(e.kind, EventKind::CompanionLost { .. })));
        // Not her companion: Glorm lives on.
        let (g, _) = played(linnet_struck(0, [6, 0], false));
        assert!(g.st.creatures[0].dead && !g.st.creatures[1].dead);
        // The companion dying leaves Linnet alive.
        let (g, _) = played(linnet_struck(1, [0, 4], true));
        assert!(g.st.creatures[1].dead && !g.st.creatures[0].dead);
    }

    #[test]
    fn an_enemy_linnet_does_not_take_our_elite_creature_with_her() {
        let mut s = scenario(
            json!([6, 1]),
            json!([
                { "card": "vs-180", "owner": 1, "cell": [2, 3], "wounds": 6 },
                { "card": "vs-020", "owner": 1, "cell": [0, 4], "companion": true },
                // Ours: a Glorm that is nobody's companion, and the striking Nomad.
                at("vs-020", 0, [0, 1]),
                at("vs-001", 0, [2, 2]),
            ]),
            json!([strike(3, 0)]),
        );
        s["active"] = json!(0);
        let (g, _) = played(s);
        assert!(g.st.creatures[0].dead && g.st.creatures[1].dead && !g.st.creatures[2].dead);
    }

    #[test]
    fn a_scenario_companion_needs_its_sides_linnet_and_an_elite_creature_costing_7_or_less() {
        let e = refused(scenario(
            json!([]),
            json!([{ "card": "vs-020", "owner": 0, "cell": [1, 2], "companion": true }, at("vs-001", 1, [2, 3])]),
            json!([]),
        ));
        assert!(e.contains("companion") && e.contains("Linnet"), "{e}");
        let e = refused(scenario(
            json!([]),
            json!([
                at("vs-180", 0, [2, 2]),
                { "card": "vs-001", "owner": 0, "cell": [1, 2], "companion": true },
                at("vs-001", 1, [2, 3])
            ]),
            json!([]),
        ));
        assert!(e.contains("at most 7"), "{e}");
    }
}

mod infiltrator {
    use super::*;
    use arbiter::rulesets::berserk::Catalogue;

    // Infiltrator (vs-187): ordinary, cost 6, unique. Nomad (vs-001), Linnet (vs-180), Glorm
    // (vs-020, elite 4).
    const DEAL: [&str; 4] = ["vs-187", "vs-001", "vs-180", "vs-020"];

    /// At recruitment with `DEAL`, the opponent's deal as kept being `theirs`.
    fn spying(theirs: &[&str]) -> (BerserkGame, u8) {
        let (mut g, p) = recruiting(&DEAL);
        let cat = Catalogue::builtin().unwrap();
        g.st.prep.as_mut().unwrap().camps[usize::from(1 - p)].kept =
            theirs.iter().map(|id| cat.find(id).unwrap()).collect();
        (g, p)
    }

    fn infiltrated(events: &[BerserkEvent]) -> &BerserkEvent {
        events
            .iter()
            .find(|e| matches!(e.kind, EventKind::Infiltrated { .. }))
            .unwrap()
    }

    #[test]
    fn the_infiltrator_costs_1_silver_less_for_each_elite_card_she_sees_of_the_opponents_deal() {
        // Glorm (vs-020) and Degaska (vs-032) are elite; the Nomad and Kshar (vs-002) are not.
        for (theirs, discount) in [
            (["vs-020", "vs-032"], 2u8),
            (["vs-001", "vs-020"], 1),
            (["vs-001", "vs-002"], 0),
        ] {
            let (mut g, p) = spying(&theirs);
            assert!(g
                .pending()
                .unwrap()
                .options
                .contains(&Choice::Infiltrate { player: p, card: 0 }));
            let events = choose(&mut g, Choice::Infiltrate { player: p, card: 0 });
            let e = infiltrated(&events);
            assert_eq!(e.rule, "B-GAME-3");
            let EventKind::Infiltrated {
                slot: 0,
                card,
                seen,
                discount: Some(d),
                silver: Some(s),
                ..
            } = &e.kind
            else {
                panic!("{e:?}")
            };
            assert_eq!(card, "vs-187");
            let mut seen: Vec<&str> = seen.iter().map(|s| s.as_str()).collect();
            seen.sort_unstable();
            assert_eq!(seen, theirs.to_vec(), "both cards of a deal of two");
            assert_eq!(*d, discount);
            // Her 6 less the discount, in silver.
            assert_eq!(*s, 22 - 6 + u32::from(discount));
            assert_eq!(g.squad_cost(p).left.silver, 22 - 6 + u32::from(discount));
            assert!(g.camp(p).deal[0].taken);
            // [B-SEE] What she saw is her player's: the camp shows it to its own seat only.
            let mut own: Vec<String> = g.public_camp(p, true).seen.iter().map(|s| s.to_string()).collect();
            own.sort_unstable();
            assert_eq!(own, theirs.to_vec());
            assert!(g.public_camp(p, false).seen.is_empty());
            assert_eq!(Berserk::hide_event(e, Some(p)), None);
            for seat in [Some(1 - p), None] {
                let hidden = Berserk::hide_event(e, seat).unwrap();
                let EventKind::Infiltrated {
                    card,
                    seen,
                    discount: None,
                    gold: None,
                    silver: None,
                    ..
                } = &hidden.kind
                else {
                    panic!("{hidden:?}")
                };
                assert_eq!(card, "vs-187", "she is shown");
                assert_eq!(seen.len(), 2);
                assert!(seen.iter().all(|s| s == "face-down"), "{seen:?}");
            }
        }
    }

    #[test]
    fn the_infiltrator_must_stay_in_the_squad_and_is_shown_only_before_recruitment() {
        let (mut g, p) = spying(&["vs-020", "vs-032", "vs-001"]);
        // Only her card is shown so.
        let (kind, rule, msg) = refusal(&g, Choice::Infiltrate { player: p, card: 1 });
        assert_eq!((kind, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-GAME-3")));
        assert!(msg.contains("not shown"), "{msg}");
        let mut late = g.clone();
        choose(&mut late, Choice::Recruit { player: p, card: 1 });
        let (_, rule, msg) = refusal(&late, Choice::Infiltrate { player: p, card: 0 });
        assert_eq!(rule.as_deref(), Some("B-GAME-3"));
        assert!(msg.contains("before recruitment"), "{msg}");
        assert!(!late
            .pending()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::Infiltrate { .. })));
        choose(&mut g, Choice::Infiltrate { player: p, card: 0 });
        // Once shown, she stays: putting her back is refused, and not offered.
        let (_, rule, msg) = refusal(&g, Choice::Dismiss { player: p, card: 0 });
        assert_eq!(rule.as_deref(), Some("B-GAME-3"));
        assert!(msg.contains("must stay"), "{msg}");
        let options = g.pending().unwrap().options;
        assert!(!options.contains(&Choice::Dismiss { player: p, card: 0 }));
        assert!(
            !options.iter().any(|c| matches!(c, Choice::Infiltrate { .. })),
            "once only"
        );
        // Still before recruitment: Linnet may yet be shown with Glorm; the squad may be done.
        assert!(options.contains(&Choice::RecruitPair {
            player: p,
            card: 2,
            with: 3
        }));
        assert!(options.contains(&Choice::Done { player: p }));
        choose(&mut g, Choice::Done { player: p });
        let squad: Vec<&str> = g.camp(p).squad.iter().map(|s| g.cat.get(s.def).id.as_str()).collect();
        assert_eq!(squad, vec!["vs-187"]);
    }

    #[test]
    fn in_a_whole_game_she_sees_two_cards_of_the_opponents_kept_deal() {
        let (mut g, p) = recruiting(&DEAL);
        let theirs = g.camp(1 - p).kept.clone();
        assert_eq!(theirs.len(), 15, "the deal the opponent kept");
        let events = choose(&mut g, Choice::Infiltrate { player: p, card: 0 });
        let seen = g.camp(p).seen.clone();
        assert_eq!(seen.len(), 2);
        assert!(seen.iter().all(|s| theirs.contains(s)));
        let elite = seen.iter().filter(|&&d| g.cat.get(d).elite == Some(true)).count() as u8;
        assert!(matches!(infiltrated(&events).kind, EventKind::Infiltrated { discount: Some(d), .. } if d == elite));
    }
}
