#![cfg(not(target_arch = "wasm32"))]
//! Berserk property tests over random seeds and random legal choices: games end, no
//! creature is lost or duplicated, wounds stay within bounds, replays are identical; and a
//! refused choice leaves the serialized state byte-identical.

use arbiter::core::{Game, Rng};
use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Catalogue, Choice};
use proptest::prelude::*;
use serde_json::json;

const MAX_DECISIONS: usize = 50_000;

fn new_game(seed: u64) -> (BerserkGame, Vec<BerserkEvent>) {
    new_game_of(seed, [0, 1])
}

/// A game between the ready squads of these indices.
fn new_game_of(seed: u64, squads: [usize; 2]) -> (BerserkGame, Vec<BerserkEvent>) {
    let cat = Catalogue::builtin().unwrap();
    let all = cat.squads.clone();
    BerserkGame::new(cat, seed, [&all[squads[0]], &all[squads[1]]]).unwrap()
}

fn check(game: &BerserkGame, total: usize) {
    // The state's own invariants (`Game::check_invariants`): uids, cells on the board and not
    // shared by two living creatures, wounds below life while alive, no attack or stack
    // between attacks, phase and outcome agreeing.
    if let Err(e) = game.check_invariants() {
        panic!("invariant broken: {e}");
    }
    assert_eq!(game.st.creatures.len(), total, "a creature was lost or duplicated");
}

fn play(seed: u64, players: u64) -> (Vec<Choice>, Vec<BerserkEvent>, BerserkGame) {
    play_squads(seed, players, [0, 1])
}

fn play_squads(seed: u64, players: u64, squads: [usize; 2]) -> (Vec<Choice>, Vec<BerserkEvent>, BerserkGame) {
    let (mut game, mut events) = new_game_of(seed, squads);
    let total = game.st.creatures.len();
    check(&game, total);
    let mut rng = Rng::new(players);
    let mut choices = vec![];
    while game.pending().is_some() {
        assert!(choices.len() < MAX_DECISIONS, "seed {seed}: the game did not end");
        let c = game.random_choice(&mut rng).unwrap();
        let new = game
            .choose(&c)
            .unwrap_or_else(|e| panic!("seed {seed}: a random legal choice was refused: {e}"));
        check(&game, total);
        events.extend(new);
        choices.push(c);
    }
    assert!(game.outcome().is_some());
    (choices, events, game)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_skirmishes_end_and_keep_the_invariants(seed in any::<u64>(), players in any::<u64>()) {
        let (_, events, _) = play(seed, players);
        for (i, e) in events.iter().enumerate() {
            prop_assert_eq!(e.seq as usize, i);
            prop_assert!(!e.rule.is_empty());
        }
    }

    #[test]
    fn replaying_seed_and_choices_gives_the_same_game(seed in any::<u64>(), players in any::<u64>()) {
        let (choices, events, end) = play(seed, players);
        let (mut game, mut replay) = new_game(seed);
        for c in &choices {
            replay.extend(game.choose(c).unwrap());
        }
        prop_assert_eq!(serde_json::to_string(&replay).unwrap(), serde_json::to_string(&events).unwrap());
        prop_assert_eq!(serde_json::to_string(&game.st).unwrap(), serde_json::to_string(&end.st).unwrap());
    }

    #[test]
    fn refused_random_choices_change_nothing(seed in any::<u64>(), steps in 0usize..300, raw in any::<(u8, u16, u16, u8, u8)>()) {
        let (mut game, _) = new_game(seed);
        let mut rng = Rng::new(seed ^ 0x5eed);
        for _ in 0..steps {
            let Some(c) = game.random_choice(&mut rng) else { break };
            game.choose(&c).unwrap();
        }
        let (player, a, b, col, row) = raw;
        let player = player & 1;
        let attempts = [
            Choice::Move { player, creature: a, to: [col, row] },
            Choice::Strike { player, attacker: a, target: b },
            Choice::Pass { player },
            Choice::Redirect { player, creature: a },
            Choice::Defender { player, creature: b },
        ];
        let legal = game.pending().map(|d| d.options).unwrap_or_default();
        for c in attempts.iter().filter(|c| !legal.contains(c)) {
            let before = serde_json::to_string(&game.st).unwrap();
            prop_assert!(game.choose(c).is_err());
            prop_assert_eq!(serde_json::to_string(&game.st).unwrap(), before);
        }
    }
}

