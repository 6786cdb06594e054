//! Full random Eredan games: games per second and turns per second, native, one core.
//! Run with `cargo bench --bench games`; criterion prints the throughput as elem/s.

use arbiter::core::{Game, Rng};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, DeckDefs, EredanGame};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

const GAMES: u64 = 100;

/// Plays one game between two random players; returns the number of turns.
fn play(seed: u64, decks: [&DeckDefs; 2]) -> u32 {
    let (mut game, _) = EredanGame::from_decks(Catalogue::builtin(), seed, decks);
    let mut players = Rng::new(seed ^ 0xabcdef);
    while let Some(choice) = game.random_choice(&mut players) {
        black_box(game.choose(&choice).unwrap());
    }
    game.st.turn
}

fn games(c: &mut Criterion) {
    let cat = Catalogue::builtin();
    let ready = ready_decks();
    let a = DeckDefs::resolve(&cat, &ready[0], "decks[0]").unwrap();
    let b = DeckDefs::resolve(&cat, &ready[1], "decks[1]").unwrap();
    let decks = [&a, &b];
    let turns: u64 = (0..GAMES).map(|s| u64::from(play(s, decks))).sum();
    let mut group = c.benchmark_group("eredan_random_games");
    group.throughput(Throughput::Elements(GAMES));
    group.bench_function("games", |b| b.iter(|| (0..GAMES).map(|s| play(s, decks)).sum::<u32>()));
    group.throughput(Throughput::Elements(turns));
    group.bench_function("turns", |b| b.iter(|| (0..GAMES).map(|s| play(s, decks)).sum::<u32>()));
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
