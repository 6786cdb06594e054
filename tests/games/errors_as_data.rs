//! Errors as data: an error's kind and field come from where it was made (the reader that
//! met the bad value, the rule that refused), never from its message's words; every field is
//! rooted at the argument's name; and a refusal's message never repeats the rule id its `rule`
//! carries (Display shows it once, in front).

use arbiter::core::{ErrorKind, Rng, RuleError};
use arbiter::rulesets::RulesetId;
use arbiter::saves::{GameLog, Resumable};
use serde_json::{json, Value};

/// The refusals met while playing `games` random games of `ruleset`: at every decision, each
/// option sent by every other seat, each option with a number changed or a name misspelt, the
/// previous decision's options; once the game is over, its last options again.
fn refusals(ruleset: RulesetId, games: u64) -> Vec<(String, RuleError)> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut game = Resumable::start(&GameLog::new(ruleset.name(), seed, Value::Null)).unwrap();
        let mut rng = Rng::new(seed);
        let mut previous: Vec<Value> = Vec::new();
        let refuse = |game: &Resumable, choice: &Value, out: &mut Vec<(String, RuleError)>| {
            let text = choice.to_string();
            if let Some(e) = game.session.why_not(&text) {
                out.push((text, e));
            }
        };
        for _ in 0..400 {
            let d: Value = serde_json::from_str(&game.session.pending_json()).unwrap();
            if d.is_null() {
                break;
            }
            let options = d["options"].as_array().unwrap().clone();
            for option in options.iter().take(6) {
                for seat in 0..8u64 {
                    let mut other = option.clone();
                    other["player"] = json!(seat);
                    refuse(&game, &other, &mut out);
                }
                for (key, value) in option.as_object().unwrap() {
                    let mut changed = option.clone();
                    changed[key] = match value {
                        Value::Number(n) => json!(n.as_u64().unwrap_or(0) + 7),
                        Value::String(s) => json!(format!("{s}x")),
                        Value::Array(a) if !a.is_empty() => json!(["no-such-card"]),
                        _ => json!(null),
                    };
                    refuse(&game, &changed, &mut out);
                }
            }
            for stale in previous.iter().take(4) {
                refuse(&game, stale, &mut out);
            }
            previous = options.clone();
            let pick = rng.below(options.len() as u32) as usize;
            game.session.choose_json(&options[pick].to_string()).unwrap();
        }
        for stale in previous.iter().take(4) {
            refuse(&game, stale, &mut out);
        }
    }
    out
}

#[test]
fn no_refusal_repeats_its_rule_id_and_every_field_is_rooted_at_the_choice() {
    let mut kinds = std::collections::BTreeSet::new();
    for ruleset in RulesetId::ALL {
        let all = refusals(ruleset, 6);
        assert!(all.len() > 100, "{ruleset}: only {} refusals", all.len());
        for (choice, e) in &all {
            kinds.insert(e.kind.name());
            if let Some(rule) = &e.rule {
                let tag = format!("[{rule}]");
                assert!(
                    !e.message.contains(&tag),
                    "{ruleset}: {choice}: the message repeats {tag}: {e}"
                );
                assert_eq!(e.to_string().matches(&tag).count(), 1, "{ruleset}: {choice}: {e}");
            }
            if let Some(field) = &e.field {
                assert!(
                    field == "choice" || field.starts_with("choice.") || field.starts_with("choice["),
                    "{ruleset}: {choice}: the field {field} is not rooted at the choice: {e}"
                );
            }
        }
    }
    for kind in ["wrong_player", "not_an_option", "malformed"] {
        assert!(kinds.contains(kind), "no {kind} refusal met: {kinds:?}");
    }
}

/// A scenario's error through the crate's entry (`scenario::resolve`).
fn scenario_error(scenario: Value) -> RuleError {
    arbiter::scenario::resolve(&scenario.to_string())
        .unwrap_err()
        .error()
        .clone()
}

/// A golden Eredan scenario.
const GOLDEN: &str = include_str!("../scenarios/seed000-dague-replaces-parole.json");

