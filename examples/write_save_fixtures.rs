//! Writes a ruleset's save fixtures of its current save version (three games, seeds 1 to 3, at
//! 7, 40 and 400 random steps) into `tests/saves_v{SAVE_VERSION}/`, which `tests/games/saves.rs`
//! restores: `cargo run --example write_save_fixtures -- <ruleset>` (default `berserk`), once,
//! when that ruleset's save version changes.

use arbiter::saves::{self, GameLog, Resumable};

fn main() {
    let ruleset = std::env::args().nth(1).unwrap_or_else(|| "berserk".into());
    let version = saves::save_version(&ruleset);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/saves_v{version}"));
    std::fs::create_dir_all(&dir).expect("the fixtures' folder");
    for (seed, steps) in [(1u64, 7), (2, 40), (3, 400)] {
        let mut game = Resumable::start(&GameLog::new(&ruleset, seed, serde_json::Value::Null))
            .expect("a game of the ruleset starts");
        let mut rng = arbiter::core::Rng::new(seed);
        for _ in 0..steps {
            game.session.random_step(&mut rng);
        }
        let log = serde_json::to_string(&game.log()).expect("a log is JSON");
        std::fs::write(dir.join(format!("{ruleset}-{seed}.log.json")), log).expect("the log written");
        std::fs::write(dir.join(format!("{ruleset}-{seed}.snapshot.json")), game.snapshot())
            .expect("the snapshot written");
        println!("{}", dir.join(format!("{ruleset}-{seed}.*")).display());
    }
}
