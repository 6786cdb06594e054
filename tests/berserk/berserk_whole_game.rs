#![cfg(not(target_arch = "wasm32"))]
//! Berserk's whole game [B-GAME]: who goes first [B-GAME-4], crystals [B-GAME-2], the deal
//! and redeals [B-GAME-5], recruitment from the deal [B-GAME-3], placement face down in each
//! player's order [B-GAME-6], the reveal [B-GAME-7] and flyers [B-GAME-8]; each rule through
//! the engine's choices, with the deals set where a test needs known cards.

use arbiter::core::error::ErrorKind;
use arbiter::core::{Game, Rng};
use arbiter::rulesets::berserk::deck::ready_decks;
use arbiter::rulesets::berserk::events::Role;
use arbiter::rulesets::berserk::game::{DecisionKind, Phase};
use arbiter::rulesets::berserk::preparation::{DealtCard, SquadCard};
use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Catalogue, Choice, EventKind};
use serde_json::{json, Value};

/// A whole game of two ready decks (by id).
fn whole(seed: u64, a: &str, b: &str) -> (BerserkGame, Vec<BerserkEvent>) {
    let cat = Catalogue::builtin().unwrap();
    let deck = |id: &str| -> Vec<u16> {
        let d = ready_decks().unwrap().iter().find(|d| d.id == id).unwrap();
        d.cards.iter().map(|c| cat.find(c).unwrap()).collect()
    };
    let (game, events, _) = BerserkGame::new_whole_framed(cat.clone(), seed, [deck(a), deck(b)], false);
    (game, events)
}

fn choose(game: &mut BerserkGame, c: Choice) -> Vec<BerserkEvent> {
    game.choose(&c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"))
}

fn kind(game: &BerserkGame) -> DecisionKind {
    game.pending().expect("a decision").kind
}

/// A game at recruitment: the chooser goes first, both keep their deals.
fn at_recruitment(seed: u64) -> BerserkGame {
    let (mut g, _) = whole(seed, "steppe", "forest");
    let chooser = g.pending().unwrap().player;
    choose(
        &mut g,
        Choice::Side {
            player: chooser,
            first: true,
        },
    );
    choose(&mut g, Choice::Keep { player: chooser });
    choose(&mut g, Choice::Keep { player: 1 - chooser });
    assert_eq!(kind(&g), DecisionKind::Recruit);
    g
}

/// `player`'s deal replaced by `ids` (the rest of a test's known cards).
fn set_deal(game: &mut BerserkGame, player: u8, ids: &[&str]) {
    let cat = game.cat.clone();
    let prep = game.st.prep.as_mut().unwrap();
    prep.camps[usize::from(player)].deal = ids
        .iter()
        .map(|id| DealtCard {
            def: cat.find(id).unwrap(),
            taken: false,
            extra: 0,
            companion: false,
            early: false,
            discount: 0,
        })
        .collect();
}

fn refusal(game: &BerserkGame, c: Choice) -> (ErrorKind, Option<String>, String) {
    let before = serde_json::to_string(&game.st).unwrap();
    let mut g = game.clone();
    let e = g.choose(&c).expect_err("refused");
    assert_eq!(
        serde_json::to_string(&g.st).unwrap(),
        before,
        "a refusal changes nothing"
    );
    (e.kind, e.rule.clone().map(|r| r.to_string()), e.to_string())
}

#[test]
fn the_higher_roll_chooses_who_goes_first() {
    let mut ties = 0;
    for seed in 0..60 {
        let (mut g, events) = whole(seed, "steppe", "forest");
        let rolls: Vec<([u8; 2], Option<u8>)> = events
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::FirstPlayerRoll { rolls, chooser } => Some((rolls, chooser)),
                _ => None,
            })
            .collect();
        let (last, earlier) = rolls.split_last().unwrap();
        for (r, c) in earlier {
            assert_eq!((r[0], *c), (r[1], None), "seed {seed}: only a tie rolls again");
            ties += 1;
        }
        let [a, b] = last.0;
        let higher = if a > b { 0 } else { 1 };
        assert_ne!(a, b);
        assert_eq!(last.1, Some(higher), "seed {seed}");
        let d = g.pending().unwrap();
        assert_eq!((d.player, d.kind), (higher, DecisionKind::Side));
        assert_eq!(d.options.len(), 2);
        // [B-GAME-4] The other player may not choose.
        let (k, rule, _) = refusal(
            &g,
            Choice::Side {
                player: 1 - higher,
                first: true,
            },
        );
        assert_eq!((k, rule.as_deref()), (ErrorKind::WrongPlayer, Some("B-GAME-4")));
        let first = seed % 2 == 0;
        let ev = choose(&mut g, Choice::Side { player: higher, first });
        let want = if first { higher } else { 1 - higher };
        assert!(ev.iter().any(|e| e.kind
            == EventKind::FirstPlayerChosen {
                chooser: higher,
                first_player: want
            }));
        assert_eq!(g.prep().unwrap().first, Some(want));
        // [B-GAME-2] Crystals by order.
        let camp = |p: u8| g.camp(p).crystals;
        assert_eq!(
            (camp(want).gold, camp(want).silver),
            (24, 22),
            "the first player's crystals"
        );
        assert_eq!(
            (camp(1 - want).gold, camp(1 - want).silver),
            (25, 23),
            "the second player's crystals"
        );
        // The first player decides on their deal first.
        assert_eq!((g.pending().unwrap().player, kind(&g)), (want, DecisionKind::Deal));
    }
    assert!(ties > 0, "some seed of 60 ties the first roll");
}

