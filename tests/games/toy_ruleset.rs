//! A ruleset defined in the tests (`common::toy`, "high card") plays through the session, saves
//! and scenarios, which are generic over the ruleset: a registry of that ruleset alone
//! (`Only<Toy>`) is all they are given, and nothing else in the engine knows it.

use serde_json::{json, Value};

use crate::common::toy::{Toy, T_PLAY};
use arbiter::core::ErrorKind;
use arbiter::rulesets::{Builtin, Only, Registry};
use arbiter::saves::{read_log_in, GameLog, Resumable};
use arbiter::scenario::{explain_with, resolve_with};
use arbiter::session::{start_named, start_of, JsonText, Opening};

type ToyOnly = Only<Toy>;

fn parse(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

#[test]
fn a_session_of_the_toy_ruleset_deals_asks_refuses_and_ends() {
    let started = start_named::<ToyOnly, JsonText>("toy", "ruleset", 3, &Value::Null, "setup", Opening::Told).unwrap();
    let mut s = started.session;
    assert_eq!(s.ruleset(), "toy");
    assert_eq!(started.opening.as_deref(), Some("[]"));
    let d = parse(&s.pending_json());
    assert_eq!((d["player"].clone(), d["kind"].clone()), (json!(0), json!("play")));
    let hand: Vec<u8> = d["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["card"].as_u64().unwrap() as u8)
        .collect();
    assert_eq!(hand.len(), 2);
    // [X-SEE] Each seat sees its own hand only.
    assert_eq!(
        parse(&s.view_json(Some(1)).unwrap())["hands"][0],
        json!(["hidden", "hidden"])
    );
    assert_eq!(parse(&s.view_json(Some(0)).unwrap())["hands"][0], json!(hand));
    // Refusals name the rule and change nothing.
    let before = s.internal_state();
    let wrong = s
        .choose_json(r#"{"type": "play", "player": 1, "card": 1}"#)
        .unwrap_err();
    assert_eq!(
        (wrong.kind, wrong.rule.as_deref()),
        (ErrorKind::WrongPlayer, Some(T_PLAY))
    );
    let missing = (1..=9).find(|c| !hand.contains(c)).unwrap();
    let e = s
        .choose_json(&format!(r#"{{"type": "play", "player": 0, "card": {missing}}}"#))
        .unwrap_err();
    assert_eq!((e.kind, e.rule.as_deref()), (ErrorKind::IllegalByRule, Some(T_PLAY)));
    assert!(s.choose_json(r#"{"type": "fold"}"#).is_err());
    assert_eq!(s.internal_state(), before);
    // Both play: the higher card wins [T-WIN].
    let events = parse(&s.choose_json(&s.option_text(0).unwrap()).unwrap());
    assert_eq!(events[0]["rule"], "T-PLAY");
    let events = parse(&s.choose_json(&s.option_text(0).unwrap()).unwrap());
    assert_eq!(events[1]["rule"], "T-WIN");
    assert!(s.outcome().is_some());
    assert_eq!(s.pending_json(), "null");
}

#[test]
fn a_session_of_the_toy_ruleset_is_found_by_its_registry_alone() {
    let unknown = start_named::<ToyOnly, JsonText>("eredan", "ruleset", 1, &Value::Null, "setup", Opening::Untold)
        .err()
        .unwrap();
    assert_eq!(
        unknown.to_string(),
        "ruleset: unknown ruleset \"eredan\" (available: toy)"
    );
    let unknown = start_named::<Builtin, JsonText>("toy", "ruleset", 1, &Value::Null, "setup", Opening::Untold)
        .err()
        .unwrap();
    assert!(
        unknown.to_string().starts_with("ruleset: unknown ruleset \"toy\""),
        "{unknown}"
    );
    assert_eq!(ToyOnly::names(), vec!["toy"]);
    // A setup field it does not have is refused at its path.
    let bad = start_of::<Toy, JsonText>(1, &json!({ "decks": [] }), "setup", Opening::Untold)
        .err()
        .unwrap();
    assert!(bad.to_string().contains("setup"), "{bad}");
}

#[test]
fn a_toy_game_is_saved_as_a_log_and_a_snapshot_and_replays_the_same() {
    let mut log = GameLog::of::<Toy>(11, Value::Null);
    let mut game = Resumable::<JsonText>::start_with::<ToyOnly>(&log, "").unwrap();
    let first = game.session.option_text(1).unwrap();
    game.session.choose_json(&first).unwrap();
    log.choices.push(parse(&first));
    // The log replays to the same game, read back from its text.
    let text = serde_json::to_string(&game.log()).unwrap();
    assert_eq!(read_log_in::<ToyOnly>(&text).unwrap(), log);
    let again = Resumable::<JsonText>::start_with::<ToyOnly>(&read_log_in::<ToyOnly>(&text).unwrap(), "").unwrap();
    assert_eq!(again.session.internal_state(), game.session.internal_state());
    // The snapshot restores it; one edited is refused and nothing restored.
    let snapshot = game.snapshot();
    let restored = Resumable::<JsonText>::restore_with::<ToyOnly>(&snapshot).unwrap();
    assert_eq!(restored.session.pending_json(), game.session.pending_json());
    let edited = snapshot.replacen("\"played\":[", "\"played\":[9,", 1);
    assert_ne!(edited, snapshot);
    assert!(Resumable::<JsonText>::restore_with::<ToyOnly>(&edited).is_err());
    // A choice of the log that the game refuses names where it is.
    let mut bad = log.clone();
    bad.choices.push(json!({ "type": "play", "player": 0, "card": 5 }));
    let e = Resumable::<JsonText>::start_with::<ToyOnly>(&bad, "").err().unwrap();
    assert!(e.to_string().contains("choices[1]"), "{e}");
    // The opening is told again on demand, and each seat's history hides the other's hand.
    assert_eq!(restored.opening_events().unwrap(), "[]");
    let history = parse(&restored.history_as(Some(1)).unwrap());
    assert_eq!(history.as_array().unwrap().len(), 2, "the opening and one choice");
    // The same log under this build's registry: no such ruleset.
    assert!(Resumable::<JsonText>::start_in(&log).is_err());
}

#[test]
fn a_toy_scenario_resolves_with_its_frames() {
    let scenario = json!({
        "ruleset": "toy",
        "hands": [[3, 8], [5, 7]],
        "choices": [{ "type": "play", "player": 0, "card": 8 }, { "type": "play", "player": 1, "card": 7 }]
    })
    .to_string();
    let r = resolve_with::<ToyOnly>(&scenario).unwrap();
    let played: Vec<(String, Value)> = r
        .events
        .iter()
        .map(|e| (e["rule"].as_str().unwrap().into(), e["kind"].clone()))
        .collect();
    assert_eq!(
        played,
        vec![
            ("T-PLAY".into(), json!("played")),
            ("T-PLAY".into(), json!("played")),
            ("T-WIN".into(), json!("ended"))
        ]
    );
    assert_eq!(r.events[2]["winner"], 0);
    assert_eq!(r.state["played"], json!([8, 7]));
    let explained = explain_with::<ToyOnly>(&scenario).unwrap();
    assert_eq!(explained.frames.len(), 3);
    assert_eq!(explained.start["played"], json!([null, null]));
    // A refused choice names the rule and where it is; the same scenario in this build is unknown.
    let bad = scenario.replace("\"card\":7", "\"card\":9");
    let e = resolve_with::<ToyOnly>(&bad).err().unwrap();
    assert!(e.to_string().contains("T-PLAY"), "{e}");
    assert!(arbiter::scenario::resolve(&scenario).is_err());
}
