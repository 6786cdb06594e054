#![cfg(not(target_arch = "wasm32"))]
//! Property tests of Yummell over random seeds, 2 to 8 players and random legal choices:
//! every race ends with a winner, no card is lost or duplicated, every pending option is
//! accepted, and a replay of seed + choices gives identical events and state.

use arbiter::core::{Game, Outcome, Rng};
use arbiter::rulesets::yummell::{Choice, YummellEvent, YummellGame};
use proptest::prelude::*;

/// Far above any real race.
const MAX_DECISIONS: usize = 20_000;

fn play(seed: u64, n: usize, choices_seed: u64) -> (Vec<Choice>, Vec<YummellEvent>, YummellGame) {
    let (mut game, mut events) = YummellGame::random(seed, n).unwrap();
    let total = game.total_cards();
    let mut rng = Rng::new(choices_seed);
    let mut choices = Vec::new();
    while game.pending().is_some() {
        assert!(
            choices.len() < MAX_DECISIONS,
            "seed {seed}, {n} players: the race did not end"
        );
        let c = game.random_choice(&mut rng).unwrap();
        let new = game
            .choose(&c)
            .unwrap_or_else(|e| panic!("seed {seed}: a random legal choice {c:?} was refused: {e}"));
        // The state's own invariants (`Game::check_invariants`): every card in exactly one
        // zone, squares up to the finish, the turn order, winner and encounter consistent.
        if let Err(e) = game.check_invariants() {
            panic!("seed {seed}, {n} players: invariant broken: {e}");
        }
        assert_eq!(game.card_uids().len() as u32, total, "a card was lost or duplicated");
        events.extend(new);
        choices.push(c);
    }
    (choices, events, game)
}

fn replay(seed: u64, n: usize, choices: &[Choice]) -> (Vec<YummellEvent>, YummellGame) {
    let (mut game, mut events) = YummellGame::random(seed, n).unwrap();
    for c in choices {
        events.extend(game.choose(c).unwrap());
    }
    (events, game)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_races_end_with_a_winner_and_replay_identically(seed in any::<u64>(), n in 2usize..=8, cs in any::<u64>()) {
        let (choices, events, game) = play(seed, n, cs);
        let winner = match game.outcome() {
            Some(Outcome::Winner { winner }) => winner,
            other => panic!("no winner: {other:?}"),
        };
        prop_assert!(winner < n);
        prop_assert_eq!(game.players[winner].square, game.cat.finish());
        // Event numbering is per call; the last event is the end of the race.
        prop_assert_eq!(events.last().map(|e| e.rule.as_str()), Some("Y-WIN"));
        let (events2, game2) = replay(seed, n, &choices);
        prop_assert_eq!(serde_json::to_string(&events).unwrap(), serde_json::to_string(&events2).unwrap());
        prop_assert_eq!(
            serde_json::to_string(&game.public_state()).unwrap(),
            serde_json::to_string(&game2.public_state()).unwrap()
        );
    }

    #[test]
    fn events_read_back_as_written(seed in any::<u64>(), n in 2usize..=8) {
        let (_, events, _) = play(seed, n, seed ^ 1);
        let text = serde_json::to_string(&events).unwrap();
        let back: Vec<YummellEvent> = arbiter::core::json::from_str_in(&text, "").unwrap();
        prop_assert_eq!(back, events);
    }
}

#[test]
fn a_hundred_seeds_each_player_count() {
    let mut decisions = 0;
    for n in 2..=8 {
        for seed in 0..15u64 {
            let (choices, _, game) = play(seed, n, seed * 7 + 1);
            assert!(game.winner.is_some());
            decisions += choices.len();
        }
    }
    assert!(decisions > 0);
}

/// Every choice a player could name at this point, legal or not.
fn all_choices(game: &YummellGame) -> Vec<Choice> {
    use smol_str::SmolStr;
    let mut ids: Vec<SmolStr> = game.cat.cards.iter().map(|c| c.id.clone()).collect();
    ids.truncate(20);
    let mut out = Vec::new();
    for player in 0..game.players.len() as u8 {
        out.push(Choice::Continue { player });
        out.push(Choice::Rest { player });
        out.push(Choice::Ability { player, target: None });
        out.push(Choice::Advantage { player, target: None });
        out.push(Choice::Discard { player, cards: vec![] });
        for card in &ids {
            out.push(Choice::PlayEvent {
                player,
                card: card.clone(),
            });
            out.push(Choice::StartArtefact {
                player,
                card: card.clone(),
            });
            out.push(Choice::UseArtefact {
                player,
                card: card.clone(),
                target: None,
            });
            out.push(Choice::Move {
                player,
                card: card.clone(),
            });
            out.push(Choice::Challenge {
                player,
                card: card.clone(),
            });
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Along random races: every choice `pending()` does not offer is refused and changes
    /// nothing; every one it offers is accepted by `check`.
    #[test]
    fn refused_choices_change_nothing(seed in any::<u64>(), n in 2usize..=8) {
        let (mut game, _) = YummellGame::random(seed, n).unwrap();
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        while game.pending().is_some() && steps < 400 {
            let offered: Vec<Choice> = match game.pending().unwrap() {
                arbiter::rulesets::yummell::Decision::Window { options, .. }
                | arbiter::rulesets::yummell::Decision::Movement { options, .. }
                | arbiter::rulesets::yummell::Decision::Challenge { options, .. } => options,
                arbiter::rulesets::yummell::Decision::Discard { .. } => vec![],
            };
            for c in &offered {
                prop_assert!(game.check(c).is_ok(), "{:?} offered but refused", c);
            }
            if steps % 10 == 0 {
                let before = game.clone();
                let text = serde_json::to_string(&game.public_state()).unwrap();
                for c in all_choices(&game) {
                    if offered.contains(&c) || matches!(c, Choice::Discard { .. }) && game.check(&c).is_ok() {
                        continue;
                    }
                    let e = game.choose(&c);
                    prop_assert!(e.is_err(), "{:?} accepted but not offered", c);
                    prop_assert_eq!(&game, &before);
                    prop_assert_eq!(serde_json::to_string(&game.public_state()).unwrap(), text.clone());
                }
            }
            let c = game.random_choice(&mut rng).unwrap();
            game.choose(&c).unwrap();
            steps += 1;
        }
    }
}

#[test]
fn check_invariants_names_the_card_or_player() {
    let (game, _) = YummellGame::random(1, 3).unwrap();
    assert_eq!(game.check_invariants(), Ok(()));
    let mut dup = game.clone();
    let card = dup.players[0].hand[0];
    dup.players[1].hand.push(card);
    assert!(dup
        .check_invariants()
        .unwrap_err()
        .contains(&format!("card uid {}", card.uid)));
    let mut past = game;
    past.players[2].square = past.cat.finish() + 1;
    assert!(past.check_invariants().unwrap_err().contains("player 2"));
}