#[test]
fn a_deal_is_15_cards_and_each_redeal_costs_a_gold_with_no_cap() {
    let (mut g, _) = whole(5, "dark", "swamp");
    let p = g.pending().unwrap().player;
    choose(&mut g, Choice::Side { player: p, first: true });
    for q in [p, 1 - p] {
        assert_eq!((g.camp(q).deal.len(), g.camp(q).deck.len()), (15, 25), "15 dealt of 40");
    }
    let mut all: Vec<u16> = g
        .camp(p)
        .deal
        .iter()
        .map(|d| d.def)
        .chain(g.camp(p).deck.iter().copied())
        .collect();
    all.sort();
    let mut changed = false;
    for n in 1..=24u32 {
        let before: Vec<u16> = g.camp(p).deal.iter().map(|d| d.def).collect();
        let ev = choose(&mut g, Choice::Redeal { player: p });
        assert!(
            matches!(ev.last().unwrap().kind, EventKind::Dealt { cards: 15, deck: 25, redeals, .. } if redeals == n)
        );
        assert_eq!(g.camp(p).crystals.gold, 24 - n, "1 gold a redeal");
        changed |= before != g.camp(p).deal.iter().map(|d| d.def).collect::<Vec<_>>();
        let mut now: Vec<u16> = g
            .camp(p)
            .deal
            .iter()
            .map(|d| d.def)
            .chain(g.camp(p).deck.iter().copied())
            .collect();
        now.sort();
        assert_eq!(now, all, "a redeal loses and adds no card");
    }
    assert!(changed, "redeals deal other cards");
    // No gold left: no redeal (no cap before that).
    assert_eq!(g.pending().unwrap().options, vec![Choice::Keep { player: p }]);
    let (k, rule, msg) = refusal(&g, Choice::Redeal { player: p });
    assert_eq!(
        (k, rule.as_deref()),
        (ErrorKind::IllegalByRule, Some("B-GAME-5")),
        "{msg}"
    );
    choose(&mut g, Choice::Keep { player: p });
    assert_eq!(
        (g.pending().unwrap().player, kind(&g)),
        (1 - p, DecisionKind::Deal),
        "then the second player"
    );
    choose(&mut g, Choice::Keep { player: 1 - p });
    assert_eq!(
        (g.pending().unwrap().player, kind(&g)),
        (p, DecisionKind::Recruit),
        "then the first player recruits"
    );
}

#[test]
fn recruitment_pays_silver_then_gold_gold_for_elite_and_elements_and_refuses_what_does_not_fit() {
    let mut g = at_recruitment(1);
    let p = g.pending().unwrap().player;
    // Nomad (steppe, 3, ordinary), Girrit (steppe, 4, unique), Glorm (steppe, 4, elite), two Draks
    // (forest flyer, 3, unique), Desert Condor (steppe flyer 5), Korpit (forest flyer 4),
    // Rimaands (swamp flyer 3), Forest Fairy (forest flyer 3), Mercenary (neutral 4).
    let deal = [
        "vs-001", "vs-004", "vs-020", "vs-070", "vs-070", "vs-014", "vs-074", "vs-106", "vs-072", "vs-176",
    ];
    set_deal(&mut g, p, &deal);
    let start = g.camp(p).crystals;
    assert_eq!((start.gold, start.silver), (24, 22));
    let left = |g: &BerserkGame| g.squad_cost(p).left;
    choose(&mut g, Choice::Recruit { player: p, card: 0 });
    assert_eq!((left(&g).gold, left(&g).silver), (24, 19), "an ordinary card in silver");
    choose(&mut g, Choice::Recruit { player: p, card: 2 });
    assert_eq!((left(&g).gold, left(&g).silver), (20, 19), "an elite card in gold");
    choose(&mut g, Choice::Recruit { player: p, card: 9 });
    assert_eq!(
        (left(&g).gold, left(&g).silver),
        (20, 15),
        "a neutral card adds no element"
    );
    choose(&mut g, Choice::Recruit { player: p, card: 3 });
    assert_eq!((left(&g).gold, left(&g).silver), (19, 12), "a second element: 1 gold");
    // [B-GAME-3] A unique card once in a squad.
    let (k, rule, msg) = refusal(&g, Choice::Recruit { player: p, card: 4 });
    assert_eq!((k, rule.as_deref()), (ErrorKind::IllegalByRule, Some("B-GAME-3")));
    assert!(msg.contains("unique"), "{msg}");
    assert!(!g
        .pending()
        .unwrap()
        .options
        .contains(&Choice::Recruit { player: p, card: 4 }));
    // Flyers: Draks 3 + Condor 5 + Korpit 4 + Rimaands 3 = 15, a Fairy more is over the cap.
    for card in [5, 6, 7] {
        choose(&mut g, Choice::Recruit { player: p, card });
    }
    assert_eq!(g.squad_cost(p).flyers, 15);
    assert_eq!(g.squad_cost(p).extra_elements, 2, "steppe, forest, swamp");
    let (_, rule, msg) = refusal(&g, Choice::Recruit { player: p, card: 8 });
    assert_eq!(rule.as_deref(), Some("B-GAME-3"));
    assert!(msg.contains("15"), "{msg}");
    // Putting a card back gives its crystals back.
    let before = left(&g);
    choose(&mut g, Choice::Recruit { player: p, card: 1 });
    choose(&mut g, Choice::Dismiss { player: p, card: 1 });
    assert_eq!(left(&g), before);
    let (_, rule, _) = refusal(&g, Choice::Dismiss { player: p, card: 1 });
    assert_eq!(rule.as_deref(), Some("B-GAME-3"));
    let (_, rule, _) = refusal(&g, Choice::Recruit { player: p, card: 14 });
    assert_eq!(rule.as_deref(), Some("B-GAME-3"), "no such card of the deal");
}

