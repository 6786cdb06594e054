//! Playouts per second of the strong bot, natively: for seeds 0..N, the opening decision of a
//! new game searched with P playouts. `benches/playouts_vs_wasm.mjs` runs the same positions in
//! wasm. `cargo run --release --example playouts -- 40 500`
use arbiter::bots::{decide, BotKind};
use arbiter::rulesets::eredan::{ready_decks, Catalogue, EredanGame};

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().unwrap_or(0));
    let (n, playouts) = (
        args.next().unwrap_or(40).max(1),
        args.next().unwrap_or(500).max(1) as u32,
    );
    let decks = ready_decks();
    let start = std::time::Instant::now();
    for seed in 0..n {
        let (game, _) =
            EredanGame::new(Catalogue::builtin(), seed, [&decks[0], &decks[1]]).expect("ready decks are valid");
        std::hint::black_box(decide(BotKind::Strong, &game, seed, playouts));
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{n} decisions, {playouts} playouts each, {secs:.3} s, {:.0} playouts/s",
        (n * u64::from(playouts)) as f64 / secs
    );
}
