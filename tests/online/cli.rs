//! The `arbiter` command line: scenarios (exit 0 with the same JSON as the Rust entry point,
//! exit 2 with a message on stderr), play and replay.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn arbiter(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(text) = stdin {
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

const GOLDEN: &str = "tests/scenarios/seed004-anazra-vs-mache.json";

#[test]
fn scenario_file_prints_the_same_json_as_the_rust_entry_point() {
    let out = arbiter(&["scenario", GOLDEN], None);
    assert_eq!(out.status.code(), Some(0));
    let text = std::fs::read_to_string(GOLDEN).unwrap();
    let expected = arbiter::scenario::resolve(&text).unwrap().to_json();
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim_end(), expected);
}

#[test]
fn scenario_from_stdin() {
    let text = std::fs::read_to_string(GOLDEN).unwrap();
    let out = arbiter(&["scenario", "-"], Some(&text));
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("{\"events\":["));
}

#[test]
fn a_bad_scenario_exits_2_with_the_reason_on_stderr() {
    for (input, reason) in [
        ("{ not json", "malformed JSON"),
        ("{\"ruleset\":\"eredan\",\"surprise\":1}", "surprise"),
        ("{\"ruleset\":\"go\"}", "unknown ruleset"),
    ] {
        let out = arbiter(&["scenario", "-"], Some(input));
        assert_eq!(out.status.code(), Some(2), "{input}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(reason), "{err:?} lacks {reason:?}");
    }
    let out = arbiter(&["scenario", "/no/such/file.json"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("/no/such/file.json"));
}

#[test]
fn play_prints_every_event_with_its_rule_and_the_result() {
    let out = arbiter(&["play", "--seed", "7"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("[E-SET]"));
    assert!(text.contains("[E-CLASH-1]"));
    assert!(text.lines().last().unwrap().starts_with("result: {"));
    // Deterministic.
    assert_eq!(
        text,
        String::from_utf8(arbiter(&["play", "--seed", "7"], None).stdout).unwrap()
    );
    assert_ne!(
        text,
        String::from_utf8(arbiter(&["play", "--seed", "8"], None).stdout).unwrap()
    );
}

#[test]
fn a_saved_game_replays_identically() {
    let dir = std::env::temp_dir().join(format!("arbiter-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let played = arbiter(&["play", "--seed", "11", "--save", file.to_str().unwrap()], None);
    assert_eq!(played.status.code(), Some(0));
    let played = String::from_utf8(played.stdout).unwrap();
    let played: Vec<&str> = played.lines().filter(|l| !l.starts_with("saved to")).collect();
    let replayed = arbiter(&["replay", file.to_str().unwrap()], None);
    assert_eq!(replayed.status.code(), Some(0));
    let replayed = String::from_utf8(replayed.stdout).unwrap();
    assert_eq!(played, replayed.lines().collect::<Vec<_>>());
    let log = r#"{"format":"arbiter-log","version":2,"ruleset":"eredan","choices":[{"type":"dance"}]}"#;
    for (text, message) in [
        (
            log.to_string(),
            "choices[0]: choice.type: \"dance\" is not one of: \"fighters\", \"play\", \"discard\"",
        ),
        (
            log.replace("\"version\":2", "\"version\":1"),
            "log: version 1 cannot be read by this engine (it reads eredan games of version 2)",
        ),
        (log.replace("arbiter-log", "x"), "log: not a saved arbiter-log"),
        (log[..40].to_string(), "log: malformed JSON: the document ends inside"),
    ] {
        std::fs::write(&file, text).unwrap();
        let bad = arbiter(&["replay", file.to_str().unwrap()], None);
        assert_eq!(bad.status.code(), Some(2));
        let stderr = String::from_utf8(bad.stderr).unwrap();
        assert!(stderr.contains(message), "{stderr}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_arguments_exit_2() {
    assert_eq!(arbiter(&[], None).status.code(), Some(2));
    assert_eq!(arbiter(&["play", "--seed", "x"], None).status.code(), Some(2));
    assert_eq!(arbiter(&["dance"], None).status.code(), Some(2));
}

/// A reader that stops early (`arbiter play | head`) ends the command quietly: no panic.
#[test]
fn a_closed_stdout_ends_the_command_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["play", "--ruleset", "berserk", "--seed", "3"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

#[test]
fn cards_prints_each_entry_with_its_generated_text_and_refuses_an_unknown_language() {
    let out = arbiter(&["cards", "--ruleset", "eredan", "--lang", "fr"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 111, "{text}");
    assert!(
        text.lines().any(|l| l
            == "Nodachi: Arme à 2 mains. Conditions\u{a0}: classe Combattant. +4 ATT tant que l'objet est équipé."),
        "{text}"
    );
    let out = arbiter(&["cards", "--ruleset", "yummell", "--json"], None);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["ready"]["advantages"][0]["text"], "+1 movement point this turn.");
    let out = arbiter(&["cards", "--ruleset", "yummell", "--lang", "fr"], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().trim_end(),
        "arbiter: lang: unknown language \"fr\" (expected \"en\" or \"it\")"
    );
}

/// A temporary folder of its own for each test (removed by the test).
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("arbiter-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn stdout(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn help_lists_every_subcommand_and_each_flag() {
    let text = stdout(&arbiter(&["--help"], None));
    for sub in ["scenario", "play", "replay", "cards", "simulate", "completions"] {
        assert!(text.lines().any(|l| l.trim_start().starts_with(sub)), "{sub}: {text}");
    }
    let text = stdout(&arbiter(&["play", "--help"], None));
    for flag in [
        "--ruleset",
        "--seed",
        "--decks",
        "--squads",
        "--players",
        "--setup",
        "--lang",
        "--save",
    ] {
        assert_eq!(text.matches(&format!("{flag} <")).count(), 1, "{flag}: {text}");
    }
    // No subcommand: the help, on stderr, as a usage error.
    let out = arbiter(&[], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("Usage: arbiter <COMMAND>"));
}

#[test]
fn completions_for_bash_name_the_subcommands() {
    let text = stdout(&arbiter(&["completions", "bash"], None));
    assert!(text.contains("complete -F _arbiter"), "{text}");
    for sub in ["scenario", "play", "replay", "cards", "simulate", "--setup"] {
        assert!(text.contains(sub), "{sub}");
    }
    assert_eq!(arbiter(&["completions", "tcsh"], None).status.code(), Some(2));
}

/// The setup flags are alternatives: two of them together are a usage error.
#[test]
fn setup_flags_conflict() {
    for args in [
        &["play", "--setup", "{}", "--decks", "a", "b"][..],
        &["play", "--squads", "a", "b", "--players", "3"],
        &["simulate", "--setup", "{}", "--players", "3"],
    ] {
        let out = arbiter(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8(out.stderr).unwrap().contains("cannot be used with"));
    }
}

/// `--setup` reaches what the ruleset's flags cannot: an Eredan deck in full (the same game as
/// its ready deck's id).
#[test]
fn play_with_an_eredan_setup() {
    let cards: serde_json::Value =
        serde_json::from_str(&stdout(&arbiter(&["cards", "--ruleset", "eredan", "--json"], None))).unwrap();
    let ready = &cards["ready"][0];
    let deck = serde_json::json!({ "characters": ready["characters"], "cards": ready["cards"] });
    let setup = serde_json::json!({ "decks": [deck, cards["ready"][1]["id"]] }).to_string();
    let by_setup = stdout(&arbiter(&["play", "--seed", "4", "--setup", &setup], None));
    let ids = [ready["id"].as_str().unwrap(), cards["ready"][1]["id"].as_str().unwrap()];
    let by_ids = stdout(&arbiter(&["play", "--seed", "4", "--decks", ids[0], ids[1]], None));
    assert_eq!(by_setup, by_ids);
    // A deck of an unknown card is refused, naming where.
    let bad = setup.replacen("nodachi", "katana", 1);
    let out = arbiter(&["play", "--setup", &bad], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("decks[0]"));
}

#[test]
fn play_with_a_berserk_setup_from_a_file() {
    let dir = temp_dir("berserk");
    let file = dir.join("setup.json");
    std::fs::write(&file, r#"{"squads":["arcane-circle","wild-horde"]}"#).unwrap();
    let at = format!("@{}", file.display());
    let by_setup = stdout(&arbiter(
        &["play", "--ruleset", "berserk", "--seed", "2", "--setup", &at],
        None,
    ));
    let by_flag = arbiter(
        &[
            "play",
            "--ruleset",
            "berserk",
            "--seed",
            "2",
            "--squads",
            "arcane-circle",
            "wild-horde",
        ],
        None,
    );
    assert_eq!(by_setup, stdout(&by_flag));
    let out = arbiter(
        &["play", "--ruleset", "berserk", "--setup", r#"{"squads":["x"]}"#],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("setup.squads"));
    std::fs::remove_dir_all(&dir).ok();
}

/// Yummell's seats (each character and Advantage chosen) are only in `--setup`; the saved game
/// keeps them and replays the same.
#[test]
fn play_with_yummell_seats_saves_and_replays_them() {
    let dir = temp_dir("yummell");
    let file = dir.join("game.json");
    let setup = r#"{"seats":[{"character":"pip","advantage":"underdog"},{"character":"gorm","advantage":"lucky-boots"},{"character":"lia","advantage":"old-friends"}]}"#;
    let args = [
        "play",
        "--ruleset",
        "yummell",
        "--seed",
        "3",
        "--setup",
        setup,
        "--save",
        file.to_str().unwrap(),
    ];
    let played = stdout(&arbiter(&args, None));
    assert!(played.lines().next().unwrap().contains("3 characters: Pip"), "{played}");
    let replayed = stdout(&arbiter(&["replay", file.to_str().unwrap()], None));
    let played: Vec<&str> = played.lines().filter(|l| !l.starts_with("saved to")).collect();
    assert_eq!(played, replayed.lines().collect::<Vec<_>>());
    for (setup, message) in [
        (r#"{"players":9}"#, "setup.players: 2 to 8 players, not 9"),
        (r#"{"seats":[{"character":"pip"}]}"#, "setup.seats[0]"),
        (r#"{"players":"#, "setup: malformed JSON"),
    ] {
        let out = arbiter(&["play", "--ruleset", "yummell", "--setup", setup], None);
        assert_eq!(out.status.code(), Some(2), "{setup}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.contains(message), "{stderr}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Inputs over their limit are refused with the engine's limit message, for a file and stdin.
#[test]
fn inputs_over_the_limit_are_refused() {
    let dir = temp_dir("limits");
    let (scenario, save) = (arbiter::scenario::MAX_SCENARIO_BYTES, arbiter::saves::MAX_SAVE_BYTES);
    for (command, limit) in [("scenario", scenario), ("replay", save)] {
        let file = dir.join(format!("{command}.json"));
        std::fs::write(&file, " ".repeat(limit + 1)).unwrap();
        let out = arbiter(&[command, file.to_str().unwrap()], None);
        assert_eq!(out.status.code(), Some(2));
        let expected = format!("{}: {} bytes is over the limit of {limit}", file.display(), limit + 1);
        assert_eq!(
            String::from_utf8(out.stderr).unwrap().trim_end(),
            format!("arbiter: {expected}")
        );
    }
    let out = arbiter(&["scenario", "-"], Some(&" ".repeat(scenario + 10)));
    assert_eq!(out.status.code(), Some(2));
    let expected = format!("arbiter: stdin: more than {scenario} bytes (the limit)");
    assert_eq!(String::from_utf8(out.stderr).unwrap().trim_end(), expected);
    let file = dir.join("setup.json");
    std::fs::write(&file, " ".repeat(scenario + 1)).unwrap();
    let out = arbiter(&["play", "--setup", &format!("@{}", file.display())], None);
    assert!(String::from_utf8(out.stderr).unwrap().contains("is over the limit of"));
    std::fs::remove_dir_all(&dir).ok();
}

/// `simulate --playouts P,Q` gives each bot its own number of playouts (a strong bot against a
/// stronger one): a strong bot of one playout against one of 100 loses more Yummell races than
/// it wins, and the JSON says which had which; three numbers are refused.
#[test]
fn simulate_gives_each_strong_bot_its_playouts() {
    let path = std::env::temp_dir().join(format!("arbiter-playouts-{}.json", std::process::id()));
    let path_arg = path.to_str().unwrap();
    let args = [
        "simulate",
        "--ruleset",
        "yummell",
        "--bots",
        "strong,strong",
        "--games",
        "12",
        "--threads",
        "1",
    ];
    let out = stdout(&arbiter(
        &[&args[..], &["--playouts", "1,100", "--json", path_arg]].concat(),
        None,
    ));
    assert!(out.contains("1 and 100 playouts a strong decision (#1, #2)"), "{out}");
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let _ = std::fs::remove_file(&path);
    assert_eq!(doc["playouts"], serde_json::json!([1, 100]));
    assert!(doc["wins"][1].as_u64() > doc["wins"][0].as_u64(), "{doc}");
    let three = arbiter(&[&args[..], &["--playouts", "1,2,3"]].concat(), None);
    assert_ne!(three.status.code(), Some(0));
    assert!(String::from_utf8(three.stderr).unwrap().contains("--playouts"));
}

/// A Berserk deck pasted as a plain list: its cards and every problem as JSON; exit 0 when it is
/// legal, 2 when not [B-GAME-1].
#[test]
fn deck_reads_a_pasted_list_and_prints_its_problems_as_data() {
    let legal: String = (1..=10).map(|n| format!("3 vs-{n:03}\n")).collect();
    let out = arbiter(&["deck", "--ruleset", "berserk", "-"], Some(&legal));
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (v["legal"].as_bool(), v["cards"].as_array().unwrap().len()),
        (Some(true), 30)
    );

    let out = arbiter(&["deck", "-"], Some("4 Кочевник\n2x Minotaur\n1 Nobody\n"));
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["legal"], false);
    assert_eq!(
        v["problems"],
        serde_json::json!([
            { "problem": "too_many_copies", "card": "vs-001", "copies": 4, "max": 3 },
            { "problem": "too_few", "cards": 6, "min": 30 }
        ])
    );
    assert_eq!(v["unread"][0]["line"], 3);
    assert!(String::from_utf8_lossy(&out.stderr).contains("the deck is not legal"));
}