#[test]
fn silver_runs_out_into_gold_and_a_squad_needs_enough_gold() {
    let mut g = at_recruitment(2);
    let p = g.pending().unwrap().player;
    // Seven Brontobeys' worth: ordinary steppe cards costing 5+ (Acolyte of Dzar is unique).
    set_deal(
        &mut g,
        p,
        &[
            "vs-017", "vs-017", "vs-017", "vs-018", "vs-018", "vs-018", "vs-019", "vs-019", "vs-019",
        ],
    );
    for card in 0..9u8 {
        if g.check(&Choice::Recruit { player: p, card }).is_ok() {
            choose(&mut g, Choice::Recruit { player: p, card });
        }
    }
    let cost = g.squad_cost(p);
    assert_eq!(cost.silver, 22, "silver first, all of it");
    assert!(cost.gold > 0, "the rest in gold");
    assert!(cost.gold <= 24);
    // Nothing taken is refused once the gold would not do.
    let refused = (0..9u8)
        .filter(|&card| !g.camp(p).deal[usize::from(card)].taken)
        .count();
    assert!(refused > 0, "some card did not fit");
}

#[test]
fn a_squad_has_a_creature_and_the_cards_not_taken_are_shuffled_back() {
    let mut g = at_recruitment(3);
    let p = g.pending().unwrap().player;
    let (k, rule, _) = refusal(&g, Choice::Done { player: p });
    assert_eq!(
        (k, rule.as_deref()),
        (ErrorKind::IllegalByRule, Some("B-GAME-3")),
        "an empty squad"
    );
    assert!(!g.pending().unwrap().options.contains(&Choice::Done { player: p }));
    let take: Vec<u8> = g
        .pending()
        .unwrap()
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Recruit { card, .. } => Some(*card),
            _ => None,
        })
        .take(2)
        .collect();
    for &card in &take {
        choose(&mut g, Choice::Recruit { player: p, card });
    }
    let taken: Vec<u16> = take.iter().map(|&c| g.camp(p).deal[usize::from(c)].def).collect();
    let ev = choose(&mut g, Choice::Done { player: p });
    assert!(ev.iter().any(|e| e.kind
        == EventKind::SquadRecruited {
            player: p,
            creatures: 2,
            returned: 13
        }));
    assert_eq!(
        g.camp(p).deck.len(),
        25 + 13,
        "the cards not taken go back into the deck"
    );
    assert!(g.camp(p).deal.is_empty());
    assert_eq!(g.camp(p).squad.iter().map(|s| s.def).collect::<Vec<_>>(), taken);
    assert_eq!(
        (g.pending().unwrap().player, kind(&g)),
        (1 - p, DecisionKind::Recruit),
        "then the second player"
    );
}

/// A game at placement: each player recruits the first `n` cards that fit.
fn at_placement(seed: u64, n: usize) -> BerserkGame {
    let mut g = at_recruitment(seed);
    for _ in 0..2 {
        let p = g.pending().unwrap().player;
        for _ in 0..n {
            let d = g.pending().unwrap();
            let Some(c) = d.options.iter().find(|c| matches!(c, Choice::Recruit { .. })).cloned() else {
                break;
            };
            choose(&mut g, c);
        }
        choose(&mut g, Choice::Done { player: p });
    }
    assert_eq!(kind(&g), DecisionKind::Place);
    g
}

/// The own-rows cells `[column, row from the back]` of a player's board cells.
fn own(player: u8, cell: [u8; 2]) -> [u8; 2] {
    if player == 0 {
        cell
    } else {
        [cell[0], 5 - cell[1]]
    }
}

/// A game at placement with squads of 15 (the deal's size): every cell of each half is filled.
fn at_full_placement(seed: u64) -> BerserkGame {
    let mut g = at_placement(seed, 1);
    let nomad = g.cat.find("vs-001").unwrap();
    for camp in g.st.prep.as_mut().unwrap().camps.iter_mut() {
        camp.squad = vec![
            SquadCard {
                def: nomad,
                placed: None,
                paid_extra: 0,
                companion: false
            };
            15
        ];
    }
    g
}

