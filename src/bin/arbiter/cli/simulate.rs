//! `arbiter simulate`: many games between two bots.

use arbiter::saves::{GameLog, Resumable};

use super::SimulateArgs;

/// One simulated game: which seat the first bot had, who won, how long it took.
struct Played {
    seed: u64,
    first_bot_seat: u8,
    /// 0 = the first bot, 1 = the second, None = a draw (or another seat won, in Yummell).
    winner_bot: Option<u8>,
    turns: u64,
    decisions: u32,
    /// Each bot's decisions that had more than one option: how long each took, in microseconds.
    times: [Vec<u32>; 2],
}

/// The mean, the median, the 95th and 99th percentiles and the maximum of `micros`, in ms.
fn timing(micros: &mut [u32]) -> String {
    if micros.is_empty() {
        return "no decision with a choice".to_string();
    }
    micros.sort_unstable();
    let ms = |us: u32| f64::from(us) / 1000.0;
    let at = |q: f64| ms(micros[((micros.len() - 1) as f64 * q).round() as usize]);
    let mean = micros.iter().map(|u| f64::from(*u)).sum::<f64>() / micros.len() as f64 / 1000.0;
    format!(
        "{} decisions with a choice: mean {mean:.2} ms, median {:.2}, p95 {:.2}, p99 {:.2}, max {:.2}",
        micros.len(),
        at(0.5),
        at(0.95),
        at(0.99),
        ms(micros[micros.len() - 1])
    )
}

