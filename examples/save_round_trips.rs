//! Saves and restores every state reached in N random games of each ruleset (default 1,000)
//! and checks each restored game byte for byte: `cargo run --release --example
//! save_round_trips -- [N] [RULESET...]` (default: every ruleset). Prints, per ruleset, the games, the states checked and the
//! largest snapshot; exits 1 at the first difference.

#[path = "../tests/common/round_trips.rs"]
mod round_trips;

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let named: Vec<String> = std::env::args().skip(2).collect();
    for ruleset in arbiter::rulesets::RulesetId::names() {
        if !named.is_empty() && !named.iter().any(|n| n == ruleset) {
            continue;
        }
        let start = std::time::Instant::now();
        let results: Vec<Result<(u64, usize), String>> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    s.spawn(move || {
                        let (mut states, mut largest) = (0, 0);
                        for seed in (t..games).step_by(threads as usize) {
                            let (n, big) = round_trips::round_trip_game(ruleset, seed)?;
                            states += n;
                            largest = largest.max(big);
                        }
                        Ok((states, largest))
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|_| Err("a worker panicked".into())))
                .collect()
        });
        let (mut states, mut largest) = (0, 0);
        for r in results {
            match r {
                Ok((n, big)) => {
                    states += n;
                    largest = largest.max(big);
                }
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(1);
                }
            }
        }
        println!(
            "{ruleset}: {games} games, {states} states saved and restored byte-identically, largest snapshot {largest} bytes ({:.1} s)",
            start.elapsed().as_secs_f64()
        );
    }
}