#[test]
fn each_player_places_in_the_order_of_cells_the_rules_give() {
    let mut g = at_full_placement(4);
    let first = g.pending().unwrap().player;
    let mut order = vec![];
    for p in [first, 1 - first] {
        let mut groups: Vec<Vec<[u8; 2]>> = vec![];
        while g
            .pending()
            .is_some_and(|d| d.player == p && d.kind == DecisionKind::Place)
        {
            let allowed = g.placement_cells(p);
            let mut mine: Vec<[u8; 2]> = allowed.iter().map(|&c| own(p, c)).collect();
            mine.sort();
            if groups.last() != Some(&mine) && !groups.last().is_some_and(|l| mine.iter().all(|c| l.contains(c))) {
                groups.push(mine.clone());
            }
            // Every allowed cell is an option, and only those.
            let options: Vec<Choice> = g.pending().unwrap().options;
            assert!(options
                .iter()
                .all(|c| matches!(c, Choice::Place { cell, .. } if allowed.contains(cell))));
            // A cell outside the allowed group is refused by B-GAME-6.
            if let Some(outside) = (0..5u8)
                .flat_map(|c| (0..6u8).map(move |r| [c, r]))
                .find(|c| !allowed.contains(c))
            {
                let card = g.camp(p).squad.iter().position(|s| s.placed.is_none()).unwrap() as u8;
                let (_, rule, _) = refusal(
                    &g,
                    Choice::Place {
                        player: p,
                        card,
                        cell: outside,
                        after_deployment: false,
                    },
                );
                assert_eq!(rule.as_deref(), Some("B-GAME-6"));
            }
            let c = options[0].clone();
            choose(&mut g, c);
        }
        order.push(groups);
    }
    let centre = |rows: &[u8]| -> Vec<[u8; 2]> { rows.iter().flat_map(|&r| (1..=3).map(move |c| [c, r])).collect() };
    let sorted = |mut v: Vec<[u8; 2]>| {
        v.sort();
        v
    };
    // The first player: the centre 3×3, then the middle and back rows' edges, the front edges last.
    assert_eq!(order[0][0], sorted(centre(&[0, 1, 2])));
    assert_eq!(order[0][1], sorted(vec![[0, 0], [4, 0], [0, 1], [4, 1]]));
    assert_eq!(order[0][2], sorted(vec![[0, 2], [4, 2]]));
    // The second: the front row and the centre of the middle and back rows, then their edges.
    let mut second = centre(&[0, 1]);
    second.extend((0..5).map(|c| [c, 2]));
    assert_eq!(order[1][0], sorted(second));
    assert_eq!(order[1][1], sorted(vec![[0, 0], [4, 0], [0, 1], [4, 1]]));
}

#[test]
fn the_reveal_leaves_the_second_players_back_row_until_their_first_turn() {
    for seed in 0..6 {
        let mut g = at_placement(seed, 15);
        let first = g.prep().unwrap().first.unwrap();
        let mut events = vec![];
        while kind(&g) == DecisionKind::Place {
            let c = g.pending().unwrap().options[0].clone();
            events.extend(choose(&mut g, c));
        }
        assert_eq!(g.st.phase, Phase::Main);
        assert_eq!((g.st.turn, g.st.active), (1, first));
        let back = if first == 0 { 5 } else { 0 };
        for c in g.st.creatures.iter() {
            let kept = c.owner != first && c.cell[1] == back && !c.flying;
            assert_eq!(
                c.hidden, kept,
                "seed {seed}: creature {} of player {} at {:?}",
                c.uid, c.owner, c.cell
            );
        }
        // The first player's revealed before the second's.
        let revealed: Vec<u8> = events
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::Revealed { creature } if e.rule == "B-GAME-7" => Some(creature.owner),
                _ => None,
            })
            .collect();
        assert!(
            revealed.windows(2).all(|w| w[0] == first || w[1] != first),
            "seed {seed}: {revealed:?}"
        );
        // The first player passes: the second's back row turns face up at their turn's start.
        let mut ev = vec![];
        // [B-GAME-13] Abilities at the start of the battle or the turn may ask their owners.
        while kind(&g) == DecisionKind::Trigger {
            let c = g.pending().unwrap().options[0].clone();
            ev.extend(choose(&mut g, c));
        }
        ev.extend(choose(&mut g, Choice::Pass { player: first }));
        // [B-GAME-13] Abilities at the end of the turn or its start may ask their owners.
        while kind(&g) == DecisionKind::Trigger {
            let c = g.pending().unwrap().options[0].clone();
            ev.extend(choose(&mut g, c));
        }
        let at_start: Vec<u16> = ev
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::Revealed { creature } => Some(creature.uid),
                _ => None,
            })
            .collect();
        assert!(!at_start.is_empty(), "seed {seed}: a back row was placed");
        assert!(
            g.st.creatures.iter().all(|c| !c.hidden),
            "seed {seed}: every creature face up"
        );
    }
}

