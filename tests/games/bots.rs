//! The computer opponents: legal, deterministic, blind to hidden cards, and stronger than chance.

#![cfg(not(target_arch = "wasm32"))]

use arbiter::bots::{decide, BotKind, Searchable};
use arbiter::core::{Game, Outcome};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, EredanGame};

/// A game at the first play decision, and the same game with the deciding player's opponent
/// holding other cards (swapped with cards of its deck): the same position to the decider.
fn twin_positions(seed: u64) -> (EredanGame, EredanGame) {
    let decks = ready_decks();
    let (mut a, _) = EredanGame::new(Catalogue::builtin(), seed, [&decks[0], &decks[1]]).unwrap();
    let mut rng = arbiter::core::Rng::new(seed);
    while a
        .pending()
        .is_some_and(|d| !matches!(d, arbiter::rulesets::eredan::Decision::Play { .. }))
    {
        let c = a.random_choice(&mut rng).unwrap();
        a.choose(&c).unwrap();
    }
    let viewer = a.to_move().unwrap();
    let mut b = a.clone();
    let opp = &mut b.st.players[usize::from(1 - viewer)];
    let swaps = opp.hand.len().min(opp.deck.len());
    for i in 0..swaps {
        std::mem::swap(&mut opp.hand[i], &mut opp.deck[i]);
    }
    (a, b)
}

#[test]
fn decisions_ignore_the_opponents_hidden_cards() {
    let mut differing = 0;
    for seed in 0..6 {
        let (a, b) = twin_positions(seed);
        let viewer = a.to_move().unwrap();
        let opp = usize::from(1 - viewer);
        differing += usize::from(a.st.players[opp].hand != b.st.players[opp].hand);
        for kind in [BotKind::Greedy, BotKind::Strong] {
            assert_eq!(
                decide(kind, &a, seed, 48),
                decide(kind, &b, seed, 48),
                "{kind:?}, seed {seed}"
            );
        }
        // The sampled worlds themselves are the same.
        let (mut r1, mut r2) = (arbiter::core::Rng::new(9), arbiter::core::Rng::new(9));
        assert_eq!(
            a.determinize(viewer, &mut r1).st.players[opp].hand,
            b.determinize(viewer, &mut r2).st.players[opp].hand
        );
    }
    assert!(differing >= 5, "the twins must really hold different cards");
}

#[test]
fn the_same_seed_gives_the_same_decision() {
    let (g, _) = twin_positions(3);
    for kind in [BotKind::Random, BotKind::Greedy, BotKind::Strong] {
        assert_eq!(decide(kind, &g, 5, 32), decide(kind, &g, 5, 32));
    }
}

/// Plays a game between two bots; returns the winner's seat, if any.
fn play(seed: u64, bots: [BotKind; 2], playouts: u32) -> Option<usize> {
    let decks = ready_decks();
    let (mut game, _) = EredanGame::new(Catalogue::builtin(), seed, [&decks[0], &decks[1]]).unwrap();
    let mut n = 0u64;
    while let Some(p) = game.to_move() {
        let c = decide(bots[usize::from(p)], &game, seed * 1000 + n, playouts).expect("a decision has a choice");
        game.choose(&c).expect("bots only make legal choices");
        n += 1;
    }
    match game.outcome() {
        Some(Outcome::Winner { winner }) => Some(winner),
        _ => None,
    }
}

#[test]
fn strong_beats_random_and_greedy_beats_random() {
    // Few games; `arbiter simulate` measures the rates on many (with its 200 playouts strong
    // won 99 of 100 against random with the ready decks; with 32 only about three in four).
    let strong = (0..12u64)
        .filter(|s| {
            play(
                *s,
                if s % 2 == 0 {
                    [BotKind::Strong, BotKind::Random]
                } else {
                    [BotKind::Random, BotKind::Strong]
                },
                arbiter::bots::DEFAULT_PLAYOUTS,
            ) == Some((s % 2) as usize)
        })
        .count();
    assert!(strong >= 11, "strong won {strong} of 12 against random");
    let greedy = (0..10u64)
        .filter(|s| {
            play(
                *s,
                if s % 2 == 0 {
                    [BotKind::Greedy, BotKind::Random]
                } else {
                    [BotKind::Random, BotKind::Greedy]
                },
                1,
            ) == Some((s % 2) as usize)
        })
        .count();
    assert!(greedy >= 6, "greedy won {greedy} of 10 against random");
}

#[test]
fn berserk_and_yummell_bots_choose_legally_and_never_read_the_coming_dice() {
    use arbiter::rulesets::{berserk, yummell};
    let cat = berserk::Catalogue::builtin().unwrap();
    let (mut b, _) = berserk::BerserkGame::new(cat.clone(), 4, [&cat.squads[0], &cat.squads[1]]).unwrap();
    for n in 0..40u64 {
        let Some(p) = b.to_move() else { break };
        let c = decide(if p == 0 { BotKind::Strong } else { BotKind::Greedy }, &b, n, 8).unwrap();
        b.choose(&c).expect("a legal choice");
    }
    // A searched copy rolls with its own generator, not the game's.
    let mut rng = arbiter::core::Rng::new(1);
    assert_ne!(b.determinize(0, &mut rng).st.rng, b.st.rng);
    let (mut y, _) = yummell::YummellGame::random(5, 3).unwrap();
    for n in 0..60u64 {
        let Some(_) = y.to_move() else { break };
        let c = decide(BotKind::Greedy, &y, n, 1).unwrap();
        y.choose(&c).expect("a legal choice");
    }
}