/// Plays many games between two bots (they change seats every game) and prints the win and
/// draw rates with their 95% confidence intervals, and the average length.
pub fn simulate(args: &SimulateArgs) -> Result<(), String> {
    use arbiter::bots::{wilson, BotKind};
    use arbiter::core::Outcome;
    use std::io::{IsTerminal, Write};

    let log = GameLog::new(&args.ruleset, args.seed, args.setup.value()?);
    let names: Vec<&str> = args.bots.split(',').collect();
    let [a, b] = names.as_slice() else {
        return Err(format!(
            "--bots: two bots separated by a comma, e.g. strong,greedy, not \"{}\"",
            args.bots
        ));
    };
    let bots = [
        BotKind::parse(a).map_err(|e| e.to_string())?,
        BotKind::parse(b).map_err(|e| e.to_string())?,
    ];
    let games = args.games.clamp(1, 1_000_000) as u32;
    let [first, second] = match args.playouts.as_slice() {
        [p] => [*p, *p],
        [p, q] => [*p, *q],
        _ => return Err("--playouts: one number, or two separated by a comma (the first bot's, the second's)".into()),
    };
    let playouts = [first, second].map(|p| p.clamp(1, 100_000) as u32);
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |t| t.clamp(1, 64) as usize,
    );
    let (json_out, csv_out) = (&args.json, &args.csv);
    Resumable::start(&log).map_err(|e| e.to_string())?; // Checks the ruleset and setup once, with their errors.
    let play_one = |i: u32| -> Result<Played, String> {
        let game_seed = log.seed.wrapping_add(u64::from(i));
        // The bots change seats every game: in game i the first bot is player i % 2 (in
        // Yummell the second bot takes every other seat).
        let first_bot_seat = (i % 2) as u8;
        let mut game = Resumable::start(&GameLog {
            seed: game_seed,
            ..log.clone()
        })
        .map_err(|e| e.to_string())?
        .session;
        let mut decisions = 0u32;
        let mut times: [Vec<u32>; 2] = [vec![], vec![]];
        loop {
            let pending: serde_json::Value = serde_json::from_str(&game.pending_json()).unwrap_or_default();
            let Some(player) = pending.get("player").and_then(|p| p.as_u64()) else {
                break;
            };
            let which = usize::from(player as u8 != first_bot_seat);
            let bot = bots[which];
            let choices = pending.get("options").and_then(|o| o.as_array()).map_or(0, Vec::len);
            let started = std::time::Instant::now();
            let decision_seed = game_seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(decisions);
            let Some(choice) = game.suggest(bot, decision_seed, playouts[which]) else {
                break;
            };
            if choices > 1 {
                times[which].push(started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
            }
            game.choose_json(&choice).map_err(|e| e.to_string())?;
            decisions += 1;
        }
        let winner_bot = match game.outcome() {
            Some(Outcome::Winner { winner }) if winner as u8 == first_bot_seat => Some(0),
            Some(Outcome::Winner { .. }) => Some(1),
            _ => None,
        };
        let state: serde_json::Value = serde_json::from_str(&game.state_json()).unwrap_or_default();
        let turns = state
            .get("round")
            .or_else(|| state.get("turn"))
            .and_then(|t| t.as_u64())
            .unwrap_or(0);
        Ok(Played {
            seed: game_seed,
            first_bot_seat,
            winner_bot,
            turns,
            decisions,
            times,
        })
    };
    let done = std::sync::atomic::AtomicU32::new(0);
    let progress = std::io::stderr().is_terminal();
    let results: Result<Vec<Played>, String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u32)
            .map(|t| {
                let (play_one, done) = (&play_one, &done);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    let mut i = t;
                    while i < games {
                        out.push(play_one(i)?);
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if progress && t == 0 {
                            let width = 30 * n as usize / games as usize;
                            eprint!("\r[{}{}] {n}/{games}", "=".repeat(width), " ".repeat(30 - width));
                        }
                        i += threads as u32;
                    }
                    Ok::<_, String>(out)
                })
            })
            .collect();
        let mut all = Vec::new();
        for h in handles {
            all.extend(h.join().map_err(|_| "a simulation thread failed".to_string())??);
        }
        Ok(all)
    });
    let mut results = results?;
    if progress {
        eprintln!("\r[{}] {games}/{games}", "=".repeat(30));
    }
    results.sort_by_key(|r| r.seed);
    let n = results.len() as u32;
    let count = |w: Option<u8>| results.iter().filter(|r| r.winner_bot == w).count() as u32;
    let names = bots.map(|b| {
        serde_json::to_value(b)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default()
    });
    let line = |label: &str, k: u32| {
        let (lo, hi) = wilson(k, n);
        format!(
            "{label:<10} {k:>6} of {n} ({:.1}%, 95% CI {:.1}–{:.1}%)",
            100.0 * f64::from(k) / f64::from(n),
            100.0 * lo,
            100.0 * hi
        )
    };
    let avg = |f: &dyn Fn(&Played) -> f64| results.iter().map(f).sum::<f64>() / f64::from(n.max(1));
    let per_decision = if playouts[0] == playouts[1] {
        format!("{} playouts a strong decision", playouts[0])
    } else {
        format!(
            "{} and {} playouts a strong decision (#1, #2)",
            playouts[0], playouts[1]
        )
    };
    out!(
        "{}: {n} games, setup {}, the bots change seats every game, {per_decision}",
        log.ruleset,
        log.setup
    );
    out!("{}", line(&format!("{}#1", names[0]), count(Some(0))));
    out!("{}", line(&format!("{}#2", names[1]), count(Some(1))));
    out!("{}", line("draws", count(None)));
    out!(
        "average length: {:.1} turns, {:.1} decisions",
        avg(&|r| r.turns as f64),
        avg(&|r| f64::from(r.decisions))
    );
    for (k, name) in names.iter().enumerate() {
        let mut all: Vec<u32> = results.iter().flat_map(|r| r.times[k].iter().copied()).collect();
        out!("time of {name}#{}: {}", k + 1, timing(&mut all));
    }
    if let Some(path) = json_out {
        let rows: Vec<serde_json::Value> = results
            .iter()
            .map(|r| serde_json::json!({ "seed": r.seed, "first_bot_seat": r.first_bot_seat, "winner_bot": r.winner_bot, "turns": r.turns, "decisions": r.decisions }))
            .collect();
        let doc = serde_json::json!({ "ruleset": log.ruleset, "setup": log.setup, "bots": names, "playouts": if playouts[0] == playouts[1] { serde_json::json!(playouts[0]) } else { serde_json::json!(playouts) },
            "games": rows, "wins": [count(Some(0)), count(Some(1))], "draws": count(None) });
        std::fs::write(path, serde_json::to_string_pretty(&doc).unwrap_or_default())
            .map_err(|e| format!("{path}: {e}"))?;
    }
    if let Some(path) = csv_out {
        let mut text = String::from("seed,first_bot_seat,winner_bot,turns,decisions\n");
        for r in &results {
            let w = r.winner_bot.map_or("draw".to_string(), |w| w.to_string());
            text.push_str(&format!(
                "{},{},{w},{},{}\n",
                r.seed, r.first_bot_seat, r.turns, r.decisions
            ));
        }
        std::fs::File::create(path)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}