#[test]
fn flyers_take_off_when_revealed() {
    let mut took_off = 0;
    for seed in 0..30 {
        let mut g = at_placement(seed, 15);
        while g.st.turn < 3 && g.pending().is_some() {
            let d = g.pending().unwrap();
            let c = match d.kind {
                DecisionKind::Main => Choice::Pass { player: d.player },
                _ => d.options[0].clone(),
            };
            choose(&mut g, c);
        }
        for c in g.st.creatures.iter() {
            let flyer = g.cat.get(c.def).kind == Some(arbiter::rulesets::berserk::cards::Kind::Flyer);
            assert_eq!(c.flying, flyer && !c.hidden, "seed {seed}: creature {}", c.uid);
            took_off += usize::from(c.flying);
        }
    }
    assert!(took_off > 0, "some deal of 30 games holds a flyer");
}

/// A scenario of printed cards: Desert Condor (flyer, vs-014), Nomad (vs-001), Mercenary (vs-176).
fn skies(creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": [4, 1, 4, 1], "creatures": creatures, "choices": choices, "until": "choices_end" })
}

#[test]
fn a_flyer_strikes_anyone_and_walkers_strike_flyers_only_when_nothing_else_is_left() {
    let creatures = json!([
        { "card": "vs-014", "owner": 0, "cell": [0, 0], "flying": true },
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [4, 5] },
        { "card": "vs-014", "owner": 1, "cell": [2, 3], "flying": true },
        { "card": "vs-176", "owner": 1, "cell": [3, 5] }
    ]);
    let (g, _) = run(skies(creatures.clone(), json!([]))).unwrap();
    let options = g.pending().unwrap().options;
    // The flyer: no move, a strike on every enemy, near or far, flying or not.
    assert!(!options.iter().any(|c| matches!(c, Choice::Move { creature: 0, .. })));
    for t in [2, 3, 4] {
        assert!(
            options.contains(&Choice::Strike {
                player: 0,
                attacker: 0,
                target: t
            }),
            "flyer on {t}"
        );
    }
    // The walker at [2,2] is diagonal to the flyer's old cell [2,3]: it strikes no flyer.
    assert!(!options.contains(&Choice::Strike {
        player: 0,
        attacker: 1,
        target: 3
    }));
    let err = run(skies(
        creatures,
        json!([{ "type": "strike", "attacker": 1, "target": 3 }]),
    ))
    .unwrap_err();
    assert_eq!(err.rule.as_deref(), Some("B-GAME-8"), "{err}");
    // **Decision**: a side of flyers alone may be struck from the board.
    let only_flyers = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-014", "owner": 1, "cell": [0, 5], "flying": true }
    ]);
    let (g, _) = run(skies(only_flyers, json!([]))).unwrap();
    assert!(g.pending().unwrap().options.contains(&Choice::Strike {
        player: 0,
        attacker: 0,
        target: 1
    }));
}

/// The creatures offered as defenders now.
fn defenders_offered(g: &BerserkGame) -> Vec<u16> {
    let options = g.pending().unwrap().options;
    options
        .iter()
        .filter_map(|c| match c {
            Choice::Defender { creature, .. } => Some(*creature),
            _ => None,
        })
        .collect()
}

#[test]
fn a_flying_target_is_defended_by_flyers_and_a_flyers_target_by_its_neighbours() {
    // Player 0's Condor attacks player 1's Nomad at [2,4]; Mercenary [3,4] stands beside the
    // target, far from the flyer; another Condor flies; a Nomad at [0,5] is far from both.
    let creatures = json!([
        { "card": "vs-014", "owner": 0, "cell": [0, 0], "flying": true },
        { "card": "vs-001", "owner": 1, "cell": [2, 4] },
        { "card": "vs-176", "owner": 1, "cell": [3, 4] },
        { "card": "vs-014", "owner": 1, "cell": [1, 1], "flying": true },
        { "card": "vs-001", "owner": 1, "cell": [0, 2] },
        { "card": "vs-001", "owner": 0, "cell": [4, 0] }
    ]);
    let strike = |t: u16| json!([{ "type": "strike", "attacker": 0, "target": t }, "pass"]);
    let (g, _) = run(skies(creatures.clone(), strike(1))).unwrap();
    let defenders = defenders_offered(&g);
    assert_eq!(defenders, vec![2, 3], "beside the target, or a flyer");
    // The flying target: only the other flyer may step in.
    let (g, _) = run(skies(creatures, strike(3))).unwrap();
    let defenders = defenders_offered(&g);
    assert!(
        defenders.is_empty(),
        "no flyer of the target's side but itself: {defenders:?}"
    );
}

#[test]
fn flying_is_for_flyers_in_a_scenario() {
    let e = run(skies(
        json!([
            { "card": "vs-001", "owner": 0, "cell": [2, 2], "flying": true },
            { "card": "vs-001", "owner": 1, "cell": [2, 3] }
        ]),
        json!([]),
    ))
    .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("creatures[0].flying"), "{e}");
}