/// Berserk playouts are steered: a strike when one is open, else a step towards the enemy,
/// else the end of the turn — always a legal choice.
#[test]
fn berserk_playouts_strike_when_they_can_and_close_in_otherwise() {
    use arbiter::rulesets::berserk::{BerserkGame, Catalogue, Choice, DecisionKind};
    let cat = Catalogue::builtin().unwrap();
    let (mut g, _) = BerserkGame::new(cat.clone(), 2, [&cat.squads[0], &cat.squads[1]]).unwrap();
    let mut rng = arbiter::core::Rng::new(3);
    let (mut strikes, mut steps) = (0, 0);
    for _ in 0..3000 {
        let Some(d) = g.decision() else { break };
        let c = g.playout_choice(&mut rng).unwrap();
        assert!(d.options.contains(&c), "{c:?} is not among {:?}", d.options);
        if d.kind == DecisionKind::Main {
            let can_strike = d.options.iter().any(|o| matches!(o, Choice::Strike { .. }));
            assert_eq!(matches!(c, Choice::Strike { .. }), can_strike, "{c:?}");
            if let Choice::Move { creature, to, .. } = c {
                let enemy = |cell: [u8; 2]| {
                    g.st.creatures
                        .iter()
                        .filter(|e| !e.dead && e.owner != d.player)
                        .map(|e| e.cell[0].abs_diff(cell[0]).max(e.cell[1].abs_diff(cell[1])))
                        .min()
                        .unwrap()
                };
                assert!(
                    enemy(to) < enemy(g.creature(creature).unwrap().cell),
                    "{c:?} does not close in"
                );
                steps += 1;
            }
            strikes += usize::from(can_strike);
        }
        g.choose(&c).unwrap();
    }
    assert!(strikes > 0 && steps > 0, "{strikes} strikes, {steps} steps");
}

/// The strong bot takes the new responses when they pay: with the Earth Shaman next to its
/// creature, which a strong strike (6) would kill, it gives it stone skin (medium, 4: it lives)
/// rather than pass (a brute of its own far off keeps the game open, so the life saved counts).
#[test]
fn berserk_strong_bot_uses_a_data_feature_that_saves_its_creature() {
    use arbiter::rulesets::berserk::{scenario::run, Choice};
    let mut choices = vec![serde_json::json!({ "type": "strike", "attacker": 0, "target": 1 })];
    choices.extend(std::iter::repeat_n(serde_json::json!("pass"), 9));
    let v = serde_json::json!({ "ruleset": "berserk", "dice": [6, 1], "until": "choices_end",
        "cards": [{ "id": "brute", "name": { "en": "Brute", "ru": "Громила" }, "life": 10, "strike": [2, 4, 6], "movement": 1 },
                  { "id": "squire", "name": { "en": "Squire", "ru": "Оруженосец" }, "life": 6, "strike": [1, 1, 1], "movement": 1 }],
        "creatures": [
            { "card": "brute", "owner": 0, "cell": [2, 2] },
            { "card": "squire", "owner": 1, "cell": [2, 3] },
            { "card": "earth-shaman", "owner": 1, "cell": [3, 4] },
            { "card": "brute", "owner": 1, "cell": [0, 5] }
        ],
        "choices": choices });
    let (g, _) = run(v).unwrap();
    let d = g.decision().unwrap();
    let use_it = Choice::Use {
        player: 1,
        creature: 2,
        feature: 0,
    };
    assert!(d.options.contains(&use_it), "{:?}", d.options);
    for seed in 0..3 {
        assert_eq!(
            decide(BotKind::Strong, &g, seed, 64),
            Some(use_it.clone()),
            "seed {seed}"
        );
    }
}

/// A Berserk position from a scenario (cards of the catalogue, plus `cards` of its own).
fn berserk_position(v: serde_json::Value) -> arbiter::rulesets::berserk::BerserkGame {
    arbiter::rulesets::berserk::scenario::run(v).unwrap().0
}

/// With its best creature about to be struck (a strong strike on a die of 6 against 1 kills
/// it) and a shield-maiden beside it, the strong bot blocks the attack rather than pass.
#[test]
fn berserk_strong_bot_blocks_an_attack_that_would_kill_its_best_creature() {
    use arbiter::rulesets::berserk::Choice;
    let g = berserk_position(serde_json::json!({ "ruleset": "berserk", "until": "choices_end",
        "cards": [{ "id": "brute", "name": { "en": "Brute", "ru": "Громила" }, "life": 10, "strike": [2, 4, 6], "movement": 1 },
                  { "id": "champion", "name": { "en": "Champion", "ru": "Чемпион" }, "life": 4, "strike": [4, 5, 6], "movement": 1 }],
        "creatures": [
            { "card": "brute", "owner": 0, "cell": [2, 2] },
            { "card": "champion", "owner": 1, "cell": [2, 3] },
            { "card": "shield-maiden", "owner": 1, "cell": [1, 3] },
            { "card": "brute", "owner": 0, "cell": [4, 0] }
        ],
        "choices": [{ "type": "strike", "attacker": 0, "target": 1 }, "pass"] }));
    let d = g.decision().unwrap();
    let block = Choice::Block { player: 1, creature: 2 };
    assert!(d.options.contains(&block), "{:?}", d.options);
    for seed in 0..3 {
        assert_eq!(
            decide(BotKind::Strong, &g, seed, 200),
            Some(block.clone()),
            "seed {seed}"
        );
    }
}