/// Random games of every ready squad against every other keep the invariants (the attack alone
/// at the bottom of the stack, the roll on it only in the die-roll step among them) and end;
/// the responses of the data features are taken along the way.
#[test]
fn random_games_of_every_squad_keep_the_invariants() {
    let n = Catalogue::builtin().unwrap().squads.len();
    let mut seen = std::collections::BTreeSet::new();
    for a in 0..n {
        for b in 0..n {
            for seed in 0..3 {
                let (_, events, _) = play_squads(seed, seed + 7, [a, b]);
                seen.extend(
                    events
                        .iter()
                        .map(|e| serde_json::to_value(e).unwrap()["kind"].as_str().unwrap().to_string()),
                );
            }
        }
    }
    for kind in [
        "attack_put",
        "roll_put",
        "roll_removed",
        "attack_removed",
        "feature_gained",
        "feature_blocked",
    ] {
        assert!(seen.contains(kind), "random play never showed {kind}");
    }
}

#[test]
fn refused_choices_in_every_step_leave_the_state_byte_identical() {
    let creatures = json!([
        { "card": "lucky-halfling", "owner": 0, "cell": [2, 2] },
        { "card": "veteran-knight", "owner": 1, "cell": [2, 3] },
        { "card": "shield-bearer", "owner": 1, "cell": [4, 5] }
    ]);
    for stop in 0..14 {
        let mut choices = vec![json!({ "type": "strike", "attacker": 0, "target": 1 })];
        choices.extend(std::iter::repeat_n(json!("pass"), stop));
        let v = json!({ "ruleset": "berserk", "dice": [5, 1, 3], "creatures": creatures,
                        "choices": choices, "until": "choices_end" });
        let Ok((mut game, _)) = run(v) else { continue };
        let Some(d) = game.pending() else { continue };
        let other = 1 - d.player;
        let bad = [
            Choice::Pass { player: other },
            Choice::Defender {
                player: d.player,
                creature: 2,
            },
            Choice::Redirect {
                player: d.player,
                creature: 2,
            },
            Choice::Reroll {
                player: d.player,
                creature: 1,
                role: arbiter::rulesets::berserk::events::Role::Attacker,
            },
            Choice::Strike {
                player: d.player,
                attacker: 0,
                target: 1,
            },
            Choice::Move {
                player: d.player,
                creature: 0,
                to: [0, 0],
            },
            Choice::Exchange {
                player: other,
                choice: arbiter::rulesets::berserk::events::Exchange::Lower,
            },
        ];
        for c in bad.iter().filter(|c| !d.options.contains(c)) {
            let before = serde_json::to_string(&game.st).unwrap();
            let e = game.choose(c).unwrap_err();
            assert!(e.rule.as_deref().is_some_and(|r| r.starts_with("B-")), "{e}");
            assert_eq!(serde_json::to_string(&game.st).unwrap(), before, "stop {stop}: {c:?}");
        }
    }
}

#[test]
fn random_games_reach_victories_not_only_the_turn_limit() {
    let wins = (0..20u64)
        .filter(|&s| matches!(play(s, s + 1).2.outcome(), Some(arbiter::core::Outcome::Winner { .. })))
        .count();
    assert!(wins > 0, "no random game ended with a winner");
}

#[test]
fn check_invariants_names_the_creature() {
    let (game, _) = new_game(1);
    assert_eq!(game.check_invariants(), Ok(()));
    let mut wounded = game.clone();
    let life = wounded.cat.get(wounded.st.creatures[1].def).life;
    wounded.st.creatures[1].wounds = life;
    assert!(wounded.check_invariants().unwrap_err().contains("creature 1"));
    let mut shared = game.clone();
    shared.st.creatures[2].cell = shared.st.creatures[0].cell;
    assert!(shared.check_invariants().unwrap_err().contains("shares cell"));
    let mut off = game;
    off.st.creatures[0].cell = [5, 0];
    assert!(off.check_invariants().unwrap_err().contains("off the board"));
}