/// Random whole games of every pair of ready decks end, keep the invariants, and replay alike.
#[test]
fn random_whole_games_end_keep_the_invariants_and_replay() {
    let ids = ["steppe", "mountains", "forest", "swamp", "dark"];
    for seed in 0..20u64 {
        let (a, b) = (ids[seed as usize % 5], ids[(seed as usize / 5 + 1) % 5]);
        let (mut g, first_events) = whole(seed, a, b);
        let mut rng = Rng::new(seed ^ 77);
        let (mut choices, mut events) = (vec![], first_events.clone());
        while g.pending().is_some() {
            assert!(choices.len() < 20_000, "seed {seed}: the game did not end");
            let c = g.random_choice(&mut rng).unwrap();
            events.extend(
                g.choose(&c)
                    .unwrap_or_else(|e| panic!("seed {seed}: {c:?} refused: {e}")),
            );
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            choices.push(c);
        }
        assert!(g.outcome().is_some());
        let (mut again, mut replay) = whole(seed, a, b);
        for c in &choices {
            replay.extend(again.choose(c).unwrap());
        }
        assert_eq!(
            serde_json::to_string(&replay).unwrap(),
            serde_json::to_string(&events).unwrap()
        );
        assert_eq!(
            serde_json::to_string(&again.st).unwrap(),
            serde_json::to_string(&g.st).unwrap()
        );
    }
}

// ----- ranged attacks [B-GAME-9] -------------------------------------------------------------

/// A scenario of printed cards, every priority passed to the attack's end.
fn ranged(creatures: Value, dice: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": choices })
}

fn act(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target })
}

fn wounds_of(g: &BerserkGame, uid: usize) -> u8 {
    g.st.creatures[uid].wounds
}

#[test]
fn a_shot_reaches_its_range_but_not_an_adjacent_creature() {
    // Girrit (vs-004): [tap] shot 1 at range 3.
    let at = |cell: [u8; 2]| {
        json!([
            { "card": "vs-004", "owner": 0, "cell": [2, 1] },
            { "card": "vs-001", "owner": 1, "cell": cell }
        ])
    };
    for (cell, reach) in [
        ([2, 3], true),
        ([3, 3], true),
        ([4, 2], true),
        ([2, 4], true),
        ([3, 4], false),
        ([2, 2], false),
        ([3, 2], false),
    ] {
        let (g, _) = run(ranged(at(cell), json!([]), json!([]))).unwrap();
        let offered = g.pending().unwrap().options.contains(&Choice::Act {
            player: 0,
            creature: 0,
            ability: 0,
            target: 1,
            also: vec![],
            x: 0,
            cell: None,
        });
        assert_eq!(offered, reach, "target at {cell:?}");
        if !reach {
            let e = run(ranged(at(cell), json!([]), json!([act(0, 0, 1)]))).unwrap_err();
            assert_eq!(e.rule.as_deref(), Some("B-GAME-9"), "{e}");
        }
    }
    // Shot: 1 wound, the shooter closed, no die rolled, no counter-strike.
    let (g, events) = run(ranged(at([2, 4]), json!([]), json!([act(0, 0, 1)]))).unwrap();
    assert_eq!((wounds_of(&g, 1), wounds_of(&g, 0)), (1, 0));
    assert!(g.st.creatures[0].closed);
    assert!(!events.iter().any(|e| matches!(e.kind, EventKind::DieRolled { .. })));
    assert!(events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RangedValue { value: 1, .. })));
}

#[test]
fn a_ranged_attack_gets_no_defender_and_protection_from_its_kind_blocks_it() {
    // Ost (vs-005): [tap] discharge 1, any distance. The Seeress (vs-173) has shot protection
    // only; a Nomad stands beside the target.
    let creatures = json!([
        { "card": "vs-005", "owner": 0, "cell": [0, 0] },
        { "card": "vs-004", "owner": 0, "cell": [4, 0] },
        { "card": "vs-173", "owner": 1, "cell": [2, 4] },
        { "card": "vs-001", "owner": 1, "cell": [2, 5] }
    ]);
    let (g, _) = run(json!({ "ruleset": "berserk", "creatures": creatures.clone(), "choices": [act(0, 1, 2)], "until": "choices_end" })).unwrap();
    let d = g.pending().unwrap();
    assert!(
        !d.options.iter().any(|c| matches!(c, Choice::Defender { .. })),
        "no defender against a ranged attack"
    );
    let e = g.clone().choose(&Choice::Defender { player: 1, creature: 3 });
    assert!(e.is_err());
    // The discharge wounds the Seeress (her protection is from shots); Girrit's shot from [2,1]
    // is blocked by it.
    let (g, _) = run(ranged(creatures, json!([]), json!([act(0, 1, 2)]))).unwrap();
    assert_eq!(wounds_of(&g, 2), 1, "a discharge is no shot");
    let near = json!([
        { "card": "vs-004", "owner": 0, "cell": [2, 1] },
        { "card": "vs-173", "owner": 1, "cell": [2, 4] }
    ]);
    let (g, events) = run(ranged(near, json!([]), json!([act(0, 0, 1)]))).unwrap();
    assert_eq!(wounds_of(&g, 1), 0, "protection from shots");
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::StrikeBlocked { feature, .. } if feature == "shot_protection")
            && e.rule == "B-ATK-4"
    ));
}

