//! Property tests over random seeds and random legal choices: games end, no card is lost or
//! duplicated, PV stay within bounds, the dead are left alone, replays are identical, and a
//! refused choice changes nothing.

use arbiter::core::{Game, Rng};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, Choice, EredanEvent, EredanGame, EventKind};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Upper bound on decisions in one game: far above any real game (decks run out first).
const MAX_DECISIONS: usize = 5_000;

fn new_game(seed: u64) -> (EredanGame, Vec<EredanEvent>) {
    let decks = ready_decks();
    EredanGame::new(Catalogue::builtin(), seed, [&decks[0], &decks[1]]).unwrap()
}

/// Plays a whole game with random legal choices; calls `check` after every step.
fn play(
    seed: u64,
    players: u64,
    mut check: impl FnMut(&EredanGame, &[EredanEvent]),
) -> (Vec<Choice>, Vec<EredanEvent>, EredanGame) {
    let (mut game, mut events) = new_game(seed);
    check(&game, &events);
    let mut rng = Rng::new(players);
    let mut choices = Vec::new();
    while game.pending().is_some() {
        assert!(choices.len() < MAX_DECISIONS, "seed {seed}: the game did not end");
        let c = game.random_choice(&mut rng).unwrap();
        let new = game
            .choose(&c)
            .unwrap_or_else(|e| panic!("seed {seed}: a random legal choice was refused: {e}"));
        check(&game, &new);
        events.extend(new);
        choices.push(c);
    }
    (choices, events, game)
}

fn check_invariants(game: &EredanGame, events: &[EredanEvent], dead: &mut BTreeSet<(u8, u8)>, total_cards: usize) {
    // The state's own invariants (`Game::check_invariants`): every card uid in exactly one
    // zone, PV within 0..=max for the living, the dead carry nothing, phase and outcome agree.
    if let Err(e) = game.check_invariants() {
        panic!("invariant broken: {e}");
    }
    // ... and the number of cards is the decks' total.
    assert_eq!(game.card_uids().len(), total_cards, "a card was lost or duplicated");
    // Nothing damages or heals a dead character; the dead stay dead.
    for e in events {
        match &e.kind {
            EventKind::Died { character } => {
                assert!(dead.insert((character.player, character.index)), "died twice");
            }
            EventKind::Damaged { target, .. }
            | EventKind::Healed { target, .. }
            | EventKind::LostLife { target, .. } => {
                assert!(
                    !dead.contains(&(target.player, target.index)),
                    "event {} touches a dead character: {:?}",
                    e.seq,
                    e.kind
                );
            }
            _ => {}
        }
    }
    // Event numbers are consecutive.
    for w in events.windows(2) {
        assert_eq!(w[1].seq, w[0].seq + 1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

    #[test]
    fn random_games_end_and_keep_every_invariant(seed in any::<u64>(), players in any::<u64>()) {
        // The game of the first two ready decks (`new_game`).
        let total = ready_decks()[..2].iter().map(|d| d.cards.len()).sum::<usize>();
        let mut dead = BTreeSet::new();
        let (_, _, game) = play(seed, players, |g, ev| check_invariants(g, ev, &mut dead, total));
        prop_assert!(game.outcome().is_some());
    }

    #[test]
    fn replaying_seed_and_choices_gives_identical_events(seed in any::<u64>(), players in any::<u64>()) {
        let (choices, events, game) = play(seed, players, |_, _| {});
        let (mut replay, mut replayed) = new_game(seed);
        for c in &choices {
            replayed.extend(replay.choose(c).unwrap());
        }
        prop_assert_eq!(&events, &replayed);
        prop_assert_eq!(serde_json::to_string(&game.st).unwrap(), serde_json::to_string(&replay.st).unwrap());
    }

    #[test]
    fn a_refused_choice_leaves_the_state_byte_identical(seed in any::<u64>(), players in any::<u64>(), junk in any::<u64>()) {
        let (mut game, _) = new_game(seed);
        let mut rng = Rng::new(players);
        let mut junk_rng = Rng::new(junk);
        let ids = ["wakizashi", "nodachi", "soin", "boule-de-feu", "anazra", "no-such-card", "charge"];
        let mut refused = 0;
        while game.pending().is_some() {
            // An illegal or out-of-turn choice of each kind, then a legal one.
            let p = junk_rng.below(3) as u8;
            let bad = match junk_rng.below(3) {
                0 => Choice::Fighters { player: p, own: junk_rng.below(5) as u8, opponent: junk_rng.below(5) as u8 },
                1 => Choice::Play { player: p, cards: (0..junk_rng.below(4)).map(|_| ids[junk_rng.index(ids.len())].into()).collect() },
                _ => Choice::Discard { player: p, cards: (0..junk_rng.below(8)).map(|_| ids[junk_rng.index(ids.len())].into()).collect() },
            };
            let before = serde_json::to_string(&game.st).unwrap();
            let mut copy = game.clone();
            if copy.choose(&bad).is_err() {
                refused += 1;
                prop_assert_eq!(&before, &serde_json::to_string(&copy.st).unwrap());
                let e = game.choose(&bad).unwrap_err();
                prop_assert!(!e.message.is_empty());
                prop_assert_eq!(&before, &serde_json::to_string(&game.st).unwrap());
            } else {
                game = copy;
            }
            if game.pending().is_none() {
                break;
            }
            let c = game.random_choice(&mut rng).unwrap();
            game.choose(&c).unwrap();
        }
        prop_assert!(refused > 0);
    }
}

#[test]
fn check_invariants_names_a_duplicated_card_and_an_impossible_pv() {
    let (game, _) = new_game(1);
    assert_eq!(game.check_invariants(), Ok(()));
    let mut dup = game.clone();
    let card = dup.st.players[0].deck[0];
    dup.st.players[1].discard.push(card);
    let e = dup.check_invariants().unwrap_err();
    assert!(e.contains(&format!("card uid {}", card.uid)), "{e}");
    let mut lost = game.clone();
    lost.st.players[0].deck.pop();
    assert!(lost.check_invariants().unwrap_err().contains("lost"));
    let mut alive_at_zero = game.clone();
    alive_at_zero.st.players[1].characters[2].pv = 0;
    assert!(alive_at_zero.check_invariants().unwrap_err().contains("character 1.2"));
    let mut over_max = game;
    over_max.st.players[0].characters[0].pv += 1;
    assert!(over_max.check_invariants().unwrap_err().contains("over its max"));
}
