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
    let log = r#"{"format":"arbiter-log","version":1,"ruleset":"eredan","choices":[{"type":"dance"}]}"#;
    for (text, message) in [
        (
            log.to_string(),
            "choices[0]: choice.type: \"dance\" is not one of: \"fighters\", \"play\", \"discard\"",
        ),
        (
            log.replace("\"version\":1", "\"version\":2"),
            "log: version 2 cannot be read by this engine (it reads version 1)",
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
    assert_eq!(text.lines().count(), 27, "{text}");
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