#[test]
fn armour_prevents_a_shot_but_not_a_discharge() {
    // Paladin of Allamor (vs-188): armour 1.
    let creatures = json!([
        { "card": "vs-004", "owner": 0, "cell": [2, 1] },
        { "card": "vs-005", "owner": 0, "cell": [0, 0] },
        { "card": "vs-188", "owner": 1, "cell": [2, 4] }
    ]);
    let (g, _) = run(ranged(creatures.clone(), json!([]), json!([act(0, 0, 2)]))).unwrap();
    assert_eq!(wounds_of(&g, 2), 0, "the shot's 1 wound prevented");
    let (g, events) = run(ranged(creatures, json!([]), json!([act(1, 1, 2)]))).unwrap();
    assert_eq!(wounds_of(&g, 2), 1, "a discharge is magic: armour does not act");
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::ArmourIgnored { feature, .. } if feature == "discharge")));
}

#[test]
fn a_throw_of_three_values_reads_the_attackers_single_die() {
    // Frostbiter (vs-040): [tap] throw 1-2-2 at range 3.
    for (die, want) in [(1u8, 1u8), (3, 1), (4, 2), (6, 2)] {
        let creatures = json!([
            { "card": "vs-040", "owner": 0, "cell": [2, 1] },
            { "card": "vs-001", "owner": 1, "cell": [2, 4] }
        ]);
        let (g, events) = run(ranged(creatures, json!([die]), json!([act(0, 0, 1)]))).unwrap();
        let rolls: Vec<Role> = events
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::DieRolled { role, .. } => Some(role),
                _ => None,
            })
            .collect();
        assert_eq!(rolls, vec![Role::Attacker], "only the attacker rolls");
        assert_eq!(wounds_of(&g, 1), want, "die {die}");
    }
}

#[test]
fn counters_pay_for_an_ability_and_a_flying_target_is_in_reach() {
    // Girrit's second ability: 1 counter and [tap], shot 2 at any distance.
    let creatures = |counters: u8| {
        json!([
            { "card": "vs-004", "owner": 0, "cell": [0, 0], "counters": counters },
            { "card": "vs-014", "owner": 1, "cell": [4, 5], "flying": true },
            { "card": "vs-001", "owner": 1, "cell": [4, 4] }
        ])
    };
    let e = run(ranged(creatures(0), json!([]), json!([act(0, 1, 1)]))).unwrap_err();
    assert_eq!(e.rule.as_deref(), Some("B-GAME-9"), "{e}");
    assert!(e.to_string().contains("counter"), "{e}");
    let (g, _) = run(ranged(creatures(1), json!([]), json!([act(0, 1, 1)]))).unwrap();
    assert_eq!((wounds_of(&g, 1), g.st.creatures[0].counters), (2, 0));
    // A shot of range 3 reaches the flyer far away, not the Nomad 8 steps away.
    let (g, _) = run(ranged(creatures(0), json!([]), json!([]))).unwrap();
    let options = g.pending().unwrap().options;
    assert!(options.contains(&Choice::Act {
        player: 0,
        creature: 0,
        ability: 0,
        target: 1,
        also: vec![],
        x: 0,
        cell: None,
    }));
    assert!(!options.contains(&Choice::Act {
        player: 0,
        creature: 0,
        ability: 0,
        target: 2,
        also: vec![],
        x: 0,
        cell: None,
    }));
}

// ----- static abilities [B-GAME-10] ----------------------------------------------------------

#[test]
fn a_strike_bonus_against_an_element_acts_only_on_that_element() {
    // Kshar (vs-002): +1 to its strike on a Mountains creature. A closed target: the single roll.
    for (target, want) in [("vs-035", 2u8), ("vs-001", 1)] {
        let creatures = json!([
            { "card": "vs-002", "owner": 0, "cell": [2, 2] },
            { "card": target, "owner": 1, "cell": [2, 3], "closed": true }
        ]);
        let (g, events) = run(ranged(
            creatures,
            json!([1]),
            json!([{ "type": "strike", "attacker": 0, "target": 1 }]),
        ))
        .unwrap();
        assert_eq!(wounds_of(&g, 1), want, "on {target}");
        let bonus = events
            .iter()
            .any(|e| matches!(&e.kind, EventKind::StrikeModified { feature, .. } if feature == "strike_bonus"));
        assert_eq!(bonus, want == 2);
    }
}

#[test]
fn a_reduction_from_ranged_attacks_takes_wounds_off_a_shot() {
    // Shieldbearer (vs-019): 1 wound less from ranged attacks; Girrit shoots 1.
    let creatures = json!([
        { "card": "vs-004", "owner": 0, "cell": [2, 1] },
        { "card": "vs-019", "owner": 1, "cell": [2, 4] }
    ]);
    let (g, events) = run(ranged(creatures, json!([]), json!([act(0, 0, 1)]))).unwrap();
    assert_eq!(wounds_of(&g, 1), 0);
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::WoundsPrevented { feature, prevented: 1, .. } if feature == "damage_reduction")
            && e.rule == "B-ATK-5"
    ));
}

