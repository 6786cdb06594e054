//! One decision shape for every ruleset: the JSON of a pending decision names the `player` who
//! decides, its `kind`, and `options`, every legal choice in full — so a driver that knows no
//! ruleset plays any game by sending back one of the options as it is.

use arbiter::core::Rng;
use arbiter::rulesets::RulesetId;
use arbiter::saves::{GameLog, Resumable};
use serde_json::Value;

/// The kinds of decision each ruleset has (every one must be met in the games below).
fn kinds(ruleset: RulesetId) -> &'static [&'static str] {
    match ruleset.name() {
        "eredan" => &["fighters", "play", "discard"],
        "berserk" => &["main", "priority", "exchange"],
        "yummell" => &["window", "movement", "challenge", "discard"],
        other => panic!("a new ruleset {other}: list its decision kinds here"),
    }
}

/// Plays `games` whole games of `ruleset` choosing only among `options`, checking on the way
/// that every decision has the shape and that every option it lists is legal; returns the
/// kinds met.
fn drive(ruleset: RulesetId, games: u64) -> Vec<String> {
    let mut met: Vec<String> = Vec::new();
    for seed in 0..games {
        let mut game = Resumable::start(&GameLog::new(ruleset.name(), seed, Value::Null)).unwrap();
        let mut rng = Rng::new(seed);
        let mut decisions = 0;
        loop {
            let d: Value = serde_json::from_str(&game.session.pending_json()).unwrap();
            if d.is_null() {
                assert!(game.session.outcome().is_some(), "{ruleset}: no decision, no outcome");
                break;
            }
            let player = d["player"]
                .as_u64()
                .unwrap_or_else(|| panic!("{ruleset}: no player in {d}"));
            let kind = d["kind"]
                .as_str()
                .unwrap_or_else(|| panic!("{ruleset}: no kind in {d}"));
            assert!(kinds(ruleset).contains(&kind), "{ruleset}: an unknown kind {kind}");
            if !met.iter().any(|k| k == kind) {
                met.push(kind.to_string());
            }
            let options = d["options"]
                .as_array()
                .unwrap_or_else(|| panic!("{ruleset}: no options in {d}"));
            assert!(!options.is_empty(), "{ruleset}: a {kind} decision with no option");
            for option in options {
                assert_eq!(option["player"].as_u64(), Some(player), "{ruleset}: {option} in {d}");
                let text = option.to_string();
                if let Some(e) = game.session.why_not(&text) {
                    panic!("{ruleset}: the option {text} of {d} is refused: {e}");
                }
            }
            let distinct: std::collections::HashSet<String> = options.iter().map(Value::to_string).collect();
            assert_eq!(
                distinct.len(),
                options.len(),
                "{ruleset}: an option listed twice in {d}"
            );
            let pick = options[rng.index(options.len())].to_string();
            game.session
                .choose_json(&pick)
                .unwrap_or_else(|e| panic!("{ruleset}: the option {pick} is refused by choose: {e}"));
            decisions += 1;
            assert!(decisions < 20_000, "{ruleset}: the game does not end");
        }
    }
    met
}

#[test]
fn every_decision_lists_its_legal_choices_in_full() {
    for ruleset in RulesetId::ALL {
        let mut met = drive(ruleset, 12);
        met.sort();
        let mut all: Vec<String> = kinds(ruleset).iter().map(|k| k.to_string()).collect();
        all.sort();
        assert_eq!(met, all, "{ruleset}: every kind of decision is met");
    }
}

/// [E-DISC] A discard lists every distinct set of cards between the minimum and the whole
/// hand; a random legal discard is always one of them.
#[test]
fn an_eredan_discard_lists_every_legal_discard() {
    let mut game = Resumable::start(&GameLog::new("eredan", 3, Value::Null)).unwrap();
    let mut rng = Rng::new(3);
    let mut checked = 0;
    while checked < 5 {
        let d: Value = serde_json::from_str(&game.session.pending_json()).unwrap();
        assert!(!d.is_null(), "the game ended before five discards");
        if d["kind"] == "discard" {
            let hand = d["hand"].as_array().unwrap();
            let (min, max) = (d["min"].as_u64().unwrap(), d["max"].as_u64().unwrap());
            assert_eq!(max as usize, hand.len());
            let mut distinct: Vec<&Value> = hand.iter().collect();
            distinct.sort_by_key(|v| v.to_string());
            distinct.dedup();
            let options = d["options"].as_array().unwrap();
            if distinct.len() == hand.len() && min == 0 {
                // All cards differ: every subset of the hand.
                assert_eq!(options.len(), 1 << hand.len(), "{d}");
            }
            assert_eq!(
                options[0]["cards"].as_array().unwrap().len() as u64,
                min,
                "the smallest first"
            );
            checked += 1;
        }
        assert!(game.session.random_step(&mut rng).is_some());
    }
}