/// The enemy's last creature is closed and has one wound left: any strike kills it (only the
/// attacker rolls, and every roll strikes). The strong bot wins in this turn rather than pass.
#[test]
fn berserk_strong_bot_takes_a_winning_attack() {
    use arbiter::core::{Game, Outcome};
    let start = berserk_position(serde_json::json!({ "ruleset": "berserk",
        "creatures": [
            { "card": "veteran-knight", "owner": 0, "cell": [2, 2] },
            { "card": "lucky-halfling", "owner": 0, "cell": [0, 0] },
            { "card": "ogre-bruiser", "owner": 1, "cell": [2, 3], "wounds": 6, "closed": true }
        ] }));
    for seed in 0..3 {
        let mut g = start.clone();
        // Both sides played by the strong bot, until the turn ends.
        while g.to_move().is_some() && g.st.turn == start.st.turn {
            let c = decide(BotKind::Strong, &g, seed, 200).unwrap();
            g.choose(&c).unwrap();
        }
        assert_eq!(g.outcome(), Some(Outcome::Winner { winner: 0 }), "seed {seed}");
    }
}

/// In the calculation step, with its attacker's medium strike (4) in force on a closed
/// creature with 5 life, the attacking side's war drummer inspires it: +1 kills.
#[test]
fn berserk_strong_bot_inspires_the_strike_that_kills() {
    use arbiter::rulesets::berserk::Choice;
    let g = berserk_position(serde_json::json!({ "ruleset": "berserk", "until": "choices_end",
        "dice": [4],
        "cards": [{ "id": "brute", "name": { "en": "Brute", "ru": "Громила" }, "life": 10, "strike": [2, 4, 6], "movement": 1 },
                  { "id": "champion", "name": { "en": "Champion", "ru": "Чемпион" }, "life": 5, "strike": [4, 5, 6], "movement": 1 }],
        "creatures": [
            { "card": "brute", "owner": 0, "cell": [2, 2] },
            { "card": "champion", "owner": 1, "cell": [2, 3], "closed": true },
            { "card": "war-drummer", "owner": 0, "cell": [1, 2] },
            { "card": "brute", "owner": 1, "cell": [4, 5] }
        ],
        "choices": [{ "type": "strike", "attacker": 0, "target": 1 }] }));
    let inspire = Choice::Inspire { player: 0, creature: 2 };
    let mut g = g;
    // Pass until the drummer may inspire (the calculation step), then ask the bot.
    for _ in 0..20 {
        let d = g.decision().unwrap();
        if d.options.contains(&inspire) {
            break;
        }
        let pass = Choice::Pass { player: d.player };
        arbiter::core::Game::choose(&mut g, &pass).unwrap();
    }
    assert!(g.decision().unwrap().options.contains(&inspire), "{:?}", g.decision());
    for seed in 0..3 {
        assert_eq!(
            decide(BotKind::Strong, &g, seed, 200),
            Some(inspire.clone()),
            "seed {seed}"
        );
    }
}

/// Each level of a computer seat is one bot, the same on the server and in the pages (both ask
/// the session): easy plays at random, medium greedily, hard searches with the playouts its
/// ruleset declares, Yummell's shared among the race's seats.
#[test]
fn each_level_is_its_rulesets_bot_and_the_hard_ones_playouts_are_the_rulesets() {
    use arbiter::bots::Level;
    use arbiter::rulesets::RulesetId;
    use arbiter::session::{start, JsonText, Opening};
    let session = |ruleset: &str, setup: serde_json::Value| {
        start::<JsonText>(RulesetId::parse(ruleset).unwrap(), 1, &setup, Opening::Untold)
            .unwrap()
            .session
    };
    for (ruleset, setup, hard) in [
        ("eredan", serde_json::Value::Null, 400),
        ("berserk", serde_json::Value::Null, 4000),
        ("yummell", serde_json::Value::Null, 1250),
        ("yummell", serde_json::json!({ "players": 2 }), 2500),
    ] {
        let s = session(ruleset, setup);
        assert_eq!(s.bot_for(Level::Easy).0, BotKind::Random, "{ruleset}");
        assert_eq!(s.bot_for(Level::Medium).0, BotKind::Greedy, "{ruleset}");
        assert_eq!(
            s.bot_for(Level::Hard),
            (BotKind::Strong, hard),
            "{ruleset} with {} seats",
            s.seats()
        );
    }
}