#[test]
fn side_by_side_in_a_row_is_a_formation_and_its_abilities_act() {
    // Crossbowman (vs-017) gains protection from throws in formation; Mercenary (vs-176) takes 1
    // wound less from shots and throws in formation. Frostbiter (vs-040) throws 1-2-2 (die 4: 2),
    // +1 on the Mercenary, who has defence experience [B-GAME-10].
    let board = |mercenary: [u8; 2], target: u16| {
        ranged(
            json!([
                { "card": "vs-040", "owner": 0, "cell": [1, 2] },
                { "card": "vs-017", "owner": 1, "cell": [1, 4] },
                { "card": "vs-176", "owner": 1, "cell": mercenary }
            ]),
            json!([4]),
            json!([act(0, 0, target)]),
        )
    };
    // Side by side: the throw on the Crossbowman is blocked; on the Mercenary it is 1 less.
    let (g, _) = run(board([2, 4], 1)).unwrap();
    assert_eq!(wounds_of(&g, 1), 0, "protection from throws in formation");
    let (g, _) = run(board([2, 4], 2)).unwrap();
    assert_eq!(wounds_of(&g, 2), 2, "2 and 1, less 1 in formation");
    // One behind the other in a column: no formation.
    let (g, _) = run(board([1, 5], 1)).unwrap();
    assert_eq!(wounds_of(&g, 1), 2, "no formation, no protection");
    let (g, _) = run(board([1, 5], 2)).unwrap();
    assert_eq!(wounds_of(&g, 2), 3, "no formation, no reduction");
}

// ----- counters [B-GAME-11] ------------------------------------------------------------------

fn take(creature: u16) -> Value {
    json!({ "type": "take_counter", "creature": creature })
}

#[test]
fn a_creature_whose_card_spends_counters_closes_to_take_one_up_to_its_cap() {
    // Crossbowman (vs-017): at most 4 counters. Girrit (vs-004) spends one on its second shot.
    // A Nomad spends none.
    let creatures = |counters: u8| {
        json!([
            { "card": "vs-017", "owner": 0, "cell": [0, 0], "counters": counters },
            { "card": "vs-004", "owner": 0, "cell": [2, 0] },
            { "card": "vs-001", "owner": 0, "cell": [4, 0] },
            { "card": "vs-001", "owner": 1, "cell": [2, 5] }
        ])
    };
    let (g, events) = run(ranged(creatures(3), json!([]), json!([take(0)]))).unwrap();
    assert_eq!(g.st.creatures[0].counters, 4);
    assert!(g.st.creatures[0].closed, "taking a counter is the creature's action");
    assert!(events.iter().any(|e| matches!(
        e.kind,
        EventKind::CounterGained {
            gained: 1,
            total: 4,
            ..
        }
    ) && e.rule == "B-GAME-11"));
    let (g, _) = run(ranged(creatures(4), json!([]), json!([]))).unwrap();
    let options = g.pending().unwrap().options;
    assert!(
        !options.contains(&Choice::TakeCounter { player: 0, creature: 0 }),
        "at its cap"
    );
    assert!(
        options.contains(&Choice::TakeCounter { player: 0, creature: 1 }),
        "Girrit spends counters"
    );
    assert!(
        !options.contains(&Choice::TakeCounter { player: 0, creature: 2 }),
        "a Nomad spends none"
    );
    let e = run(ranged(creatures(0), json!([]), json!([take(2)]))).unwrap_err();
    assert_eq!(e.rule.as_deref(), Some("B-GAME-11"), "{e}");
    // Taken on one turn, spent on the next: Girrit's second shot (2 wounds, any distance).
    let two_turns = json!([take(1), "pass", "pass", act(1, 1, 3)]);
    let (g, _) = run(json!({ "ruleset": "berserk", "creatures": creatures(0), "choices": two_turns })).unwrap();
    assert_eq!((wounds_of(&g, 3), g.st.creatures[1].counters), (2, 0));
}

#[test]
fn cards_start_the_battle_with_counters_for_the_second_player_only() {
    // Volkhv (vs-003): a counter at the start of the battle, for the second player.
    for seed in 0..3 {
        let mut g = at_placement(seed, 1);
        let volkhv = g.cat.find("vs-003").unwrap();
        for camp in g.st.prep.as_mut().unwrap().camps.iter_mut() {
            camp.squad = vec![
                SquadCard {
                    def: volkhv,
                    placed: None,
                    paid_extra: 0,
                    companion: false
                };
                2
            ];
        }
        while kind(&g) == DecisionKind::Place {
            let c = g.pending().unwrap().options[0].clone();
            choose(&mut g, c);
        }
        let first = g.prep().unwrap().first.unwrap();
        for c in &g.st.creatures {
            assert_eq!(
                c.counters,
                u8::from(c.owner != first),
                "seed {seed}: creature {} of player {}",
                c.uid,
                c.owner
            );
        }
    }
}

#[test]
fn a_counter_at_the_start_of_the_turn_in_formation() {
    // Axe Master (vs-046): a counter at the start of its player's turn, in formation.
    for (second, want) in [([1, 0], 1u8), ([2, 1], 0)] {
        let creatures = json!([
            { "card": "vs-046", "owner": 0, "cell": [0, 0] },
            { "card": "vs-046", "owner": 0, "cell": second },
            { "card": "vs-001", "owner": 1, "cell": [2, 5] }
        ]);
        let (g, _) = run(json!({ "ruleset": "berserk", "from": "start", "creatures": creatures })).unwrap();
        assert_eq!(g.st.creatures[0].counters, want, "beside it at {second:?}");
    }
}
