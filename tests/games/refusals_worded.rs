//! A refused choice is worded in each of its ruleset's languages (`core::worded_in`, what
//! `whyNot(choice, lang)` and the server's `why_not` use): the same kind, rule and field in
//! every language, and a sentence of its own in each language besides English.
//!
//! The refused choices are the options of earlier decisions of the same game, offered again
//! later (cards since played, another player's turn, another step, a finished game), and
//! each option given to the other seat, or joined to the next option's cards: a game's own
//! choices, refused for many rules.

use arbiter::core::{worded_in, Rng};
use arbiter::rulesets::RulesetId;
use arbiter::saves::{GameLog, Resumable};
use serde_json::Value;
use std::collections::BTreeSet;

/// The distinct rules each ruleset's refusals must have come from in the games below, so the
/// test cannot pass on a handful of refusals.
fn rules_wanted(ruleset: RulesetId) -> usize {
    match ruleset.name() {
        "eredan" => 5,
        "berserk" => 4,
        "yummell" => 5,
        other => panic!("a new ruleset {other}: say how many of its rules refuse here"),
    }
}

/// Plays `games` seeded games choosing options at random; at each decision, offers again the
/// options of the last decisions and every option from the wrong seat; checks each refusal's
/// wording. Returns the rules met.
fn refusals_worded(ruleset: RulesetId, games: u64) -> BTreeSet<String> {
    let langs = ruleset.languages();
    assert!(langs.len() > 1 && langs[0] == "en", "{ruleset}: {langs:?}");
    let mut rules = BTreeSet::new();
    for seed in 0..games {
        let mut game = Resumable::start(&GameLog::new(ruleset.name(), seed, Value::Null)).unwrap();
        let mut rng = Rng::new(seed);
        let mut earlier: Vec<Value> = Vec::new();
        loop {
            let d: Value = serde_json::from_str(&game.session.pending_json()).unwrap();
            let options = d["options"].as_array().cloned().unwrap_or_default();
            let mut tried: Vec<Value> = earlier.iter().rev().take(12).cloned().collect();
            for o in options.iter().take(6) {
                let mut other = o.clone();
                if let Some(p) = o["player"].as_u64() {
                    other["player"] = Value::from((p + 1) % game.session.seats() as u64);
                    tried.push(other);
                }
            }
            // Two options' card lists as one (chains that are none, too many cards).
            for pair in options.windows(2).take(6) {
                if let (Some(a), Some(b)) = (pair[0]["cards"].as_array(), pair[1]["cards"].as_array()) {
                    let mut both = pair[0].clone();
                    both["cards"] = Value::from([a.as_slice(), b.as_slice()].concat());
                    tried.push(both);
                }
            }
            for choice in &tried {
                let text = choice.to_string();
                let Some(en) = worded_in("en", || game.session.why_not(&text)) else {
                    continue;
                };
                for &lang in &langs[1..] {
                    let other = worded_in(lang, || game.session.why_not(&text)).expect("refused in every language");
                    assert_eq!(
                        (other.kind, &other.rule, &other.field),
                        (en.kind, &en.rule, &en.field),
                        "{ruleset} seed {seed}: {text} in {lang}"
                    );
                    assert_ne!(
                        other.message, en.message,
                        "{ruleset} seed {seed}: {text} is not worded in {lang}"
                    );
                }
                rules.insert(format!("{} {}", en.rule.as_deref().unwrap_or("-"), en.kind.name()));
            }
            if d.is_null() {
                break;
            }
            earlier.extend(options.iter().take(4).cloned());
            let pick = rng.below(options.len() as u32) as usize;
            game.session.choose_json(&options[pick].to_string()).unwrap();
        }
    }
    let distinct: BTreeSet<&str> = rules.iter().filter_map(|r| r.split(' ').next()).collect();
    assert!(
        distinct.len() >= rules_wanted(ruleset),
        "{ruleset}: refusals of only {distinct:?} met"
    );
    rules
}

#[test]
fn eredan_words_its_refusals_in_french() {
    let rules = refusals_worded(RulesetId::parse("eredan").unwrap(), 6);
    eprintln!("{rules:?}");
}

#[test]
fn berserk_words_its_refusals_in_russian() {
    let rules = refusals_worded(RulesetId::parse("berserk").unwrap(), 6);
    eprintln!("{rules:?}");
}

#[test]
fn yummell_words_its_refusals_in_italian() {
    let rules = refusals_worded(RulesetId::parse("yummell").unwrap(), 6);
    eprintln!("{rules:?}");
}

/// Every ruleset of the build has its test above.
#[test]
fn each_ruleset_has_its_test_here() {
    for ruleset in RulesetId::ALL {
        rules_wanted(ruleset);
    }
}

/// Worked cases: the exact sentence of a refusal in French, and the English one unchanged.
#[test]
fn an_eredan_refusal_in_french() {
    let game = Resumable::start(&GameLog::new("eredan", 1, Value::Null)).unwrap();
    let d: Value = serde_json::from_str(&game.session.pending_json()).unwrap();
    assert_eq!(d["kind"], "fighters");
    let mut other = d["options"][0].clone();
    other["player"] = Value::from(1 - d["player"].as_u64().unwrap());
    let text = other.to_string();
    let en = game.session.why_not(&text).unwrap();
    let fr = worded_in("fr", || game.session.why_not(&text)).unwrap();
    assert_eq!(
        en.to_string(),
        format!(
            "[E-FIGHT] out of turn: got a choice of fighters from player {}, but waiting for player {} to choose fighters",
            other["player"], d["player"]
        )
    );
    assert_eq!(
        fr.to_string(),
        format!(
            "[E-FIGHT] hors de son tour\u{a0}: un choix de combattants du joueur {}, alors qu'on attend que le joueur {} choisisse ses combattants",
            other["player"], d["player"]
        )
    );
}

/// [B-SEE] A refusal naming a face-down creature does not name its card, in any language: the
/// refusal may be the other side's.
#[test]
fn a_berserk_refusal_never_names_a_face_down_card() {
    let setup = serde_json::json!({ "squads": ["arcane-circle", "night-raiders"] });
    let game = Resumable::start(&GameLog::new("berserk", 7, setup)).unwrap();
    let state: Value = serde_json::from_str(&game.session.state_json()).unwrap();
    let d: Value = serde_json::from_str(&game.session.pending_json()).unwrap();
    let hidden: Vec<&Value> = state["creatures"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["hidden"] == true)
        .collect();
    assert!(!hidden.is_empty(), "the ambushers start face down");
    for c in hidden {
        let uid = &c["uid"];
        let choice = serde_json::json!({ "type": "move", "player": d["player"], "creature": uid, "to": [0, 0] });
        for lang in ["en", "ru"] {
            let e = worded_in(lang, || game.session.why_not(&choice.to_string()))
                .expect("moving a face-down creature to [0, 0] is refused");
            assert!(
                e.message.contains(&format!("{uid} (face-down)"))
                    || e.message.contains(&format!("{uid} (рубашкой вверх)")),
                "{lang}: {e}"
            );
        }
    }
}