#[test]
fn kind_and_field_come_from_the_reader_not_from_the_words() {
    // Card ids that read like the limits' and the paths' wording: still malformed, at their field.
    for id in [
        "over the limit",
        "nested more than 127 deep",
        "the limit is 3",
        "players[1].hand: x",
    ] {
        let mut scenario: Value = serde_json::from_str(GOLDEN).unwrap();
        scenario["players"][0]["hand"][0] = json!(id);
        let e = scenario_error(scenario);
        assert_eq!(e.kind, ErrorKind::Malformed, "{id:?}: {e}");
        assert_eq!(e.field.as_deref(), Some("players[0].hand[0]"), "{id:?}: {e}");
        assert!(e.message.contains(id), "{e}");
    }
    // A deck id with a path and a colon in it names the deck it was given as.
    let log = GameLog::new(
        "eredan",
        1,
        json!({ "decks": ["cards[9]: over the limit", "zil-et-sortileges"] }),
    );
    let e = Resumable::start(&log).err().unwrap();
    assert_eq!(
        (e.kind, e.field.as_deref()),
        (ErrorKind::Malformed, Some("setup.decks[0]")),
        "{e}"
    );
    // Nesting too deep is a limit wherever it is, with the field of the document.
    let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
    let e = arbiter::scenario::resolve(&deep).unwrap_err().error().clone();
    assert_eq!((e.kind, e.field.as_deref()), (ErrorKind::Limit, None), "{e}");
    let mut game = Resumable::start(&GameLog::new("berserk", 1, Value::Null)).unwrap();
    let e = game.session.choose_json(&deep).unwrap_err();
    assert_eq!((e.kind, e.field.as_deref()), (ErrorKind::Limit, Some("choice")), "{e}");
    // A misspelt field is malformed at its path, under the argument.
    let e = game
        .session
        .choose_json(r#"{"type":"pass","player":0,"over the limit":1}"#)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Malformed, "{e}");
    assert_eq!(e.field.as_deref(), Some("choice.over the limit"), "{e}");
}

#[test]
fn a_games_setup_and_choices_name_where_the_caller_wrote_them() {
    let e = Resumable::start(&GameLog::new(
        "eredan",
        1,
        json!({ "decks": ["nope", "zil-et-sortileges"] }),
    ))
    .err()
    .unwrap();
    assert_eq!(e.field.as_deref(), Some("setup.decks[0]"));
    assert!(e.message.starts_with("setup.decks[0]: unknown deck id \"nope\""), "{e}");
    let e = Resumable::<arbiter::session::JsonText>::start_at(
        &GameLog::new("eredan", 1, json!({ "decks": ["nope", "zil-et-sortileges"] })),
        "config",
    )
    .err()
    .unwrap();
    assert_eq!(e.field.as_deref(), Some("config.decks[0]"));
    assert!(
        e.message.starts_with("config.decks[0]: unknown deck id \"nope\""),
        "{e}"
    );
    let e = Resumable::<arbiter::session::JsonText>::start_at(&GameLog::new("Eredan", 1, Value::Null), "config")
        .err()
        .unwrap();
    assert_eq!(e.field.as_deref(), Some("config.ruleset"));
    let e = Resumable::<arbiter::session::JsonText>::start_at(
        &GameLog::new("yummell", 1, json!({ "players": 40 })),
        "config",
    )
    .err()
    .unwrap();
    assert_eq!(
        (e.kind, e.field.as_deref()),
        (ErrorKind::Limit, Some("config.players")),
        "{e}"
    );
    // A log's choice: the path in the log, the message as the replay met it.
    let mut log = GameLog::new("eredan", 1, Value::Null);
    log.choices
        .push(json!({ "type": "fighters", "player": 0, "own": 0, "opponent": 0, "x": 1 }));
    let e = Resumable::start(&log).err().unwrap();
    assert_eq!(e.field.as_deref(), Some("choices[0].x"), "{e}");
    assert!(e.to_string().starts_with("choices[0]: choice.x: unknown field"), "{e}");
}
